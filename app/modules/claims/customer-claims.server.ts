import { and, asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db } from "~/db/client.server";
import { isUniqueViolation } from "~/db/errors";
import { fitClaimPhotos, fitClaims, orderLines, orders, refunds, shipments, shirtUnits } from "~/db/schema";
import { parseId } from "~/infra/ids";
import { type Done, refuse, refuseFields, refuseInvalid } from "~/infra/refusal";
import type { Customer } from "~/modules/accounts/accounts.server";
import type { ShirtLook } from "~/modules/design/look";
import { queueMail } from "~/modules/mail/mail.server";
import type { CurrencyCode } from "~/modules/money/money";
import { readSetting } from "~/modules/settings/settings.server";
import type { IsoDate } from "~/modules/shop/calendar";
import { orderHistoryUrl } from "~/modules/shop/links.server";
import { orderNumber } from "~/modules/shop/order-number";
import type { RefundStatus } from "~/modules/shop/refund-reasons";
import { unitLabel } from "~/modules/shop/stages";
import { measureLabel } from "~/modules/sizing/describe";
import type { Size } from "~/modules/sizing/size";
import { type MeasurePoint, workshopMeasures } from "~/modules/sizing/workshop";
import {
  applyCorrections,
  CLAIM_POINTS,
  type ClaimStatus,
  claimablePoints,
  correctedSize,
  describeCorrections,
  problemWords,
} from "./corrections";
import { CLAIM_MESSAGES, fitClaimSchema } from "./forms";
import { claimReceivedMail } from "./mails";
import { processClaimPhotos } from "./photos.server";
import { ALREADY_CLAIMED, claimRefusal } from "./rules";
import { lastClaimDay } from "./window";

/*
 * The customer's side of the perfect fit guarantee: the guarantee of each shirt of his order
 * history, the claim form of one delivered shirt, and filing a claim with its photos. Whether a
 * shirt may be claimed is the one rule of rules.ts, asked by the pages and by the command alike.
 */

/** A claim as the customer's history shows it on the shirt. */
export type ClaimSummary = {
  id: number;
  status: ClaimStatus;
  createdAt: Date;
  corrections: string[];
  declineReason: string | null;
  remakeOrderNumber: string | null;
  /** The alteration refund decided: its amount in the order's currency and where it stands. */
  alterationRefund: { amountMinor: number; currency: CurrencyCode; status: RefundStatus } | null;
};

/** A shirt of the customer's history, as far as the guarantee goes. */
export type ShirtGuarantee = {
  unitId: number;
  orderLineId: number;
  unitLabel: string;
  /** Delivered, within the window, and no open claim nor remake: the customer may claim. */
  canClaim: boolean;
  /** The last day to claim, once delivered. */
  lastClaimDay: IsoDate | null;
  delivered: boolean;
  claims: ClaimSummary[];
};

/** The customer's shirts (or the one of `unitId`) with what the guarantee asks of them, by line and number. */
function customerShirts(customer: Customer, unitId?: number) {
  return db()
    .select({
      unitId: shirtUnits.id,
      orderId: shirtUnits.orderId,
      orderLineId: shirtUnits.orderLineId,
      unitNumber: shirtUnits.unitNumber,
      deliveredAt: shipments.deliveredAt,
      line: { quantity: orderLines.quantity, name: orderLines.name, look: orderLines.look, size: orderLines.size },
    })
    .from(shirtUnits)
    .innerJoin(orders, eq(orders.id, shirtUnits.orderId))
    .innerJoin(orderLines, eq(orderLines.id, shirtUnits.orderLineId))
    .leftJoin(shipments, eq(shipments.orderId, shirtUnits.orderId))
    .where(and(eq(orders.userId, customer.id), unitId === undefined ? undefined : eq(shirtUnits.id, unitId)))
    .orderBy(asc(shirtUnits.orderLineId), asc(shirtUnits.unitNumber));
}

