import { and, asc, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { config } from "~/config.server";
import { type Database, db, type Transaction } from "~/db/client.server";
import { isUniqueViolation } from "~/db/errors";
import { fitClaimPhotos, fitClaims, orderLines, orders, refunds, shipments, shirtUnits } from "~/db/schema";
import { parseId } from "~/infra/ids";
import { invalidate } from "~/infra/invalidation.server";
import { type Done, type Refusal, refuse, refuseFields, refuseInvalid } from "~/infra/refusal";
import type { Customer } from "~/modules/accounts/accounts.server";
import type { ShirtLook } from "~/modules/design/look";
import { queueMail } from "~/modules/mail/mail.server";
import { type CurrencyCode, formatMoney } from "~/modules/money/money";
import { startProduction } from "~/modules/production/production.server";
import { refundOrder } from "~/modules/refunds/refunds.server";
import { readSetting } from "~/modules/settings/settings.server";
import { type Actor, recordAudit } from "~/modules/shop/audit.server";
import type { IsoDate } from "~/modules/shop/calendar";
import { orderNumber } from "~/modules/shop/order-number";
import type { DeliveryPromise } from "~/modules/shop/promise";
import type { RefundStatus } from "~/modules/shop/refund-reasons";
import { measureLabel } from "~/modules/sizing/describe";
import { correctSavedSize } from "~/modules/sizing/profiles.server";
import type { Size } from "~/modules/sizing/size";
import { type MeasurePoint, workshopMeasures } from "~/modules/sizing/workshop";
import type { StaffMember } from "~/modules/staff/staff";
import { reserveCloth } from "~/modules/stock/stock.server";
import { alterationRefundCap } from "./alteration";
import {
  applyCorrections,
  type ClaimStatus,
  type Corrections,
  claimablePoints,
  correctedSize,
  correctionWords,
  savedSizeAfterClaim,
} from "./corrections";
import { type FitAccuracy, fitAccuracy } from "./fit-accuracy";
import {
  alterationRequestSchema,
  CLAIM_MESSAGES,
  declineDecisionSchema,
  fitClaimSchema,
  remakeDecisionSchema,
} from "./forms";
import { alterationMail, claimReceivedMail, declinedMail, remakeMail } from "./mails";
import { processClaimPhotos } from "./photos.server";
import { isWithinClaimWindow, lastClaimDay } from "./window";

/*
 * Fit claims under the perfect fit guarantee (issue 14). A customer files one for a delivered
 * shirt of his, within the window after delivery; staff decide: a remake (a free order of one
 * shirt in the corrected size, queued in the workshop through startProduction, the customer's
 * saved size corrected with its history), an alteration refund (part of the shirt's price back
 * through the refunds module) or a decline with a reason the customer reads. Every decision
 * runs in one transaction with its audit entry and its e-mail, but the alteration refund's
 * e-mail, which waits for the provider's answer (docs/decisions/016).
 */

type Executor = Database | Transaction;
const historyUrl = () => `${config.baseUrl}/history-order`;

const unitLabel = (unitNumber: number, quantity: number) => `${unitNumber} of ${quantity}`;

/** A claim's corrections in words, point by point: "Neck: too tight by 1 cm". */
export function describeCorrections(corrections: Corrections): string[] {
  return (Object.entries(corrections) as [MeasurePoint, number][]).map(
    ([point, cm]) => `${measureLabel(point)}: ${correctionWords(point, cm)}`,
  );
}

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

/**
 * Why a shirt cannot be claimed now, or null when it can: not delivered, past the window, a
 * claim still open, or already remade.
 */
function claimBlocker(
  deliveredAt: Date | null,
  windowDays: number,
  claims: { status: ClaimStatus }[],
  now: Date,
): { status: 409; message: string } | null {
  if (!deliveredAt) return { status: 409, message: "You can report a fit problem once your shirt has been delivered." };
  if (claims.some((claim) => claim.status === "open")) {
    return { status: 409, message: "You have already reported a fit problem for this shirt: we are looking at it." };
  }
  if (claims.some((claim) => claim.status === "remake")) {
    return { status: 409, message: "This shirt has already been remade: report a fit problem on the remade shirt." };
  }
  if (claims.some((claim) => claim.status === "alteration")) {
    return {
      status: 409,
      message: "This shirt already had an alteration refund under the guarantee: please contact us.",
    };
  }
  if (!isWithinClaimWindow(deliveredAt, windowDays, now)) {
    return {
      status: 409,
      message: `The guarantee's window of ${windowDays} business days after delivery has passed: please contact us.`,
    };
  }
  return null;
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
    db()
      .select({
        unitId: shirtUnits.id,
        orderLineId: shirtUnits.orderLineId,
        unitNumber: shirtUnits.unitNumber,
        quantity: orderLines.quantity,
        deliveredAt: shipments.deliveredAt,
      })
      .from(shirtUnits)
      .innerJoin(orders, eq(orders.id, shirtUnits.orderId))
      .innerJoin(orderLines, eq(orderLines.id, shirtUnits.orderLineId))
      .leftJoin(shipments, eq(shipments.orderId, shirtUnits.orderId))
      .where(eq(orders.userId, customer.id))
      .orderBy(asc(shirtUnits.orderLineId), asc(shirtUnits.unitNumber)),
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
        refundAmountMinor: refunds.amountMinor,
        refundCurrency: refunds.currencyCode,
        refundStatus: refunds.status,
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
      unitLabel: unitLabel(unit.unitNumber, unit.quantity),
      canClaim: claimBlocker(unit.deliveredAt, windowDays, own, now) === null,
      lastClaimDay: unit.deliveredAt ? lastClaimDay(unit.deliveredAt, windowDays) : null,
      delivered: unit.deliveredAt !== null,
      claims: own.map((claim) => ({
        id: claim.id,
        status: claim.status,
        createdAt: claim.createdAt,
        corrections: describeCorrections(claim.corrections),
        declineReason: claim.declineReason,
        remakeOrderNumber: claim.remakeOrderId ? orderNumber(claim.remakeOrderId) : null,
        alterationRefund:
          claim.refundAmountMinor !== null && claim.refundCurrency !== null && claim.refundStatus !== null
            ? {
                amountMinor: claim.refundAmountMinor,
                currency: claim.refundCurrency as CurrencyCode,
                status: claim.refundStatus,
              }
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
  /** The finished measurements the shirt was cut to, at the points a claim may correct. */
  points: { point: MeasurePoint; label: string; orderedCm: number }[];
  lastClaimDay: IsoDate | null;
  /** Why it cannot be claimed now, or null. */
  blocked: string | null;
};

async function ownShirt(executor: Executor, customer: Customer, unitId: number) {
  const [unit] = await executor
    .select({
      unitId: shirtUnits.id,
      orderId: shirtUnits.orderId,
      orderLineId: shirtUnits.orderLineId,
      unitNumber: shirtUnits.unitNumber,
      quantity: orderLines.quantity,
      name: orderLines.name,
      look: orderLines.look,
      size: orderLines.size,
      deliveredAt: shipments.deliveredAt,
    })
    .from(shirtUnits)
    .innerJoin(orders, eq(orders.id, shirtUnits.orderId))
    .innerJoin(orderLines, eq(orderLines.id, shirtUnits.orderLineId))
    .leftJoin(shipments, eq(shipments.orderId, shirtUnits.orderId))
    .where(and(eq(shirtUnits.id, unitId), eq(orders.userId, customer.id)));
  if (!unit) return null;
  const claims = await executor
    .select({ status: fitClaims.status })
    .from(fitClaims)
    .where(eq(fitClaims.unitId, unitId));
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
  const unit = await ownShirt(db(), customer, unitId);
  if (!unit) return null;
  const windowDays = await readSetting("fitClaimWindowDays");
  const finished = workshopMeasures(unit.size).finished;
  return {
    unitId,
    orderNumber: orderNumber(unit.orderId),
    unitLabel: unitLabel(unit.unitNumber, unit.quantity),
    name: unit.name,
    look: unit.look,
    size: unit.size,
    points: claimablePoints(unit.size).map((point) => ({
      point,
      label: measureLabel(point),
      orderedCm: finished[point] ?? 0,
    })),
    lastClaimDay: unit.deliveredAt ? lastClaimDay(unit.deliveredAt, windowDays) : null,
    blocked: claimBlocker(unit.deliveredAt, windowDays, unit.claims, now)?.message ?? null,
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
  const unit = await ownShirt(db(), customer, unitId);
  if (!unit) return refuse(404, CLAIM_MESSAGES.unknownShirt);
  const windowDays = await readSetting("fitClaimWindowDays");
  const blocked = claimBlocker(unit.deliveredAt, windowDays, unit.claims, now);
  if (blocked) return refuse(blocked.status, blocked.message);
  const applied = applyCorrections(workshopMeasures(unit.size).finished, corrections);
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
          orderedSize: unit.size,
          correctedSize: correctedSize(unit.size, applied.measures),
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
            shirtName: unit.name,
            customerName: customer.name,
            customerEmail: customer.email,
          },
          describeCorrections(corrections),
          historyUrl(),
        ),
      );
      return { ok: true as const, claimId: claim.id };
    });
  } catch (error) {
    // The same claim sent twice at once: the open-claim index lets one through.
    if (isUniqueViolation(error)) {
      return refuse(409, "You have already reported a fit problem for this shirt: we are looking at it.");
    }
    throw error;
  }
}

