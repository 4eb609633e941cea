import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, countries, creditNotes, refunds, staffUsers } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { signIn } from "~/modules/accounts/accounts.server";
import { cookieFrom } from "~/modules/accounts/test-support.server";
import { TEST_PASSWORD } from "~/modules/checkout/test-support.server";
import { readSellerDetails } from "~/modules/invoices/invoicing.server";
import { paidOrder } from "~/modules/production/test-support.server";
import { refundOrder } from "~/modules/refunds/refunds.server";
import { createSignedInStaff, type TestStaff } from "~/modules/staff/test-support.server";
import * as staffCreditNote from "./admin/credit-note";
import * as orderInvoice from "./admin/order-invoice";
import * as settings from "./admin/settings-invoicing";
import * as customerCreditNote from "./credit-note";
import * as invoice from "./invoice";
import { answer, callRoute } from "./route-calls.test-support";

/*
 * Who may download which invoice and credit note (the customer their own, staff who handle
 * orders any), and the owner's invoicing settings through their loader and action.
 */

const database = databaseForTests({ seed: true });

let owner: TestStaff;
let service: TestStaff;
let workshop: TestStaff;
let mine: { orderId: number; cookie: string };
let theirs: { orderId: number; cookie: string };

async function customerCookie(email: string): Promise<string> {
  const signedIn = await signIn(
    { request: new Request("http://localhost/login"), clientIp: "10.2.2.2" },
    { email, password: TEST_PASSWORD },
  );
  if (!signedIn.ok) throw new Error("The customer could not sign in.");
  return cookieFrom(signedIn.headers);
}

beforeAll(async () => {
  owner = await createSignedInStaff({ name: "Olga", email: "olga@example.com", role: "owner" });
  service = await createSignedInStaff({ name: "Sofia", email: "sofia@example.com", role: "service" });
  workshop = await createSignedInStaff({ name: "Giulia", email: "giulia@example.com", role: "workshop" });
  const first = await paidOrder([1]);
  const second = await paidOrder([2]);
  mine = { orderId: first.orderId, cookie: await customerCookie(first.customer.email) };
  theirs = { orderId: second.orderId, cookie: await customerCookie(second.customer.email) };
});

const customerDownload = (orderId: number | string, cookie?: string) =>
  callRoute(invoice.loader, `/history-order/${orderId}/invoice`, { cookie, params: { orderId: String(orderId) } });
const staffDownload = (orderId: number | string, cookie: string) =>
  callRoute(orderInvoice.loader, `/admin/orders/${orderId}/invoice`, { cookie, params: { id: String(orderId) } });

function expectPdf(result: unknown) {
  expect(result).toBeInstanceOf(Response);
  const response = result as Response;
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("application/pdf");
  expect(response.headers.get("Content-Disposition")).toMatch(
    /^attachment; filename="atelier-sartorial-invoice-\d{4}-\d{6}\.pdf"$/,
  );
  expect(response.headers.get("Cache-Control")).toBe("no-store");
}

describe("the customer's invoice", () => {
  it("downloads the invoice of the customer's own order", async () => {
    expectPdf(await customerDownload(mine.orderId, mine.cookie));
  });

  it("is a 404 for another customer's order, an unknown order or a wrong id", async () => {
    for (const id of [theirs.orderId, 99_999_999, "abc", "0"]) {
      expect(answer(await customerDownload(id, mine.cookie)).status, String(id)).toBe(404);
    }
  });

  it("sends a visitor to sign in, and a staff session opens nothing here", async () => {
    const visitor = answer(await customerDownload(mine.orderId));
    expect(visitor.status).toBe(302);
    expect(visitor.location).toMatch(/^\/login/);
    expect(answer(await customerDownload(mine.orderId, service.cookie)).location).toMatch(/^\/login/);
  });
});

describe("the staff's invoice", () => {
  it("downloads any paid order's invoice for the owner and customer service", async () => {
    expectPdf(await staffDownload(mine.orderId, owner.cookie));
    expectPdf(await staffDownload(theirs.orderId, service.cookie));
    expect(answer(await staffDownload(99_999_999, service.cookie)).status).toBe(404);
    expect(answer(await staffDownload("x", service.cookie)).status).toBe(404);
  });

  it("is closed to the workshop and to customers", async () => {
    expect(answer(await staffDownload(mine.orderId, workshop.cookie)).status).toBe(403);
    expect(answer(await staffDownload(mine.orderId, mine.cookie)).location).toMatch(/^\/admin\/login/);
  });
});

