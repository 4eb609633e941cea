import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { config } from "~/config.server";
import { fabrics } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { payWithTestCard, startPayment } from "~/modules/checkout/checkout.server";
import { buyNowForm, customerWithCart } from "~/modules/checkout/test-support.server";
import { defaultDesignFor } from "~/modules/design/design.server";
import { TEST_CARD_ACCEPTED } from "~/modules/payments/test-card";
import { changeSetting } from "~/modules/settings/settings.server";
import { orderNumber } from "~/modules/shop/order-number";
import { createSignedInStaff, type TestStaff } from "~/modules/staff/test-support.server";
import { STOCK_MESSAGES } from "~/modules/stock/forms";
import { answer, callRoute } from "../route-calls.test-support";
import * as dashboard from "./dashboard";
import * as fabric from "./fabric";
import * as fabricsList from "./fabrics";
import * as order from "./order";

const EUR = { code: "EUR", symbol: "€", rate: 1 } as const;

/*
 * The stock on the back office's fabric pages: who records cloth, what bad input
 * gets, what the page and the low-stock list then show.
 */

const database = databaseForTests({ seed: true });

let service: TestStaff;
let workshop: TestStaff;
let owner: TestStaff;

beforeAll(async () => {
  owner = await createSignedInStaff({ name: "Olivia", email: "olivia@example.com", role: "owner" });
  service = await createSignedInStaff({ name: "Sofia", email: "sofia@example.com", role: "service" });
  workshop = await createSignedInStaff({ name: "Giulia", email: "giulia@example.com", role: "workshop" });
});

const post = (staff: TestStaff, form: Record<string, string>) =>
  callRoute(fabric.action, "/admin/fabrics/1", {
    form: { intent: "stock", ...form },
    cookie: staff.cookie,
    params: { id: "1" },
  });

const load = async (staff: TestStaff) =>
  answer(await callRoute(fabric.loader, "/admin/fabrics/1", { cookie: staff.cookie, params: { id: "1" } })).data as {
    canEdit: boolean;
    stock: { metres: string | null; status: string; movements: { what: string; note: string; by: string }[] };
  };

const stockOfFabric1 = async () =>
  (await database.db.select({ stockCm: fabrics.stockCm }).from(fabrics).where(eq(fabrics.id, 1)))[0]!.stockCm;

describe("recording stock on a fabric's page", () => {
  it("lets customer service record cloth received, shown in the movements at once", async () => {
    const before = (await stockOfFabric1())!;
    const done = answer(await post(service, { kind: "received", metres: "42.5", note: "Delivery 7781" }));
    expect(done.status).toBe(302);
    expect(done.location).toBe("/admin/fabrics/1?done=stock&filled=0#stock");
    expect(await stockOfFabric1()).toBe(before + 4250);
    const page = await load(service);
    expect(page.stock.metres).toBe(`${((before + 4250) / 100).toFixed(2)} m`);
    expect(page.stock.movements[0]).toEqual(
      expect.objectContaining({ what: "Cloth received", note: "Delivery 7781", by: "Sofia" }),
    );
  });

  it("answers bad input with a message beside the field and a 400, changing nothing", async () => {
    const before = await stockOfFabric1();
    const refused = answer(await post(owner, { kind: "received", metres: "lots" }));
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.data)).toContain(STOCK_MESSAGES.metres);
    expect(await stockOfFabric1()).toBe(before);
  });

  it("shows the workshop the stock and its movements without the form, and refuses its entry", async () => {
    const page = await load(workshop);
    expect(page.canEdit).toBe(false);
    expect(page.stock.movements.length).toBeGreaterThan(0);
    expect(answer(await post(workshop, { kind: "counted", metres: "1" })).status).toBe(403);
  });

  it("lists low stock fewest metres first, under the setting's line", async () => {
    await database.db.update(fabrics).set({ stockCm: 900 }).where(eq(fabrics.id, 2));
    await database.db.update(fabrics).set({ stockCm: 150 }).where(eq(fabrics.id, 3));
    const list = answer(await callRoute(fabricsList.loader, "/admin/fabrics?stock=low", { cookie: service.cookie }))
      .data as { rows: { id: number; stock: string; canMakeShirt: boolean }[]; lowStockMetres: number };
    expect(list.lowStockMetres).toBe(20);
    expect(list.rows.map((row) => [row.id, row.stock, row.canMakeShirt])).toEqual([
      [3, "1.50 m", false],
      [2, "9.00 m", true],
    ]);
    expect((await changeSetting({ id: null, name: "Test" }, "lowStockMetres", "5")).ok).toBe(true);
    const shorter = answer(await callRoute(fabricsList.loader, "/admin/fabrics?stock=low", { cookie: owner.cookie }))
      .data as { rows: { id: number }[] };
    expect(shorter.rows.map((row) => row.id)).toEqual([3]);
  });

  it("shows a paid shirt left short of cloth on the dashboard and its order's page", async () => {
    config.rateLimits = false;
    const design = (await defaultDesignFor(1))!;
    const customer = await customerWithCart(design, [1]);
    const started = await startPayment(customer, "203.0.113.9", EUR, await buyNowForm(customer, EUR));
    if (!started.ok || started.kind !== "started") throw new Error("The payment did not start.");
    // Another order took the last metres while this customer was paying.
    await database.db.update(fabrics).set({ stockCm: 0 }).where(eq(fabrics.id, design.fabricId));
    const paid = await payWithTestCard(started, TEST_CARD_ACCEPTED);
    if (!paid.ok || paid.kind !== "paid") throw new Error("The payment did not go through.");

    const today = answer(await callRoute(dashboard.loader, "/admin", { cookie: service.cookie })).data as {
      shortages: { orderNumber: string; shirts: number; fabricHref: string }[];
    };
    expect(today.shortages).toEqual([
      expect.objectContaining({
        orderNumber: orderNumber(paid.order.id),
        shirts: 1,
        fabricHref: `/admin/fabrics/${design.fabricId}#stock`,
      }),
    ]);
    const page = answer(
      await callRoute(order.loader, `/admin/orders/${paid.order.id}`, {
        cookie: service.cookie,
        params: { id: String(paid.order.id) },
      }),
    ).data as { shortages: { text: string }[] };
    expect(page.shortages).toEqual([
      expect.objectContaining({ text: expect.stringMatching(/^1 shirt of .+ \(\d+\.\d\d m\)$/) }),
    ]);
  });
});
