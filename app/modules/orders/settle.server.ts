import { and, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import { db, type Transaction } from "~/db/client.server";
import { cartLines, carts, orderLines, orders, paymentEvents, payments, refunds } from "~/db/schema";
import { invalidate, invalidateCarts } from "~/infra/invalidation.server";
import { logger } from "~/infra/logger.server";
import { type Done, refuse, refuseFields } from "~/infra/refusal";
import type { CartOwner } from "~/modules/cart/cart.server";
import { issueInvoice } from "~/modules/invoices/invoices.server";
import { queueMail } from "~/modules/mail/mail.server";
import { type CurrencyCode, formatMoney } from "~/modules/money/money";
import type { PaymentEvent, ProviderName, ProviderPayment } from "~/modules/payments/provider";
import { startProduction } from "~/modules/production/stage-moves.server";
import { recordProviderRefund } from "~/modules/refunds/refunds.server";
import { recordAudit, SHOP_ACTOR } from "~/modules/shop/audit.server";
import { orderHistoryUrl } from "~/modules/shop/links.server";
import { orderNumber } from "~/modules/shop/order-number";
import type { StaffMember } from "~/modules/staff/staff";
import { reserveCloth } from "~/modules/stock/stock.server";
import { confirmationMail } from "./confirmation-mail";
import { readOrders } from "./orders.server";
import { attachMismatch, canTakePayment, paymentMismatch, UNMATCHED_MESSAGES } from "./unmatched";

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
  const effects: PayEffects = { ...NO_EFFECTS };
  const outcome = await db().transaction(async (tx): Promise<SettleOutcome> => {
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
    return event.payment ? settleWithin(tx, provider, event.payment, effects) : "not-paid";
  });
  await afterPaid(effects);
  return outcome;
}

/** Applies what the provider says of a payment to its order (see the module comment). */
export async function settlePayment(provider: ProviderName, payment: ProviderPayment): Promise<SettleOutcome> {
  const effects: PayEffects = { ...NO_EFFECTS };
  const outcome = await db().transaction((tx) => settleWithin(tx, provider, payment, effects));
  await afterPaid(effects);
  return outcome;
}

/** What paying an order changed beyond it, to act on once its transaction is committed. */
type PayEffects = { offerChanged: boolean; emptiedCart: CartOwner | null };

const NO_EFFECTS: PayEffects = { offerChanged: false, emptiedCart: null };

/**
 * A paid order that took a fabric's last standard shirt: the storefront stops offering it, on
 * every instance; what it bought left its cart: the header's cart summaries are read again.
 */
async function afterPaid(effects: PayEffects): Promise<void> {
  if (effects.offerChanged) await invalidate("catalogue", "carts");
  else if (effects.emptiedCart) await invalidateCarts(effects.emptiedCart);
}

/** What the checks of a payment read of the order it names (unmatched.ts). */
export const orderToPayColumns = {
  id: orders.id,
  status: orders.status,
  cancelReason: orders.cancelReason,
  totalMinor: orders.totalMinor,
  currencyCode: orders.currencyCode,
  paymentProvider: orders.paymentProvider,
};

/** An order a payment would pay, locked until its transaction ends: what the checks and payOrder read. */
function lockOrderToPay(tx: Transaction, orderId: number) {
  return tx
    .select({
      ...orderToPayColumns,
      createdAt: orders.createdAt,
      cartId: orders.cartId,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for("update");
}

async function settleWithin(
  tx: Transaction,
  provider: ProviderName,
  payment: ProviderPayment,
  effects: PayEffects,
): Promise<SettleOutcome> {
  const [known] = await tx
    .select({ id: payments.id, orderId: payments.orderId, status: payments.status })
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerRef, payment.ref)))
    .for("update");
  // A payment created just before a crash has no row yet: the provider's record names the order.
  const orderId = known?.orderId ?? payment.orderId;
  const [order] = orderId === null ? [] : await lockOrderToPay(tx, orderId);

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

  const paid = { provider, amountMinor: payment.amountMinor, currencyCode: payment.currency };
  if (!order || paymentMismatch(paid, order) !== null) {
    logger.error(
      { provider, ref: payment.ref, orderId, amountMinor: payment.amountMinor, currency: payment.currency },
      "payment confirmed for no matching order: recorded for reconciliation",
    );
    if (known?.status === "unmatched") return "unmatched";
    await saveStatus("unmatched", order?.id ?? null);
    return "unmatched";
  }

  if (!canTakePayment(order)) {
    if (known?.status === "succeeded") return "already-paid";
    // The order was paid through another payment of the same provider: keep this one for a refund.
    logger.error({ provider, ref: payment.ref, orderId: order.id }, "second payment for a paid order: recorded");
    await saveStatus("unmatched", order.id);
    return "unmatched";
  }

  await saveStatus("succeeded", order.id);
  Object.assign(effects, await payOrder(tx, order));
  logger.info({ orderId: order.id, provider, ref: payment.ref }, "payment settled its order");
  return "paid";
}

