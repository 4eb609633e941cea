import { z } from "zod";

/** Fit ids of the spec: 1 slim, 2 fitted ('cintree'), 3 loose ('large'). */
export const FITS = { 1: "Slim", 2: "Fitted", 3: "Loose" } as const;

/**
 * Morphology answers 1-4 (spec section 9), as the customer recognises them from the drawings:
 * the belly compared with men of his height and weight (docs/decisions/003).
 */
export const MORPHOLOGIES = {
  1: "Flat / slim",
  2: "Lean athletic",
  3: "Some belly",
  4: "Full belly",
} as const;

/** Necklines (collar sizes) the shop makes, cm (spec section 9). */
export const NECK_MIN_CM = 35;
export const NECK_MAX_CM = 60;
/**
 * The quick size's sleeve, cm (spec section 9): from the shoulder seam to the end of the cuff.
 * Not the centre-back sleeve of the eight measures (docs/decisions/007).
 */
export const SLEEVE_MIN_CM = 60;
export const SLEEVE_MAX_CM = 78;

/** What a smart size's answers may be (the estimator's accepted inputs, estimator.ts INPUT_LIMITS). */
export const SMART_LIMITS = {
  heightCm: { min: 140, max: 220 },
  weightKg: { min: 40, max: 200 },
  age: { min: 16, max: 99 },
} as const;

/**
 * Human ranges of the finished-shirt measures, cm. They hold every shirt the estimator makes
 * for the answers it accepts (tested in estimator.test.ts: the extremes are a 220 cm man's
 * 118 cm sleeve and a 200 kg man's 230 cm waist), with room for a shirt measured by hand.
 */
export const MEASURE_LIMITS = {
  neck: { min: 30, max: 66 },
  chest: { min: 70, max: 200 },
  waist: { min: 55, max: 240 },
  shoulders: { min: 33, max: 66 },
  sleeves: { min: 65, max: 125 },
  back: { min: 60, max: 105 },
  cuffs: { min: 15, max: 32 },
  hips: { min: 65, max: 200 },
  biceps: { min: 20, max: 70 },
} as const;

const fit = z.coerce.number().int().min(1).max(3);
const cm = (min: number, max: number) => z.coerce.number().min(min).max(max);
const limited = (key: keyof typeof MEASURE_LIMITS) => cm(MEASURE_LIMITS[key].min, MEASURE_LIMITS[key].max);
const neckline = z.coerce.number().int().min(NECK_MIN_CM).max(NECK_MAX_CM);

/**
 * The eight finished-shirt measures of the spec plus biceps, in cm. `sleeves` runs from the
 * centre back of the collar to the end of the cuff.
 */
export const shirtMeasuresSchema = z.object({
  neck: limited("neck"),
  chest: limited("chest"),
  waist: limited("waist"),
  shoulders: limited("shoulders"),
  sleeves: limited("sleeves"),
  back: limited("back"),
  cuffs: limited("cuffs"),
  hips: limited("hips"),
  biceps: limited("biceps").optional(),
});

export const rapidSizeSchema = z.object({
  kind: z.literal("rapid"),
  fit,
  neckCm: neckline,
  sleeveCm: z.coerce.number().int().min(SLEEVE_MIN_CM).max(SLEEVE_MAX_CM),
});

export const smartSizeSchema = z.object({
  kind: z.literal("smart"),
  name: z.string().trim().min(1).max(60),
  heightCm: cm(SMART_LIMITS.heightCm.min, SMART_LIMITS.heightCm.max),
  weightKg: cm(SMART_LIMITS.weightKg.min, SMART_LIMITS.weightKg.max),
  age: z.coerce.number().int().min(SMART_LIMITS.age.min).max(SMART_LIMITS.age.max),
  morphology: z.coerce.number().int().min(1).max(4),
  fit,
  neckCm: neckline,
  measures: shirtMeasuresSchema,
});

/** A size, as a cart line, an order line or a saved profile keeps it (DESIGN.md section 3). */
export const sizeSchema = z.discriminatedUnion("kind", [
  rapidSizeSchema,
  smartSizeSchema,
  z.object({
    kind: z.literal("manual"),
    fit,
    measures: shirtMeasuresSchema,
  }),
]);

export type ShirtMeasures = z.infer<typeof shirtMeasuresSchema>;
export type Size = z.infer<typeof sizeSchema>;
export type RapidSize = z.infer<typeof rapidSizeSchema>;
export type SmartSize = z.infer<typeof smartSizeSchema>;

/**
 * The sleeve of a set of measures the way the quick size counts it, from the shoulder seam to
 * the end of the cuff: the centre-back sleeve less the half yoke (half the shoulders), to the
 * nearest 0.5 cm (docs/decisions/007).
 */
export function sleeveFromShoulderSeamCm(measures: Pick<ShirtMeasures, "sleeves" | "shoulders">): number {
  return Math.round((measures.sleeves - measures.shoulders / 2) * 2) / 2;
}
