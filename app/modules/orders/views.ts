import type { OrderStatus } from "~/modules/shop/order-status";

/*
 * The order list's saved views: the tabs above the list, each a preset the team returns to
 * all day. Each view is said once here as what it selects; staff-list.server.ts turns that
 * into SQL, and the page draws the tabs from the same list.
 */

export const ORDER_VIEWS = ["all", "to_start", "in_production", "to_ship", "late", "waiting_cloth", "refunds"] as const;
export type OrderView = (typeof ORDER_VIEWS)[number];

/**
 * What a view selects, besides the filters chosen on the page: an order status, past its
 * promise and not finished (`late`), every shirt packed and nothing shipped yet (`allPacked`),
 * a shirt whose fabric ran short (`clothShort`), some money given back (`refunded`).
 */
export type ViewSelection = {
  status?: OrderStatus;
  late?: true;
  allPacked?: true;
  clothShort?: true;
  refunded?: true;
};

export type OrderViewDefinition = { label: string; description: string; selects: ViewSelection };

export const ORDER_VIEW_DEFINITIONS: Record<OrderView, OrderViewDefinition> = {
  all: { label: "All", description: "Every order.", selects: {} },
  to_start: {
    label: "To start",
    description: "Paid, no shirt cut yet.",
    selects: { status: "paid" },
  },
  in_production: {
    label: "In production",
    description: "At least one shirt being made.",
    selects: { status: "in_production" },
  },
  to_ship: {
    label: "To ship",
    description: "Every shirt packed, waiting for the carrier.",
    selects: { allPacked: true },
  },
  late: {
    label: "Late",
    description: "Past their promise, not delivered.",
    selects: { late: true },
  },
  waiting_cloth: {
    label: "Waiting for cloth",
    description: "A shirt's fabric ran short in stock.",
    selects: { clothShort: true },
  },
  refunds: {
    label: "Refunds",
    description: "Refunded in part or in full.",
    selects: { refunded: true },
  },
};

/** What a view selects (nothing for "All"). */
export function viewSelection(view: OrderView): ViewSelection {
  return ORDER_VIEW_DEFINITIONS[view].selects;
}
