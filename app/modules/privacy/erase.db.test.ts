import { eq, getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "~/db/schema";
import { auditLog, creditNotes, invoices, orders, refunds, users } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { signIn } from "~/modules/accounts/accounts.server";
import { renderCreditNotePdf, renderInvoicePdf } from "~/modules/invoices/pdf.server";
import { orderNumber } from "~/modules/shop/order-number";
import { eraseCustomer, eraseOnRequest } from "./erase.server";
import { customerWithEverything, type RichCustomer, serviceStaff } from "./test-support.server";

/*
 * The erasure against the database (GDPR article 17): a customer with data in every table that
 * holds personal data is erased by customer service, then every table of the schema (read from
 * its exports, so a table added later is walked too) is searched for anything of theirs. Only
 * the invoices and credit notes keep the name and billing address, as accounting law requires.
 */

const database = databaseForTests({ seed: true });

const tables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable => is(value, PgTable));

/** A cell as text to search: bytes as Latin-1, JSON as written, the rest as strings. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Uint8Array) return Buffer.from(value).toString("latin1");
  if (value instanceof Date) return value.toISOString();
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/** What the accounting law lets the shop keep of an erased customer: an invoice's buyer's name and billing address. */
function withoutKeptBuyer(table: string, row: Record<string, unknown>): Record<string, unknown> {
  if (table !== "invoices" && table !== "credit_notes") return row;
  const document = row.document as { buyer: Record<string, unknown> };
  const { name: _name, billingAddress: _billing, ...buyer } = document.buyer;
  return { ...row, document: { ...document, buyer } };
}

/**
 * What the audit log keeps (decision 031): it may name the customer by id in the entries about
 * them (`customer.*`), and it keeps the notes staff typed as they typed them (its chain forbids
 * rewriting; staff are asked to name orders, not people, in notes).
 */
function withoutAuditKept(table: string, row: Record<string, unknown>, id: string): Record<string, unknown> {
  if (table !== "audit_log") return row;
  if (String(row.action).startsWith("customer.") && row.entityId === id) return { ...row, entityId: "" };
  if (row.action === "order.refund_asked" || row.action === "order.note_added") {
    const { note: _note, text: _text, ...after } = row.after as Record<string, unknown>;
    return { ...row, after };
  }
  return row;
}

/** Every table, row and column in which a word of the customer's is found: "table.column: word". */
async function findCustomer(customer: RichCustomer): Promise<string[]> {
  const words = [
    customer.id,
    customer.email,
    customer.name,
    customer.phone,
    customer.billing.lastName,
    customer.billing.line1,
    customer.billing.city,
    customer.shipping.lastName,
    customer.shipping.line1,
    customer.shipping.city,
  ].map((word) => word.toLowerCase());
  const found = new Set<string>();
  for (const table of tables) {
    const name = getTableName(table);
    for (const raw of (await database.db.select().from(table)) as Record<string, unknown>[]) {
      const row = withoutAuditKept(name, withoutKeptBuyer(name, raw), customer.id);
      for (const [column, value] of Object.entries(row)) {
        const text = cellText(value).toLowerCase();
        for (const word of words) if (text.includes(word)) found.add(`${name}.${column}: ${word}`);
      }
    }
  }
  return [...found].sort();
}

const tablesOf = (found: string[]) => [...new Set(found.map((hit) => hit.split(".")[0]))].sort();

async function pdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text;
}

