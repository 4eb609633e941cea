/**
 * The smart size estimator: body measures from a customer's height, weight, age (and optionally
 * body shape and measured neck), then the finished-shirt measures for a fit.
 *
 * Pure (no I/O, no node imports): bundled for the browser as well as used on the server. The
 * coefficients come from coefficients.json, written by `npm run sizing:fit`
 * (scripts/sizing-fit.ts) from the ANSUR II men extract; `npm run sizing:evaluate` prints its
 * accuracy. The morphology classes are defined in docs/decisions/003-sizing-morphology.md.
 *
 * Invalid inputs: predictBody and finishedShirtMeasures throw a SizingInputError (a RangeError
 * naming the field) for any input outside the ranges below; callers validate forms first
 * (size.ts) and may catch it to show the message.
 */
import coefficientsJson from "./coefficients.json";
import {
  applyModel,
  BODY_MEASURE_KEYS,
  type BodyMeasureKey,
  type BodyMeasures,
  type FeatureInput,
  type Morphology,
  morphologyFromWaistResidual,
  type SizingCoefficients,
} from "./fit";
import { type ShirtMeasures, SMART_LIMITS } from "./size";

export type { BodyMeasures, Morphology } from "./fit";

/** Fit ids of the spec: 1 slim, 2 fitted, 3 loose. */
export type Fit = 1 | 2 | 3;

export interface BodyInput {
  /** Height the customer gives (people report about 2 cm more than measured; the models expect that). */
  heightCm: number;
  weightKg: number;
  age: number;
  /**
   * 1 flat / slim, 2 lean athletic, 3 some belly, 4 full belly: the belly compared with men of the
   * same height and weight (docs/decisions/003). Omitted: the population as a whole.
   */
  morphology?: Morphology;
  /**
   * Body neck circumference below the larynx, as the customer measured it. Not a collar size:
   * convert the form's neckline (collar) with neckFromCollarCm.
   */
  neckCm?: number;
}

/** Accepted input ranges (inclusive). BMI bounds keep the linear models inside human shapes. */
export const INPUT_LIMITS = {
  ...SMART_LIMITS,
  bmi: { min: 15, max: 60 },
  neckCm: { min: 28, max: 60 },
} as const;

/** An input the estimator does not accept. `field` names it, for a form to highlight. */
export class SizingInputError extends RangeError {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = "SizingInputError";
  }
}

function checkRange(field: "heightCm" | "weightKg" | "age" | "neckCm", value: number): void {
  const { min, max } = INPUT_LIMITS[field];
  if (typeof value !== "number" || !Number.isFinite(value) || value < min || value > max) {
    throw new SizingInputError(field, `${field} must be a number from ${min} to ${max} (got ${String(value)})`);
  }
}

function validate(input: BodyInput): void {
  checkRange("heightCm", input.heightCm);
  checkRange("weightKg", input.weightKg);
  checkRange("age", input.age);
  const bmi = input.weightKg / (input.heightCm / 100) ** 2;
  if (bmi < INPUT_LIMITS.bmi.min || bmi > INPUT_LIMITS.bmi.max) {
    throw new SizingInputError(
      "weightKg",
      `${input.weightKg} kg at ${input.heightCm} cm is a BMI of ${bmi.toFixed(1)}, outside ${INPUT_LIMITS.bmi.min} to ${INPUT_LIMITS.bmi.max}`,
    );
  }
  if (input.neckCm !== undefined) checkRange("neckCm", input.neckCm);
  const m = input.morphology;
  if (m !== undefined && !(m === 1 || m === 2 || m === 3 || m === 4)) {
    throw new SizingInputError("morphology", `morphology must be 1, 2, 3 or 4 (got ${String(m)})`);
  }
}

/** An estimator bound to a set of coefficients (the module's exports use coefficients.json). */
export function createEstimator(coefficients: SizingCoefficients) {
  const { models, morphology } = coefficients;
  const [minAge, maxAge] = coefficients.ageRange;

  /** Model inputs; ages outside the data (17-58) take the nearest age the data covers. */
  const features = (input: BodyInput): FeatureInput => ({
    heightCm: input.heightCm,
    weightKg: input.weightKg,
    age: Math.min(maxAge, Math.max(minAge, input.age)),
  });

  /** Predicted body measures, cm (unrounded). Throws SizingInputError on invalid input. */
  function predictBody(input: BodyInput): BodyMeasures {
    validate(input);
    const x = features(input);
    const hasNeck = input.neckCm !== undefined;
    if (hasNeck) x.neckCm = input.neckCm;
    const body = {} as BodyMeasures;
    for (const key of BODY_MEASURE_KEYS) {
      const neckModel = hasNeck ? models[key].withNeck : null;
      let value = applyModel(neckModel ?? models[key].base, x);
      if (input.morphology !== undefined) {
        const offsets = morphology.offsets[key];
        const row = offsets ? ((neckModel ? offsets.withNeck : offsets.base) ?? offsets.base) : null;
        value += row?.[input.morphology - 1] ?? 0;
      }
      body[key] = value;
    }
    if (input.neckCm !== undefined) body.neckCm = input.neckCm;
    return body;
  }

  /**
   * The morphology class a man with this measured waist (navel level) belongs to, by the
   * definition the offsets were fitted with: his waist residual's training quartile.
   */
  function classifyMorphology(input: BodyInput, waistCm: number): Morphology {
    validate(input);
    return morphologyFromWaistResidual(
      waistCm - applyModel(models.waistCm.base, features(input)),
      morphology.waistResidualThresholds,
    );
  }

  return { predictBody, classifyMorphology, coefficients };
}

