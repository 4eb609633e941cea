import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { countries, invoices, orderLines, orders } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { payWithTestCard, startPayment } from "~/modules/checkout/checkout.server";
import { buyNowForm, customerWithCart } from "~/modules/checkout/test-support.server";
import type { ShirtDesign } from "~/modules/design/design";
import { defaultDesignFor } from "~/modules/design/design.server";
import { formatMoney } from "~/modules/money/money";
import { TEST_CARD_ACCEPTED } from "~/modules/payments/test-card";
import { paidOrder } from "~/modules/production/test-support.server";
import { changeSection } from "~/modules/settings/settings.server";
import { SHOP_ACTOR } from "~/modules/shop/audit.server";
import { shopDate } from "~/modules/shop/calendar";
import { orderNumber } from "~/modules/shop/order-number";
import { ensureInvoice, invoiceForCustomer, invoiceForStaff, issueInvoice, takeNumber } from "./invoices.server";
import { readSellerDetails, saveVatRates } from "./invoicing.server";
import { shopYear } from "./numbering";
import { includedVat } from "./vat";

/*
 * Invoices against the database (PGlite, or PostgreSQL with TEST_DATABASE_URL): issued with
 * the payment, numbered without gaps under concurrency and across years, kept as issued.
 */

const database = databaseForTests({ seed: true });
const EUR = { code: "EUR", symbol: "€", rate: 1 } as const;
const GBP = { code: "GBP", symbol: "£", rate: 0.85 } as const;
let design: ShirtDesign;
/** Who changes the settings here (the pages are tested with signed-in owners in the routes' tests). */
const owner = SHOP_ACTOR;

beforeAll(async () => {
  config.rateLimits = false;
  design = (await defaultDesignFor(1))!;
});

async function invoiceOf(orderId: number) {
  const [row] = await database.db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return row;
}

/** The sequence part of an invoice number ("2026-000012" -> 12). */
const sequenceOf = (number: string) => Number(number.split("-").at(-1));

async function pdfText(pdf: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text;
}

