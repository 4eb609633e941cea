import {
  cancellationRefusal,
  deliveryRefusal,
  type OrderState,
  promiseMoveRefusal,
  shippingRefusal,
} from "~/modules/shop/order-rules";
import { AREA_ROLES, type StaffRole } from "~/modules/staff/roles";

/*
 * What the order page's actions bar offers, and which comes first: the next likely step of the
 * order, then the rest in a menu. An action is offered only when its rule (modules/shop/
 * order-rules.ts, the one its command asks again) lets it, and only to a role that works on
 * orders.
 */

/** The order page's actions, in the order the menu lists them. */
export const ORDER_ACTIONS = ["ship", "delivered", "promise", "note", "refund", "cancel", "invoice"] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** The actions that can come first: each has a form (the invoice is only ever in the menu). */
type NextStep = "ship" | "delivered" | "promise" | "note";

/** What the choice reads of an order: its state, and what money and papers it has. */
export type OrderActionFacts = OrderState & {
  /** Past its promise and not yet delivered. */
  late: boolean;
  /** Some of the payment is left to refund. */
  refundable: boolean;
  /** It has an invoice to download (a paid order that cost something). */
  invoiced: boolean;
};

/** Whether each action may be done on the order now. */
function allowed(facts: OrderActionFacts): Record<OrderAction, boolean> {
  return {
    ship: shippingRefusal(facts) === null,
    delivered: deliveryRefusal(facts) === null,
    promise: promiseMoveRefusal(facts) === null,
    note: true,
    refund: facts.refundable,
    cancel: cancellationRefusal(facts) === null,
    invoice: facts.invoiced,
  };
}

/**
 * The next likely step: ship a parcel whose shirts are all packed, mark a shipped one
 * delivered, move the promise of an order that is late; otherwise a note (to the customer or
 * the team), which every order can take.
 */
function nextStep(may: Record<OrderAction, boolean>, facts: OrderActionFacts): NextStep {
  if (may.ship) return "ship";
  if (may.delivered) return "delivered";
  if (may.promise && facts.late) return "promise";
  return "note";
}

/**
 * The actions `role` is offered on the order: `primary` first, the others (`more`) in the
 * menu's order. A role that does not work on orders is offered none.
 */
export function orderActions(
  facts: OrderActionFacts,
  role: StaffRole,
): { primary: NextStep | null; more: OrderAction[] } {
  if (!(AREA_ROLES.orders as readonly StaffRole[]).includes(role)) return { primary: null, more: [] };
  const may = allowed(facts);
  const primary = nextStep(may, facts);
  return { primary, more: ORDER_ACTIONS.filter((action) => action !== primary && may[action]) };
}
