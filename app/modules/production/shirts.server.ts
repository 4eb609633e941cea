import { asc, eq, inArray, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Executor } from "~/db/client.server";
import { fitClaims, orderLines, orders, shirtStageEvents, shirtUnits } from "~/db/schema";
import { orderNumber } from "~/modules/shop/order-number";
import { type ShirtStage, stageLabel, unitLabel } from "~/modules/shop/stages";

/*
 * How the workshop's screens find and name a shirt (the queue, a shirt's card and sheet, the
 * packing slip) and read its moves: one join, one mapping and one query each, so that every
 * screen names a shirt and tells its timeline the same way.
 */

/** The columns that name a shirt, to spread into a select that `withOrderAndRemake` joins. */
export const namedShirtColumns = {
  unitId: shirtUnits.id,
  orderId: shirtUnits.orderId,
  unitNumber: shirtUnits.unitNumber,
  quantity: orderLines.quantity,
  name: orderLines.name,
  stage: shirtUnits.stage,
  // Named apart from the shirt's own order_id, so that a subquery of these columns may select both.
  remakeOf: sql<number | null>`${fitClaims.orderId}`.as("remake_of"),
};

/** A shirt as the workshop names it: order AS010042, shirt 2 of 3, its model's name, its stage. */
export type NamedShirt = {
  unitId: number;
  orderId: number;
  orderNumber: string;
  /** "2 of 3". */
  unitLabel: string;
  name: string;
  stage: ShirtStage;
  stageLabel: string;
  /** The number of the order this shirt remakes under the perfect fit guarantee, or null. */
  remakeOf: string | null;
};

export function namedShirt(row: {
  unitId: number;
  orderId: number;
  unitNumber: number;
  quantity: number;
  name: string;
  stage: ShirtStage;
  remakeOf: number | null;
}): NamedShirt {
  return {
    unitId: row.unitId,
    orderId: row.orderId,
    orderNumber: orderNumber(row.orderId),
    unitLabel: unitLabel(row.unitNumber, row.quantity),
    name: row.name,
    stage: row.stage,
    stageLabel: stageLabel(row.stage),
    remakeOf: row.remakeOf === null ? null : orderNumber(row.remakeOf),
  };
}

/**
 * Joins to a select from `shirtUnits` (made `$dynamic()`) each shirt's order line, its order
 * and, for a remake under the perfect fit guarantee, the claim it answers (`fitClaims.orderId`
 * is the order remade).
 */
export function withOrderAndRemake<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(orderLines, eq(orderLines.id, shirtUnits.orderLineId))
    .innerJoin(orders, eq(orders.id, shirtUnits.orderId))
    .leftJoin(fitClaims, eq(fitClaims.remakeOrderId, shirtUnits.orderId));
}

/** The stage moves of some shirts, or of all an order's shirts, oldest first: one query. */
export function stageMoves(executor: Executor, shirts: { unitIds: number[] } | { orderId: number }) {
  const ofOrder = (orderId: number) =>
    executor.select({ id: shirtUnits.id }).from(shirtUnits).where(eq(shirtUnits.orderId, orderId));
  return executor
    .select({
      unitId: shirtStageEvents.unitId,
      at: shirtStageEvents.at,
      from: shirtStageEvents.fromStage,
      to: shirtStageEvents.toStage,
      staffName: shirtStageEvents.staffName,
      reason: shirtStageEvents.reason,
    })
    .from(shirtStageEvents)
    .where(inArray(shirtStageEvents.unitId, "unitIds" in shirts ? shirts.unitIds : ofOrder(shirts.orderId)))
    .orderBy(asc(shirtStageEvents.at), asc(shirtStageEvents.id));
}
