import { type CurrencyCode, formatMoney } from "~/modules/money/money";
import { type OrderStatus, orderStatusLabel } from "~/modules/shop/order-status";
import { type DeliveryPromise, formatPromise } from "~/modules/shop/promise";
import { type RefundReason, type RefundStatus, refundReasonLabel } from "~/modules/shop/refund-reasons";
import { type ShirtStage, stageLabel, unitLabel } from "~/modules/shop/stages";

/*
 * The timeline of the back office's order page: what happened to an order and who did it,
 * oldest first, told from the records each area keeps (the order, the workshop's stage moves
 * and quality checks, the e-mails, the audit of staff actions, the providers' refunds).
 */

/** What happened to an order, by whom. */
export type TimelineEntry = { at: Date; who: string; what: string; detail: string | null };

/** The records the timeline is told from, as the order page reads them. */
export type OrderHistory = {
  order: {
    createdAt: Date;
    paidAt: Date | null;
    cancelledAt: Date | null;
    cancelReason: string | null;
    customerName: string;
    paymentProvider: string;
    currencyCode: CurrencyCode;
  };
  lines: { id: number; name: string; quantity: number }[];
  shirts: { id: number; lineId: number; unitNumber: number }[];
  stageMoves: {
    unitId: number;
    from: ShirtStage;
    to: ShirtStage;
    staffName: string;
    reason: string | null;
    at: Date;
  }[];
  qualityChecks: { unitId: number; staffName: string; passed: boolean; failureReason: string | null; at: Date }[];
  mails: { subject: string; status: string; createdAt: Date; sentAt: Date | null }[];
  audits: { at: Date; staffName: string; action: string; before: unknown; after: unknown }[];
  refunds: {
    provider: string;
    amountMinor: number;
    status: RefundStatus;
    reason: RefundReason;
    failureMessage: string | null;
    succeededAt: Date | null;
    updatedAt: Date;
  }[];
};

/** Every entry of the order's history, oldest first. */
export function orderTimeline(history: OrderHistory): TimelineEntry[] {
  const shirtName = shirtNamer(history);
  return [
    ...customerEntries(history.order),
    ...history.stageMoves.map((move) => ({
      at: move.at,
      who: move.staffName,
      what: `${stageLabel(move.from)} → ${stageLabel(move.to)}`,
      detail: withReason(shirtName(move.unitId), move.reason),
    })),
    ...history.qualityChecks.map((check) => ({
      at: check.at,
      who: check.staffName,
      what: check.passed ? "Quality check passed" : "Quality check failed",
      detail: withReason(shirtName(check.unitId), check.failureReason),
    })),
    ...history.mails.map(mailEntry),
    ...history.audits.map((entry) => ({
      at: entry.at,
      who: entry.staffName,
      what: AUDIT_WORDS[entry.action] ?? entry.action,
      detail: auditDetail(entry.action, entry.before, entry.after),
    })),
    ...history.refunds.flatMap((refund) => refundEntries(refund, history.order.currencyCode)),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** "Classic Oxford, shirt 2 of 3": a shirt named by its line. */
function shirtNamer({ lines, shirts }: Pick<OrderHistory, "lines" | "shirts">) {
  const shirtById = new Map(shirts.map((shirt) => [shirt.id, shirt]));
  const lineById = new Map(lines.map((line) => [line.id, line]));
  return (unitId: number) => {
    const shirt = shirtById.get(unitId);
    const line = shirt ? lineById.get(shirt.lineId) : undefined;
    return shirt && line ? `${line.name}, shirt ${unitLabel(shirt.unitNumber, line.quantity)}` : `Shirt ${unitId}`;
  };
}

const withReason = (shirt: string, reason: string | null) => (reason ? `${shirt}. ${reason}` : shirt);

/** Placed and paid by the customer; cancelled by the shop itself when no payment came. */
function customerEntries(order: OrderHistory["order"]): TimelineEntry[] {
  return [
    { at: order.createdAt, who: order.customerName, what: "Order placed", detail: null },
    ...(order.paidAt
      ? [{ at: order.paidAt, who: order.customerName, what: "Paid", detail: `With ${order.paymentProvider}` }]
      : []),
    // A cancellation by staff is in the audit entries, with who and why.
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
  ];
}

function mailEntry(mail: OrderHistory["mails"][number]): TimelineEntry {
  return {
    at: mail.sentAt ?? mail.createdAt,
    who: "The shop",
    what: mail.status === "sent" ? "E-mail sent" : mail.status === "failed" ? "E-mail failed" : "E-mail queued",
    detail: mail.subject,
  };
}

/** The provider's side of a refund (staff asking for it is an audit entry). */
function refundEntries(refund: OrderHistory["refunds"][number], currency: CurrencyCode): TimelineEntry[] {
  const amount = formatMoney(refund.amountMinor, currency);
  const who = refund.reason === "provider" ? `${refund.provider} dashboard` : "The shop";
  if (refund.status === "succeeded" && refund.succeededAt) {
    return [{ at: refund.succeededAt, who, what: "Refunded", detail: `${amount} back to the customer` }];
  }
  if (refund.status === "failed") {
    return [{ at: refund.updatedAt, who, what: "Refund failed", detail: `${amount}: ${refund.failureMessage}` }];
  }
  return [];
}

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
