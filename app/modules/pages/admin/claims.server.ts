import { asc, desc, eq, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { db } from "~/db/client.server";
import { fitClaimPhotos, fitClaims, orderLines, orders, refunds, shipments, shirtUnits } from "~/db/schema";
import { parseId } from "~/infra/ids";
import { alterationRefundCap } from "~/modules/claims/alteration";
import {
  CLAIM_STATUS_LABELS,
  type ClaimStatus,
  claimablePoints,
  correctionWords,
  describeCorrections,
} from "~/modules/claims/corrections";
import type { ShirtLook } from "~/modules/design/look";
import { type CurrencyCode, formatMoney } from "~/modules/money/money";
import { readSetting } from "~/modules/settings/settings.server";
import { formatDateTime } from "~/modules/shop/calendar";
import { orderNumber } from "~/modules/shop/order-number";
import { type RefundStatus, refundStatusLabel } from "~/modules/shop/refund-reasons";
import { unitLabel } from "~/modules/shop/stages";
import { measureLabel } from "~/modules/sizing/describe";
import type { Size } from "~/modules/sizing/size";
import { type MeasurePoint, workshopMeasures } from "~/modules/sizing/workshop";

/*
 * The back office's fit claims: the list (/admin/claims) and one claim with what deciding it
 * needs (/admin/claims/:id). What a claim says and what an alteration refund may be are the
 * claims area's rules (corrections.ts, alteration.ts), asked here, not computed again.
 */

/** What both screens show of a claim: its shirt, its order's customer and what was claimed. */
const claimColumns = {
  id: fitClaims.id,
  status: fitClaims.status,
  createdAt: fitClaims.createdAt,
  orderId: fitClaims.orderId,
  corrections: fitClaims.corrections,
  unitNumber: shirtUnits.unitNumber,
  quantity: orderLines.quantity,
  name: orderLines.name,
  customerName: orders.customerName,
};

/** Joins to a select from `fitClaims` (made `$dynamic()`) the claimed shirt, its order line and its order. */
function withShirtAndOrder<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(shirtUnits, eq(shirtUnits.id, fitClaims.unitId))
    .innerJoin(orderLines, eq(orderLines.id, fitClaims.orderLineId))
    .innerJoin(orders, eq(orders.id, fitClaims.orderId));
}

export type ClaimListEntry = {
  id: number;
  status: ClaimStatus;
  statusLabel: string;
  /** When it was filed, on the shop's clock. */
  filed: string;
  orderNumber: string;
  shirt: string;
  customerName: string;
  corrections: string[];
  photos: number;
};

const CLAIMS_PAGE_SIZE = 100;

/** The claims list: newest first, by status (or all). One query. */
export async function listClaimsForStaff(status: ClaimStatus | "all"): Promise<ClaimListEntry[]> {
  const photos = sql<number>`(select count(*) from ${fitClaimPhotos} where ${fitClaimPhotos.claimId} = ${fitClaims.id})`;
  const rows = await withShirtAndOrder(
    db()
      .select({ ...claimColumns, photos: photos.mapWith(Number) })
      .from(fitClaims)
      .$dynamic(),
  )
    .where(status === "all" ? undefined : eq(fitClaims.status, status))
    .orderBy(desc(fitClaims.createdAt), desc(fitClaims.id))
    .limit(CLAIMS_PAGE_SIZE);
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    statusLabel: CLAIM_STATUS_LABELS[row.status],
    filed: formatDateTime(row.createdAt),
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
  statusLabel: string;
  filed: string;
  orderId: number;
  orderNumber: string;
  unitLabel: string;
  shirt: { name: string; look: ShirtLook };
  customer: { name: string; email: string };
  /** When the parcel was delivered, on the shop's clock, once it was. */
  delivered: string | null;
  comment: string;
  /** Point by point: ordered, the claimed correction in words (null where none), corrected. */
  points: {
    point: MeasurePoint;
    label: string;
    orderedCm: number;
    correctionCm: number | null;
    words: string | null;
    correctedCm: number;
  }[];
  sizeKind: Size["kind"];
  photoIds: number[];
  decision: {
    at: string;
    by: string;
    declineReason: string | null;
    remake: { orderId: number; orderNumber: string } | null;
    alterationRefund: { amount: string; status: RefundStatus; statusLabel: string } | null;
  } | null;
  /** What an alteration refund of this shirt may be: at most `percent` of its price. */
  alteration: { percent: number; price: string; cap: string; currency: CurrencyCode };
};