/** A photo of a claim: the customer's own (with `customer`), or any for staff (without). */
export async function findClaimPhoto(
  photoIdInput: unknown,
  customer: Customer | null,
): Promise<{ contentType: string; data: Buffer } | null> {
  const photoId = parseId(photoIdInput);
  if (photoId === null) return null;
  const [photo] = await db()
    .select({ contentType: fitClaimPhotos.contentType, data: fitClaimPhotos.data })
    .from(fitClaimPhotos)
    .innerJoin(fitClaims, eq(fitClaims.id, fitClaimPhotos.claimId))
    .where(and(eq(fitClaimPhotos.id, photoId), customer ? eq(fitClaims.userId, customer.id) : undefined));
  return photo ?? null;
}

export type ClaimListEntry = {
  id: number;
  status: ClaimStatus;
  createdAt: Date;
  orderId: number;
  orderNumber: string;
  shirt: string;
  customerName: string;
  corrections: string[];
  photos: number;
};

const CLAIMS_PAGE_SIZE = 100;

/** The claims list: newest first, by status (or all). One query. */
export async function listClaimsForStaff(status: ClaimStatus | "all"): Promise<ClaimListEntry[]> {
  const rows = await db()
    .select({
      id: fitClaims.id,
      status: fitClaims.status,
      createdAt: fitClaims.createdAt,
      orderId: fitClaims.orderId,
      unitNumber: shirtUnits.unitNumber,
      quantity: orderLines.quantity,
      name: orderLines.name,
      customerName: orders.customerName,
      corrections: fitClaims.corrections,
      photos:
        sql<number>`(select count(*) from ${fitClaimPhotos} where ${fitClaimPhotos.claimId} = ${fitClaims.id})`.mapWith(
          Number,
        ),
    })
    .from(fitClaims)
    .innerJoin(shirtUnits, eq(shirtUnits.id, fitClaims.unitId))
    .innerJoin(orderLines, eq(orderLines.id, fitClaims.orderLineId))
    .innerJoin(orders, eq(orders.id, fitClaims.orderId))
    .where(status === "all" ? undefined : eq(fitClaims.status, status))
    .orderBy(desc(fitClaims.createdAt), desc(fitClaims.id))
    .limit(CLAIMS_PAGE_SIZE);
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    createdAt: row.createdAt,
    orderId: row.orderId,
    orderNumber: orderNumber(row.orderId),
    shirt: `${row.name} · ${unitLabel(row.unitNumber, row.quantity)}`,
    customerName: row.customerName,
    corrections: describeCorrections(row.corrections),
    photos: row.photos,
  }));
}

