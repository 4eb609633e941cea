import { z } from "zod";
import { idSchema } from "~/infra/ids";
import { MEASURE_KEYS, type MeasureKey } from "./cross-check";
import { MEASURE_LIMITS, NECK_MAX_CM, NECK_MIN_CM, SLEEVE_MAX_CM, SLEEVE_MIN_CM, SMART_LIMITS } from "./size";
import { CM_PER_INCH, type LengthUnit, toCm } from "./units";

/*
 * The sizing forms (spec 001 section 5): one Zod schema per form, used by the browser for
 * instant messages (Conform) and by the route actions as the authority. A missing answer gets
 * the spec's 'Required value'; a number outside what a man can measure gets a sentence that
 * says the range.
 */

export const REQUIRED = "Required value";
const NOT_A_NUMBER = "Please enter a number.";

/** A number field: 'Required value' when empty, a readable message when not a number. */
function number() {
  return z.number({ error: (issue) => (issue.input === undefined ? REQUIRED : NOT_A_NUMBER) });
}

/** A choice among numbered answers (radio buttons, selects): 'Required value' for anything else. */
function choice(min: number, max: number) {
  return z.number({ error: REQUIRED }).int(REQUIRED).min(min, REQUIRED).max(max, REQUIRED);
}

function between(what: string, min: number, max: number, unit: string) {
  const message = `Please enter ${what} between ${min} and ${max} ${unit}.`;
  return number().min(min, message).max(max, message);
}

/** At most one decimal: a tape measure reads millimetres at best. */
const ONE_DECIMAL = (value: number) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9;

/** Inches to show in the height messages: the cm range, inside it, to one decimal. */
const HEIGHT_INCHES = {
  min: Math.ceil((SMART_LIMITS.heightCm.min / CM_PER_INCH) * 10) / 10,
  max: Math.floor((SMART_LIMITS.heightCm.max / CM_PER_INCH) * 10) / 10,
};

export const HEIGHT_UNITS: { unit: LengthUnit; label: string }[] = [
  { unit: "in", label: "inches" },
  { unit: "cm", label: "cm" },
];

/** The height message for a value typed in `unit`, or null when the height is fine. */
export function heightProblem(height: number, unit: LengthUnit): string | null {
  const cm = toCm(height, unit);
  if (cm >= SMART_LIMITS.heightCm.min && cm <= SMART_LIMITS.heightCm.max) return null;
  const { min, max } = SMART_LIMITS.heightCm;
  if (unit === "in" && height >= min && height <= max) {
    return `That looks like centimetres: choose cm, or enter your height in inches (${HEIGHT_INCHES.min} to ${HEIGHT_INCHES.max}).`;
  }
  return unit === "in"
    ? `Please enter a height between ${HEIGHT_INCHES.min} and ${HEIGHT_INCHES.max} inches (${min} to ${max} cm).`
    : `Please enter a height between ${min} and ${max} cm.`;
}

/** Body mass index bounds the estimator accepts (estimator.ts INPUT_LIMITS). */
export const BMI_LIMITS = { min: 15, max: 60 } as const;

function bmiOf(values: { height: number; heightUnit: LengthUnit; weight: number }): number {
  return values.weight / (toCm(values.height, values.heightUnit) / 100) ** 2;
}

/** Whether none of `fields` has an issue yet (a cross-field check needs them valid). */
function fieldsValid(issues: readonly { path?: readonly PropertyKey[] }[], fields: readonly string[]): boolean {
  return !issues.some((issue) => fields.includes(String(issue.path?.[0])));
}

/**
 * The smart calculation (spec: name, height, weight, age, morphology, fit, neckline), also the
 * edit form of a saved smart profile. `neckCm` is the neckline: the collar size, not the body.
 */
