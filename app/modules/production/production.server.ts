import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { config } from "~/config.server";
import { type Database, db, type Transaction } from "~/db/client.server";
import {
  clothReservations,
  deliveryOptions,
  fabrics,
  fitClaims,
  type MeasuredValues,
  motifs,
  orderLines,
  orderNotes,
  orders,
  qualityChecks,
  shipments,
  shirtStageEvents,
  shirtUnits,
} from "~/db/schema";
import { parseId } from "~/infra/ids";
import { type Done, refuse, refuseFields, refuseInvalid } from "~/infra/refusal";
import { loadDesignOptions } from "~/modules/design/design.server";
import type { ShirtLook } from "~/modules/design/look";
import { queueMail } from "~/modules/mail/mail.server";
import { readSetting } from "~/modules/settings/settings.server";
import { type Actor, recordAudit } from "~/modules/shop/audit.server";
import { type IsoDate, SHOP_TIME_ZONE, shopDate } from "~/modules/shop/calendar";
import { orderNumber } from "~/modules/shop/order-number";
import { deliveryRefusal, promiseMoveRefusal, shippingRefusal } from "~/modules/shop/order-rules";
import { type OrderStatus, orderStatusLabel, statusFollowingShirts } from "~/modules/shop/order-status";
import {
  type DeliveryPromise,
  formatPromise,
  isPastPromise,
  promiseAtPayment,
  shipByDate,
} from "~/modules/shop/promise";
import {
  isAllowedMove,
  type MoveCause,
  movesByTap,
  nextStage,
  type ShirtStage,
  stageLabel,
} from "~/modules/shop/stages";
import { describeSize } from "~/modules/sizing/describe";
import type { Size } from "~/modules/sizing/size";
import { type WorkshopMeasures, workshopMeasures } from "~/modules/sizing/workshop";
import {
  movePromiseSchema,
  orderIdSchema,
  orderNoteSchema,
  PRODUCTION_MESSAGES,
  qualityCheckSchema,
  shipmentSchema,
  stageMoveSchema,
} from "./forms";
import { movedPromiseMail, noteMail, shippingMail } from "./mails";
import { type ShippingLabel, shippingLabel } from "./packing";
import {
  checkPoints,
  fabricMetres,
  type PointResult,
  positionWords,
  qualityVerdict,
  type SheetOption,
  sheetOptions,
  workshopInstructions,
} from "./sheet";

/*
 * The workshop and delivery (issue 13). Every change runs in one transaction with its audit
 * entry, its stage events, the order status that follows the shirts and the e-mail it sends,
 * so all of it is kept or none. Each locks the order's row first: two staff acting on shirts
 * of one order wait for each other, and the order's status is always computed from what is
 * committed. Moves name the stage they start from, so a second tap on a shirt that already
 * moved changes nothing and says so.
 */

type Executor = Database | Transaction;
const customerMailUrl = () => `${config.baseUrl}/history-order`;

