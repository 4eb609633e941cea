import { z } from "zod";
import { idSchema } from "~/infra/ids";
import { formatMoney, isCurrencyCode } from "~/modules/money/money";
import { ORDER_NUMBER_PREFIX, orderNumber } from "~/modules/shop/order-number";
import { type OrderStatus, orderStatusLabel } from "~/modules/shop/order-status";
import { providerLabel } from "./staff-filters";

/*
 * Payments the shop could not match to an order it could mark paid (settle.server.ts keeps
 * them `unmatched`): no order named, a wrong amount, currency or provider, or a second
 * payment for an order already paid. The owner attaches one to its order or refunds it;
 * these are the rules and words both use.
 */

export const UNMATCHED_MESSAGES = {
  unknownPayment: "This payment could not be found.",
  notUnmatched: "This payment is no longer waiting to be reconciled: it was attached or refunded already.",
  refunded: "This payment is refunded or its refund is on its way: it can no longer be attached to an order.",
  orderNumber: `Please enter the order's number, such as ${ORDER_NUMBER_PREFIX}000042.`,
} as const;

type PaymentFacts = { provider: string; amountMinor: number; currencyCode: string };
type OrderFacts = {
  status: OrderStatus;
  cancelReason: string | null;
  totalMinor: number;
  currencyCode: string;
  paymentProvider: string;
};

/** Whether an order can still be bought by a payment: it awaits one, or expired before it came (the customer has paid). */
export function canTakePayment(order: Pick<OrderFacts, "status" | "cancelReason">): boolean {
  return order.status === "pending_payment" || (order.status === "cancelled" && order.cancelReason === "expired");
}

/** Why this payment cannot pay this order, in words; null when it can. */
export function attachMismatch(payment: PaymentFacts, order: OrderFacts): string | null {
  if (!canTakePayment(order)) {
    return order.status === "cancelled"
      ? "This order was cancelled by the shop: it takes no payment. Refund the payment instead."
      : `This order is already ${orderStatusLabel(order.status).toLowerCase()}: it takes no second payment. Refund the payment instead.`;
  }
  return paymentMismatch(payment, order);
}

/**
 * Why this payment is not the one this order asks for (its provider, currency and total), in
 * words; null when it is. A payment the provider confirms settles its order only then.
 */
export function paymentMismatch(
  payment: PaymentFacts,
  order: Omit<OrderFacts, "status" | "cancelReason">,
): string | null {
  if (payment.provider !== order.paymentProvider) {
    return `This order is to be paid through ${providerLabel(order.paymentProvider)}, and this payment came through ${providerLabel(payment.provider)}.`;
  }
  if (payment.currencyCode !== order.currencyCode) {
    return `This order is in ${order.currencyCode} and the payment in ${payment.currencyCode}: they must be the same.`;
  }
  if (payment.amountMinor !== order.totalMinor) {
    return `This order's total is ${formatMoney(order.totalMinor, order.currencyCode)} and the payment ${formatMoney(payment.amountMinor, payment.currencyCode)}: they must be equal.`;
  }
  return null;
}

/** Why a payment was kept unmatched, for the owner's list. */
export function unmatchedReason(payment: PaymentFacts & { orderId: number | null }, order: OrderFacts | null): string {
  if (!isCurrencyCode(payment.currencyCode)) {
    return `It is in ${payment.currencyCode}, a currency the shop does not sell in.`;
  }
  if (payment.orderId === null) return "It names no order.";
  if (!order) return `It names ${orderNumber(payment.orderId)}, which does not exist.`;
  if (!canTakePayment(order)) {
    return order.status === "cancelled"
      ? "Its order was cancelled by the shop."
      : "A second payment for an order already paid.";
  }
  return attachMismatch(payment, order) ?? "It came when the order could not take it; the order can take it now.";
}

/** The owner's choice of an order, by number ("AS000042", "42"), → the order's id. */
const orderNumberSchema = z
  .string({ error: UNMATCHED_MESSAGES.orderNumber })
  .trim()
  .transform((text, context) => {
    const match = new RegExp(`^(?:${ORDER_NUMBER_PREFIX})?0*([1-9]\\d{0,9})$`, "i").exec(text);
    const id = match?.[1] ? Number(match[1]) : null;
    if (id === null || id > 2_147_483_647) {
      context.addIssue({ code: "custom", message: UNMATCHED_MESSAGES.orderNumber });
      return z.NEVER;
    }
    return id;
  });

/** The form that attaches a payment to an order. */
export const attachPaymentSchema = z.object({
  paymentId: idSchema(UNMATCHED_MESSAGES.unknownPayment),
  order: orderNumberSchema,
});

/** The form that refunds a payment in full. */
export const refundPaymentSchema = z.object({
  paymentId: idSchema(UNMATCHED_MESSAGES.unknownPayment),
});
