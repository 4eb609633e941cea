import { type CurrencyCode, formatMoney } from "~/modules/money/money";

/*
 * The alteration refund under the perfect fit guarantee (docs/decisions/016): instead of a
 * remake, part of the shirt's price goes back so the customer has it altered. At most the
 * setting `alterationRefundPercent` of the price the shirt was sold at, in the order's currency,
 * rounded down to the minor unit so the cap is never passed.
 */

/** The most an alteration refund of a shirt sold at `unitPriceMinor` may be. */
export function alterationRefundCap(unitPriceMinor: number, percent: number): number {
  return Math.floor((unitPriceMinor * percent) / 100);
}

/** Why `amountMinor` cannot go back for the alteration of a shirt sold at `unitPriceMinor`, or null. */
export function alterationRefusal(
  amountMinor: number,
  shirt: { unitPriceMinor: number; currency: CurrencyCode },
  percent: number,
): string | null {
  const capMinor = alterationRefundCap(shirt.unitPriceMinor, percent);
  if (amountMinor <= capMinor) return null;
  const money = (minor: number) => formatMoney(minor, shirt.currency);
  return `An alteration refund is at most ${percent}% of the shirt's price of ${money(shirt.unitPriceMinor)}: ${money(capMinor)}.`;
}
