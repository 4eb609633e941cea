import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatPercentNumber, formatVatRate, includedVat, parsePercent } from "./vat";

describe("the VAT included in a price", () => {
  it("is total x rate / (100 + rate), rounded half up to the minor unit", () => {
    expect(includedVat(12_200, 2200)).toBe(2200); // €122.00 at 22 % holds €22.00
    expect(includedVat(10_000, 2200)).toBe(1803); // 1803.27...
    expect(includedVat(8900, 2000)).toBe(1483); // 1483.33...
    expect(includedVat(1, 2200)).toBe(0); // 0.18...
    expect(includedVat(3, 2200)).toBe(1); // 0.54...: half up
    expect(includedVat(12_550, 2550)).toBe(2550); // 25.5 %, as in Finland
    expect(includedVat(10_810, 810)).toBe(810); // 8.1 %, as in Switzerland
    expect(includedVat(9_990, 0)).toBe(0);
    expect(includedVat(0, 2200)).toBe(0);
  });

  it("rounds an exact half up", () => {
    // At 20 % the VAT is a sixth of the price: 3 -> 0.5, 9 -> 1.5, 15 -> 2.5.
    expect(includedVat(3, 2000)).toBe(1);
    expect(includedVat(9, 2000)).toBe(2);
    expect(includedVat(15, 2000)).toBe(3);
    expect(includedVat(14, 2000)).toBe(2); // 2.33...
    expect(includedVat(16, 2000)).toBe(3); // 2.67...
  });

  it("treats a refund (negative) like its amount, with the sign", () => {
    expect(includedVat(-12_200, 2200)).toBe(-2200);
    expect(includedVat(-3, 2200)).toBe(-1);
  });

  it("never exceeds the amount, and VAT plus net is always the amount", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000_000 }), fc.integer({ min: 0, max: 5000 }), (total, rate) => {
        const vat = includedVat(total, rate);
        expect(vat).toBeGreaterThanOrEqual(0);
        expect(vat).toBeLessThanOrEqual(total);
        // Within half a minor unit of the exact share.
        expect(Math.abs(vat - (total * rate) / (10_000 + rate))).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it("refuses fractions of a minor unit or a fractional rate", () => {
    expect(() => includedVat(10.5, 2200)).toThrow(RangeError);
    expect(() => includedVat(10, 22.5)).toThrow(RangeError);
    expect(() => includedVat(10, -1)).toThrow(RangeError);
  });
});

describe("rates as people write them", () => {
  it("formats basis points as a percent without trailing zeros", () => {
    expect(formatVatRate(2200)).toBe("22%");
    expect(formatVatRate(2550)).toBe("25.5%");
    expect(formatVatRate(810)).toBe("8.1%");
    expect(formatVatRate(450)).toBe("4.5%");
    expect(formatVatRate(0)).toBe("0%");
    expect(formatPercentNumber(1905)).toBe("19.05");
  });

  it("reads what the owner types, with a point or a comma, and refuses the rest", () => {
    expect(parsePercent("22")).toBe(2200);
    expect(parsePercent(" 25.5 ")).toBe(2550);
    expect(parsePercent("8,1")).toBe(810);
    expect(parsePercent("19.05")).toBe(1905);
    expect(parsePercent("0")).toBe(0);
    expect(parsePercent("50")).toBe(5000);
    expect(parsePercent("22%")).toBe(2200);
    for (const wrong of ["", "abc", "-5", "50.01", "51", "22.125", "1e1", "22.", "100"]) {
      expect(parsePercent(wrong), wrong).toBeNull();
    }
  });

  it("reads back every rate it writes", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), (rate) => {
        expect(parsePercent(formatPercentNumber(rate))).toBe(rate);
      }),
    );
  });
});
