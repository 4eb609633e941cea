import { z } from "zod";

/** Fit ids of the spec: 1 slim, 2 fitted ('cintree'), 3 loose ('large'). */
export const FITS = { 1: "Slim", 2: "Fitted", 3: "Loose" } as const;
export const NECK_MIN_CM = 35;
export const NECK_MAX_CM = 60;
export const SLEEVE_MIN_CM = 60;
export const SLEEVE_MAX_CM = 78;

const fit = z.coerce.number().int().min(1).max(3);
const cm = (min: number, max: number) => z.coerce.number().min(min).max(max);

/** The eight finished-shirt measures of the spec plus biceps, in cm. */
export const shirtMeasuresSchema = z.object({
  neck: cm(30, 65),
  chest: cm(70, 180),
  waist: cm(60, 180),
  shoulders: cm(35, 65),
  sleeves: cm(50, 100),
  back: cm(60, 100),
  cuffs: cm(15, 35),
  hips: cm(70, 180),
  biceps: cm(20, 60).optional(),
});

/** A size, as a cart line, an order line or a saved profile keeps it (DESIGN.md section 3). */
export const sizeSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("rapid"),
    fit,
    neckCm: z.coerce.number().int().min(NECK_MIN_CM).max(NECK_MAX_CM),
    sleeveCm: z.coerce.number().int().min(SLEEVE_MIN_CM).max(SLEEVE_MAX_CM),
  }),
  z.object({
    kind: z.literal("smart"),
    name: z.string().trim().min(1).max(60),
    heightCm: cm(140, 220),
    weightKg: cm(40, 200),
    age: z.coerce.number().int().min(16).max(99),
    morphology: z.coerce.number().int().min(1).max(4),
    fit,
    neckCm: z.coerce.number().int().min(NECK_MIN_CM).max(NECK_MAX_CM),
    measures: shirtMeasuresSchema,
  }),
  z.object({
    kind: z.literal("manual"),
    fit,
    measures: shirtMeasuresSchema,
  }),
]);

export type ShirtMeasures = z.infer<typeof shirtMeasuresSchema>;
export type Size = z.infer<typeof sizeSchema>;
