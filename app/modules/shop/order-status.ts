import type { ShirtStage } from "~/modules/shop/stages";

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

const STATUSES_FOLLOWING_SHIRTS: OrderStatus[] = ["paid", "in_production", "shipped", "delivered"];

/**
 * What an order's status becomes from its shirts' stages: in production from the
 * first cut, shipped when all its shirts have left, delivered when all have arrived. Only for
 * paid orders: a cancelled order keeps its status.
 */
export function statusFollowingShirts(current: OrderStatus, stages: readonly ShirtStage[]): OrderStatus {
  if (!STATUSES_FOLLOWING_SHIRTS.includes(current) || stages.length === 0) return current;
  if (stages.every((stage) => stage === "delivered")) return "delivered";
  if (stages.every((stage) => stage === "shipped" || stage === "delivered")) return "shipped";
  if (stages.some((stage) => stage !== "queued")) return "in_production";
  return "paid";
}
