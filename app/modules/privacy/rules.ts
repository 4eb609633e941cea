import { orderNumber } from "~/modules/shop/order-number";
import type { OrderStatus } from "~/modules/shop/order-status";

/*
 * What the shop keeps of a customer it erased, and when it cannot erase yet (GDPR articles 17
 * and 20; decision 031). Said once: the account page, the back office and the erase command read
 * these words.
 */

/** How long invoices and credit notes are kept: accounting law (ten years from the year's end). */
export const INVOICE_RETENTION_YEARS = 10;

/** What an erasure keeps, as the customer and staff read it. */
export const KEPT_AFTER_ERASURE =
  `Invoices and credit notes are kept for ${INVOICE_RETENTION_YEARS} years, as accounting law requires: ` +
  "they keep the name and billing address printed on them, and nothing else of you. Your orders stay in " +
  "our books without your name, contact details or addresses.";

/** Orders that still need the customer's address or may still be paid: an erasure waits for them. */
const BLOCKING: Partial<Record<OrderStatus, string>> = {
  pending_payment: "awaits its payment",
  paid: "is waiting to be made",
  in_production: "is being made",
  shipped: "is on its way",
};

/** Who asks for the erasure: the customer (their account page) or a staff member on their request. */
export type ErasureRequester = "customer" | "staff";

/**
 * Why the customer's data cannot be erased now, or null. An order under way needs its address
 * until it has arrived; an order waiting for its payment is paid or cancelled (by the shop,
 * after the payment's time limit) first, so no payment comes in for an order without an address.
 */
export function erasureRefusal(
  orders: readonly { id: number; status: OrderStatus }[],
  requester: ErasureRequester,
): string | null {
  const blocking = orders.find((order) => BLOCKING[order.status] !== undefined);
  if (!blocking) return null;
  const why = BLOCKING[blocking.status]!;
  return requester === "customer"
    ? `Your order ${orderNumber(blocking.id)} ${why}: you can delete your account once it has arrived or been cancelled.`
    : `Order ${orderNumber(blocking.id)} ${why}: its customer's data can be erased once it has been delivered or cancelled (cancel it first if the customer asks).`;
}

/**
 * A search pattern (PostgreSQL regular expression, case-insensitive) for free text written
 * about the customer (staff notes): their names, e-mail and phone, each at least three
 * characters; null when there is none.
 */
export function redactionPattern(terms: readonly string[]): string | null {
  const unique = [...new Set(terms.map((term) => term.trim()).filter((term) => term.length >= 3))];
  if (unique.length === 0) return null;
  // Longest first, so that "Marco Rossi" is replaced whole before "Marco".
  unique.sort((a, b) => b.length - a.length);
  return unique.map((term) => term.replace(/[\\^$.*+?()[\]{}|]/g, "\\$&")).join("|");
}

/** What replaces the customer's words in text the shop keeps. */
export const ERASED_TEXT = "[erased]";

/** A link that acts for its holder: a password reset, an unsubscribe, any link carrying a token. */
const SECRET_LINK = /https?:\/\/[^\s<>"')]*(?:token=|\/unsubscribe\/|reset-password)[^\s<>"')]*/gi;

/** What a copy of a mail in the customer's archive says instead of such a link. */
export const SECRET_LINK_LEFT_OUT = "[a link that acts for you, left out of this copy]";

/**
 * The text of a mail as the customer's archive keeps it: links that act for their holder (a
 * password reset, an unsubscribe) are left out, so the archive is no key to the account.
 */
export function withoutSecretLinks(text: string): string {
  return text.replace(SECRET_LINK, SECRET_LINK_LEFT_OUT);
}
