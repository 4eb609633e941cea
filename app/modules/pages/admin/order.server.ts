import { parseId } from "~/infra/ids";
import { invoiceNumbersOf } from "~/modules/invoices/invoices.server";
import { formatMoney } from "~/modules/money/money";
import { orderActions } from "~/modules/orders/order-actions";
import { providerLabel } from "~/modules/orders/staff-filters";
import { refundLimitNotice, stillRefundableMinor } from "~/modules/refunds/rules";
import { readSetting } from "~/modules/settings/settings.server";
import { formatClockTime, formatDateTime, formatDay, type IsoDate, shopDate } from "~/modules/shop/calendar";
import { orderNumber } from "~/modules/shop/order-number";
import {
  cancellationRefusal,
  deliveryRefusal,
  isFinished,
  type OrderState,
  promiseMoveRefusal,
  shippingRefusal,
} from "~/modules/shop/order-rules";
import { orderStatusLabel } from "~/modules/shop/order-status";
import { formatPromise, isPastPromise, promiseFromColumns } from "~/modules/shop/promise";
import { refundReasonLabel, refundStatusLabel, STAFF_REFUND_REASONS } from "~/modules/shop/refund-reasons";
import { stageLabel, unitLabel } from "~/modules/shop/stages";
import { describeSize, measureLabel } from "~/modules/sizing/describe";
import { type MeasurePoint, type WorkshopMeasures, workshopMeasures } from "~/modules/sizing/workshop";
import type { StaffRole } from "~/modules/staff/roles";
import { metresText } from "~/modules/stock/consumption";
import { clothShortages } from "~/modules/stock/stock.server";
import { type OrderRecords, readOrderRecords } from "./order-records.server";
import { groupByDay, orderTimeline, selectTimeline, TIMELINE_LATEST, type TimelineQuery } from "./order-timeline";

/*
 * The back office's order page (/admin/orders/:id): one order with everything that happened
 * to it, put together from the areas that keep its parts (orders, payments, the workshop,
 * mail, the audit, refunds and credit notes, invoices, the stock). What staff may still do is
 * asked of the rules the commands ask (modules/shop/order-rules.ts, modules/refunds/rules.ts).
 */

/** Each line with its size in words, its measurements for the workshop and its shirts' stages. */
function linesWithShirts({ lines, shirts }: Pick<OrderRecords, "lines" | "shirts">) {
  return lines.map((line) => ({
    ...line,
    sizeText: describeSize(line.size),
    measurements: workshopMeasures(line.size),
    shirts: shirts
      .filter((shirt) => shirt.lineId === line.id)
      .map((shirt) => ({
        id: shirt.id,
        label: unitLabel(shirt.unitNumber, line.quantity),
        stage: shirt.stage,
        stageLabel: stageLabel(shirt.stage),
        stageChangedAt: shirt.stageChangedAt,
      })),
  }));
}

/** What was taken, given back and on its way back; net is what the shop keeps. */
function moneySummary(records: Pick<OrderRecords, "payments" | "refunds">) {
  const paidMinor = records.payments
    .filter((payment) => payment.status === "succeeded")
    .reduce((sum, payment) => sum + payment.amountMinor, 0);
  const refundsThat = (status: "succeeded" | "pending") =>
    records.refunds.filter((refund) => refund.status === status).reduce((sum, refund) => sum + refund.amountMinor, 0);
  const refundedMinor = refundsThat("succeeded");
  const pendingRefundMinor = refundsThat("pending");
  return {
    paidMinor,
    refundedMinor,
    pendingRefundMinor,
    netMinor: paidMinor - refundedMinor,
    refundableMinor: stillRefundableMinor(paidMinor, refundedMinor + pendingRefundMinor),
  };
}

/** What staff may still do with the order: the same rules the commands ask before they write. */
function whatStaffMayDo({ order, shirts, shipment }: Pick<OrderRecords, "order" | "shirts" | "shipment">) {
  const state: OrderState = {
    status: order.status,
    shirtStages: shirts.map((shirt) => shirt.stage),
    shipped: shipment !== undefined,
    delivered: Boolean(shipment?.deliveredAt),
    promised: promiseFromColumns(order) !== null,
  };
  return {
    /** The order's state as the rules read it (the actions bar asks them again with money and papers). */
    state,
    canShip: shippingRefusal(state) === null,
    canMarkDelivered: deliveryRefusal(state) === null,
    canMovePromise: promiseMoveRefusal(state) === null,
    /** Why staff can no longer cancel the order; null while they can. */
    cancellationRefusal: cancellationRefusal(state),
  };
}

