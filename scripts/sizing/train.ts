/**
 * Fitting of the size estimator's coefficients (no I/O; scripts/sizing-fit.ts reads the CSV and
 * writes the result). Ordinary least squares on the *reported* height and weight, feature
 * selection by 5-fold cross-validation inside the training part (the holdout is never looked at),
 * morphology classes and offsets from waist residual quartiles.
 */
import {
  applyModel,
  BODY_MEASURE_KEYS,
  type BodyMeasureKey,
  type BodyMeasures,
  type FeatureInput,
  type FeatureName,
  fitLinearModel,
  HOLDOUT_RULE,
  hashId,
  isHoldout,
  type LinearModel,
  type MeasureModels,
  mean,
  morphologyFromWaistResidual,
  NECK_FEATURES,
  quantile,
  type SizingCoefficients,
} from "../../app/modules/sizing/fit";
import type { AnsurRow } from "./csv";

/** A man usable for fitting or evaluation: the customer-like inputs and the measured body. */
export interface Sample {
  subjectId: number;
  /** Reported height and weight, age, and the measured neck (used only by the with-neck models). */
  input: FeatureInput & { neckCm: number };
  body: BodyMeasures;
}

export const K_FOLDS = 5;
/** A feature is kept only if it lowers the cross-validated mean absolute error by this much. */
export const MIN_FEATURE_GAIN_CM = 0.005;
/** The with-neck model and the morphology offsets of a measure are kept above this gain. */
export const MIN_VARIANT_GAIN_CM = 0.01;
/** Reported minus measured beyond these is a typing error (e.g. 238.8 cm for a 177.5 cm man). */
export const GROSS_HEIGHT_ERROR_CM = 10;
export const GROSS_WEIGHT_ERROR_KG = 15;

export const BASE_FEATURES: readonly FeatureName[] = ["height", "weight", "age"];
export const CANDIDATE_FEATURES: readonly FeatureName[] = [
  "bmi",
  "age2",
  "bmi2",
  "heightWeight",
  "logHeight",
  "logWeight",
  "ageBmi",
];

/** The sample of a row, from its reported height and weight; null where either is missing. */
export function toSample(row: AnsurRow): Sample | null {
  if (row.heightCmReported === null || row.weightKgReported === null) return null;
  return {
    subjectId: row.subjectId,
    input: {
      heightCm: row.heightCmReported,
      weightKg: row.weightKgReported,
      age: row.age,
      neckCm: row.measures.neckCm,
    },
    body: row.measures,
  };
}

export interface TrainingSplit {
  train: Sample[];
  holdout: Sample[];
  missingReported: number;
  /** Training rows left out for a gross reported-vs-measured discrepancy (kept in the holdout). */
  grossErrors: number;
}

export function splitRows(rows: readonly AnsurRow[]): TrainingSplit {
  const split: TrainingSplit = { train: [], holdout: [], missingReported: 0, grossErrors: 0 };
  for (const row of rows) {
    const sample = toSample(row);
    if (!sample) {
      split.missingReported++;
    } else if (isHoldout(row.subjectId)) {
      split.holdout.push(sample);
    } else if (
      Math.abs(sample.input.heightCm - row.heightCm) > GROSS_HEIGHT_ERROR_CM ||
      Math.abs(sample.input.weightKg - row.weightKg) > GROSS_WEIGHT_ERROR_KG
    ) {
      split.grossErrors++;
    } else {
      split.train.push(sample);
    }
  }
  return split;
}

export const foldOf = (sample: Sample) => hashId(sample.subjectId) % K_FOLDS;

function fitMeasure(samples: readonly Sample[], features: readonly FeatureName[], key: BodyMeasureKey): LinearModel {
  return fitLinearModel(
    features,
    samples.map((s) => s.input),
    samples.map((s) => s.body[key]),
  );
}