/** One claim with all its decision needs; null for an id that is none. Two queries and a setting. */
export async function getClaimForStaff(claimIdInput: unknown): Promise<ClaimForStaff | null> {
  const claimId = parseId(claimIdInput);
  if (claimId === null) return null;
  const claim = db()
    .select({
      comment: fitClaims.comment,
      orderedSize: fitClaims.orderedSize,
      correctedSize: fitClaims.correctedSize,
      ...claimColumns,
      look: orderLines.look,
      unitPriceMinor: orderLines.unitPriceMinor,
      customerEmail: orders.customerEmail,
      currencyCode: orders.currencyCode,
      deliveredAt: shipments.deliveredAt,
      decision: {
        at: fitClaims.decidedAt,
        by: fitClaims.decidedByName,
        declineReason: fitClaims.declineReason,
        remakeOrderId: fitClaims.remakeOrderId,
      },
      // Null when no alteration refund was decided (a left join's missing row).
      refund: { amountMinor: refunds.amountMinor, status: refunds.status },
    })
    .from(fitClaims)
    .leftJoin(shipments, eq(shipments.orderId, fitClaims.orderId))
    .leftJoin(refunds, eq(refunds.id, fitClaims.alterationRefundId))
    .$dynamic();
  const [[row], photos, percent] = await Promise.all([
    withShirtAndOrder(claim).where(eq(fitClaims.id, claimId)),
    db()
      .select({ id: fitClaimPhotos.id })
      .from(fitClaimPhotos)
      .where(eq(fitClaimPhotos.claimId, claimId))
      .orderBy(asc(fitClaimPhotos.position)),
    readSetting("alterationRefundPercent"),
  ]);
  if (!row) return null;
  const { decision } = row;
  const currency = row.currencyCode as CurrencyCode;
  const ordered = workshopMeasures(row.orderedSize).finished;
  const corrected = workshopMeasures(row.correctedSize).finished;
  return {
    id: row.id,
    status: row.status,
    statusLabel: CLAIM_STATUS_LABELS[row.status],
    filed: formatDateTime(row.createdAt),
    orderId: row.orderId,
    orderNumber: orderNumber(row.orderId),
    unitLabel: unitLabel(row.unitNumber, row.quantity),
    shirt: { name: row.name, look: row.look },
    customer: { name: row.customerName, email: row.customerEmail },
    delivered: row.deliveredAt ? formatDateTime(row.deliveredAt) : null,
    comment: row.comment,
    points: claimablePoints(row.orderedSize).map((point) => {
      const correctionCm = row.corrections[point] ?? null;
      return {
        point,
        label: measureLabel(point),
        orderedCm: ordered[point] ?? 0,
        correctionCm,
        words: correctionCm === null ? null : correctionWords(point, correctionCm),
        correctedCm: corrected[point] ?? ordered[point] ?? 0,
      };
    }),
    sizeKind: row.orderedSize.kind,
    photoIds: photos.map((photo) => photo.id),
    decision:
      decision.at && decision.by
        ? {
            at: formatDateTime(decision.at),
            by: decision.by,
            declineReason: decision.declineReason,
            remake: decision.remakeOrderId
              ? { orderId: decision.remakeOrderId, orderNumber: orderNumber(decision.remakeOrderId) }
              : null,
            alterationRefund: row.refund
              ? {
                  amount: formatMoney(row.refund.amountMinor, currency),
                  status: row.refund.status,
                  statusLabel: refundStatusLabel(row.refund.status),
                }
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
