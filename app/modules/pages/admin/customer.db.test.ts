import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { countQueries } from "~/db/query-count.server";
import {
  auditLog,
  measurementProfileChanges,
  measurementProfiles,
  newsletterSubscribers,
  orders,
  payments,
  refunds,
  users,
} from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { type CustomerFilters, customerFiltersSchema } from "~/modules/customers/filters";
import {
  addCustomerNote,
  correctCustomerSize,
  resendMail,
  sendPasswordResetLink,
} from "~/modules/customers/service.server";
import { customersCsv, listCustomersForStaff } from "~/modules/customers/staff-list.server";
import { mailsTo, paidOrder } from "~/modules/production/test-support.server";
import { orderNumber } from "~/modules/shop/order-number";
import type { SmartSize } from "~/modules/sizing/size";
import { loadCustomerPage } from "./customer.server";

/*
 * The customers in the back office: the list (modules/customers/staff-list.server.ts), a customer's
 * page (customer.server.ts) and what service does there (modules/customers/service.server.ts).
 */

const database = databaseForTests({ seed: true });

const SERVICE = { id: null, name: "Sofia (service)" };
/** A word in the names of this file's customers, so other customers of the database never match. */
const TAG = `Cq${process.pid}`;

const filters = (values: Record<string, string> = {}): CustomerFilters =>
  customerFiltersSchema.parse({ q: TAG, ...values });
const namesOf = (rows: { name: string }[]) => rows.map((row) => row.name);

const SMART: SmartSize = {
  kind: "smart",
  name: "Office",
  heightCm: 182,
  weightKg: 80,
  age: 40,
  morphology: 2,
  fit: 2,
  neckCm: 41,
  measures: { neck: 41, chest: 110, waist: 100, shoulders: 48, sleeves: 90, back: 80, cuffs: 24, hips: 106 },
};

let alba: { id: string; email: string; orderId: number };
let bruno: { id: string; email: string; orderId: number };
let profileId: number;

beforeAll(async () => {
  const first = await paidOrder([2]);
  const second = await paidOrder([1]);
  alba = { id: first.customer.id, email: first.customer.email, orderId: first.orderId };
  bruno = { id: second.customer.id, email: second.customer.email, orderId: second.orderId };
  await database.db
    .update(users)
    .set({ name: `${TAG} Alba Rossi`, phone: "+39 333 1234567" })
    .where(eq(users.id, alba.id));
  await database.db
    .update(users)
    .set({ name: `${TAG} Bruno Neri`, createdAt: new Date("2025-01-10T12:00:00Z") })
    .where(eq(users.id, bruno.id));
  // Bruno: 200.00 EUR with 50.00 refunded, and a second order of 50.00 GBP at 0.5 pounds per euro.
  const [brunoFirst] = await database.db.select().from(orders).where(eq(orders.id, bruno.orderId));
  await database.db.update(orders).set({ totalMinor: 20_000, rate: 1 }).where(eq(orders.id, bruno.orderId));
  const { id: _id, ...copy } = brunoFirst!;
  await database.db.insert(orders).values({
    ...copy,
    fingerprint: "0".repeat(64),
    // A minute after the first: the newest of his orders.
    createdAt: new Date(brunoFirst!.createdAt.getTime() + 60_000),
    cartId: null,
    currencyCode: "GBP",
    rate: 0.5,
    totalMinor: 5_000,
  });
  const [payment] = await database.db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.orderId, bruno.orderId));
  await database.db.insert(refunds).values({
    orderId: bruno.orderId,
    paymentId: payment!.id,
    provider: "test",
    amountMinor: 5_000,
    currencyCode: "EUR",
    status: "succeeded",
    reason: "goodwill",
    idempotencyKey: `customers-test-${process.pid}`,
  });
  await database.db.insert(newsletterSubscribers).values({ email: alba.email });
  const [profile] = await database.db
    .insert(measurementProfiles)
    .values({ userId: alba.id, name: "Office", size: SMART })
    .returning({ id: measurementProfiles.id });
  profileId = profile!.id;
});

