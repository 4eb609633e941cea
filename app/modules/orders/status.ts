/*
 * An order's statuses and what the customer reads for each, listed once. An order waits in
 * `pending_payment` until its payment is confirmed (settle.server.ts); the sweeper cancels
 * it when no payment comes.
 */
const STATUS_LABELS = {
  pending_payment: "Awaiting payment",
  paid: "Paid",
  in_production: "In production",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
} as const;

export type OrderStatus = keyof typeof STATUS_LABELS;

/** The words for a status, as the order history shows them. */
export function orderStatusLabel(status: OrderStatus): string {
  return STATUS_LABELS[status];
}

/** The statuses of an order once it was paid: all but the wait for a payment. */
export const STATUSES_AFTER_PAYMENT = (Object.keys(STATUS_LABELS) as OrderStatus[]).filter(
  (status) => status !== "pending_payment",
);

/** Orders still being made or delivered: they need the customer's address. */
export const ORDERS_UNDER_WAY: OrderStatus[] = ["paid", "in_production", "shipped"];
