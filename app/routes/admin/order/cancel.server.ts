import { cancelFormSchema } from "~/modules/refunds/forms";
import { cancelOrder } from "~/modules/refunds/refunds.server";
import { answerOrderForm, type OrderPost } from "./answer-form.server";

/**
 * The order cancelled before any shirt is cut, and refunded in full; the banner says when the
 * provider has still to confirm the refund.
 */
export function cancelAction(post: OrderPost) {
  return answerOrderForm(
    post,
    "cancel",
    cancelFormSchema,
    ({ note }) => cancelOrder(post.staff, post.orderId, { note }),
    (cancelled) => (cancelled.refundStatus === "pending" ? "cancel_pending" : "cancel"),
  );
}
