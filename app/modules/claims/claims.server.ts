import { and, asc, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { config } from "~/config.server";
import { type Database, db, type Transaction } from "~/db/client.server";
import { isUniqueViolation } from "~/db/errors";
import { fitClaimPhotos, fitClaims, orderLines, orders, shipments, shirtUnits } from "~/db/schema";
import { parseId } from "~/infra/ids";
import { invalidate } from "~/infra/invalidation.server";
import { type Refusal, refuse, refuseFields } from "~/infra/refusal";
import type { Customer } from "~/modules/accounts/accounts.server";
import type { ShirtLook } from "~/modules/design/look";
import { queueMail } from "~/modules/mail/mail.server";
import { orderNumber } from "~/modules/orders/order-number";
import { startProduction } from "~/modules/production/production.server";
import type { DeliveryPromise, IsoDate } from "~/modules/production/promise";
import { readSetting } from "~/modules/settings/settings.server";
import { measureLabel } from "~/modules/sizing/describe";
import { correctSavedSize } from "~/modules/sizing/profiles.server";
import type { Size } from "~/modules/sizing/size";
import { type MeasurePoint, workshopMeasures } from "~/modules/sizing/workshop";
import { type Actor, recordAudit } from "~/modules/staff/audit.server";
import { reserveCloth } from "~/modules/stock/stock.server";
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
import { CLAIM_MESSAGES, declineDecisionSchema, fitClaimSchema, remakeDecisionSchema } from "./forms";
import { claimReceivedMail, declinedMail, remakeMail } from "./mails";
import { processClaimPhotos } from "./photos.server";
import { isWithinClaimWindow, lastClaimDay } from "./window";

/*
 * Fit claims under the perfect fit guarantee (issue 14). A customer files one for a delivered
 * shirt of his, within the window after delivery; staff decide: a remake (a free order of one
 * shirt in the corrected size, queued in the workshop through startProduction, the customer's
 * saved size corrected with its history) or a decline with a reason the customer reads. Every
 * decision runs in one transaction with its audit entry and its e-mail (docs/decisions/016).
 */

type Executor = Database | Transaction;
type Done<T> = ({ ok: true } & T) | Refusal;

function invalid(error: z.ZodError): Refusal {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.join(".") || "form";
    fieldErrors[field] = [...(fieldErrors[field] ?? []), issue.message];
  }
  return refuseFields(fieldErrors);
}

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
      })
      .from(fitClaims)
      .leftJoin(remakeOrders, eq(remakeOrders.id, fitClaims.remakeOrderId))
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
  if (!parsed.success) return invalid(parsed.error);
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
  } | null;
};

/** One claim with all its decision needs; null for an id that is none. Three queries. */
export async function getClaimForStaff(claimIdInput: unknown): Promise<ClaimForStaff | null> {
  const claimId = parseId(claimIdInput);
  if (claimId === null) return null;
  const [[row], photos] = await Promise.all([
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
      })
      .from(fitClaims)
      .innerJoin(shirtUnits, eq(shirtUnits.id, fitClaims.unitId))
      .innerJoin(orderLines, eq(orderLines.id, fitClaims.orderLineId))
      .innerJoin(orders, eq(orders.id, fitClaims.orderId))
      .leftJoin(shipments, eq(shipments.orderId, fitClaims.orderId))
      .where(eq(fitClaims.id, claimId)),
    db()
      .select({ id: fitClaimPhotos.id })
      .from(fitClaimPhotos)
      .where(eq(fitClaimPhotos.claimId, claimId))
      .orderBy(asc(fitClaimPhotos.position)),
  ]);
  if (!row) return null;
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
          }
        : null,
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
  if (!parsed.success) return invalid(parsed.error);
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
  if (!parsed.success) return invalid(parsed.error);
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