export type ClaimForStaff = {
  id: number;
  status: ClaimStatus;
  createdAt: Date;
  orderId: number;
  orderNumber: string;
  unitId: number;
  unitLabel: string;
  shirt: { name: string; look: ShirtLook };
  customer: { name: string; email: string };
  deliveredAt: Date | null;
  comment: string;
  /** Point by point: ordered, claimed correction, corrected. */
  points: { point: MeasurePoint; label: string; orderedCm: number; correctionCm: number | null; correctedCm: number }[];
  sizeKind: Size["kind"];
  photoIds: number[];
  decision: {
    at: Date;
    by: string;
    declineReason: string | null;
    remake: { orderId: number; orderNumber: string } | null;
    alterationRefund: { amount: string; status: RefundStatus } | null;
  } | null;
  /** What an alteration refund of this shirt may be: at most `percent` of its price. */
  alteration: { percent: number; price: string; cap: string; currency: CurrencyCode };
};

/** One claim with all its decision needs; null for an id that is none. Three queries and a setting. */
export async function getClaimForStaff(claimIdInput: unknown): Promise<ClaimForStaff | null> {
  const claimId = parseId(claimIdInput);
  if (claimId === null) return null;
  const [[row], photos, percent] = await Promise.all([
    db()
      .select({
        id: fitClaims.id,
        status: fitClaims.status,
        createdAt: fitClaims.createdAt,
        orderId: fitClaims.orderId,
        unitId: fitClaims.unitId,
        unitNumber: shirtUnits.unitNumber,
        quantity: orderLines.quantity,
        name: orderLines.name,
        look: orderLines.look,
        customerName: orders.customerName,
        customerEmail: orders.customerEmail,
        deliveredAt: shipments.deliveredAt,
        comment: fitClaims.comment,
        corrections: fitClaims.corrections,
        orderedSize: fitClaims.orderedSize,
        correctedSize: fitClaims.correctedSize,
        decidedAt: fitClaims.decidedAt,
        decidedByName: fitClaims.decidedByName,
        declineReason: fitClaims.declineReason,
        remakeOrderId: fitClaims.remakeOrderId,
        unitPriceMinor: orderLines.unitPriceMinor,
        currencyCode: orders.currencyCode,
        refundAmountMinor: refunds.amountMinor,
        refundStatus: refunds.status,
      })
      .from(fitClaims)
      .innerJoin(shirtUnits, eq(shirtUnits.id, fitClaims.unitId))
      .innerJoin(orderLines, eq(orderLines.id, fitClaims.orderLineId))
      .innerJoin(orders, eq(orders.id, fitClaims.orderId))
      .leftJoin(shipments, eq(shipments.orderId, fitClaims.orderId))
      .leftJoin(refunds, eq(refunds.id, fitClaims.alterationRefundId))
      .where(eq(fitClaims.id, claimId)),
    db()
      .select({ id: fitClaimPhotos.id })
      .from(fitClaimPhotos)
      .where(eq(fitClaimPhotos.claimId, claimId))
      .orderBy(asc(fitClaimPhotos.position)),
    readSetting("alterationRefundPercent"),
  ]);
  if (!row) return null;
  const currency = row.currencyCode as CurrencyCode;
  const ordered = workshopMeasures(row.orderedSize).finished;
  const corrected = workshopMeasures(row.correctedSize).finished;
  return {
    id: row.id,
    status: row.status,
    createdAt: row.createdAt,
    orderId: row.orderId,
    orderNumber: orderNumber(row.orderId),
    unitId: row.unitId,
    unitLabel: unitLabel(row.unitNumber, row.quantity),
    shirt: { name: row.name, look: row.look },
    customer: { name: row.customerName, email: row.customerEmail },
    deliveredAt: row.deliveredAt,
    comment: row.comment,
    points: claimablePoints(row.orderedSize).map((point) => ({
      point,
      label: measureLabel(point),
      orderedCm: ordered[point] ?? 0,
      correctionCm: row.corrections[point] ?? null,
      correctedCm: corrected[point] ?? ordered[point] ?? 0,
    })),
    sizeKind: row.orderedSize.kind,
    photoIds: photos.map((photo) => photo.id),
    decision:
      row.decidedAt && row.decidedByName
        ? {
            at: row.decidedAt,
            by: row.decidedByName,
            declineReason: row.declineReason,
            remake: row.remakeOrderId
              ? { orderId: row.remakeOrderId, orderNumber: orderNumber(row.remakeOrderId) }
              : null,
            alterationRefund:
              row.refundAmountMinor !== null && row.refundStatus !== null
                ? { amount: formatMoney(row.refundAmountMinor, currency), status: row.refundStatus }
                : null,
          }
        : null,
    alteration: {
      percent,
      price: formatMoney(row.unitPriceMinor, currency),
      cap: formatMoney(alterationRefundCap(row.unitPriceMinor, percent), currency),
      currency,
    },
  };
}

