import { and, desc, eq, inArray, notExists, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { orders, payments, refunds } from "~/db/schema";
import type { RefundStatus } from "~/modules/shop/refund-reasons";
import { orderToPayColumns } from "./settle.server";
import { attachMismatch, unmatchedReason } from "./unmatched";

/** The most payments the owner's list shows, newest first. */
const LIST_LIMIT = 200;

const COUNTED_REFUNDS: RefundStatus[] = ["pending", "succeeded"];

/**
 * The payments kept `unmatched`, newest first, with the order each names (if any), why it did
 * not match, and its refund if one was made or is on its way; those still to reconcile are
 * the ones without a refund.
 */
export async function listUnmatchedPayments() {
  const rows = await db()
    .select({
      id: payments.id,
      provider: payments.provider,
      reference: payments.providerRef,
      amountMinor: payments.amountMinor,
      currencyCode: payments.currencyCode,
      createdAt: payments.createdAt,
      orderId: payments.orderId,
      order: orderToPayColumns,
      refundStatus: sql<"pending" | "succeeded" | null>`(
        select ${refunds.status} from ${refunds}
        where ${refunds.paymentId} = ${payments.id} and ${refunds.status} in ('pending', 'succeeded')
        order by ${refunds.id} desc limit 1)`,
    })
    .from(payments)
    .leftJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.status, "unmatched"))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(LIST_LIMIT);
  return rows.map(({ order, ...payment }) => ({
    ...payment,
    reason: unmatchedReason(payment, order?.id ? order : null),
    /** Whether the order it names would take it as it is (the attach form offers that order then). */
    namedOrderTakesIt: order?.id ? attachMismatch(payment, order) === null : false,
  }));
}

/** How many unmatched payments wait for the owner: neither attached nor refunded. */
export async function countUnmatchedPayments(): Promise<number> {
  const [row] = await db()
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(payments)
    .where(
      and(
        eq(payments.status, "unmatched"),
        notExists(
          db()
            .select({ id: refunds.id })
            .from(refunds)
            .where(and(eq(refunds.paymentId, payments.id), inArray(refunds.status, COUNTED_REFUNDS))),
        ),
      ),
    );
  return row?.count ?? 0;
}
