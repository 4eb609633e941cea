/**
 * Accuracy of a body predictor on men of the extract, against predicting the training average.
 * Inputs are the reported height and weight, age and no morphology; one extra line gives the
 * neck base when the measured neck is given. Men whose inputs the estimator rejects (e.g. a
 * reported height of 238.8 cm) are counted and left out, as a customer would get an error.
 */
import type { BodyInput } from "../../app/modules/sizing/estimator";
import {
  BODY_MEASURE_KEYS,
  type BodyMeasureKey,
  type BodyMeasures,
  type ErrorSummary,
  summariseErrors,
} from "../../app/modules/sizing/fit";
import type { Sample } from "./train";

export type Predictor = (input: BodyInput) => BodyMeasures;

/** "Within" tolerance: 1 cm for neck, neck base and wrist, 2 cm for the rest. */
export const TOLERANCE_CM: Record<BodyMeasureKey, number> = {
  neckCm: 1,
  neckBaseCm: 1,
  chestCm: 2,
  waistCm: 2,
  hipCm: 2,
  shoulderBreadthCm: 2,
  bideltoidBreadthCm: 2,
  sleeveCm: 2,
  backWaistLengthCm: 2,
  wristCm: 1,
  bicepsCm: 2,
};

export const LABELS: Record<BodyMeasureKey, string> = {
  neckCm: "neck",
  neckBaseCm: "neck base",
  chestCm: "chest",
  waistCm: "waist",
  hipCm: "hip",
  shoulderBreadthCm: "shoulder breadth",
  bideltoidBreadthCm: "bideltoid breadth",
  sleeveCm: "sleeve (spine-wrist)",
  backWaistLengthCm: "back waist length",
  wristCm: "wrist",
  bicepsCm: "biceps (flexed)",
};

/** Maximum holdout mean absolute error accepted (reported height/weight, no morphology), cm. */
export const MAE_TARGETS_CM: Partial<Record<BodyMeasureKey, number>> = {
  chestCm: 2.9,
  waistCm: 3.9,
  hipCm: 2.5,
  neckCm: 1.3,
  shoulderBreadthCm: 1.2,
  sleeveCm: 2.0,
  backWaistLengthCm: 1.7,
  wristCm: 0.5,
  bicepsCm: 1.6,
};
/** Neck base with the measured neck given. */
export const NECK_BASE_WITH_NECK_TARGET_CM = 0.8;

export interface EvaluationLine {
  key: BodyMeasureKey;
  label: string;
  withNeck: boolean;
  toleranceCm: number;
  targetCm: number | undefined;
  model: ErrorSummary;
  baseline: ErrorSummary;
}

export interface Evaluation {
  lines: EvaluationLine[];
  evaluated: number;
  rejected: number;
}

export function evaluate(samples: readonly Sample[], predict: Predictor, means: BodyMeasures): Evaluation {
  const plain: { sample: Sample; body: BodyMeasures; neckBaseWithNeck: number }[] = [];
  let rejected = 0;
  for (const sample of samples) {
    const { heightCm, weightKg, age, neckCm } = sample.input;
    try {
      const body = predict({ heightCm, weightKg, age });
      const neckBaseWithNeck = predict({ heightCm, weightKg, age, neckCm }).neckBaseCm;
      plain.push({ sample, body, neckBaseWithNeck });
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      rejected++;
    }
  }
  const line = (key: BodyMeasureKey, withNeck: boolean, predicted: (p: (typeof plain)[number]) => number) => {
    const tolerance = TOLERANCE_CM[key];
    return {
      key,
      label: withNeck ? `${LABELS[key]}, neck given` : LABELS[key],
      withNeck,
      toleranceCm: tolerance,
      targetCm: withNeck ? NECK_BASE_WITH_NECK_TARGET_CM : MAE_TARGETS_CM[key],
      model: summariseErrors(
        plain.map((p) => predicted(p) - p.sample.body[key]),
        tolerance,
      ),
      baseline: summariseErrors(
        plain.map((p) => means[key] - p.sample.body[key]),
        tolerance,
      ),
    };
  };
  const lines = BODY_MEASURE_KEYS.map((key) => line(key, false, (p) => p.body[key]));
  lines.splice(
    2,
    0,
    line("neckBaseCm", true, (p) => p.neckBaseWithNeck),
  );
  return { lines, evaluated: plain.length, rejected };
}

