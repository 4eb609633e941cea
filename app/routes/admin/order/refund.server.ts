import { refundFormSchema } from "~/modules/refunds/forms";
import { refundOrder } from "~/modules/refunds/refunds.server";
import { answerOrderForm, type OrderPost } from "./answer-form.server";

/**
 * Money back to the customer, within what is left and this staff member's limit. A provider
 * that confirms later leaves the refund pending, and the banner says so.
 */
export function refundAction(post: OrderPost) {
  return answerOrderForm(
    post,
    "refund",
    refundFormSchema,
    ({ amount, reason, note }) => refundOrder(post.staff, post.orderId, { amountMinor: amount, reason, note }),
    (refund) => (refund.status === "succeeded" ? "refund" : "refund_pending"),
  );
}
