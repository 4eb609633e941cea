import { measureLabel } from "~/modules/sizing/describe";
import { roundHalfCm } from "~/modules/sizing/estimator";
import {
  MEASURE_LIMITS,
  NECK_MAX_CM,
  NECK_MIN_CM,
  type ShirtMeasures,
  type Size,
  SLEEVE_MAX_CM,
  SLEEVE_MIN_CM,
} from "~/modules/sizing/size";
import { type MeasurePoint, workshopMeasures } from "~/modules/sizing/workshop";

/*
 * The arithmetic of a fit claim under the perfect fit guarantee: what a customer may say
 * is wrong at each point of a delivered shirt, the size that says it right, and what of it the
 * customer's saved size keeps. Pure: the claim form, the server and the tests share it.
 */

/** Where a claim stands: waiting for staff, or decided. */
export const CLAIM_STATUSES = ["open", "remake", "alteration", "declined"] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  open: "Waiting for our answer",
  remake: "Remake approved",
  alteration: "Alteration refund",
  declined: "Declined",
};

/** A claim's corrections, cm per point: positive makes the shirt larger (or longer), negative smaller. */
export type Corrections = Partial<Record<MeasurePoint, number>>;

/** How a point goes wrong: round the body, along it, or across the shoulders. */
type PointKind = "girth" | "length" | "width";

/** The words for each way a point can be wrong. "larger": the shirt must grow there. */
const PROBLEM_WORDS: Record<PointKind, { larger: string; smaller: string }> = {
  girth: { larger: "too tight", smaller: "too loose" },
  length: { larger: "too short", smaller: "too long" },
  width: { larger: "too narrow", smaller: "too wide" },
};

/**
 * The points a customer may correct, with the largest correction the workshop accepts at each
 * (beyond that the shirt was not made for this man: the shop talks with him instead).
 */
export const CLAIM_POINTS: readonly { point: MeasurePoint; kind: PointKind; maxCm: number }[] = [
  { point: "neck", kind: "girth", maxCm: 3 },
  { point: "chest", kind: "girth", maxCm: 12 },
  { point: "waist", kind: "girth", maxCm: 12 },
  { point: "hips", kind: "girth", maxCm: 12 },
  { point: "shoulders", kind: "width", maxCm: 4 },
  { point: "sleeves", kind: "length", maxCm: 8 },
  { point: "back", kind: "length", maxCm: 10 },
  { point: "cuffs", kind: "girth", maxCm: 4 },
  { point: "biceps", kind: "girth", maxCm: 6 },
];

/** The smallest step of a correction, as the workshop measures. */
export const CORRECTION_STEP_CM = 0.5;

export type Problem = "larger" | "smaller";

export function problemWords(point: MeasurePoint): { larger: string; smaller: string } {
  const kind = CLAIM_POINTS.find((entry) => entry.point === point)?.kind ?? "girth";
  return PROBLEM_WORDS[kind];
}

/** A correction in the customer's words: "too tight by 1 cm", "too long by 2.5 cm". */
export function correctionWords(point: MeasurePoint, cm: number): string {
  const words = problemWords(point);
  return `${cm > 0 ? words.larger : words.smaller} by ${Math.abs(cm)} cm`;
}

/** A claim's corrections in words, point by point: "Neck: too tight by 1 cm". */
export function describeCorrections(corrections: Corrections): string[] {
  return (Object.entries(corrections) as [MeasurePoint, number][]).map(
    ([point, cm]) => `${measureLabel(point)}: ${correctionWords(point, cm)}`,
  );
}

/** The signed correction of one answer of the form: the shirt is `problem`, by `cm`. */
export function signedCorrection(problem: Problem, cm: number): number {
  return problem === "larger" ? cm : -cm;
}

/** The points of a shirt made in `size` that a claim may correct: those it was cut to. */
export function claimablePoints(size: Size): MeasurePoint[] {
  const finished = workshopMeasures(size).finished;
  return CLAIM_POINTS.filter(({ point }) => finished[point] !== undefined).map(({ point }) => point);
}

/**
 * The finished measurements corrected, each to the half centimetre. A point pushed out of the
 * measurements the shop makes, or corrected beyond its limit, is refused with its message.
 */
export function applyCorrections(
  finished: ShirtMeasures,
  corrections: Corrections,
): { ok: true; measures: ShirtMeasures } | { ok: false; errors: Partial<Record<MeasurePoint, string>> } {
  const measures: ShirtMeasures = { ...finished };
  const errors: Partial<Record<MeasurePoint, string>> = {};
  for (const [point, cm] of Object.entries(corrections) as [MeasurePoint, number][]) {
    const rule = CLAIM_POINTS.find((entry) => entry.point === point);
    const made = finished[point];
    if (!rule || made === undefined) {
      errors[point] = "This shirt was not cut to this measurement.";
      continue;
    }
    if (cm === 0 || Math.abs(cm) > rule.maxCm || roundHalfCm(cm) !== cm) {
      errors[point] =
        `Please give a correction between ${CORRECTION_STEP_CM} and ${rule.maxCm} cm, in steps of ${CORRECTION_STEP_CM} cm.`;
      continue;
    }
    const corrected = roundHalfCm(made + cm);
    const limits = MEASURE_LIMITS[point];
    if (corrected < limits.min || corrected > limits.max) {
      errors[point] = `The shop makes this measurement between ${limits.min} and ${limits.max} cm.`;
      continue;
    }
    measures[point] = corrected;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, measures };
}

/**
 * The size a remake is cut to: the ordered size with its finished measurements corrected. A
 * smart size keeps its answers and carries the corrected measurements (as measurements typed
 * by hand do); a quick size holds only a collar and a sleeve, so its remake is cut to all the
 * corrected measurements, as a size of measurements.
 */
export function correctedSize(size: Size, measures: ShirtMeasures): Size {
  if (size.kind === "rapid") return { kind: "manual", fit: size.fit, measures };
  return { ...size, measures };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * What the customer's saved size becomes after a claim: a smart size takes the corrected
 * measurements; a quick size (a collar and a sleeve from the shoulder seam, in whole cm) takes
 * the neck and sleeve corrections, rounded to the whole cm and within its limits: the other
 * points cannot be said by a quick size (docs/decisions/016). Null for a size that is never
 * saved (measurements given for one order).
 */
export function savedSizeAfterClaim(saved: Size, corrections: Corrections, corrected: Size): Size | null {
  if (saved.kind === "smart" && corrected.kind !== "rapid") return { ...saved, measures: corrected.measures };
  if (saved.kind === "rapid") {
    return {
      ...saved,
      neckCm: clamp(Math.round(saved.neckCm + (corrections.neck ?? 0)), NECK_MIN_CM, NECK_MAX_CM),
      sleeveCm: clamp(Math.round(saved.sleeveCm + (corrections.sleeves ?? 0)), SLEEVE_MIN_CM, SLEEVE_MAX_CM),
    };
  }
  return null;
}
