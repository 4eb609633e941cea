import { createHash } from "node:crypto";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import {
  type AddressSnapshot,
  cartLines,
  carts,
  creditNotes,
  fabrics,
  orderLines,
  orderNotes,
  orders,
  refunds,
  shipments,
} from "~/db/schema";
import { parseId } from "~/infra/ids";
import type { Address, Customer, Profile } from "~/modules/accounts/accounts.server";
import type { PricedLine } from "~/modules/cart/cart.server";
import { totalMinor } from "~/modules/cart/pricing";
import type { ShirtDesign } from "~/modules/design/design";
import type { ShirtLook } from "~/modules/design/look";
import { type CurrencyCode, convertCents, type DisplayCurrency } from "~/modules/money/money";
import type { ProviderName } from "~/modules/payments/provider";
import { orderNumber } from "~/modules/shop/order-number";
import { type OrderStatus, STATUSES_AFTER_PAYMENT } from "~/modules/shop/order-status";
import type { DeliveryPromise } from "~/modules/shop/promise";
import type { Size } from "~/modules/sizing/size";
import { fabricOffered } from "~/modules/stock/offer.server";

/*
 * Orders (DESIGN.md section 3 "Orders"). An order is created by the server from the
 * customer's cart at Buy now: a snapshot of the lines (design, its labels and drawing, size,
 * prices), the currency and its rate, the delivery and both addresses, so nothing that
 * changes afterwards (the cart in another tab, the catalogue, the account) changes it. It
 * waits in `pending_payment` until its payment is confirmed (settle.server.ts).
 */

/** The delivery option chosen at checkout, with its fee in euro cents. */
export type ChosenDelivery = { id: number; name: string; feeCents: number };

/** What the customer chose on the checkout page besides the cart. */
export type OrderChoices = {
  delivery: ChosenDelivery;
  paymentMethodId: number;
  provider: ProviderName;
  currency: DisplayCurrency;
};

/** An order as the payment step needs it. */
export type PlacedOrder = {
  id: number;
  number: string;
  status: OrderStatus;
  totalMinor: number;
  currency: CurrencyCode;
  provider: ProviderName;
  customerEmail: string;
};

/** Amounts of an order in minor units of its currency: each total the sum of rounded parts. */
export function orderAmounts(lines: { lineMinor: number }[], deliveryFeeCents: number, rate: number) {
  const subtotalMinor = totalMinor(lines);
  const deliveryMinor = convertCents(deliveryFeeCents, rate);
  return { subtotalMinor, deliveryMinor, totalMinor: subtotalMinor + deliveryMinor };
}

/**
 * A short hash of the cart as priced in a currency. The checkout page sends it back with
 * Buy now, so an order is only created for the cart the customer was shown: a cart changed
 * in another tab meanwhile is refused with a message instead of silently ordered.
 */
export function cartVersion(lines: PricedLine[], currency: CurrencyCode): string {
  return hash({
    currency,
    lines: lines.map((line) => [line.id, line.design, line.size, line.quantity, line.unitMinor]),
  }).slice(0, 32);
}

function hash(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("hex");
}

function snapshotAddress(address: Address, countryNames: Map<number, string>): AddressSnapshot {
  return {
    lastName: address.lastName,
    firstName: address.firstName,
    company: address.company,
    line1: address.line1,
    line2: address.line2,
    city: address.city,
    postcode: address.postcode,
    country: countryNames.get(address.countryId) ?? "",
  };
}

/** Columns of an order the payment step needs. */
const placedColumns = {
  id: orders.id,
  status: orders.status,
  totalMinor: orders.totalMinor,
  currencyCode: orders.currencyCode,
  paymentProvider: orders.paymentProvider,
  customerEmail: orders.customerEmail,
};

function toPlaced(row: {
  id: number;
  status: OrderStatus;
  totalMinor: number;
  currencyCode: string;
  paymentProvider: string;
  customerEmail: string;
}): PlacedOrder {
  return {
    id: row.id,
    number: orderNumber(row.id),
    status: row.status,
    totalMinor: row.totalMinor,
    currency: row.currencyCode as CurrencyCode,
    provider: row.paymentProvider as ProviderName,
    customerEmail: row.customerEmail,
  };
}