/** Creates the shirts of an order that has just become paid and sets its dated promise. */
export async function startProduction(tx: Transaction, actor: Actor, orderId: number): Promise<void> {
  const [order] = await tx
    .select({ paidAt: orders.paidAt, minDays: deliveryOptions.minDays, maxDays: deliveryOptions.maxDays })
    .from(orders)
    .innerJoin(deliveryOptions, eq(deliveryOptions.id, orders.deliveryOptionId))
    .where(eq(orders.id, orderId));
  if (!order?.paidAt) throw new Error(`Order ${orderId} is not paid: no production to start.`);
  const lines = await tx
    .select({ id: orderLines.id, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  const units = lines.flatMap((line) =>
    Array.from({ length: line.quantity }, (_, index) => ({ orderId, orderLineId: line.id, unitNumber: index + 1 })),
  );
  if (units.length > 0) await tx.insert(shirtUnits).values(units).onConflictDoNothing();
  const promise = promiseAtPayment(order.paidAt, await readSetting("productionLeadDays", tx), order);
  await tx
    .update(orders)
    .set({ promisedEarliest: promise.earliest, promisedLatest: promise.latest })
    .where(eq(orders.id, orderId));
  await recordAudit(tx, actor, {
    action: "order.production_started",
    entity: "order",
    entityId: orderId,
    after: { shirts: units.length, promise },
  });
}

/** Locks an order's row; what the changes need of it. */
async function lockOrder(tx: Transaction, orderId: number) {
  const [order] = await tx
    .select({
      id: orders.id,
      status: orders.status,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      promisedEarliest: orders.promisedEarliest,
      promisedLatest: orders.promisedLatest,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for("update");
  return order ?? null;
}

/** The order's status from its shirts (statusFollowingShirts), saved with its audit entry when it changes. */
async function followShirts(tx: Transaction, actor: Actor, order: { id: number; status: OrderStatus }) {
  const units = await tx.select({ stage: shirtUnits.stage }).from(shirtUnits).where(eq(shirtUnits.orderId, order.id));
  const status = statusFollowingShirts(
    order.status,
    units.map((unit) => unit.stage),
  );
  if (status === order.status) return status;
  await tx.update(orders).set({ status }).where(eq(orders.id, order.id));
  await recordAudit(tx, actor, {
    action: "order.status_changed",
    entity: "order",
    entityId: order.id,
    before: { status: order.status },
    after: { status },
  });
  return status;
}

/**
 * Moves shirts from one stage to another for `cause`, only those still at `from` (the guard),
 * with an event and an audit entry each. Returns the ids moved.
 */
async function moveUnits(
  tx: Transaction,
  actor: Actor,
  where: { unitId: number } | { orderId: number },
  move: { from: ShirtStage; to: ShirtStage; cause: MoveCause; reason?: string },
): Promise<number[]> {
  if (!isAllowedMove(move.from, move.to, move.cause))
    throw new Error(`No ${move.cause} from ${move.from} to ${move.to}`);
  const scope = "unitId" in where ? eq(shirtUnits.id, where.unitId) : eq(shirtUnits.orderId, where.orderId);
  const moved = await tx
    .update(shirtUnits)
    .set({ stage: move.to, stageChangedAt: sql`now()` })
    .where(and(scope, eq(shirtUnits.stage, move.from)))
    .returning({ id: shirtUnits.id });
  if (moved.length === 0) return [];
  await tx.insert(shirtStageEvents).values(
    moved.map(({ id }) => ({
      unitId: id,
      fromStage: move.from,
      toStage: move.to,
      staffId: actor.id,
      staffName: actor.name,
      reason: move.reason ?? null,
    })),
  );
  for (const { id } of moved) {
    await recordAudit(tx, actor, {
      action: "shirt.stage_moved",
      entity: "shirt",
      entityId: id,
      before: { stage: move.from },
      after: { stage: move.to, ...(move.reason ? { reason: move.reason } : {}) },
    });
  }
  return moved.map(({ id }) => id);
}

async function unitOrder(tx: Transaction, unitId: number) {
  const [unit] = await tx.select({ orderId: shirtUnits.orderId }).from(shirtUnits).where(eq(shirtUnits.id, unitId));
  return unit ? lockOrder(tx, unit.orderId) : null;
}

async function currentStage(tx: Transaction, unitId: number): Promise<ShirtStage> {
  const [unit] = await tx.select({ stage: shirtUnits.stage }).from(shirtUnits).where(eq(shirtUnits.id, unitId));
  if (!unit) throw new Error(`Shirt ${unitId} vanished`);
  return unit.stage;
}

const notInWorkshop = (status: OrderStatus) =>
  refuse(409, `This shirt's order is ${orderStatusLabel(status).toLowerCase()}: the workshop no longer works on it.`);

const alreadyAt = (stage: ShirtStage) =>
  refuse(409, `This shirt has already moved on: it is at ${stageLabel(stage).toLowerCase()} now.`);

/**
 * The one-tap move of a shirt's phone page to its next stage (queued → cutting → sewing →
 * quality check). `input.from` is the stage the page showed: a shirt that moved meanwhile (a
 * second tap, a colleague) is refused with 409 and its current stage.
 */
export async function moveShirtToNextStage(
  actor: Actor,
  input: unknown,
): Promise<Done<{ stage: ShirtStage; orderStatus: OrderStatus }>> {
  const parsed = stageMoveSchema.safeParse(input);
  if (!parsed.success) return refuseInvalid(parsed.error);
  const { unitId, from } = parsed.data;
  const to = nextStage(from);
  if (!movesByTap(from) || !to) {
    return refuse(409, `A shirt at ${stageLabel(from).toLowerCase()} moves on by ${LEAVES_BY[from]}.`);
  }
  return db().transaction(async (tx) => {
    const order = await unitOrder(tx, unitId);
    if (!order) return refuse(404, PRODUCTION_MESSAGES.unknownShirt);
    if (!ORDERS_IN_WORKSHOP.includes(order.status)) return notInWorkshop(order.status);
    // A shirt paid while its cloth was short is not cut until cloth received fills it (held against that receipt).
    if (from === "queued") {
      const [cloth] = await tx
        .select({ status: clothReservations.status })
        .from(clothReservations)
        .where(eq(clothReservations.shirtUnitId, unitId))
        .for("share");
      if (cloth?.status === "short") return refuse(409, PRODUCTION_MESSAGES.waitingForCloth);
    }
    const moved = await moveUnits(tx, actor, { unitId }, { from, to, cause: "tap" });
    if (moved.length === 0) return alreadyAt(await currentStage(tx, unitId));
    return { ok: true as const, stage: to, orderStatus: await followShirts(tx, actor, order) };
  });
}

const LEAVES_BY: Record<ShirtStage, string> = {
  queued: "a tap",
  cutting: "a tap",
  sewing: "a tap",
  quality_check: "recording its quality check",
  packed: "shipping its order",
  shipped: "marking its order delivered",
  delivered: "nothing: it has arrived",
};

/**
 * Records a quality check of a shirt at the quality-check stage: every point its size needs,
 * measured (a missing one is refused beside its field). Passed, the shirt is packed; failed,
 * it goes back to sewing or cutting (sheet.ts qualityVerdict) with the reason on its timeline.
 */
export async function recordQualityCheck(
  actor: Actor,
  input: unknown,
): Promise<Done<{ passed: boolean; stage: ShirtStage; reason: string | null; points: PointResult[] }>> {
  const parsed = qualityCheckSchema.safeParse(input);
  if (!parsed.success) return refuseInvalid(parsed.error);
  const { unitId, measured, defect, recut } = parsed.data;
  return db().transaction(async (tx) => {
    const order = await unitOrder(tx, unitId);
    if (!order) return refuse(404, PRODUCTION_MESSAGES.unknownShirt);
    if (!ORDERS_IN_WORKSHOP.includes(order.status)) return notInWorkshop(order.status);
    const [unit] = await tx
      .select({ stage: shirtUnits.stage, size: orderLines.size })
      .from(shirtUnits)
      .innerJoin(orderLines, eq(orderLines.id, shirtUnits.orderLineId))
      .where(eq(shirtUnits.id, unitId));
    if (!unit) return refuse(404, PRODUCTION_MESSAGES.unknownShirt);
    if (unit.stage !== "quality_check")
      return refuse(
        409,
        `This shirt is not waiting for its quality check: it is at ${stageLabel(unit.stage).toLowerCase()}.`,
      );
    const points = checkPoints(unit.size);
    const missing = points.filter(({ point }) => measured[point] === undefined);
    if (missing.length > 0) {
      return refuseFields(
        Object.fromEntries(missing.map(({ point }) => [`measured.${point}`, [PRODUCTION_MESSAGES.measurement]])),
      );
    }
    const values: MeasuredValues = Object.fromEntries(points.map(({ point }) => [point, measured[point]]));
    const verdict = qualityVerdict(points, values, { text: defect, recut });
    const reason = verdict.passed ? null : verdict.reason;
    const to: ShirtStage = verdict.passed ? "packed" : verdict.sendBackTo;
    const moved = await moveUnits(
      tx,
      actor,
      { unitId },
      {
        from: "quality_check",
        to,
        cause: verdict.passed ? "check_passed" : "check_failed",
        reason: reason ?? undefined,
      },
    );
    if (moved.length === 0) return alreadyAt(await currentStage(tx, unitId));
    await tx.insert(qualityChecks).values({
      unitId,
      staffId: actor.id,
      staffName: actor.name,
      measured: values,
      passed: verdict.passed,
      failureReason: reason,
    });
    await recordAudit(tx, actor, {
      action: "shirt.quality_checked",
      entity: "shirt",
      entityId: unitId,
      after: { passed: verdict.passed, measured: values, reason, sentTo: to },
    });
    await followShirts(tx, actor, order);
    return { ok: true as const, passed: verdict.passed, stage: to, reason, points: verdict.points };
  });
}

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
        { number: orderNumber(orderId), ...order, promise: promiseOf(order) },
        { carrier, trackingNumber, trackingUrl },
        customerMailUrl(),
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
      await queueMail(tx, noteMail({ number: orderNumber(orderId), ...order }, text, customerMailUrl()));
    }
    return { ok: true as const, noteId: note.id };
  });
}

