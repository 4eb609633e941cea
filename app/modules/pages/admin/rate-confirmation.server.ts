import { priceBounds } from "~/modules/catalog/catalog.server";
import type { RateChangeToConfirm } from "~/modules/money/currency.server";
import { convertCents, formatMoney } from "~/modules/money/money";

/** What the owner reads before confirming a large change of a rate: what shirts cost now and at the new rate. */
export type RateConfirmation = {
  code: string;
  message: string;
  /** As the confirmation's form sends them back. */
  currentRate: string;
  newRate: string;
  shirts: { label: string; euros: string; now: string; atNewRate: string }[];
};

/** The shop's lowest- and highest-priced shirts on sale, in euros, at the current rate and at the new one. */
export async function rateConfirmation({ message, confirm }: RateChangeToConfirm): Promise<RateConfirmation> {
  const { minCents, maxCents } = await priceBounds();
  const prices = [
    { label: "The lowest-priced shirt", cents: minCents },
    { label: "The highest-priced shirt", cents: maxCents },
  ].filter((shirt, index) => shirt.cents > 0 && (index === 0 || maxCents !== minCents));
  return {
    code: confirm.code,
    message,
    currentRate: String(confirm.currentRate),
    newRate: String(confirm.newRate),
    shirts: prices.map(({ label, cents }) => ({
      label,
      euros: formatMoney(cents, "EUR"),
      now: formatMoney(convertCents(cents, confirm.currentRate), confirm.code),
      atNewRate: formatMoney(convertCents(cents, confirm.newRate), confirm.code),
    })),
  };
}
