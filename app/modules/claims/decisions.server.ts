import { and, eq, sql } from "drizzle-orm";
import { db, type Executor, type Transaction } from "~/db/client.server";
import { fitClaims, orderLines, orders } from "~/db/schema";
import { invalidate } from "~/infra/invalidation.server";
import { type Done, type Refusal, refuse, refuseFields, refuseInvalid } from "~/infra/refusal";
import { queueMail } from "~/modules/mail/mail.server";
import { type CurrencyCode, formatMoney } from "~/modules/money/money";
import { refundOrder } from "~/modules/refunds/refunds.server";
import { readSetting } from "~/modules/settings/settings.server";
import { type Actor, recordAudit } from "~/modules/shop/audit.server";
import { orderHistoryUrl } from "~/modules/shop/links.server";
import { orderNumber } from "~/modules/shop/order-number";
import type { RefundStatus } from "~/modules/shop/refund-reasons";
import { correctSavedSize } from "~/modules/sizing/profiles.server";
import type { StaffMember } from "~/modules/staff/staff";
import { alterationRefundCap, alterationRefusal } from "./alteration";
import { type ClaimStatus, describeCorrections, savedSizeAfterClaim } from "./corrections";
import { alterationRequestSchema, CLAIM_MESSAGES, declineDecisionSchema, remakeDecisionSchema } from "./forms";
import { alterationMail, declinedMail, remakeMail } from "./mails";
import { createRemakeOrder, remadeLineColumns, remadeOrderColumns } from "./remake-order.server";
import { decisionRefusal } from "./rules";

/*
 * Staff's decisions on a fit claim: a remake (a free order of one shirt in the corrected size,
 * queued in the workshop, the customer's saved size corrected with its history), an alteration
 * refund (part of the shirt's price back through the refunds module) or a decline with a reason
 * the customer reads. Each decision locks the claim, asks decisionRefusal (a claim is decided
 * once) and writes the claim, its audit entry and its e-mail in one transaction, but the
 * alteration refund's e-mail, which waits for the provider's answer (docs/decisions/016).
 */

/**
 * A claim that waits for a decision, with what deciding it needs: the claimed shirt's line and
 * price, and its order. Locked (`lock`, within a transaction) so that two staff decide once; a
 * refusal when it is gone or already decided.
 */
async function claimToDecide(executor: Executor, claimId: number, { lock }: { lock: boolean }) {
  const query = executor
    .select({
      id: fitClaims.id,
      status: fitClaims.status,
      orderId: fitClaims.orderId,
      userId: fitClaims.userId,
      corrections: fitClaims.corrections,
      orderedSize: fitClaims.orderedSize,
      correctedSize: fitClaims.correctedSize,
      unitPriceMinor: orderLines.unitPriceMinor,
      line: remadeLineColumns,
      order: remadeOrderColumns,
    })
    .from(fitClaims)
    .innerJoin(orderLines, eq(orderLines.id, fitClaims.orderLineId))
    .innerJoin(orders, eq(orders.id, fitClaims.orderId))
    .where(eq(fitClaims.id, claimId));
  const [claim] = lock ? await query.for("update", { of: fitClaims }) : await query;
  if (!claim) return refuse(404, CLAIM_MESSAGES.unknownClaim);
  const refusal = decisionRefusal(claim.status);
  return refusal ? refuse(409, refusal) : claim;
}

type ClaimToDecide = Exclude<Awaited<ReturnType<typeof claimToDecide>>, Refusal>;

/** Whom a decision's e-mail goes to, about which shirt. */
const toCustomer = (claim: ClaimToDecide) => ({
  orderNumber: orderNumber(claim.orderId),
  shirtName: claim.line.name,
  customerName: claim.order.customerName,
  customerEmail: claim.order.customerEmail,
});

/** A decision as the claim keeps it: its outcome and what it is linked to. */
type Decision = { status: Exclude<ClaimStatus, "open"> } & Pick<
  typeof fitClaims.$inferInsert,
  "remakeOrderId" | "declineReason" | "alterationRefundId"
>;

/** Writes `decision` on the open claim, with who made it and when, and its audit entry, within `tx`. */
async function recordDecision(
  tx: Transaction,
  actor: Actor,
  claimId: number,
  decision: Decision,
  audit: { action: string; after: Record<string, unknown> },
): Promise<void> {
  await tx
    .update(fitClaims)
    .set({ ...decision, decidedAt: sql`now()`, decidedById: actor.id, decidedByName: actor.name })
    .where(eq(fitClaims.id, claimId));
  await recordAudit(tx, actor, {
    action: audit.action,
    entity: "claim",
    entityId: claimId,
    before: { status: "open" },
    after: { status: decision.status, ...audit.after },
  });
}

/**
 * Approves a remake: the free remake order queued in the workshop, the claim linked to it, the
 * customer's saved size corrected (its previous value kept), the audit entry and the e-mail,
 * all in one transaction.
 */