/** Locks an open claim with what a decision needs of it; a refusal when it is gone or decided. */
async function lockOpenClaim(tx: Transaction, claimId: number) {
  const [claim] = await tx
    .select({
      id: fitClaims.id,
      status: fitClaims.status,
      orderId: fitClaims.orderId,
      orderLineId: fitClaims.orderLineId,
      userId: fitClaims.userId,
      corrections: fitClaims.corrections,
      orderedSize: fitClaims.orderedSize,
      correctedSize: fitClaims.correctedSize,
    })
    .from(fitClaims)
    .where(eq(fitClaims.id, claimId))
    .for("update");
  if (!claim) return refuse(404, CLAIM_MESSAGES.unknownClaim);
  if (claim.status !== "open") return refuse(409, "This claim has already been decided.");
  const [line] = await tx
    .select({
      name: orderLines.name,
      modelId: orderLines.modelId,
      design: orderLines.design,
      designLabels: orderLines.designLabels,
      look: orderLines.look,
    })
    .from(orderLines)
    .where(eq(orderLines.id, claim.orderLineId));
  const [order] = await tx.select().from(orders).where(eq(orders.id, claim.orderId));
  if (!line || !order) throw new Error(`Claim ${claimId} lost its order.`);
  return { ...claim, line, order };
}

