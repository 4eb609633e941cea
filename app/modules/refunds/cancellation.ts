import type { OrderStatus } from "~/modules/shop/order-status";
import type { ShirtStage } from "~/modules/shop/stages";

/*
 * When staff may still cancel an order (issue 14). The terms: a made-to-measure order is not
 * cancelled once work on it began, so only a paid order whose shirts all still wait in the
 * queue can be; after that only a refund remains.
 */

/** Why an order cannot be cancelled any more, as staff read it. */
const CANCEL_MESSAGES = {
  cut: "A shirt of this order has been cut: a made-to-measure order can no longer be cancelled (our terms). Only a refund remains possible.",
  cancelled: "This order is already cancelled.",
  unpaid: "This order is not paid: it is cancelled on its own if no payment comes.",
  done: "This order has left the workshop: it can no longer be cancelled. Only a refund remains possible.",
} as const;

/**
 * Whether staff may still cancel an order (issue 14, the terms: a made-to-measure order is
 * not cancelled once work began): paid, and every shirt still queued, none cut.
 */
export function cancellationRefusal(status: OrderStatus, shirtStages: readonly ShirtStage[]): string | null {
  if (status === "cancelled") return CANCEL_MESSAGES.cancelled;
  if (status === "pending_payment") return CANCEL_MESSAGES.unpaid;
  if (shirtStages.some((stage) => stage !== "queued")) return CANCEL_MESSAGES.cut;
  if (status !== "paid") return CANCEL_MESSAGES.done;
  return null;
}