describe("issuing an invoice with the payment", () => {
  it("gives a paid order its invoice: the year's next number and a snapshot of the order with its VAT", async () => {
    const { orderId, customer } = await paidOrder([1, 2], 2);
    const row = await invoiceOf(orderId);
    expect(row?.number).toMatch(new RegExp(`^${shopYear(new Date())}-\\d{6}$`));
    const [order] = await database.db.select().from(orders).where(eq(orders.id, orderId));
    const lines = await database.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    const [country] = await database.db
      .select()
      .from(countries)
      .where(eq(countries.name, order!.shippingAddress.country));
    const document = row!.document;
    expect(document).toMatchObject({
      number: row!.number,
      issuedOn: shopDate(row!.issuedAt),
      order: { number: orderNumber(orderId), paidOn: shopDate(order!.paidAt!), paymentMethod: "Credit or debit card" },
      seller: await readSellerDetails(),
      buyer: { name: customer.name, email: customer.email, billingAddress: order!.billingAddress },
      currency: "EUR",
      delivery: { name: "Express delivery", amountMinor: order!.deliveryMinor },
      vat: { country: country!.name, rate: country!.vatRateBasisPoints },
      subtotalMinor: order!.subtotalMinor,
      totalMinor: order!.totalMinor,
    });
    expect(document.vat.rate).toBeGreaterThan(0);
    expect(document.vat.amountMinor).toBe(includedVat(order!.totalMinor, country!.vatRateBasisPoints));
    expect(document.netMinor + document.vat.amountMinor).toBe(order!.totalMinor);
    expect(document.lines.map((line) => [line.quantity, line.totalMinor])).toEqual(
      lines.map((line) => [line.quantity, line.lineTotalMinor]),
    );
    expect(document.lines[0]?.details).toMatch(/^Fabric: .+ · Collar: .+ · Cuffs: .+$/);
  });

  it("gives ten orders paid at the same moment ten consecutive numbers", async () => {
    const started = [];
    for (let index = 0; index < 10; index++) {
      const customer = await customerWithCart(design, [1]);
      const form = await buyNowForm(customer, EUR);
      const start = await startPayment(customer, "203.0.113.9", EUR, form);
      if (!start.ok || start.kind !== "started") throw new Error("The payment did not start.");
      started.push(start);
    }
    const paid = await Promise.all(started.map((start) => payWithTestCard(start, TEST_CARD_ACCEPTED)));
    const numbers: string[] = [];
    for (const outcome of paid) {
      if (!outcome.ok) throw new Error(outcome.message);
      numbers.push((await invoiceOf(outcome.order.id))!.number);
    }
    const sequences = numbers.map(sequenceOf).sort((a, b) => a - b);
    expect(sequences).toHaveLength(10);
    expect(sequences.at(-1)! - sequences[0]!).toBe(9);
    expect(new Set(sequences).size).toBe(10);
    // Nothing else was issued: the series has no gap up to the last of them.
    const all = (await database.db.select({ number: invoices.number }).from(invoices)).map((row) => row.number);
    const sorted = all.map(sequenceOf).sort((a, b) => a - b);
    expect(sorted).toEqual(sorted.map((_, index) => index + 1));
  });

  it("keeps each invoice as issued when the settings, the VAT rate or the order's lines change later", async () => {
    const { orderId, customer } = await paidOrder([1]);
    const issued = (await invoiceOf(orderId))!;
    const before = await readSellerDetails();
    const changed = await changeSection(owner, "seller", {
      sellerCompanyName: "Sartoria Nuova S.p.A.",
      sellerAddress: "Corso Venezia 1\n20121 Milano MI\nItaly",
      sellerVatNumber: "IT99999999999",
      sellerRegistration: "REA MI-1",
      sellerEmail: "accounts@example.com",
    });
    expect(changed).toEqual({
      ok: true,
      changed: ["sellerCompanyName", "sellerVatNumber", "sellerAddress", "sellerEmail", "sellerRegistration"],
    });
    const rates = await database.db
      .select({ code: countries.code, rate: countries.vatRateBasisPoints })
      .from(countries);
    const raised = await saveVatRates(owner, {
      rates: Object.fromEntries(rates.map((row) => [row.code, String(row.rate / 100 + 1)])),
    });
    expect(raised).toMatchObject({ ok: true, changed: rates.length });
    await database.db.update(orderLines).set({ name: "Renamed" }).where(eq(orderLines.orderId, orderId));

    expect((await invoiceOf(orderId))!.document).toEqual(issued.document);
    const again = await invoiceForCustomer(customer, orderId);
    expect(again?.number).toBe(issued.number);
    const text = await pdfText(again!.pdf);
    expect(text).toContain(before.companyName);
    expect(text).not.toContain("Sartoria Nuova");

    // The next order's invoice says what the settings say now.
    const next = await paidOrder([1]);
    const nextDocument = (await invoiceOf(next.orderId))!.document;
    expect(nextDocument.seller.companyName).toBe("Sartoria Nuova S.p.A.");
    expect(nextDocument.vat.rate).toBe(issued.document.vat.rate + 100);

    // Back as seeded, for the other tests.
    await changeSection(owner, "seller", {
      sellerCompanyName: before.companyName,
      sellerAddress: before.address,
      sellerVatNumber: before.vatNumber,
      sellerRegistration: before.registration,
      sellerEmail: before.email,
    });
    await saveVatRates(owner, { rates: Object.fromEntries(rates.map((row) => [row.code, String(row.rate / 100)])) });
  });
});

describe("numbering", () => {
  it("starts each calendar year (in Italy) at 1 and counts on within it", async () => {
    const take = (year: number) => db().transaction((tx) => takeNumber(tx, "invoice", year));
    expect(await take(2041)).toBe("2041-000001");
    expect(await take(2041)).toBe("2041-000002");
    expect(await take(2042)).toBe("2042-000001");
    expect(await take(2041)).toBe("2041-000003");
    // Credit notes have their own series.
    expect(await db().transaction((tx) => takeNumber(tx, "credit_note", 2041))).toBe("CN-2041-000001");
  });

  it("dates an invoice issued at 00:30 on New Year's Day in Italy (23:30 UTC) in the new year's series", async () => {
    const { orderId } = await paidOrder([1]);
    await database.db.delete(invoices).where(eq(invoices.orderId, orderId));
    const number = await db().transaction((tx) => issueInvoice(tx, orderId, new Date("2043-12-31T23:30:00Z")));
    expect(number).toBe("2044-000001");
    expect((await invoiceOf(orderId))!.document.issuedOn).toBe("2044-01-01");
  });

  it("gives a number back when the transaction that took it is rolled back", async () => {
    const take = () => db().transaction((tx) => takeNumber(tx, "invoice", 2045));
    expect(await take()).toBe("2045-000001");
    await expect(
      db().transaction(async (tx) => {
        await takeNumber(tx, "invoice", 2045);
        throw new Error("the payment's transaction failed");
      }),
    ).rejects.toThrow("the payment's transaction failed");
    expect(await take()).toBe("2045-000002");
  });
});

