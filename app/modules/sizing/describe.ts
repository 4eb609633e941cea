import { collarSizeLabel, describeCollar } from "./collar-sizes";
import type { Morphology } from "./estimator";
import { FITS, MORPHOLOGIES, type Size } from "./size";

const MEASURE_LABELS = {
  neck: "Neck",
  chest: "Chest",
  waist: "Waist",
  shoulders: "Shoulders",
  // The two sleeve conventions (docs/decisions/007) are named where a size is shown.
  sleeves: "Sleeves (centre back to cuff)",
  back: "Back",
  cuffs: "Cuffs",
  hips: "Hips",
  biceps: "Biceps",
} as const;

/** The name of a measurement point, as every size shows it. */
export function measureLabel(point: keyof typeof MEASURE_LABELS): string {
  return MEASURE_LABELS[point];
}

/** A size in words: a one-line summary for the cart and every value for its details. */
export function describeSize(size: Size): { summary: string; rows: { label: string; value: string }[] } {
  const fit = FITS[size.fit as keyof typeof FITS];
  if (size.kind === "rapid") {
    return {
      summary: `${fit} fit · collar ${size.neckCm} cm (${collarSizeLabel(size.neckCm)}) · sleeve ${size.sleeveCm} cm`,
      rows: [
        { label: "Size", value: "Quick size" },
        { label: "Fit", value: fit },
        { label: "Collar", value: describeCollar(size.neckCm) },
        { label: "Sleeve (shoulder seam to cuff)", value: `${size.sleeveCm} cm` },
      ],
    };
  }
  const measures = Object.entries(MEASURE_LABELS).flatMap(([key, label]) => {
    const value = size.measures[key as keyof typeof MEASURE_LABELS];
    return value === undefined ? [] : [{ label, value: `${value} cm` }];
  });
  if (size.kind === "manual") {
    return {
      summary: `${fit} fit · my measurements`,
      rows: [{ label: "Size", value: "My measurements" }, { label: "Fit", value: fit }, ...measures],
    };
  }
  return {
    summary: `${size.name} · ${fit} fit · collar ${size.neckCm} cm`,
    rows: [
      { label: "Size", value: `Smart size “${size.name}”` },
      { label: "Height", value: `${size.heightCm} cm` },
      { label: "Weight", value: `${size.weightKg} kg` },
      { label: "Age", value: `${size.age}` },
      { label: "Morphology", value: MORPHOLOGIES[size.morphology as Morphology] },
      { label: "Fit", value: fit },
      { label: "Collar", value: describeCollar(size.neckCm) },
      ...measures,
    ],
  };
}

/** What changed between two sizes, one row per value: { label: "Chest", value: "104 cm → 106 cm" }. */
export function sizeChanges(before: Size, after: Size): { label: string; value: string }[] {
  const previous = new Map(describeSize(before).rows.map((row) => [row.label, row.value]));
  return describeSize(after).rows.flatMap((row) => {
    const was = previous.get(row.label);
    return was === row.value ? [] : [{ label: row.label, value: `${was ?? "—"} → ${row.value}` }];
  });
}

/** A change of a size in one line: "Chest: 104 cm → 106 cm". */
export const changeLine = (change: { label: string; value: string }) => `${change.label}: ${change.value}`;
