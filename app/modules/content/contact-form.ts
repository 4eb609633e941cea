import { z } from "zod";
import { CONTACT_REQUIRED_MESSAGE, CONTACT_SUBJECTS } from "./contact";

/*
 * Apart from contact.ts: the contact page imports this module only when the visitor enters its
 * form (components/forms/shop-form.ts), so that a visitor who came for the shop's address or
 * telephone number does not load Zod.
 */

const required = z.string({ error: CONTACT_REQUIRED_MESSAGE }).trim().min(1, CONTACT_REQUIRED_MESSAGE);

/** The contact form (spec 001 sections 2 and 5): name, email and message required. */
export const contactSchema = z.object({
  name: required.max(120, "Please keep your name under 120 characters."),
  email: required.max(254, "E-mail must be valid").pipe(z.email("E-mail must be valid")),
  phone: z
    .string()
    .trim()
    .max(40, "Please enter a phone number of at most 40 characters.")
    .regex(/^[0-9+()./ -]*$/, "Please enter a phone number with digits only.")
    .optional(),
  subject: z
    .enum(Object.keys(CONTACT_SUBJECTS) as [keyof typeof CONTACT_SUBJECTS], "Please choose a subject from the list.")
    .optional(),
  message: required.max(5000, "Please keep your message under 5,000 characters."),
});

export type ContactMessage = z.infer<typeof contactSchema>;