export const smartSizeFormSchema = z
  .object({
    name: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(60, "Please keep the name under 60 characters."),
    height: number().positive(NOT_A_NUMBER),
    heightUnit: z.enum(["in", "cm"], { error: REQUIRED }),
    weight: between("a weight", SMART_LIMITS.weightKg.min, SMART_LIMITS.weightKg.max, "kg"),
    age: between("an age", SMART_LIMITS.age.min, SMART_LIMITS.age.max, "years").int(
      "Please enter your age in whole years.",
    ),
    morphology: choice(1, 4),
    fit: choice(1, 3),
    neckCm: choice(NECK_MIN_CM, NECK_MAX_CM),
  })
  // Checked as soon as the fields they need are valid, whatever the other fields hold.
  .refine((values) => heightProblem(values.height, values.heightUnit) === null, {
    path: ["height"],
    error: (issue) => {
      const values = issue.input as { height: number; heightUnit: LengthUnit };
      return heightProblem(values.height, values.heightUnit) ?? undefined;
    },
    when: (payload) => fieldsValid(payload.issues, ["height", "heightUnit"]),
  })
  .refine((values) => bmiOf(values) >= BMI_LIMITS.min && bmiOf(values) <= BMI_LIMITS.max, {
    path: ["weight"],
    error: (issue) => {
      const values = issue.input as { height: number; heightUnit: LengthUnit; weight: number };
      return `${values.weight} kg at ${toCm(values.height, values.heightUnit)} cm is outside what the calculator can size (a body mass index of ${BMI_LIMITS.min} to ${BMI_LIMITS.max}). Please check your height and weight.`;
    },
    // Only once the height passed its own check above: one message at a time.
    when: (payload) => fieldsValid(payload.issues, ["height", "heightUnit", "weight"]),
  });

export type SmartSizeFormValues = z.infer<typeof smartSizeFormSchema>;

/** The rapid size (spec: fit, neckline and sleeve, all three required), new or a saved profile's. */
export const rapidSizeFormSchema = z.object({
  fit: choice(1, 3),
  neckCm: choice(NECK_MIN_CM, NECK_MAX_CM),
  sleeveCm: choice(SLEEVE_MIN_CM, SLEEVE_MAX_CM),
});

export type RapidSizeFormValues = z.infer<typeof rapidSizeFormSchema>;

/**
 * The eight measures in the spec's order: their name in the result table, their label in
 * 'Measure your shirt' (the spec's), and how to take them on a shirt.
 */
export const MEASURE_FIELDS: Record<MeasureKey, { name: string; label: string; how: string }> = {
  neck: {
    name: "Neck",
    label: "Neck",
    how: "Open the collar and lay it flat: from the centre of the button to the far end of the buttonhole.",
  },
  chest: {
    name: "Chest",
    label: "Chest",
    how: "Shirt buttoned and laid flat: straight across from one armpit seam to the other, then doubled.",
  },
  waist: {
    name: "Waist",
    label: "Waist",
    how: "Straight across at the narrowest point, about navel height, then doubled.",
  },
  shoulders: {
    name: "Shoulders",
    label: "Shoulders",
    how: "Across the back, from one shoulder seam to the other.",
  },
  sleeves: {
    name: "Sleeves",
    label: "Sleeves Length",
    how: "From the centre back of the collar, over the shoulder seam and down the sleeve, to the end of the cuff.",
  },
  back: {
    name: "Back",
    label: "Back",
    how: "From the collar seam at the centre back down to the hem.",
  },
  cuffs: {
    name: "Cuffs",
    label: "Cuff Around",
    how: "Cuff open and laid flat: from the centre of the button to the far end of the buttonhole.",
  },
  hips: {
    name: "Hips",
    label: "Hips",
    how: "Straight across the bottom of the shirt, just above where the side seams curve, then doubled.",
  },
};

function measure(key: MeasureKey) {
  const { min, max } = MEASURE_LIMITS[key];
  return between("a measure", min, max, "cm").refine(ONE_DECIMAL, "Please use at most one decimal, e.g. 41.5.");
}

/**
 * 'Measure your shirt': the eight finished-shirt measures in cm. `confirmed` is the answer to
 * the cross-check's question (cross-check.ts): the measures the customer stands by.
 */
export const measuresFormSchema = z.object({
  ...(Object.fromEntries(MEASURE_KEYS.map((key) => [key, measure(key)])) as Record<
    MeasureKey,
    ReturnType<typeof measure>
  >),
  confirmed: z.string().max(400).optional(),
});

export type MeasuresFormValues = z.infer<typeof measuresFormSchema>;

/**
 * The size error of 'Continue to Cart' (its wording is not in the spec), by the screen's mode:
 * what is missing before the shirt can go to the cart.
 */
export const SIZE_ERRORS = {
  smart: "Your size is not complete: please calculate your smart size first.",
  rapid: "Your size is not complete: please choose your fit, neckline and sleeve, then save them.",
  profiles: "Your size is not complete: please choose one of your measurement profiles first.",
} as const;

/** A profile named by a form: a positive id (whose it is, the sizing module checks). */
export const profileIdSchema = idSchema();