function promiseOf(order: { promisedEarliest: string | null; promisedLatest: string | null }): DeliveryPromise | null {
  return order.promisedEarliest && order.promisedLatest
    ? { earliest: order.promisedEarliest, latest: order.promisedLatest }
    : null;
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
    const before = promiseOf(order);
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
    await queueMail(tx, movedPromiseMail({ number: orderNumber(orderId), ...order }, promise, customerMailUrl()));
    return { ok: true as const, promise };
  });
}

/** Orders whose shirts the workshop works on: paid, not cancelled, not yet shipped. */
const ORDERS_IN_WORKSHOP: OrderStatus[] = ["paid", "in_production"];

/** The stages of the workshop's queue: shirts still being made or waiting for their parcel. */
export const QUEUE_STAGES: readonly ShirtStage[] = ["queued", "cutting", "sewing", "quality_check", "packed"];

export type QueueShirt = {
  unitId: number;
  orderId: number;
  orderNumber: string;
  /** "2 of 3". */
  unitLabel: string;
  name: string;
  stage: ShirtStage;
  stageChangedAt: Date;
  promise: DeliveryPromise | null;
  late: boolean;
  /** The number of the order this shirt remakes under the perfect fit guarantee, or null. */
  remakeOf: string | null;
  /** Paid while its fabric was short (modules/stock): not cut until cloth comes. */
  waitingForCloth: boolean;
};