/**
 * Creates the order for the customer's cart `lines` (already checked to be the cart they
 * were shown), or finds the one already waiting for payment for exactly the same purchase:
 * a double click, a reload or fifty concurrent Buy now make one order. The cart row is
 * locked while checking that the lines are still in the cart and inserting (settling a
 * payment takes the same lock before it empties the cart), and a unique index on (cart,
 * fingerprint) of pending orders backs the rule in the database. `reused` says the order was
 * already waiting. Null when the cart no longer holds these lines (it was changed, or paid and
 * emptied, meanwhile).
 */
export async function placeOrder(
  customer: Customer,
  profile: Profile,
  countryNames: Map<number, string>,
  lines: PricedLine[],
  choices: OrderChoices,
): Promise<{ order: PlacedOrder; reused: boolean } | "not-on-sale" | null> {
  const shipping = profile.shipping;
  if (!shipping || lines.length === 0) throw new Error("An order needs cart lines and a delivery address.");
  const shippingAddress = snapshotAddress(shipping, countryNames);
  const billingAddress =
    profile.billingSameAsShipping || !profile.billing
      ? shippingAddress
      : snapshotAddress(profile.billing, countryNames);
  const { currency, delivery } = choices;
  const amounts = orderAmounts(lines, delivery.feeCents, currency.rate);
  const customerName = profile.name.trim() || `${shipping.firstName} ${shipping.lastName}`.trim() || profile.email;
  const fingerprint = hash({
    cart: cartVersion(lines, currency.code),
    delivery: [delivery.id, delivery.feeCents],
    payment: [choices.paymentMethodId, choices.provider],
    shippingAddress,
    billingAddress,
    contact: [customerName, profile.email, profile.phone],
  });

  return db().transaction(async (tx) => {
    const [cart] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, customer.id)).for("update");
    if (!cart) return null;
    const current = await tx
      .select({ id: cartLines.id, quantity: cartLines.quantity, design: cartLines.design, size: cartLines.size })
      .from(cartLines)
      .where(eq(cartLines.cartId, cart.id))
      .orderBy(asc(cartLines.id));
    const unchanged =
      JSON.stringify(current) ===
      JSON.stringify(lines.map(({ id, quantity, design, size }) => ({ id, quantity, design, size })));
    if (!unchanged) return null;
    // Every fabric still on sale, held so that none is retired before this order is kept.
    const fabricIds = [...new Set(lines.map((line) => line.design.fabricId))];
    const onSale = await tx
      .select({ id: fabrics.id })
      .from(fabrics)
      .where(and(inArray(fabrics.id, fabricIds), fabricOffered()))
      .for("share");
    if (onSale.length !== fabricIds.length) return "not-on-sale";
    const [waiting] = await tx
      .select(placedColumns)
      .from(orders)
      .where(
        and(eq(orders.cartId, cart.id), eq(orders.fingerprint, fingerprint), eq(orders.status, "pending_payment")),
      );
    if (waiting) return { order: toPlaced(waiting), reused: true };

    const [order] = await tx
      .insert(orders)
      .values({
        userId: customer.id,
        cartId: cart.id,
        fingerprint,
        currencyCode: currency.code,
        rate: currency.rate,
        ...amounts,
        deliveryOptionId: delivery.id,
        deliveryName: delivery.name,
        paymentMethodId: choices.paymentMethodId,
        paymentProvider: choices.provider,
        customerName,
        customerEmail: profile.email,
        customerPhone: profile.phone,
        shippingAddress,
        billingAddress,
      })
      .returning(placedColumns);
    if (!order) throw new Error("The order was not stored.");
    await tx.insert(orderLines).values(
      lines.map((line) => ({
        orderId: order.id,
        cartLineId: line.id,
        modelId: line.modelId,
        name: line.name,
        design: line.design,
        designLabels: line.labels,
        look: line.look,
        size: line.size,
        quantity: line.quantity,
        unitPriceMinor: line.unitMinor,
        lineTotalMinor: line.lineMinor,
      })),
    );
    return { order: toPlaced(order), reused: false };
  });
}

