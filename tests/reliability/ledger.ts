import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import type Stripe from "stripe";

/*
 * What a reliability test counts at its end: the shop's own records, read from its stopped
 * data directory (DATA_DIR/pglite), held against what the customers were told and what the
 * payment provider says happened. What counts as lost and as duplicated:
 * - lost: a payment that succeeded at the provider (or a test-card charge the customer was
 *   told was paid) whose order is not paid, or a paid order without its confirmation mail;
 * - duplicated: more than one order for one checkout attempt (one cart content), more than
 *   one succeeded payment, PaymentIntent or confirmation mail for one order.
 * Refunds, held against the provider's: a refund the provider made that the shop
 * did not count is lost; a provider refund counted twice, or counted more than the provider
 * refunded, is duplicated; more refunded (or on its way back) than the payment paid is over-refunded.
 */

export type Ledger = {
  orders: { id: number; status: string }[];
  orderLines: { orderId: number; cartLineId: number | null }[];
  payments: { orderId: number | null; ref: string; status: string }[];
  paymentEvents: { eventId: string; type: string }[];
  /** The order each confirmation mail ("Your order AS000042") is about. */
  confirmationMails: { orderId: number }[];
  /** Each refund with the payment it gives money back from. */
  refunds: {
    orderId: number | null;
    paymentRef: string;
    paidMinor: number;
    providerRefundId: string | null;
    amountMinor: number;
    status: string;
  }[];
};

type Rows = <Row>(query: string) => Promise<Row[]>;

async function ledgerFrom(rows: Rows): Promise<Ledger> {
  return {
    orders: await rows("select id, status from orders order by id"),
    orderLines: await rows(`select order_id as "orderId", cart_line_id as "cartLineId" from order_lines`),
    payments: await rows(`select order_id as "orderId", provider_ref as ref, status from payments order by id`),
    paymentEvents: await rows(`select event_id as "eventId", type from payment_events order by id`),
    confirmationMails: await rows(
      `select substring(subject from 'AS(\\d+)$')::int as "orderId" from mail_outbox where subject like 'Your order AS%' order by id`,
    ),
    refunds: await rows(
      `select r.order_id as "orderId", p.provider_ref as "paymentRef", p.amount_minor as "paidMinor",
              r.provider_refund_id as "providerRefundId", r.amount_minor as "amountMinor", r.status
         from refunds r join payments p on p.id = r.payment_id order by r.id`,
    ),
  };
}

/** Reads the records of a shop that has stopped (PGlite opens a data directory in one process at a time). */
export async function readLedger(dataDir: string): Promise<Ledger> {
  // The shop's database uses pg_trgm (its order search indexes), as client.server.ts opens it.
  const database = new PGlite({ dataDir: path.join(dataDir, "pglite"), extensions: { pg_trgm } });
  try {
    return await ledgerFrom(async (query) => (await database.query(query)).rows as never);
  } finally {
    await database.close();
  }
}

/** Reads the records of shops sharing one PostgreSQL database. */
export async function readPostgresLedger(databaseUrl: string): Promise<Ledger> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await ledgerFrom(async (query) => (await client.query(query)).rows);
  } finally {
    await client.end();
  }
}

export type Audit = {
  /** Each lost payment, mail or refund, described. */
  lost: string[];
  /** Each duplicate, described. */
  duplicated: string[];
  /** Each payment that gives back more than it paid (refunds made and on their way), described. */
  overRefunded: string[];
  /** The counts every scenario reports. */
  counts: Record<string, number>;
};

/**
 * Holds the shop's records against the provider's PaymentIntents and Refunds (none with the
 * test provider) and the orders the customers were told were paid.
 */
