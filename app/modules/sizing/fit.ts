/**
 * Pure building blocks of the size estimator and of its fitting script: the body measures it
 * predicts, the input features, linear models, ordinary least squares (normal equations solved
 * with a Cholesky factorisation) and the accuracy metrics. No I/O: this module is bundled for
 * the browser with the estimator.
 */

/** Body measures the estimator predicts, keyed by their name in the API, valued by their CSV column. */
export const BODY_MEASURES = {
  neckCm: "neck_cm",
  neckBaseCm: "neck_base_cm",
  chestCm: "chest_cm",
  waistCm: "waist_cm",
  hipCm: "hip_cm",
  shoulderBreadthCm: "shoulder_breadth_cm",
  bideltoidBreadthCm: "bideltoid_breadth_cm",
  sleeveCm: "sleeve_spine_wrist_cm",
  backWaistLengthCm: "back_waist_length_cm",
  wristCm: "wrist_cm",
  bicepsCm: "biceps_flexed_cm",
} as const;

export type BodyMeasureKey = keyof typeof BODY_MEASURES;
export const BODY_MEASURE_KEYS = Object.keys(BODY_MEASURES) as BodyMeasureKey[];

/** Body measures in cm (circumferences, breadths and lengths of the body, not of the shirt). */
export type BodyMeasures = Record<BodyMeasureKey, number>;

/** What a feature is computed from: the customer's answers (reported height and weight). */
export interface FeatureInput {
  heightCm: number;
  weightKg: number;
  age: number;
  /** Body neck circumference, when the customer measured it. */
  neckCm?: number;
}

const bmi = (x: FeatureInput) => x.weightKg / (x.heightCm / 100) ** 2;
const neck = (x: FeatureInput) => {
  if (x.neckCm === undefined) throw new Error("feature needs neckCm");
  return x.neckCm;
};

/** Candidate features of the linear models. */
export const FEATURES = {
  height: (x: FeatureInput) => x.heightCm,
  weight: (x: FeatureInput) => x.weightKg,
  age: (x: FeatureInput) => x.age,
  bmi,
  age2: (x: FeatureInput) => x.age * x.age,
  bmi2: (x: FeatureInput) => bmi(x) ** 2,
  heightWeight: (x: FeatureInput) => x.heightCm * x.weightKg,
  logHeight: (x: FeatureInput) => Math.log(x.heightCm),
  logWeight: (x: FeatureInput) => Math.log(x.weightKg),
  ageBmi: (x: FeatureInput) => x.age * bmi(x),
  neck,
  neckBmi: (x: FeatureInput) => neck(x) * bmi(x),
  neckHeight: (x: FeatureInput) => neck(x) * x.heightCm,
} as const;

export type FeatureName = keyof typeof FEATURES;
export const NECK_FEATURES: readonly FeatureName[] = ["neck", "neckBmi", "neckHeight"];

/** A fitted linear model: intercept + sum of coefficient * feature, on raw (unscaled) features. */
export interface LinearModel {
  features: FeatureName[];
  intercept: number;
  coefficients: number[];
}

export function featureRow(features: readonly FeatureName[], x: FeatureInput): number[] {
  return features.map((name) => FEATURES[name](x));
}

export function applyModel(model: LinearModel, x: FeatureInput): number {
  let y = model.intercept;
  model.features.forEach((name, j) => {
    y += (model.coefficients[j] ?? 0) * FEATURES[name](x);
  });
  return y;
}

/**
 * Cholesky factorisation of a symmetric positive definite matrix: returns lower-triangular L
 * with A = L Lᵀ. Throws when A is not (numerically) positive definite, e.g. collinear features.
 */
export function cholesky(a: readonly (readonly number[])[]): number[][] {
  const n = a.length;
  const l: number[][] = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let sum = a[i]![j]!;
      for (let k = 0; k < j; k++) sum -= l[i]![k]! * l[j]![k]!;
      if (i === j) {
        if (!(sum > 1e-10 * Math.max(1, Math.abs(a[i]![i]!)))) {
          throw new Error("matrix is not positive definite (collinear or constant features?)");
        }
        l[i]![i] = Math.sqrt(sum);
      } else {
        l[i]![j] = sum / l[j]![j]!;
      }
    }
  }
  return l;
}

/** Solves (L Lᵀ) x = b by forward then backward substitution. */
export function solveCholesky(l: readonly (readonly number[])[], b: readonly number[]): number[] {
  const n = l.length;
  const z = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i++) {
    let sum = b[i]!;
    for (let k = 0; k < i; k++) sum -= l[i]![k]! * z[k]!;
    z[i] = sum / l[i]![i]!;
  }
  const x = new Array<number>(n).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    let sum = z[i]!;
    for (let k = i + 1; k < n; k++) sum -= l[k]![i]! * x[k]!;
    x[i] = sum / l[i]![i]!;
  }
  return x;
}

/**
 * Ordinary least squares with an intercept. Columns are centred and scaled before the normal
 * equations are formed (products like height × weight are ~10⁴ and would make XᵀX badly
 * conditioned), solved by Cholesky, and the coefficients are returned on the raw scale.
 */
