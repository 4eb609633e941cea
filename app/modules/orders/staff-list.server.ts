import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { clothReservations, fitClaims, orderLines, orders, refunds, shipments, shirtUnits } from "~/db/schema";
import type { CsvTable } from "~/infra/download";
import type { CurrencyCode } from "~/modules/money/money";
import { formatExportTime, type IsoDate, shopDate, shopDayStart } from "~/modules/shop/calendar";
import { orderNumber } from "~/modules/shop/order-number";
import { isFinished } from "~/modules/shop/order-rules";
import { type OrderStatus, orderStatusLabel } from "~/modules/shop/order-status";
import { type DeliveryPromise, isPastPromise, promiseFromColumns } from "~/modules/shop/promise";
import {
  isPrefixedOrderNumber,
  type OrderFilters,
  type OrderSort,
  orderIdInSearch,
  STAFF_ORDERS_PAGE_SIZE,
} from "./staff-filters";
import { type ViewSelection, viewSelection } from "./views";

/*
 * The back office's order list: the orders its filters select, a page at a time in its sort,
 * and the same selection as a CSV table, read in batches. Each reads a fixed number of queries
 * whatever the shop's size. One order's page is put together in modules/pages/admin.
 */

/**
 * Past its promise and not finished: written with its statuses as constants, so that the
 * planner uses the partial index of open promises (orders_open_promise_idx).
 */
const isLate = (today: IsoDate) =>
  and(lt(orders.promisedLatest, today), sql`${orders.status} not in ('delivered', 'cancelled')`);

const likePattern = (text: string) => `%${text.replace(/[%_\\]/g, "\\$&")}%`;

/**
 * The listed order's id, named with its table: a subquery of another table's rows must not read
 * its own "id" (drizzle leaves a column unqualified in a query of one table, such as the count).
 */
const ORDER_ID = sql`${sql.identifier("orders")}.${sql.identifier("id")}`;

/** Some money went back to the customer (a succeeded refund, in part or in full). */
const isRefunded = sql`exists (select 1 from ${refunds} where ${refunds.orderId} = ${ORDER_ID} and ${refunds.status} = 'succeeded')`;

/** Every shirt packed, none shipped yet: the parcel waits for the carrier. */
const isAllPacked = and(
  sql`${orders.status} in ('paid', 'in_production')`,
  sql`exists (select 1 from ${shirtUnits} where ${shirtUnits.orderId} = ${ORDER_ID})`,
  sql`not exists (select 1 from ${shirtUnits} where ${shirtUnits.orderId} = ${ORDER_ID} and ${shirtUnits.stage} <> 'packed')`,
);

/** A shirt's fabric ran short (a cloth reservation still short), the order still open. */
const isWaitingForCloth = and(
  sql`${orders.status} in ('paid', 'in_production')`,
  sql`exists (select 1 from ${clothReservations} where ${clothReservations.orderId} = ${ORDER_ID} and ${clothReservations.status} = 'short')`,
);

/** The conditions of a saved view (views.ts), in SQL. */
function viewConditions(selects: ViewSelection, today: IsoDate): SQL | undefined {
  return and(
    selects.status ? eq(orders.status, selects.status) : undefined,
    selects.late ? isLate(today) : undefined,
    selects.allPacked ? isAllPacked : undefined,
    selects.clothShort ? isWaitingForCloth : undefined,
    selects.refunded ? isRefunded : undefined,
  );
}

/** The conditions of the filters, shared by the page, its count and the export. */
function filterConditions(filters: OrderFilters, today: IsoDate): SQL | undefined {
  const search = filters.q.trim();
  const searchedId = search ? orderIdInSearch(search) : null;
  // The parcels of a tracking number, as an array: the planner can then combine it with the
  // order id by their indexes (an IN subquery inside an OR cannot be).
  const tracked = sql`${orders.id} = any(array(${db()
    .select({ orderId: shipments.orderId })
    .from(shipments)
    .where(inArray(shipments.trackingNumber, [search, search.toUpperCase()]))}))`;
  return and(
    viewConditions(viewSelection(filters.view), today),
    search
      ? or(
          searchedId === null ? undefined : eq(orders.id, searchedId),
          tracked,
          // A number written with its prefix is no one's name: found without reading every order.
          isPrefixedOrderNumber(search) ? undefined : ilike(orders.customerName, likePattern(search)),
          isPrefixedOrderNumber(search) ? undefined : ilike(orders.customerEmail, likePattern(search)),
        )
      : undefined,
    filters.status ? eq(orders.status, filters.status) : undefined,
    filters.stage
      ? inArray(
          orders.id,
          db().select({ orderId: shirtUnits.orderId }).from(shirtUnits).where(eq(shirtUnits.stage, filters.stage)),
        )
      : undefined,
    filters.provider ? eq(orders.paymentProvider, filters.provider) : undefined,
    filters.from ? gte(orders.createdAt, shopDayStart(filters.from)) : undefined,
    filters.to ? lt(orders.createdAt, shopDayStart(nextDay(filters.to))) : undefined,
    filters.late ? isLate(today) : undefined,
  );
}

