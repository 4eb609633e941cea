import type { MeasuredValues } from "~/db/schema/production";
import type { ShirtDesign } from "~/modules/design/design";
import type { DesignOptions } from "~/modules/design/look";
import type { ShirtStage } from "~/modules/shop/stages";
import type { ShirtMeasures, Size } from "~/modules/sizing/size";
import { type MeasurePoint, workshopMeasures } from "~/modules/sizing/workshop";

/*
 * The production sheet's numbers: the fabric a shirt needs, and the quality check of the
 * finished shirt against the measurements it was ordered with. The measurements themselves
 * come from the sizing module (workshopMeasures), never computed twice.
 */

/** How a motif must be matched across seams: stripes one way, checks both ways. */
type Matching = "none" | "stripes" | "checks";

/** The catalogue's motif drawing keys (motifs.pattern) that need matching. */
const MATCHING_BY_PATTERN: Record<string, Matching> = {
  pinstripe: "stripes",
  "bengal-stripe": "stripes",
  "candy-stripe": "stripes",
  "wide-stripe": "stripes",
  "twill-stripe": "stripes",
  "micro-check": "checks",
  gingham: "checks",
  tattersall: "checks",
  windowpane: "checks",
  "prince-of-wales": "checks",
  houndstooth: "checks",
};

/**
 * Extra fabric for matching: stripes are matched at the placket, pocket, yoke and sleeve
 * plackets (+10%); checks must also meet across the side seams and the collar points (+20%).
 */
const MATCHING_ALLOWANCE: Record<Matching, number> = { none: 1, stripes: 1.1, checks: 1.2 };

/** Collar, cuffs, yoke, placket and pocket, laid beside the body panels and sleeves, cm. */
const SMALL_PARTS_CM = 25;

/** A chest over this (cm) no longer lays front and back side by side on a 150 cm wide fabric. */
const WIDE_CHEST_CM = 124;
const WIDE_ALLOWANCE = 1.25;

export function motifMatching(pattern: string): Matching {
  return MATCHING_BY_PATTERN[pattern] ?? "none";
}

/**
 * Metres of 150 cm wide fabric for one shirt, rounded up to 5 cm: the lay is as long as the
 * back panel and a sleeve laid end to end plus the small parts; more for a large chest and
 * for a motif that must match.
 */
export function fabricMetres(pattern: string, finished: Pick<ShirtMeasures, "back" | "sleeves" | "chest">): number {
  const layCm = finished.back + finished.sleeves + SMALL_PARTS_CM;
  const wide = finished.chest > WIDE_CHEST_CM ? WIDE_ALLOWANCE : 1;
  const metres = (layCm * wide * MATCHING_ALLOWANCE[motifMatching(pattern)]) / 100;
  return Math.ceil(Math.round(metres * 1000) / 50) / 20;
}

/**
 * What a finished made-to-measure shirt may differ from its order, ± cm. Tight where a
 * centimetre is felt (collar, cuffs, shoulders, biceps: ±0.5), a centimetre on the large
 * circumferences and lengths (chest, waist, hips, sleeves, back: ±1), as shirtmakers check
 * bespoke shirts: a ready-to-wear size step is 2 cm on the collar and 4 cm on the chest.
 */
export const TOLERANCES_CM: Record<MeasurePoint, number> = {
  neck: 0.5,
  chest: 1,
  waist: 1,
  hips: 1,
  shoulders: 0.5,
  sleeves: 1,
  back: 1,
  cuffs: 0.5,
  biceps: 0.5,
};

/** The points a quality check measures for a size, with the ordered value and tolerance of each. */
export function checkPoints(size: Size): { point: MeasurePoint; ordered: number; toleranceCm: number }[] {
  const { finished } = workshopMeasures(size);
  return (Object.keys(TOLERANCES_CM) as MeasurePoint[]).flatMap((point) => {
    const ordered = finished[point];
    return ordered === undefined ? [] : [{ point, ordered, toleranceCm: TOLERANCES_CM[point] }];
  });
}

export type PointResult = {
  point: MeasurePoint;
  ordered: number;
  measured: number;
  toleranceCm: number;
  /** Measured minus ordered, cm. */
  deviationCm: number;
  within: boolean;
};

export type QualityVerdict =
  | { passed: true; points: PointResult[] }
  | { passed: false; points: PointResult[]; sendBackTo: Extract<ShirtStage, "sewing" | "cutting">; reason: string };

/** What the workshop calls each point, on the sheet, the check form and a failure's reason. */
export const POINT_NAMES: Record<MeasurePoint, string> = {
  neck: "Collar",
  chest: "Chest",
  waist: "Waist",
  hips: "Hips",
  shoulders: "Shoulders",
  sleeves: "Sleeves",
  back: "Back length",
  cuffs: "Cuffs",
  biceps: "Biceps",
};

const cm = (value: number) => `${Number(value.toFixed(1))} cm`;

/**
 * The verdict of a quality check: every point within its tolerance and no defect found. A
 * failed shirt goes back to sewing when it can be put right there (too large: a seam is taken
 * in, a sleeve shortened at the cuff; a defect in the sewing), and back to cutting when it
 * cannot (too small: a seam allowance cannot give a centimetre back, so the panel is cut again;
 * or the workshop says the fabric must be recut, e.g. a flaw or a motif that does not match).
 * `measured` must hold every point of `points` (checkPoints).
 */