export function ols(
  x: readonly (readonly number[])[],
  y: readonly number[],
): { intercept: number; coefficients: number[] } {
  const n = x.length;
  if (n === 0 || n !== y.length) throw new Error("ols needs as many rows as targets, at least one");
  const p = x[0]!.length;
  if (n <= p) throw new Error(`ols needs more rows (${n}) than features (${p})`);
  const mean = new Array<number>(p).fill(0);
  const scale = new Array<number>(p).fill(0);
  for (const row of x) for (let j = 0; j < p; j++) mean[j]! += row[j]! / n;
  for (const row of x) for (let j = 0; j < p; j++) scale[j]! += (row[j]! - mean[j]!) ** 2;
  for (let j = 0; j < p; j++) {
    scale[j] = Math.sqrt(scale[j]! / n);
    if (!(scale[j]! > 0)) throw new Error(`feature ${j} is constant`);
  }
  const yMean = y.reduce((s, v) => s + v, 0) / n;
  const xtx: number[][] = Array.from({ length: p }, () => new Array<number>(p).fill(0));
  const xty = new Array<number>(p).fill(0);
  const z = new Array<number>(p);
  for (let i = 0; i < n; i++) {
    const row = x[i]!;
    for (let j = 0; j < p; j++) z[j] = (row[j]! - mean[j]!) / scale[j]!;
    const yc = y[i]! - yMean;
    for (let j = 0; j < p; j++) {
      xty[j]! += z[j]! * yc;
      for (let k = 0; k <= j; k++) xtx[j]![k]! += z[j]! * z[k]!;
    }
  }
  for (let j = 0; j < p; j++) for (let k = j + 1; k < p; k++) xtx[j]![k] = xtx[k]![j]!;
  const beta = solveCholesky(cholesky(xtx), xty);
  const coefficients = beta.map((b, j) => b / scale[j]!);
  const intercept = yMean - coefficients.reduce((s, c, j) => s + c * mean[j]!, 0);
  return { intercept, coefficients };
}

export function fitLinearModel(
  features: readonly FeatureName[],
  inputs: readonly FeatureInput[],
  y: readonly number[],
): LinearModel {
  const { intercept, coefficients } = ols(
    inputs.map((x) => featureRow(features, x)),
    y,
  );
  return { features: [...features], intercept, coefficients };
}

export function mean(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  return values.reduce((s, v) => s + v, 0) / values.length;
}

/** Quantile with linear interpolation between order statistics (R type 7, numpy's default). */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const h = (sorted.length - 1) * q;
  const lo = Math.floor(h);
  const hi = Math.min(lo + 1, sorted.length - 1);
  return sorted[lo]! + (h - lo) * (sorted[hi]! - sorted[lo]!);
}

export interface ErrorSummary {
  n: number;
  /** Mean absolute error, cm. */
  mae: number;
  /** 90th percentile of the absolute error, cm. */
  p90: number;
  /** Share (0-1) of absolute errors within the tolerance. */
  within: number;
}

export function summariseErrors(errors: readonly number[], toleranceCm: number): ErrorSummary {
  const abs = errors.map(Math.abs);
  return {
    n: abs.length,
    mae: mean(abs),
    p90: quantile(abs, 0.9),
    // A small epsilon so that an error of exactly the tolerance (in one-decimal data) counts.
    within: abs.length === 0 ? Number.NaN : abs.filter((e) => e <= toleranceCm + 1e-9).length / abs.length,
  };
}

/**
 * The holdout of the fitting: men whose subject id leaves 3 when divided by 5 (a quarter of the
 * training extract, whose ids divisible by 5 were already held back by the data's publisher).
 * They are never used to fit or select anything; the accuracy targets are judged on them.
 */
export const HOLDOUT_RULE = "subject_id % 5 === 3";
export function isHoldout(subjectId: number): boolean {
  return subjectId % 5 === 3;
}

/** Morphology answers: 1 flat, 2 lean, 3 some belly, 4 full belly (see docs/decisions/003). */
export type Morphology = 1 | 2 | 3 | 4;

export interface MeasureModels {
  /** From reported height, weight and age. */
  base: LinearModel;
  /** Also from the customer's measured body neck; null where the neck does not help. */
  withNeck: LinearModel | null;
}

/** The content of coefficients.json, written by scripts/sizing-fit.ts. */
export interface SizingCoefficients {
  description: string;
  holdoutRule: string;
  trainingRows: number;
  /** Youngest and oldest man of the training part: the age effect is held constant beyond. */
  ageRange: [number, number];
  /** Training-part averages: the predict-the-average baseline. */
  trainingMeans: BodyMeasures;
  models: Record<BodyMeasureKey, MeasureModels>;
  morphology: {
    definition: string;
    /** Quartiles of (measured waist − base waist prediction) on the training part, cm. */
    waistResidualThresholds: [number, number, number];
    /** Per measure, the offset in cm added for morphology 1..4 (index 0..3), per model variant. */
    offsets: Partial<Record<BodyMeasureKey, { base: number[]; withNeck: number[] | null }>>;
  };
}

/** Morphology class of a man from his waist residual: 1 + number of thresholds it exceeds. */
export function morphologyFromWaistResidual(residualCm: number, thresholds: readonly number[]): Morphology {
  return (1 + thresholds.filter((t) => residualCm > t).length) as Morphology;
}

/** Knuth's multiplicative hash of an integer id to [0, 2³²): a fixed, well-mixed assignment. */
export function hashId(id: number): number {
  return Math.imul(id, 2654435761) >>> 0;
}
