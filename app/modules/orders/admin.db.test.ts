import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { countQueries } from "~/db/query-count.server";
import { orderLines, orders, payments, refunds } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import {
  addOrderNote,
  markDelivered,
  movePromise,
  moveShirtToNextStage,
  shipOrder,
} from "~/modules/production/production.server";
import { packAllShirts, paidOrder } from "~/modules/production/test-support.server";
import { shopDate } from "~/modules/shop/calendar";
import { orderNumber } from "~/modules/shop/order-number";
import { dashboard, getOrderForStaff, listOrdersForStaff, ordersCsvStream, ordersForExport } from "./admin.server";
import { type OrderFilters, orderFiltersSchema } from "./staff-filters";

const database = databaseForTests({ seed: true });

const SERVICE = { id: null, name: "Sofia (service)" };
const TODAY = "2026-11-26";
/** A word in the names of this file's orders, so other orders of the database never match. */
const TAG = `Qz${process.pid}`;

const filters = (values: Record<string, string> = {}): OrderFilters => orderFiltersSchema.parse(values);
const numbersOf = (rows: { number: string }[]) => rows.map((row) => row.number);

async function csvText(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

let a: number;
let b: number;
let c: number;
let emailB: string;

beforeAll(async () => {
  ({ orderId: a } = await paidOrder([2]));
  const second = await paidOrder([1]);
  b = second.orderId;
  emailB = second.customer.email;
  ({ orderId: c } = await paidOrder([1, 1]));
  const set = (id: number, values: Partial<typeof orders.$inferInsert>) =>
    database.db.update(orders).set(values).where(eq(orders.id, id));
  await set(a, {
    customerName: `${TAG} Alba`,
    totalMinor: 10_000,
    promisedEarliest: "2026-12-16",
    promisedLatest: "2026-12-20",
  });
  await set(b, {
    customerName: `${TAG} Bruno`,
    totalMinor: 20_000,
    createdAt: new Date("2025-01-10T12:00:00Z"),
    promisedEarliest: "2026-12-08",
    promisedLatest: "2026-12-10",
  });
  await set(c, {
    customerName: `${TAG} Carla`,
    totalMinor: 15_000,
    paymentProvider: "paypal",
    promisedEarliest: "2025-01-01",
    promisedLatest: "2025-01-05",
  });
});

describe("the back office's order list", () => {
  it("finds an order by its number, with or without the prefix and zeros", async () => {
    for (const q of [orderNumber(a), orderNumber(a).toLowerCase(), `AS${a}`, String(a)]) {
      const { rows } = await listOrdersForStaff(filters({ q }), { today: TODAY });
      expect(numbersOf(rows)).toContain(orderNumber(a));
    }
    const { rows } = await listOrdersForStaff(filters({ q: orderNumber(a) }), { today: TODAY });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: a, items: 2, status: "paid", currencyCode: "EUR", totalMinor: 10_000 });
  });

  it("finds customers by part of their name or e-mail, whatever the case", async () => {
    const byName = await listOrdersForStaff(filters({ q: `${TAG.toLowerCase()} bru` }), { today: TODAY });
    expect(numbersOf(byName.rows)).toEqual([orderNumber(b)]);
    const part = emailB.slice(0, emailB.indexOf("@")).toUpperCase();
    const byEmail = await listOrdersForStaff(filters({ q: part }), { today: TODAY });
    expect(numbersOf(byEmail.rows)).toEqual([orderNumber(b)]);
    // LIKE's wildcards are searched for as themselves.
    expect((await listOrdersForStaff(filters({ q: `${TAG}%` }), { today: TODAY })).total).toBe(0);
  });

  it("sorts newest, oldest, by total and by promise", async () => {
    const sorted = async (sort: string) =>
      numbersOf((await listOrdersForStaff(filters({ q: TAG, sort }), { today: TODAY })).rows);
    expect(await sorted("newest")).toEqual([c, a, b].map(orderNumber));
    expect(await sorted("oldest")).toEqual([b, a, c].map(orderNumber));
    expect(await sorted("total")).toEqual([b, c, a].map(orderNumber));
    expect(await sorted("promise")).toEqual([c, b, a].map(orderNumber));
  });

  it("filters by status, production stage, provider, date placed and lateness", async () => {
    const [unit] = (await getOrderForStaff(a, { today: TODAY }))!.lines[0]!.shirts;
    expect(await moveShirtToNextStage(SERVICE, { unitId: unit!.id, from: "queued" })).toMatchObject({ ok: true });
    const listed = async (values: Record<string, string>) =>
      numbersOf((await listOrdersForStaff(filters({ q: TAG, ...values }), { today: TODAY })).rows);
    expect(await listed({ status: "in_production" })).toEqual([orderNumber(a)]);
    expect(await listed({ status: "paid", sort: "oldest" })).toEqual([b, c].map(orderNumber));
    expect(await listed({ stage: "cutting" })).toEqual([orderNumber(a)]);
    expect(await listed({ stage: "queued", sort: "oldest" })).toEqual([b, a, c].map(orderNumber));
    expect(await listed({ provider: "paypal" })).toEqual([orderNumber(c)]);
    // 12:00 UTC on 10 January is that day in Italy too.
    expect(await listed({ from: "2025-01-10", to: "2025-01-10" })).toEqual([orderNumber(b)]);
    expect(await listed({ from: "2025-01-11", to: "2025-12-31" })).toEqual([]);
    expect(await listed({ to: "2025-01-09" })).toEqual([]);
    expect(await listed({ late: "1" })).toEqual([orderNumber(c)]);
    const { rows } = await listOrdersForStaff(filters({ q: orderNumber(c) }), { today: TODAY });
    expect(rows[0]?.late).toBe(true);
  });

  it("shows what went back to the customer: succeeded refunds only", async () => {
    const [payment] = await database.db.select().from(payments).where(eq(payments.orderId, b));
    const refund = {
      orderId: b,
      paymentId: payment!.id,
      provider: "test",
      currencyCode: "EUR",
      reason: "goodwill" as const,
    };
    await database.db.insert(refunds).values([
      { ...refund, amountMinor: 5_000, status: "succeeded", idempotencyKey: `${TAG}-list-1` },
      { ...refund, amountMinor: 1_000, status: "pending", idempotencyKey: `${TAG}-list-2` },
    ]);
    const { rows } = await listOrdersForStaff(filters({ q: TAG, sort: "oldest" }), { today: TODAY });
    expect(rows.map((row) => row.refundedMinor)).toEqual([5_000, 0, 0]);
  });

  describe("many orders", () => {
    const MANY = `${TAG}many`;
    let copies: number[] = [];

    beforeAll(async () => {
      const [row] = await database.db.select().from(orders).where(eq(orders.id, a));
      const { id: _id, cartId: _cart, ...order } = row!;
      const inserted = await database.db
        .insert(orders)
        .values(
          Array.from({ length: 27 }, (_, index) => ({
            ...order,
            cartId: null,
            customerName: index === 0 ? `=HYPERLINK("x") ${MANY}` : `${MANY} ${index}`,
          })),
        )
        .returning({ id: orders.id });
      copies = inserted.map((insert) => insert.id);
      const [line] = await database.db.select().from(orderLines).where(eq(orderLines.orderId, a));
      const { id: _lineId, ...lineValues } = line!;
      await database.db.insert(orderLines).values(copies.map((orderId) => ({ ...lineValues, orderId })));
    });

    it("pages 25 at a time with the total, in two queries however many orders match", async () => {
      const first = await countQueries(database.db, () => listOrdersForStaff(filters({ q: MANY }), { today: TODAY }));
      expect(first.result).toMatchObject({ total: 27, page: 1, pages: 2 });
      expect(first.result.rows).toHaveLength(25);
      const second = await listOrdersForStaff(filters({ q: MANY, page: "2" }), { today: TODAY });
      expect(second.rows).toHaveLength(2);
      expect(new Set([...numbersOf(first.result.rows), ...numbersOf(second.rows)]).size).toBe(27);
      const few = await countQueries(database.db, () => listOrdersForStaff(filters({ q: TAG }), { today: TODAY }));
      expect(first.queries).toBe(2);
      expect(few.queries).toBe(first.queries);
    });

    it("exports every matching order in batches, each once, in the list's order", async () => {
      for (const sort of ["newest", "oldest", "total", "promise"]) {
        const exported: number[] = [];
        for await (const row of ordersForExport(filters({ q: MANY, sort }), { today: TODAY, batchSize: 10 })) {
          exported.push(row.id);
        }
        const sorted = [...copies].sort((x, y) => (sort === "oldest" || sort === "promise" ? x - y : y - x));
        // Copies share every sort key but the id, which breaks the ties.
        expect(exported).toEqual(sorted);
      }
    });

    it("writes the CSV with a header, the shop owner's columns and formulas kept as text", async () => {
      const text = await csvText(ordersCsvStream(filters({ q: MANY, sort: "oldest" }), { today: TODAY }));
      const lines = text
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split(/\r?\n/);
      expect(lines[0]).toBe(
        "Number,Placed,Status,Customer,E-mail,Country,Items,Total,Refunded,Currency,Payment,Promised from,Promised by,Late,Carrier,Tracking number,Tracking link",
      );
      expect(lines).toHaveLength(28);
      expect(lines[1]).toContain(`${orderNumber(copies[0]!)},`);
      expect(lines[1]).toContain(`"'=HYPERLINK(""x"") ${MANY}"`);
      expect(lines[2]).toMatch(
        new RegExp(
          `^${orderNumber(copies[1]!)},\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},In production,${MANY} 1,[^,]+@example.com,[^,]*,2,100.00,0.00,EUR,test,2026-12-16,2026-12-20,no,,,$`,
        ),
      );
    });
  });
});

