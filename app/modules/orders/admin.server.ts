import { Readable } from "node:stream";
import { stringify } from "csv-stringify";
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, notInArray, or, type SQL, sql } from "drizzle-orm";
import { type Database, db, type Transaction } from "~/db/client.server";
import {
  auditLog,
  creditNotes,
  mailOutbox,
  orderLines,
  orderNotes,
  orders,
  payments,
  qualityChecks,
  refunds,
  shipments,
  shirtStageEvents,
  shirtUnits,
} from "~/db/schema";
import { safeCell } from "~/infra/csv";
import { parseId } from "~/infra/ids";
import { type CurrencyCode, formatMoney } from "~/modules/money/money";
import { workshopStageTotals } from "~/modules/production/production.server";
import { stillRefundableMinor } from "~/modules/refunds/rules";
import { formatExportTime, type IsoDate, shopDate, shopDayStart } from "~/modules/shop/calendar";
import { orderNumber } from "~/modules/shop/order-number";
import {
  cancellationRefusal,
  deliveryRefusal,
  isFinished,
  type OrderState,
  promiseMoveRefusal,
  shippingRefusal,
} from "~/modules/shop/order-rules";
import { type OrderStatus, orderStatusLabel } from "~/modules/shop/order-status";
import { type DeliveryPromise, formatPromise, isPastPromise } from "~/modules/shop/promise";
import { type RefundReason, type RefundStatus, refundReasonLabel } from "~/modules/shop/refund-reasons";
import { stageLabel } from "~/modules/shop/stages";
import { describeSize } from "~/modules/sizing/describe";
import { workshopMeasures } from "~/modules/sizing/workshop";
import {
  isPrefixedOrderNumber,
  type OrderFilters,
  type OrderSort,
  orderIdInSearch,
  STAFF_ORDERS_PAGE_SIZE,
} from "./staff-filters";

/*
 * Orders as the back office reads them (issue 13): the filtered list, its CSV export, one
 * order with everything that happened to it, and today at a glance. Each reads a fixed number
 * of queries whatever the shop's size; the changes (notes, shipping, the promise) are the
 * production module's. The customer's own door is orders.server.ts.
 */

type Executor = Database | Transaction;

/** Orders that are finished: a late one is past its promise and not among these. */

/**
 * Past its promise and not finished: written with its statuses as constants, so that the
 * planner uses the partial index of open promises (orders_open_promise_idx).
 */
const isLate = (today: IsoDate) =>
  and(lt(orders.promisedLatest, today), sql`${orders.status} not in ('delivered', 'cancelled')`);

const likePattern = (text: string) => `%${text.replace(/[%_\\]/g, "\\$&")}%`;

