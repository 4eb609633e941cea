import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, lt, or, type SQL, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { orders, users } from "~/db/schema";
import type { CsvTable } from "~/infra/download";
import { isPrefixedOrderNumber, orderIdInSearch } from "~/modules/orders/staff-filters";
import { formatExportTime, shopDayStart } from "~/modules/shop/calendar";
import { CUSTOMERS_PAGE_SIZE, type CustomerFilters, type CustomerSort } from "./filters";

/*
 * The back office's customer list: the customers its filters select, a page at a time in its
 * sort, and the same selection as a CSV table, read in batches. Each reads a fixed number of
 * queries whatever the number of customers and orders. One customer's page is put together in
 * modules/pages/admin/customer.server.ts.
 */

/**
 * An order counts as bought once its payment is confirmed (a remake, free, counts as well).
 * What the customer spent, in euro cents: their bought orders' totals less what was refunded,
 * each turned back into euros at its order's rate. Read for the page's rows only, unless the
 * list is filtered or sorted by it.
 */
const spentEuroMinor = sql<number>`coalesce((
  select round(sum((o.total_minor - coalesce((
    select sum(r.amount_minor) from refunds r where r.order_id = o.id and r.status = 'succeeded'), 0)) / o.rate))
  from orders o where o.user_id = "users"."id" and o.paid_at is not null), 0)::int`.mapWith(Number);

const likePattern = (text: string) => `%${text.replace(/[%_\\]/g, "\\$&")}%`;

/*
 * The subqueries below name their tables in plain SQL: inside a select list Drizzle writes a
 * column without its table, and "id" would then be the order's, not the customer's.
 */
const hasBought = sql`exists (select 1 from orders o where o.user_id = "users"."id" and o.paid_at is not null)`;
const isSubscribed = sql`exists (select 1 from newsletter_subscribers n where n.email = lower("users"."email"))`;

/** The conditions of the filters, shared by the page, its count and the export. */
function filterConditions(filters: CustomerFilters): SQL | undefined {
  const search = filters.q.trim();
  const orderId = search ? orderIdInSearch(search) : null;
  const prefixed = isPrefixedOrderNumber(search);
  return and(
    search
      ? or(
          orderId === null
            ? undefined
            : inArray(
                users.id,
                db()
                  .select({ userId: sql<string>`${orders.userId}` })
                  .from(orders)
                  .where(and(eq(orders.id, orderId), isNotNull(orders.userId))),
              ),
          // A number written with its prefix is no one's name: found without reading every customer.
          prefixed ? undefined : ilike(users.name, likePattern(search)),
          prefixed ? undefined : ilike(users.email, likePattern(search)),
          prefixed ? undefined : ilike(users.phone, likePattern(search)),
        )
      : undefined,
    filters.ordered === "yes" ? hasBought : filters.ordered === "no" ? sql`not ${hasBought}` : undefined,
    filters.subscribed === "yes" ? isSubscribed : filters.subscribed === "no" ? sql`not ${isSubscribed}` : undefined,
    filters.from ? gte(users.createdAt, shopDayStart(filters.from)) : undefined,
    filters.to ? lt(users.createdAt, shopDayStart(nextDay(filters.to))) : undefined,
    filters.spentOver === undefined ? undefined : sql`${spentEuroMinor} > ${Math.round(filters.spentOver * 100)}`,
  );
}

function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** A customer's orders, bought ones only: how many, and the latest. */
const orderCount =
  sql<number>`(select count(*) from orders o where o.user_id = "users"."id" and o.paid_at is not null)`.mapWith(Number);
const lastOrderAt = sql<Date | null>`(select max(o.created_at) from orders o where o.user_id = "users"."id" and o.paid_at is not null)`;

/**
 * Each sort as its keys, the customer id breaking ties. The export walks the list by offset
 * batches of this stable order (the keys of the spent and latest-order sorts are computed, not
 * indexed, so a keyset would gain little).
 */
function sortOrder(sort: CustomerSort): SQL[] {
  switch (sort) {
    case "oldest":
      return [asc(users.createdAt), asc(users.id)];
    case "name":
      return [asc(sql`lower(${users.name})`), asc(users.id)];
    case "spent":
      return [desc(spentEuroMinor), asc(users.id)];
    case "lastOrder":
      return [sql`${lastOrderAt} desc nulls last`, asc(users.id)];
    default:
      return [desc(users.createdAt), desc(users.id)];
  }
}

export type StaffCustomerRow = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  signedUpAt: Date;
  orders: number;
  lastOrderAt: Date | null;
  /** Euro cents, refunds deducted. */
  spentEuroMinor: number;
  subscribed: boolean;
};

/** The rows of the filtered list in its sort, from `offset`: one query. */
async function readRows(filters: CustomerFilters, limit: number, offset: number): Promise<StaffCustomerRow[]> {
  const rows = await db()
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      signedUpAt: users.createdAt,
      orders: orderCount,
      lastOrderAt,
      spentEuroMinor,
      subscribed: sql<boolean>`${isSubscribed}`,
    })
    .from(users)
    .where(filterConditions(filters))
    .orderBy(...sortOrder(filters.sort))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({ ...row, lastOrderAt: row.lastOrderAt ? new Date(row.lastOrderAt) : null }));
}

/** How many customers the filters select: one query. */
async function countCustomers(filters: CustomerFilters): Promise<number> {
  const [counted] = await db().select({ total: count() }).from(users).where(filterConditions(filters));
  return counted?.total ?? 0;
}

/** A page of the filtered list (25 customers) and how many match: two queries. */
export async function listCustomersForStaff(
  filters: CustomerFilters,
): Promise<{ rows: StaffCustomerRow[]; total: number; page: number; pages: number }> {
  const [rows, total] = await Promise.all([
    readRows(filters, CUSTOMERS_PAGE_SIZE, (filters.page - 1) * CUSTOMERS_PAGE_SIZE),
    countCustomers(filters),
  ]);
  return { rows, total, page: filters.page, pages: Math.max(1, Math.ceil(total / CUSTOMERS_PAGE_SIZE)) };
}

const CSV_COLUMNS = [
  "Name",
  "E-mail",
  "Phone",
  "Signed up",
  "Orders",
  "Latest order",
  "Spent (EUR, refunds deducted)",
  "Newsletter",
] as const;

/**
 * The filtered list as a CSV table, read batch by batch as it is downloaded, so an export of
 * every customer is never held in memory.
 */
export function customersCsv(filters: CustomerFilters, options: { batchSize?: number } = {}): CsvTable {
  const { batchSize = 1000 } = options;
  return {
    columns: CSV_COLUMNS,
    records: (async function* () {
      for (let offset = 0; ; offset += batchSize) {
        const batch = await readRows(filters, batchSize, offset);
        for (const row of batch) {
          yield [
            row.name,
            row.email,
            row.phone ?? "",
            formatExportTime(row.signedUpAt),
            String(row.orders),
            row.lastOrderAt ? formatExportTime(row.lastOrderAt) : "",
            (row.spentEuroMinor / 100).toFixed(2),
            row.subscribed ? "yes" : "no",
          ];
        }
        if (batch.length < batchSize) return;
      }
    })(),
  };
}
