import type { OrderStatus } from "./order-status";
import type { ShirtStage } from "./stages";

/*
 * What staff may still do with an order, each said once. The order page offers an action only
 * where its rule answers null, and the command that carries the action out asks the same rule
 * again under the order's lock: the page and the command never disagree. Each rule answers why
 * not, as staff read it, or null.
 */

/** An order's state as the rules read it. */
export type OrderState = {
  status: OrderStatus;
  /** The stage of each of its shirts (none before payment). */
  shirtStages: readonly ShirtStage[];
  /** Whether its parcel left the workshop, and whether it arrived. */
  shipped: boolean;
  delivered: boolean;
  /** Whether it has a dated promise (every paid order). */
  promised: boolean;
};

/** Delivered or cancelled: nothing more happens to the order. */
export function isFinished(status: OrderStatus): boolean {
  return status === "delivered" || status === "cancelled";
}

/** Why the order cannot be shipped: it ships once, paid, with every shirt packed. */
export function shippingRefusal(order: Pick<OrderState, "status" | "shirtStages" | "shipped">): string | null {
  if (order.shipped) return "This order has already been shipped.";
  if (order.status !== "paid" && order.status !== "in_production") {
    return "Only a paid order whose shirts are all packed can be shipped.";
  }
  const notPacked = order.shirtStages.filter((stage) => stage !== "packed").length;
  if (order.shirtStages.length === 0 || notPacked > 0) {
    return `${notPacked} shirt${notPacked === 1 ? " is" : "s are"} not packed yet: ship the order once all its shirts are packed.`;
  }
  return null;
}

/** Why the order cannot be marked delivered: only a shipped parcel not yet arrived can be. */
export function deliveryRefusal(order: Pick<OrderState, "shipped" | "delivered">): string | null {
  return order.shipped && !order.delivered ? null : "Only a shipped order not yet delivered can be marked delivered.";
}

/** Why the order's promise cannot be moved: only a paid order still on its way has one to move. */
export function promiseMoveRefusal(order: Pick<OrderState, "status" | "promised">): string | null {
  return order.promised && !isFinished(order.status)
    ? null
    : "Only the promise of a paid order still on its way can be moved.";
}

/** Why an order cannot be cancelled any more, as staff read it. */
const CANCEL_MESSAGES = {
  cut: "A shirt of this order has been cut: a made-to-measure order can no longer be cancelled (our terms). Only a refund remains possible.",
  cancelled: "This order is already cancelled.",
  unpaid: "This order is not paid: it is cancelled on its own if no payment comes.",
  done: "This order has left the workshop: it can no longer be cancelled. Only a refund remains possible.",
} as const;

/**
 * Why staff may no longer cancel the order. The terms: a made-to-measure order is not cancelled
 * once work on it began, so only a paid order whose shirts all still wait in the queue can be;
 * after that only a refund remains.
 */
export function cancellationRefusal(order: Pick<OrderState, "status" | "shirtStages">): string | null {
  if (order.status === "cancelled") return CANCEL_MESSAGES.cancelled;
  if (order.status === "pending_payment") return CANCEL_MESSAGES.unpaid;
  if (order.shirtStages.some((stage) => stage !== "queued")) return CANCEL_MESSAGES.cut;
  if (order.status !== "paid") return CANCEL_MESSAGES.done;
  return null;
}
