import { type CurrencyCode, formatMoney } from "~/modules/money/money";
import { providerLabel } from "~/modules/orders/staff-filters";
import { formatLongDate } from "~/modules/shop/calendar";
import { type OrderStatus, orderStatusLabel } from "~/modules/shop/order-status";
import { type DeliveryPromise, formatPromise } from "~/modules/shop/promise";
import { type RefundReason, type RefundStatus, refundReasonLabel } from "~/modules/shop/refund-reasons";
import { type ShirtStage, stageLabel, unitLabel } from "~/modules/shop/stages";

/*
 * The timeline of the back office's order page: what happened to an order and who did it,
 * newest first, each event in plain words, told from the records each area keeps (the order,
 * the workshop's stage moves and quality checks, the e-mails, the audit of staff actions, the
 * providers' refunds). An event about one shirt names it; a refund or a remake that comes from a
 * fit claim links the claim.
 */

/** Notes and e-mails can be shown on their own; everything else is an event. */
export type TimelineKind = "event" | "note" | "mail";

/** What happened to an order, by whom. */
export type TimelineEntry = {
  at: Date;
  who: string;
  what: string;
  detail: string | null;
  kind: TimelineKind;
  /** The shirt it is about: "Shirt 2 of 3 · Classic Oxford". */
  shirt: { id: number; label: string } | null;
  /** The fit claim behind a refund or a remake. */
  claimId: number | null;
};

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
    /** The fit claim this order is the free remake of. */
    remakeOfClaimId: number | null;
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
    id: number;
    provider: string;
    amountMinor: number;
    status: RefundStatus;
    reason: RefundReason;
    failureMessage: string | null;
    succeededAt: Date | null;
    updatedAt: Date;
    creditNoteNumber: string | null;
    /** The fit claim whose alteration this refund pays. */
    claimId: number | null;
  }[];
};

type Event = Pick<TimelineEntry, "at" | "who" | "what"> & Partial<Omit<TimelineEntry, "at" | "who" | "what">>;

const entry = (event: Event): TimelineEntry => ({
  detail: null,
  kind: "event",
  shirt: null,
  claimId: null,
  ...event,
});

/** Every entry of the order's history, newest first. */
export function orderTimeline(history: OrderHistory): TimelineEntry[] {
  const shirtOf = shirtNamer(history);
  const claimOfRefund = new Map(history.refunds.map((refund) => [refund.id, refund.claimId]));
  const entries: TimelineEntry[] = [
    ...customerEntries(history.order),
    ...history.stageMoves.map((move) =>
      entry({
        at: move.at,
        who: move.staffName,
        what: `Moved from ${stageLabel(move.from).toLowerCase()} to ${stageLabel(move.to).toLowerCase()}`,
        detail: move.reason,
        shirt: shirtOf(move.unitId),
      }),
    ),
    ...history.qualityChecks.map((check) =>
      entry({
        at: check.at,
        who: check.staffName,
        what: check.passed ? "Passed the quality check" : "Failed the quality check",
        detail: check.failureReason,
        shirt: shirtOf(check.unitId),
      }),
    ),
    ...history.mails.map(mailEntry),
    ...history.audits.map((audit) => ({ ...auditEntry(audit), claimId: auditClaim(audit, claimOfRefund) })),
    ...history.refunds.flatMap((refund) => refundEntries(refund, history.order.currencyCode)),
  ];
  // Newest first; events of one instant keep the order they were recorded in, reversed.
  return entries
    .map((item, index) => ({ item, index }))
    .sort((a, b) => b.item.at.getTime() - a.item.at.getTime() || b.index - a.index)
    .map(({ item }) => item);
}

/** "Shirt 2 of 3 · Classic Oxford": a shirt named by its line. */
function shirtNamer({ lines, shirts }: Pick<OrderHistory, "lines" | "shirts">) {
  const shirtById = new Map(shirts.map((shirt) => [shirt.id, shirt]));
  const lineById = new Map(lines.map((line) => [line.id, line]));
  return (unitId: number) => {
    const shirt = shirtById.get(unitId);
    const line = shirt ? lineById.get(shirt.lineId) : undefined;
    const label = shirt && line ? `Shirt ${unitLabel(shirt.unitNumber, line.quantity)} · ${line.name}` : "A shirt";
    return { id: unitId, label };
  };
}

/** "test card", "Stripe", "PayPal": the provider as staff know it, inside a sentence. */
function providerInWords(provider: string): string {
  const label = providerLabel(provider);
  return provider === "test" ? label.toLowerCase() : label;
}

