import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, orderNotes } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { paidOrder } from "~/modules/production/test-support.server";
import { orderNumber } from "~/modules/shop/order-number";
import { createSignedInStaff, type TestStaff } from "~/modules/staff/test-support.server";
import { answer, callRoute } from "../route-calls.test-support";
import * as dashboard from "./dashboard";
import * as order from "./order";
import * as orders from "./orders";
import * as ordersExport from "./orders-export";
import * as ordersPackingSlips from "./orders-packing-slips";
import * as ordersShip from "./orders-ship";
import * as productionSheets from "./production-sheets";

/*
 * The back office's order pages through their loaders and actions: what service sees, what
 * bad input gets (a 4xx with its message, nothing changed), and who is turned away.
 */

const database = databaseForTests({ seed: true });

let service: TestStaff;
let workshop: TestStaff;
let orderId: number;
let email: string;

beforeAll(async () => {
  service = await createSignedInStaff({ name: "Sofia", email: "sofia@example.com", role: "service" });
  workshop = await createSignedInStaff({ name: "Giulia", email: "giulia@example.com", role: "workshop" });
  const paid = await paidOrder([2]);
  orderId = paid.orderId;
  email = paid.customer.email;
});

const orderPath = () => `/admin/orders/${orderId}`;
const postOrder = (form: Record<string, string | number>, id = String(orderId)) =>
  callRoute(order.action, `/admin/orders/${id}`, { form, cookie: service.cookie, params: { id } });

async function notesOf(id: number) {
  return database.db.select({ text: orderNotes.text }).from(orderNotes).where(eq(orderNotes.orderId, id));
}

describe("the order list", () => {
  it("finds the order by the customer's e-mail", async () => {
    const listed = answer(
      await callRoute(orders.loader, `/admin/orders?q=${encodeURIComponent(email)}`, { cookie: service.cookie }),
    );
    expect(listed.status).toBe(200);
    expect(listed.data).toMatchObject({ total: 1, rows: [{ number: orderNumber(orderId), items: 2 }] });
  });

  it("answers filters it cannot read with 400", async () => {
    for (const query of [
      "status=lost",
      "from=26%20Nov%202026",
      "from=31/11/2026",
      "view=urgent",
      "from=0001-01-01",
      "to=2026-02-31",
      "page=-1",
      "sort=cheap",
    ]) {
      const refused = answer(await callRoute(orders.loader, `/admin/orders?${query}`, { cookie: service.cookie }));
      expect(refused.status, query).toBe(400);
      const csv = answer(
        await callRoute(ordersExport.loader, `/admin/orders.csv?${query}`, { cookie: service.cookie }),
      );
      expect(csv.status, query).toBe(400);
    }
  });

  it("says which day filter it cannot read", async () => {
    const refused = answer(
      await callRoute(orders.loader, "/admin/orders?from=0001-01-01&to=2026-02-31", { cookie: service.cookie }),
    );
    expect(refused.data).toEqual({
      problems: [
        "Placed from: choose a day from 2000 to 2999.",
        "Placed until: 2026-02-31 is not a day of the calendar.",
      ],
    });
  });

  it("exports the filtered list as a CSV attachment", async () => {
    const response = (await callRoute(ordersExport.loader, `/admin/orders.csv?q=${encodeURIComponent(email)}`, {
      cookie: service.cookie,
    })) as Response;
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await response.text()).trimEnd().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${orderNumber(orderId)},`);
    expect(lines[1]).toContain(email);
  });

  it("reads a day typed DD/MM/YYYY as the shop writes it", async () => {
    const listed = answer(
      await callRoute(orders.loader, `/admin/orders?q=${encodeURIComponent(email)}&from=01/01/2000&to=31/12/2999`, {
        cookie: service.cookie,
      }),
    );
    expect(listed.data).toMatchObject({ total: 1, filters: { from: "2000-01-01", to: "2999-12-31" } });
  });

  it("prints the sheets, slips and labels of the orders chosen, and exports them", async () => {
    const sheets = answer(
      await callRoute(productionSheets.loader, `/admin/production/sheets?orders=${orderId}`, {
        cookie: workshop.cookie,
      }),
    );
    expect(sheets.status).toBe(200);
    expect(sheets.data).toMatchObject({ total: 2, refused: false, fromOrders: true });
    expect((sheets.data as { title: string }).title).toBe(`Shirts of order ${orderNumber(orderId)}`);

    const slips = answer(
      await callRoute(ordersPackingSlips.loader, `/admin/orders/packing-slips?orders=${orderId}&orders=999999`, {
        cookie: service.cookie,
      }),
    );
    expect(slips.data).toMatchObject({
      slips: [{ orderNumber: orderNumber(orderId), shirts: [{ stage: "queued" }, { stage: "queued" }] }],
      skipped: [orderNumber(999999)],
      refused: false,
    });
    // The workshop sees an address only on a packed shirt's slip.
    expect(
      answer(
        await callRoute(ordersPackingSlips.loader, `/admin/orders/packing-slips?orders=${orderId}`, {
          cookie: workshop.cookie,
        }),
      ).status,
    ).toBe(403);

    const response = (await callRoute(ordersExport.loader, `/admin/orders.csv?orders=${orderId}`, {
      cookie: service.cookie,
    })) as Response;
    const lines = (await response.text()).trimEnd().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${orderNumber(orderId)},`);
    const refused = answer(
      await callRoute(ordersExport.loader, "/admin/orders.csv?orders=AS1", { cookie: service.cookie }),
    );
    expect(refused.status).toBe(400);
  });

  it("checks a list of orders to ship before shipping anything, refusing an empty one with 400", async () => {
    const post = (form: Record<string, string>, cookie = service.cookie) =>
      callRoute(ordersShip.action, "/admin/orders/ship", { form, cookie });
    const empty = answer(await post({ intent: "check", lines: "  \n" }));
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.data)).toContain("Paste at least one line, or choose a CSV file.");
    const checked = answer(await post({ intent: "check", lines: `${orderNumber(orderId)}, DHL, JD1` }));
    expect(checked.data).toMatchObject({
      step: "checked",
      lines: [{ number: orderNumber(orderId), problem: expect.stringContaining("not packed yet") }],
    });
    const shipped = answer(await post({ intent: "ship", lines: `${orderNumber(orderId)}, DHL, JD1` }));
    expect(shipped.data).toMatchObject({ step: "shipped", shipped: [], refused: [{ line: 1 }] });
    expect(answer(await post({ intent: "check", lines: "x" }, workshop.cookie)).status).toBe(403);
  });

  it("is closed to the workshop, who start at their queue instead of the dashboard", async () => {
    expect(answer(await callRoute(orders.loader, "/admin/orders", { cookie: workshop.cookie })).status).toBe(403);
    expect(answer(await callRoute(ordersExport.loader, "/admin/orders.csv", { cookie: workshop.cookie })).status).toBe(
      403,
    );
    expect(
      answer(await callRoute(order.loader, orderPath(), { cookie: workshop.cookie, params: { id: String(orderId) } }))
        .status,
    ).toBe(403);
    const home = answer(await callRoute(dashboard.loader, "/admin", { cookie: workshop.cookie }));
    expect(home).toMatchObject({ status: 302, location: "/admin/production" });
    const visitor = answer(await callRoute(dashboard.loader, "/admin"));
    expect(visitor.status).toBe(302);
    expect(visitor.location).toMatch(/^\/admin\/login/);
  });

  it("shows service today's figures", async () => {
    const today = answer(await callRoute(dashboard.loader, "/admin", { cookie: service.cookie }));
    expect(today.status).toBe(200);
    expect(today.data).toMatchObject({ toStart: { total: expect.any(Number) }, stages: expect.any(Array) });
  });
});