export function qualityVerdict(
  points: { point: MeasurePoint; ordered: number; toleranceCm: number }[],
  measured: MeasuredValues,
  defect: { text: string; recut: boolean },
): QualityVerdict {
  const results = points.map(({ point, ordered, toleranceCm }) => {
    const value = measured[point];
    if (value === undefined) throw new RangeError(`The ${point} measurement is missing`);
    const deviationCm = Math.round((value - ordered) * 10) / 10;
    return { point, ordered, measured: value, toleranceCm, deviationCm, within: Math.abs(deviationCm) <= toleranceCm };
  });
  const outside = results.filter((result) => !result.within);
  const defectText = defect.text.trim();
  if (outside.length === 0 && defectText === "" && !defect.recut) return { passed: true, points: results };
  const tooSmall = outside.some((result) => result.deviationCm < 0);
  const reasons = outside.map(
    (result) =>
      `${POINT_NAMES[result.point]} ${cm(Math.abs(result.deviationCm))} too ${result.deviationCm < 0 ? "small" : "large"} (ordered ${cm(result.ordered)}, measured ${cm(result.measured)}, ±${cm(result.toleranceCm)})`,
  );
  if (defectText !== "") reasons.push(defectText);
  else if (defect.recut) reasons.push("Fabric to be recut");
  return {
    passed: false,
    points: results,
    sendBackTo: tooSmall || defect.recut ? "cutting" : "sewing",
    reason: reasons.join("; "),
  };
}

/*
 * Option codes: the sheet names each chosen option by the short code the cutting table reads at
 * a glance and the office can look up ("CO-07"). The codes are the back office's data (each
 * option row's `code`); they are found from the ids the design keeps, so a renamed option
 * still reads as the one that was ordered. The fabric's code is its reference.
 */
const OPTION_CODES: Record<string, { family: keyof CodedOptions; id: (design: ShirtDesign) => number | null }> = {
  Collar: { family: "collars", id: (design) => design.collarId },
  "Collar bones": { family: "collarBones", id: (design) => design.collarBonesId },
  "Collar fastness": { family: "collarFastnesses", id: (design) => design.collarFastnessId },
  Cuffs: { family: "cuffs", id: (design) => design.cuffId },
  Pocket: { family: "pockets", id: (design) => design.pocketId },
  Placket: { family: "plackets", id: (design) => design.placketId },
  Back: { family: "backs", id: (design) => design.backId },
  Bottom: { family: "bottoms", id: (design) => design.bottomId },
  Buttons: { family: "buttons", id: (design) => design.buttonId },
  Embroidery: { family: "embroideryTypes", id: (design) => design.embroidery.typeId },
  "Embroidery style": { family: "embroideryStyles", id: (design) => design.embroidery.styleId },
  "Embroidery colour": { family: "embroideryColours", id: (design) => design.embroidery.colourId },
  Symbol: { family: "embroiderySymbols", id: (design) => design.embroidery.symbolId },
  "Symbol colour": { family: "embroideryColours", id: (design) => design.embroidery.symbolColourId },
  Position: { family: "embroideryPositions", id: (design) => design.embroidery.positionId },
};

/** The option families as far as the sheet needs them: each row's code by id. */
export type CodedOptions = {
  [K in Exclude<keyof DesignOptions, "weaves" | "motifs" | "colours">]: ReadonlyMap<number, { code: string }>;
};

/** A monogram position's drawing key in words: "second-button" → "Second button". */
export function positionWords(drawing: string): string {
  const words = drawing.replaceAll("-", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export type SheetOption = { label: string; value: string; code: string | null };

/**
 * The options of an order line as its labels name them (orders keep the names of that
 * moment), each with its code; the fabric's is its reference, and a written text has none.
 */
export function sheetOptions(
  design: ShirtDesign,
  labels: { label: string; value: string }[],
  fabricReference: string | null,
  options: CodedOptions,
): SheetOption[] {
  return labels.map(({ label, value }) => {
    if (label === "Fabric") return { label, value, code: fabricReference };
    const coded = OPTION_CODES[label];
    const id = coded?.id(design) ?? null;
    const code = coded && id !== null ? (options[coded.family].get(id)?.code ?? null) : null;
    return { label, value, code };
  });
}

const MATCHING_WORDS: Record<Matching, string | null> = {
  none: null,
  stripes: "Match the stripes at the placket, pocket, yoke and sleeve plackets.",
  checks: "Match the checks across the side seams, collar points, placket, pocket and yoke.",
};

/**
 * What the sheet tells the cutter and the sewer beyond the numbers: matching the motif, where
 * the monogram goes, and why the shirt came back from its last quality check.
 */
export function workshopInstructions(card: {
  pattern: string | null;
  monogram: { text: string; position: string } | null;
  sentBack: { to: ShirtStage; reason: string } | null;
  /** The order this shirt remakes under the perfect fit guarantee. */
  remakeOf?: string | null;
}): string[] {
  const lines: string[] = [];
  if (card.remakeOf) {
    lines.push(
      `Remake of order ${card.remakeOf} under the perfect fit guarantee: cut to the corrected finished measurements below, not the original's.`,
    );
  }
  const matching = card.pattern ? MATCHING_WORDS[motifMatching(card.pattern)] : null;
  if (matching) lines.push(matching);
  if (card.monogram) {
    const what = card.monogram.text ? `“${card.monogram.text}”` : "the symbol";
    lines.push(`Embroider ${what} at the ${card.monogram.position.toLowerCase()} before assembly.`);
  }
  if (card.sentBack) {
    lines.push(
      `Back from the quality check to ${card.sentBack.to === "cutting" ? "cutting" : "sewing"}: ${card.sentBack.reason}.`,
    );
  }
  return lines;
}
