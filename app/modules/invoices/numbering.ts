import { SHOP_TIME_ZONE } from "~/modules/shop/calendar";

/*
 * Numbers of invoices and credit notes (decision 019): one series of each per calendar year
 * in the shop's time zone (Italy), counted from 1 without gaps, printed as the year and the
 * number on six digits: invoices "2026-000123", credit notes "CN-2026-000007".
 */

export type DocumentSeries = "invoice" | "credit_note";

const PREFIXES: Record<DocumentSeries, string> = { invoice: "", credit_note: "CN-" };

export function documentNumber(series: DocumentSeries, year: number, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 999_999) {
    throw new RangeError(`A document's number runs from 1 to 999999 in a year (${sequence}).`);
  }
  return `${PREFIXES[series]}${year}-${String(sequence).padStart(6, "0")}`;
}

const yearFormat = new Intl.DateTimeFormat("en-GB", { timeZone: SHOP_TIME_ZONE, year: "numeric" });

/** The calendar year of an instant in the shop's time zone: 31 Dec 23:30 UTC is already next year in Italy. */
export function shopYear(at: Date): number {
  return Number(yearFormat.format(at));
}
