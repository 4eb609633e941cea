import { integer, jsonb, pgTable, primaryKey, smallint, varchar } from "drizzle-orm/pg-core";
import type { CreditNoteDocument, InvoiceDocument } from "~/modules/invoices/document";
import { serialId, timestampTz } from "./columns";
import { orders } from "./orders";
import { refunds } from "./refunds";

/**
 * The last number given in each series of documents (invoices, credit notes) and calendar
 * year. A number is taken by incrementing this row inside the transaction that issues the
 * document, which locks it until commit: concurrent issues wait in turn and a rolled-back one
 * gives its number back, so every year's numbers run 1, 2, 3... without a gap (a database
 * sequence would leave one at each rollback).
 */
export const documentCounters = pgTable(
  "document_counters",
  {
    series: varchar("series", { length: 20 }).$type<"invoice" | "credit_note">().notNull(),
    year: smallint("year").notNull(),
    lastNumber: integer("last_number").notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

/**
 * The invoice of a paid order: one per order, a snapshot of everything it says (seller,
 * buyer, lines, VAT, totals) as issued, so later changes to the settings, the catalogue or the
 * account never change an invoice already issued.
 */
export const invoices = pgTable("invoices", {
  id: serialId(),
  orderId: integer("order_id")
    .notNull()
    .unique()
    .references(() => orders.id),
  /** As printed, e.g. "2026-000123": unique across years. */
  number: varchar("number", { length: 20 }).notNull().unique(),
  issuedAt: timestampTz("issued_at").notNull(),
  document: jsonb("document").$type<InvoiceDocument>().notNull(),
});

/**
 * The credit note of a refund that succeeded: one per refund, correcting the order's invoice,
 * a snapshot like the invoice (decision 019).
 */
export const creditNotes = pgTable("credit_notes", {
  id: serialId(),
  refundId: integer("refund_id")
    .notNull()
    .unique()
    .references(() => refunds.id),
  invoiceId: integer("invoice_id")
    .notNull()
    .references(() => invoices.id),
  /** As printed, e.g. "CN-2026-000007": unique across years. */
  number: varchar("number", { length: 20 }).notNull().unique(),
  issuedAt: timestampTz("issued_at").notNull(),
  document: jsonb("document").$type<CreditNoteDocument>().notNull(),
});