/**
 * The remake model (docs/decisions/016): a new order of the same customer, one shirt of the same
 * design in the corrected size, everything at 0, paid at once (nothing to pay), queued through
 * startProduction with its own dated promise, its cloth taken from the stock. It ships to the
 * original order's address.
 */
async function createRemakeOrder(
  tx: Transaction,
  actor: Actor,
  claim: Exclude<Awaited<ReturnType<typeof lockOpenClaim>>, Refusal>,
): Promise<{ orderId: number; promise: DeliveryPromise | null; offerChanged: boolean }> {
  const { order, line } = claim;
  const [remake] = await tx
    .insert(orders)
    .values({
      userId: claim.userId,
      cartId: null,
      status: "paid",
      fingerprint: `remake-of-claim-${claim.id}`,
      currencyCode: order.currencyCode,
      rate: order.rate,
      subtotalMinor: 0,
      deliveryMinor: 0,
      totalMinor: 0,
      deliveryOptionId: order.deliveryOptionId,
      deliveryName: order.deliveryName,
      paymentMethodId: order.paymentMethodId,
      paymentProvider: order.paymentProvider,
      customerName: order.customerName,
      customerEmail: order.customerEmail,
      customerPhone: order.customerPhone,
      shippingAddress: order.shippingAddress,
      billingAddress: order.billingAddress,
      paidAt: sql`now()`,
    })
    .returning({ id: orders.id });
  if (!remake) throw new Error("The remake order was not stored.");
  await tx.insert(orderLines).values({
    orderId: remake.id,
    modelId: line.modelId,
    name: line.name,
    design: line.design,
    designLabels: line.designLabels,
    look: line.look,
    size: claim.correctedSize,
    quantity: 1,
    unitPriceMinor: 0,
    lineTotalMinor: 0,
  });
  await startProduction(tx, actor, remake.id);
  const cloth = await reserveCloth(tx, actor, remake.id);
  const [dated] = await tx
    .select({ earliest: orders.promisedEarliest, latest: orders.promisedLatest })
    .from(orders)
    .where(eq(orders.id, remake.id));
  const promise = dated?.earliest && dated.latest ? { earliest: dated.earliest, latest: dated.latest } : null;
  return { orderId: remake.id, promise, offerChanged: cloth.offerChanged };
}