/**
 * One order with everything the order page shows: the customer, addresses, payments, each
 * line with its drawing, options, size and shirts, notes, the parcel, a timeline of what
 * happened and who did it, its refunds and what it netted. Eleven queries whatever the
 * order's size; null when there is none.
 */
export async function getOrderForStaff(orderIdInput: unknown, options: { today?: IsoDate } = {}) {
  const orderId = parseId(orderIdInput);
  if (orderId === null) return null;
  const records = await readOrderRecords(orderId);
  if (!records) return null;
  const { today = shopDate(new Date()) } = options;
  const { promisedEarliest: _earliest, promisedLatest: _latest, ...order } = records.order;
  const promise = promiseFromColumns(records.order);
  return {
    ...order,
    number: orderNumber(orderId),
    promise,
    promiseText: promise ? formatPromise(promise) : null,
    late: isPastPromise(promise, today, isFinished(order.status)),
    payments: records.payments,
    lines: linesWithShirts(records),
    shipment: records.shipment ?? null,
    notes: records.notes,
    timeline: orderTimeline(records),
    refunds: records.refunds.map(({ creditNoteId, creditNoteNumber, ...refund }) => ({
      ...refund,
      /** The credit note of a refund that succeeded (decision 019). */
      creditNote:
        creditNoteId !== null && creditNoteNumber !== null ? { id: creditNoteId, number: creditNoteNumber } : null,
    })),
    money: moneySummary(records),
    ...whatStaffMayDo(records),
  };
}

const at = (date: Date | null) => (date ? formatDateTime(date) : null);

/** A line's measurements as the table shows them: each point's body, ease and finished measure. */
function measurementRows(measurements: WorkshopMeasures) {
  return (Object.keys(measurements.finished) as MeasurePoint[]).flatMap((point) => {
    const finished = measurements.finished[point];
    if (finished === undefined) return [];
    const body = measurements.body?.points[point] ?? null;
    return [{ point, label: measureLabel(point), finished, body, ease: measurements.ease[point] ?? null }];
  });
}

/**
 * The order page as `role` sees it, in words: the order, the shirts waiting for cloth and what
 * this staff member may refund. Null when there is no such order.
 */
