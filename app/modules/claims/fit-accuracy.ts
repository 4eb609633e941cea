import type { MeasurePoint } from "~/modules/sizing/workshop";
import { CLAIM_POINTS, type Corrections } from "./corrections";

/*
 * The shop's measured fit accuracy: over the fit claims on shirts made to the size
 * calculator's sizes (smart sizes), how often each measurement point was corrected and by how
 * much. A positive correction means the calculator's shirt was too small there, a negative one
 * too large. Pure: the back office's page shows what this computes from the stored claims.
 */

export type PointAccuracy = {
  point: MeasurePoint;
  /** Claims that corrected this point. */
  corrected: number;
  /** Of those, how many found the shirt too small (made larger) and too large (made smaller). */
  tooSmall: number;
  tooLarge: number;
  /** The signed mean and median correction, cm (null without any). */
  meanCm: number | null;
  medianCm: number | null;
  /** The mean size of a correction whatever its direction, cm. */
  meanAbsoluteCm: number | null;
  /** How many corrections of each signed size, cm, smallest first. */
  distribution: { cm: number; claims: number }[];
};

export type FitAccuracy = { claims: number; points: PointAccuracy[] };

const round2 = (value: number) => Math.round(value * 100) / 100;

function median(sorted: number[]): number | null {
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? null) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export function fitAccuracy(claims: readonly Corrections[]): FitAccuracy {
  const points = CLAIM_POINTS.map(({ point }) => {
    const values = claims
      .map((corrections) => corrections[point])
      .filter((cm): cm is number => typeof cm === "number" && cm !== 0)
      .sort((a, b) => a - b);
    const sum = values.reduce((total, cm) => total + cm, 0);
    const counts = new Map<number, number>();
    for (const cm of values) counts.set(cm, (counts.get(cm) ?? 0) + 1);
    return {
      point,
      corrected: values.length,
      tooSmall: values.filter((cm) => cm > 0).length,
      tooLarge: values.filter((cm) => cm < 0).length,
      meanCm: values.length > 0 ? round2(sum / values.length) : null,
      medianCm: median(values),
      meanAbsoluteCm:
        values.length > 0 ? round2(values.reduce((total, cm) => total + Math.abs(cm), 0) / values.length) : null,
      distribution: [...counts].map(([cm, n]) => ({ cm, claims: n })),
    };
  });
  return { claims: claims.length, points };
}
