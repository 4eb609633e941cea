import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { countQueries } from "~/db/query-count.server";
import { clothReservations, fabrics, fitClaims, orderLines, orders, payments, refunds, shirtUnits } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { csvDownload } from "~/infra/download";
import { moveShirtToNextStage } from "~/modules/production/stage-moves.server";
import { packAllShirts, paidOrder, unitsOf } from "~/modules/production/test-support.server";
import { orderNumber } from "~/modules/shop/order-number";
import { type OrderFilters, orderFiltersSchema } from "./staff-filters";
import { listOrdersForStaff, ordersCsv, ordersForExport } from "./staff-list.server";

const database = databaseForTests({ seed: true });

const SERVICE = { id: null, name: "Sofia (service)" };
const TODAY = "2026-11-26";
/** A word in the names of this file's orders, so other orders of the database never match. */
const TAG = `Qz${process.pid}`;

const filters = (values: Record<string, string> = {}): OrderFilters => orderFiltersSchema.parse(values);
const numbersOf = (rows: { number: string }[]) => rows.map((row) => row.number);

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
    const [unit] = await database.db.select({ id: shirtUnits.id }).from(shirtUnits).where(eq(shirtUnits.orderId, a));
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

  it("shows each saved view's orders, alone or with the page's filters", async () => {
    // Before: a in production (a shirt cut), b paid with a refund, c paid and late.
    const inView = async (view: string, values: Record<string, string> = {}) =>
      numbersOf(
        (await listOrdersForStaff(filters({ q: TAG, view, sort: "oldest", ...values }), { today: TODAY })).rows,
      );
    expect(await inView("all")).toEqual([b, a, c].map(orderNumber));
    expect(await inView("to_start")).toEqual([b, c].map(orderNumber));
    expect(await inView("to_start", { provider: "paypal" })).toEqual([orderNumber(c)]);
    expect(await inView("in_production")).toEqual([orderNumber(a)]);
    expect(await inView("late")).toEqual([orderNumber(c)]);
    expect(await inView("refunds")).toEqual([orderNumber(b)]);
    expect(await inView("to_ship")).toEqual([]);
    expect(await inView("waiting_cloth")).toEqual([]);

    await packAllShirts(c);
    expect(await inView("to_ship")).toEqual([orderNumber(c)]);
    expect(await inView("to_start")).toEqual([orderNumber(b)]);

    // One of b's shirts waits for its fabric (a shortage); a filled one is not waiting.
    const [fabric] = await database.db.select({ id: fabrics.id }).from(fabrics).limit(1);
    const [unitB] = await unitsOf(b);
    const [unitA] = await unitsOf(a);
    for (const [unit, orderId, status] of [
      [unitB!, b, "short"],
      [unitA!, a, "reserved"],
    ] as const) {
      await database.db
        .insert(clothReservations)
        .values({ shirtUnitId: unit.id, orderId, fabricId: fabric!.id, clothCm: 180, status })
        .onConflictDoUpdate({ target: clothReservations.shirtUnitId, set: { status } });
    }
    expect(await inView("waiting_cloth")).toEqual([orderNumber(b)]);
  });

  it("names a remake by the order it remakes", async () => {
    const [unit] = await unitsOf(a);
    const [line] = await database.db.select().from(orderLines).where(eq(orderLines.id, unit!.lineId));
    const [order] = await database.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, a));
    await database.db.insert(fitClaims).values({
      unitId: unit!.id,
      orderId: a,
      orderLineId: line!.id,
      userId: order!.userId!,
      corrections: {},
      orderedSize: line!.size,
      correctedSize: line!.size,
      status: "remake",
      remakeOrderId: b,
    });
    const { rows } = await listOrdersForStaff(filters({ q: TAG, sort: "oldest" }), { today: TODAY });
    expect(rows.map((row) => row.remakeOf)).toEqual([{ id: a, number: orderNumber(a) }, null, null]);
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

    it("exports only the orders chosen on the list, whatever the filters", async () => {
      const chosen = [copies[3]!, copies[1]!];
      const exported: number[] = [];
      for await (const row of ordersForExport(filters({ q: "nobody at all", sort: "oldest" }), {
        today: TODAY,
        orderIds: chosen,
      })) {
        exported.push(row.id);
      }
      expect(exported).toEqual([copies[1], copies[3]]);
    });

    it("writes the CSV with a header, the shop owner's columns and formulas kept as text", async () => {
      const table = ordersCsv(filters({ q: MANY, sort: "oldest" }), { today: TODAY });
      const text = await csvDownload(table, "orders.csv").text();
      const lines = text
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split(/\r?\n/);
      expect(lines[0]).toBe(
        "Number,Placed,Status,Customer,E-mail,Country,Items,Total,Refunded,Currency,Remake of,Payment,Promised from,Promised by,Late,Carrier,Tracking number,Tracking link",
      );
      expect(lines).toHaveLength(28);
      expect(lines[1]).toContain(`${orderNumber(copies[0]!)},`);
      expect(lines[1]).toContain(`"'=HYPERLINK(""x"") ${MANY}"`);
      expect(lines[2]).toMatch(
        new RegExp(
          `^${orderNumber(copies[1]!)},\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},In production,${MANY} 1,[^,]+@example.com,[^,]*,2,100.00,0.00,EUR,,test,2026-12-16,2026-12-20,no,,,$`,
        ),
      );
    });
  });
});
