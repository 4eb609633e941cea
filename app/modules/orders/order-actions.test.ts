import { describe, expect, it } from "vitest";
import type { ShirtStage } from "~/modules/shop/stages";
import { type OrderActionFacts, orderActions } from "./order-actions";

const order = (facts: Partial<OrderActionFacts> & { stages?: ShirtStage[] } = {}): OrderActionFacts => {
  const { stages = ["queued"], ...rest } = facts;
  return {
    status: "paid",
    shirtStages: stages,
    shipped: false,
    delivered: false,
    promised: true,
    late: false,
    refundable: true,
    invoiced: true,
    ...rest,
  };
};

describe("the order page's actions", () => {
  it("waiting for payment: a note first; nothing to cancel, refund, move or invoice yet", () => {
    const pending = order({
      status: "pending_payment",
      stages: [],
      promised: false,
      refundable: false,
      invoiced: false,
    });
    expect(orderActions(pending, "service")).toEqual({ primary: "note", more: [] });
  });

  it("paid, nothing cut: a note first, then the promise, a refund, the cancellation and the invoice", () => {
    expect(orderActions(order(), "service")).toEqual({
      primary: "note",
      more: ["promise", "refund", "cancel", "invoice"],
    });
  });

  it("in production and late: moving the promise first; a cut shirt can no longer be cancelled", () => {
    const late = order({ status: "in_production", stages: ["sewing", "queued"], late: true });
    expect(orderActions(late, "owner")).toEqual({ primary: "promise", more: ["note", "refund", "invoice"] });
  });

  it("every shirt packed: shipping first", () => {
    const packed = order({ status: "in_production", stages: ["packed", "packed"] });
    expect(orderActions(packed, "service").primary).toBe("ship");
    expect(
      orderActions(order({ status: "in_production", stages: ["packed", "sewing"] }), "service").more,
    ).not.toContain("ship");
  });

  it("shipped: marking it delivered first; delivered: a note, a refund and the invoice", () => {
    const shipped = order({ status: "shipped", stages: ["shipped"], shipped: true });
    expect(orderActions(shipped, "service")).toEqual({
      primary: "delivered",
      more: ["promise", "note", "refund", "invoice"],
    });
    const delivered = order({ status: "delivered", stages: ["delivered"], shipped: true, delivered: true });
    expect(orderActions(delivered, "service")).toEqual({ primary: "note", more: ["refund", "invoice"] });
  });

  it("refunded in full: no refund offered; a free remake has no invoice", () => {
    expect(orderActions(order({ refundable: false, invoiced: false }), "service").more).toEqual(["promise", "cancel"]);
  });

  it("offers nothing to the workshop, which does not work on orders", () => {
    expect(orderActions(order(), "workshop")).toEqual({ primary: null, more: [] });
  });
});
