import { z } from "zod";

/** The newsletter popup's form (the popup closes this long after the server's answer). */
export const NEWSLETTER_CLOSE_DELAY_MS = 2000;

export const newsletterSchema = z.object({
  email: z
    .string({ error: "Please enter your email address." })
    .trim()
    .min(1, "Please enter your email address.")
    .max(254, "E-mail must be valid")
    .pipe(z.email("E-mail must be valid")),
  neverShowAgain: z.literal("on").optional(),
});
