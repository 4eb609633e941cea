import { z } from "zod";

/** Customer service's erasure of a customer on request: the customer's e-mail address typed to confirm. */
export const eraseRequestSchema = z.object({
  confirmation: z
    .string({ error: "Type the customer's e-mail address to confirm." })
    .trim()
    .min(1, "Type the customer's e-mail address to confirm.")
    .max(254),
});
