import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, lt, or, sql } from "drizzle-orm";
import { z } from "zod";
import { config } from "~/config.server";
import { db, type Transaction } from "~/db/client.server";
import { orders, payments, refunds, shirtUnits } from "~/db/schema";
import { invalidate } from "~/infra/invalidation.server";
import { logger } from "~/infra/logger.server";
import { type Done, fieldErrorsOf, type Refusal, refuse, refuseFields } from "~/infra/refusal";
import { issueCreditNote } from "~/modules/invoices/credit-notes.server";
import { queueMail } from "~/modules/mail/mail.server";
import { type CurrencyCode, formatMoney } from "~/modules/money/money";
import type { ProviderName, ProviderRefund, RefundAnswer } from "~/modules/payments/provider";
import { providerNamed } from "~/modules/payments/providers.server";
import { readSetting } from "~/modules/settings/settings.server";
import { type Actor, recordAudit } from "~/modules/shop/audit.server";
import { orderHistoryUrl } from "~/modules/shop/links.server";
import { orderNumber } from "~/modules/shop/order-number";
import { cancellationRefusal } from "~/modules/shop/order-rules";
import { type RefundReason, type RefundStatus, STAFF_REFUND_REASONS } from "~/modules/shop/refund-reasons";
import type { StaffMember } from "~/modules/staff/staff";
import { releaseCloth } from "~/modules/stock/stock.server";
import { REFUND_MESSAGES } from "./forms";
import { cancellationMail, refundMail } from "./mails";
import { refundLimitRefusal, stillRefundableMinor } from "./rules";

/*
 * Money going back to customers. A refund lives in three steps:
 *
 * 1. asked (`refundOrder`, or a cancellation): in one transaction the order row is locked,
 *    what was already refunded or is on its way back is summed, and the refund is refused if
 *    the total would pass what was paid (or, for customer service, the owner's limit); else it
 *    is stored `pending` with its idempotency key, and audited. Two staff refunding at the same
 *    moment queue on the order's lock, so the second one sees the first.
 * 2. sent (`sendRefund`): outside any transaction (a provider call never holds a lock) the
 *    provider is asked with the refund's key; a retry with the same key answers the same
 *    refund. A crash or an unreachable provider leaves it pending: the order sweeper sends it
 *    again, or asks the provider about it (`settlePendingRefunds`).
 * 3. confirmed, by the provider's answer or its webhook, whichever comes first: the refund
 *    row is locked and only a pending refund changes, so it succeeds exactly once
 *    (`markRefundSucceeded`). A refund made in the provider's dashboard arrives by webhook
 *    and is recorded against its order the same way, with no staff member and the reason
 *    "made at the provider" (`recordProviderRefund`).
 */

/** The names customers know the providers by, for the refund e-mail. */
const PROVIDER_NAMES: Record<ProviderName, string> = { stripe: "card", paypal: "PayPal", test: "test card" };

/** What counts against what may still be refunded: refunds made and refunds on their way. */
const COUNTED: RefundStatus[] = ["pending", "succeeded"];

/** A refund as staff ask it on the order page; the amount in minor units of the order's currency. */
const refundRequestSchema = z.object({
  amountMinor: z.number().int().positive({ error: REFUND_MESSAGES.amount }).max(100_000_000),
  reason: z.enum(STAFF_REFUND_REASONS, { error: REFUND_MESSAGES.reason }),
  note: z.string().trim().max(500, { error: REFUND_MESSAGES.note }).default(""),
});

export type RefundRequest = z.input<typeof refundRequestSchema>;

/** The order's taken payment and what is refunded of it, read with the order row locked. */
async function lockRefundable(tx: Transaction, orderId: number) {
  const [order] = await tx
    .select({
      id: orders.id,
      status: orders.status,
      rate: orders.rate,
      currencyCode: orders.currencyCode,
      paymentProvider: orders.paymentProvider,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for("update");
  if (!order) return null;
  const [payment] = await tx
    .select({
      id: payments.id,
      provider: payments.provider,
      amountMinor: payments.amountMinor,
      currencyCode: payments.currencyCode,
    })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, "succeeded")))
    .orderBy(asc(payments.id))
    .limit(1)
    .for("update");
  const [counted] = await tx
    .select({ totalMinor: sql<number>`coalesce(sum(${refunds.amountMinor}), 0)`.mapWith(Number) })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), inArray(refunds.status, COUNTED)));
  const refundedMinor = counted?.totalMinor ?? 0;
  return {
    order,
    payment: payment ?? null,
    refundedMinor,
    refundableMinor: payment ? stillRefundableMinor(payment.amountMinor, refundedMinor) : 0,
  };
}