const toCustomer = (claim: {
  order: { customerName: string; customerEmail: string; id: number };
  line: { name: string };
}) => ({
  orderNumber: orderNumber(claim.order.id),
  shirtName: claim.line.name,
  customerName: claim.order.customerName,
  customerEmail: claim.order.customerEmail,
});

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
    const claim = await lockOpenClaim(tx, parsed.data.claimId);
    if ("ok" in claim) return claim;
    const remake = await createRemakeOrder(tx, actor, claim);
    offerChanged = remake.offerChanged;
    await tx
      .update(fitClaims)
      .set({
        status: "remake",
        remakeOrderId: remake.orderId,
        decidedAt: sql`now()`,
        decidedById: actor.id,
        decidedByName: actor.name,
      })
      .where(eq(fitClaims.id, claim.id));
    const savedSize = await correctSavedSize(tx, {
      userId: claim.userId,
      ordered: claim.orderedSize,
      corrected: (saved) => savedSizeAfterClaim(saved, claim.corrections, claim.correctedSize),
      claimId: claim.id,
    });
    await recordAudit(tx, actor, {
      action: "claim.remake_approved",
      entity: "claim",
      entityId: claim.id,
      before: { status: "open" },
      after: {
        status: "remake",
        remakeOrder: orderNumber(remake.orderId),
        corrections: describeCorrections(claim.corrections),
        savedSize: savedSize ? (savedSize.created ? "saved as a new size" : "corrected") : "not kept",
      },
    });
    await queueMail(
      tx,
      remakeMail(
        toCustomer(claim),
        { orderNumber: orderNumber(remake.orderId), promise: remake.promise },
        historyUrl(),
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
    const claim = await lockOpenClaim(tx, claimId);
    if ("ok" in claim) return claim;
    await tx
      .update(fitClaims)
      .set({
        status: "declined",
        declineReason: reason,
        decidedAt: sql`now()`,
        decidedById: actor.id,
        decidedByName: actor.name,
      })
      .where(eq(fitClaims.id, claim.id));
    await recordAudit(tx, actor, {
      action: "claim.declined",
      entity: "claim",
      entityId: claim.id,
      before: { status: "open" },
      after: { status: "declined", reason },
    });
    await queueMail(tx, declinedMail(toCustomer(claim), reason, historyUrl()));
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
  const [claim] = await db()
    .select({
      status: fitClaims.status,
      orderId: fitClaims.orderId,
      shirtName: orderLines.name,
      unitPriceMinor: orderLines.unitPriceMinor,
      currencyCode: orders.currencyCode,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
    })
    .from(fitClaims)
    .innerJoin(orderLines, eq(orderLines.id, fitClaims.orderLineId))
    .innerJoin(orders, eq(orders.id, fitClaims.orderId))
    .where(eq(fitClaims.id, claimId));
  if (!claim) return refuse(404, CLAIM_MESSAGES.unknownClaim);
  if (claim.status !== "open") return refuse(409, "This claim has already been decided.");
  const money = (minor: number) => formatMoney(minor, claim.currencyCode as CurrencyCode);
  const percent = await readSetting("alterationRefundPercent");
  const capMinor = alterationRefundCap(claim.unitPriceMinor, percent);
  if (amount > capMinor) {
    return refuseFields({
      amount: [
        `An alteration refund is at most ${percent}% of the shirt's price of ${money(claim.unitPriceMinor)}: ${money(capMinor)}.`,
      ],
    });
  }
  let decidedWith: number | null = null;
  const refunded = await refundOrder(
    staff,
    claim.orderId,
    { amountMinor: amount, reason: "alteration", note: note || `Fit claim ${claimId}` },
    {
      within: async (tx, refundId) => {
        // Under the claim's lock: two staff deciding at once decide once; the other's refund rolls back.
        const locked = await lockOpenClaim(tx, claimId);
        if ("ok" in locked) return locked;
        await tx
          .update(fitClaims)
          .set({
            status: "alteration",
            alterationRefundId: refundId,
            decidedAt: sql`now()`,
            decidedById: staff.id,
            decidedByName: staff.name,
          })
          .where(eq(fitClaims.id, claimId));
        await recordAudit(tx, staff, {
          action: "claim.alteration_refunded",
          entity: "claim",
          entityId: claimId,
          before: { status: "open" },
          after: { status: "alteration", refundId, amount: money(amount), cap: money(capMinor), note },
        });
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
  await db().transaction((tx) =>
    queueMail(
      tx,
      alterationMail(
        {
          orderNumber: orderNumber(claim.orderId),
          shirtName: claim.shirtName,
          customerName: claim.customerName,
          customerEmail: claim.customerEmail,
        },
        money(amount),
        historyUrl(),
      ),
    ),
  );
  return refunded;
}

/**
 * The shop's measured fit accuracy: every claim on a shirt made to a smart size (the size
 * calculator's), through fitAccuracy. One query.
 */
export async function fitAccuracyReport(): Promise<FitAccuracy & { allClaims: number }> {
  const rows = await db()
    .select({ corrections: fitClaims.corrections, kind: sql<string>`${fitClaims.orderedSize}->>'kind'` })
    .from(fitClaims);
  return {
    ...fitAccuracy(rows.filter((row) => row.kind === "smart").map((row) => row.corrections)),
    allClaims: rows.length,
  };
}