export function audit(
  ledger: Ledger,
  evidence: { paymentIntents?: Stripe.PaymentIntent[]; refunds?: Stripe.Refund[]; toldPaid?: number[] } = {},
): Audit {
  const paymentIntents = evidence.paymentIntents ?? [];
  const lost: string[] = [];
  const duplicated: string[] = [];
  const statusOf = new Map(ledger.orders.map((order) => [order.id, order.status]));
  const mailsOf = tally(ledger.confirmationMails.map((mail) => mail.orderId));

  for (const paymentIntent of paymentIntents.filter((candidate) => candidate.status === "succeeded")) {
    const orderId = Number(paymentIntent.metadata.order_id);
    const status = statusOf.get(orderId);
    const recorded = ledger.payments.find((payment) => payment.ref === paymentIntent.id);
    if (status === undefined) {
      // A payment for no order of the shop's is not lost when it is kept for the shop to refund.
      if (recorded?.status !== "unmatched") lost.push(`${paymentIntent.id} succeeded for no order and is not recorded`);
    } else if (status !== "paid") {
      lost.push(`${paymentIntent.id} succeeded but order ${orderId} is ${status}`);
    }
  }
  for (const orderId of new Set(evidence.toldPaid ?? [])) {
    const status = statusOf.get(orderId);
    if (status !== "paid") lost.push(`order ${orderId} was confirmed to the customer but is ${status ?? "missing"}`);
  }
  for (const order of ledger.orders.filter((candidate) => candidate.status === "paid")) {
    if (!mailsOf.has(order.id)) lost.push(`order ${order.id} is paid without its confirmation mail`);
  }

  for (const [cartLines, orderIds] of ordersPerCartContent(ledger)) {
    if (orderIds.length > 1) duplicated.push(`orders ${orderIds.join(", ")} for the same cart lines ${cartLines}`);
  }
  const succeeded = ledger.payments.filter((payment) => payment.status === "succeeded");
  for (const [orderId, times] of tally(succeeded.map((payment) => payment.orderId))) {
    if (times > 1) duplicated.push(`order ${orderId} has ${times} succeeded payments`);
  }
  const orderIdsAtStripe = paymentIntents.flatMap(({ metadata }) => (metadata.order_id ? [metadata.order_id] : []));
  for (const [orderId, times] of tally(orderIdsAtStripe)) {
    if (times > 1) duplicated.push(`order ${orderId} has ${times} PaymentIntents`);
  }
  for (const [orderId, times] of mailsOf) {
    if (times > 1) duplicated.push(`order ${orderId} has ${times} confirmation mails`);
  }
  const refundAudit = auditRefunds(ledger, evidence.refunds ?? []);
  lost.push(...refundAudit.lost);
  duplicated.push(...refundAudit.duplicated);

  const ordersBy = tally(ledger.orders.map((order) => order.status));
  const paymentsBy = tally(ledger.payments.map((payment) => payment.status));
  const refundsBy = tally(ledger.refunds.map((refund) => refund.status));
  return {
    lost,
    duplicated,
    overRefunded: refundAudit.overRefunded,
    counts: {
      "orders paid": ordersBy.get("paid") ?? 0,
      "orders pending": ordersBy.get("pending_payment") ?? 0,
      "orders cancelled": ordersBy.get("cancelled") ?? 0,
      PaymentIntents: paymentIntents.length,
      "PaymentIntents succeeded": paymentIntents.filter((paymentIntent) => paymentIntent.status === "succeeded").length,
      "payments succeeded": paymentsBy.get("succeeded") ?? 0,
      "payments unmatched": paymentsBy.get("unmatched") ?? 0,
      "payment events stored": ledger.paymentEvents.length,
      "payment events distinct": new Set(ledger.paymentEvents.map((event) => event.eventId)).size,
      "confirmation mails": ledger.confirmationMails.length,
      "refunds at the provider": (evidence.refunds ?? []).length,
      "refunds succeeded": refundsBy.get("succeeded") ?? 0,
      "refunds pending": refundsBy.get("pending") ?? 0,
      "refunds failed": refundsBy.get("failed") ?? 0,
      lost: lost.length,
      duplicated: duplicated.length,
    },
  };
}

/**
 * Per payment: what the shop counts as refunded equals what the provider refunded (with the
 * provider's refunds given: the test provider keeps none); no provider refund is recorded
 * twice; refunds made and on their way never pass what the payment paid.
 */
function auditRefunds(ledger: Ledger, providerRefunds: Stripe.Refund[]) {
  const lost: string[] = [];
  const duplicated: string[] = [];
  const overRefunded: string[] = [];
  for (const [refundId, times] of tally(ledger.refunds.flatMap((refund) => refund.providerRefundId ?? []))) {
    if (times > 1) duplicated.push(`provider refund ${refundId} is recorded ${times} times`);
  }
  const byPayment = new Map<string, Ledger["refunds"]>();
  for (const refund of ledger.refunds)
    byPayment.set(refund.paymentRef, [...(byPayment.get(refund.paymentRef) ?? []), refund]);
  const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);
  for (const [paymentRef, refunds] of byPayment) {
    const counted = sum(refunds.filter((refund) => refund.status !== "failed").map((refund) => refund.amountMinor));
    const paid = refunds[0]?.paidMinor ?? 0;
    if (counted > paid) overRefunded.push(`payment ${paymentRef} paid ${paid} and gives back ${counted}`);
  }
  if (providerRefunds.length > 0) {
    const paymentRefs = new Set([
      ...byPayment.keys(),
      ...providerRefunds.map((refund) => String(refund.payment_intent)),
    ]);
    for (const paymentRef of paymentRefs) {
      const recorded = sum(
        (byPayment.get(paymentRef) ?? [])
          .filter((refund) => refund.status === "succeeded")
          .map((refund) => refund.amountMinor),
      );
      const refunded = sum(
        providerRefunds
          .filter((refund) => refund.payment_intent === paymentRef && refund.status === "succeeded")
          .map((refund) => refund.amount),
      );
      if (recorded < refunded)
        lost.push(`payment ${paymentRef}: the provider refunded ${refunded}, the shop counts ${recorded}`);
      if (recorded > refunded) {
        duplicated.push(
          `payment ${paymentRef}: the shop counts ${recorded} refunded, the provider refunded ${refunded}`,
        );
      }
    }
  }
  return { lost, duplicated, overRefunded };
}

/** Orders grouped by the cart lines they were made of: one group per cart content. */
function ordersPerCartContent(ledger: Ledger): Map<string, number[]> {
  const linesOf = new Map<number, number[]>();
  for (const line of ledger.orderLines) {
    if (line.cartLineId !== null) linesOf.set(line.orderId, [...(linesOf.get(line.orderId) ?? []), line.cartLineId]);
  }
  const groups = new Map<string, number[]>();
  for (const [orderId, cartLines] of linesOf) {
    const key = cartLines.sort((a, b) => a - b).join("+");
    groups.set(key, [...(groups.get(key) ?? []), orderId]);
  }
  return groups;
}

function tally<Key>(keys: Key[]): Map<Key, number> {
  const counts = new Map<Key, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

/** Prints a scenario's counts as a small table, so they show in the test output. */
export function printCounts(title: string, counts: Record<string, number | string>): void {
  const width = Math.max(...Object.keys(counts).map((label) => label.length));
  const rows = Object.entries(counts).map(([label, value]) => `  ${label.padEnd(width)}  ${String(value).padStart(6)}`);
  console.log([`\n${title}`, ...rows].join("\n"));
}
