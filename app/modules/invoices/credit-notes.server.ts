import { and, eq, isNotNull, type SQL } from "drizzle-orm";
import { db, type Transaction } from "~/db/client.server";
import { creditNotes, orders, refunds } from "~/db/schema";
import { parseId } from "~/infra/ids";
import { logger } from "~/infra/logger.server";
import type { Customer } from "~/modules/accounts/accounts.server";
import { shopDate } from "~/modules/shop/calendar";
import { refundReasonLabel } from "~/modules/shop/refund-reasons";
import type { CreditNoteDocument } from "./document";
import { readOrIssueInvoice, takeNumber } from "./invoices.server";
import { readSellerDetails } from "./invoicing.server";
import { shopYear } from "./numbering";
import { renderCreditNotePdf } from "./pdf.server";
import { includedVat } from "./vat";

/*
 * Credit notes (decision 019): every refund of an order that succeeds gets one,
 * issued in the transaction in which it becomes succeeded (refunds.server.ts
 * `markRefundSucceeded`), numbered in its own gapless yearly series ("CN-2026-000007"), for
 * the refunded amount with its VAT share at the rate of the invoice it corrects, and stored
 * as a snapshot like the invoice.
 */

/**
 * Issues the credit note of a refund that has just succeeded, within `tx` (the caller holds
 * the refund's row lock and moved it to succeeded: one credit note per refund, and a rollback
 * of that transaction gives the number back). A refund that belongs to no order, or to an
 * order with nothing invoiced, gets none. Returns the number, or null.
 */
export async function issueCreditNote(
  tx: Transaction,
  refundId: number,
  at: Date = new Date(),
): Promise<string | null> {
  const [refund] = await tx
    .select({ orderId: refunds.orderId, amountMinor: refunds.amountMinor, reason: refunds.reason })
    .from(refunds)
    .where(eq(refunds.id, refundId));
  if (!refund || refund.orderId === null) return null;
  // An order paid before invoices existed gets its invoice now; a free remake has none to correct.
  const invoice = await readOrIssueInvoice(tx, refund.orderId, at);
  if (!invoice) {
    logger.error({ refundId, orderId: refund.orderId }, "refund of an order with nothing invoiced: no credit note");
    return null;
  }
  const corrected = invoice.document;
  const vatMinor = includedVat(refund.amountMinor, corrected.vat.rate);
  const number = await takeNumber(tx, "credit_note", shopYear(at));
  const document: CreditNoteDocument = {
    number,
    issuedOn: shopDate(at),
    invoice: { number: corrected.number, issuedOn: corrected.issuedOn },
    order: { number: corrected.order.number },
    seller: await readSellerDetails(tx),
    buyer: { name: corrected.buyer.name, email: corrected.buyer.email, billingAddress: corrected.buyer.billingAddress },
    currency: corrected.currency,
    euroRate: corrected.euroRate,
    reason: refundReasonLabel(refund.reason),
    amountMinor: refund.amountMinor,
    vat: { country: corrected.vat.country, rate: corrected.vat.rate, amountMinor: vatMinor },
    netMinor: refund.amountMinor - vatMinor,
  };
  await tx.insert(creditNotes).values({ refundId, invoiceId: invoice.id, number, issuedAt: at, document });
  return number;
}

export type CreditNotePdf = { number: string; pdf: Buffer };

async function creditNotePdf(where: SQL | undefined): Promise<CreditNotePdf | null> {
  const [row] = await db()
    .select({ document: creditNotes.document })
    .from(creditNotes)
    .innerJoin(refunds, eq(refunds.id, creditNotes.refundId))
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(where);
  return row ? { number: row.document.number, pdf: await renderCreditNotePdf(row.document) } : null;
}

/** A credit note of one of the customer's own orders; null for any other (a 404). */
export async function creditNoteForCustomer(customer: Customer, idInput: unknown): Promise<CreditNotePdf | null> {
  const id = parseId(idInput);
  if (id === null) return null;
  return creditNotePdf(and(eq(creditNotes.id, id), eq(orders.userId, customer.id), isNotNull(orders.paidAt)));
}

/** Any credit note, for staff; null when there is none of that id. */
export async function creditNoteForStaff(idInput: unknown): Promise<CreditNotePdf | null> {
  const id = parseId(idInput);
  return id === null ? null : creditNotePdf(eq(creditNotes.id, id));
}
