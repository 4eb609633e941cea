/**
 * The bench's query counts of the back office (`npm run bench` runs it on its DATA_DIR before
 * the shop starts, once at 1,000 orders and once at the full size): the statements the order
 * list (plain, searched by e-mail, filtered by status and late), an order's page, the customer
 * list (plain, searched by order number, big spenders), a customer's page and the owner's reports
 * (12 weeks by week, a year by month) send, read
 * with countQueries as the db tests do, and how long each takes alone (the median of three
 * runs after a first one). Picks the order shown (the newest delivered order of several lines)
 * and prints one JSON line: { orders, sample, queries, milliseconds }.
 */
import { and, count, desc, eq, sql } from "drizzle-orm";
import { openOrExplain } from "~/db/embedded-lock.server";
import { openDatabase } from "~/db/open.server";
import { countQueries } from "~/db/query-count.server";
import { orderLines, orders } from "~/db/schema";
import { customerFiltersSchema } from "~/modules/customers/filters";
import { listCustomersForStaff } from "~/modules/customers/staff-list.server";
import { orderFiltersSchema } from "~/modules/orders/staff-filters";
import { listOrdersForStaff } from "~/modules/orders/staff-list.server";
import { loadCustomerPage } from "~/modules/pages/admin/customer.server";
import { getOrderForStaff } from "~/modules/pages/admin/order.server";
import { salesReport } from "~/modules/pages/admin/reports.server";
import { reportFiltersSchema } from "~/modules/reports/filters";
import { addDays, shopDate } from "~/modules/shop/calendar";
import { orderNumber } from "~/modules/shop/order-number";
import { backOfficeFilters, customerFilters } from "./back-office";

const connection = await openOrExplain(() => openDatabase({ demo: true }));
try {
  const database = connection.db;
  const [{ total } = { total: 0 }] = await database.select({ total: count() }).from(orders);
  const [sample] = await database
    .select({ id: orders.id, email: orders.customerEmail, customerId: orders.userId })
    .from(orders)
    .where(
      and(
        eq(orders.status, "delivered"),
        sql`(select count(*) from ${orderLines} where ${orderLines.orderId} = ${orders.id}) > 1`,
      ),
    )
    .orderBy(desc(orders.id))
    .limit(1);
  if (!sample?.customerId) throw new Error("No delivered order of several lines: generate orders first.");
  const { customerId } = sample;
  const number = orderNumber(sample.id);
  const reads: Record<string, () => Promise<unknown>> = Object.fromEntries(
    Object.entries(backOfficeFilters(sample.email)).map(([name, values]) => [
      name,
      () => listOrdersForStaff(orderFiltersSchema.parse(values)),
    ]),
  );
  reads.order = () => getOrderForStaff(sample.id);
  for (const [name, values] of Object.entries(customerFilters(number))) {
    reads[name] = () => listCustomersForStaff(customerFiltersSchema.parse(values));
  }
  reads.customer = () => loadCustomerPage(customerId);
  // The owner's reports (charts aside): the last 12 weeks by week, and the last year by month.
  const today = shopDate(new Date());
  reads.reports = () => salesReport(reportFiltersSchema(today).parse({}));
  reads.reportsYear = () =>
    salesReport(reportFiltersSchema(today).parse({ from: addDays(today, -364), grain: "month" }));
  const queries: Record<string, number> = {};
  const milliseconds: Record<string, number> = {};
  for (const [name, read] of Object.entries(reads)) {
    queries[name] = (await countQueries(database, read)).queries;
    const times: number[] = [];
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      await read();
      times.push(performance.now() - started);
    }
    milliseconds[name] = Math.round(times.sort((a, b) => a - b)[1] ?? 0);
  }
  console.log(JSON.stringify({ orders: total, sample: { ...sample, number }, queries, milliseconds }));
} finally {
  await connection.close();
}
