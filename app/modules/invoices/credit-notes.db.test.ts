import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { creditNotes, invoices, payments, refunds, staffUsers } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { paidOrder } from "~/modules/production/test-support.server";
import { refundOrder } from "~/modules/refunds/refunds.server";
import type { StaffMember } from "~/modules/staff/staff";
import { creditNoteForCustomer, creditNoteForStaff, issueCreditNote } from "./credit-notes.server";
import { shopYear } from "./numbering";

/*
 * Credit notes against the database (PGlite, or PostgreSQL with TEST_DATABASE_URL): one per
 * refund that succeeds, in their own gapless series also under concurrency, a number given
 * back when the refund's transaction rolls back, the VAT share of a partial refund.
 */

const database = databaseForTests({ seed: true });

const owner: Pick<StaffMember, "id" | "name" | "role"> = { id: "staff-owner-cn", name: "Olivia Owner", role: "owner" };

beforeAll(async () => {
  await database.db
    .insert(staffUsers)
    .values({ id: owner.id, name: owner.name, email: "olivia-cn@shop.test", role: "owner" });
});

async function notesOf(orderId: number) {
  return database.db
    .select({
      id: creditNotes.id,
      refundId: creditNotes.refundId,
      number: creditNotes.number,
      document: creditNotes.document,
    })
    .from(creditNotes)
    .innerJoin(refunds, eq(refunds.id, creditNotes.refundId))
    .where(eq(refunds.orderId, orderId))
    .orderBy(creditNotes.id);
}

async function invoiceOf(orderId: number) {
  const [row] = await database.db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return row!;
}

const sequence = (number: string) => Number(number.split("-").at(-1));

async function pdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text;
}

describe("credit notes", () => {
  it("gives each partial refund its own note with the VAT share at the invoice's rate, referring to the invoice", async () => {
    const { orderId, customer } = await paidOrder([2]);
    const invoice = await invoiceOf(orderId);
    // The test address is in Albania: 20 % VAT included in the prices.
    expect(invoice.document.vat.rate).toBe(2000);
    expect(await refundOrder(owner, orderId, { amountMinor: 1_000, reason: "goodwill" })).toMatchObject({
      ok: true,
      status: "succeeded",
    });
    expect(await refundOrder(owner, orderId, { amountMinor: 2_345, reason: "customer_request" })).toMatchObject({
      ok: true,
      status: "succeeded",
    });
    const [first, second] = await notesOf(orderId);
    expect(first!.number).toMatch(/^CN-\d{4}-\d{6}$/);
    expect(sequence(second!.number)).toBe(sequence(first!.number) + 1);
    // 10.00 x 20 / 120 = 1.667 -> 1.67; 23.45 x 20 / 120 = 3.908 -> 3.91.
    expect(first!.document).toMatchObject({
      invoice: { number: invoice.number, issuedOn: invoice.document.issuedOn },
      order: { number: invoice.document.order.number },
      buyer: { email: customer.email },
      currency: "EUR",
      reason: "Goodwill gesture",
      amountMinor: 1_000,
      vat: { country: "Albania", rate: 2000, amountMinor: 167 },
      netMinor: 833,
    });
    expect(second!.document).toMatchObject({ amountMinor: 2_345, vat: { amountMinor: 391 }, netMinor: 1_954 });

    const text = await pdfText((await creditNoteForCustomer(customer, first!.id))!.pdf);
    for (const expected of [
      "Credit note",
      first!.number,
      `Corrects invoice`,
      invoice.number,
      "Goodwill gesture",
      "Net amount (excl. VAT)",
      "€8.33",
      "VAT 20% (Albania)",
      "€1.67",
      "Total refunded (incl. VAT)",
      "€10.00",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("opens a credit note to its customer and to staff, to no other customer", async () => {
    const { orderId, customer } = await paidOrder([1]);
    await refundOrder(owner, orderId, { amountMinor: 500, reason: "goodwill" });
    const [note] = await notesOf(orderId);
    const other = await paidOrder([1]);
    expect((await creditNoteForCustomer(customer, note!.id))?.number).toBe(note!.number);
    expect((await creditNoteForStaff(String(note!.id)))?.number).toBe(note!.number);
    expect(await creditNoteForCustomer(other.customer, note!.id)).toBeNull();
    expect(await creditNoteForCustomer(customer, "abc")).toBeNull();
    expect(await creditNoteForStaff("99999999")).toBeNull();
  });

  it("numbers refunds confirmed at the same moment in turn, without a gap or a repeat", async () => {
    const orders = [];
    for (let index = 0; index < 6; index++) orders.push((await paidOrder([1])).orderId);
    const answers = await Promise.all(
      orders.map((orderId) => refundOrder(owner, orderId, { amountMinor: 700, reason: "goodwill" })),
    );
    expect(answers.every((answer) => answer.ok && answer.status === "succeeded")).toBe(true);
    const year = shopYear(new Date());
    const all = await database.db.select({ number: creditNotes.number }).from(creditNotes);
    const sequences = all
      .filter((row) => row.number.startsWith(`CN-${year}-`))
      .map((row) => sequence(row.number))
      .sort((a, b) => a - b);
    // Every note of the year so far, this test's six among them: 1, 2, 3... with none missing.
    expect(sequences).toEqual(sequences.map((_, index) => index + 1));
    for (const orderId of orders) expect(await notesOf(orderId)).toHaveLength(1);
  });

  it("gives its number back when the refund's transaction rolls back", async () => {
    const { orderId } = await paidOrder([1]);
    await refundOrder(owner, orderId, { amountMinor: 300, reason: "goodwill" });
    const [kept] = await notesOf(orderId);
    const [payment] = await database.db.select().from(payments).where(eq(payments.orderId, orderId));
    const [failing] = await database.db
      .insert(refunds)
      .values({
        orderId,
        paymentId: payment!.id,
        provider: payment!.provider,
        amountMinor: 400,
        currencyCode: "EUR",
        status: "pending",
        reason: "goodwill",
        idempotencyKey: `refund-rolled-back-${orderId}`,
      })
      .returning({ id: refunds.id });
    await expect(
      db().transaction(async (tx) => {
        expect(await issueCreditNote(tx, failing!.id)).toBe(
          `CN-${shopYear(new Date())}-${String(sequence(kept!.number) + 1).padStart(6, "0")}`,
        );
        throw new Error("the refund's transaction failed");
      }),
    ).rejects.toThrow("the refund's transaction failed");
    expect(await database.db.select().from(creditNotes).where(eq(creditNotes.refundId, failing!.id))).toHaveLength(0);
    await database.db.delete(refunds).where(eq(refunds.id, failing!.id));

    await refundOrder(owner, orderId, { amountMinor: 200, reason: "goodwill" });
    const [, next] = await notesOf(orderId);
    expect(sequence(next!.number)).toBe(sequence(kept!.number) + 1);
  });

  it("issues the invoice first for an order paid before invoices existed, and the note corrects it", async () => {
    const { orderId } = await paidOrder([1]);
    await database.db.delete(invoices).where(eq(invoices.orderId, orderId));
    await refundOrder(owner, orderId, { amountMinor: 1_200, reason: "goodwill" });
    const invoice = await invoiceOf(orderId);
    const [note] = await notesOf(orderId);
    expect(note!.document.invoice.number).toBe(invoice.number);
    expect(note!.document).toMatchObject({ amountMinor: 1_200, vat: { amountMinor: 200 }, netMinor: 1_000 });
  });
});