describe("the back office's customer list", () => {
  it("finds a customer by part of the name, the e-mail, the phone or an order number", async () => {
    expect(namesOf((await listCustomersForStaff(filters({ q: `${TAG} alba` }))).rows)).toEqual([`${TAG} Alba Rossi`]);
    const part = alba.email.slice(0, alba.email.indexOf("@")).toUpperCase();
    expect((await listCustomersForStaff(filters({ q: part }))).rows.map((row) => row.id)).toEqual([alba.id]);
    expect((await listCustomersForStaff(filters({ q: "1234567" }))).rows.map((row) => row.id)).toContain(alba.id);
    for (const q of [orderNumber(bruno.orderId), String(bruno.orderId)]) {
      expect((await listCustomersForStaff(filters({ q }))).rows.map((row) => row.id)).toContain(bruno.id);
    }
    expect((await listCustomersForStaff(filters({ q: `${TAG}%` }))).total).toBe(0);
  });

  it("filters by orders, subscription, sign-up days and what was spent (in euros, at each order's rate)", async () => {
    const ids = async (values: Record<string, string>) =>
      (await listCustomersForStaff(filters(values))).rows.map((row) => row.id).sort();
    expect(await ids({ subscribed: "yes" })).toEqual([alba.id]);
    expect(await ids({ subscribed: "no" })).toEqual([bruno.id]);
    expect(await ids({ ordered: "yes" })).toEqual([alba.id, bruno.id].sort());
    expect(await ids({ ordered: "no" })).toEqual([]);
    expect(await ids({ to: "2025-12-31" })).toEqual([bruno.id]);
    expect(await ids({ from: "2026-01-01" })).toEqual([alba.id]);
    // Bruno: 200.00 EUR - 50.00 refunded + 50.00 GBP at 0.5 = 250.00 EUR.
    const [row] = (await listCustomersForStaff(filters({ q: `${TAG} bruno` }))).rows;
    expect(row).toMatchObject({ orders: 2, spentEuroMinor: 25_000, subscribed: false });
    expect(await ids({ spentOver: "249.99" })).toEqual([bruno.id]);
    expect(await ids({ spentOver: "250" })).toEqual([]);
  });

  it("sorts and refuses filters it cannot read", async () => {
    const sorted = async (sort: string) => namesOf((await listCustomersForStaff(filters({ sort }))).rows);
    expect(await sorted("newest")).toEqual([`${TAG} Alba Rossi`, `${TAG} Bruno Neri`]);
    expect(await sorted("oldest")).toEqual([`${TAG} Bruno Neri`, `${TAG} Alba Rossi`]);
    expect(await sorted("spent")).toEqual([`${TAG} Bruno Neri`, `${TAG} Alba Rossi`]);
    for (const bad of [{ spentOver: "lots" }, { ordered: "maybe" }, { from: "2026-02-31" }, { sort: "age" }]) {
      expect(customerFiltersSchema.safeParse(bad).success).toBe(false);
    }
  });

  it("reads a page in two queries, and exports the same selection as CSV", async () => {
    expect(
      (await countQueries(database.db, () => listCustomersForStaff(filters({ sort: "spent", spentOver: "1" }))))
        .queries,
    ).toBe(2);
    const records: string[][] = [];
    for await (const record of customersCsv(filters({ sort: "oldest" }), { batchSize: 1 }).records)
      records.push([...record]);
    expect(records.map((record) => record[0])).toEqual([`${TAG} Bruno Neri`, `${TAG} Alba Rossi`]);
    expect(records[0]?.[6]).toBe("250.00");
  });
});

