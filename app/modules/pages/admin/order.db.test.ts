import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { countQueries } from "~/db/query-count.server";
import { orders } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { orderFiltersSchema } from "~/modules/orders/staff-filters";
import { listOrdersForStaff } from "~/modules/orders/staff-list.server";
import { addOrderNote, markDelivered, movePromise, shipOrder } from "~/modules/production/dispatch.server";
import { packAllShirts, paidOrder } from "~/modules/production/test-support.server";
import { orderNumber } from "~/modules/shop/order-number";
import { getOrderForStaff, loadOrderPage } from "./order.server";

const database = databaseForTests({ seed: true });

const SERVICE = { id: null, name: "Sofia (service)" };
const TODAY = "2026-11-26";
/** The customer of an order past its promise (the first days of 2025). */
const LATE_CUSTOMER = "Carla, late";

/** The late order (two lines of one shirt each) and an order of one line of two shirts. */
let lateOrder: number;
let twoShirts: number;

beforeAll(async () => {
  ({ orderId: twoShirts } = await paidOrder([2]));
  ({ orderId: lateOrder } = await paidOrder([1, 1]));
  await database.db
    .update(orders)
    .set({
      customerName: LATE_CUSTOMER,
      paymentProvider: "paypal",
      promisedEarliest: "2025-01-01",
      promisedLatest: "2025-01-05",
    })
    .where(eq(orders.id, lateOrder));
});

