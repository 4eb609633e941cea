/**
 * The bench's query counts of the back office (`npm run bench` runs it on its DATA_DIR before
 * the shop starts, once at 1,000 orders and once at the full size): the statements the order
 * list (plain, searched by e-mail, filtered by status and late) and an order's page send, read
 * with countQueries as the db tests do. Picks the order shown (the newest delivered order of
 * several lines) and prints one JSON line: { orders, sample, queries }.
 */
import { and, count, desc, eq, sql } from "drizzle-orm";
import { openDatabase } from "~/db/open.server";
import { countQueries } from "~/db/query-count.server";
import { orderLines, orders } from "~/db/schema";
import { getOrderForStaff, listOrdersForStaff } from "~/modules/orders/admin.server";
import { orderFiltersSchema } from "~/modules/orders/staff-filters";
import { backOfficeFilters } from "./back-office";

const connection = await openDatabase({ demo: true });
try {
  const database = connection.db;
  const [{ total } = { total: 0 }] = await database.select({ total: count() }).from(orders);
  const [sample] = await database
    .select({ id: orders.id, email: orders.customerEmail })
    .from(orders)
    .where(
      and(
        eq(orders.status, "delivered"),
        sql`(select count(*) from ${orderLines} where ${orderLines.orderId} = ${orders.id}) > 1`,
      ),
    )
    .orderBy(desc(orders.id))
    .limit(1);
  if (!sample) throw new Error("No delivered order of several lines: generate orders first.");
  const filters = backOfficeFilters(sample.email);
  const queries: Record<string, number> = {};
  for (const [name, values] of Object.entries(filters)) {
    const { queries: n } = await countQueries(database, () => listOrdersForStaff(orderFiltersSchema.parse(values)));
    queries[name] = n;
  }
  queries.order = (await countQueries(database, () => getOrderForStaff(sample.id))).queries;
  console.log(JSON.stringify({ orders: total, sample, queries }));
} finally {
  await connection.close();
}
