import { z } from "zod";
import { hundredthsField } from "~/infra/hundredths";
import { idSchema } from "~/infra/ids";
import { STAFF_REFUND_REASONS } from "~/modules/shop/refund-reasons";

/*
 * The refund and cancellation forms of the order page, one schema each: the page uses them
 * for instant messages, the refunds module on the server as the authority.
 */

export const REFUND_MESSAGES = {
  unknownOrder: "This order could not be found.",
  amount: "Please enter the amount to refund, such as 25 or 12.50.",
  reason: "Please choose why the money goes back.",
  note: "The note can be at most 500 characters.",
  cancelReason: "Please say why the order is cancelled in at most 500 characters.",
} as const;

/** An amount as staff type it in the order's currency ("25", "12.50", "12,5") → minor units, up to 9,999,999.99. */
export const refundAmountSchema = hundredthsField({ message: REFUND_MESSAGES.amount, min: 1, max: 999_999_999 });

/** The order page's refund form. */
export const refundFormSchema = z.object({
  orderId: idSchema(REFUND_MESSAGES.unknownOrder),
  amount: refundAmountSchema,
  reason: z.enum(STAFF_REFUND_REASONS, { error: REFUND_MESSAGES.reason }),
  note: z.string().trim().max(500, { error: REFUND_MESSAGES.note }).default(""),
});

/** The order page's cancellation: why, for the record (the customer is told the order was cancelled). */
export const cancelFormSchema = z.object({
  orderId: idSchema(REFUND_MESSAGES.unknownOrder),
  note: z.string().trim().max(500, { error: REFUND_MESSAGES.cancelReason }).default(""),
});