/** Placed and paid by the customer (a remake placed for its claim); cancelled by the shop itself when no payment came. */
function customerEntries(order: OrderHistory["order"]): TimelineEntry[] {
  const placed = order.remakeOfClaimId
    ? entry({
        at: order.createdAt,
        who: "The shop",
        what: "Free remake placed for a fit claim",
        claimId: order.remakeOfClaimId,
      })
    : entry({ at: order.createdAt, who: order.customerName, what: "Order placed" });
  return [
    placed,
    ...(order.paidAt && !order.remakeOfClaimId
      ? [
          entry({
            at: order.paidAt,
            who: order.customerName,
            what: `Paid by ${providerInWords(order.paymentProvider)}`,
          }),
        ]
      : []),
    // A cancellation by staff is in the audit entries, with who and why.
    ...(order.cancelledAt && order.cancelReason !== "shop"
      ? [
          entry({
            at: order.cancelledAt,
            who: "The shop",
            what: order.cancelReason === "expired" ? "Cancelled: no payment came in time" : "Cancelled",
          }),
        ]
      : []),
  ];
}

const MAIL_WORDS: Record<string, string> = {
  sent: "E-mail sent to the customer",
  failed: "E-mail to the customer failed",
};

function mailEntry(mail: OrderHistory["mails"][number]): TimelineEntry {
  return entry({
    at: mail.sentAt ?? mail.createdAt,
    who: "The shop",
    what: MAIL_WORDS[mail.status] ?? "E-mail to the customer waiting to be sent",
    detail: `“${mail.subject}”`,
    kind: "mail",
  });
}

