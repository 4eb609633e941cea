import { type CrossCheckFlag, crossCheck, isConfirmed, MEASURE_KEYS } from "./cross-check";
import { type BodyMeasures, type Fit, finishedShirtMeasures, neckFromCollarCm, predictBody } from "./estimator";
import type { Morphology } from "./fit";
import type { MeasuresFormValues, SmartSizeFormValues } from "./forms";
import { type ShirtMeasures, type SmartSize, smartSizeSchema } from "./size";
import { toCm } from "./units";

/*
 * The smart calculation (spec 001 section 4): the finished-shirt measures of a smart size from
 * its answers, and the measures typed by hand checked against them. Pure, so the browser may
 * use it as well as the server.
 */

/** What a smart size is computed from. */
type SmartAnswers = Pick<SmartSize, "heightCm" | "weightKg" | "age" | "morphology" | "fit" | "neckCm">;

const ANSWER_KEYS = [
  "heightCm",
  "weightKg",
  "age",
  "morphology",
  "fit",
  "neckCm",
] as const satisfies readonly (keyof SmartAnswers)[];

/**
 * The body the estimator predicts for these answers. The neckline is a collar size: the body
 * neck it was chosen for sharpens the other measures (estimator.ts).
 */
export function smartBody(answers: SmartAnswers): BodyMeasures {
  return predictBody({
    heightCm: answers.heightCm,
    weightKg: answers.weightKg,
    age: answers.age,
    morphology: answers.morphology as Morphology,
    neckCm: neckFromCollarCm(answers.neckCm),
  });
}

/** The finished-shirt measures the estimator gives for these answers. */
function expectedMeasures(answers: SmartAnswers): ShirtMeasures {
  return finishedShirtMeasures(smartBody(answers), answers.fit as Fit);
}

/** The smart size of a valid smart form: the answers (height in cm) and the eight measures plus biceps. */
export function calculateSmartSize(values: SmartSizeFormValues): SmartSize {
  const answers: SmartAnswers = {
    heightCm: toCm(values.height, values.heightUnit),
    weightKg: values.weight,
    age: values.age,
    morphology: values.morphology,
    fit: values.fit,
    neckCm: values.neckCm,
  };
  return smartSizeSchema.parse({ kind: "smart", name: values.name, ...answers, measures: expectedMeasures(answers) });
}

/** Whether two smart sizes were calculated from the same answers (a new name alone keeps the measures). */
export function sameAnswers(a: SmartAnswers, b: SmartAnswers): boolean {
  return ANSWER_KEYS.every((key) => a[key] === b[key]);
}

/**
 * Measures typed by hand: the size with them, or the measures to confirm first. Far from what
 * the estimator expects they are not refused but asked about, value for value (cross-check.ts).
 */
export type TypedMeasuresCheck = { confirmed: true; size: SmartSize } | { confirmed: false; flags: CrossCheckFlag[] };

/** A smart size with the eight measures typed by hand ('Measure your shirt'), biceps kept, once confirmed. */
export function withTypedMeasures(size: SmartSize, values: MeasuresFormValues): TypedMeasuresCheck {
  const typed = Object.fromEntries(MEASURE_KEYS.map((key) => [key, values[key]])) as Record<
    (typeof MEASURE_KEYS)[number],
    number
  >;
  const flags = crossCheck(typed, expectedMeasures(size));
  if (!isConfirmed(flags, values.confirmed)) return { confirmed: false, flags };
  return { confirmed: true, size: smartSizeSchema.parse({ ...size, measures: { ...size.measures, ...typed } }) };
}
