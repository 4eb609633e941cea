import { describe, expect, it } from "vitest";
import { cancellationRefusal } from "./cancellation";

describe("when staff may cancel an order", () => {
  it("may while the order is paid and every shirt still queued", () => {
    expect(cancellationRefusal("paid", ["queued", "queued"])).toBeNull();
  });

  it("may not once any shirt is cut, nor at any later stage", () => {
    for (const stage of ["cutting", "sewing", "quality_check", "packed", "shipped", "delivered"] as const) {
      expect(cancellationRefusal("in_production", ["queued", stage]), stage).toMatch(/can no longer be cancelled/);
    }
    expect(cancellationRefusal("shipped", ["shipped"])).toMatch(/can no longer be cancelled/);
    expect(cancellationRefusal("delivered", ["delivered"])).toMatch(/can no longer be cancelled/);
  });

  it("may not cancel an order twice, nor one never paid", () => {
    expect(cancellationRefusal("cancelled", ["queued"])).toBe("This order is already cancelled.");
    expect(cancellationRefusal("pending_payment", [])).toMatch(/not paid/);
  });
});