/** One of the customer's own orders as the payment step needs it, or null. */
export async function findOwnOrder(customer: Customer, orderIdInput: unknown): Promise<PlacedOrder | null> {
  const orderId = parseId(orderIdInput);
  if (orderId === null) return null;
  const [row] = await db()
    .select(placedColumns)
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, customer.id)));
  return row ? toPlaced(row) : null;
}

/**
 * The customer's order paid in the last few minutes, if any: where a second Buy now of the
 * same cart lands once the first has paid and emptied it (a double click without JavaScript).
 */
export async function recentlyPaidOrder(customer: Customer): Promise<PlacedOrder | null> {
  const [row] = await db()
    .select(placedColumns)
    .from(orders)
    .where(
      and(
        eq(orders.userId, customer.id),
        eq(orders.status, "paid"),
        sql`${orders.paidAt} > now() - interval '5 minutes'`,
      ),
    )
    .orderBy(desc(orders.paidAt))
    .limit(1);
  return row ? toPlaced(row) : null;
}

/** An order line as history and the confirmation mail show it. */
export type OrderLineView = {
  id: number;
  modelId: number;
  name: string;
  design: ShirtDesign;
  labels: { label: string; value: string }[];
  look: ShirtLook;
  size: Size;
  quantity: number;
  unitPriceMinor: number;
  lineTotalMinor: number;
};

export type OrderView = {
  id: number;
  number: string;
  status: OrderStatus;
  createdAt: Date;
  currency: CurrencyCode;
  subtotalMinor: number;
  deliveryMinor: number;
  totalMinor: number;
  deliveryName: string;
  shippingAddress: AddressSnapshot;
  /** The dated promise, set once paid (modules/production). */
  promise: DeliveryPromise | null;
  lines: OrderLineView[];
};

const orderViewColumns = {
  id: orders.id,
  status: orders.status,
  createdAt: orders.createdAt,
  currencyCode: orders.currencyCode,
  subtotalMinor: orders.subtotalMinor,
  deliveryMinor: orders.deliveryMinor,
  totalMinor: orders.totalMinor,
  deliveryName: orders.deliveryName,
  shippingAddress: orders.shippingAddress,
  promisedEarliest: orders.promisedEarliest,
  promisedLatest: orders.promisedLatest,
};

const orderLineColumns = {
  id: orderLines.id,
  orderId: orderLines.orderId,
  modelId: orderLines.modelId,
  name: orderLines.name,
  design: orderLines.design,
  labels: orderLines.designLabels,
  look: orderLines.look,
  size: orderLines.size,
  quantity: orderLines.quantity,
  unitPriceMinor: orderLines.unitPriceMinor,
  lineTotalMinor: orderLines.lineTotalMinor,
};

/**
 * Orders with their lines in two queries, newest first. `where` picks the orders: always
 * scoped by the caller (a customer's own orders, one order being settled).
 */
export async function readOrders(where: ReturnType<typeof eq>, executor: Executor = db()): Promise<OrderView[]> {
  const rows = await executor.select(orderViewColumns).from(orders).where(where).orderBy(desc(orders.id));
  if (rows.length === 0) return [];
  const lineRows = await executor
    .select(orderLineColumns)
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(orderLines.id);
  return rows.map(({ currencyCode, promisedEarliest, promisedLatest, ...row }) => ({
    ...row,
    number: orderNumber(row.id),
    currency: currencyCode as CurrencyCode,
    promise: promisedEarliest && promisedLatest ? { earliest: promisedEarliest, latest: promisedLatest } : null,
    lines: lineRows.filter((line) => line.orderId === row.id).map(({ orderId: _orderId, ...line }) => line),
  }));
}

