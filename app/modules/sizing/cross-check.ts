import type { ShirtMeasures } from "./size";

/*
 * The cross-check of measures typed by hand (docs/decisions/007): each of the eight
 * finished-shirt measures is compared with what the estimator expects for the customer's own
 * answers (height, weight, age, morphology, fit, neckline: the smart size being edited). A
 * measure further off than its tolerance is named, and the customer is asked to confirm it
 * before it is used.
 */

/** The eight measures of the spec, in its order (biceps is not typed: the estimator keeps it). */
export const MEASURE_KEYS = ["neck", "chest", "waist", "shoulders", "sleeves", "back", "cuffs", "hips"] as const;
export type MeasureKey = (typeof MEASURE_KEYS)[number];

/**
 * How far a typed measure may be from the estimate before we ask, cm: 3.5 × the estimator's
 * mean absolute error on that finished measure, for men it never saw (holdout, reported height
 * and weight, neckline given, no morphology), rounded to 0.5 cm, at least 1.5 cm (what a tape
 * on a shirt can honestly disagree by). At most 1% of men whose shirt follows our ease would be
 * asked about any one measure, 3.5% about at least one of the eight; a sleeve measured from the
 * shoulder (about 23 cm short), inches typed as centimetres or two swapped fields are caught.
 * cross-check.test.ts recomputes these from the data.
 */
export const CROSS_CHECK = { maeFactor: 3.5, floorCm: 1.5 } as const;

export const CROSS_CHECK_TOLERANCE_CM: Record<MeasureKey, number> = {
  neck: 1.5,
  chest: 9.5,
  waist: 15,
  shoulders: 3.5,
  sleeves: 6.5,
  back: 5.5,
  cuffs: 1.5,
  hips: 9.5,
};

export type CrossCheckFlag = { measure: MeasureKey; typedCm: number; expectedCm: number };

/** The typed measures that are further from the expected ones than their tolerance. */
export function crossCheck(typed: Record<MeasureKey, number>, expected: ShirtMeasures): CrossCheckFlag[] {
  return MEASURE_KEYS.flatMap((measure) => {
    const typedCm = typed[measure];
    const expectedCm = expected[measure];
    return Math.abs(typedCm - expectedCm) > CROSS_CHECK_TOLERANCE_CM[measure] ? [{ measure, typedCm, expectedCm }] : [];
  });
}

/**
 * What 'Yes, use my measures' sends back: the flagged measures with the values the customer
 * saw in the warning ("chest=90;waist=80"). A confirmation counts only for those values, so a
 * measure changed after the warning is checked again.
 */
export function confirmationOf(flags: readonly CrossCheckFlag[]): string {
  return flags.map((flag) => `${flag.measure}=${flag.typedCm}`).join(";");
}

/** Whether `confirmed` (from the form) covers every flag, value for value. */
export function isConfirmed(flags: readonly CrossCheckFlag[], confirmed: string | undefined): boolean {
  if (flags.length === 0) return true;
  const stood = new Set((confirmed ?? "").split(";"));
  return flags.every((flag) => stood.has(`${flag.measure}=${flag.typedCm}`));
}
