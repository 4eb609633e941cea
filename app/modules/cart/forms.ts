import { z } from "zod";
import { idSchema } from "~/infra/ids";
import { FITS, NECK_MAX_CM, NECK_MIN_CM, SLEEVE_MAX_CM, SLEEVE_MIN_CM } from "~/modules/sizing/size";
import { QUANTITY_MAX, QUANTITY_MESSAGE, QUANTITY_MIN } from "./pricing";
import { SIZE_MESSAGES } from "./quick-size";

/*
 * The cart's forms, checked by the route actions (the authority). The pages check the same
 * rules in the browser with quick-size.ts and pricing.ts, which carry no schema library.
 */

/** A quantity of one cart line (spec: 1 to 10, default 1). */
export const quantitySchema = z.coerce
  .number({ error: QUANTITY_MESSAGE })
  .int(QUANTITY_MESSAGE)
  .min(QUANTITY_MIN, QUANTITY_MESSAGE)
  .max(QUANTITY_MAX, QUANTITY_MESSAGE);

const choice = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

/** Add to bag on the product page: a quantity and the quick size (sleeve, fit, collar). */
export const addToBagSchema = z.object({
  quantity: quantitySchema,
  sleeveCm: choice(SIZE_MESSAGES.sleeveCm, SLEEVE_MIN_CM, SLEEVE_MAX_CM),
  fit: choice(SIZE_MESSAGES.fit, 1, Object.keys(FITS).length),
  neckCm: choice(SIZE_MESSAGES.neckCm, NECK_MIN_CM, NECK_MAX_CM),
});

const lineId = idSchema("This shirt is not in your cart any more.");

/** The cart page's actions, told apart by `intent`. */
export const cartActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("quantity"), lineId, step: z.coerce.number().int().min(-1).max(1) }),
  z.object({ intent: z.literal("remove"), lineId }),
]);