/** The conditions of the filters, shared by the page, its count and the export. */
function filterConditions(filters: OrderFilters, today: IsoDate, executor: Executor): SQL | undefined {
  const search = filters.q.trim();
  const searchedId = search ? orderIdInSearch(search) : null;
  // The parcels of a tracking number, as an array: the planner can then combine it with the
  // order id by their indexes (an IN subquery inside an OR cannot be).
  const tracked = sql`${orders.id} = any(array(${executor
    .select({ orderId: shipments.orderId })
    .from(shipments)
    .where(inArray(shipments.trackingNumber, [search, search.toUpperCase()]))}))`;
  return and(
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
          executor.select({ orderId: shirtUnits.orderId }).from(shirtUnits).where(eq(shirtUnits.stage, filters.stage)),
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
      sql<number>`(select coalesce(sum(${refunds.amountMinor}), 0) from ${refunds} where ${refunds.orderId} = ${orders.id} and ${refunds.status} = 'succeeded')`.mapWith(
        Number,
      ),
    currencyCode: orders.currencyCode,
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
  paymentProvider: string;
  promisedEarliest: string | null;
  promisedLatest: string | null;
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
};

export type StaffOrderRow = Omit<ListRow, "promisedEarliest" | "promisedLatest" | "currencyCode"> & {
  number: string;
  currencyCode: CurrencyCode;
  promise: DeliveryPromise | null;
  late: boolean;
};

function promiseOf(row: { promisedEarliest: string | null; promisedLatest: string | null }): DeliveryPromise | null {
  return row.promisedEarliest && row.promisedLatest
    ? { earliest: row.promisedEarliest, latest: row.promisedLatest }
    : null;
}

function toStaffRow(row: ListRow, today: IsoDate): StaffOrderRow {
  const { promisedEarliest: _earliest, promisedLatest: _latest, ...rest } = row;
  const promise = promiseOf(row);
  return {
    ...rest,
    number: orderNumber(row.id),
    currencyCode: row.currencyCode as CurrencyCode,
    promise,
    late: isPastPromise(promise, today, isFinished(row.status)),
  };
}

function selectList(executor: Executor, sort: OrderSort) {
  return executor.select(listColumns(sort)).from(orders).leftJoin(shipments, eq(shipments.orderId, orders.id));
}

/**
 * A page of the filtered list (25 orders) and how many orders match: two queries whatever
 * the number of orders.
 */
export async function listOrdersForStaff(
  filters: OrderFilters,
  options: { today?: IsoDate; executor?: Executor } = {},
): Promise<{ rows: StaffOrderRow[]; total: number; page: number; pages: number }> {
  const { today = shopDate(new Date()), executor = db() } = options;
  const where = filterConditions(filters, today, executor);
  const [rows, [counted]] = await Promise.all([
    selectList(executor, filters.sort)
      .where(where)
      .orderBy(...sortOrder(filters.sort))
      .limit(STAFF_ORDERS_PAGE_SIZE)
      .offset((filters.page - 1) * STAFF_ORDERS_PAGE_SIZE),
    executor.select({ total: count() }).from(orders).where(where),
  ]);
  const total = counted?.total ?? 0;
  return {
    rows: rows.map((row) => toStaffRow(row, today)),
    total,
    page: filters.page,
    pages: Math.max(1, Math.ceil(total / STAFF_ORDERS_PAGE_SIZE)),
  };
}

/**
 * Every order of the filtered list in its sort, in batches read by keyset (each batch starts
 * after the last row of the one before), so an export of the whole shop never holds it in
 * memory nor slows down on a deep offset.
 */
export async function* ordersForExport(
  filters: OrderFilters,
  options: { today?: IsoDate; batchSize?: number; executor?: Executor } = {},
): AsyncGenerator<StaffOrderRow> {
  const { today = shopDate(new Date()), batchSize = 500, executor = db() } = options;
  const { key, direction, type } = SORT_KEYS[filters.sort];
  const where = filterConditions(filters, today, executor);
  let after: { key: string; id: number } | null = null;
  for (;;) {
    const comparison: SQL | undefined = after
      ? direction === "asc"
        ? sql`(${key}, ${orders.id}) > (${after.key}::${sql.raw(type)}, ${after.id})`
        : sql`(${key}, ${orders.id}) < (${after.key}::${sql.raw(type)}, ${after.id})`
      : undefined;
    const batch = await selectList(executor, filters.sort)
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
    safeCell(row.customerName),
    safeCell(row.customerEmail),
    safeCell(row.country ?? ""),
    String(row.items),
    (row.totalMinor / 100).toFixed(2),
    (row.refundedMinor / 100).toFixed(2),
    row.currencyCode,
    row.paymentProvider,
    row.promise?.earliest ?? "",
    row.promise?.latest ?? "",
    row.late ? "yes" : "no",
    safeCell(row.carrier ?? ""),
    safeCell(row.trackingNumber ?? ""),
    safeCell(row.trackingUrl ?? ""),
  ];
}

/** The filtered list as CSV (a header row, then one row per order), streamed as it is read. */
export function ordersCsvStream(filters: OrderFilters, options: { today?: IsoDate } = {}): ReadableStream<Uint8Array> {
  const records = Readable.from(
    (async function* () {
      for await (const row of ordersForExport(filters, options)) yield csvRecord(row);
    })(),
  );
  const csv = records.pipe(stringify({ header: true, columns: [...CSV_COLUMNS], bom: true }));
  records.on("error", (error) => csv.destroy(error));
  return Readable.toWeb(csv) as ReadableStream<Uint8Array>;
}

/** What happened to an order, by whom, oldest first. */
export type TimelineEntry = { at: Date; who: string; what: string; detail: string | null };

const AUDIT_WORDS: Record<string, string> = {
  "order.production_started": "Production started",
  "order.status_changed": "Status changed",
  "order.shipped": "Shipped",
  "order.delivered": "Marked delivered",
  "order.note_added": "Note added",
  "order.promise_moved": "Promise moved",
  "order.refund_asked": "Refund asked",
  "order.cancelled": "Cancelled",
};

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" ? (value as Record<string, unknown>) : {};

/** An audit entry of the order in words. */
function auditDetail(action: string, before: unknown, after: unknown): string | null {
  const was = asRecord(before);
  const now = asRecord(after);
  switch (action) {
    case "order.production_started": {
      const promise = asRecord(now.promise) as Partial<DeliveryPromise>;
      const shirts = `${now.shirts} shirt${now.shirts === 1 ? "" : "s"} queued`;
      return promise.earliest && promise.latest
        ? `${shirts}. ${formatPromise(promise as DeliveryPromise)}.`
        : `${shirts}.`;
    }
    case "order.status_changed":
      return `${orderStatusLabel(was.status as OrderStatus)} → ${orderStatusLabel(now.status as OrderStatus)}`;
    case "order.shipped":
      return `${now.carrier}, tracking ${now.trackingNumber}`;
    case "order.delivered":
      return `Delivered on ${now.deliveredOn}`;
    case "order.note_added":
      return `${now.visibility === "customer" ? "For the customer" : "Internal"}: ${now.text}`;
    case "order.cancelled":
      return `Cancelled by the shop before any shirt was cut${now.note ? `: ${now.note}` : "."}`;
    case "order.refund_asked": {
      const reason = refundReasonLabel(now.reason as RefundReason);
      return `${now.amount}, ${reason.toLowerCase()}${now.note ? `: ${now.note}` : ""}`;
    }
    case "order.promise_moved": {
      const from = was as Partial<DeliveryPromise>;
      const to = now as Partial<DeliveryPromise>;
      return `${from.earliest}–${from.latest} → ${to.earliest}–${to.latest}`;
    }
    default:
      return after ? JSON.stringify(after) : null;
  }
}

/**
 * One order with everything the order page shows: the customer, addresses, payments, each
 * line with its drawing, options, size and shirts, notes, the parcel and a timeline of what
 * happened and who did it, its refunds and what it netted. Eleven queries whatever the order's size; null when there is none.
 */
export async function getOrderForStaff(orderIdInput: unknown, options: { today?: IsoDate; executor?: Executor } = {}) {
  const orderId = parseId(orderIdInput);
  if (orderId === null) return null;
  const { today = shopDate(new Date()), executor = db() } = options;
  const number = orderNumber(orderId);
  const [[order], lines, paymentRows, units, events, checks, [shipment], notes, mails, audits, refundRows] =
    await Promise.all([
      executor
        .select({
          id: orders.id,
          status: orders.status,
          createdAt: orders.createdAt,
          paidAt: orders.paidAt,
          cancelledAt: orders.cancelledAt,
          cancelReason: orders.cancelReason,
          customerName: orders.customerName,
          customerEmail: orders.customerEmail,
          customerPhone: orders.customerPhone,
          userId: orders.userId,
          shippingAddress: orders.shippingAddress,
          billingAddress: orders.billingAddress,
          currencyCode: orders.currencyCode,
          rate: orders.rate,
          subtotalMinor: orders.subtotalMinor,
          deliveryMinor: orders.deliveryMinor,
          totalMinor: orders.totalMinor,
          deliveryName: orders.deliveryName,
          paymentProvider: orders.paymentProvider,
          promisedEarliest: orders.promisedEarliest,
          promisedLatest: orders.promisedLatest,
        })
        .from(orders)
        .where(eq(orders.id, orderId)),
      executor
        .select({
          id: orderLines.id,
          name: orderLines.name,
          look: orderLines.look,
          designLabels: orderLines.designLabels,
          size: orderLines.size,
          quantity: orderLines.quantity,
          unitPriceMinor: orderLines.unitPriceMinor,
          lineTotalMinor: orderLines.lineTotalMinor,
        })
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId))
        .orderBy(asc(orderLines.id)),
      executor
        .select({
          provider: payments.provider,
          reference: payments.providerRef,
          amountMinor: payments.amountMinor,
          currencyCode: payments.currencyCode,
          status: payments.status,
          lastError: payments.lastError,
          createdAt: payments.createdAt,
        })
        .from(payments)
        .where(eq(payments.orderId, orderId))
        .orderBy(asc(payments.id)),
      executor
        .select({
          id: shirtUnits.id,
          lineId: shirtUnits.orderLineId,
          unitNumber: shirtUnits.unitNumber,
          stage: shirtUnits.stage,
          stageChangedAt: shirtUnits.stageChangedAt,
        })
        .from(shirtUnits)
        .where(eq(shirtUnits.orderId, orderId))
        .orderBy(asc(shirtUnits.orderLineId), asc(shirtUnits.unitNumber)),
      executor
        .select({
          unitId: shirtStageEvents.unitId,
          from: shirtStageEvents.fromStage,
          to: shirtStageEvents.toStage,
          staffName: shirtStageEvents.staffName,
          reason: shirtStageEvents.reason,
          at: shirtStageEvents.at,
        })
        .from(shirtStageEvents)
        .innerJoin(shirtUnits, eq(shirtUnits.id, shirtStageEvents.unitId))
        .where(eq(shirtUnits.orderId, orderId))
        .orderBy(asc(shirtStageEvents.at), asc(shirtStageEvents.id)),
      executor
        .select({
          unitId: qualityChecks.unitId,
          staffName: qualityChecks.staffName,
          passed: qualityChecks.passed,
          failureReason: qualityChecks.failureReason,
          at: qualityChecks.at,
        })
        .from(qualityChecks)
        .innerJoin(shirtUnits, eq(shirtUnits.id, qualityChecks.unitId))
        .where(eq(shirtUnits.orderId, orderId))
        .orderBy(asc(qualityChecks.at)),
      executor
        .select({
          carrier: shipments.carrier,
          trackingNumber: shipments.trackingNumber,
          trackingUrl: shipments.trackingUrl,
          staffName: shipments.staffName,
          shippedAt: shipments.shippedAt,
          deliveredAt: shipments.deliveredAt,
        })
        .from(shipments)
        .where(eq(shipments.orderId, orderId)),
      executor
        .select({
          id: orderNotes.id,
          staffName: orderNotes.staffName,
          visibility: orderNotes.visibility,
          text: orderNotes.text,
          createdAt: orderNotes.createdAt,
        })
        .from(orderNotes)
        .where(eq(orderNotes.orderId, orderId))
        .orderBy(desc(orderNotes.createdAt), desc(orderNotes.id)),
      // The e-mails of this order: sent to its customer, its number in the subject.
      executor
        .select({
          subject: mailOutbox.subject,
          status: mailOutbox.status,
          createdAt: mailOutbox.createdAt,
          sentAt: mailOutbox.sentAt,
        })
        .from(mailOutbox)
        .where(
          and(
            eq(
              mailOutbox.to,
              executor.select({ email: orders.customerEmail }).from(orders).where(eq(orders.id, orderId)),
            ),
            ilike(mailOutbox.subject, likePattern(number)),
          ),
        )
        .orderBy(asc(mailOutbox.id)),
      executor
        .select({
          at: auditLog.at,
          staffName: auditLog.staffName,
          action: auditLog.action,
          before: auditLog.before,
          after: auditLog.after,
        })
        .from(auditLog)
        .where(and(eq(auditLog.entity, "order"), eq(auditLog.entityId, String(orderId))))
        .orderBy(asc(auditLog.at), asc(auditLog.id)),
      executor
        .select({
          id: refunds.id,
          provider: refunds.provider,
          amountMinor: refunds.amountMinor,
          status: refunds.status,
          reason: refunds.reason,
          note: refunds.note,
          staffName: refunds.staffName,
          failureMessage: refunds.failureMessage,
          createdAt: refunds.createdAt,
          succeededAt: refunds.succeededAt,
          updatedAt: refunds.updatedAt,
          creditNoteId: creditNotes.id,
          creditNoteNumber: creditNotes.number,
        })
        .from(refunds)
        .leftJoin(creditNotes, eq(creditNotes.refundId, refunds.id))
        .where(eq(refunds.orderId, orderId))
        .orderBy(asc(refunds.id)),
    ]);
  if (!order) return null;

  const lineOfUnit = new Map(units.map((unit) => [unit.id, unit]));
  const lineById = new Map(lines.map((line) => [line.id, line]));
  const shirtName = (unitId: number) => {
    const unit = lineOfUnit.get(unitId);
    const line = unit ? lineById.get(unit.lineId) : undefined;
    return unit && line ? `${line.name}, shirt ${unit.unitNumber} of ${line.quantity}` : `Shirt ${unitId}`;
  };

  const timeline: TimelineEntry[] = [
    { at: order.createdAt, who: order.customerName, what: "Order placed", detail: null },
    ...(order.paidAt
      ? [{ at: order.paidAt, who: order.customerName, what: "Paid", detail: `With ${order.paymentProvider}` }]
      : []),
    // A cancellation by staff is in the audit entries below, with who and why.
    ...(order.cancelledAt && order.cancelReason !== "shop"
      ? [
          {
            at: order.cancelledAt,
            who: "The shop",
            what: "Cancelled",
            detail: order.cancelReason === "expired" ? "No payment came in time" : null,
          },
        ]
      : []),
    ...events.map((event) => ({
      at: event.at,
      who: event.staffName,
      what: `${stageLabel(event.from)} → ${stageLabel(event.to)}`,
      detail: event.reason ? `${shirtName(event.unitId)}. ${event.reason}` : shirtName(event.unitId),
    })),
    ...checks.map((check) => ({
      at: check.at,
      who: check.staffName,
      what: check.passed ? "Quality check passed" : "Quality check failed",
      detail: check.failureReason ? `${shirtName(check.unitId)}. ${check.failureReason}` : shirtName(check.unitId),
    })),
    ...mails.map((mail) => ({
      at: mail.sentAt ?? mail.createdAt,
      who: "The shop",
      what: mail.status === "sent" ? "E-mail sent" : mail.status === "failed" ? "E-mail failed" : "E-mail queued",
      detail: mail.subject,
    })),
    ...audits.map((entry) => ({
      at: entry.at,
      who: entry.staffName,
      what: AUDIT_WORDS[entry.action] ?? entry.action,
      detail: auditDetail(entry.action, entry.before, entry.after),
    })),
    // The provider's side of each refund (asked by staff: the audit entry above).
    ...refundRows.flatMap((refund) => {
      const amount = formatMoney(refund.amountMinor, order.currencyCode as CurrencyCode);
      const who = refund.reason === "provider" ? `${refund.provider} dashboard` : "The shop";
      if (refund.status === "succeeded" && refund.succeededAt) {
        return [{ at: refund.succeededAt, who, what: "Refunded", detail: `${amount} back to the customer` }];
      }
      if (refund.status === "failed") {
        return [{ at: refund.updatedAt, who, what: "Refund failed", detail: `${amount}: ${refund.failureMessage}` }];
      }
      return [];
    }),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());

  const promise = promiseOf(order);
  const state: OrderState = {
    status: order.status,
    shirtStages: units.map((unit) => unit.stage),
    shipped: shipment !== undefined,
    delivered: Boolean(shipment?.deliveredAt),
    promised: promise !== null,
  };
  const { promisedEarliest: _earliest, promisedLatest: _latest, ...rest } = order;
  const paidMinor = paymentRows
    .filter((payment) => payment.status === "succeeded")
    .reduce((sum, payment) => sum + payment.amountMinor, 0);
  const sumOf = (status: RefundStatus) =>
    refundRows.filter((refund) => refund.status === status).reduce((sum, refund) => sum + refund.amountMinor, 0);
  return {
    ...rest,
    number,
    currencyCode: order.currencyCode as CurrencyCode,
    promise,
    promiseText: promise ? formatPromise(promise) : null,
    late: isPastPromise(promise, today, isFinished(order.status)),
    payments: paymentRows,
    lines: lines.map((line) => ({
      ...line,
      sizeText: describeSize(line.size),
      measurements: workshopMeasures(line.size),
      shirts: units
        .filter((unit) => unit.lineId === line.id)
        .map((unit) => ({
          id: unit.id,
          label: `${unit.unitNumber} of ${line.quantity}`,
          stage: unit.stage,
          stageLabel: stageLabel(unit.stage),
          stageChangedAt: unit.stageChangedAt,
        })),
    })),
    shipment: shipment ?? null,
    notes,
    timeline,
    refunds: refundRows.map(({ creditNoteId, creditNoteNumber, ...refund }) => ({
      ...refund,
      /** The credit note of a refund that succeeded (decision 019). */
      creditNote:
        creditNoteId !== null && creditNoteNumber !== null ? { id: creditNoteId, number: creditNoteNumber } : null,
    })),
    /** What was taken, given back and on its way back; net is what the shop keeps. */
    money: {
      paidMinor,
      refundedMinor: sumOf("succeeded"),
      pendingRefundMinor: sumOf("pending"),
      netMinor: paidMinor - sumOf("succeeded"),
      refundableMinor: stillRefundableMinor(paidMinor, sumOf("succeeded") + sumOf("pending")),
    },
    // What staff may still do: the same rules the commands ask (modules/shop/order-rules.ts).
    canShip: shippingRefusal(state) === null,
    canMarkDelivered: deliveryRefusal(state) === null,
    canMovePromise: promiseMoveRefusal(state) === null,
    /** Why staff can no longer cancel the order; null while they can. */
    cancellationRefusal: cancellationRefusal(state),
  };
}