type PayableOrder = {
  id: number;
  cartId: number | null;
  createdAt: Date;
  customerName: string;
  customerEmail: string;
};

/**
 * The order becomes paid, within the transaction that holds its row lock and has recorded
 * its payment as succeeded: its shirts enter the workshop, the cart loses what was bought,
 * the confirmation e-mail is queued. Its shirts take their cloth from the stock here, under the
 * fabrics' locks (stock.server.ts): a shirt the stock can no longer give is kept short for the
 * owner, never lost, since the money is taken. Called by `settleWithin` and, for a payment the
 * owner attaches by hand, by `attachUnmatchedPayment`; never elsewhere.
 */
async function payOrder(tx: Transaction, order: PayableOrder): Promise<PayEffects> {
  await tx
    .update(orders)
    .set({ status: "paid", paidAt: sql`now()`, cancelledAt: null, cancelReason: null })
    .where(eq(orders.id, order.id));
  await startProduction(tx, SHOP_ACTOR, order.id);
  const cloth = await reserveCloth(tx, SHOP_ACTOR, order.id);
  await issueInvoice(tx, order.id);
  // What was bought leaves the cart; a line changed after the order (another tab) stays.
  // The cart lock makes a concurrent Buy now of the same lines wait, then see them gone.
  const [cart] =
    order.cartId === null
      ? []
      : await tx
          .select({ customerId: carts.userId, token: carts.token })
          .from(carts)
          .where(eq(carts.id, order.cartId))
          .for("update");
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
  if (view) await queueMail(tx, confirmationMail(view, customer, orderHistoryUrl()));
  logger.info({ orderId: order.id }, "order paid");
  // A customer's cart is known by the customer, whatever cookie shows it.
  const emptiedCart = cart
    ? { customerId: cart.customerId, token: cart.customerId === null ? cart.token : null }
    : null;
  return { ...cloth, emptiedCart };
}

/**
 * The owner attaches a payment kept `unmatched` to the order it pays (reconciliation):
 * allowed only when the order can take a payment (it awaits one, or expired before this
 * one came), the payment was taken by the order's provider, in its currency, for exactly its
 * total, and nothing of it is being refunded. The order then becomes paid the one way
 * (`payOrder`), in the same transaction as the audit entry, under the payment's and the
 * order's locks (taken in the order `settleWithin` takes them), so it happens exactly once.
 */
export async function attachUnmatchedPayment(
  actor: Pick<StaffMember, "id" | "name">,
  paymentId: number,
  orderId: number,
): Promise<Done<{ orderId: number }>> {
  const effects: PayEffects = { ...NO_EFFECTS };
  const attached = await db().transaction(async (tx): Promise<Done<{ orderId: number }>> => {
    const [payment] = await tx
      .select({
        id: payments.id,
        status: payments.status,
        provider: payments.provider,
        providerRef: payments.providerRef,
        amountMinor: payments.amountMinor,
        currencyCode: payments.currencyCode,
        orderId: payments.orderId,
      })
      .from(payments)
      .where(eq(payments.id, paymentId))
      .for("update");
    if (!payment) return refuse(404, UNMATCHED_MESSAGES.unknownPayment);
    if (payment.status !== "unmatched") return refuse(409, UNMATCHED_MESSAGES.notUnmatched);
    const [refunded] = await tx
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.paymentId, paymentId), inArray(refunds.status, ["pending", "succeeded"])))
      .limit(1);
    if (refunded) return refuse(409, UNMATCHED_MESSAGES.refunded);
    const [order] = await lockOrderToPay(tx, orderId);
    const number = orderNumber(orderId);
    if (!order) return refuseFields({ order: [`There is no order ${number}.`] });
    const mismatch = attachMismatch(payment, order);
    if (mismatch) return refuseFields({ order: [mismatch] });

    // The order's own attempt at this provider, never paid, gives way to the payment that came.
    await tx
      .update(payments)
      .set({ status: "cancelled", updatedAt: sql`now()` })
      .where(
        and(eq(payments.orderId, order.id), eq(payments.provider, payment.provider), eq(payments.status, "created")),
      );
    await tx
      .update(payments)
      .set({ status: "succeeded", orderId: order.id, updatedAt: sql`now()` })
      .where(eq(payments.id, payment.id));
    Object.assign(effects, await payOrder(tx, order));
    await recordAudit(tx, actor, {
      action: "payment.attached",
      entity: "payment",
      entityId: payment.id,
      before: { status: "unmatched", order: payment.orderId === null ? null : orderNumber(payment.orderId) },
      after: {
        status: "succeeded",
        order: number,
        amount: formatMoney(payment.amountMinor, payment.currencyCode as CurrencyCode),
      },
    });
    logger.info({ paymentId: payment.id, orderId: order.id }, "unmatched payment attached to its order");
    return { ok: true, orderId: order.id };
  });
  await afterPaid(effects);
  return attached;
}