/** An order in the customer's history: with its parcel once shipped and the shop's notes meant for them. */
export type OrderHistoryEntry = OrderView & {
  parcel: { carrier: string; trackingNumber: string; trackingUrl: string; deliveredAt: Date | null } | null;
  notes: { id: number; text: string; createdAt: Date }[];
  /** Money given back on the order (confirmed by the provider), oldest first, each with its credit note. */
  refunds: { id: number; amountMinor: number; refundedAt: Date; creditNote: { id: number; number: string } | null }[];
};

/**
 * The customer's order history (spec 000 section 2 "Order history"): orders that were paid
 * (or later cancelled by the shop), never those still waiting for a payment or abandoned.
 * Five queries whatever the number of orders.
 */
export async function listOrderHistory(customer: Customer): Promise<OrderHistoryEntry[]> {
  const views = await readOrders(
    and(
      eq(orders.userId, customer.id),
      inArray(orders.status, STATUSES_AFTER_PAYMENT),
      sql`${orders.paidAt} is not null`,
    ) as ReturnType<typeof eq>,
  );
  if (views.length === 0) return [];
  const ids = views.map((view) => view.id);
  const [parcels, notes, refundRows] = await Promise.all([
    db()
      .select({
        orderId: shipments.orderId,
        carrier: shipments.carrier,
        trackingNumber: shipments.trackingNumber,
        trackingUrl: shipments.trackingUrl,
        deliveredAt: shipments.deliveredAt,
      })
      .from(shipments)
      .where(inArray(shipments.orderId, ids)),
    db()
      .select({
        id: orderNotes.id,
        orderId: orderNotes.orderId,
        text: orderNotes.text,
        createdAt: orderNotes.createdAt,
      })
      .from(orderNotes)
      .where(and(inArray(orderNotes.orderId, ids), eq(orderNotes.visibility, "customer")))
      .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id)),
    db()
      .select({
        id: refunds.id,
        orderId: refunds.orderId,
        amountMinor: refunds.amountMinor,
        refundedAt: sql<Date>`${refunds.succeededAt}`.mapWith(refunds.succeededAt),
        creditNoteId: creditNotes.id,
        creditNoteNumber: creditNotes.number,
      })
      .from(refunds)
      .leftJoin(creditNotes, eq(creditNotes.refundId, refunds.id))
      .where(and(inArray(refunds.orderId, ids), eq(refunds.status, "succeeded")))
      .orderBy(asc(refunds.succeededAt), asc(refunds.id)),
  ]);
  return views.map((view) => {
    const parcel = parcels.find((candidate) => candidate.orderId === view.id);
    return {
      ...view,
      parcel: parcel
        ? {
            carrier: parcel.carrier,
            trackingNumber: parcel.trackingNumber,
            trackingUrl: parcel.trackingUrl,
            deliveredAt: parcel.deliveredAt,
          }
        : null,
      notes: notes.filter((note) => note.orderId === view.id).map(({ orderId: _orderId, ...note }) => note),
      refunds: refundRows
        .filter((refund) => refund.orderId === view.id)
        .map((refund) => ({
          id: refund.id,
          amountMinor: refund.amountMinor,
          refundedAt: refund.refundedAt,
          creditNote:
            refund.creditNoteId !== null && refund.creditNoteNumber !== null
              ? { id: refund.creditNoteId, number: refund.creditNoteNumber }
              : null,
        })),
    };
  });
}

/** A line of one of the customer's paid orders, for Reorder; null when it is not theirs. */
export async function findOwnOrderLine(
  customer: Customer,
  lineIdInput: unknown,
): Promise<{ design: ShirtDesign; size: Size; quantity: number } | null> {
  const lineId = parseId(lineIdInput);
  if (lineId === null) return null;
  const [line] = await db()
    .select({ design: orderLines.design, size: orderLines.size, quantity: orderLines.quantity })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.id, lineId), eq(orders.userId, customer.id), sql`${orders.paidAt} is not null`));
  return line ?? null;
}
