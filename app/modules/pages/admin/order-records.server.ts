import { and, asc, desc, eq, ilike } from "drizzle-orm";
import { db } from "~/db/client.server";
import {
  auditLog,
  creditNotes,
  fitClaims,
  mailOutbox,
  orderLines,
  orderNotes,
  orders,
  payments,
  qualityChecks,
  refunds,
  shipments,
  shirtUnits,
} from "~/db/schema";
import type { CurrencyCode } from "~/modules/money/money";
import { stageMoves } from "~/modules/production/shirts.server";
import { orderAmountColumns } from "~/modules/shop/order-amounts.server";
import { orderNumber } from "~/modules/shop/order-number";

/*
 * What the order page reads of one order, from the tables of every area that keeps a part of
 * it: the order, its lines and shirts, payments, the workshop's stage moves and quality checks,
 * the parcel, notes, e-mails, the audit, refunds with their credit notes, and the fit claims
 * behind a refund or a remake.
 */

/** The order's records from every area, eleven queries whatever its size; null when there is no such order. */
export async function readOrderRecords(orderId: number) {
  const [[order], lines, paymentRows, shirts, moves, checks, [shipment], notes, mails, audits, refundRows] =
    await Promise.all([
      db()
        .select({
          id: orders.id,
          status: orders.status,
          createdAt: orders.createdAt,
          paidAt: orders.paidAt,
          cancelledAt: orders.cancelledAt,
          cancelReason: orders.cancelReason,
          customerName: orders.customerName,
          customerEmail: orders.customerEmail,
          customerPhone: orders.customerPhone,
          userId: orders.userId,
          shippingAddress: orders.shippingAddress,
          billingAddress: orders.billingAddress,
          ...orderAmountColumns,
          paymentProvider: orders.paymentProvider,
          promisedEarliest: orders.promisedEarliest,
          promisedLatest: orders.promisedLatest,
          remakeOfClaimId: fitClaims.id,
        })
        .from(orders)
        .leftJoin(fitClaims, eq(fitClaims.remakeOrderId, orders.id))
        .where(eq(orders.id, orderId)),
      db()
        .select({
          id: orderLines.id,
          name: orderLines.name,
          look: orderLines.look,
          designLabels: orderLines.designLabels,
          size: orderLines.size,
          quantity: orderLines.quantity,
          unitPriceMinor: orderLines.unitPriceMinor,
          lineTotalMinor: orderLines.lineTotalMinor,
        })
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId))
        .orderBy(asc(orderLines.id)),
      db()
        .select({
          provider: payments.provider,
          reference: payments.providerRef,
          amountMinor: payments.amountMinor,
          currencyCode: payments.currencyCode,
          status: payments.status,
          lastError: payments.lastError,
          createdAt: payments.createdAt,
        })
        .from(payments)
        .where(eq(payments.orderId, orderId))
        .orderBy(asc(payments.id)),
      db()
        .select({
          id: shirtUnits.id,
          lineId: shirtUnits.orderLineId,
          unitNumber: shirtUnits.unitNumber,
          stage: shirtUnits.stage,
          stageChangedAt: shirtUnits.stageChangedAt,
        })
        .from(shirtUnits)
        .where(eq(shirtUnits.orderId, orderId))
        .orderBy(asc(shirtUnits.orderLineId), asc(shirtUnits.unitNumber)),
      stageMoves(db(), { orderId }),
      db()
        .select({
          unitId: qualityChecks.unitId,
          staffName: qualityChecks.staffName,
          passed: qualityChecks.passed,
          failureReason: qualityChecks.failureReason,
          at: qualityChecks.at,
        })
        .from(qualityChecks)
        .innerJoin(shirtUnits, eq(shirtUnits.id, qualityChecks.unitId))
        .where(eq(shirtUnits.orderId, orderId))
        .orderBy(asc(qualityChecks.at)),
      db()
        .select({
          carrier: shipments.carrier,
          trackingNumber: shipments.trackingNumber,
          trackingUrl: shipments.trackingUrl,
          staffName: shipments.staffName,
          shippedAt: shipments.shippedAt,
          deliveredAt: shipments.deliveredAt,
        })
        .from(shipments)
        .where(eq(shipments.orderId, orderId)),
      db()
        .select({
          id: orderNotes.id,
          staffName: orderNotes.staffName,
          visibility: orderNotes.visibility,
          text: orderNotes.text,
          createdAt: orderNotes.createdAt,
        })
        .from(orderNotes)
        .where(eq(orderNotes.orderId, orderId))
        .orderBy(desc(orderNotes.createdAt), desc(orderNotes.id)),
      // The e-mails of this order: sent to its customer, its number in the subject (an order
      // number has no LIKE wildcard in it).
      db()
        .select({
          subject: mailOutbox.subject,
          status: mailOutbox.status,
          createdAt: mailOutbox.createdAt,
          sentAt: mailOutbox.sentAt,
        })
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.to, db().select({ email: orders.customerEmail }).from(orders).where(eq(orders.id, orderId))),
            ilike(mailOutbox.subject, `%${orderNumber(orderId)}%`),
          ),
        )
        .orderBy(asc(mailOutbox.id)),
      db()
        .select({
          at: auditLog.at,
          staffName: auditLog.staffName,
          action: auditLog.action,
          before: auditLog.before,
          after: auditLog.after,
        })
        .from(auditLog)
        .where(and(eq(auditLog.entity, "order"), eq(auditLog.entityId, String(orderId))))
        .orderBy(asc(auditLog.at), asc(auditLog.id)),
      db()
        .select({
          id: refunds.id,
          provider: refunds.provider,
          amountMinor: refunds.amountMinor,
          status: refunds.status,
          reason: refunds.reason,
          note: refunds.note,
          staffName: refunds.staffName,
          failureMessage: refunds.failureMessage,
          createdAt: refunds.createdAt,
          succeededAt: refunds.succeededAt,
          updatedAt: refunds.updatedAt,
          creditNoteId: creditNotes.id,
          creditNoteNumber: creditNotes.number,
          claimId: fitClaims.id,
        })
        .from(refunds)
        .leftJoin(creditNotes, eq(creditNotes.refundId, refunds.id))
        .leftJoin(fitClaims, eq(fitClaims.alterationRefundId, refunds.id))
        .where(eq(refunds.orderId, orderId))
        .orderBy(asc(refunds.id)),
    ]);
  if (!order) return null;
  const currencyCode = order.currencyCode as CurrencyCode;
  return {
    order: { ...order, currencyCode },
    lines,
    shirts,
    stageMoves: moves,
    qualityChecks: checks,
    shipment,
    notes,
    mails,
    audits,
    payments: paymentRows,
    refunds: refundRows,
  };
}

export type OrderRecords = NonNullable<Awaited<ReturnType<typeof readOrderRecords>>>;
