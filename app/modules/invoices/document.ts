import type { AddressSnapshot } from "~/db/schema/orders";
import type { CurrencyCode } from "~/modules/money/money";
import type { IsoDate } from "~/modules/shop/calendar";
import type { BasisPoints } from "./vat";

/*
 * What an invoice says, as issued (stored whole with it, decision 019): nothing in it is read
 * again from the order, the settings or the catalogue, so a document issued stays as issued.
 * Amounts are integer minor units of `currency` and include VAT.
 */

/** The seller's legal details at the moment of issue (the owner sets them in the settings). */
export type SellerDetails = {
  companyName: string;
  /** Lines separated by line breaks. */
  address: string;
  vatNumber: string;
  registration: string;
  email: string;
};

export type InvoiceLine = {
  description: string;
  /** The main choices (fabric, collar, cuffs), one line of small print under the description. */
  details: string;
  quantity: number;
  unitPriceMinor: number;
  totalMinor: number;
};

export type InvoiceDocument = {
  number: string;
  /** The day of issue in the shop's time zone. */
  issuedOn: IsoDate;
  order: { number: string; placedOn: IsoDate; paidOn: IsoDate; paymentMethod: string };
  seller: SellerDetails;
  buyer: { name: string; email: string; billingAddress: AddressSnapshot; shippingAddress: AddressSnapshot };
  currency: CurrencyCode;
  /** Units of `currency` for one euro when the order was placed (1 for euros). */
  euroRate: number;
  lines: InvoiceLine[];
  delivery: { name: string; amountMinor: number };
  /** The delivery country's rate; `amountMinor` is the VAT included in `totalMinor`. */
  vat: { country: string; rate: BasisPoints; amountMinor: number };
  subtotalMinor: number;
  netMinor: number;
  totalMinor: number;
};

/**
 * What a credit note says, as issued: the refunded amount (VAT included) with its VAT share at
 * the rate of the invoice it corrects, and that invoice's number and date.
 */
export type CreditNoteDocument = {
  number: string;
  /** The day of issue in the shop's time zone. */
  issuedOn: IsoDate;
  invoice: { number: string; issuedOn: IsoDate };
  order: { number: string };
  seller: SellerDetails;
  buyer: { name: string; email: string; billingAddress: AddressSnapshot };
  currency: CurrencyCode;
  /** Units of `currency` for one euro when the order was placed (1 for euros). */
  euroRate: number;
  /** Why the money went back, as staff chose it. */
  reason: string;
  /** The refunded amount, VAT included; `vat.amountMinor` is its share at the invoice's rate. */
  amountMinor: number;
  vat: { country: string; rate: BasisPoints; amountMinor: number };
  netMinor: number;
};

/** The name a downloaded document is saved under, e.g. "atelier-sartorial-invoice-2026-000123.pdf". */
export function documentFileName(kind: "invoice" | "credit-note", number: string): string {
  return `atelier-sartorial-${kind}-${number.replace(/^CN-/, "").replace(/[^0-9A-Za-z-]/g, "")}.pdf`;
}