describe("a customer's page and what service does there", () => {
  it("shows the customer's orders, sizes, mails and spending in a fixed number of queries", async () => {
    const { result: page, queries } = await countQueries(database.db, () => loadCustomerPage(bruno.id));
    expect(queries).toBe(12);
    expect(page?.orders).toHaveLength(2);
    // Refunds netted per currency; each order's shirts counted from its own lines.
    expect(page?.spent).toEqual([
      { currencyCode: "EUR", orders: 1, net: "€150.00", refunded: "€50.00" },
      { currencyCode: "GBP", orders: 1, net: "£50.00", refunded: null },
    ]);
    // The pound order, newest, was copied without lines.
    expect(page?.orders.map((order) => order.shirts)).toEqual([0, 1]);
    expect(page?.mails.length).toBeGreaterThan(0);
    expect(await loadCustomerPage("nobody")).toBeNull();
  });

  it("corrects a saved size: the history keeps who and why, the customer is e-mailed, it is audited", async () => {
    const form = {
      kind: "smart",
      profileId: String(profileId),
      reason: "The shirt you sent back was tight at the chest.",
      ...Object.fromEntries(Object.entries({ ...SMART.measures, chest: 112 }).map(([k, v]) => [k, String(v)])),
    };
    const done = await correctCustomerSize(SERVICE, alba.id, form);
    expect(done).toMatchObject({ ok: true, changes: ["Chest: 110 cm → 112 cm"] });
    const [saved] = await database.db
      .select({ size: measurementProfiles.size })
      .from(measurementProfiles)
      .where(eq(measurementProfiles.id, profileId));
    expect((saved!.size as SmartSize).measures.chest).toBe(112);
    const [change] = await database.db
      .select()
      .from(measurementProfileChanges)
      .where(eq(measurementProfileChanges.profileId, profileId));
    expect(change).toMatchObject({ staffName: "Sofia (service)", reason: form.reason });
    const mail = (await mailsTo(alba.email)).at(-1);
    expect(mail?.subject).toBe("We corrected your saved size “Office”");
    expect(mail?.text).toContain("Chest: 110 cm → 112 cm");
    const page = await loadCustomerPage(alba.id);
    expect(page?.sizes[0]?.history[0]).toMatchObject({ by: "Sofia (service)", changes: ["Chest: 110 cm → 112 cm"] });

    // The same values again, another customer's size, a quick size's form: refused, nothing changes.
    expect(await correctCustomerSize(SERVICE, alba.id, { ...form, chest: "112" })).toMatchObject({ status: 400 });
    expect(await correctCustomerSize(SERVICE, bruno.id, form)).toMatchObject({ status: 404 });
    expect(await correctCustomerSize(SERVICE, alba.id, { ...form, chest: "500" })).toMatchObject({ status: 400 });
    expect(
      await correctCustomerSize(SERVICE, alba.id, {
        kind: "rapid",
        profileId: String(profileId),
        reason: "why not",
        fit: "1",
        neckCm: "40",
        sleeveCm: "64",
      }),
    ).toMatchObject({ status: 400 });
  });

  it("adds notes, mails a reset link and sends a mail again, each audited", async () => {
    expect(await addCustomerNote(SERVICE, alba.id, { text: "Prefers a longer tail." })).toMatchObject({ ok: true });
    expect(await addCustomerNote(SERVICE, alba.id, { text: "  " })).toMatchObject({ status: 400 });
    expect(await addCustomerNote(SERVICE, "nobody", { text: "x" })).toMatchObject({ status: 404 });
    expect(await sendPasswordResetLink(SERVICE, alba.id)).toEqual({ ok: true });
    expect((await mailsTo(alba.email)).at(-1)?.subject).toMatch(/Choose a new password/);

    const page = await loadCustomerPage(alba.id);
    const confirmation = page!.mails.find((mail) => /order/i.test(mail.subject) && !/size/.test(mail.subject))!;
    const before = (await mailsTo(alba.email)).length;
    expect(await resendMail(SERVICE, alba.id, { mailId: String(confirmation.id) })).toMatchObject({ ok: true });
    expect(await mailsTo(alba.email)).toHaveLength(before + 1);
    // A mail to someone else is not this customer's to resend.
    const brunoMail = (await loadCustomerPage(bruno.id))!.mails[0]!;
    expect(await resendMail(SERVICE, alba.id, { mailId: String(brunoMail.id) })).toMatchObject({ status: 404 });

    const actions = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "customer"), eq(auditLog.entityId, alba.id)))
      .orderBy(asc(auditLog.id));
    expect(actions.map((entry) => entry.action)).toEqual([
      "customer.size_corrected",
      "customer.note_added",
      "customer.reset_link_mailed",
      "customer.mail_resent",
    ]);
    expect((await loadCustomerPage(alba.id))?.notes.map((note) => note.text)).toEqual(["Prefers a longer tail."]);
  });
});
