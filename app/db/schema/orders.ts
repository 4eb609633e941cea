import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, smallint, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import type { ShirtDesign } from "~/modules/design/design";
import type { ShirtLook } from "~/modules/design/look";
import type { OrderStatus } from "~/modules/shop/order-status";
import type { Size } from "~/modules/sizing/size";
import { users } from "./accounts";
import { carts } from "./cart";
import { createdAt, serialId, timestamps, timestampTz } from "./columns";
import { exchangeRate } from "./reference";

/** Why an order was cancelled: its payment never came in time, or the shop cancelled it. */
export type CancelReason = "expired" | "shop";

/** A postal address as the order keeps it, independent of later changes to the account. */
export type AddressSnapshot = {
  lastName: string;
  firstName: string;
  company: string;
  line1: string;
  line2: string;
  city: string;
  postcode: string;
  country: string;
};

/**
 * An order: a snapshot of the cart at checkout, in the display currency with the rate of
 * that moment. All amounts are integer minor units of `currencyCode`.
 * `userId` is cleared when the customer deletes the account; the snapshot stays.
 */
export const orders = pgTable(
  "orders",
  {
    id: serialId(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    cartId: integer("cart_id").references(() => carts.id, { onDelete: "set null" }),
    status: varchar("status", { length: 20 }).$type<OrderStatus>().notNull().default("pending_payment"),
    /**
     * What was bought, how and where to (lines, prices, currency, delivery, payment method,
     * addresses) as one hash: a second Buy now of the same cart finds this order again
     * instead of creating another while it waits for its payment.
     */
    fingerprint: varchar("fingerprint", { length: 64 }).notNull(),
    currencyCode: varchar("currency_code", { length: 3 }).notNull(),
    rate: exchangeRate(),
    subtotalMinor: integer("subtotal_minor").notNull(),
    deliveryMinor: integer("delivery_minor").notNull(),
    totalMinor: integer("total_minor").notNull(),
    deliveryOptionId: integer("delivery_option_id").notNull(),
    deliveryName: varchar("delivery_name", { length: 80 }).notNull(),
    paymentMethodId: integer("payment_method_id").notNull(),
    paymentProvider: varchar("payment_provider", { length: 20 }).notNull(),
    customerName: varchar("customer_name", { length: 160 }).notNull(),
    customerEmail: varchar("customer_email", { length: 254 }).notNull(),
    customerPhone: varchar("customer_phone", { length: 40 }).notNull().default(""),
    shippingAddress: jsonb("shipping_address").$type<AddressSnapshot>().notNull(),
    billingAddress: jsonb("billing_address").$type<AddressSnapshot>().notNull(),
    createdAt: createdAt(),
    paidAt: timestampTz("paid_at"),
    cancelledAt: timestampTz("cancelled_at"),
    cancelReason: varchar("cancel_reason", { length: 20 }).$type<CancelReason>(),
    /**
     * The dated promise: the days between which the parcel should arrive, set at
     * payment (modules/shop/promise.ts), moved by staff. ISO dates, no time of day.
     */
    promisedEarliest: date("promised_earliest", { mode: "string" }),
    promisedLatest: date("promised_latest", { mode: "string" }),
  },
  (t) => [
    index("orders_user_idx").on(t.userId),
    index("orders_status_idx").on(t.status, t.createdAt),
    index("orders_promised_latest_idx").on(t.promisedLatest),
    // Late orders (past their promise, not finished): the back office's filter and dashboard.
    index("orders_open_promise_idx").on(t.promisedLatest).where(sql`${t.status} not in ('delivered', 'cancelled')`),
    // The back office's order list sorts (newest, largest total) and this week's revenue.
    index("orders_created_at_idx").on(t.createdAt, t.id),
    index("orders_total_idx").on(t.totalMinor, t.id),
    index("orders_paid_at_idx").on(t.paidAt),
    // The back office's search by part of a name or an e-mail (pg_trgm, migration 0011).
    index("orders_customer_name_trgm_idx").using("gin", t.customerName.op("gin_trgm_ops")),
    index("orders_customer_email_trgm_idx").using("gin", t.customerEmail.op("gin_trgm_ops")),
    uniqueIndex("orders_pending_cart_fingerprint_idx")
      .on(t.cartId, t.fingerprint)
      .where(sql`${t.status} = 'pending_payment'`),
  ],
);

/** The order a row belongs to: it goes with the order. */
export const belongsToOrder = () =>
  integer("order_id")
    .notNull()
    .references(() => orders.id, { onDelete: "cascade" });

/** The order line a row belongs to: it goes with the line. */
export const belongsToOrderLine = () =>
  integer("order_line_id")
    .notNull()
    .references(() => orderLines.id, { onDelete: "cascade" });

export const orderLines = pgTable(
  "order_lines",
  {
    id: serialId(),
    orderId: belongsToOrder(),
    /** The cart line it came from (no reference: cart lines are deleted once paid). */
    cartLineId: integer("cart_line_id"),
    modelId: integer("model_id").notNull(),
    name: varchar("name", { length: 120 }).notNull(),
    design: jsonb("design").$type<ShirtDesign>().notNull(),
    /** The names of the chosen options at order time, for history and the factory. */
    designLabels: jsonb("design_labels").$type<{ label: string; value: string }[]>().notNull(),
    /** The drawing at order time, so history shows the shirt bought even if the catalogue changes. */
    look: jsonb("look").$type<ShirtLook>().notNull(),
    size: jsonb("size").$type<Size>().notNull(),
    quantity: smallint("quantity").notNull(),
    unitPriceMinor: integer("unit_price_minor").notNull(),
    lineTotalMinor: integer("line_total_minor").notNull(),
  },
  (t) => [
    index("order_lines_order_idx").on(t.orderId),
    check("order_lines_quantity_check", sql`${t.quantity} between 1 and 10`),
  ],
);

/**
 * The payment of an order with a provider (one per order and provider: a PaymentIntent, a
 * PayPal order, a test payment), found again by the provider's reference. A payment the
 * provider confirmed for an order the shop cannot find is kept with status `unmatched` and
 * no order, for the shop to reconcile.
 */
export const payments = pgTable(
  "payments",
  {
    id: serialId(),
    orderId: integer("order_id").references(() => orders.id),
    provider: varchar("provider", { length: 20 }).notNull(),
    providerRef: varchar("provider_ref", { length: 120 }).notNull(),
    status: varchar("status", { length: 20 })
      .$type<"created" | "succeeded" | "failed" | "cancelled" | "unmatched">()
      .notNull(),
    amountMinor: integer("amount_minor").notNull(),
    currencyCode: varchar("currency_code", { length: 3 }).notNull(),
    /** The provider's message for the last refused attempt, e.g. a declined card. */
    lastError: text("last_error"),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("payments_provider_ref_idx").on(t.provider, t.providerRef),
    // One live payment per order and provider; payments kept unmatched (a second payment, a
    // wrong amount) and the order's own attempt dropped when the owner attached another are not.
    uniqueIndex("payments_order_provider_idx")
      .on(t.orderId, t.provider)
      .where(sql`${t.status} in ('created', 'succeeded')`),
  ],
);

/** Webhook events already processed, so each is handled once. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: serialId(),
    provider: varchar("provider", { length: 20 }).notNull(),
    eventId: varchar("event_id", { length: 120 }).notNull(),
    type: varchar("type", { length: 80 }).notNull(),
    payload: jsonb("payload").notNull(),
    receivedAt: timestampTz("received_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("payment_events_provider_event_idx").on(t.provider, t.eventId)],
);
