import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CURRENCY_CODES, formatMoney } from "~/modules/money/money";
import { quantitySchema } from "./forms";
import { lineAmounts, priceCart, totalMinor } from "./pricing";

/** The demo rates (app/db/seed/reference.ts). */
const RATES = { EUR: 1, GBP: 0.85, USD: 1.08, CHF: 0.95 } as const;

/** An amount as printed by formatMoney, read back in minor units ("£1,234.50" -> 123450). */
function readMoney(text: string): number {
  const digits = text.replace(/[^0-9.]/g, "");
  const [units = "0", cents = "0"] = digits.split(".");
  return Number(units) * 100 + Number(cents.padEnd(2, "0"));
}

describe("lineAmounts", () => {
  it("rounds the unit price once and multiplies it", () => {
    expect(lineAmounts(3900, 1, 0.85)).toEqual({ unitMinor: 3315, lineMinor: 3315 });
    expect(lineAmounts(3999, 3, 1.0835)).toEqual({ unitMinor: 4333, lineMinor: 12_999 });
  });
});

describe("priceCart", () => {
  it("adds up rounded lines", () => {
    const cart = priceCart(
      [
        { unitEuroCents: 3999, quantity: 2 },
        { unitEuroCents: 8900, quantity: 1 },
      ],
      1.0835,
    );
    expect(cart.lines).toEqual([
      { unitMinor: 4333, lineMinor: 8666 },
      { unitMinor: 9643, lineMinor: 9643 },
    ]);
    expect(cart.totalMinor).toBe(18_309);
    expect(priceCart([], 0.85)).toEqual({ lines: [], totalMinor: 0 });
  });

  for (const code of CURRENCY_CODES) {
    it(`shows in ${code} a total that is always the sum of the lines shown`, () => {
      fc.assert(
        fc.property(
          fc.array(
            fc.record({
              unitEuroCents: fc.integer({ min: 0, max: 50_000 }),
              quantity: fc.integer({ min: 1, max: 10 }),
            }),
            { maxLength: 30 },
          ),
          fc.integer({ min: 1, max: 3_000_000 }),
          (lines, micros) => {
            // The shop's rate for this currency, and any other rate.
            for (const rate of [RATES[code], micros / 1_000_000]) {
              const cart = priceCart(lines, rate);
              const shownLines = cart.lines.map((line) => formatMoney(line.lineMinor, code));
              const shownTotal = formatMoney(cart.totalMinor, code);
              expect(readMoney(shownTotal)).toBe(shownLines.reduce((sum, line) => sum + readMoney(line), 0));
              expect(cart.totalMinor).toBe(totalMinor(cart.lines));
              for (const [index, line] of cart.lines.entries()) {
                expect(Number.isInteger(line.lineMinor)).toBe(true);
                expect(line.lineMinor).toBe(line.unitMinor * (lines[index]?.quantity ?? 0));
              }
            }
          },
        ),
      );
    });
  }
});

describe("quantitySchema", () => {
  it("takes whole quantities from 1 to 10", () => {
    expect(quantitySchema.parse("1")).toBe(1);
    expect(quantitySchema.parse(10)).toBe(10);
    for (const bad of [0, 11, 2.5, "", "x", -1]) {
      expect(quantitySchema.safeParse(bad).success).toBe(false);
    }
    expect(quantitySchema.safeParse(11).error?.issues[0]?.message).toBe("Please choose a quantity from 1 to 10.");
  });
});
