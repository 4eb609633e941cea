import { and, asc, count, eq, gte, notInArray, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { orders, shipments } from "~/db/schema";
import { cartReminderResults } from "~/modules/cart/reminders.server";
import { type CurrencyCode, formatMoney } from "~/modules/money/money";
import { countLateOrders } from "~/modules/orders/staff-list.server";
import { countUnmatchedPayments } from "~/modules/orders/unmatched.server";
import { workshopStageTotals } from "~/modules/production/queue.server";
import { formatDateTime, formatDayMonth, type IsoDate, shopDate, shopDayStart } from "~/modules/shop/calendar";
import { orderNumber } from "~/modules/shop/order-number";
import { formatPromise, isPastPromise, promiseFromColumns } from "~/modules/shop/promise";
import { canOpen, type StaffRole } from "~/modules/staff/roles";
import { metresText } from "~/modules/stock/consumption";
import { clothShortages } from "~/modules/stock/stock.server";

/*
 * The back office's first page (/admin), today at a glance: the orders, the workshop and the
 * stock each say their part.
 */

/** Monday of the shop's week of `today`. */
function weekStart(today: IsoDate): IsoDate {
  const day = new Date(`${today}T00:00:00Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * 86_400_000).toISOString().slice(0, 10);
}

const ORDERS_TO_START_SHOWN = 10;

/** Paid orders whose shirts are all still queued, the oldest promise first, with how many there are. */
async function ordersToStart(today: IsoDate) {
  const rows = await db()
    .select({
      id: orders.id,
      customerName: orders.customerName,
      promisedEarliest: orders.promisedEarliest,
      promisedLatest: orders.promisedLatest,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(orders)
    .where(eq(orders.status, "paid"))
    .orderBy(asc(orders.promisedLatest), asc(orders.id))
    .limit(ORDERS_TO_START_SHOWN);
  return {
    total: rows[0]?.total ?? 0,
    orders: rows.map((row) => {
      const promise = promiseFromColumns(row);
      return {
        id: row.id,
        number: orderNumber(row.id),
        customerName: row.customerName,
        promise,
        late: isPastPromise(promise, today, false),
      };
    }),
  };
}

/** Revenue of the orders paid since `since`, per currency. */
async function revenueSince(since: Date) {
  const rows = await db()
    .select({
      currencyCode: orders.currencyCode,
      totalMinor: sql<number>`sum(${orders.totalMinor})`.mapWith(Number),
      orders: count(),
    })
    .from(orders)
    .where(and(gte(orders.paidAt, since), notInArray(orders.status, ["cancelled"])))
    .groupBy(orders.currencyCode)
    .orderBy(asc(orders.currencyCode));
  return rows.map((row) => ({ ...row, currencyCode: row.currencyCode as CurrencyCode }));
}

/**
 * Today's figures: paid orders whose shirts are all still queued (oldest promise first),
 * shirts per workshop stage and how many are late, late orders, parcels shipped this week
 * (from Monday) and revenue of the orders paid this week per currency. Five queries.
 */
export async function todayAtAGlance(options: { today?: IsoDate } = {}) {
  const { today = shopDate(new Date()) } = options;
  const monday = shopDayStart(weekStart(today));
  const [toStart, stages, lateOrders, [shippedThisWeek], revenue] = await Promise.all([
    ordersToStart(today),
    workshopStageTotals({ today }),
    countLateOrders(today),
    db().select({ total: count() }).from(shipments).where(gte(shipments.shippedAt, monday)),
    revenueSince(monday),
  ]);
  return {
    weekStart: weekStart(today),
    toStart,
    stages,
    lateShirts: stages.reduce((sum, stage) => sum + stage.late, 0),
    lateOrders,
    shippedThisWeek: shippedThisWeek?.total ?? 0,
    revenue,
  };
}

/** The days the dashboard counts cart reminders over. */
const REMINDER_RESULTS_DAYS = 30;

/** The dashboard as `role` sees it: today's figures, payments no order claimed and shirts waiting for cloth. */
export async function loadDashboard(role: StaffRole) {
  const [today, unmatchedPayments, shortages, reminders] = await Promise.all([
    todayAtAGlance(),
    // Only the owner reconciles payments that matched no order.
    canOpen(role, "reconciliation") ? countUnmatchedPayments() : Promise.resolve(0),
    clothShortages(),
    cartReminderResults(new Date(Date.now() - REMINDER_RESULTS_DAYS * 86_400_000)),
  ]);
  return {
    ...today,
    unmatchedPayments,
    reminders: { ...reminders, days: REMINDER_RESULTS_DAYS },
    shortages: shortages.map((shortage) => ({
      key: `${shortage.orderId}-${shortage.fabricId}`,
      orderHref: `/admin/orders/${shortage.orderId}`,
      orderNumber: shortage.orderNumber,
      fabricHref: `/admin/fabrics/${shortage.fabricId}#stock`,
      fabricName: shortage.fabricName,
      shirts: shortage.shirts,
      metres: metresText(shortage.clothCm),
      since: formatDateTime(shortage.since),
    })),
    weekStart: formatDayMonth(today.weekStart),
    toStart: {
      total: today.toStart.total,
      orders: today.toStart.orders.map((order) => ({
        id: order.id,
        number: order.number,
        customerName: order.customerName,
        promise: order.promise ? formatPromise(order.promise) : null,
        late: order.late,
      })),
    },
    revenue: today.revenue.map((row) => ({
      currencyCode: row.currencyCode,
      total: formatMoney(row.totalMinor, row.currencyCode),
      orders: row.orders,
    })),
  };
}
