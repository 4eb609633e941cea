import { z } from "zod";
import { idSchema } from "~/infra/ids";
import { MEASURE_LIMITS, NECK_MAX_CM, NECK_MIN_CM, SLEEVE_MAX_CM, SLEEVE_MIN_CM } from "~/modules/sizing/size";

/*
 * The forms of a customer's page in the back office: one schema each, read by the page for its
 * instant messages and by the action, the authority.
 */

export const CUSTOMER_MESSAGES = {
  unknownCustomer: "This customer does not exist (any more).",
  unknownProfile: "This saved size is not one of this customer's (any more).",
  unknownMail: "This mail was not sent to this customer's address.",
  sizeUnchanged: "These are the size's values already: change at least one.",
} as const;

const noteText = z
  .string({ error: "Write the note." })
  .trim()
  .min(1, { error: "Write the note." })
  .max(2000, { error: "A note is at most 2,000 characters." });

export const customerNoteSchema = z.object({ text: noteText });

/** A mail of the customer's to send again, by its outbox id. */
export const resendMailSchema = z.object({ mailId: idSchema("This mail is not known.") });

const reason = z
  .string({ error: "Say why, as the customer will read it." })
  .trim()
  .min(3, { error: "Say why, as the customer will read it." })
  .max(500, { error: "The reason is at most 500 characters." });

const cm = (label: string, min: number, max: number, step: number) =>
  z.coerce
    .number({ error: `${label}: enter a number of centimetres.` })
    .min(min, { error: `${label}: at least ${min} cm.` })
    .max(max, { error: `${label}: at most ${max} cm.` })
    .refine((value) => Number.isInteger(value / step), { error: `${label}: in steps of ${step} cm.` });

const measure = (key: keyof typeof MEASURE_LIMITS, label: string) =>
  cm(label, MEASURE_LIMITS[key].min, MEASURE_LIMITS[key].max, 0.5);

/** The eight finished-shirt measures (and biceps) of a smart size, corrected by hand. */
const smartCorrection = z.object({
  kind: z.literal("smart"),
  profileId: idSchema(),
  reason,
  neck: measure("neck", "Neck"),
  chest: measure("chest", "Chest"),
  waist: measure("waist", "Waist"),
  shoulders: measure("shoulders", "Shoulders"),
  sleeves: measure("sleeves", "Sleeves"),
  back: measure("back", "Back"),
  cuffs: measure("cuffs", "Cuffs"),
  hips: measure("hips", "Hips"),
  biceps: z.union([z.literal("").transform(() => undefined), measure("biceps", "Biceps")]).optional(),
});

/** A quick size's fit, collar and sleeve, corrected by hand. */
const rapidCorrection = z.object({
  kind: z.literal("rapid"),
  profileId: idSchema(),
  reason,
  fit: z.coerce.number({ error: "Choose the fit." }).int().min(1).max(3),
  neckCm: cm("Collar", NECK_MIN_CM, NECK_MAX_CM, 1),
  sleeveCm: cm("Sleeve", SLEEVE_MIN_CM, SLEEVE_MAX_CM, 1),
});

/** A saved size corrected by customer service (e-mailed to the customer, audited). */
export const sizeCorrectionSchema = z.discriminatedUnion("kind", [smartCorrection, rapidCorrection], {
  error: "This kind of size cannot be corrected here.",
});
export type SizeCorrection = z.output<typeof sizeCorrectionSchema>;