describe("erasing a customer", () => {
  let customer: RichCustomer;
  beforeAll(async () => {
    customer = await customerWithEverything();
  }, 60_000);

  it("leaves nothing of the customer in any table but the invoices' name and billing address", async () => {
    // The search finds them everywhere before: the walk looks where their data is.
    expect(tablesOf(await findCustomer(customer))).toEqual([
      "accounts",
      "addresses",
      "cart_lines",
      "cart_reminders",
      "carts",
      "contact_messages",
      "contact_replies",
      "credit_notes",
      "customer_notes",
      "design_drafts",
      "fit_claims",
      "invoices",
      "mail_outbox",
      "measurement_profile_changes",
      "measurement_profiles",
      "newsletter_campaign_recipients",
      "newsletter_subscribers",
      "order_lines",
      "order_notes",
      "orders",
      "payment_events",
      "rate_limits",
      "refunds",
      "sessions",
      "users",
      "verifications",
    ]);

    const staff = await serviceStaff();
    expect(await eraseOnRequest(staff, customer.id, "someone.else@example.org")).toMatchObject({
      ok: false,
      fieldErrors: { confirmation: [expect.any(String)] },
    });
    expect(await eraseOnRequest(staff, customer.id, ` ${customer.email.toUpperCase()} `)).toEqual({
      ok: true,
      invoicesKept: 1,
      creditNotesKept: 1,
    });

    expect(await findCustomer(customer)).toEqual([]);

    // The invoice and credit note keep the name and billing address, and still print.
    const [invoice] = await database.db.select().from(invoices).where(eq(invoices.orderId, customer.orderId));
    expect(invoice!.document.buyer).toMatchObject({
      name: customer.name,
      email: "",
      billingAddress: {
        lastName: customer.billing.lastName,
        line1: customer.billing.line1,
        city: customer.billing.city,
      },
      shippingAddress: { lastName: "", line1: "", city: "", country: invoice!.document.vat.country },
    });
    const printed = await pdfText(await renderInvoicePdf(invoice!.document));
    expect(printed).toContain(customer.billing.line1);
    expect(printed).not.toContain(customer.shipping.line1);
    expect(printed).not.toContain(customer.email);
    const [note] = await database.db
      .select({ document: creditNotes.document })
      .from(creditNotes)
      .innerJoin(refunds, eq(refunds.id, creditNotes.refundId))
      .where(eq(refunds.orderId, customer.orderId));
    expect(note!.document.buyer).toMatchObject({ name: customer.name, email: "" });
    expect(await pdfText(await renderCreditNotePdf(note!.document))).toContain(customer.billing.city);

    // The order stays in the books; the erasure is audited by the customer's id alone.
    const [order] = await database.db.select().from(orders).where(eq(orders.id, customer.orderId));
    expect(order).toMatchObject({ userId: null, status: "delivered", customerName: "Deleted customer" });
    const entries = await database.db
      .select({ staffId: auditLog.staffId, entity: auditLog.entity, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.action, "customer.erased"));
    expect(entries).toContainEqual({ staffId: staff.id, entity: "customer", before: null, after: null });

    // They cannot sign in again, and a second erasure finds no one.
    const signedIn = await signIn(
      { request: new Request("http://localhost/login"), clientIp: "10.9.9.10" },
      { email: customer.email, password: customer.password },
    );
    expect(signedIn.ok).toBe(false);
    expect(await eraseCustomer(customer.id, { kind: "staff", staff })).toMatchObject({ ok: false, status: 404 });
  }, 60_000);

  it("waits while an order is under way or awaits its payment, and says which", async () => {
    const other = await customerWithEverything();
    const staff = await serviceStaff();
    for (const status of ["pending_payment", "paid", "in_production", "shipped"] as const) {
      await database.db.update(orders).set({ status }).where(eq(orders.id, other.orderId));
      const refused = await eraseCustomer(other.id, { kind: "staff", staff });
      expect(refused).toMatchObject({
        ok: false,
        status: 409,
        message: expect.stringContaining(orderNumber(other.orderId)),
      });
      const mine = await eraseCustomer(other.id, { kind: "customer" });
      expect(mine).toMatchObject({ ok: false, status: 409, message: expect.stringMatching(/^Your order/) });
    }
    expect(await database.db.select({ id: users.id }).from(users).where(eq(users.id, other.id))).toHaveLength(1);
    await database.db.update(orders).set({ status: "cancelled" }).where(eq(orders.id, other.orderId));
    expect(await eraseCustomer(other.id, { kind: "customer" })).toMatchObject({ ok: true });
    // Erased by the customer: no audit entry (it is not a staff action).
    const entries = await database.db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.entityId, other.id));
    expect(entries).toEqual([]);
  }, 60_000);
});
