import { describe, expect, it } from "vitest";
import { databaseForTests } from "~/db/test-database.server";
import { signIn } from "~/modules/accounts/accounts.server";
import { cookieFrom, createTestCustomer } from "~/modules/accounts/test-support.server";
import { type AdminArea, AREA_ROLES, STAFF_ROLES, type StaffRole } from "~/modules/staff/roles";
import { createSignedInStaff } from "~/modules/staff/test-support.server";
import routes from "~/routes";
import { answer, callRoute } from "../route-calls.test-support";

/*
 * The role matrix: every back-office route, for every role, a customer and a
 * visitor, loader and action. A route added under routes/admin/ without a line here fails
 * the first test: say which area it belongs to (modules/staff/roles.ts) and how to reach it.
 */

type RouteModule = { loader?: (args: never) => unknown; action?: (args: never) => unknown };
type Access = {
  /** The area whose roles may open it; `anyone` for the sign-in pages, `anyStaff` for the frame. */
  area: AdminArea | "anyone" | "anyStaff";
  /** The area of its action when it is not the loader's (a page the workshop reads but does not change). */
  actionArea?: AdminArea;
  path: string;
  params?: Record<string, string>;
  load: () => Promise<RouteModule>;
  /** Its action signs the person out: the next route starts from new sign-ins. */
  endsSessions?: true;
};