/** The provider's side of a refund (staff asking for it is an audit entry). */
function refundEntries(refund: OrderHistory["refunds"][number], currency: CurrencyCode): TimelineEntry[] {
  const amount = formatMoney(refund.amountMinor, currency);
  const who = refund.reason === "provider" ? `In the ${providerLabel(refund.provider)} dashboard` : "The shop";
  const via = providerInWords(refund.provider);
  if (refund.status === "succeeded" && refund.succeededAt) {
    return [
      entry({
        at: refund.succeededAt,
        who,
        what: `${amount} refunded to the customer by ${via}`,
        detail: refund.creditNoteNumber ? `Credit note ${refund.creditNoteNumber}` : null,
        claimId: refund.claimId,
      }),
    ];
  }
  if (refund.status === "failed") {
    return [
      entry({
        at: refund.updatedAt,
        who,
        what: `Refund of ${amount} failed at ${via}`,
        detail: refund.failureMessage,
        claimId: refund.claimId,
      }),
    ];
  }
  return [];
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const asText = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value : typeof value === "number" ? String(value) : null;

const asList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** "1.85 m of Navy Pinstripe", from the stock's "Navy Pinstripe: 1.85 m". */
function clothInWords(cloth: string): string {
  const split = cloth.lastIndexOf(": ");
  return split < 0 ? cloth : `${cloth.slice(split + 2)} of ${cloth.slice(0, split)}`;
}

/** A day of a promise as staff read it ("5 January 2099"); anything else as it is. */
const dayText = (value: unknown) =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatLongDate(value) : (asText(value) ?? "?");

function promiseText(value: unknown): string {
  const promise = asRecord(value);
  if (typeof promise.earliest !== "string" || typeof promise.latest !== "string") return "no dates";
  return `${dayText(promise.earliest)} to ${dayText(promise.latest)}`;
}

type Audit = OrderHistory["audits"][number];
type Told = Pick<TimelineEntry, "what" | "detail"> & { kind?: TimelineKind };

/**
 * Each audit action that can hit an order (modules/production, modules/refunds, modules/stock),
 * in words: what was done, and its detail.
 */
const AUDIT_STORIES: Record<string, (was: Record<string, unknown>, now: Record<string, unknown>) => Told> = {
  "order.production_started": (_was, now) => {
    const promise = asRecord(now.promise);
    const dated = typeof promise.earliest === "string" && typeof promise.latest === "string";
    return {
      what: `Production started: ${plural(Number(now.shirts) || 0, "shirt")} queued`,
      detail: dated ? `${formatPromise(promise as DeliveryPromise)}.` : null,
    };
  },
  "order.status_changed": (was, now) => ({
    what: `Status changed from ${orderStatusLabel(was.status as OrderStatus)} to ${orderStatusLabel(now.status as OrderStatus)}`,
    detail: null,
  }),
  "order.shipped": (_was, now) => ({
    what: `Shipped with ${asText(now.carrier) ?? "the carrier"}`,
    detail: asText(now.trackingNumber) ? `Tracking number ${now.trackingNumber}` : null,
  }),
  "order.delivered": (_was, now) => ({
    what: "Marked delivered",
    detail: now.deliveredOn ? `Arrived on ${dayText(now.deliveredOn)}` : null,
  }),
  "order.note_added": (_was, now) => ({
    what: now.visibility === "customer" ? "Note for the customer (e-mailed to them)" : "Note for staff",
    detail: asText(now.text),
    kind: "note",
  }),
  "order.promise_moved": (was, now) => ({
    what: "Delivery promise moved",
    detail: `Now ${promiseText(now)}; it was ${promiseText(was)}`,
  }),
  "order.refund_asked": (_was, now) => {
    const reason = refundReasonLabel(now.reason as RefundReason);
    const note = asText(now.note);
    return {
      what: `Refund of ${asText(now.amount) ?? "an amount"} asked`,
      detail: `${reason}${note ? `: ${note}` : ""}`,
    };
  },
  "order.cancelled": (_was, now) => ({
    what: "Cancelled before any shirt was cut",
    detail: asText(now.note),
  }),
  "order.cloth_reserved": (_was, now) => {
    const reserved = asList(now.reserved).map(clothInWords);
    const short = asList(now.short).map(clothInWords);
    return {
      what: reserved.length > 0 ? `${reserved.join(", ")} reserved` : "No cloth could be reserved",
      detail: short.length > 0 ? `Short of cloth: ${short.join(", ")}` : null,
    };
  },
};

/** "Gift wrapped" from `gift_wrapped`, "Tracking number" from `trackingNumber`. */
function nameInWords(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replaceAll("_", " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "Carrier: DHL · Tracking number: X": the plain values of an entry this page does not know yet. */
function valuesInWords(values: Record<string, unknown>): string | null {
  const said = Object.entries(values).flatMap(([key, value]) => {
    const text = asText(value);
    return text === null ? [] : [`${nameInWords(key)}: ${text}`];
  });
  return said.length > 0 ? said.join(" · ") : null;
}

/** An audit entry of the order in words. */
function auditEntry(audit: Audit): TimelineEntry {
  const story = AUDIT_STORIES[audit.action];
  const told: Told = story
    ? story(asRecord(audit.before), asRecord(audit.after))
    : {
        what: nameInWords(audit.action.slice(audit.action.indexOf(".") + 1)),
        detail: valuesInWords(asRecord(audit.after)),
      };
  return entry({ at: audit.at, who: audit.staffName, ...told });
}

/** The fit claim behind a refund asked (by the refund it names). */
function auditClaim(audit: Audit, claimOfRefund: Map<number, number | null>): number | null {
  if (audit.action !== "order.refund_asked") return null;
  const refundId = asRecord(audit.after).refundId;
  return typeof refundId === "number" ? (claimOfRefund.get(refundId) ?? null) : null;
}

/* The part of the timeline the page shows. */

export const TIMELINE_SHOWS = ["all", "notes", "mails"] as const;
export type TimelineShow = (typeof TIMELINE_SHOWS)[number];

/** What the page asks of the timeline, from its address: `?show=notes&shirt=12&events=all`. */
export type TimelineQuery = { show: TimelineShow; shirtId: number | null; all: boolean };

/** The latest events shown before "Show all". */
export const TIMELINE_LATEST = 10;

/** The timeline's query read from the page's address; anything unknown is the default. */
export function readTimelineQuery(params: URLSearchParams): TimelineQuery {
  const show = params.get("show");
  const shirt = Number(params.get("shirt"));
  return {
    show: TIMELINE_SHOWS.find((value) => value === show) ?? "all",
    shirtId: Number.isSafeInteger(shirt) && shirt > 0 ? shirt : null,
    all: params.get("events") === "all",
  };
}

const SHOWS: Record<TimelineShow, (item: TimelineEntry) => boolean> = {
  all: () => true,
  notes: (item) => item.kind === "note",
  mails: (item) => item.kind === "mail",
};

/**
 * The entries the query asks for (only notes, only e-mails, only one shirt's), the latest ten
 * unless all are asked for; `matching` counts them all.
 */
export function selectTimeline(entries: TimelineEntry[], query: TimelineQuery) {
  const matching = entries.filter(
    (item) => SHOWS[query.show](item) && (query.shirtId === null || item.shirt?.id === query.shirtId),
  );
  const shown = query.all ? matching : matching.slice(0, TIMELINE_LATEST);
  return { shown, matching: matching.length, hidden: matching.length - shown.length };
}

/** Entries grouped by the day `dayOf` names, in the order they come. */
export function groupByDay<Item extends { at: Date }>(items: Item[], dayOf: (at: Date) => string) {
  const days: { day: string; items: Item[] }[] = [];
  for (const item of items) {
    const day = dayOf(item.at);
    const last = days.at(-1);
    if (last?.day === day) last.items.push(item);
    else days.push({ day, items: [item] });
  }
  return days;
}
