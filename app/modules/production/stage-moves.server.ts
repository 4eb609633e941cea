import { and, asc, eq, sql } from "drizzle-orm";
import { db, type Transaction } from "~/db/client.server";
import {
  clothReservations,
  deliveryOptions,
  type MeasuredValues,
  orderLines,
  orders,
  qualityChecks,
  shirtStageEvents,
  shirtUnits,
} from "~/db/schema";
import { type Done, refuse, refuseFields, refuseInvalid } from "~/infra/refusal";
import { readSetting } from "~/modules/settings/settings.server";
import { type Actor, recordAudit } from "~/modules/shop/audit.server";
import { type OrderStatus, orderStatusLabel, statusFollowingShirts } from "~/modules/shop/order-status";
import { promiseAtPayment } from "~/modules/shop/promise";
import {
  isAllowedMove,
  type MoveCause,
  movesByTap,
  nextStage,
  type ShirtStage,
  stageLabel,
} from "~/modules/shop/stages";
import { PRODUCTION_MESSAGES, qualityCheckSchema, stageMoveSchema } from "./forms";
import { ORDERS_IN_WORKSHOP } from "./queue";
import { checkPoints, type PointResult, qualityVerdict } from "./sheet";

/*
 * A shirt's way through the workshop: its creation when its order is paid, the tap that moves
 * it on and its quality check; the order's dispatch (dispatch.server.ts) moves it out. Every
 * change runs in one transaction with its audit entry, its stage events and the order status
 * that follows the shirts, so all of it is kept or none. Each locks the order's row first: two
 * staff acting on shirts of one order wait for each other, and the order's status is always
 * computed from what is committed. Moves name the stage they start from, so a second tap on a
 * shirt that already moved changes nothing and says so.
 */

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

/** What the changes of an order's shirts and its dispatch read of the order: its status, customer and promise. */
const lockedOrderColumns = {
  id: orders.id,
  status: orders.status,
  customerName: orders.customerName,
  customerEmail: orders.customerEmail,
  promisedEarliest: orders.promisedEarliest,
  promisedLatest: orders.promisedLatest,
};

/** Locks an order's row and reads it, or null when there is no such order. */
export async function lockOrder(tx: Transaction, orderId: number) {
  const [order] = await tx.select(lockedOrderColumns).from(orders).where(eq(orders.id, orderId)).for("update");
  return order ?? null;
}

/** The order's status from its shirts (statusFollowingShirts), saved with its audit entry when it changes. */
export async function followShirts(tx: Transaction, actor: Actor, order: { id: number; status: OrderStatus }) {
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
export async function moveUnits(
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
