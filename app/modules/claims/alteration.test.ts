import { describe, expect, it } from "vitest";
import { alterationRefundCap } from "./alteration";

describe("the alteration refund's cap", () => {
  it("is the percent of the shirt's price, rounded down to the minor unit", () => {
    expect(alterationRefundCap(12_000, 30)).toBe(3_600);
    // 63.75 x 30 % = 19.125: 19.12, never 19.13.
    expect(alterationRefundCap(6_375, 30)).toBe(1_912);
    expect(alterationRefundCap(6_375, 100)).toBe(6_375);
    expect(alterationRefundCap(99, 1)).toBe(0);
  });
});