export type ProductionQueue = {
  stages: { stage: ShirtStage; label: string; total: number; late: number; shirts: QueueShirt[] }[];
};

const unitLabel = (unitNumber: number, quantity: number) => `${unitNumber} of ${quantity}`;

/** How many shirts wait at each stage of the workshop's queue, and how many of them are late: one query. */
export async function workshopStageTotals(
  options: { today?: IsoDate; executor?: Executor } = {},
): Promise<{ stage: ShirtStage; label: string; total: number; late: number }[]> {
  const { today = shopDate(new Date()), executor = db() } = options;
  const totals = await executor
    .select({
      stage: shirtUnits.stage,
      total: count(),
      late: sql<number>`count(*) filter (where ${orders.promisedLatest} < ${today})`.mapWith(Number),
    })
    .from(shirtUnits)
    .innerJoin(orders, eq(orders.id, shirtUnits.orderId))
    .where(and(inArray(shirtUnits.stage, [...QUEUE_STAGES]), inArray(orders.status, ORDERS_IN_WORKSHOP)))
    .groupBy(shirtUnits.stage);
  return QUEUE_STAGES.map((stage) => {
    const counted = totals.find((row) => row.stage === stage);
    return { stage, label: stageLabel(stage), total: counted?.total ?? 0, late: counted?.late ?? 0 };
  });
}

/**
 * The workshop's queue (/admin/production): the shirts of each stage, oldest promise first
 * (the order's last promised day, then the oldest order), at most `perStage` a stage, with
 * each stage's total and late count. Two queries whatever the shop's size.
 */