describe("an order for the back office", () => {
  it("has its customer, payment, lines with drawing, options, size and shirts, in a fixed number of queries", async () => {
    const { result: order, queries } = await countQueries(database.db, () => getOrderForStaff(c, { today: TODAY }));
    expect(order).toMatchObject({
      id: c,
      number: orderNumber(c),
      customerName: `${TAG} Carla`,
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
    const bigger = await countQueries(database.db, () => getOrderForStaff(a, { today: TODAY }));
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
      const { rows } = await listOrdersForStaff(filters({ q }), { today: TODAY });
      expect(numbersOf(rows)).toEqual([orderNumber(orderId)]);
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

describe("today at a glance", () => {
  it("counts orders to start, shirts per stage, late ones, this week's parcels and revenue per currency", async () => {
    const today = shopDate(new Date());
    const before = await dashboard({ today });
    const { orderId } = await paidOrder([2]);
    const second = await paidOrder([1]);
    await database.db
      .update(orders)
      .set({ promisedLatest: "2020-01-02", promisedEarliest: "2020-01-01" })
      .where(eq(orders.id, second.orderId));
    await packAllShirts(second.orderId, SERVICE);
    await shipOrder(SERVICE, {
      orderId: second.orderId,
      carrier: "UPS",
      trackingNumber: "1Z999",
      trackingUrl: "https://ups.example/t",
    });
    const [paid] = await database.db
      .select({ total: orders.totalMinor })
      .from(orders)
      .where(inArray(orders.id, [orderId]));

    const { result: after, queries } = await countQueries(database.db, () => dashboard({ today }));
    expect(queries).toBe(5);
    expect(after.toStart.total).toBe(before.toStart.total + 1);
    expect(after.toStart.orders.map((order) => order.id)).toContain(orderId);
    const queued = (figures: typeof after) => figures.stages.find((stage) => stage.stage === "queued")!.total;
    expect(queued(after)).toBe(queued(before) + 2);
    expect(after.shippedThisWeek).toBe(before.shippedThisWeek + 1);
    // Shipped but not delivered, past its promise: a late order, no longer a late shirt in the workshop.
    expect(after.lateOrders).toBe(before.lateOrders + 1);
    expect(after.lateShirts).toBe(before.lateShirts);
    const euros = (figures: typeof after) => figures.revenue.find((row) => row.currencyCode === "EUR");
    expect(euros(after)!.totalMinor - (euros(before)?.totalMinor ?? 0)).toBeGreaterThan(paid!.total);
    expect(euros(after)!.orders).toBe((euros(before)?.orders ?? 0) + 2);
  });
});
