import { type CurrencyCode, convertCents, formatMoney } from "~/modules/money/money";
import type { StaffRole } from "~/modules/staff/roles";

/*
 * How much may go back on an order, said once: the order page shows these limits and the
 * refund command asks them again under the order's lock.
 */

/** What may still be refunded: what was paid less what was refunded or is on its way back. */
export function stillRefundableMinor(paidMinor: number, refundedOrPendingMinor: number): number {
  return Math.max(0, paidMinor - refundedOrPendingMinor);
}

/** The owner's limit for customer service (the setting `serviceRefundLimitEur`), in an order's currency. */
export type ServiceRefundLimit = { limitEur: number; rate: number; currency: CurrencyCode };

/** Customer service's limit on one order, in minor units of the order's currency. */
function limitMinor(limit: ServiceRefundLimit): number {
  return convertCents(limit.limitEur * 100, limit.rate);
}

function limitText(limit: ServiceRefundLimit): string {
  return `Customer service may refund up to ${formatMoney(limitMinor(limit), limit.currency)} on an order (the owner's limit of ${formatMoney(limit.limitEur * 100, "EUR")})`;
}

/** What the order page tells a staff member of their limit: owners have none. */
export function refundLimitNotice(role: StaffRole, limit: ServiceRefundLimit): string | null {
  return role === "owner" ? null : `${limitText(limit)}. Ask the owner for more.`;
}

/**
 * Why this staff member may not refund `amountMinor` more on an order that already had
 * `refundedMinor` refunded: owners may refund anything left, customer service up to the owner's
 * limit in all.
 */
export function refundLimitRefusal(
  role: StaffRole,
  limit: ServiceRefundLimit,
  refund: { refundedMinor: number; amountMinor: number },
): string | null {
  if (role === "owner" || refund.refundedMinor + refund.amountMinor <= limitMinor(limit)) return null;
  const already =
    refund.refundedMinor > 0 ? `${formatMoney(refund.refundedMinor, limit.currency)} is already refunded. ` : "";
  return `${limitText(limit)}. ${already}Please ask the owner to make this refund.`;
}