/** Out-of-fold residuals (measured − predicted) of a feature set, in sample order. */
export function crossValidatedResiduals(
  samples: readonly Sample[],
  features: readonly FeatureName[],
  key: BodyMeasureKey,
): number[] {
  const residuals = new Array<number>(samples.length).fill(Number.NaN);
  for (let fold = 0; fold < K_FOLDS; fold++) {
    const model = fitMeasure(
      samples.filter((s) => foldOf(s) !== fold),
      features,
      key,
    );
    samples.forEach((s, i) => {
      if (foldOf(s) === fold) residuals[i] = s.body[key] - applyModel(model, s.input);
    });
  }
  return residuals;
}

export function crossValidatedMae(samples: readonly Sample[], features: readonly FeatureName[], key: BodyMeasureKey) {
  return mean(crossValidatedResiduals(samples, features, key).map(Math.abs));
}

export interface Selection {
  features: FeatureName[];
  cvMae: number;
}

/** Greedy forward selection: add the candidate that lowers the CV error most, while it gains enough. */
export function forwardSelect(
  samples: readonly Sample[],
  key: BodyMeasureKey,
  start: readonly FeatureName[],
  candidates: readonly FeatureName[],
): Selection {
  let features = [...start];
  let best = crossValidatedMae(samples, features, key);
  for (;;) {
    let pick: { feature: FeatureName; cvMae: number } | null = null;
    for (const feature of candidates) {
      if (features.includes(feature)) continue;
      const cvMae = crossValidatedMae(samples, [...features, feature], key);
      if (!pick || cvMae < pick.cvMae) pick = { feature, cvMae };
    }
    if (!pick || best - pick.cvMae < MIN_FEATURE_GAIN_CM) return { features, cvMae: best };
    features = [...features, pick.feature];
    best = pick.cvMae;
  }
}

export interface MeasureReport {
  key: BodyMeasureKey;
  base: Selection;
  withNeck: Selection | null;
  /** Cross-validated MAE without and with the morphology offsets (base models, true class). */
  morphology: { without: number; with: number; kept: boolean };
}

export interface FitResult {
  coefficients: SizingCoefficients;
  reports: MeasureReport[];
}

function classOffsets(residuals: readonly number[], classes: readonly number[]): number[] {
  return [1, 2, 3, 4].map((c) => mean(residuals.filter((_, i) => classes[i] === c)));
}

function morphologyClasses(samples: readonly Sample[], waistModel: LinearModel, thresholds: readonly number[]) {
  return samples.map((s) => morphologyFromWaistResidual(s.body.waistCm - applyModel(waistModel, s.input), thresholds));
}

function waistThresholds(samples: readonly Sample[], waistModel: LinearModel): [number, number, number] {
  const residuals = samples.map((s) => s.body.waistCm - applyModel(waistModel, s.input));
  return [quantile(residuals, 0.25), quantile(residuals, 0.5), quantile(residuals, 0.75)];
}

/** Cross-validated gain of the morphology offsets on one measure, with the class known exactly. */
function morphologyGain(
  samples: readonly Sample[],
  features: Record<BodyMeasureKey, FeatureName[]>,
  key: BodyMeasureKey,
) {
  const without: number[] = [];
  const withOffsets: number[] = [];
  for (let fold = 0; fold < K_FOLDS; fold++) {
    const train = samples.filter((s) => foldOf(s) !== fold);
    const test = samples.filter((s) => foldOf(s) === fold);
    const waistModel = fitMeasure(train, features.waistCm, "waistCm");
    const thresholds = waistThresholds(train, waistModel);
    const model = fitMeasure(train, features[key], key);
    const residuals = train.map((s) => s.body[key] - applyModel(model, s.input));
    const offsets = classOffsets(residuals, morphologyClasses(train, waistModel, thresholds));
    const classes = morphologyClasses(test, waistModel, thresholds);
    test.forEach((s, i) => {
      const residual = s.body[key] - applyModel(model, s.input);
      without.push(Math.abs(residual));
      withOffsets.push(Math.abs(residual - offsets[classes[i]! - 1]!));
    });
  }
  return { without: mean(without), with: mean(withOffsets) };
}

