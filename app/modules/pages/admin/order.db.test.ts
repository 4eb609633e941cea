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
import { getOrderForStaff } from "./order.server";

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
    expect(said[0]).toBe(`${customer.name}: Order placed`);
    expect(said).toContain(`${customer.name}: Paid (With test)`);
    expect(said).toContain(`Sofia (service): Note added (Internal: Asked for gift wrapping)`);
    expect(said).toContain(`Sofia (service): Note added (For the customer: Your fabric has arrived)`);
    expect(
      said.some((s) =>
        /^Sofia \(service\): Promise moved \(\d{4}-\d{2}-\d{2}–\d{4}-\d{2}-\d{2} → 2099-01-05–2099-01-07\)$/.test(s),
      ),
    ).toBe(true);
    expect(said.some((s) => s.startsWith("Giulia (workshop): Queued → Cutting ("))).toBe(true);
    expect(said.some((s) => s.startsWith("Giulia (workshop): Quality check passed ("))).toBe(true);
    expect(said).toContain(`Sofia (service): Shipped (DHL, tracking JD${orderId}X)`);
    expect(said.some((s) => s.startsWith("Sofia (service): Marked delivered (Delivered on "))).toBe(true);
    expect(said).toContain(`Sofia (service): Status changed (In production → Shipped)`);
    const mails = said.filter((s) => s.startsWith("The shop: E-mail"));
    expect(mails).toEqual([
      `The shop: E-mail queued (Your order ${orderNumber(orderId)})`,
      `The shop: E-mail queued (A message about your order ${orderNumber(orderId)})`,
      `The shop: E-mail queued (New delivery dates for your order ${orderNumber(orderId)})`,
      `The shop: E-mail queued (Your order ${orderNumber(orderId)} is on its way)`,
    ]);
    expect(order.timeline.map((entry) => entry.at.getTime())).toEqual(
      [...order.timeline].map((entry) => entry.at.getTime()).sort((x, y) => x - y),
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
});
