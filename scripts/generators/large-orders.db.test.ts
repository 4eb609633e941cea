import { asc, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { countQueries } from "~/db/query-count.server";
import {
  auditLog,
  mailOutbox,
  orderLines,
  orders,
  payments,
  shipments,
  shirtStageEvents,
  shirtUnits,
  users,
} from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { validateDesign } from "~/modules/design/design.server";
import { orderFiltersSchema } from "~/modules/orders/staff-filters";
import { listOrdersForStaff } from "~/modules/orders/staff-list.server";
import { getOrderForStaff } from "~/modules/pages/admin/order.server";
import { orderNumber } from "~/modules/shop/order-number";
import { statusFollowingShirts } from "~/modules/shop/order-status";
import { sizeSchema } from "~/modules/sizing/size";
import { generateLargeOrders } from "./large-orders";

const database = databaseForTests({ seed: true });
const NOW = new Date("2026-11-26T10:00:00Z");
const TODAY = "2026-11-26";

/** The query counts of the order list (plain, searched, filtered) and of an order's page. */
async function backOfficeQueries(email: string, orderId: number) {
  const list = async (values: Record<string, string>) =>
    (await countQueries(database.db, () => listOrdersForStaff(orderFiltersSchema.parse(values), { today: TODAY })))
      .queries;
  return {
    plain: await list({}),
    byEmail: await list({ q: email }),
    lateInProduction: await list({ status: "in_production", late: "on" }),
    order: (await countQueries(database.db, () => getOrderForStaff(orderId, { today: TODAY }))).queries,
  };
}

describe("the generated order book", () => {
  it("holds orders as checkout, payment and the workshop would have left them", async () => {
    const first = await generateLargeOrders(database.db, { orders: 50, now: NOW });
    expect(first).toMatchObject({ ordersBefore: 0, ordersAdded: 50 });
    expect(first.customersAdded).toBe(20);

    const orderRows = await database.db
      .select({
        id: orders.id,
        status: orders.status,
        userId: orders.userId,
        subtotalMinor: orders.subtotalMinor,
        deliveryMinor: orders.deliveryMinor,
        totalMinor: orders.totalMinor,
        paidAt: orders.paidAt,
        createdAt: orders.createdAt,
        promisedLatest: orders.promisedLatest,
      })
      .from(orders)
      .orderBy(asc(orders.id));
    const lines = await database.db
      .select({
        orderId: orderLines.orderId,
        design: orderLines.design,
        size: orderLines.size,
        quantity: orderLines.quantity,
        unitPriceMinor: orderLines.unitPriceMinor,
        lineTotalMinor: orderLines.lineTotalMinor,
      })
      .from(orderLines);
    const units = await database.db
      .select({ id: shirtUnits.id, orderId: shirtUnits.orderId, stage: shirtUnits.stage })
      .from(shirtUnits);
    const paymentRows = await database.db
      .select({ orderId: payments.orderId, status: payments.status, amountMinor: payments.amountMinor })
      .from(payments);
    const parcels = await database.db
      .select({
        orderId: shipments.orderId,
        deliveredAt: shipments.deliveredAt,
        trackingNumber: shipments.trackingNumber,
      })
      .from(shipments);

    expect(new Set(orderRows.map((order) => order.status)).size).toBeGreaterThanOrEqual(4);
    expect(orderRows.every((order) => order.userId !== null)).toBe(true);
    expect(orderRows[0]!.createdAt.getTime()).toBeGreaterThan(NOW.getTime() - 549 * 86_400_000);
    for (const order of orderRows) {
      const own = lines.filter((line) => line.orderId === order.id);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(3);
      for (const line of own) expect(line.lineTotalMinor).toBe(line.unitPriceMinor * line.quantity);
      expect(order.subtotalMinor).toBe(own.reduce((sum, line) => sum + line.lineTotalMinor, 0));
      expect(order.totalMinor).toBe(order.subtotalMinor + order.deliveryMinor);

      const stages = units.filter((unit) => unit.orderId === order.id).map((unit) => unit.stage);
      const paid = paymentRows.filter((payment) => payment.orderId === order.id && payment.status === "succeeded");
      const parcel = parcels.find((candidate) => candidate.orderId === order.id);
      if (order.paidAt === null) {
        expect(["pending_payment", "cancelled"]).toContain(order.status);
        expect(stages).toEqual([]);
        expect(paid).toEqual([]);
        expect(order.promisedLatest).toBeNull();
        continue;
      }
      expect(stages).toHaveLength(own.reduce((sum, line) => sum + line.quantity, 0));
      expect(order.promisedLatest).not.toBeNull();
      expect(paid).toEqual([{ orderId: order.id, status: "succeeded", amountMinor: order.totalMinor }]);
      expect(statusFollowingShirts("paid", stages)).toBe(order.status);
      expect(Boolean(parcel)).toBe(order.status === "shipped" || order.status === "delivered");
      if (parcel) expect(parcel.trackingNumber).not.toBe("");
      expect(Boolean(parcel?.deliveredAt)).toBe(order.status === "delivered");
    }
    // Every design is one the shop accepts, every size one it can make.
    for (const line of lines.slice(0, 20)) {
      expect(await validateDesign(line.design)).toMatchObject({ ok: true });
      expect(sizeSchema.safeParse(line.size).success).toBe(true);
    }
    // Each shirt's moves lead to its stage.
    const events = await database.db
      .select({ unitId: shirtStageEvents.unitId, to: shirtStageEvents.toStage })
      .from(shirtStageEvents)
      .orderBy(asc(shirtStageEvents.at), asc(shirtStageEvents.id));
    for (const unit of units) {
      const last = events.filter((event) => event.unitId === unit.id).at(-1);
      expect(last?.to ?? "queued").toBe(unit.stage);
    }
    const paidIds = orderRows.filter((order) => order.paidAt).map((order) => order.id);
    const subjects = await database.db
      .select({ subject: mailOutbox.subject, status: mailOutbox.status })
      .from(mailOutbox);
    // Sent already: a shop started on the generated book mails nobody.
    expect(subjects.filter((mail) => mail.status !== "sent")).toEqual([]);
    for (const id of paidIds)
      expect(subjects).toContainEqual({ subject: `Your order ${orderNumber(id)}`, status: "sent" });
    const [{ started } = { started: 0 }] = await database.db
      .select({ started: count() })
      .from(auditLog)
      .where(eq(auditLog.action, "order.production_started"));
    expect(started).toBe(paidIds.length);
  });

  it("adds nothing when the target is reached, and the rest when it grows", async () => {
    expect(await generateLargeOrders(database.db, { orders: 50, now: NOW })).toMatchObject({ ordersAdded: 0 });
    const [{ n: customersBefore } = { n: 0 }] = await database.db.select({ n: count() }).from(users);
    expect(await generateLargeOrders(database.db, { orders: 60, now: NOW })).toMatchObject({
      ordersBefore: 50,
      ordersAdded: 10,
    });
    const [{ n: customersAfter } = { n: 0 }] = await database.db.select({ n: count() }).from(users);
    expect(customersAfter).toBe(customersBefore + 4);
  });

  it("gives the back office's list and order page the same number of queries at 60 and 400 orders", async () => {
    const [small] = await database.db
      .select({ id: orders.id, email: orders.customerEmail })
      .from(orders)
      .where(eq(orders.status, "delivered"))
      .limit(1);
    const atSixty = await backOfficeQueries(small!.email, small!.id);
    await generateLargeOrders(database.db, { orders: 400, now: NOW });
    const [large] = await database.db
      .select({ id: orders.id, email: orders.customerEmail })
      .from(orders)
      .where(eq(orders.status, "delivered"))
      .orderBy(asc(orders.id))
      .offset(300)
      .limit(1);
    expect(await backOfficeQueries(large!.email, large!.id)).toEqual(atSixty);
    expect(atSixty).toEqual({ plain: 2, byEmail: 2, lateInProduction: 2, order: 11 });
  });
});