export const MORPHOLOGY_DEFINITION =
  "Quartile of the man's waist residual (measured waist at the navel minus the waist the base model predicts " +
  "from reported height, weight and age) on the training part: 1 flattest quarter (flat / slim), 2 lean, " +
  "3 some belly, 4 fullest quarter (full belly). The offsets are the mean residual of each measure per class.";

/** Fits everything the estimator needs from the training part of the rows. */
export function fitSizing(train: readonly Sample[]): FitResult {
  const reports: MeasureReport[] = [];
  const features = {} as Record<BodyMeasureKey, FeatureName[]>;
  const withNeckFeatures = {} as Record<BodyMeasureKey, FeatureName[] | null>;
  const baseCandidates = CANDIDATE_FEATURES;
  const neckCandidates = [...CANDIDATE_FEATURES, ...NECK_FEATURES];

  for (const key of BODY_MEASURE_KEYS) {
    const base = forwardSelect(train, key, BASE_FEATURES, baseCandidates);
    features[key] = base.features;
    let withNeck: Selection | null = null;
    if (key !== "neckCm") {
      const candidate = forwardSelect(train, key, [...base.features, "neck"], neckCandidates);
      if (base.cvMae - candidate.cvMae >= MIN_VARIANT_GAIN_CM) withNeck = candidate;
    }
    withNeckFeatures[key] = withNeck?.features ?? null;
    reports.push({ key, base, withNeck, morphology: { without: Number.NaN, with: Number.NaN, kept: false } });
  }

  const models = {} as Record<BodyMeasureKey, MeasureModels>;
  for (const key of BODY_MEASURE_KEYS) {
    const neckFeatures = withNeckFeatures[key];
    models[key] = {
      base: fitMeasure(train, features[key], key),
      withNeck: neckFeatures ? fitMeasure(train, neckFeatures, key) : null,
    };
  }

  const thresholds = waistThresholds(train, models.waistCm.base);
  const classes = morphologyClasses(train, models.waistCm.base, thresholds);
  const offsets: SizingCoefficients["morphology"]["offsets"] = {};
  for (const report of reports) {
    const key = report.key;
    const gain = morphologyGain(train, features, key);
    const kept = gain.without - gain.with >= MIN_VARIANT_GAIN_CM;
    report.morphology = { ...gain, kept };
    if (!kept) continue;
    const residualsOf = (model: LinearModel) => train.map((s) => s.body[key] - applyModel(model, s.input));
    const neckModel = models[key].withNeck;
    offsets[key] = {
      base: classOffsets(residualsOf(models[key].base), classes),
      withNeck: neckModel ? classOffsets(residualsOf(neckModel), classes) : null,
    };
  }

  const trainingMeans = Object.fromEntries(
    BODY_MEASURE_KEYS.map((key) => [key, mean(train.map((s) => s.body[key]))]),
  ) as BodyMeasures;

  return {
    coefficients: {
      description:
        "Size estimator coefficients, written by scripts/sizing-fit.ts (npm run sizing:fit) from the ANSUR II men " +
        "extract: ordinary least squares on reported height and weight and age (and the measured body neck for the " +
        "withNeck models), features selected by 5-fold cross-validation on the training part. Do not edit by hand.",
      holdoutRule: `${HOLDOUT_RULE} (held out; also excluded: rows with no reported height/weight, and training rows whose reported height or weight is more than ${GROSS_HEIGHT_ERROR_CM} cm / ${GROSS_WEIGHT_ERROR_KG} kg off the measured one)`,
      trainingRows: train.length,
      ageRange: [Math.min(...train.map((s) => s.input.age)), Math.max(...train.map((s) => s.input.age))],
      trainingMeans,
      models,
      morphology: { definition: MORPHOLOGY_DEFINITION, waistResidualThresholds: thresholds, offsets },
    },
    reports,
  };
}