export async function loadOrderPage(
  orderIdInput: unknown,
  role: StaffRole,
  timelineQuery: TimelineQuery = { show: "all", shirtId: null, all: false },
) {
  const [order, serviceLimitEur] = await Promise.all([
    getOrderForStaff(orderIdInput),
    readSetting("serviceRefundLimitEur"),
  ]);
  if (!order) return null;
  const money = (minor: number) => formatMoney(minor, order.currencyCode);
  const [invoiceNumbers, shortages] = await Promise.all([invoiceNumbersOf([order.id]), clothShortages(order.id)]);
  // A paid order has its invoice (a free remake none); one paid before invoices existed gets it at the first download.
  const invoiced = order.paidAt !== null && order.totalMinor > 0;
  const timeline = selectTimeline(order.timeline, timelineQuery);
  return {
    /** The actions bar: the next likely step, then the rest, as the rules and this staff member's role allow. */
    actions: orderActions(
      { ...order.state, late: order.late, refundable: order.money.refundableMinor > 0, invoiced },
      role,
    ),
    /**
     * The timeline as asked (only notes, e-mails or one shirt's events; the latest ten unless
     * all), newest first, by day on the shop's clock.
     */
    timeline: {
      query: timelineQuery,
      days: groupByDay(timeline.shown, formatDay).map(({ day, items }) => ({
        day,
        events: items.map((item) => ({ ...item, at: formatClockTime(item.at), iso: item.at.toISOString() })),
      })),
      matching: timeline.matching,
      hidden: timeline.hidden,
      latest: TIMELINE_LATEST,
      /** The order's shirts, to show one's events alone. */
      shirts: order.lines.flatMap((line) =>
        line.shirts.map((shirt) => ({ id: shirt.id, label: `Shirt ${shirt.label} · ${line.name}` })),
      ),
    },
    // Shirts paid while their cloth was short (modules/stock): the owner restocks or cancels.
    shortages: shortages.map((shortage) => ({
      key: shortage.fabricId,
      text: `${shortage.shirts} shirt${shortage.shirts === 1 ? "" : "s"} of ${shortage.fabricName} (${metresText(shortage.clothCm)})`,
      fabricHref: `/admin/fabrics/${shortage.fabricId}#stock`,
    })),
    order: {
      id: order.id,
      number: order.number,
      status: orderStatusLabel(order.status),
      placed: formatDateTime(order.createdAt),
      paid: at(order.paidAt),
      invoice: invoiced ? { number: invoiceNumbers.get(order.id) ?? null } : null,
      cancelled: at(order.cancelledAt),
      customer: {
        name: order.customerName,
        email: order.customerEmail,
        phone: order.customerPhone,
        /** Their account, whose page in the back office shows all they ordered; null once deleted. */
        accountId: order.userId,
      },
      shippingAddress: order.shippingAddress,
      billingAddress: order.billingAddress,
      deliveryName: order.deliveryName,
      subtotal: money(order.subtotalMinor),
      delivery: money(order.deliveryMinor),
      total: money(order.totalMinor),
      promise: order.promise,
      promiseText: order.promiseText,
      late: order.late,
      payments: order.payments.map((payment) => ({
        provider: providerLabel(payment.provider),
        reference: payment.reference,
        amount: money(payment.amountMinor),
        currencyCode: payment.currencyCode,
        status: payment.status,
        lastError: payment.lastError,
        at: formatDateTime(payment.createdAt),
      })),
      lines: order.lines.map((line) => ({
        id: line.id,
        name: line.name,
        look: line.look,
        options: line.designLabels,
        monogram: line.look.embroidery,
        size: line.sizeText,
        measurements: measurementRows(line.measurements),
        bodySource: line.measurements.body?.source ?? null,
        quantity: line.quantity,
        unitPrice: money(line.unitPriceMinor),
        lineTotal: money(line.lineTotalMinor),
        shirts: line.shirts.map((shirt) => ({ ...shirt, since: formatDateTime(shirt.stageChangedAt) })),
      })),
      shipment: order.shipment
        ? {
            carrier: order.shipment.carrier,
            trackingNumber: order.shipment.trackingNumber,
            trackingUrl: order.shipment.trackingUrl,
            staffName: order.shipment.staffName,
            shipped: formatDateTime(order.shipment.shippedAt),
            delivered: at(order.shipment.deliveredAt),
          }
        : null,
      canShip: order.canShip,
      currencyCode: order.currencyCode,
      /** The provider the money goes back through, by the name staff know it. */
      refundVia: providerLabel(order.paymentProvider),
      money: {
        paid: money(order.money.paidMinor),
        refunded: money(order.money.refundedMinor),
        pendingRefund: order.money.pendingRefundMinor > 0 ? money(order.money.pendingRefundMinor) : null,
        net: money(order.money.netMinor),
        refundable: order.money.refundableMinor > 0 ? money(order.money.refundableMinor) : null,
        /** Nothing left to refund of a payment taken. */
        refundedInFull:
          order.money.refundableMinor === 0 && order.payments.some((payment) => payment.status === "succeeded"),
      },
      refunds: order.refunds.map((refund) => ({
        id: refund.id,
        amount: money(refund.amountMinor),
        status: refund.status,
        statusLabel: refundStatusLabel(refund.status),
        reason: refundReasonLabel(refund.reason),
        note: refund.note,
        who: refund.staffName ?? (refund.reason === "provider" ? `In the ${refund.provider} dashboard` : "The shop"),
        at: formatDateTime(refund.succeededAt ?? refund.createdAt),
        failureMessage: refund.failureMessage,
        creditNote: refund.creditNote,
      })),
    },
    /** What this staff member may refund: owners without limit, customer service up to the owner's limit. */
    refundLimit: refundLimitNotice(role, { limitEur: serviceLimitEur, rate: order.rate, currency: order.currencyCode }),
    reasons: STAFF_REFUND_REASONS.map((reason) => ({ value: reason, label: refundReasonLabel(reason) })),
  };
}

/** The order page's data, as its components take it. */
export type OrderPage = NonNullable<Awaited<ReturnType<typeof loadOrderPage>>>;
export type OrderPageOrder = OrderPage["order"];
