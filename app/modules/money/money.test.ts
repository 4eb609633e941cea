import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { currencySeed } from "~/db/seed/reference";
import { type CurrencyCode, convertCents, formatMoney, formatPrice, isCurrencyCode } from "./money";

describe("convertCents", () => {
  it("keeps euros as they are", () => {
    expect(convertCents(3900, 1)).toBe(3900);
  });

  it("converts and rounds to the minor unit", () => {
    expect(convertCents(3900, 0.85)).toBe(3315);
    expect(convertCents(3999, 1.0835)).toBe(4333); // 4332.9165
    expect(convertCents(1, 0.5)).toBe(1); // half rounds up
  });

  it("does not drift on rates with many decimals", () => {
    expect(convertCents(100_500, 1.005)).toBe(101_003); // 101002.5 rounds up
  });

  it("always returns whole minor units within half a unit of the exact value", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 5_000_000 }), (cents, micros) => {
        const rate = micros / 1_000_000;
        const converted = convertCents(cents, rate);
        expect(Number.isInteger(converted)).toBe(true);
        expect(Math.abs(converted - (cents * micros) / 1_000_000)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});

describe("formatMoney", () => {
  it("formats each shop currency with its symbol and two decimals", () => {
    expect(formatMoney(3315, "GBP")).toBe("£33.15");
    expect(formatMoney(3900, "EUR")).toBe("€39.00");
    expect(formatMoney(4212, "USD")).toBe("$42.12");
    expect(formatMoney(3705, "CHF")).toBe("CHF\u00a037.05");
  });

  it("writes each currency with the symbol the header's selector shows", () => {
    for (const currency of currencySeed) {
      expect(formatMoney(100, currency.code as CurrencyCode).startsWith(currency.symbol)).toBe(true);
    }
  });

  it("writes a currency the shop does not sell with its own minor unit, as a provider reports it", () => {
    expect(formatMoney(12_000, "JPY")).toBe("¥12,000");
    expect(formatMoney(12_345, "BHD")).toBe("BHD\u00a012.345");
  });

  it("formats a euro price in the display currency", () => {
    expect(formatPrice(3900, { code: "GBP", symbol: "£", rate: 0.85 })).toBe("£33.15");
  });
});

describe("isCurrencyCode", () => {
  it("accepts the four shop currencies only", () => {
    expect(isCurrencyCode("CHF")).toBe(true);
    expect(isCurrencyCode("JPY")).toBe(false);
    expect(isCurrencyCode(undefined)).toBe(false);
  });
});