export async function productionQueue(
  options: { perStage?: number; today?: IsoDate; executor?: Executor } = {},
): Promise<ProductionQueue> {
  const { perStage = 200, today = shopDate(new Date()), executor = db() } = options;
  const ranked = executor
    .select({
      unitId: shirtUnits.id,
      orderId: shirtUnits.orderId,
      unitNumber: shirtUnits.unitNumber,
      quantity: orderLines.quantity,
      name: orderLines.name,
      stage: shirtUnits.stage,
      stageChangedAt: shirtUnits.stageChangedAt,
      promisedEarliest: orders.promisedEarliest,
      promisedLatest: orders.promisedLatest,
      remakeOf: sql<number | null>`${fitClaims.orderId}`.as("remake_of"),
      waitingForCloth: sql<boolean>`coalesce(${clothReservations.status} = 'short', false)`.as("waiting_for_cloth"),
      rank: sql<number>`row_number() over (partition by ${shirtUnits.stage} order by ${orders.promisedLatest} asc nulls last, ${shirtUnits.orderId}, ${shirtUnits.orderLineId}, ${shirtUnits.unitNumber})`.as(
        "rank",
      ),
    })
    .from(shirtUnits)
    .innerJoin(orderLines, eq(orderLines.id, shirtUnits.orderLineId))
    .innerJoin(orders, eq(orders.id, shirtUnits.orderId))
    .leftJoin(fitClaims, eq(fitClaims.remakeOrderId, shirtUnits.orderId))
    .leftJoin(clothReservations, eq(clothReservations.shirtUnitId, shirtUnits.id))
    .where(and(inArray(shirtUnits.stage, [...QUEUE_STAGES]), inArray(orders.status, ORDERS_IN_WORKSHOP)))
    .as("ranked");
  const [rows, totals] = await Promise.all([
    executor.select().from(ranked).where(sql`${ranked.rank} <= ${perStage}`).orderBy(ranked.stage, ranked.rank),
    workshopStageTotals({ today, executor }),
  ]);
  return {
    stages: totals.map((counted) => {
      const { stage } = counted;
      return {
        ...counted,
        shirts: rows
          .filter((row) => row.stage === stage)
          .map((row) => {
            const promise = promiseOf(row);
            return {
              unitId: row.unitId,
              orderId: row.orderId,
              orderNumber: orderNumber(row.orderId),
              unitLabel: unitLabel(row.unitNumber, row.quantity),
              name: row.name,
              stage: row.stage,
              stageChangedAt: row.stageChangedAt,
              promise,
              late: isPastPromise(promise, today, false),
              remakeOf: row.remakeOf === null ? null : orderNumber(row.remakeOf),
              waitingForCloth: row.waitingForCloth,
            };
          }),
      };
    }),
  };
}

/** A shirt as its phone page (the QR code) and its production sheet show it. */
export type ShirtCard = {
  unitId: number;
  orderId: number;
  orderNumber: string;
  unitLabel: string;
  name: string;
  stage: ShirtStage;
  stageLabel: string;
  /** Where one tap takes it, or null when something else moves it on (a check, the parcel). */
  nextByTap: ShirtStage | null;
  fabric: { reference: string; name: string; pattern: string; metres: number } | null;
  /** Every style option, the monogram's among them, as the customer chose them, with its code. */
  options: SheetOption[];
  /** The drawing of the shirt as ordered (ShirtPreview), the monogram in place. */
  look: ShirtLook;
  monogram: Monogram | null;
  /** What the cutter and sewer must know beyond the numbers (sheet.ts workshopInstructions). */
  instructions: string[];
  size: { summary: string; rows: { label: string; value: string }[] };
  measurements: WorkshopMeasures;
  checkPoints: { point: keyof MeasuredValues; ordered: number; toleranceCm: number }[];
  promise: DeliveryPromise | null;
  promiseText: string | null;
  shipBy: IsoDate | null;
  late: boolean;
  /** The number of the order this shirt remakes under the perfect fit guarantee, or null. */
  remakeOf: string | null;
  timeline: { at: Date; from: ShirtStage; to: ShirtStage; staffName: string; reason: string | null }[];
};

/** The embroidery as the workshop sews it: words for the sheet, the thread and font for drawing it. */
export type Monogram = {
  text: string;
  style: string | null;
  colour: string | null;
  hex: string;
  fontFamily: string;
  symbol: string | null;
  position: string;
};

function monogramOf(look: ShirtLook, labels: { label: string; value: string }[]): Monogram | null {
  const embroidery = look.embroidery;
  if (!embroidery) return null;
  const label = (name: string) => labels.find((row) => row.label === name)?.value || null;
  return {
    text: embroidery.text,
    style: embroidery.text ? label("Embroidery style") : null,
    colour: embroidery.text ? label("Embroidery colour") : null,
    hex: embroidery.hex,
    fontFamily: embroidery.fontFamily,
    symbol: embroidery.symbol ? [label("Symbol"), label("Symbol colour")].filter(Boolean).join(", ") : null,
    position: label("Position") ?? positionWords(embroidery.position),
  };
}