const ACCESS: Record<string, Access> = {
  "routes/admin/login.tsx": { area: "anyone", path: "/admin/login", load: () => import("./login") },
  "routes/admin/second-factor.tsx": {
    area: "anyone",
    path: "/admin/login/second-factor",
    load: () => import("./second-factor"),
  },
  "routes/admin/join.tsx": { area: "anyone", path: "/admin/join?token=unknown", load: () => import("./join") },
  "routes/admin/reset-password.tsx": {
    area: "anyone",
    path: "/admin/reset-password?token=unknown",
    load: () => import("./reset-password"),
  },
  "routes/admin/logout.tsx": {
    area: "anyone",
    path: "/admin/logout",
    load: () => import("./logout"),
    endsSessions: true,
  },
  "routes/admin/layout.tsx": { area: "anyStaff", path: "/admin/account", load: () => import("./layout") },
  "routes/admin/account.tsx": { area: "ownAccount", path: "/admin/account", load: () => import("./account") },
  "routes/admin/staff.tsx": { area: "staff", path: "/admin/staff", load: () => import("./staff") },
  "routes/admin/audit.tsx": { area: "audit", path: "/admin/audit", load: () => import("./audit") },
  // The back office's first page: owner and service see today's figures; the workshop, whose
  // area it is not, is sent on to its queue rather than refused.
  "routes/admin/dashboard.tsx": { area: "anyStaff", path: "/admin", load: () => import("./dashboard") },
  "routes/admin/search.tsx": { area: "search", path: "/admin/search?q=smith", load: () => import("./search") },
  "routes/admin/orders.tsx": { area: "orders", path: "/admin/orders", load: () => import("./orders") },
  "routes/admin/customers.tsx": { area: "customers", path: "/admin/customers", load: () => import("./customers") },
  "routes/admin/customers-export.tsx": {
    area: "customers",
    path: "/admin/customers.csv",
    load: () => import("./customers-export"),
  },
  "routes/admin/customer.tsx": {
    area: "customers",
    path: "/admin/customers/unknown",
    params: { id: "unknown" },
    load: () => import("./customer"),
  },
  "routes/admin/orders-export.tsx": {
    area: "orders",
    path: "/admin/orders.csv",
    load: () => import("./orders-export"),
  },
  // The slips of orders chosen by their ids: the orders area, not the workshop (see packing-slip below).
  "routes/admin/orders-packing-slips.tsx": {
    area: "orders",
    path: "/admin/orders/packing-slips?orders=1",
    load: () => import("./orders-packing-slips"),
  },
  "routes/admin/orders-ship.tsx": {
    area: "orders",
    path: "/admin/orders/ship",
    load: () => import("./orders-ship"),
  },
  "routes/admin/order.tsx": {
    area: "orders",
    path: "/admin/orders/1",
    params: { id: "1" },
    load: () => import("./order"),
  },
  "routes/admin/order-invoice.tsx": {
    area: "orders",
    path: "/admin/orders/1/invoice",
    params: { id: "1" },
    load: () => import("./order-invoice"),
  },
  "routes/admin/credit-note.tsx": {
    area: "orders",
    path: "/admin/credit-notes/1",
    params: { creditNoteId: "1" },
    load: () => import("./credit-note"),
  },
  "routes/admin/settings-invoicing.tsx": {
    area: "settings",
    path: "/admin/settings/invoicing",
    load: () => import("./settings-invoicing"),
  },
  "routes/admin/production.tsx": { area: "production", path: "/admin/production", load: () => import("./production") },
  "routes/admin/production-sheets.tsx": {
    area: "production",
    path: "/admin/production/sheets?stage=queued",
    load: () => import("./production-sheets"),
  },
  "routes/admin/shirt.tsx": {
    area: "production",
    path: "/admin/shirts/1",
    params: { unitId: "1" },
    load: () => import("./shirt"),
  },
  "routes/admin/shirt-sheet.tsx": {
    area: "production",
    path: "/admin/shirts/1/sheet",
    params: { unitId: "1" },
    load: () => import("./shirt-sheet"),
  },
  // The packing label is the one piece of contact data the workshop sees: production, not orders.
  "routes/admin/packing-slip.tsx": {
    area: "production",
    path: "/admin/packing-slips/AS000001-unknown",
    params: { reference: "AS000001-unknown" },
    load: () => import("./packing-slip"),
  },
  "routes/admin/claims.tsx": { area: "claims", path: "/admin/claims", load: () => import("./claims") },
  "routes/admin/claim.tsx": {
    area: "claims",
    path: "/admin/claims/1",
    params: { id: "1" },
    load: () => import("./claim"),
  },
  "routes/admin/claim-photo.tsx": {
    area: "claims",
    path: "/admin/claims/photos/1",
    params: { photoId: "1" },
    load: () => import("./claim-photo"),
  },
  "routes/admin/fit-accuracy.tsx": {
    area: "fitAccuracy",
    path: "/admin/fit-accuracy",
    load: () => import("./fit-accuracy"),
  },
  "routes/admin/reports.tsx": { area: "reports", path: "/admin/reports", load: () => import("./reports") },
  "routes/admin/reports-export.tsx": {
    area: "reports",
    path: "/admin/reports.csv?figure=orders",
    load: () => import("./reports-export"),
  },
  "routes/admin/unmatched-payments.tsx": {
    area: "reconciliation",
    path: "/admin/payments/unmatched",
    load: () => import("./unmatched-payments"),
  },
  "routes/admin/catalogue.tsx": { area: "catalogue", path: "/admin/catalogue", load: () => import("./catalogue") },
  "routes/admin/catalogue-model.tsx": {
    area: "catalogue",
    path: "/admin/catalogue/models/1",
    params: { id: "1" },
    load: () => import("./catalogue-model"),
  },
  "routes/admin/catalogue-categories.tsx": {
    area: "catalogue",
    path: "/admin/catalogue/categories",
    load: () => import("./catalogue-categories"),
  },
  "routes/admin/catalogue-options.tsx": {
    area: "catalogue",
    path: "/admin/catalogue/options/collars",
    params: { family: "collars" },
    load: () => import("./catalogue-options"),
  },
  // The workshop reads the fabrics (the list, a fabric, the export); owner and service change them.
  "routes/admin/fabrics.tsx": { area: "fabrics", path: "/admin/fabrics", load: () => import("./fabrics") },
  "routes/admin/fabrics-export.tsx": {
    area: "fabrics",
    path: "/admin/fabrics.csv",
    load: () => import("./fabrics-export"),
  },
  "routes/admin/fabric.tsx": {
    area: "fabrics",
    actionArea: "fabricEditing",
    path: "/admin/fabrics/1",
    params: { id: "1" },
    load: () => import("./fabric"),
  },
  "routes/admin/fabric-new.tsx": {
    area: "fabricEditing",
    path: "/admin/fabrics/new",
    load: () => import("./fabric-new"),
  },
  "routes/admin/fabrics-import.tsx": {
    area: "fabricEditing",
    path: "/admin/fabrics/import",
    load: () => import("./fabrics-import"),
  },
  "routes/admin/fabrics-import-report.tsx": {
    area: "fabricEditing",
    path: "/admin/fabrics/import/1",
    params: { importId: "1" },
    load: () => import("./fabrics-import-report"),
  },
  "routes/admin/content.tsx": { area: "content", path: "/admin/content", load: () => import("./content") },
  "routes/admin/content-home.tsx": {
    area: "content",
    path: "/admin/content/home",
    load: () => import("./content-home"),
  },
  "routes/admin/content-page.tsx": {
    area: "content",
    path: "/admin/content/pages/3",
    params: { id: "3" },
    load: () => import("./content-page"),
  },
  "routes/admin/content-article-new.tsx": {
    area: "content",
    path: "/admin/content/articles/new",
    load: () => import("./content-article-new"),
  },
  "routes/admin/content-faq.tsx": { area: "content", path: "/admin/content/faq", load: () => import("./content-faq") },
  "routes/admin/content-faq-question.tsx": {
    area: "content",
    path: "/admin/content/faq/1",
    params: { id: "1" },
    load: () => import("./content-faq-question"),
  },
  "routes/admin/content-guide.tsx": {
    area: "content",
    path: "/admin/content/guides/style-device",
    params: { url: "style-device" },
    load: () => import("./content-guide"),
  },
  "routes/admin/content-preview.tsx": {
    area: "content",
    path: "/admin/content/preview",
    load: () => import("./content-preview"),
  },
  "routes/admin/settings.tsx": {
    // Its forms ask more, each for its part: checked in settings-routes.db.test.ts.
    area: "settingsReading",
    path: "/admin/settings",
    load: () => import("./settings"),
  },
  "routes/admin/delivery-option.tsx": {
    area: "storefrontSettings",
    path: "/admin/settings/delivery/1",
    params: { id: "1" },
    load: () => import("./delivery-option"),
  },
  "routes/admin/messages.tsx": { area: "messages", path: "/admin/messages", load: () => import("./messages") },
  "routes/admin/message.tsx": {
    area: "messages",
    path: "/admin/messages/1",
    params: { id: "1" },
    load: () => import("./message"),
  },
  "routes/admin/subscribers.tsx": {
    area: "subscribers",
    path: "/admin/subscribers",
    load: () => import("./subscribers"),
  },
  "routes/admin/subscribers-export.tsx": {
    area: "subscribers",
    path: "/admin/subscribers.csv",
    load: () => import("./subscribers-export"),
  },
  // A customer's data on request: an unknown customer is a 404 to those allowed, a 403 to the rest.
  "routes/admin/customer-data.tsx": {
    area: "customers",
    path: "/admin/customers/unknown/data",
    params: { id: "unknown" },
    load: () => import("./customer-data"),
  },
  "routes/admin/customer-erase.tsx": {
    area: "customers",
    path: "/admin/customers/unknown/erase",
    params: { id: "unknown" },
    load: () => import("./customer-erase"),
  },
  "routes/admin/campaigns.tsx": { area: "campaigns", path: "/admin/campaigns", load: () => import("./campaigns") },
  "routes/admin/campaign-new.tsx": {
    area: "campaigns",
    path: "/admin/campaigns/new",
    load: () => import("./campaign-new"),
  },
  "routes/admin/campaign.tsx": {
    area: "campaigns",
    path: "/admin/campaigns/1",
    params: { id: "1" },
    load: () => import("./campaign"),
  },
  "routes/admin/campaign-preview.tsx": {
    area: "campaigns",
    path: "/admin/campaigns/1/preview",
    params: { id: "1" },
    load: () => import("./campaign-preview"),
  },
};

