import { describe, expect, it } from "vitest";
import { ORDER_NUMBER_PREFIX, orderNumber } from "~/modules/shop/order-number";

describe("orderNumber", () => {
  it("is the fixed prefix plus the id, padded to six digits", () => {
    expect(orderNumber(42)).toBe(`${ORDER_NUMBER_PREFIX}000042`);
    expect(orderNumber(1234567)).toBe(`${ORDER_NUMBER_PREFIX}1234567`);
  });
});
