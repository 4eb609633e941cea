import { convertCents } from "~/modules/money/money";

/*
 * Cart amounts (DESIGN.md section 3 "Money"). A shirt's price is converted from euro cents
 * to the display currency and rounded once, to the minor unit; a line is that unit price
 * times its quantity; the total is the sum of the lines. Every amount shown is therefore a
 * whole number of minor units, and the total is exactly the sum of the lines shown: what
 * is shown is what is charged. Shared by the server and by the cart page's instant updates
 * (no schema library here: it is bundled for the browser).
 */

export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 10;
/** The quantities a line may have, for the product page's selector. */
export const QUANTITIES: number[] = Array.from(
  { length: QUANTITY_MAX - QUANTITY_MIN + 1 },
  (_, index) => QUANTITY_MIN + index,
);
export const QUANTITY_MESSAGE = `Please choose a quantity from ${QUANTITY_MIN} to ${QUANTITY_MAX}.`;

/** Amounts of a line, in minor units of the display currency. */
export type LineAmounts = { unitMinor: number; lineMinor: number };

export function lineAmounts(unitEuroCents: number, quantity: number, rate: number): LineAmounts {
  const unitMinor = convertCents(unitEuroCents, rate);
  return { unitMinor, lineMinor: unitMinor * quantity };
}

/** The total of lines already converted and rounded. */
export function totalMinor(lines: { lineMinor: number }[]): number {
  return lines.reduce((sum, line) => sum + line.lineMinor, 0);
}

/** Every line's amounts and the total, for lines priced in euro cents. */
export function priceCart(
  lines: { unitEuroCents: number; quantity: number }[],
  rate: number,
): { lines: LineAmounts[]; totalMinor: number } {
  const priced = lines.map((line) => lineAmounts(line.unitEuroCents, line.quantity, rate));
  return { lines: priced, totalMinor: totalMinor(priced) };
}