/**
 * Shirts with all their sheet shows, in the order of `unitIds` (unknown ids left out): two
 * queries whatever their number, for one shirt's phone page or the day's sheets.
 */
export async function readShirtCards(unitIds: number[], executor: Executor = db()): Promise<ShirtCard[]> {
  if (unitIds.length === 0) return [];
  const today = shopDate(new Date());
  const fabricId = sql`(${orderLines.design}->>'fabricId')::int`;
  const [rows, events, options] = await Promise.all([
    executor
      .select({
        unitId: shirtUnits.id,
        orderId: shirtUnits.orderId,
        unitNumber: shirtUnits.unitNumber,
        stage: shirtUnits.stage,
        quantity: orderLines.quantity,
        name: orderLines.name,
        labels: orderLines.designLabels,
        design: orderLines.design,
        look: orderLines.look,
        size: orderLines.size,
        promisedEarliest: orders.promisedEarliest,
        promisedLatest: orders.promisedLatest,
        maxDays: deliveryOptions.maxDays,
        minDays: deliveryOptions.minDays,
        fabricReference: fabrics.reference,
        fabricName: fabrics.name,
        pattern: motifs.pattern,
        remakeOf: fitClaims.orderId,
      })
      .from(shirtUnits)
      .innerJoin(orderLines, eq(orderLines.id, shirtUnits.orderLineId))
      .innerJoin(orders, eq(orders.id, shirtUnits.orderId))
      .leftJoin(fitClaims, eq(fitClaims.remakeOrderId, shirtUnits.orderId))
      .leftJoin(deliveryOptions, eq(deliveryOptions.id, orders.deliveryOptionId))
      .leftJoin(fabrics, eq(fabrics.id, fabricId))
      .leftJoin(motifs, eq(motifs.id, fabrics.motifId))
      .where(inArray(shirtUnits.id, unitIds)),
    executor
      .select({
        unitId: shirtStageEvents.unitId,
        at: shirtStageEvents.at,
        from: shirtStageEvents.fromStage,
        to: shirtStageEvents.toStage,
        staffName: shirtStageEvents.staffName,
        reason: shirtStageEvents.reason,
      })
      .from(shirtStageEvents)
      .where(inArray(shirtStageEvents.unitId, unitIds))
      .orderBy(asc(shirtStageEvents.at), asc(shirtStageEvents.id)),
    // The options' codes, from the cached option tables (no query per shirt).
    loadDesignOptions(),
  ]);
  return unitIds.flatMap((unitId) => {
    const row = rows.find((candidate) => candidate.unitId === unitId);
    if (!row) return [];
    const measurements = workshopMeasures(row.size as Size);
    const promise = promiseOf(row);
    const days = row.minDays !== null && row.maxDays !== null ? { minDays: row.minDays, maxDays: row.maxDays } : null;
    const next = nextStage(row.stage);
    const timeline = events.filter((event) => event.unitId === unitId).map(({ unitId: _unit, ...event }) => event);
    const monogram = monogramOf(row.look, row.labels);
    const lastMove = timeline.at(-1);
    const sentBack =
      lastMove?.from === "quality_check" && lastMove.reason && (lastMove.to === "cutting" || lastMove.to === "sewing")
        ? { to: lastMove.to, reason: lastMove.reason }
        : null;
    return [
      {
        unitId,
        orderId: row.orderId,
        orderNumber: orderNumber(row.orderId),
        unitLabel: unitLabel(row.unitNumber, row.quantity),
        name: row.name,
        stage: row.stage,
        stageLabel: stageLabel(row.stage),
        nextByTap: movesByTap(row.stage) ? next : null,
        fabric:
          row.fabricReference !== null && row.fabricName !== null && row.pattern !== null
            ? {
                reference: row.fabricReference,
                name: row.fabricName,
                pattern: row.pattern,
                metres: fabricMetres(row.pattern, measurements.finished),
              }
            : null,
        options: sheetOptions(row.design, row.labels, row.fabricReference, options),
        look: row.look,
        monogram,
        instructions: workshopInstructions({
          pattern: row.pattern,
          monogram,
          sentBack,
          remakeOf: row.remakeOf === null ? null : orderNumber(row.remakeOf),
        }),
        size: describeSize(row.size),
        measurements,
        checkPoints: checkPoints(row.size),
        promise,
        promiseText: promise ? formatPromise(promise) : null,
        shipBy: promise && days ? shipByDate(promise, days) : null,
        late: isPastPromise(promise, today, row.stage === "delivered"),
        remakeOf: row.remakeOf === null ? null : orderNumber(row.remakeOf),
        timeline,
      },
    ];
  });
}

