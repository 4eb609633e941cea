import { describe, expect, it } from "vitest";
import { refundLimitNotice, refundLimitRefusal, stillRefundableMinor } from "./rules";

const LIMIT = { limitEur: 100, rate: 0.85, currency: "GBP" as const };

describe("what may be refunded", () => {
  it("is what was paid less what was refunded or is on its way, never below nothing", () => {
    expect(stillRefundableMinor(12_000, 2_000)).toBe(10_000);
    expect(stillRefundableMinor(12_000, 12_000)).toBe(0);
    expect(stillRefundableMinor(12_000, 13_000)).toBe(0);
  });
});

describe("customer service's refund limit", () => {
  it("holds for customer service, in the order's currency, counting what was refunded already", () => {
    expect(refundLimitRefusal("service", LIMIT, { refundedMinor: 0, amountMinor: 8_500 })).toBeNull();
    expect(refundLimitRefusal("service", LIMIT, { refundedMinor: 0, amountMinor: 8_501 })).toBe(
      "Customer service may refund up to £85.00 on an order (the owner's limit of €100.00). Please ask the owner to make this refund.",
    );
    expect(refundLimitRefusal("service", LIMIT, { refundedMinor: 5_000, amountMinor: 4_000 })).toContain(
      "£50.00 is already refunded.",
    );
  });

  it("does not hold for the owner, who is told of no limit", () => {
    expect(refundLimitRefusal("owner", LIMIT, { refundedMinor: 0, amountMinor: 1_000_000 })).toBeNull();
    expect(refundLimitNotice("owner", LIMIT)).toBeNull();
    expect(refundLimitNotice("service", LIMIT)).toBe(
      "Customer service may refund up to £85.00 on an order (the owner's limit of €100.00). Ask the owner for more.",
    );
  });
});
