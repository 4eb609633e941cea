import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import type { RefundReason, RefundStatus } from "~/modules/shop/refund-reasons";
import { serialId, timestamps, timestampTz } from "./columns";
import { orders, payments } from "./orders";
import { staffUsers } from "./staff";

/**
 * Money sent back on a payment, asked by staff on the order page or made in the
 * provider's dashboard and learnt of by webhook. A refund is `pending` from the moment it is
 * asked (it then counts against what may still be refunded) until the provider confirms it
 * (`succeeded`) or refuses it (`failed`). `idempotencyKey` goes with every call to the
 * provider for it, so a retry after a crash never refunds twice; `providerRefundId` is the
 * provider's id once known (a Stripe re_..., a PayPal refund id), by which webhooks find it.
 * Amounts are minor units of the payment's currency.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: serialId(),
    /** The order refunded; null only for a payment that belongs to no order (reconciliation). */
    orderId: integer("order_id").references(() => orders.id),
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id),
    provider: varchar("provider", { length: 20 }).notNull(),
    providerRefundId: varchar("provider_refund_id", { length: 120 }),
    amountMinor: integer("amount_minor").notNull(),
    currencyCode: varchar("currency_code", { length: 3 }).notNull(),
    status: varchar("status", { length: 20 }).$type<RefundStatus>().notNull(),
    reason: varchar("reason", { length: 30 }).$type<RefundReason>().notNull(),
    note: text("note").notNull().default(""),
    /** Who asked for it; null when the shop did (a cancellation's sweeper) or it was made at the provider. */
    staffId: text("staff_id").references(() => staffUsers.id),
    staffName: varchar("staff_name", { length: 160 }),
    idempotencyKey: varchar("idempotency_key", { length: 80 }).notNull(),
    /** The provider's words when it refused the refund. */
    failureMessage: text("failure_message"),
    succeededAt: timestampTz("succeeded_at"),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("refunds_idempotency_key_idx").on(t.idempotencyKey),
    uniqueIndex("refunds_provider_refund_idx").on(t.provider, t.providerRefundId),
    index("refunds_order_idx").on(t.orderId),
    index("refunds_payment_idx").on(t.paymentId),
    // The sweeper's work: refunds still waiting for the provider's answer.
    index("refunds_pending_idx").on(t.updatedAt).where(sql`${t.status} = 'pending'`),
    check("refunds_amount_check", sql`${t.amountMinor} > 0`),
  ],
);