type Refundable = NonNullable<Awaited<ReturnType<typeof lockRefundable>>>;

/**
 * Stores a refund asked by staff or the shop, pending until its provider answers, with the
 * idempotency key it is sent with; within the caller's transaction. Its id.
 */
async function storeAskedRefund(
  tx: Transaction,
  actor: Actor,
  refund: {
    orderId: number | null;
    payment: { id: number; provider: string; currencyCode: string };
    amountMinor: number;
    reason: RefundReason;
    note?: string;
  },
): Promise<number> {
  const [row] = await tx
    .insert(refunds)
    .values({
      orderId: refund.orderId,
      paymentId: refund.payment.id,
      provider: refund.payment.provider,
      amountMinor: refund.amountMinor,
      currencyCode: refund.payment.currencyCode,
      status: "pending",
      reason: refund.reason,
      note: refund.note ?? "",
      staffId: actor.id,
      staffName: actor.name,
      idempotencyKey: `refund-${randomUUID()}`,
    })
    .returning({ id: refunds.id });
  if (!row) throw new Error("The refund was not stored.");
  return row.id;
}

/** Stores an order's refund (storeAskedRefund) with its audit entry. */
async function insertRefund(
  tx: Transaction,
  actor: Actor,
  refundable: Refundable & { payment: NonNullable<Refundable["payment"]> },
  request: { amountMinor: number; reason: RefundReason; note: string },
): Promise<number> {
  const { order, payment } = refundable;
  const refundId = await storeAskedRefund(tx, actor, { orderId: order.id, payment, ...request });
  await recordAudit(tx, actor, {
    action: "order.refund_asked",
    entity: "order",
    entityId: order.id,
    after: {
      refundId,
      amount: formatMoney(request.amountMinor, payment.currencyCode as CurrencyCode),
      reason: request.reason,
      note: request.note,
    },
  });
  return refundId;
}

/** A refusal thrown out of the refund's transaction so that it rolls back (see `within`). */
class RefundWithdrawn extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
  }
}

export type RefundOptions = {
  /**
   * What must be recorded with the refund, in the transaction that asks it (the order locked,
   * the refund stored pending): a fit claim's decision (claims module). A refusal it returns
   * rolls the refund back: nothing is asked of the provider.
   */
  within?: (tx: Transaction, refundId: number) => Promise<Refusal | null>;
};

/**
 * Refunds part or all of an order's payment, as an owner (without limit) or customer service
 * (up to the owner's limit, serviceRefundLimitEur at the order's rate, on the order's refunded
 * total). Refused with a clear message when there is nothing to refund, when the total
 * refunded would pass what was paid, or beyond the limit. Answers once the provider has
 * answered: `succeeded`, `pending` (the provider confirms later, or could not be reached and
 * the sweeper sends it again), or a refusal with the provider's words (nothing refunded).
 */
export async function refundOrder(
  staff: Pick<StaffMember, "id" | "name" | "role">,
  orderId: number,
  input: RefundRequest,
  options: RefundOptions = {},
): Promise<Done<{ refundId: number; status: RefundStatus }>> {
  const parsed = refundRequestSchema.safeParse(input);
  if (!parsed.success) {
    // The form's field for the amount is `amount` (forms.ts); the others keep their names.
    const { amountMinor: amount, ...fieldErrors } = fieldErrorsOf(parsed.error);
    return refuseFields(amount ? { ...fieldErrors, amount } : fieldErrors);
  }
  const request = parsed.data;
  const asked = await askRefund(staff, orderId, request, options);
  return asked.ok ? sendAskedRefund(asked.refundId) : asked;
}