describe("orders paid before invoices existed", () => {
  it("get their invoice when first asked for, once however many ask at the same moment", async () => {
    const { orderId, customer } = await paidOrder([1]);
    await database.db.delete(invoices).where(eq(invoices.orderId, orderId));
    const answers = await Promise.all([
      ensureInvoice(orderId),
      ensureInvoice(orderId),
      invoiceForCustomer(customer, orderId),
      invoiceForStaff(String(orderId)),
    ]);
    const rows = await database.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(rows).toHaveLength(1);
    const number = rows[0]!.number;
    expect(answers.map((answer) => answer?.number)).toEqual([number, number, number, number]);
    expect(rows[0]!.document.issuedOn).toBe(shopDate(new Date()));
  });

  it("are not invoiced when nothing was sold: a free remake under the fit guarantee", async () => {
    const { orderId, customer } = await paidOrder([1]);
    await database.db.delete(invoices).where(eq(invoices.orderId, orderId));
    // As a remake order is made: paid at once, everything at 0 (claims/remake-order.server.ts).
    await database.db
      .update(orders)
      .set({ subtotalMinor: 0, deliveryMinor: 0, totalMinor: 0 })
      .where(eq(orders.id, orderId));
    expect(await ensureInvoice(orderId)).toBeNull();
    expect(await invoiceForCustomer(customer, orderId)).toBeNull();
    expect(await invoiceOf(orderId)).toBeUndefined();
  });

  it("are not invoiced while unpaid, and only the customer's own orders are theirs", async () => {
    const customer = await customerWithCart(design, [1]);
    const start = await startPayment(customer, "203.0.113.9", EUR, await buyNowForm(customer, EUR));
    if (!start.ok || start.kind !== "started") throw new Error("The payment did not start.");
    expect(await ensureInvoice(start.order.id)).toBeNull();
    expect(await invoiceForStaff(start.order.id)).toBeNull();
    expect(await invoiceOf(start.order.id)).toBeUndefined();

    const other = await paidOrder([1]);
    expect(await invoiceForCustomer(customer, other.orderId)).toBeNull();
    expect(await invoiceForCustomer(other.customer, other.orderId)).not.toBeNull();
    for (const wrong of ["0", "-1", "abc", "99999999", undefined]) {
      expect(await invoiceForCustomer(other.customer, wrong)).toBeNull();
      expect(await invoiceForStaff(wrong)).toBeNull();
    }
  });
});

describe("the PDF", () => {
  it("reads as an invoice: numbers, seller, buyer, lines, VAT and totals, in the order's currency", async () => {
    const customer = await customerWithCart(design, [2]);
    const start = await startPayment(customer, "203.0.113.9", GBP, await buyNowForm(customer, GBP));
    if (!start.ok || start.kind !== "started") throw new Error("The payment did not start.");
    const paid = await payWithTestCard(start, TEST_CARD_ACCEPTED);
    if (!paid.ok) throw new Error(paid.message);
    const invoice = (await invoiceForCustomer(customer, paid.order.id))!;
    const { document } = (await invoiceOf(paid.order.id))!;
    expect(invoice.pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = await pdfText(invoice.pdf);
    const money = (minor: number) => formatMoney(minor, "GBP");
    for (const expected of [
      "Invoice",
      document.number,
      orderNumber(paid.order.id),
      document.seller.companyName,
      `VAT number ${document.seller.vatNumber}`,
      "BILLED TO",
      "Marco Rossi",
      "12 Via Roma",
      document.lines[0]!.description,
      money(document.lines[0]!.unitPriceMinor),
      money(document.totalMinor),
      `VAT ${document.vat.rate / 100}% (${document.vat.country})`,
      money(document.vat.amountMinor),
      money(document.netMinor),
      "Exchange rate of the order: 1 EUR = 0.85 GBP",
    ]) {
      expect(text, expected).toContain(expected);
    }
  });
});