/**
 * The guarantee of every shirt of the customer's orders, by order line, and for remake orders
 * the number of the order they remake. Three queries whatever the number of orders.
 */
export async function guaranteeOfHistory(
  customer: Customer,
  now = new Date(),
): Promise<{ shirts: ShirtGuarantee[]; remakeOf: Map<number, string>; windowDays: number }> {
  const remakeOrders = alias(orders, "remake_orders");
  const [units, claims, windowDays] = await Promise.all([
    customerShirts(customer),
    db()
      .select({
        id: fitClaims.id,
        unitId: fitClaims.unitId,
        orderId: fitClaims.orderId,
        status: fitClaims.status,
        createdAt: fitClaims.createdAt,
        corrections: fitClaims.corrections,
        declineReason: fitClaims.declineReason,
        remakeOrderId: remakeOrders.id,
        // Null when no alteration refund was decided (a left join's missing row).
        alterationRefund: { amountMinor: refunds.amountMinor, currency: refunds.currencyCode, status: refunds.status },
      })
      .from(fitClaims)
      .leftJoin(remakeOrders, eq(remakeOrders.id, fitClaims.remakeOrderId))
      .leftJoin(refunds, eq(refunds.id, fitClaims.alterationRefundId))
      .where(eq(fitClaims.userId, customer.id))
      .orderBy(asc(fitClaims.createdAt), asc(fitClaims.id)),
    readSetting("fitClaimWindowDays"),
  ]);
  const shirts = units.map((unit) => {
    const own = claims.filter((claim) => claim.unitId === unit.unitId);
    return {
      unitId: unit.unitId,
      orderLineId: unit.orderLineId,
      unitLabel: unitLabel(unit.unitNumber, unit.line.quantity),
      canClaim: claimRefusal(unit.deliveredAt, windowDays, own, now) === null,
      lastClaimDay: unit.deliveredAt ? lastClaimDay(unit.deliveredAt, windowDays) : null,
      delivered: unit.deliveredAt !== null,
      claims: own.map((claim) => ({
        id: claim.id,
        status: claim.status,
        createdAt: claim.createdAt,
        corrections: describeCorrections(claim.corrections),
        declineReason: claim.declineReason,
        remakeOrderNumber: claim.remakeOrderId ? orderNumber(claim.remakeOrderId) : null,
        alterationRefund: claim.alterationRefund
          ? { ...claim.alterationRefund, currency: claim.alterationRefund.currency as CurrencyCode }
          : null,
      })),
    };
  });
  const remakeOf = new Map(
    claims.flatMap((claim) =>
      claim.remakeOrderId ? [[claim.remakeOrderId, orderNumber(claim.orderId)] as const] : [],
    ),
  );
  return { shirts, remakeOf, windowDays };
}

/** A shirt of the customer's as the claim form needs it. */
export type ClaimableShirt = {
  unitId: number;
  orderNumber: string;
  unitLabel: string;
  name: string;
  look: ShirtLook;
  size: Size;
  /**
   * The finished measurements the shirt was cut to, at the points a claim may correct, with the
   * words of what may be wrong there and the largest correction the workshop accepts.
   */
  points: {
    point: MeasurePoint;
    label: string;
    orderedCm: number;
    words: { larger: string; smaller: string };
    maxCm: number;
  }[];
  lastClaimDay: IsoDate | null;
  /** Why it cannot be claimed now, or null. */
  blocked: string | null;
};

/** One of the customer's shirts with the statuses of its claims; null when it is not his. */
async function ownShirt(customer: Customer, unitId: number) {
  const [unit] = await customerShirts(customer, unitId);
  if (!unit) return null;
  const claims = await db().select({ status: fitClaims.status }).from(fitClaims).where(eq(fitClaims.unitId, unitId));
  return { ...unit, claims };
}