function nextDay(date: IsoDate): IsoDate {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/**
 * Each sort as a key and a direction, the order id breaking ties: the page sorts by them and
 * the export walks them batch by batch (keyset), the key read back as text so a timestamp's
 * microseconds survive the round trip.
 */
const SORT_KEYS: Record<OrderSort, { key: SQL; direction: "asc" | "desc"; type: string }> = {
  newest: { key: sql`${orders.createdAt}`, direction: "desc", type: "timestamptz" },
  oldest: { key: sql`${orders.createdAt}`, direction: "asc", type: "timestamptz" },
  total: { key: sql`${orders.totalMinor}`, direction: "desc", type: "int" },
  // Orders without a promise (never paid) last.
  promise: { key: sql`coalesce(${orders.promisedLatest}, '9999-12-31'::date)`, direction: "asc", type: "date" },
};

function sortOrder(sort: OrderSort): SQL[] {
  const { key, direction } = SORT_KEYS[sort];
  return direction === "asc" ? [asc(key), asc(orders.id)] : [desc(key), desc(orders.id)];
}

/** The list's row: what the table and the CSV show of an order. */
function listColumns(sort: OrderSort) {
  return {
    id: orders.id,
    createdAt: orders.createdAt,
    status: orders.status,
    customerName: orders.customerName,
    customerEmail: orders.customerEmail,
    country: sql<string>`${orders.shippingAddress}->>'country'`,
    items:
      sql<number>`(select coalesce(sum(${orderLines.quantity}), 0) from ${orderLines} where ${orderLines.orderId} = ${orders.id})`.mapWith(
        Number,
      ),
    totalMinor: orders.totalMinor,
    // What went back to the customer (succeeded refunds), so a refunded order is seen in the list.
    refundedMinor:
      sql<number>`(select coalesce(sum(${refunds.amountMinor}), 0) from ${refunds} where ${refunds.orderId} = ${ORDER_ID} and ${refunds.status} = 'succeeded')`.mapWith(
        Number,
      ),
    currencyCode: orders.currencyCode,
    // The order a remake answers (a fit claim's free shirt): the list says so rather than its zero total.
    remakeOf: sql<
      number | null
    >`(select ${fitClaims.orderId} from ${fitClaims} where ${fitClaims.remakeOrderId} = ${orders.id})`,
    paymentProvider: orders.paymentProvider,
    promisedEarliest: orders.promisedEarliest,
    promisedLatest: orders.promisedLatest,
    carrier: shipments.carrier,
    trackingNumber: shipments.trackingNumber,
    trackingUrl: shipments.trackingUrl,
    sortKey: sql<string>`(${SORT_KEYS[sort].key})::text`,
  };
}

type ListRow = {
  id: number;
  createdAt: Date;
  status: OrderStatus;
  customerName: string;
  customerEmail: string;
  country: string;
  items: number;
  totalMinor: number;
  refundedMinor: number;
  currencyCode: string;
  remakeOf: number | null;
  paymentProvider: string;
  promisedEarliest: string | null;
  promisedLatest: string | null;
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
};

export type StaffOrderRow = Omit<ListRow, "promisedEarliest" | "promisedLatest" | "currencyCode" | "remakeOf"> & {
  number: string;
  /** The order this one remakes under the perfect fit guarantee (a fit claim's free shirt), or null. */
  remakeOf: { id: number; number: string } | null;
  currencyCode: CurrencyCode;
  promise: DeliveryPromise | null;
  late: boolean;
};

function toStaffRow(row: ListRow, today: IsoDate): StaffOrderRow {
  const { promisedEarliest: _earliest, promisedLatest: _latest, ...rest } = row;
  const promise = promiseFromColumns(row);
  return {
    ...rest,
    number: orderNumber(row.id),
    remakeOf: row.remakeOf === null ? null : { id: row.remakeOf, number: orderNumber(row.remakeOf) },
    currencyCode: row.currencyCode as CurrencyCode,
    promise,
    late: isPastPromise(promise, today, isFinished(row.status)),
  };
}

function selectList(sort: OrderSort) {
  return db().select(listColumns(sort)).from(orders).leftJoin(shipments, eq(shipments.orderId, orders.id));
}

/**
 * A page of the filtered list (25 orders) and how many orders match: two queries whatever
 * the number of orders.
 */
export async function listOrdersForStaff(
  filters: OrderFilters,
  options: { today?: IsoDate } = {},
): Promise<{ rows: StaffOrderRow[]; total: number; page: number; pages: number }> {
  const { today = shopDate(new Date()) } = options;
  const where = filterConditions(filters, today);
  const [rows, [counted]] = await Promise.all([
    selectList(filters.sort)
      .where(where)
      .orderBy(...sortOrder(filters.sort))
      .limit(STAFF_ORDERS_PAGE_SIZE)
      .offset((filters.page - 1) * STAFF_ORDERS_PAGE_SIZE),
    db().select({ total: count() }).from(orders).where(where),
  ]);
  const total = counted?.total ?? 0;
  return {
    rows: rows.map((row) => toStaffRow(row, today)),
    total,
    page: filters.page,
    pages: Math.max(1, Math.ceil(total / STAFF_ORDERS_PAGE_SIZE)),
  };
}

/** How many orders the list's "late" filter finds: past their promise and not finished. One query. */
export async function countLateOrders(today: IsoDate): Promise<number> {
  const [late] = await db().select({ total: count() }).from(orders).where(isLate(today));
  return late?.total ?? 0;
}

/**
 * Every order of the filtered list in its sort, in batches read by keyset (each batch starts
 * after the last row of the one before), so an export of the whole shop never holds it in
 * memory nor slows down on a deep offset.
 */
export async function* ordersForExport(
  filters: OrderFilters,
  options: { today?: IsoDate; batchSize?: number; orderIds?: number[] } = {},
): AsyncGenerator<StaffOrderRow> {
  const { today = shopDate(new Date()), batchSize = 500, orderIds } = options;
  const { key, direction, type } = SORT_KEYS[filters.sort];
  // The orders ticked on the list, when some are: those alone, whatever the filters.
  const where = orderIds && orderIds.length > 0 ? inArray(orders.id, orderIds) : filterConditions(filters, today);
  let after: { key: string; id: number } | null = null;
  for (;;) {
    const comparison: SQL | undefined = after
      ? direction === "asc"
        ? sql`(${key}, ${orders.id}) > (${after.key}::${sql.raw(type)}, ${after.id})`
        : sql`(${key}, ${orders.id}) < (${after.key}::${sql.raw(type)}, ${after.id})`
      : undefined;
    const batch = await selectList(filters.sort)
      .where(and(where, comparison))
      .orderBy(...sortOrder(filters.sort))
      .limit(batchSize);
    for (const row of batch) yield toStaffRow(row, today);
    const last = batch.at(-1);
    if (!last || batch.length < batchSize) return;
    after = { key: last.sortKey, id: last.id };
  }
}

const CSV_COLUMNS = [
  "Number",
  "Placed",
  "Status",
  "Customer",
  "E-mail",
  "Country",
  "Items",
  "Total",
  "Refunded",
  "Currency",
  "Remake of",
  "Payment",
  "Promised from",
  "Promised by",
  "Late",
  "Carrier",
  "Tracking number",
  "Tracking link",
] as const;

function csvRecord(row: StaffOrderRow): string[] {
  return [
    row.number,
    formatExportTime(row.createdAt),
    orderStatusLabel(row.status),
    row.customerName,
    row.customerEmail,
    row.country ?? "",
    String(row.items),
    (row.totalMinor / 100).toFixed(2),
    (row.refundedMinor / 100).toFixed(2),
    row.currencyCode,
    row.remakeOf?.number ?? "",
    row.paymentProvider,
    row.promise?.earliest ?? "",
    row.promise?.latest ?? "",
    row.late ? "yes" : "no",
    row.carrier ?? "",
    row.trackingNumber ?? "",
    row.trackingUrl ?? "",
  ];
}

/**
 * The filtered list, or the orders ticked on it (`orderIds`), as a CSV table (one record per
 * order, in the list's sort), read as it is downloaded.
 */
export function ordersCsv(filters: OrderFilters, options: { today?: IsoDate; orderIds?: number[] } = {}): CsvTable {
  return {
    columns: CSV_COLUMNS,
    records: (async function* () {
      for await (const row of ordersForExport(filters, options)) yield csvRecord(row);
    })(),
  };
}