/** The last step of a refund asked by staff: sent to its provider, a refusal answered in the provider's words. */
async function sendAskedRefund(refundId: number): Promise<Done<{ refundId: number; status: RefundStatus }>> {
  const status = await sendRefund(refundId);
  if (status === "refused") {
    const [row] = await db().select({ message: refunds.failureMessage }).from(refunds).where(eq(refunds.id, refundId));
    return refuse(409, row?.message ?? "The payment provider refused the refund: nothing was refunded.");
  }
  return { ok: true, refundId, status };
}

/** Step 1 of `refundOrder`: the refund checked and stored pending under the order's lock, with `within`. */
async function askRefund(
  staff: Pick<StaffMember, "id" | "name" | "role">,
  orderId: number,
  request: z.output<typeof refundRequestSchema>,
  options: RefundOptions,
): Promise<Done<{ refundId: number }>> {
  try {
    return await db().transaction(async (tx): Promise<Done<{ refundId: number }>> => {
      const refundable = await lockRefundable(tx, orderId);
      if (!refundable) return refuse(404, REFUND_MESSAGES.unknownOrder);
      const { order, payment, refundedMinor, refundableMinor } = refundable;
      if (!payment) return refuse(409, "This order has no payment taken: there is nothing to refund.");
      const money = (minor: number) => formatMoney(minor, payment.currencyCode as CurrencyCode);
      if (request.amountMinor > refundableMinor) {
        return refuseFields({
          amount: [
            refundableMinor === 0
              ? "This order is already refunded in full."
              : `At most ${money(refundableMinor)} can still be refunded on this order (paid ${money(payment.amountMinor)}, refunded ${money(refundedMinor)}).`,
          ],
        });
      }
      if (staff.role !== "owner") {
        const limit = {
          limitEur: await readSetting("serviceRefundLimitEur", tx),
          rate: order.rate,
          currency: payment.currencyCode as CurrencyCode,
        };
        const overLimit = refundLimitRefusal(staff.role, limit, { refundedMinor, amountMinor: request.amountMinor });
        if (overLimit) return refuse(403, overLimit);
      }
      const refundId = await insertRefund(tx, staff, { ...refundable, payment }, request);
      const withdrawn = options.within ? await options.within(tx, refundId) : null;
      if (withdrawn) throw new RefundWithdrawn(withdrawn);
      return { ok: true, refundId };
    });
  } catch (error) {
    if (error instanceof RefundWithdrawn) return error.refusal;
    throw error;
  }
}

/**
 * Asks the provider for a pending refund, with its idempotency key, outside any transaction,
 * and records the answer. A provider not configured or unreachable leaves the refund pending
 * for the sweeper; never throws for that.
 */
