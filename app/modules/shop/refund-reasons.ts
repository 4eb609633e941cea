/*
 * Why money went back to a customer, listed once with the words staff and the audit log read.
 * Staff choose among the first ones; `cancelled` is the cancellation's own, and
 * `provider` marks a refund made in Stripe's or PayPal's dashboard that the shop learnt of
 * by webhook; `unmatched` returns a payment the shop could not match to an order.
 */
const REFUND_REASON_LABELS = {
  customer_request: "Customer's request",
  out_of_stock: "Fabric out of stock",
  alteration: "Alteration under the fit guarantee",
  delivery_problem: "Delivery problem",
  goodwill: "Goodwill gesture",
  cancelled: "Order cancelled",
  provider: "Made at the payment provider",
  unmatched: "Payment matched no order",
} as const;

export type RefundReason = keyof typeof REFUND_REASON_LABELS;

/** The reasons a staff member picks on the order page (the others are the shop's own). */
export const STAFF_REFUND_REASONS = [
  "customer_request",
  "out_of_stock",
  "alteration",
  "delivery_problem",
  "goodwill",
] as const satisfies readonly RefundReason[];

export type RefundStatus = "pending" | "succeeded" | "failed";

export function refundReasonLabel(reason: RefundReason): string {
  return REFUND_REASON_LABELS[reason];
}

const STATUS_LABELS: Record<RefundStatus, string> = {
  pending: "Waiting for the provider",
  succeeded: "Refunded",
  failed: "Failed",
};

export function refundStatusLabel(status: RefundStatus): string {
  return STATUS_LABELS[status];
}
