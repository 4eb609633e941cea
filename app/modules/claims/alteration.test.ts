import { describe, expect, it } from "vitest";
import { alterationRefundCap, alterationRefusal } from "./alteration";

describe("the alteration refund's cap", () => {
  it("is the percent of the shirt's price, rounded down to the minor unit", () => {
    expect(alterationRefundCap(12_000, 30)).toBe(3_600);
    // 63.75 x 30 % = 19.125: 19.12, never 19.13.
    expect(alterationRefundCap(6_375, 30)).toBe(1_912);
    expect(alterationRefundCap(6_375, 100)).toBe(6_375);
    expect(alterationRefundCap(99, 1)).toBe(0);
  });

  it("refuses an amount above it, saying the share and the price", () => {
    const shirt = { unitPriceMinor: 12_000, currency: "EUR" } as const;
    expect(alterationRefusal(3_600, shirt, 30)).toBeNull();
    expect(alterationRefusal(3_601, shirt, 30)).toBe(
      "An alteration refund is at most 30% of the shirt's price of €120.00: €36.00.",
    );
  });
});
