import { createHash } from "node:crypto";
import { count, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import {
  auditLog,
  mailOutbox,
  orderLines,
  orderNotes,
  orders,
  payments,
  qualityChecks,
  shipments,
  shirtStageEvents,
  shirtUnits,
  users,
} from "~/db/schema";
import type { OrderStatus } from "~/modules/shop/order-status";
import { insertAll } from "./bulk-insert";
import { loadShopContext, type ShopContext } from "./orders-context";
import { type Customer, customersOfOrders } from "./orders-customers";
import { type OrderPlan, orderTimes, PAYMENT_TIMEOUT_MS, planOrder } from "./orders-plans";
import { orderRecords } from "./orders-records";
import { type ShirtLife, workshopRows } from "./orders-workshop";
import { type Random, randomSource } from "./random";

/*
 * A large generated order book for performance work (`npm run orders:generate`): customers,
 * their orders over the last 18 months built from the catalogue the way checkout builds them
 * (design, drawing and labels from the design module, prices from the cart's rules, the dated
 * promise from production's), and what the shop would have recorded since: payments, shirts
 * at the stages their age reaches, every stage move and quality check, parcels with tracking,
 * notes, the e-mails and the audit log. Deterministic for a given starting size and `now`.
 * Rows are built in memory and inserted a batch of orders at a time, one transaction each.
 */

export type LargeOrdersResult = {
  ordersBefore: number;
  ordersAdded: number;
  customersAdded: number;
  shirtsAdded: number;
  byStatus: Partial<Record<OrderStatus, number>>;
};

const ORDERS_PER_BATCH = 1000;

/**
 * Adds generated orders until the database holds `target` orders in all (a second run with
 * the same target adds nothing). `now` is the end of the period; `onBatch` reports progress.
 */
export async function generateLargeOrders(
  database: Database,
  options: { orders: number; now?: Date; onBatch?: (done: number, total: number) => void },
): Promise<LargeOrdersResult> {
  const now = options.now ?? new Date();
  const [{ n: ordersBefore } = { n: 0 }] = await database.select({ n: count() }).from(orders);
  const result: LargeOrdersResult = { ordersBefore, ordersAdded: 0, customersAdded: 0, shirtsAdded: 0, byStatus: {} };
  const wanted = options.orders - ordersBefore;
  if (wanted <= 0) return result;

  const context = await loadShopContext(database);
  const random = randomSource(0x5eed + ordersBefore);
  const runTag = ordersBefore.toString(36);
  const times = orderTimes(random, wanted, now);
  const { customers, buyers } = customersOfOrders(random, context, times, runTag);
  await database.transaction(async (tx) => {
    await insertAll(
      tx,
      users,
      customers.map((customer) => ({
        id: customer.id,
        name: customer.name,
        email: customer.email,
        emailVerified: true,
        phone: customer.phone || null,
        createdAt: customer.createdAt,
        updatedAt: customer.createdAt,
      })),
    );
  });
  result.customersAdded = customers.length;

  for (let start = 0; start < wanted; start += ORDERS_PER_BATCH) {
    const end = Math.min(wanted, start + ORDERS_PER_BATCH);
    await database.transaction(async (tx) => {
      await insertBatch(tx, random, context, now, times.slice(start, end), buyers.slice(start, end), result);
    });
    result.ordersAdded = end;
    options.onBatch?.(end, wanted);
  }
  // Fresh statistics for the planner: PGlite has no autovacuum, and with the counts of an empty
  // shop an order's page scans every stage event (0.9 s at 100,000 orders instead of 0.06 s).
  await database.execute(
    sql`analyze ${users}, ${orders}, ${orderLines}, ${payments}, ${shirtUnits}, ${shirtStageEvents}, ${qualityChecks}, ${shipments}, ${orderNotes}, ${mailOutbox}, ${auditLog}`,
  );
  return result;
}

const fingerprintOf = (value: unknown) => createHash("sha256").update(JSON.stringify(value)).digest("hex");

/** Plans a batch of orders, then stores them with their lines, shirts and everything recorded since. */
async function insertBatch(
  tx: Transaction,
  random: Random,
  context: ShopContext,
  now: Date,
  times: Date[],
  buyers: Customer[],
  result: LargeOrdersResult,
) {
  const plans = times.map((createdAt, index) => planOrder(random, context, now, createdAt, buyers[index]!));
  for (const plan of plans) result.byStatus[plan.status] = (result.byStatus[plan.status] ?? 0) + 1;

  const orderIds = await insertAll(
    tx,
    orders,
    plans.map((plan) => ({
      userId: plan.customer.id,
      status: plan.status,
      fingerprint: fingerprintOf({
        lines: plan.lines.map((line) => [line.design, line.size, line.quantity, line.unitPriceMinor]),
        delivery: plan.delivery.id,
        payment: plan.method.id,
        address: plan.customer.address,
        contact: [plan.customer.name, plan.customer.email],
        at: plan.createdAt.getTime(),
      }),
      currencyCode: plan.currency.code,
      rate: plan.currency.rate,
      ...plan.amounts,
      deliveryOptionId: plan.delivery.id,
      deliveryName: plan.delivery.name,
      paymentMethodId: plan.method.id,
      paymentProvider: plan.method.provider,
      customerName: plan.customer.name,
      customerEmail: plan.customer.email,
      customerPhone: plan.customer.phone,
      shippingAddress: plan.customer.address,
      billingAddress: plan.customer.address,
      createdAt: plan.createdAt,
      paidAt: plan.paidAt,
      cancelledAt: plan.status === "cancelled" ? new Date(plan.createdAt.getTime() + PAYMENT_TIMEOUT_MS) : null,
      cancelReason: plan.status === "cancelled" ? "expired" : null,
      promisedEarliest: plan.promise?.earliest ?? null,
      promisedLatest: plan.promise?.latest ?? null,
    })),
    "fingerprint",
  );
  const lineIds = await insertAll(
    tx,
    orderLines,
    plans.flatMap((plan, index) =>
      plan.lines.map((line) => ({
        orderId: orderIds[index]!,
        modelId: line.modelId,
        name: line.name,
        design: line.design,
        designLabels: line.labels,
        look: line.look,
        size: line.size,
        quantity: line.quantity,
        unitPriceMinor: line.unitPriceMinor,
        lineTotalMinor: line.lineTotalMinor,
      })),
    ),
    "orderId",
  );

  const shirts = shirtsOf(plans, orderIds, lineIds);
  const unitIds = await insertAll(tx, shirtUnits, shirts.rows, "orderLineId");
  result.shirtsAdded += unitIds.length;
  const history = workshopRows(shirts.lives, unitIds, context);
  const records = orderRecords(random, context, now, plans, orderIds, lineIds);

  await insertAll(tx, payments, records.payments);
  await insertAll(tx, shirtStageEvents, history.events);
  await insertAll(tx, qualityChecks, history.checks);
  await insertAll(tx, shipments, records.shipments);
  await insertAll(tx, orderNotes, records.notes);
  await insertAll(tx, mailOutbox, records.outbox);
  await insertAll(tx, auditLog, [...history.audits, ...records.audits]);
}

/** The shirts of paid orders, in line order, as startProduction creates them, with each one's life. */
function shirtsOf(plans: OrderPlan[], orderIds: number[], lineIds: number[]) {
  const rows: (typeof shirtUnits.$inferInsert)[] = [];
  const lives: ShirtLife[] = [];
  let lineCursor = 0;
  plans.forEach((plan, index) => {
    let shirtIndex = 0;
    for (const line of plan.lines) {
      const lineId = lineIds[lineCursor++]!;
      if (!plan.paidAt || !plan.life) continue;
      for (let unitNumber = 1; unitNumber <= line.quantity; unitNumber++) {
        const life = plan.life.shirts[shirtIndex++]!;
        const last = life.moves.at(-1);
        rows.push({
          orderId: orderIds[index]!,
          orderLineId: lineId,
          unitNumber,
          stage: last?.to ?? "queued",
          stageChangedAt: last?.at ?? plan.paidAt,
          createdAt: plan.paidAt,
        });
        lives.push(life);
      }
    }
  });
  return { rows, lives };
}