export async function approveRemake(
  actor: Actor,
  input: unknown,
): Promise<Done<{ remakeOrderId: number; savedSize: { profileId: number; created: boolean } | null }>> {
  const parsed = remakeDecisionSchema.safeParse(input);
  if (!parsed.success) return refuseInvalid(parsed.error);
  let offerChanged = false;
  const approved = await db().transaction(async (tx) => {
    const claim = await claimToDecide(tx, parsed.data.claimId, { lock: true });
    if ("ok" in claim) return claim;
    const remake = await createRemakeOrder(tx, actor, claim);
    offerChanged = remake.offerChanged;
    const savedSize = await correctSavedSize(tx, {
      userId: claim.userId,
      ordered: claim.orderedSize,
      corrected: (saved) => savedSizeAfterClaim(saved, claim.corrections, claim.correctedSize),
      claimId: claim.id,
    });
    await recordDecision(
      tx,
      actor,
      claim.id,
      { status: "remake", remakeOrderId: remake.orderId },
      {
        action: "claim.remake_approved",
        after: {
          remakeOrder: orderNumber(remake.orderId),
          corrections: describeCorrections(claim.corrections),
          savedSize: savedSize ? (savedSize.created ? "saved as a new size" : "corrected") : "not kept",
        },
      },
    );
    await queueMail(
      tx,
      remakeMail(
        toCustomer(claim),
        { orderNumber: orderNumber(remake.orderId), promise: remake.promise },
        orderHistoryUrl(),
      ),
    );
    return { ok: true as const, remakeOrderId: remake.orderId, savedSize };
  });
  // The remake took a fabric's last standard shirt: the storefront stops offering it.
  if (offerChanged) await invalidate("catalogue");
  return approved;
}

/** Declines a claim with the reason the customer reads (history and e-mail), audited. */
export async function declineClaim(actor: Actor, input: unknown): Promise<Done<object>> {
  const parsed = declineDecisionSchema.safeParse(input);
  if (!parsed.success) return refuseInvalid(parsed.error);
  const { claimId, reason } = parsed.data;
  return db().transaction(async (tx) => {
    const claim = await claimToDecide(tx, claimId, { lock: true });
    if ("ok" in claim) return claim;
    await recordDecision(
      tx,
      actor,
      claim.id,
      { status: "declined", declineReason: reason },
      { action: "claim.declined", after: { reason } },
    );
    await queueMail(tx, declinedMail(toCustomer(claim), reason, orderHistoryUrl()));
    return { ok: true as const };
  });
}

/**
 * Decides an alteration refund (docs/decisions/016): part of the shirt's price back, at most
 * `alterationRefundPercent` of it (refused beside the amount above that), through `refundOrder`
 * like any refund (the order's provider, the refundable total, customer service's limit). The
 * claim is decided, linked to the refund and audited within the refund's own transaction, so
 * there is either both or neither. If the provider then refuses the refund, the claim opens
 * again for another decision. The customer's e-mail goes once the provider has taken it.
 */
export async function decideAlterationRefund(
  staff: Pick<StaffMember, "id" | "name" | "role">,
  input: { claimId: unknown; amountMinor: unknown; note?: unknown },
): Promise<Done<{ refundId: number; status: RefundStatus }>> {
  const parsed = alterationRequestSchema.safeParse(input);
  if (!parsed.success) {
    // The page's field for the amount is `amount` (forms.ts).
    const refusal = refuseInvalid(parsed.error);
    const { amountMinor, ...others } = refusal.fieldErrors ?? {};
    return amountMinor ? refuseFields({ ...others, amount: amountMinor }) : refusal;
  }
  const { claimId, amountMinor: amount, note } = parsed.data;
  const claim = await claimToDecide(db(), claimId, { lock: false });
  if ("ok" in claim) return claim;
  const currency = claim.order.currencyCode as CurrencyCode;
  const money = (minor: number) => formatMoney(minor, currency);
  const percent = await readSetting("alterationRefundPercent");
  const tooMuch = alterationRefusal(amount, { unitPriceMinor: claim.unitPriceMinor, currency }, percent);
  if (tooMuch) return refuseFields({ amount: [tooMuch] });
  let decidedWith: number | null = null;
  const refunded = await refundOrder(
    staff,
    claim.orderId,
    { amountMinor: amount, reason: "alteration", note: note || `Fit claim ${claimId}` },
    {
      within: async (tx, refundId) => {
        // Under the claim's lock: two staff deciding at once decide once; the other's refund rolls back.
        const locked = await claimToDecide(tx, claimId, { lock: true });
        if ("ok" in locked) return locked;
        const cap = money(alterationRefundCap(claim.unitPriceMinor, percent));
        await recordDecision(
          tx,
          staff,
          claimId,
          { status: "alteration", alterationRefundId: refundId },
          { action: "claim.alteration_refunded", after: { refundId, amount: money(amount), cap, note } },
        );
        decidedWith = refundId;
        return null;
      },
    },
  );
  const refundId: number | null = decidedWith;
  if (!refunded.ok) {
    if (refundId === null) return refunded;
    // The provider refused (nothing was refunded): the claim waits for a decision again.
    await db().transaction(async (tx) => {
      await tx
        .update(fitClaims)
        .set({ status: "open", alterationRefundId: null, decidedAt: null, decidedById: null, decidedByName: null })
        .where(and(eq(fitClaims.id, claimId), eq(fitClaims.alterationRefundId, refundId)));
      await recordAudit(tx, staff, {
        action: "claim.alteration_refund_failed",
        entity: "claim",
        entityId: claimId,
        before: { status: "alteration", refundId },
        after: { status: "open", message: refunded.message },
      });
    });
    return refuse(409, `${refunded.message} The claim is open again.`);
  }
  await db().transaction((tx) => queueMail(tx, alterationMail(toCustomer(claim), money(amount), orderHistoryUrl())));
  return refunded;
}
