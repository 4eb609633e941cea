import { and, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import { db, type Executor, type Transaction } from "~/db/client.server";
import { countries, documentCounters, invoices, orderLines, orders, paymentMethods } from "~/db/schema";
import { parseId } from "~/infra/ids";
import type { Customer } from "~/modules/accounts/accounts.server";
import type { CurrencyCode } from "~/modules/money/money";
import { shopDate } from "~/modules/shop/calendar";
import { orderAmountColumns } from "~/modules/shop/order-amounts.server";
import { orderNumber } from "~/modules/shop/order-number";
import type { InvoiceDocument } from "./document";
import { readSellerDetails } from "./invoicing.server";
import { type DocumentSeries, documentNumber, shopYear } from "./numbering";
import { renderInvoicePdf } from "./pdf.server";
import { includedVat } from "./vat";

/*
 * Invoices (decision 019). Every paid order gets one, issued in the transaction in
 * which the order becomes paid (orders/settle.server.ts), numbered in the year's gapless
 * series and stored as a snapshot (document.ts). Orders paid before invoices existed get
 * theirs the first time the customer or staff ask for it (`ensureInvoice`), dated that day.
 */

/** The country whose rate applies when the delivery country is not (or no longer) in the list: the shop's own. */
const SHOP_COUNTRY_CODE = "IT";

/** The main choices of a shirt printed under its name on the invoice. */
const DETAIL_LABELS = ["Fabric", "Collar", "Cuffs"];

/**
 * The next number of a series in the year, taken by incrementing the year's counter row
 * within `tx` (see db/schema/invoices.ts): it stays locked until `tx` ends, and a rollback
 * gives the number back.
 */
export async function takeNumber(tx: Transaction, series: DocumentSeries, year: number): Promise<string> {
  const [counter] = await tx
    .insert(documentCounters)
    .values({ series, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.series, documentCounters.year],
      set: { lastNumber: sql`${documentCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentCounters.lastNumber });
  if (!counter) throw new Error(`No number could be taken in the ${series} series of ${year}.`);
  return documentNumber(series, year, counter.lastNumber);
}

/** The VAT rate of the country a parcel goes to (the shop's own when it is not listed). */
async function vatRateFor(executor: Executor, countryName: string) {
  const rows = await executor
    .select({ code: countries.code, name: countries.name, rate: countries.vatRateBasisPoints })
    .from(countries)
    .where(or(eq(countries.name, countryName), eq(countries.code, SHOP_COUNTRY_CODE)));
  const found = rows.find((row) => row.name === countryName) ?? rows.find((row) => row.code === SHOP_COUNTRY_CODE);
  if (!found) throw new Error(`Neither ${countryName} nor the shop's own country has a VAT rate.`);
  return { country: found.name, rate: found.rate };
}

/**
 * Issues the invoice of a paid order within `tx` (the caller holds the order's row lock, so
 * it is issued once) and returns its number. `at` is the moment of issue (now, but for tests).
 */
export async function issueInvoice(tx: Transaction, orderId: number, at: Date = new Date()): Promise<string> {
  const [order] = await tx
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
      ...orderAmountColumns,
      paymentMethod: paymentMethods.name,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      shippingAddress: orders.shippingAddress,
      billingAddress: orders.billingAddress,
    })
    .from(orders)
    .leftJoin(paymentMethods, eq(paymentMethods.id, orders.paymentMethodId))
    .where(eq(orders.id, orderId));
  if (!order?.paidAt) throw new Error(`Order ${orderId} is not paid: it has no invoice.`);
  const lines = await tx
    .select({
      name: orderLines.name,
      labels: orderLines.designLabels,
      quantity: orderLines.quantity,
      unitPriceMinor: orderLines.unitPriceMinor,
      lineTotalMinor: orderLines.lineTotalMinor,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(orderLines.id);
  const vat = await vatRateFor(tx, order.shippingAddress.country);
  const seller = await readSellerDetails(tx);
  const vatMinor = includedVat(order.totalMinor, vat.rate);
  const number = await takeNumber(tx, "invoice", shopYear(at));
  const document: InvoiceDocument = {
    number,
    issuedOn: shopDate(at),
    order: {
      number: orderNumber(order.id),
      placedOn: shopDate(order.createdAt),
      paidOn: shopDate(order.paidAt),
      paymentMethod: order.paymentMethod ?? "card",
    },
    seller,
    buyer: {
      name: order.customerName,
      email: order.customerEmail,
      billingAddress: order.billingAddress,
      shippingAddress: order.shippingAddress,
    },
    currency: order.currencyCode as CurrencyCode,
    euroRate: order.rate,
    lines: lines.map((line) => ({
      description: line.name,
      details: line.labels
        .filter((row) => DETAIL_LABELS.includes(row.label))
        .map((row) => `${row.label}: ${row.value}`)
        .join(" · "),
      quantity: line.quantity,
      unitPriceMinor: line.unitPriceMinor,
      totalMinor: line.lineTotalMinor,
    })),
    delivery: { name: order.deliveryName, amountMinor: order.deliveryMinor },
    vat: { country: vat.country, rate: vat.rate, amountMinor: vatMinor },
    subtotalMinor: order.subtotalMinor,
    netMinor: order.totalMinor - vatMinor,
    totalMinor: order.totalMinor,
  };
  await tx.insert(invoices).values({ orderId, number, issuedAt: at, document });
  return number;
}

/**
 * The invoice of a paid order within `tx`, issued now (dated `at`) if it has none yet: an
 * order paid before invoices existed. The order's row is locked first, as at payment, so two
 * first requests issue one. Null when the order is not paid, or is a free remake.
 */
export async function readOrIssueInvoice(tx: Transaction, orderId: number, at: Date = new Date()) {
  const read = async () => {
    const [row] = await tx
      .select({ id: invoices.id, document: invoices.document })
      .from(invoices)
      .where(eq(invoices.orderId, orderId));
    return row ?? null;
  };
  const existing = await read();
  if (existing) return existing;
  const [order] = await tx
    .select({ paidAt: orders.paidAt, totalMinor: orders.totalMinor })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for("update");
  // A remake under the fit guarantee is a free order: nothing was sold, so nothing is invoiced.
  if (!order?.paidAt || order.totalMinor === 0) return null;
  const meanwhile = await read();
  if (meanwhile) return meanwhile;
  await issueInvoice(tx, orderId, at);
  return read();
}

/** The invoice of a paid order as `readOrIssueInvoice` gives it, in a transaction of its own. */
export async function ensureInvoice(orderId: number): Promise<InvoiceDocument | null> {
  const invoice = await db().transaction((tx) => readOrIssueInvoice(tx, orderId));
  return invoice?.document ?? null;
}

export type InvoicePdf = { number: string; pdf: Buffer };

async function invoicePdf(orderId: number): Promise<InvoicePdf | null> {
  const document = await ensureInvoice(orderId);
  return document ? { number: document.number, pdf: await renderInvoicePdf(document) } : null;
}

/** The invoice of one of the customer's own paid orders; null for any other order (a 404). */
export async function invoiceForCustomer(customer: Customer, orderIdInput: unknown): Promise<InvoicePdf | null> {
  const orderId = parseId(orderIdInput);
  if (orderId === null) return null;
  const [own] = await db()
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, customer.id), isNotNull(orders.paidAt)));
  return own ? invoicePdf(own.id) : null;
}

/** The invoice of any paid order, for staff; null when the order does not exist or is not paid. */
export async function invoiceForStaff(orderIdInput: unknown): Promise<InvoicePdf | null> {
  const orderId = parseId(orderIdInput);
  return orderId === null ? null : invoicePdf(orderId);
}

/** The numbers of the invoices already issued for some orders, by order id, in one query. */
export async function invoiceNumbersOf(orderIds: number[]): Promise<Map<number, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db()
    .select({ orderId: invoices.orderId, number: invoices.number })
    .from(invoices)
    .where(inArray(invoices.orderId, orderIds));
  return new Map(rows.map((row) => [row.orderId, row.number]));
}