/** One shirt for its phone page, from the id in its address; null when there is none. */
export async function findShirtCard(unitIdInput: unknown): Promise<ShirtCard | null> {
  const unitId = parseId(unitIdInput);
  if (unitId === null) return null;
  const [card] = await readShirtCards([unitId]);
  return card ?? null;
}

/** Which sheets to print together: the shirts of the orders paid on a day, or every shirt at a stage. */
export type SheetSelection = { date: IsoDate } | { stage: ShirtStage };

/** At most this many sheets in one document; the queue page says when there are more. */
export const SHEETS_PER_DOCUMENT = 100;

/**
 * The shirts of a printed batch, oldest promise first as in the queue, still in the workshop:
 * one query, with how many there are in all.
 */
export async function sheetUnitIds(
  selection: SheetSelection,
  executor: Executor = db(),
): Promise<{ unitIds: number[]; total: number }> {
  const where =
    "date" in selection
      ? and(
          inArray(shirtUnits.stage, [...QUEUE_STAGES]),
          inArray(orders.status, ORDERS_IN_WORKSHOP),
          sql`(${orders.paidAt} at time zone ${SHOP_TIME_ZONE})::date = ${selection.date}::date`,
        )
      : and(eq(shirtUnits.stage, selection.stage), inArray(orders.status, ORDERS_IN_WORKSHOP));
  const rows = await executor
    .select({ unitId: shirtUnits.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(shirtUnits)
    .innerJoin(orders, eq(orders.id, shirtUnits.orderId))
    .where(where)
    .orderBy(
      sql`${orders.promisedLatest} asc nulls last`,
      shirtUnits.orderId,
      shirtUnits.orderLineId,
      shirtUnits.unitNumber,
    )
    .limit(SHEETS_PER_DOCUMENT);
  return { unitIds: rows.map((row) => row.unitId), total: rows[0]?.total ?? 0 };
}

export type PackingSlip = {
  orderId: number;
  orderNumber: string;
  deliveryName: string;
  label: ShippingLabel;
  shirts: { unitId: number; unitLabel: string; name: string; stage: ShirtStage; stageLabel: string }[];
};

/**
 * An order's packing slip: its label and the shirts in the parcel (no prices, no e-mail or
 * phone: the workshop packs it). Null for an order that has no shirts (not paid). Two queries.
 */
export async function findPackingSlip(orderIdInput: unknown, executor: Executor = db()): Promise<PackingSlip | null> {
  const orderId = parseId(orderIdInput);
  if (orderId === null) return null;
  const [[order], units] = await Promise.all([
    executor
      .select({ shippingAddress: orders.shippingAddress, deliveryName: orders.deliveryName })
      .from(orders)
      .where(eq(orders.id, orderId)),
    executor
      .select({
        unitId: shirtUnits.id,
        unitNumber: shirtUnits.unitNumber,
        quantity: orderLines.quantity,
        name: orderLines.name,
        stage: shirtUnits.stage,
      })
      .from(shirtUnits)
      .innerJoin(orderLines, eq(orderLines.id, shirtUnits.orderLineId))
      .where(eq(shirtUnits.orderId, orderId))
      .orderBy(asc(shirtUnits.orderLineId), asc(shirtUnits.unitNumber)),
  ]);
  if (!order || units.length === 0) return null;
  return {
    orderId,
    orderNumber: orderNumber(orderId),
    deliveryName: order.deliveryName,
    label: shippingLabel(order.shippingAddress),
    shirts: units.map((unit) => ({
      unitId: unit.unitId,
      unitLabel: unitLabel(unit.unitNumber, unit.quantity),
      name: unit.name,
      stage: unit.stage,
      stageLabel: stageLabel(unit.stage),
    })),
  };
}