async function sendRefund(refundId: number): Promise<RefundStatus | "refused"> {
  const [row] = await db()
    .select({
      status: refunds.status,
      provider: refunds.provider,
      amountMinor: refunds.amountMinor,
      currencyCode: refunds.currencyCode,
      idempotencyKey: refunds.idempotencyKey,
      paymentRef: payments.providerRef,
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(refunds.id, refundId));
  if (!row) throw new Error(`Refund ${refundId} vanished.`);
  if (row.status !== "pending") return row.status;
  const provider = providerNamed(row.provider as ProviderName);
  if (!provider) {
    logger.error({ refundId, provider: row.provider }, "refund waits: its provider is not configured");
    return "pending";
  }
  let answer: RefundAnswer;
  try {
    answer = await provider.refundPayment({
      paymentRef: row.paymentRef,
      amountMinor: row.amountMinor,
      currency: row.currencyCode as CurrencyCode,
      idempotencyKey: row.idempotencyKey,
    });
  } catch (error) {
    logger.warn({ err: error, refundId }, "refund not answered by its provider; the sweeper sends it again");
    return "pending";
  }
  const status = await recordRefundAnswer(refundId, answer);
  return answer.kind === "refused" && status === "failed" ? "refused" : status;
}

/** Applies the provider's answer to the shop's refund (locked): only a pending refund changes. */
async function recordRefundAnswer(refundId: number, answer: RefundAnswer): Promise<RefundStatus> {
  return db().transaction(async (tx) => {
    const [row] = await tx
      .select({ id: refunds.id, status: refunds.status })
      .from(refunds)
      .where(eq(refunds.id, refundId))
      .for("update");
    if (!row) throw new Error(`Refund ${refundId} vanished.`);
    if (row.status !== "pending") return row.status;
    if (answer.kind === "refused") {
      await failRefund(tx, refundId, answer.message);
      return "failed";
    }
    return applyProviderState(tx, refundId, answer.refund);
  });
}

/** Records what the provider says of a pending refund of the shop: its id, and succeeded or failed. */
async function applyProviderState(tx: Transaction, refundId: number, refund: ProviderRefund): Promise<RefundStatus> {
  await tx
    .update(refunds)
    .set({ providerRefundId: refund.refundId, updatedAt: sql`now()` })
    .where(eq(refunds.id, refundId));
  if (refund.status === "succeeded") await markRefundSucceeded(tx, refundId);
  if (refund.status === "failed") {
    await failRefund(tx, refundId, refund.failureMessage ?? "The payment provider could not make the refund.");
  }
  return refund.status;
}

async function failRefund(tx: Transaction, refundId: number, message: string): Promise<void> {
  await tx
    .update(refunds)
    .set({ status: "failed", failureMessage: message, updatedAt: sql`now()` })
    .where(eq(refunds.id, refundId));
  logger.warn({ refundId, message }, "refund failed");
}

/**
 * THE one place a refund becomes `succeeded`, exactly once: called within the transaction
 * that holds the refund's row lock, for a refund still pending (by the provider's answer, its
 * webhook, the sweeper, or a refund made at the provider). It records the moment, issues the
 * refund's credit note (invoices module, decision 019) and queues the customer's e-mail with
 * the amount, all in this transaction: once, and only for money really sent back.
 */
async function markRefundSucceeded(tx: Transaction, refundId: number): Promise<void> {
  const [refund] = await tx
    .update(refunds)
    .set({ status: "succeeded", succeededAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, "pending")))
    .returning({
      orderId: refunds.orderId,
      provider: refunds.provider,
      amountMinor: refunds.amountMinor,
      currencyCode: refunds.currencyCode,
    });
  if (!refund) throw new Error(`Refund ${refundId} was not pending.`);
  logger.info({ refundId, orderId: refund.orderId, amountMinor: refund.amountMinor }, "refund succeeded");
  if (refund.orderId === null) return;
  await issueCreditNote(tx, refundId);
  const [order] = await tx
    .select({ customerName: orders.customerName, customerEmail: orders.customerEmail })
    .from(orders)
    .where(eq(orders.id, refund.orderId));
  if (!order) return;
  await queueMail(
    tx,
    refundMail(
      { number: orderNumber(refund.orderId), ...order },
      {
        amount: formatMoney(refund.amountMinor, refund.currencyCode as CurrencyCode),
        providerName: PROVIDER_NAMES[refund.provider as ProviderName] ?? refund.provider,
      },
      orderHistoryUrl(),
    ),
  );
}

export type ProviderRefundOutcome =
  /** A refund of the shop whose state the event changed. */
  | "updated"
  /** A refund made in the provider's dashboard, now recorded against its order. */
  | "recorded"
  /** Nothing new (a replay, or a state already known). */
  | "unchanged"
  /** A refund of a payment the shop does not know. */
  | "unknown-payment";

/**
 * What a provider's webhook says of a refund, within the transaction of its event
 * (settle.server.ts `settleEvent`). A refund of the shop (found by the provider's id, or by
 * the shop's key the provider keeps with it) moves on from pending; a refund the shop never
 * asked for (made in the dashboard) is recorded against the payment's order, with no staff
 * member and the reason "made at the provider". Locks the order, then the refund, like
 * `refundOrder`, so an event and a refund asked at the same moment see each other.
 */
