import { and, asc, eq, lt, sql } from "drizzle-orm";
import { config } from "~/config.server";
import { db, EXCLUSIVE_WORK, exclusively, getConnection } from "~/db/client.server";
import { orders, payments } from "~/db/schema";
import { logger } from "~/infra/logger.server";
import type { CurrencyCode } from "~/modules/money/money";
import type { ProviderName } from "~/modules/payments/provider";
import { providerNamed } from "~/modules/payments/providers.server";
import { settlePendingRefunds } from "~/modules/refunds/refunds.server";
import { orderNumber } from "~/modules/shop/order-number";
import { settlePayment } from "./settle.server";

/*
 * Orders waiting for their payment, looked after in the background:
 * - reconciliation: a payment started more than a sweep ago is asked of its provider, so
 *   a payment whose webhook was lost, or that succeeded while the shop was down (a crash,
 *   a restart), still marks its order paid;
 * - expiry: an order still unpaid after ORDER_PAYMENT_TIMEOUT_MINUTES is cancelled, and its
 *   payment cancelled at the provider where the provider allows it. A payment that succeeds
 *   meanwhile wins: the order is paid instead (settle.server.ts);
 * - refunds: a refund still waiting for its provider's answer (a crash between asking and the
 *   answer, a provider that was down) is sent again with its own key or asked about
 *   (refunds/refunds.server.ts `settlePendingRefunds`).
 */

/** Orders looked at per sweep, so one sweep stays short. */
const SWEEP_BATCH = 100;

type Waiting = {
  orderId: number;
  provider: ProviderName;
  totalMinor: number;
  currencyCode: string;
  customerEmail: string;
  ref: string | null;
};

async function waitingOrders(olderThan: ReturnType<typeof sql>, paymentOlderThan?: ReturnType<typeof sql>) {
  const rows = await db()
    .select({
      orderId: orders.id,
      provider: orders.paymentProvider,
      totalMinor: orders.totalMinor,
      currencyCode: orders.currencyCode,
      customerEmail: orders.customerEmail,
      ref: payments.providerRef,
    })
    .from(orders)
    .leftJoin(payments, and(eq(payments.orderId, orders.id), eq(payments.provider, orders.paymentProvider)))
    .where(
      and(
        eq(orders.status, "pending_payment"),
        lt(orders.createdAt, olderThan),
        paymentOlderThan ? lt(payments.updatedAt, paymentOlderThan) : undefined,
      ),
    )
    .orderBy(asc(orders.id))
    .limit(SWEEP_BATCH);
  return rows as Waiting[];
}

/** Asks the provider about the order's payment and settles what it says; true when the order is now paid. */
async function reconcile(order: Waiting): Promise<boolean> {
  const provider = providerNamed(order.provider);
  if (!provider || order.ref === null || order.provider === "test") return false;
  await db()
    .update(payments)
    .set({ updatedAt: sql`now()` })
    .where(and(eq(payments.provider, order.provider), eq(payments.providerRef, order.ref)));
  const outcome = await settlePayment(order.provider, await provider.retrievePayment(order.ref));
  return outcome === "paid" || outcome === "already-paid";
}

async function expire(order: Waiting): Promise<"paid" | "cancelled"> {
  const provider = providerNamed(order.provider);
  if (provider && order.ref !== null) {
    await provider.cancelPayment(order.ref, {
      id: order.orderId,
      number: orderNumber(order.orderId),
      amountMinor: order.totalMinor,
      currency: order.currencyCode as CurrencyCode,
      customerEmail: order.customerEmail,
    });
    if (await reconcile(order)) return "paid";
  }
  await db()
    .update(orders)
    .set({ status: "cancelled", cancelReason: "expired", cancelledAt: sql`now()` })
    .where(and(eq(orders.id, order.orderId), eq(orders.status, "pending_payment")));
  if (order.ref !== null) {
    await db()
      .update(payments)
      .set({ status: "cancelled", updatedAt: sql`now()` })
      .where(
        and(eq(payments.provider, order.provider), eq(payments.providerRef, order.ref), eq(payments.status, "created")),
      );
  }
  return "cancelled";
}

/**
 * One sweep: reconciles started payments, then expires orders past their time, then settles
 * pending refunds. Counts what changed.
 */
export async function sweepWaitingOrders(): Promise<{
  paid: number;
  cancelled: number;
  refunds: number;
  failed: number;
}> {
  const counts = { paid: 0, cancelled: 0, refunds: 0, failed: 0 };
  const timeout = sql`now() - make_interval(mins => ${config.orderPaymentTimeoutMinutes})`;
  const settled = new Set<number>();
  for (const order of await waitingOrders(
    sql`now()`,
    sql`now() - make_interval(secs => ${config.orderSweepSeconds})`,
  )) {
    try {
      if (await reconcile(order)) {
        counts.paid++;
        settled.add(order.orderId);
      }
    } catch (error) {
      counts.failed++;
      logger.warn({ err: error, orderId: order.orderId }, "payment reconciliation failed; will retry");
    }
  }
  for (const order of await waitingOrders(timeout)) {
    if (settled.has(order.orderId)) continue;
    try {
      counts[await expire(order)]++;
    } catch (error) {
      counts.failed++;
      logger.warn({ err: error, orderId: order.orderId }, "order expiry failed; will retry");
    }
  }
  const refunds = await settlePendingRefunds();
  counts.refunds = refunds.settled;
  counts.failed += refunds.failed;
  return counts;
}

/**
 * Sweeps at start-up (after a crash or restart) and then every ORDER_SWEEP_SECONDS. With
 * several instances on one database, one sweeps at a time (an advisory lock): the others skip
 * that round rather than ask the providers the same questions at once.
 */
export function startOrderSweeper() {
  const intervalMs = config.orderSweepSeconds * 1000;
  let running: Promise<unknown> | null = null;
  const sweep = () => {
    if (running) return; // the previous sweep is still at work
    running = exclusively(getConnection(), EXCLUSIVE_WORK.orderSweep, { wait: false }, sweepWaitingOrders)
      .then((sweep) => {
        if (!sweep.ran) return;
        const counts = sweep.result;
        if (counts.paid || counts.cancelled || counts.refunds || counts.failed)
          logger.info(counts, "waiting orders swept");
      })
      .catch((error: unknown) => logger.error({ err: error }, "order sweep failed"))
      .finally(() => {
        running = null;
      });
  };
  sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
