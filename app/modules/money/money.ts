/**
 * Money rules (DESIGN.md section 3). Prices are stored as euro cents; a displayed amount is
 * round(cents x rate) in the display currency's minor units, and every total is the sum of
 * already rounded amounts, so what is shown is exactly what is charged.
 */

export const CURRENCY_CODES = ["EUR", "GBP", "USD", "CHF"] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];
export const DEFAULT_CURRENCY: CurrencyCode = "GBP";

export type DisplayCurrency = { code: CurrencyCode; symbol: string; rate: number };

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === "string" && (CURRENCY_CODES as readonly string[]).includes(value);
}

/** Euro cents to minor units of the display currency, rounded half up to the unit. */
export function convertCents(euroCents: number, rate: number): number {
  // Integer arithmetic on micro-units of the rate: no floating drift such as 1.005 x 100.
  const rateMicros = Math.round(rate * 1_000_000);
  return Math.round((euroCents * rateMicros) / 1_000_000);
}

const formatters = new Map<string, { format: Intl.NumberFormat; minorDigits: number }>();

/**
 * Formats minor units for people, e.g. 3315 GBP -> "£33.15", 4212 USD -> "$42.12": each
 * currency written with the symbol the header's selector shows ("$ USD"), not en-GB's "US$".
 * Any ISO code is written with its own minor unit (12000 JPY -> "¥12,000"): a provider may
 * report a payment in a currency the shop does not sell.
 */
export function formatMoney(minorUnits: number, code: CurrencyCode | (string & {})): string {
  let formatter = formatters.get(code);
  if (!formatter) {
    const format = new Intl.NumberFormat("en-GB", {
      style: "currency",
      currency: code,
      currencyDisplay: "narrowSymbol",
    });
    formatter = { format, minorDigits: format.resolvedOptions().maximumFractionDigits ?? 2 };
    formatters.set(code, formatter);
  }
  return formatter.format.format(minorUnits / 10 ** formatter.minorDigits);
}

/** A euro price shown in the display currency. */
export function formatPrice(euroCents: number, currency: DisplayCurrency): string {
  return formatMoney(convertCents(euroCents, currency.rate), currency.code);
}
