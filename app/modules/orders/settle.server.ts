import { and, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import { config } from "~/config.server";
import { db, type Transaction } from "~/db/client.server";
import { cartLines, carts, orderLines, orders, paymentEvents, payments } from "~/db/schema";
import { logger } from "~/infra/logger.server";
import { issueInvoice } from "~/modules/invoices/invoices.server";
import { queueMail } from "~/modules/mail/mail.server";
import type { PaymentEvent, ProviderName, ProviderPayment } from "~/modules/payments/provider";
import { startProduction } from "~/modules/production/production.server";
import { recordProviderRefund } from "~/modules/refunds/refunds.server";
import { SHOP_ACTOR } from "~/modules/staff/audit.server";
import { confirmationMail } from "./confirmation-mail";
import { readOrders } from "./orders.server";

/*
 * What a payment means for an order: the one place an order becomes `paid` (DESIGN.md
 * section 3). Every path that learns of a payment (the test card at Buy now, a provider's
 * webhook, the server-side retrieve on the customer's return, a PayPal capture, the
 * reconciliation after a restart) calls `settlePayment`, and it changes the order exactly
 * once: the order row is locked and its status checked in one transaction, which also
 * records the payment, creates its shirts for the workshop with the dated promise, issues its
 * invoice, empties the cart of what was bought and queues the confirmation e-mail, so all of
 * it happens once or not at all. A webhook event about a refund goes, in the same way once,
 * to the refunds module.
 */

export type SettleOutcome =
  /** The order became paid now. */
  | "paid"
  /** Already paid by this payment: nothing changed. */
  | "already-paid"
  /** The payment did not succeed (yet); its state is recorded. */
  | "not-paid"
  /** A webhook event already processed. */
  | "duplicate-event"
  /** A confirmed payment the shop cannot match to an order it can mark paid: recorded for the shop to reconcile. */
  | "unmatched"
  /** An event about refunds, handed to the refunds module. */
  | "refund";

/** Remembers that the payment exists, before anything else is known of it. */
export async function recordPaymentStarted(
  provider: ProviderName,
  orderId: number,
  payment: { ref: string; amountMinor: number; currency: string },
): Promise<void> {
  await db()
    .insert(payments)
    .values({
      orderId,
      provider,
      providerRef: payment.ref,
      status: "created",
      amountMinor: payment.amountMinor,
      currencyCode: payment.currency,
    })
    .onConflictDoNothing();
}

/** Records a refused attempt (a declined card) on the order's payment. */
export async function recordPaymentRefused(provider: ProviderName, ref: string, message: string): Promise<void> {
  await db()
    .update(payments)
    .set({ lastError: message, updatedAt: sql`now()` })
    .where(and(eq(payments.provider, provider), eq(payments.providerRef, ref)));
}

/** Handles a verified webhook event once: a repeated delivery changes nothing. */
export async function settleEvent(provider: ProviderName, event: PaymentEvent): Promise<SettleOutcome> {
  return db().transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({
        provider,
        eventId: event.eventId,
        type: event.type,
        payload: event.refunds.length > 0 ? { refunds: event.refunds } : (event.payment ?? {}),
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!fresh) return "duplicate-event";
    if (event.refunds.length > 0) {
      for (const refund of event.refunds) await recordProviderRefund(tx, provider, refund);
      return "refund";
    }
    return event.payment ? settleWithin(tx, provider, event.payment) : "not-paid";
  });
}

/** Applies what the provider says of a payment to its order (see the module comment). */
export function settlePayment(provider: ProviderName, payment: ProviderPayment): Promise<SettleOutcome> {
  return db().transaction((tx) => settleWithin(tx, provider, payment));
}

async function settleWithin(tx: Transaction, provider: ProviderName, payment: ProviderPayment): Promise<SettleOutcome> {
  const [known] = await tx
    .select({ id: payments.id, orderId: payments.orderId, status: payments.status })
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerRef, payment.ref)))
    .for("update");
  // A payment created just before a crash has no row yet: the provider's record names the order.
  const orderId = known?.orderId ?? payment.orderId;
  const [order] =
    orderId === null
      ? []
      : await tx
          .select({
            id: orders.id,
            status: orders.status,
            cancelReason: orders.cancelReason,
            totalMinor: orders.totalMinor,
            currencyCode: orders.currencyCode,
            paymentProvider: orders.paymentProvider,
            createdAt: orders.createdAt,
            cartId: orders.cartId,
            customerName: orders.customerName,
            customerEmail: orders.customerEmail,
          })
          .from(orders)
          .where(eq(orders.id, orderId))
          .for("update");

  const saveStatus = async (status: (typeof payments.$inferInsert)["status"], forOrder: number | null) => {
    if (known) {
      await tx.update(payments).set({ status, updatedAt: sql`now()` }).where(eq(payments.id, known.id));
    } else {
      await tx.insert(payments).values({
        orderId: forOrder,
        provider,
        providerRef: payment.ref,
        status,
        amountMinor: payment.amountMinor,
        currencyCode: payment.currency,
      });
    }
  };

  if (payment.status !== "succeeded") {
    if (known?.status === "succeeded" || known?.status === "unmatched") return "not-paid";
    const status = payment.status === "pending" ? "created" : payment.status;
    if (order || known) await saveStatus(status, order?.id ?? null);
    return "not-paid";
  }

  const matches =
    order !== undefined &&
    order.paymentProvider === provider &&
    order.totalMinor === payment.amountMinor &&
    order.currencyCode === payment.currency;
  if (!order || !matches) {
    logger.error(
      { provider, ref: payment.ref, orderId, amountMinor: payment.amountMinor, currency: payment.currency },
      "payment confirmed for no matching order: recorded for reconciliation",
    );
    if (known?.status === "unmatched") return "unmatched";
    await saveStatus("unmatched", order?.id ?? null);
    return "unmatched";
  }

  // A payment that comes in after the order expired still buys it: the customer has paid.
  const payable =
    order.status === "pending_payment" || (order.status === "cancelled" && order.cancelReason === "expired");
  if (!payable) {
    if (known?.status === "succeeded") return "already-paid";
    // The order was paid through another payment of the same provider: keep this one for a refund.
    logger.error({ provider, ref: payment.ref, orderId: order.id }, "second payment for a paid order: recorded");
    await saveStatus("unmatched", order.id);
    return "unmatched";
  }

  await saveStatus("succeeded", order.id);
  await tx
    .update(orders)
    .set({ status: "paid", paidAt: sql`now()`, cancelledAt: null, cancelReason: null })
    .where(eq(orders.id, order.id));
  await startProduction(tx, SHOP_ACTOR, order.id);
  await issueInvoice(tx, order.id);
  // What was bought leaves the cart; a line changed after the order (another tab) stays.
  // The cart lock makes a concurrent Buy now of the same lines wait, then see them gone.
  if (order.cartId !== null)
    await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, order.cartId)).for("update");
  await tx.delete(cartLines).where(
    and(
      inArray(
        cartLines.id,
        tx
          .select({ id: orderLines.cartLineId })
          .from(orderLines)
          .where(and(eq(orderLines.orderId, order.id), isNotNull(orderLines.cartLineId))),
      ),
      lte(cartLines.updatedAt, order.createdAt),
    ),
  );
  const [view] = await readOrders(eq(orders.id, order.id), tx);
  const customer = { name: order.customerName, email: order.customerEmail };
  if (view) await queueMail(tx, confirmationMail(view, customer, `${config.baseUrl}/history-order`));
  logger.info({ orderId: order.id, provider, ref: payment.ref }, "order paid");
  return "paid";
}
