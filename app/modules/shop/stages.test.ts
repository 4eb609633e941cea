import { describe, expect, it } from "vitest";
import { statusFollowingShirts } from "~/modules/shop/order-status";
import { isAllowedMove, movesByTap, nextStage, SHIRT_STAGES } from "~/modules/shop/stages";

describe("a shirt's stages", () => {
  it("go forward one at a time to delivered", () => {
    expect(SHIRT_STAGES.map(nextStage)).toEqual([
      "cutting",
      "sewing",
      "quality_check",
      "packed",
      "shipped",
      "delivered",
      null,
    ]);
  });

  it("move by a tap only until the quality check; the rest is recorded by a check, the parcel or its delivery", () => {
    expect(SHIRT_STAGES.filter(movesByTap)).toEqual(["queued", "cutting", "sewing"]);
    expect(isAllowedMove("queued", "cutting", "tap")).toBe(true);
    expect(isAllowedMove("queued", "sewing", "tap")).toBe(false);
    expect(isAllowedMove("quality_check", "packed", "tap")).toBe(false);
    expect(isAllowedMove("quality_check", "packed", "check_passed")).toBe(true);
    expect(isAllowedMove("quality_check", "cutting", "check_failed")).toBe(true);
    expect(isAllowedMove("quality_check", "sewing", "check_failed")).toBe(true);
    expect(isAllowedMove("packed", "shipped", "shipment")).toBe(true);
    expect(isAllowedMove("sewing", "shipped", "shipment")).toBe(false);
    expect(isAllowedMove("shipped", "delivered", "delivery")).toBe(true);
    expect(isAllowedMove("delivered", "queued", "tap")).toBe(false);
  });
});

describe("the order's status follows its shirts", () => {
  it("is in production from the first cut, shipped when all left, delivered when all arrived", () => {
    expect(statusFollowingShirts("paid", ["queued", "queued"])).toBe("paid");
    expect(statusFollowingShirts("paid", ["cutting", "queued"])).toBe("in_production");
    expect(statusFollowingShirts("in_production", ["packed", "quality_check"])).toBe("in_production");
    expect(statusFollowingShirts("in_production", ["shipped", "shipped"])).toBe("shipped");
    expect(statusFollowingShirts("shipped", ["delivered", "shipped"])).toBe("shipped");
    expect(statusFollowingShirts("shipped", ["delivered", "delivered"])).toBe("delivered");
  });

  it("leaves orders that are not paid, or have no shirts, as they are", () => {
    expect(statusFollowingShirts("cancelled", ["cutting"])).toBe("cancelled");
    expect(statusFollowingShirts("pending_payment", ["cutting"])).toBe("pending_payment");
    expect(statusFollowingShirts("paid", [])).toBe("paid");
  });
});