type RouteEntry = { file: string; children?: RouteEntry[] };
const adminFiles = (entries: RouteEntry[]): string[] =>
  entries.flatMap((entry) => [
    ...(entry.file.startsWith("routes/admin/") ? [entry.file] : []),
    ...adminFiles(entry.children ?? []),
  ]);

databaseForTests({ seed: true });

type Person = StaffRole | "customer" | "visitor";
const cookies = new Map<Person, string>();
let signIns = 0;

async function cookieOf(person: Person): Promise<string> {
  const known = cookies.get(person);
  if (known !== undefined) return known;
  let cookie = "";
  signIns += 1;
  if (person === "customer") {
    const email = `matrix-customer-${signIns}@example.com`;
    await createTestCustomer({ name: "Clara Customer", email, password: "customer-password" });
    const signedIn = await signIn(
      { request: new Request("http://localhost/login"), clientIp: "10.1.1.1" },
      { email, password: "customer-password" },
    );
    if (!signedIn.ok) throw new Error("the customer could not sign in");
    cookie = cookieFrom(signedIn.headers);
  } else if (person !== "visitor") {
    cookie = (
      await createSignedInStaff({
        name: `Matrix ${person}`,
        email: `matrix-${person}-${signIns}@example.com`,
        role: person,
      })
    ).cookie;
  }
  cookies.set(person, cookie);
  return cookie;
}

function allowed(access: Access, person: Person, kind: "loader" | "action"): boolean {
  const area = kind === "action" ? (access.actionArea ?? access.area) : access.area;
  if (area === "anyone") return true;
  if (person === "customer" || person === "visitor") return false;
  if (area === "anyStaff") return true;
  return (AREA_ROLES[area] as readonly StaffRole[]).includes(person);
}

describe("the back office's role matrix", () => {
  it("knows every back-office route of the route table", () => {
    expect(adminFiles(routes as RouteEntry[]).sort()).toEqual(Object.keys(ACCESS).sort());
  });

  const people: Person[] = [...STAFF_ROLES, "customer", "visitor"];
  for (const [file, access] of Object.entries(ACCESS)) {
    const areas = access.actionArea ? `${access.area} (its action to ${access.actionArea})` : access.area;
    it(`${file}: open to ${areas}, closed to everyone else`, async () => {
      const route = await access.load();
      for (const person of people) {
        const cookie = await cookieOf(person);
        for (const [kind, handler] of [
          ["loader", route.loader],
          ["action", route.action],
        ] as const) {
          if (!handler) continue;
          const result = answer(
            await callRoute(handler, access.path, {
              cookie,
              params: access.params,
              form: kind === "action" ? {} : undefined,
            }),
          );
          const where = `${kind} of ${file} for ${person}`;
          expect(result.status, where).toBeLessThan(500);
          if (allowed(access, person, kind)) {
            expect(result.status, where).not.toBe(403);
            if (access.area !== "anyone") expect(result.location ?? "", where).not.toMatch(/^\/admin\/login/);
          } else if (person === "customer" || person === "visitor") {
            // A customer's session opens nothing here: sent to the staff sign-in.
            expect(result.location, where).toMatch(/^\/admin\/login/);
          } else {
            expect(result.status, where).toBe(403);
          }
        }
      }
      if (access.endsSessions) cookies.clear();
    });
  }
});
