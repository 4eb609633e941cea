import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { config } from "~/config.server";
import { accounts, auditLog, carts, newsletterSubscribers, sessions, verifications } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { orderNumber } from "~/modules/shop/order-number";
import { ARCHIVE_JSON, archiveForCustomer, archiveOnRequest, customerDataArchive } from "./archive.server";
import { eraseCustomer } from "./erase.server";
import { customerWithEverything, type RichCustomer, serviceStaff } from "./test-support.server";

/*
 * The customer's data as a zip (GDPR articles 15 and 20): what is in it, that no secret of the
 * database leaves with it, customer service's copy audited, the customer's own rate limited.
 */

const database = databaseForTests({ seed: true });

describe("the archive of a customer's data", () => {
  let customer: RichCustomer;
  beforeAll(async () => {
    customer = await customerWithEverything();
  }, 60_000);

  it("holds everything of theirs as JSON, their invoices and credit notes as PDF and their claim's photo", async () => {
    const archive = await customerDataArchive(customer.id, new Date("2026-11-28T12:00:00Z"));
    expect(archive?.fileName).toBe("atelier-sartorial-my-data-2026-11-28.zip");
    const files = unzipSync(archive!.bytes);
    const names = Object.keys(files).sort();
    expect(names).toEqual([
      "README.txt",
      expect.stringMatching(/^claim-photos\/claim-\d+-1\.jpg$/),
      expect.stringMatching(/^credit-notes\/atelier-sartorial-credit-note-\d{4}-\d{6}\.pdf$/),
      ARCHIVE_JSON,
      expect.stringMatching(/^invoices\/atelier-sartorial-invoice-\d{4}-\d{6}\.pdf$/),
    ]);
    for (const name of names.filter((file) => file.endsWith(".pdf"))) {
      expect(strFromU8(files[name]!.subarray(0, 5))).toBe("%PDF-");
    }

    const data = JSON.parse(strFromU8(files[ARCHIVE_JSON]!));
    expect(data.profile).toMatchObject({
      id: customer.id,
      name: customer.name,
      email: customer.email,
      phone: customer.phone,
    });
    expect(data.signIn.methods).toEqual([expect.objectContaining({ method: "credential" })]);
    expect(data.signIn.sessions.length).toBeGreaterThan(0);
    expect(data.addresses).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "shipping", line1: customer.shipping.line1 }),
        expect.objectContaining({ kind: "billing", line1: customer.billing.line1 }),
      ]),
    );
    expect(data.sizes).toEqual([
      expect.objectContaining({
        name: `Office of ${customer.name}`,
        history: [expect.objectContaining({ previousSize: null })],
      }),
    ]);
    expect(data.cart.lines).toEqual([expect.objectContaining({ quantity: 2 })]);
    expect(data.cart.designsInProgress).toEqual([expect.objectContaining({ subject: "model:1" })]);
    expect(data.cart.remindersSent).toEqual([expect.objectContaining({ shirts: 2 })]);
    expect(data.profile).toMatchObject({ cartReminders: true });
    expect(data.customerServiceNotes).toEqual([
      expect.objectContaining({ text: `${customer.name} prefers a longer tail` }),
    ]);
    const [order] = data.orders;
    expect(order).toMatchObject({
      number: orderNumber(customer.orderId),
      status: "delivered",
      customerEmail: customer.email,
      shippingAddress: { line1: customer.shipping.line1 },
      billingAddress: { line1: customer.billing.line1 },
      lines: [expect.objectContaining({ quantity: 1 })],
      payments: [expect.objectContaining({ status: "succeeded" })],
      refunds: [expect.objectContaining({ amountMinor: 500, status: "succeeded" })],
      parcel: expect.objectContaining({ carrier: "BRT" }),
      notes: [expect.objectContaining({ visibility: "internal" })],
      invoice: { number: expect.any(String), file: expect.stringMatching(/^invoices\//) },
      creditNotes: [expect.objectContaining({ file: expect.stringMatching(/^credit-notes\//) })],
    });
    expect(data.fitClaims).toEqual([
      expect.objectContaining({ id: customer.claimId, photos: [expect.stringMatching(/^claim-photos\//)] }),
    ]);
    expect(data.contactMessages).toEqual([
      expect.objectContaining({
        email: customer.email,
        replies: [expect.objectContaining({ body: expect.any(String) })],
      }),
    ]);
    expect(data.newsletter).toMatchObject({ subscribed: true, email: customer.email });
    expect(data.mailsSent.length).toBeGreaterThan(0);
    expect(data.mailsSent.every((mail: { to: string }) => mail.to === customer.email)).toBe(true);

    // No secret leaves the database: password hash, session tokens, reset links, unsubscribe and cart tokens.
    const secrets = [
      ...(await database.db
        .select({ value: accounts.password })
        .from(accounts)
        .where(eq(accounts.userId, customer.id))),
      ...(await database.db.select({ value: sessions.token }).from(sessions).where(eq(sessions.userId, customer.id))),
      ...(await database.db
        .select({ value: verifications.identifier })
        .from(verifications)
        .where(eq(verifications.value, customer.id))),
      ...(await database.db
        .select({ value: newsletterSubscribers.unsubscribeToken })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, customer.email))),
      ...(await database.db.select({ value: carts.token }).from(carts).where(eq(carts.userId, customer.id))),
    ].map((row) => row.value ?? "");
    expect(secrets.filter(Boolean).length).toBeGreaterThanOrEqual(5);
    const everything = Object.values(files)
      .map((bytes) => Buffer.from(bytes).toString("latin1"))
      .join("\n");
    for (const secret of secrets.filter(Boolean)) expect(everything).not.toContain(secret);
    expect(data.profile).not.toHaveProperty("password");
  }, 60_000);

  it("is audited when customer service downloads it, by the customer's id alone", async () => {
    const staff = await serviceStaff();
    const outcome = await archiveOnRequest(staff, customer.id);
    expect(outcome.ok).toBe(true);
    const entries = await database.db
      .select({
        staffId: auditLog.staffId,
        entityId: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .where(eq(auditLog.action, "customer.data_exported"));
    expect(entries).toEqual([{ staffId: staff.id, entityId: customer.id, before: null, after: null }]);
    expect(await archiveOnRequest(staff, "no-such-customer")).toMatchObject({ ok: false, status: 404 });
  });

  it("is refused to the customer after a few downloads a quarter of an hour", async () => {
    config.rateLimits = true;
    try {
      const answers = [];
      for (let download = 0; download < 6; download++) answers.push(await archiveForCustomer(customer));
      expect(answers.slice(0, 5).every((answer) => answer.ok)).toBe(true);
      expect(answers[5]).toMatchObject({ ok: false, status: 429 });
    } finally {
      config.rateLimits = false;
    }
  }, 60_000);

  it("is no one's once the customer is erased", async () => {
    await eraseCustomer(customer.id, { kind: "customer" });
    expect(await customerDataArchive(customer.id)).toBeNull();
  });
});
