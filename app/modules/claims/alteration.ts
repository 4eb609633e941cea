/*
 * The alteration refund under the perfect fit guarantee (issue 14, docs/decisions/016): instead
 * of a remake, part of the shirt's price goes back so the customer has it altered. At most the
 * setting `alterationRefundPercent` of the price the shirt was sold at, in the order's currency,
 * rounded down to the minor unit so the cap is never passed.
 */

/** The most an alteration refund of a shirt sold at `unitPriceMinor` may be. */
export function alterationRefundCap(unitPriceMinor: number, percent: number): number {
  return Math.floor((unitPriceMinor * percent) / 100);
}