/** Monday of the shop's week of `today`. */
function weekStart(today: IsoDate): IsoDate {
  const day = new Date(`${today}T00:00:00Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * 86_400_000).toISOString().slice(0, 10);
}

export const ORDERS_TO_START_SHOWN = 10;

/**
 * Today at a glance (/admin): paid orders whose shirts are all still queued (oldest promise
 * first), shirts per workshop stage and how many are late, late orders, parcels shipped this
 * week (from Monday) and revenue of the orders paid this week per currency. Five queries.
 */
export async function dashboard(options: { today?: IsoDate; executor?: Executor } = {}) {
  const { today = shopDate(new Date()), executor = db() } = options;
  const monday = shopDayStart(weekStart(today));
  const [toStart, stages, [lateOrders], [shippedThisWeek], revenue] = await Promise.all([
    executor
      .select({
        id: orders.id,
        customerName: orders.customerName,
        paidAt: orders.paidAt,
        promisedEarliest: orders.promisedEarliest,
        promisedLatest: orders.promisedLatest,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(orders)
      .where(eq(orders.status, "paid"))
      .orderBy(asc(orders.promisedLatest), asc(orders.id))
      .limit(ORDERS_TO_START_SHOWN),
    workshopStageTotals({ today, executor }),
    executor.select({ total: count() }).from(orders).where(isLate(today)),
    executor.select({ total: count() }).from(shipments).where(gte(shipments.shippedAt, monday)),
    executor
      .select({
        currencyCode: orders.currencyCode,
        totalMinor: sql<number>`sum(${orders.totalMinor})`.mapWith(Number),
        orders: count(),
      })
      .from(orders)
      .where(and(gte(orders.paidAt, monday), notInArray(orders.status, ["cancelled"])))
      .groupBy(orders.currencyCode)
      .orderBy(asc(orders.currencyCode)),
  ]);
  return {
    weekStart: weekStart(today),
    toStart: {
      total: toStart[0]?.total ?? 0,
      orders: toStart.map((row) => {
        const promise = promiseOf(row);
        return {
          id: row.id,
          number: orderNumber(row.id),
          customerName: row.customerName,
          paidAt: row.paidAt,
          promise,
          late: isPastPromise(promise, today, false),
        };
      }),
    },
    stages,
    lateShirts: stages.reduce((sum, stage) => sum + stage.late, 0),
    lateOrders: lateOrders?.total ?? 0,
    shippedThisWeek: shippedThisWeek?.total ?? 0,
    revenue: revenue.map((row) => ({ ...row, currencyCode: row.currencyCode as CurrencyCode })),
  };
}