export async function recordProviderRefund(
  tx: Transaction,
  provider: ProviderName,
  refund: ProviderRefund,
): Promise<ProviderRefundOutcome> {
  const [payment] = await tx
    .select({
      id: payments.id,
      orderId: payments.orderId,
      status: payments.status,
      currencyCode: payments.currencyCode,
    })
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerRef, refund.paymentRef)));
  if (!payment) {
    logger.error({ provider, refundId: refund.refundId, ref: refund.paymentRef }, "refund of an unknown payment");
    return "unknown-payment";
  }
  if (payment.orderId !== null) {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, payment.orderId)).for("update");
  }
  const [known] = await tx
    .select({ id: refunds.id, status: refunds.status })
    .from(refunds)
    .where(
      and(
        eq(refunds.provider, provider),
        or(
          eq(refunds.providerRefundId, refund.refundId),
          refund.idempotencyKey ? eq(refunds.idempotencyKey, refund.idempotencyKey) : undefined,
        ),
      ),
    )
    .for("update");
  if (known) {
    if (known.status !== "pending") {
      if (known.status === "succeeded" && refund.status === "failed") {
        logger.error({ provider, refundId: refund.refundId }, "a refund recorded as made failed later: needs a person");
      }
      return "unchanged";
    }
    const status = await applyProviderState(tx, known.id, refund);
    return status === "pending" ? "unchanged" : "updated";
  }

  const [row] = await tx
    .insert(refunds)
    .values({
      // A payment kept unmatched did not pay the order it names: its refund is none of that order's.
      orderId: payment.status === "unmatched" ? null : payment.orderId,
      paymentId: payment.id,
      provider,
      providerRefundId: refund.refundId,
      amountMinor: refund.amountMinor,
      currencyCode: refund.currency,
      status: "pending",
      reason: "provider",
      idempotencyKey: `${provider}-${refund.refundId}`,
    })
    .returning({ id: refunds.id });
  if (!row) throw new Error("The provider's refund was not stored.");
  logger.info(
    { provider, refundId: refund.refundId, orderId: payment.orderId },
    "refund made at the provider recorded",
  );
  await applyProviderState(tx, row.id, refund);
  return "recorded";
}

/**
 * Cancels a paid order none of whose shirts was cut, for owners and customer service: the
 * order becomes cancelled by the shop (its shirts leave the workshop's queue, which shows only
 * orders in the workshop), all that is left of its payment is refunded in full through the
 * order's provider (reason "order cancelled", whatever customer service's limit: the shop gives
 * back what it takes nothing for), the customer is e-mailed, and it is audited, in one
 * transaction under the order's lock. The refund is then sent like any other.
 */
export async function cancelOrder(
  staff: Pick<StaffMember, "id" | "name">,
  orderId: number,
  input: { note?: string } = {},
): Promise<Done<{ refundId: number | null; refundStatus: RefundStatus | null }>> {
  const note = (input.note ?? "").trim();
  if (note.length > 500) return refuseFields({ note: [REFUND_MESSAGES.cancelReason] });
  let offerChanged = false;
  const cancelled = await db().transaction(async (tx): Promise<Done<{ refundId: number | null }>> => {
    const refundable = await lockRefundable(tx, orderId);
    if (!refundable) return refuse(404, REFUND_MESSAGES.unknownOrder);
    const { order, payment, refundableMinor } = refundable;
    const shirts = await tx
      .select({ stage: shirtUnits.stage })
      .from(shirtUnits)
      .where(eq(shirtUnits.orderId, orderId))
      .for("update");
    const refusal = cancellationRefusal({ status: order.status, shirtStages: shirts.map((shirt) => shirt.stage) });
    if (refusal) return refuse(409, refusal);
    const [details] = await tx
      .update(orders)
      .set({ status: "cancelled", cancelReason: "shop", cancelledAt: sql`now()` })
      .where(eq(orders.id, orderId))
      .returning({
        customerName: orders.customerName,
        customerEmail: orders.customerEmail,
        totalMinor: orders.totalMinor,
      });
    await recordAudit(tx, staff, {
      action: "order.cancelled",
      entity: "order",
      entityId: orderId,
      before: { status: order.status },
      after: { status: "cancelled", shirts: shirts.length, note },
    });
    // None of its shirts is cut: their cloth goes back on the shelf.
    offerChanged = (await releaseCloth(tx, staff, orderId)).offerChanged;
    const refundId =
      payment && refundableMinor > 0
        ? await insertRefund(
            tx,
            staff,
            { ...refundable, payment },
            {
              amountMinor: refundableMinor,
              reason: "cancelled",
              note,
            },
          )
        : null;
    if (details) {
      const refunded = formatMoney(refundableMinor, order.currencyCode as CurrencyCode);
      await queueMail(
        tx,
        cancellationMail(
          { number: orderNumber(orderId), ...details },
          refundId === null ? null : refunded,
          orderHistoryUrl(),
        ),
      );
    }
    return { ok: true, refundId };
  });
  if (!cancelled.ok) return cancelled;
  if (offerChanged) await invalidate("catalogue");
  if (cancelled.refundId === null) return { ok: true, refundId: null, refundStatus: null };
  const status = await sendRefund(cancelled.refundId);
  return { ok: true, refundId: cancelled.refundId, refundStatus: status === "refused" ? "failed" : status };
}