describe("an order for the back office", () => {
  it("has its customer, payment, lines with drawing, options, size and shirts, in a fixed number of queries", async () => {
    const { result: order, queries } = await countQueries(database.db, () =>
      getOrderForStaff(lateOrder, { today: TODAY }),
    );
    expect(order).toMatchObject({
      id: lateOrder,
      number: orderNumber(lateOrder),
      customerName: LATE_CUSTOMER,
      status: "paid",
      late: true,
      shippingAddress: { city: "Milano" },
      payments: [{ provider: "test", status: "succeeded", currencyCode: "EUR" }],
    });
    expect(order!.lines).toHaveLength(2);
    const [line] = order!.lines;
    expect(line!.look.fabric.name).toBeTruthy();
    expect(line!.designLabels.length).toBeGreaterThan(3);
    expect(line!.sizeText.summary).toContain("collar 41 cm");
    expect(line!.measurements.finished.neck).toBeGreaterThan(40);
    expect(line!.shirts).toMatchObject([{ label: "1 of 1", stage: "queued" }]);
    const bigger = await countQueries(database.db, () => getOrderForStaff(twoShirts, { today: TODAY }));
    expect(bigger.queries).toBe(queries);
    expect(queries).toBe(11);
    expect(await getOrderForStaff("12x")).toBeNull();
    expect(await getOrderForStaff(2_000_000_000)).toBeNull();
  });

  it("tells what happened and who did it, from placing to delivery", async () => {
    const { orderId, customer } = await paidOrder([1]);
    expect(
      await addOrderNote(SERVICE, { orderId, visibility: "internal", text: "Asked for gift wrapping" }),
    ).toMatchObject({ ok: true });
    expect(
      await addOrderNote(SERVICE, { orderId, visibility: "customer", text: "Your fabric has arrived" }),
    ).toMatchObject({ ok: true });
    const moved = await movePromise(SERVICE, { orderId, earliest: "2099-01-05", latest: "2099-01-07" });
    expect(moved).toMatchObject({ ok: true });
    await packAllShirts(orderId, { id: null, name: "Giulia (workshop)" });
    const tracking = { carrier: "DHL", trackingNumber: `JD${orderId}X`, trackingUrl: "https://dhl.example/track" };
    expect(await shipOrder(SERVICE, { orderId, ...tracking })).toMatchObject({ ok: true });
    expect(await markDelivered(SERVICE, { orderId })).toMatchObject({ ok: true });
    // Found by its tracking number, typed in lower case too.
    for (const q of [tracking.trackingNumber, tracking.trackingNumber.toLowerCase()]) {
      const { rows } = await listOrdersForStaff(orderFiltersSchema.parse({ q }), { today: TODAY });
      expect(rows.map((row) => row.number)).toEqual([orderNumber(orderId)]);
    }

    const order = (await getOrderForStaff(orderId))!;
    const said = order.timeline.map(
      (entry) => `${entry.who}: ${entry.what}${entry.detail ? ` (${entry.detail})` : ""}`,
    );
    expect(said.at(-1)).toBe(`${customer.name}: Order placed`);
    expect(said).toContain(`${customer.name}: Paid by test card`);
    expect(said).toContain(`Sofia (service): Note for staff (Asked for gift wrapping)`);
    expect(said).toContain(`Sofia (service): Note for the customer (e-mailed to them) (Your fabric has arrived)`);
    expect(
      said.some((s) =>
        /^Sofia \(service\): Delivery promise moved \(Now 5 January 2099 to 7 January 2099; it was /.test(s),
      ),
    ).toBe(true);
    expect(said.some((s) => s.startsWith("Giulia (workshop): Moved from queued to cutting"))).toBe(true);
    expect(said).toContain("Giulia (workshop): Passed the quality check");
    expect(said).toContain(`Sofia (service): Shipped with DHL (Tracking number JD${orderId}X)`);
    expect(said.some((s) => s.startsWith("Sofia (service): Marked delivered (Arrived on "))).toBe(true);
    expect(said).toContain(`Sofia (service): Status changed from In production to Shipped`);
    expect(said.some((s) => /: [\d.]+ m of .+ reserved$/.test(s))).toBe(true);
    // The workshop's events name their shirt; the e-mails are told apart from the events.
    expect(order.timeline.find((entry) => entry.what === "Passed the quality check")?.shirt?.label).toMatch(
      /^Shirt 1 of 1 · /,
    );
    const mails = order.timeline.filter((entry) => entry.kind === "mail").map((entry) => entry.detail);
    expect(mails).toEqual([
      `“Your order ${orderNumber(orderId)} is on its way”`,
      `“New delivery dates for your order ${orderNumber(orderId)}”`,
      `“A message about your order ${orderNumber(orderId)}”`,
      `“Your order ${orderNumber(orderId)}”`,
    ]);
    expect(order.timeline.map((entry) => entry.at.getTime())).toEqual(
      [...order.timeline].map((entry) => entry.at.getTime()).sort((x, y) => y - x),
    );
    expect(order.notes.map((note) => note.visibility)).toEqual(["customer", "internal"]);
    expect(order.shipment).toMatchObject({ carrier: "DHL", staffName: "Sofia (service)" });
    expect(order).toMatchObject({
      status: "delivered",
      canShip: false,
      canMarkDelivered: false,
      canMovePromise: false,
    });
  });

  it("offers shipping first once every shirt is packed, and shows the latest ten events, by day, or only the notes", async () => {
    const { orderId } = await paidOrder([2]);
    for (const n of [1, 2, 3]) {
      await addOrderNote(SERVICE, { orderId, visibility: "internal", text: `Call ${n}` });
    }
    await packAllShirts(orderId, { id: null, name: "Giulia (workshop)" });
    const page = (await loadOrderPage(orderId, "service"))!;
    expect(page.actions).toEqual({ primary: "ship", more: ["promise", "note", "refund", "invoice"] });
    expect(page.timeline.days.flatMap((day) => day.events)).toHaveLength(10);
    expect(page.timeline.hidden).toBe(page.timeline.matching - 10);
    expect(page.timeline.days[0]?.day).toMatch(/^\w{3}, \d{1,2} \w{3} \d{4}$/);
    expect(page.timeline.shirts.map((shirt) => shirt.label)).toEqual([
      expect.stringMatching(/^Shirt 1 of 2 · /),
      expect.stringMatching(/^Shirt 2 of 2 · /),
    ]);
    const notes = (await loadOrderPage(orderId, "service", { show: "notes", shirtId: null, all: false }))!;
    expect(notes.timeline.days.flatMap((day) => day.events.map((event) => event.detail))).toEqual([
      "Call 3",
      "Call 2",
      "Call 1",
    ]);
    expect(await loadOrderPage(orderId, "workshop")).toMatchObject({ actions: { primary: null, more: [] } });
  });
});