/** One of the customer's shirts for the claim form; null when it is not his. */
export async function findClaimableShirt(
  customer: Customer,
  unitIdInput: unknown,
  now = new Date(),
): Promise<ClaimableShirt | null> {
  const unitId = parseId(unitIdInput);
  if (unitId === null) return null;
  const unit = await ownShirt(customer, unitId);
  if (!unit) return null;
  const windowDays = await readSetting("fitClaimWindowDays");
  const finished = workshopMeasures(unit.line.size).finished;
  return {
    unitId,
    orderNumber: orderNumber(unit.orderId),
    unitLabel: unitLabel(unit.unitNumber, unit.line.quantity),
    name: unit.line.name,
    look: unit.line.look,
    size: unit.line.size,
    points: claimablePoints(unit.line.size).map((point) => ({
      point,
      label: measureLabel(point),
      orderedCm: finished[point] ?? 0,
      words: problemWords(point),
      maxCm: CLAIM_POINTS.find((rule) => rule.point === point)?.maxCm ?? 0,
    })),
    lastClaimDay: unit.deliveredAt ? lastClaimDay(unit.deliveredAt, windowDays) : null,
    blocked: claimRefusal(unit.deliveredAt, windowDays, unit.claims, now),
  };
}

/**
 * Files a fit claim for one of the customer's delivered shirts: the corrections (checked against
 * what the shirt was cut to), a comment and up to three photos (re-encoded, photos.server.ts).
 * Refused: a shirt not his (404), not delivered, past the window, already claimed or remade
 * (409), corrections or photos that do not hold (400, beside their fields).
 */
export async function fileClaim(
  customer: Customer,
  input: unknown,
  photoValues: FormDataEntryValue[],
  now = new Date(),
): Promise<Done<{ claimId: number }>> {
  const parsed = fitClaimSchema.safeParse(input);
  if (!parsed.success) return refuseInvalid(parsed.error);
  const { unitId, corrections, comment } = parsed.data;
  const unit = await ownShirt(customer, unitId);
  if (!unit) return refuse(404, CLAIM_MESSAGES.unknownShirt);
  const windowDays = await readSetting("fitClaimWindowDays");
  const refusal = claimRefusal(unit.deliveredAt, windowDays, unit.claims, now);
  if (refusal) return refuse(409, refusal);
  const applied = applyCorrections(workshopMeasures(unit.line.size).finished, corrections);
  if (!applied.ok) {
    return refuseFields(
      Object.fromEntries(
        Object.entries(applied.errors).map(([point, message]) => [`corrections.${point}.cm`, [message]]),
      ),
    );
  }
  const photos = await processClaimPhotos(photoValues);
  if (!Array.isArray(photos)) return photos;
  try {
    return await db().transaction(async (tx) => {
      const [claim] = await tx
        .insert(fitClaims)
        .values({
          unitId,
          orderId: unit.orderId,
          orderLineId: unit.orderLineId,
          userId: customer.id,
          corrections,
          comment,
          orderedSize: unit.line.size,
          correctedSize: correctedSize(unit.line.size, applied.measures),
        })
        .returning({ id: fitClaims.id });
      if (!claim) throw new Error("The claim was not stored.");
      if (photos.length > 0) {
        await tx
          .insert(fitClaimPhotos)
          .values(photos.map((photo, index) => ({ claimId: claim.id, position: index + 1, ...photo })));
      }
      await queueMail(
        tx,
        claimReceivedMail(
          {
            orderNumber: orderNumber(unit.orderId),
            shirtName: unit.line.name,
            customerName: customer.name,
            customerEmail: customer.email,
          },
          describeCorrections(corrections),
          orderHistoryUrl(),
        ),
      );
      return { ok: true as const, claimId: claim.id };
    });
  } catch (error) {
    // The same claim sent twice at once: the open-claim index lets one through.
    if (isUniqueViolation(error)) return refuse(409, ALREADY_CLAIMED);
    throw error;
  }
}
