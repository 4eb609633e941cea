import { and, eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { signIn } from "~/modules/accounts/accounts.server";
import { cookieFrom } from "~/modules/accounts/test-support.server";
import { ARCHIVE_JSON } from "~/modules/privacy/archive.server";
import { customerWithEverything, type RichCustomer } from "~/modules/privacy/test-support.server";
import { createSignedInStaff } from "~/modules/staff/test-support.server";
import * as accountData from "./account-data";
import * as customerData from "./admin/customer-data";
import * as customerErase from "./admin/customer-erase";
import { answer, callRoute } from "./route-calls.test-support";

/*
 * The customer's data through its routes (GDPR articles 15, 17 and 20): /account/data for the
 * signed-in customer, /admin/customers/:id/data and /erase for customer service on request. Who
 * may open them is the role matrix's (admin/role-matrix.db.test.ts).
 */

const database = databaseForTests({ seed: true });

describe("the customer's data through its routes", () => {
  let customer: RichCustomer;
  let cookie: string;
  beforeAll(async () => {
    customer = await customerWithEverything();
    const signedIn = await signIn(
      { request: new Request("http://localhost/login"), clientIp: "10.7.0.1" },
      { email: customer.email, password: customer.password },
    );
    if (!signedIn.ok) throw new Error("the customer could not sign in");
    cookie = cookieFrom(signedIn.headers);
  }, 60_000);

  it("gives the signed-in customer their own archive as a zip download, and a visitor the sign-in page", async () => {
    const response = (await callRoute(accountData.loader, "/account/data", { cookie })) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/zip");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="atelier-sartorial-my-data-/);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(JSON.parse(Buffer.from(files[ARCHIVE_JSON]!).toString()).profile.email).toBe(customer.email);
    expect(answer(await callRoute(accountData.loader, "/account/data")).location).toMatch(/^\/login/);
  });

  it("gives customer service the same archive, audited", async () => {
    const { cookie: staffCookie } = await createSignedInStaff({
      name: "Sara Service",
      email: "sara-data@shop.test",
      role: "service",
    });
    const response = (await callRoute(customerData.loader, `/admin/customers/${customer.id}/data`, {
      cookie: staffCookie,
      params: { id: customer.id },
    })) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/zip");
    const entries = await callRoute(customerData.loader, "/admin/customers/nobody/data", {
      cookie: staffCookie,
      params: { id: "nobody" },
    });
    expect(answer(entries).status).toBe(404);
    const audited = await databaseFor(customer.id, "customer.data_exported");
    expect(audited).toHaveLength(1);
  });

  it("erases on customer service's confirmation with the customer's e-mail, then the customer is signed out for good", async () => {
    const { cookie: staffCookie } = await createSignedInStaff({
      name: "Owen Owner",
      email: "owen-erase@shop.test",
      role: "owner",
    });
    const path = `/admin/customers/${customer.id}/erase`;
    const page = answer(
      await callRoute(customerErase.loader, path, { cookie: staffCookie, params: { id: customer.id } }),
    );
    expect(page.data).toMatchObject({ customer: { email: customer.email } });

    const wrong = answer(
      await callRoute(customerErase.action, path, {
        cookie: staffCookie,
        params: { id: customer.id },
        form: { confirmation: "not-the-address@example.org" },
      }),
    );
    expect(wrong.status).toBe(400);
    expect(await databaseFor(customer.id, "customer.erased")).toHaveLength(0);

    const done = answer(
      await callRoute(customerErase.action, path, {
        cookie: staffCookie,
        params: { id: customer.id },
        form: { confirmation: customer.email },
      }),
    );
    expect(done).toMatchObject({ status: 302, location: "/admin/customers?done=erased" });
    expect(await databaseFor(customer.id, "customer.erased")).toHaveLength(1);
    expect(answer(await callRoute(accountData.loader, "/account/data", { cookie })).location).toMatch(/^\/login/);
    expect(
      answer(await callRoute(customerErase.loader, path, { cookie: staffCookie, params: { id: customer.id } })).status,
    ).toBe(404);
  });
});

/** The audit entries of `action` about the customer `id`. */
function databaseFor(id: string, action: string) {
  return database.db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.entityId, id), eq(auditLog.action, action)));
}