describe("credit notes", () => {
  let noteId: number;

  beforeAll(async () => {
    const [staff] = await database.db.select().from(staffUsers).where(eq(staffUsers.email, "olga@example.com"));
    const refunded = await refundOrder(staff!, mine.orderId, { amountMinor: 1_500, reason: "goodwill" });
    if (!refunded.ok) throw new Error(refunded.message);
    const [note] = await database.db
      .select({ id: creditNotes.id })
      .from(creditNotes)
      .innerJoin(refunds, eq(refunds.id, creditNotes.refundId))
      .where(eq(refunds.orderId, mine.orderId));
    noteId = note!.id;
  });

  const customerNote = (id: number | string, cookie?: string) =>
    callRoute(customerCreditNote.loader, `/history-order/credit-notes/${id}`, {
      cookie,
      params: { creditNoteId: String(id) },
    });
  const staffNote = (id: number | string, cookie: string) =>
    callRoute(staffCreditNote.loader, `/admin/credit-notes/${id}`, { cookie, params: { creditNoteId: String(id) } });

  function expectCreditNotePdf(result: unknown) {
    const response = result as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="atelier-sartorial-credit-note-\d{4}-\d{6}\.pdf"$/,
    );
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  }

  it("downloads for the order's customer, is a 404 for another customer or a wrong id", async () => {
    expectCreditNotePdf(await customerNote(noteId, mine.cookie));
    for (const id of [noteId, 99_999_999, "abc"]) {
      expect(answer(await customerNote(id, theirs.cookie)).status, String(id)).toBe(404);
    }
    expect(answer(await customerNote(noteId)).location).toMatch(/^\/login/);
  });

  it("downloads for the owner and customer service, is closed to the workshop and to customers", async () => {
    expectCreditNotePdf(await staffNote(noteId, owner.cookie));
    expectCreditNotePdf(await staffNote(noteId, service.cookie));
    expect(answer(await staffNote(99_999_999, service.cookie)).status).toBe(404);
    expect(answer(await staffNote(noteId, workshop.cookie)).status).toBe(403);
    expect(answer(await staffNote(noteId, mine.cookie)).location).toMatch(/^\/admin\/login/);
  });
});

describe("the invoicing settings", () => {
  const post = (form: Record<string, string>, cookie = owner.cookie) =>
    callRoute(settings.action, "/admin/settings/invoicing", { form, cookie });

  it("shows the owner the legal details and every country's rate", async () => {
    const shown = answer(await callRoute(settings.loader, "/admin/settings/invoicing", { cookie: owner.cookie }));
    expect(shown.status).toBe(200);
    expect(shown.data).toMatchObject({ seller: { sellerVatNumber: "FR65912345675" } });
    const listed = shown.data?.countries as { code: string; rate: string }[];
    expect(listed.find((country) => country.code === "IT")?.rate).toBe("22");
    expect(listed.find((country) => country.code === "FI")?.rate).toBe("25.5");
  });

  it("saves the legal details with an audit entry, and refuses a wrong field with its message", async () => {
    const details = {
      intent: "section",
      section: "seller",
      sellerCompanyName: "Atelier Sartorial S.r.l.",
      sellerAddress: "Via Montenapoleone 3\n20121 Milano MI\nItaly",
      sellerVatNumber: "IT12345678903",
      sellerRegistration: "REA MI-2654321",
      sellerEmail: "accounts@ateliersartorial.example",
    };
    const saved = answer(await post(details));
    expect(saved.location).toBe("/admin/settings/invoicing?done=seller");
    expect(await readSellerDetails()).toMatchObject({ email: "accounts@ateliersartorial.example" });
    const entries = await database.db.select().from(auditLog).where(eq(auditLog.entityId, "sellerAddress"));
    expect(entries).toHaveLength(1);

    const refused = answer(await post({ ...details, sellerVatNumber: "12345", sellerEmail: "nope" }));
    expect(refused.status).toBe(400);
    const errors = (refused.data?.result as { error: Record<string, string[]> } | undefined)?.error ?? {};
    expect(errors.sellerVatNumber?.[0]).toMatch(/country code/);
    expect(errors.sellerEmail?.[0]).toMatch(/valid e-mail/);
    expect(await readSellerDetails()).toMatchObject({ email: "accounts@ateliersartorial.example" });
  });

  it("saves VAT rates with an audit entry per change, and refuses a wrong rate beside its field", async () => {
    const rows = await database.db.select({ code: countries.code, rate: countries.vatRateBasisPoints }).from(countries);
    const form = Object.fromEntries(rows.map((row) => [`rates.${row.code}`, String(row.rate / 100)]));
    const saved = answer(await post({ intent: "vat", ...form, "rates.IT": "22", "rates.FR": "20,5" }));
    expect(saved.location).toBe("/admin/settings/invoicing?done=vat");
    const [france] = await database.db.select().from(countries).where(eq(countries.code, "FR"));
    expect(france?.vatRateBasisPoints).toBe(2050);
    const entries = await database.db.select().from(auditLog).where(eq(auditLog.action, "country.vat_rate_changed"));
    expect(entries.map((entry) => [entry.entityId, entry.before, entry.after])).toEqual([["FR", "20%", "20.5%"]]);

    const refused = answer(await post({ intent: "vat", ...form, "rates.DE": "seventy", "rates.AT": "51" }));
    expect(refused.status).toBe(400);
    const errors = (refused.data?.result as { error: Record<string, string[]> } | undefined)?.error ?? {};
    expect(errors["rates.DE"]?.[0]).toMatch(/from 0 to 50/);
    expect(errors["rates.AT"]?.[0]).toMatch(/from 0 to 50/);
    const missing = answer(await post({ intent: "vat", "rates.IT": "22" }));
    expect(missing.status).toBe(400);
    const [germany] = await database.db.select().from(countries).where(eq(countries.code, "DE"));
    expect(germany?.vatRateBasisPoints).toBe(1900);
  });

  it("refuses customer service and an unknown action", async () => {
    expect(answer(await post({ intent: "vat" }, service.cookie)).status).toBe(403);
    expect(answer(await post({ intent: "delete" })).status).toBe(400);
  });
});
