import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { orderNotes, orders, shipments, shirtUnits } from "~/db/schema";
import { type Done, refuse, refuseFields, refuseInvalid } from "~/infra/refusal";
import { queueMail } from "~/modules/mail/mail.server";
import { type Actor, recordAudit } from "~/modules/shop/audit.server";
import { type IsoDate, shopDate } from "~/modules/shop/calendar";
import { orderHistoryUrl } from "~/modules/shop/links.server";
import { orderNumber } from "~/modules/shop/order-number";
import { deliveryRefusal, promiseMoveRefusal, shippingRefusal } from "~/modules/shop/order-rules";
import type { OrderStatus } from "~/modules/shop/order-status";
import { type DeliveryPromise, promiseFromColumns } from "~/modules/shop/promise";
import { movePromiseSchema, orderIdSchema, orderNoteSchema, PRODUCTION_MESSAGES, shipmentSchema } from "./forms";
import { movedPromiseMail, noteMail, shippingMail } from "./mails";
import { followShirts, lockOrder, moveUnits } from "./stage-moves.server";

/*
 * What staff do with an order from its page once the workshop has made it: ship it, record
 * its delivery, write a note, move its promise. Each asks the order's rules (shop/order-rules)
 * before it writes and runs in one transaction with its audit entry, the shirts it moves, the
 * order status that follows them and the e-mail it sends, after locking the order's row.
 */

/**
 * Ships an order: all its shirts packed, one parcel with its carrier and tracking; every shirt
 * becomes shipped, the order shipped, and the customer gets the shipping e-mail with the link.
 */
export async function shipOrder(actor: Actor, input: unknown): Promise<Done<{ orderStatus: OrderStatus }>> {
  const parsed = shipmentSchema.safeParse(input);
  if (!parsed.success) return refuseInvalid(parsed.error);
  const { orderId, carrier, trackingNumber, trackingUrl } = parsed.data;
  return db().transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) return refuse(404, PRODUCTION_MESSAGES.unknownOrder);
    const [shipped] = await tx.select({ id: shipments.id }).from(shipments).where(eq(shipments.orderId, orderId));
    const shirts = await tx.select({ stage: shirtUnits.stage }).from(shirtUnits).where(eq(shirtUnits.orderId, orderId));
    const refusal = shippingRefusal({
      status: order.status,
      shirtStages: shirts.map((shirt) => shirt.stage),
      shipped: shipped !== undefined,
    });
    if (refusal) return refuse(409, refusal);
    await tx.insert(shipments).values({
      orderId,
      carrier,
      trackingNumber,
      trackingUrl,
      staffId: actor.id,
      staffName: actor.name,
    });
    await moveUnits(tx, actor, { orderId }, { from: "packed", to: "shipped", cause: "shipment" });
    await recordAudit(tx, actor, {
      action: "order.shipped",
      entity: "order",
      entityId: orderId,
      after: { carrier, trackingNumber, trackingUrl },
    });
    const orderStatus = await followShirts(tx, actor, order);
    await queueMail(
      tx,
      shippingMail(
        { number: orderNumber(orderId), ...order, promise: promiseFromColumns(order) },
        { carrier, trackingNumber, trackingUrl },
        orderHistoryUrl(),
      ),
    );
    return { ok: true as const, orderStatus };
  });
}

/** Records that a shipped order's parcel arrived today: its shirts and the order become delivered. */
export async function markDelivered(actor: Actor, input: unknown): Promise<Done<{ deliveredOn: IsoDate }>> {
  const parsed = orderIdSchema.safeParse(input);
  if (!parsed.success) return refuseInvalid(parsed.error);
  const { orderId } = parsed.data;
  return db().transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) return refuse(404, PRODUCTION_MESSAGES.unknownOrder);
    const [shipment] = await tx
      .select({ deliveredAt: shipments.deliveredAt })
      .from(shipments)
      .where(eq(shipments.orderId, orderId));
    const refusal = deliveryRefusal({ shipped: shipment !== undefined, delivered: Boolean(shipment?.deliveredAt) });
    if (refusal) return refuse(409, refusal);
    const [delivered] = await tx
      .update(shipments)
      .set({ deliveredAt: sql`now()` })
      .where(eq(shipments.orderId, orderId))
      .returning({ at: shipments.deliveredAt });
    if (!delivered?.at) throw new Error("The shipment was not marked delivered.");
    await moveUnits(tx, actor, { orderId }, { from: "shipped", to: "delivered", cause: "delivery" });
    const deliveredOn = shopDate(delivered.at);
    await recordAudit(tx, actor, {
      action: "order.delivered",
      entity: "order",
      entityId: orderId,
      after: { deliveredOn },
    });
    await followShirts(tx, actor, order);
    return { ok: true as const, deliveredOn };
  });
}

/** Adds a note to an order; a note for the customer is also e-mailed to them. */
export async function addOrderNote(actor: Actor, input: unknown): Promise<Done<{ noteId: number }>> {
  const parsed = orderNoteSchema.safeParse(input);
  if (!parsed.success) return refuseInvalid(parsed.error);
  const { orderId, visibility, text } = parsed.data;
  return db().transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) return refuse(404, PRODUCTION_MESSAGES.unknownOrder);
    const [note] = await tx
      .insert(orderNotes)
      .values({ orderId, staffId: actor.id, staffName: actor.name, visibility, text })
      .returning({ id: orderNotes.id });
    if (!note) throw new Error("The note was not stored.");
    await recordAudit(tx, actor, {
      action: "order.note_added",
      entity: "order",
      entityId: orderId,
      after: { noteId: note.id, visibility, text },
    });
    if (visibility === "customer") {
      await queueMail(tx, noteMail({ number: orderNumber(orderId), ...order }, text, orderHistoryUrl()));
    }
    return { ok: true as const, noteId: note.id };
  });
}

/** Moves a paid order's promise to new dates (not in the past) and e-mails the customer the new dates. */
export async function movePromise(actor: Actor, input: unknown): Promise<Done<{ promise: DeliveryPromise }>> {
  const parsed = movePromiseSchema.safeParse(input);
  if (!parsed.success) return refuseInvalid(parsed.error);
  const { orderId, earliest, latest } = parsed.data;
  if (earliest < shopDate(new Date())) return refuseFields({ earliest: ["The new promise cannot start in the past."] });
  return db().transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) return refuse(404, PRODUCTION_MESSAGES.unknownOrder);
    const before = promiseFromColumns(order);
    const refusal = promiseMoveRefusal({ status: order.status, promised: before !== null });
    if (refusal) return refuse(409, refusal);
    const promise = { earliest, latest };
    if (before?.earliest === earliest && before.latest === latest) return { ok: true as const, promise };
    await tx.update(orders).set({ promisedEarliest: earliest, promisedLatest: latest }).where(eq(orders.id, orderId));
    await recordAudit(tx, actor, {
      action: "order.promise_moved",
      entity: "order",
      entityId: orderId,
      before,
      after: promise,
    });
    await queueMail(tx, movedPromiseMail({ number: orderNumber(orderId), ...order }, promise, orderHistoryUrl()));
    return { ok: true as const, promise };
  });
}
