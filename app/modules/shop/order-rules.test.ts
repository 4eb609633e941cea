import { describe, expect, it } from "vitest";
import { cancellationRefusal, deliveryRefusal, promiseMoveRefusal, shippingRefusal } from "./order-rules";

describe("when staff may cancel an order", () => {
  it("may while the order is paid and every shirt still queued", () => {
    expect(cancellationRefusal({ status: "paid", shirtStages: ["queued", "queued"] })).toBeNull();
  });

  it("may not once any shirt is cut, nor at any later stage", () => {
    for (const stage of ["cutting", "sewing", "quality_check", "packed", "shipped", "delivered"] as const) {
      expect(cancellationRefusal({ status: "in_production", shirtStages: ["queued", stage] }), stage).toMatch(
        /can no longer be cancelled/,
      );
    }
    expect(cancellationRefusal({ status: "shipped", shirtStages: ["shipped"] })).toMatch(/can no longer be cancelled/);
    expect(cancellationRefusal({ status: "delivered", shirtStages: ["delivered"] })).toMatch(
      /can no longer be cancelled/,
    );
  });

  it("may not cancel an order twice, nor one never paid", () => {
    expect(cancellationRefusal({ status: "cancelled", shirtStages: ["queued"] })).toBe(
      "This order is already cancelled.",
    );
    expect(cancellationRefusal({ status: "pending_payment", shirtStages: [] })).toMatch(/not paid/);
  });
});

describe("when staff may ship an order", () => {
  it("may once, when it is paid and every shirt is packed", () => {
    expect(shippingRefusal({ status: "in_production", shirtStages: ["packed", "packed"], shipped: false })).toBeNull();
    expect(shippingRefusal({ status: "in_production", shirtStages: ["packed"], shipped: true })).toBe(
      "This order has already been shipped.",
    );
  });

  it("says how many shirts are not packed yet", () => {
    expect(shippingRefusal({ status: "in_production", shirtStages: ["packed", "sewing"], shipped: false })).toMatch(
      /^1 shirt is not packed yet/,
    );
    expect(shippingRefusal({ status: "paid", shirtStages: ["queued", "cutting"], shipped: false })).toMatch(
      /^2 shirts are not packed yet/,
    );
    expect(shippingRefusal({ status: "paid", shirtStages: [], shipped: false })).toMatch(/not packed yet/);
  });

  it("may not ship an unpaid or cancelled order", () => {
    for (const status of ["pending_payment", "cancelled"] as const) {
      expect(shippingRefusal({ status, shirtStages: ["packed"], shipped: false })).toMatch(/Only a paid order/);
    }
  });
});

describe("delivery and the promise", () => {
  it("marks delivered only a shipped parcel not yet arrived", () => {
    expect(deliveryRefusal({ shipped: true, delivered: false })).toBeNull();
    expect(deliveryRefusal({ shipped: false, delivered: false })).toMatch(/Only a shipped order/);
    expect(deliveryRefusal({ shipped: true, delivered: true })).toMatch(/Only a shipped order/);
  });

  it("moves only the promise of an order still on its way", () => {
    expect(promiseMoveRefusal({ status: "in_production", promised: true })).toBeNull();
    expect(promiseMoveRefusal({ status: "delivered", promised: true })).toMatch(/still on its way/);
    expect(promiseMoveRefusal({ status: "cancelled", promised: true })).toMatch(/still on its way/);
    expect(promiseMoveRefusal({ status: "pending_payment", promised: false })).toMatch(/still on its way/);
  });
});