/**
 * The owner returns a payment kept `unmatched` (no order it could pay, a wrong amount, a
 * second payment for a paid order) in full, through its provider with an idempotency key,
 * like any refund. Under the payment's lock, refused when it was attached since or is already
 * refunded (or on its way), so two owners clicking at once refund it once. The refund belongs
 * to no order (it counts against none) and is audited against the payment.
 */
export async function refundUnmatchedPayment(
  staff: Pick<StaffMember, "id" | "name">,
  paymentId: number,
): Promise<Done<{ refundId: number; status: RefundStatus }>> {
  const asked = await db().transaction(async (tx): Promise<Done<{ refundId: number }>> => {
    const [payment] = await tx
      .select({
        id: payments.id,
        status: payments.status,
        provider: payments.provider,
        amountMinor: payments.amountMinor,
        currencyCode: payments.currencyCode,
      })
      .from(payments)
      .where(eq(payments.id, paymentId))
      .for("update");
    if (!payment) return refuse(404, "This payment could not be found.");
    if (payment.status !== "unmatched") {
      return refuse(409, "This payment is no longer unmatched: it was attached to its order, which refunds it.");
    }
    const [counted] = await tx
      .select({ totalMinor: sql<number>`coalesce(sum(${refunds.amountMinor}), 0)`.mapWith(Number) })
      .from(refunds)
      .where(and(eq(refunds.paymentId, paymentId), inArray(refunds.status, COUNTED)));
    const refundableMinor = stillRefundableMinor(payment.amountMinor, counted?.totalMinor ?? 0);
    if (refundableMinor <= 0) return refuse(409, "This payment is already refunded, or its refund is on its way.");
    const amount = formatMoney(refundableMinor, payment.currencyCode as CurrencyCode);
    const refundId = await storeAskedRefund(tx, staff, {
      orderId: null,
      payment,
      amountMinor: refundableMinor,
      reason: "unmatched",
    });
    await recordAudit(tx, staff, {
      action: "payment.refund_asked",
      entity: "payment",
      entityId: payment.id,
      after: { refundId, amount },
    });
    return { ok: true, refundId };
  });
  return asked.ok ? sendAskedRefund(asked.refundId) : asked;
}

/** Refunds looked at per sweep, so one sweep stays short. */
const SWEEP_BATCH = 50;

/**
 * The sweeper's part (orders/sweeper.server.ts): refunds still pending a sweep after they
 * were last touched (a crash between asking and the answer, a provider that was down, a
 * refund the provider confirms later) are sent again with their own key, or, once the
 * provider's id is known, asked about. Counts the refunds that reached an end.
 */
export async function settlePendingRefunds(): Promise<{ settled: number; failed: number }> {
  const counts = { settled: 0, failed: 0 };
  const waiting = await db()
    .select({ id: refunds.id, provider: refunds.provider, providerRefundId: refunds.providerRefundId })
    .from(refunds)
    .where(
      and(
        eq(refunds.status, "pending"),
        lt(refunds.updatedAt, sql`now() - make_interval(secs => ${config.orderSweepSeconds})`),
      ),
    )
    .orderBy(asc(refunds.updatedAt))
    .limit(SWEEP_BATCH);
  for (const refund of waiting) {
    try {
      await db().update(refunds).set({ updatedAt: sql`now()` }).where(eq(refunds.id, refund.id));
      let status: RefundStatus | "refused";
      const provider = providerNamed(refund.provider as ProviderName);
      if (refund.providerRefundId && provider) {
        const answer: RefundAnswer = { kind: "refund", refund: await provider.retrieveRefund(refund.providerRefundId) };
        status = await recordRefundAnswer(refund.id, answer);
      } else {
        status = await sendRefund(refund.id);
      }
      if (status !== "pending") counts.settled++;
    } catch (error) {
      counts.failed++;
      logger.warn({ err: error, refundId: refund.id }, "pending refund not settled; will retry");
    }
  }
  return counts;
}