const shipped = createEstimator(coefficientsJson as SizingCoefficients);
export const predictBody = shipped.predictBody;
export const classifyMorphology = shipped.classifyMorphology;

/**
 * Ease: finished shirt minus body, cm unless stated. Chest, collar, sleeve and cuff follow the
 * shirtmakers' published ease (SOURCE.md); the rest is calibrated, see finishedShirtMeasures.
 */
export const EASE = {
  /** Chest: slim +10, fitted +15, loose +22 cm. */
  chestCm: { 1: 10, 2: 15, 3: 22 },
  /** Waist and hip: +15% for the regular (fitted) cut, less for slim, more for loose. */
  waistHipRatio: { 1: 0.1, 2: 0.15, 3: 0.2 },
  /** Biceps over the *flexed* biceps (no published ease): room to bend the arm. */
  bicepsCm: { 1: 4, 2: 6, 3: 9 },
  /** Shoulders over the mean of biacromial (bone) and bideltoid (muscle) breadth. */
  shouldersCm: { 1: 0, 2: 0, 3: 1 },
  /** Collar over the body neck below the larynx: one finger. */
  collarCm: 1,
  /** Sleeve over centre-back-to-wrist, so the cuff rests just past the wrist bone. */
  sleeveCm: 1.5,
  /** Cuff over the wrist: snug, the hand must not slip through a fastened cuff. */
  cuffCm: 3,
  /** Back length below the back waist length, so a tucked shirt stays tucked. */
  backTailCm: 31,
} as const;

/** Shrinkage allowance for cotton, included in the finished measures. */
export const SHRINKAGE = {
  /** Lengths (sleeve, back) shrink about 1% in the first washes: made 1% longer. */
  lengthRatio: 0.01,
  /** Collar band: +0.5 cm (so collar = neck + 1.5 cm in all). */
  collarCm: 0.5,
} as const;

/** The body neck a collar size was chosen for: the inverse of the finished collar rule. */
export function neckFromCollarCm(collarCm: number): number {
  return collarCm - EASE.collarCm - SHRINKAGE.collarCm;
}

/** Rounds to the nearest 0.5 cm. */
export function roundHalfCm(cm: number): number {
  return Math.round(cm * 2) / 2;
}

/**
 * The finished-shirt measures (the spec's eight plus biceps), cm rounded to 0.5 cm:
 * - neck (collar, button centre to buttonhole end) = body neck below the larynx + 1 cm + 0.5 cm
 *   shrinkage. The collar line is the ANSUR neck below the larynx, not the neck base: the shop's
 *   own chart pairs each collar with a chest that, in the data, goes with a neck ~0.2-0.9 cm
 *   smaller than the collar and a neck base ~2.5-3.3 cm larger (a collar cannot be smaller than
 *   the body where it sits). The neck base is where the collar stand meets the shirt body.
 * - chest = chest + 10 / 15 / 22 (slim / fitted / loose); waist, hips = body × 1.10 / 1.15 / 1.20.
 * - shoulders (seam to seam) = (biacromial + bideltoid breadth) / 2, +1 cm for loose: the seam
 *   sits at the shoulder point, over the soft tissue between bone and deltoid; for the median
 *   man this gives about 46 cm, a typical shirt shoulder for a 41 cm collar.
 * - sleeves (centre back to cuff end) = (spine-to-wrist sleeve + 1.5) × 1.01.
 * - back (centre back collar seam to hem) = (back waist length + 31) × 1.01: about 79.5 cm for the
 *   median man, reaching below the seat so the shirt stays tucked.
 * - cuffs = wrist + 3; biceps = flexed biceps + 4 / 6 / 9.
 * Throws SizingInputError for a fit other than 1, 2 or 3 or a non-finite body measure.
 */
export function finishedShirtMeasures(body: BodyMeasures, fit: Fit): ShirtMeasures {
  if (!(fit === 1 || fit === 2 || fit === 3)) {
    throw new SizingInputError("fit", `fit must be 1, 2 or 3 (got ${String(fit)})`);
  }
  for (const key of BODY_MEASURE_KEYS) {
    const value = body[key as BodyMeasureKey];
    if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) {
      throw new SizingInputError(key, `${key} must be a positive number (got ${String(value)})`);
    }
  }
  const lengthen = 1 + SHRINKAGE.lengthRatio;
  return {
    neck: roundHalfCm(body.neckCm + EASE.collarCm + SHRINKAGE.collarCm),
    chest: roundHalfCm(body.chestCm + EASE.chestCm[fit]),
    waist: roundHalfCm(body.waistCm * (1 + EASE.waistHipRatio[fit])),
    shoulders: roundHalfCm((body.shoulderBreadthCm + body.bideltoidBreadthCm) / 2 + EASE.shouldersCm[fit]),
    sleeves: roundHalfCm((body.sleeveCm + EASE.sleeveCm) * lengthen),
    back: roundHalfCm((body.backWaistLengthCm + EASE.backTailCm) * lengthen),
    cuffs: roundHalfCm(body.wristCm + EASE.cuffCm),
    hips: roundHalfCm(body.hipCm * (1 + EASE.waistHipRatio[fit])),
    biceps: roundHalfCm(body.bicepsCm + EASE.bicepsCm[fit]),
  };
}