const pad = (text: string, width: number) => text.padEnd(width);
const num = (value: number, digits = 2) => value.toFixed(digits).padStart(6);
const pct = (share: number) => `${(share * 100).toFixed(1)}%`.padStart(7);

/** A plain-text table: model and baseline MAE, p90 and share within tolerance, and the target. */
export function formatEvaluation(evaluation: Evaluation): string {
  const header = `${pad("measure (cm)", 28)}  tol |    MAE    p90  within | baseline MAE    p90  within | target`;
  const rows = evaluation.lines.map((l) => {
    const target = l.targetCm === undefined ? "" : `${l.model.mae <= l.targetCm ? "ok  " : "MISS"} ≤ ${l.targetCm}`;
    return `${pad(l.label, 28)}  ${l.toleranceCm.toFixed(0).padStart(3)} | ${num(l.model.mae)} ${num(l.model.p90)} ${pct(l.model.within)} |       ${num(l.baseline.mae)} ${num(l.baseline.p90)} ${pct(l.baseline.within)} | ${target}`;
  });
  return [
    header,
    "-".repeat(header.length),
    ...rows,
    `${evaluation.evaluated} men evaluated, ${evaluation.rejected} rejected by input validation.`,
  ].join("\n");
}

export interface MorphologyGainLine {
  key: BodyMeasureKey;
  label: string;
  /** MAE without morphology, with the man's own class, with a class 30% of the time one off. */
  none: number;
  exact: number;
  noisy: number;
}

/**
 * What the morphology answer gains on these men: each man's class is his true one (from his
 * measured waist, by the definition of the classes) or, to mimic a customer misjudging himself
 * from the drawings, one class off for a fixed 30% of the men (up or down, clamped to 1-4).
 */
export function evaluateMorphology(
  samples: readonly Sample[],
  predict: (input: BodyInput) => BodyMeasures,
  classify: (input: BodyInput, waistCm: number) => 1 | 2 | 3 | 4,
  keys: readonly BodyMeasureKey[] = BODY_MEASURE_KEYS,
): MorphologyGainLine[] {
  const errors = keys.map(() => ({ none: [] as number[], exact: [] as number[], noisy: [] as number[] }));
  for (const sample of samples) {
    const { heightCm, weightKg, age } = sample.input;
    const input = { heightCm, weightKg, age };
    let exact: 1 | 2 | 3 | 4;
    try {
      exact = classify(input, sample.body.waistCm);
    } catch (error) {
      if (error instanceof RangeError) continue;
      throw error;
    }
    const h = Math.imul(sample.subjectId ^ 0x5bd1e995, 2246822519) >>> 0;
    const shift = h % 10 < 3 ? ((h >>> 8) % 2 === 0 ? -1 : 1) : 0;
    const noisy = Math.min(4, Math.max(1, exact + shift)) as 1 | 2 | 3 | 4;
    const bodies = {
      none: predict(input),
      exact: predict({ ...input, morphology: exact }),
      noisy: predict({ ...input, morphology: noisy }),
    };
    keys.forEach((key, i) => {
      for (const variant of ["none", "exact", "noisy"] as const) {
        errors[i]![variant].push(Math.abs(bodies[variant][key] - sample.body[key]));
      }
    });
  }
  const avg = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;
  return keys.map((key, i) => ({
    key,
    label: LABELS[key],
    none: avg(errors[i]!.none),
    exact: avg(errors[i]!.exact),
    noisy: avg(errors[i]!.noisy),
  }));
}

export function formatMorphologyGain(lines: readonly MorphologyGainLine[]): string {
  const header = `${pad("measure (cm)", 28)} | MAE none  own class  30% one off`;
  return [
    header,
    "-".repeat(header.length),
    ...lines.map(
      (l) =>
        `${pad(l.label, 28)} | ${num(l.none).padStart(8)}  ${num(l.exact).padStart(9)}  ${num(l.noisy).padStart(11)}`,
    ),
  ].join("\n");
}
