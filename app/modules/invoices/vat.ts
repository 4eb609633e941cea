/*
 * VAT arithmetic (decision 019). The shop's prices include VAT, so an invoice states how
 * much of its total is VAT: total x rate / (100 + rate), computed once on the whole amount
 * (lines and delivery share the delivery country's one rate) in integer minor units and
 * rounded half up to the minor unit; the net amount is the total minus that VAT, so the two
 * always add up to what was paid. A credit note takes the VAT share of its amount the same
 * way, at the rate of the invoice it corrects.
 */

/** A VAT rate in hundredths of a percent: 2200 is 22 %, 2550 is 25.5 %. */
export type BasisPoints = number;

/** Highest rate the owner may set: 50 %, above any VAT rate in the world. */
export const MAX_VAT_RATE_BASIS_POINTS = 5000;

/** The VAT included in a VAT-inclusive amount, rounded half up to the minor unit. */
export function includedVat(totalMinor: number, rate: BasisPoints): number {
  if (!Number.isInteger(totalMinor) || !Number.isInteger(rate) || rate < 0) {
    throw new RangeError(
      `includedVat needs integer minor units and a whole, non-negative rate (${totalMinor}, ${rate})`,
    );
  }
  const divisor = 10_000 + rate;
  const sign = totalMinor < 0 ? -1 : 1;
  // floor((2 x a x r + d) / 2d) is round-half-up of a x r / d, exact in integers.
  return sign * Math.floor((2 * Math.abs(totalMinor) * rate + divisor) / (2 * divisor));
}

/** A rate as people write it: 2200 -> "22%", 2550 -> "25.5%", 810 -> "8.1%". */
export function formatVatRate(rate: BasisPoints): string {
  return `${formatPercentNumber(rate)}%`;
}

/** A rate as the owner's form shows it, without the sign: 2550 -> "25.5". */
export function formatPercentNumber(rate: BasisPoints): string {
  return (rate / 100).toFixed(2).replace(/\.?0+$/, "");
}

/**
 * A rate as typed by the owner ("22", "25.5", "8,1", "0") in hundredths of a percent, or null
 * when it is not a number with at most two decimals between 0 and 50.
 */
export function parsePercent(input: string): BasisPoints | null {
  const match = /^\s*(\d{1,2})(?:[.,](\d{1,2}))?\s*%?\s*$/.exec(input);
  if (!match) return null;
  const rate = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return rate <= MAX_VAT_RATE_BASIS_POINTS ? rate : null;
}