describe("the order page", () => {
  it("answers an unknown order with 404", async () => {
    for (const id of ["999999", "abc", "0", "1e3"]) {
      const page = answer(
        await callRoute(order.loader, `/admin/orders/${id}`, { cookie: service.cookie, params: { id } }),
      );
      expect(page.status, id).toBe(404);
      expect(answer(await postOrder({ intent: "note", visibility: "internal", text: "Hello" }, id)).status, id).toBe(
        404,
      );
    }
  });

  it("refuses bad input with 400 and its message, changing nothing", async () => {
    const emptyNote = answer(await postOrder({ intent: "note", visibility: "internal", text: "  " }));
    expect(emptyNote.status).toBe(400);
    expect(JSON.stringify(emptyNote.data)).toContain("Please write the note");
    const noVisibility = answer(await postOrder({ intent: "note", visibility: "everyone", text: "Hi" }));
    expect(noVisibility.status).toBe(400);
    expect(JSON.stringify(noVisibility.data)).toContain("Please choose who may read the note");
    const badLink = answer(
      await postOrder({ intent: "ship", carrier: "DHL", trackingNumber: "1", trackingUrl: "dhl" }),
    );
    expect(badLink.status).toBe(400);
    expect(JSON.stringify(badLink.data)).toContain("tracking link");
    const backwards = answer(await postOrder({ intent: "promise", earliest: "2099-02-10", latest: "2099-02-01" }));
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.data)).toContain("The last day cannot be before the first.");
    expect(answer(await postOrder({ intent: "refund" })).status).toBe(400);
    expect(await notesOf(orderId)).toEqual([]);
  });

  it("refuses with 409 what the order's state does not allow", async () => {
    const notPacked = answer(
      await postOrder({ intent: "ship", carrier: "DHL", trackingNumber: "JD1", trackingUrl: "https://dhl.example/t" }),
    );
    expect(notPacked.status).toBe(409);
    expect(JSON.stringify(notPacked.data)).toContain("2 shirts are not packed yet");
    expect(answer(await postOrder({ intent: "delivered" })).status).toBe(409);
  });

  it("adds a note, audited with who wrote it, whatever order id the form carries", async () => {
    const other = await paidOrder([1]);
    const added = answer(
      await postOrder({ intent: "note", visibility: "customer", text: "Your fabric arrived", orderId: other.orderId }),
    );
    expect(added).toMatchObject({ status: 302, location: `/admin/orders/${orderId}?done=note` });
    expect(await notesOf(orderId)).toEqual([{ text: "Your fabric arrived" }]);
    expect(await notesOf(other.orderId)).toEqual([]);
    const [entry] = await database.db
      .select({ staffName: auditLog.staffName })
      .from(auditLog)
      .where(and(eq(auditLog.action, "order.note_added"), eq(auditLog.entityId, String(orderId))));
    expect(entry?.staffName).toBe("Sofia");
    const page = answer(
      await callRoute(order.loader, orderPath(), { cookie: service.cookie, params: { id: String(orderId) } }),
    );
    expect(JSON.stringify(page.data)).toContain("Your fabric arrived");
  });
});
