import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { db, type Transaction } from "~/db/client.server";
import { clothReservations, fabricStockMovements, fabrics, motifs, orderLines, shirtUnits } from "~/db/schema";
import { invalidate } from "~/infra/invalidation.server";
import { type Refusal, refuse, refuseFields, refuseInvalid } from "~/infra/refusal";
import { type Actor, recordAudit } from "~/modules/shop/audit.server";
import { orderNumber } from "~/modules/shop/order-number";
import type { Size } from "~/modules/sizing/size";
import { canMakeOneShirt, clothForSizeCm, MATCHING, matchingOf, metresText, ONE_SHIRT_CM } from "./consumption";
import { STOCK_MESSAGES, stockEntrySchema } from "./forms";
import type { MovementKind } from "./movements";

/*
 * Stock by the metre (docs/decisions/023). A fabric's `stock_cm` is the cloth free for
 * new orders; it changes only here, each change written to the ledger (fabric_stock_movements)
 * in the same transaction:
 * - staff record cloth received or the stock counted (audited), which first fills the shirts
 *   paid while the cloth was short, oldest first;
 * - a paid order's shirts take their cloth in the transaction that marks it paid, under the
 *   fabric rows' locks (taken in id order), so concurrent payments queue and the stock never
 *   goes below zero; a shirt the stock cannot give is kept `short` (the money is taken: the
 *   owner restocks or cancels, the terms promising a refund within 20 days);
 * - a cancelled order gives its cloth back.
 * Whether the storefront offers a fabric follows (offer.server.ts): callers invalidate the
 * catalogue when `offerChanged` says a fabric left or came back.
 */

type LockedFabric = { id: number; name: string; stockCm: number | null; pattern: string };

/** Locks these fabrics' rows for a change of their stock, in id order (no two writers wait on each other crosswise). */
async function lockFabrics(tx: Transaction, ids: number[]): Promise<Map<number, LockedFabric>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: fabrics.id, name: fabrics.name, stockCm: fabrics.stockCm, pattern: motifs.pattern })
    .from(fabrics)
    .innerJoin(motifs, eq(motifs.id, fabrics.motifId))
    .where(inArray(fabrics.id, ids))
    .orderBy(asc(fabrics.id))
    .for("update", { of: fabrics });
  return new Map(rows.map((row) => [row.id, row]));
}

type Movement = typeof fabricStockMovements.$inferInsert;

function movement(
  actor: Actor,
  fabric: LockedFabric,
  kind: MovementKind,
  changeCm: number,
  extra: { orderId?: number; note?: string } = {},
): Movement {
  return {
    fabricId: fabric.id,
    kind,
    changeCm,
    balanceCm: fabric.stockCm,
    orderId: extra.orderId ?? null,
    note: extra.note ?? "",
    staffId: actor.id,
    staffName: actor.name,
  };
}

/** Writes the locked fabrics' new stock; whether any of them left or came back to the storefront. */
async function saveStock(tx: Transaction, before: Map<number, number | null>, after: Map<number, LockedFabric>) {
  let offerChanged = false;
  for (const fabric of after.values()) {
    const old = before.get(fabric.id) ?? null;
    if (old === fabric.stockCm) continue;
    await tx.update(fabrics).set({ stockCm: fabric.stockCm }).where(eq(fabrics.id, fabric.id));
    if (canMakeOneShirt(old, fabric.pattern) !== canMakeOneShirt(fabric.stockCm, fabric.pattern)) offerChanged = true;
  }
  return offerChanged;
}

const cloth = (fabric: LockedFabric, cm: number) => `${fabric.name}: ${metresText(cm)}`;

/**
 * Takes the cloth of every shirt of an order that has just become paid (or a remake just
 * queued), in the transaction that created its shirts: each shirt in line order takes what
 * its size needs in its fabric (consumption.ts) if the stock holds it, else is kept `short`.
 * A fabric not counted yet records the shirt in its ledger and keeps no balance. Audited.
 */
export async function reserveCloth(tx: Transaction, actor: Actor, orderId: number): Promise<{ offerChanged: boolean }> {
  const units = await tx
    .select({
      id: shirtUnits.id,
      size: orderLines.size,
      fabricId: sql<number>`(${orderLines.design}->>'fabricId')::int`,
    })
    .from(shirtUnits)
    .innerJoin(orderLines, eq(orderLines.id, shirtUnits.orderLineId))
    .where(eq(shirtUnits.orderId, orderId))
    .orderBy(asc(orderLines.id), asc(shirtUnits.unitNumber));
  if (units.length === 0) return { offerChanged: false };
  const locked = await lockFabrics(tx, [...new Set(units.map((unit) => unit.fabricId))]);
  const before = new Map([...locked.values()].map((fabric) => [fabric.id, fabric.stockCm]));
  const reservations: (typeof clothReservations.$inferInsert)[] = [];
  const movements: Movement[] = [];
  const reserved: string[] = [];
  const short: string[] = [];
  for (const unit of units) {
    const fabric = locked.get(unit.fabricId);
    if (!fabric) throw new Error(`Order ${orderId} names fabric ${unit.fabricId}, which does not exist.`);
    const clothCm = clothForSizeCm(unit.size as Size, fabric.pattern);
    const available = fabric.stockCm === null || fabric.stockCm >= clothCm;
    if (available && fabric.stockCm !== null) fabric.stockCm -= clothCm;
    reservations.push({
      shirtUnitId: unit.id,
      orderId,
      fabricId: fabric.id,
      clothCm,
      status: available ? "reserved" : "short",
    });
    if (available) {
      movements.push(movement(actor, fabric, "reserved", -clothCm, { orderId }));
      reserved.push(cloth(fabric, clothCm));
    } else {
      short.push(cloth(fabric, clothCm));
    }
  }
  await tx.insert(clothReservations).values(reservations).onConflictDoNothing();
  if (movements.length > 0) await tx.insert(fabricStockMovements).values(movements);
  const offerChanged = await saveStock(tx, before, locked);
  await recordAudit(tx, actor, {
    action: "order.cloth_reserved",
    entity: "order",
    entityId: orderId,
    after: short.length > 0 ? { reserved, short } : { reserved },
  });
  return { offerChanged };
}

/**
 * Gives back the cloth of a cancelled order's shirts, in its transaction: what was reserved
 * returns to the stock, a shortage is simply closed. Audited by the cancellation.
 */
export async function releaseCloth(tx: Transaction, actor: Actor, orderId: number): Promise<{ offerChanged: boolean }> {
  const held = await tx
    .select({
      id: clothReservations.id,
      fabricId: clothReservations.fabricId,
      clothCm: clothReservations.clothCm,
      status: clothReservations.status,
    })
    .from(clothReservations)
    .where(and(eq(clothReservations.orderId, orderId), inArray(clothReservations.status, ["reserved", "short"])))
    .orderBy(asc(clothReservations.id))
    .for("update");
  if (held.length === 0) return { offerChanged: false };
  const locked = await lockFabrics(tx, [...new Set(held.map((row) => row.fabricId))]);
  const before = new Map([...locked.values()].map((fabric) => [fabric.id, fabric.stockCm]));
  const movements: Movement[] = [];
  for (const row of held) {
    const fabric = locked.get(row.fabricId);
    if (!fabric || row.status !== "reserved") continue;
    if (fabric.stockCm !== null) fabric.stockCm += row.clothCm;
    movements.push(movement(actor, fabric, "released", row.clothCm, { orderId }));
  }
  await tx
    .update(clothReservations)
    .set({ status: "released", updatedAt: sql`now()` })
    .where(
      inArray(
        clothReservations.id,
        held.map((row) => row.id),
      ),
    );
  if (movements.length > 0) await tx.insert(fabricStockMovements).values(movements);
  return { offerChanged: await saveStock(tx, before, locked) };
}

/**
 * Staff record cloth received (added) or the stock counted (replacing it), with a note; then
 * the shirts paid while this fabric was short take their cloth, oldest first, while it lasts.
 * Audited; the storefront follows at once on every instance.
 */
export async function recordStockEntry(
  actor: Actor,
  fabricId: number,
  input: unknown,
): Promise<{ ok: true; stockCm: number; filled: number } | Refusal> {
  const parsed = stockEntrySchema.safeParse(input);
  if (!parsed.success) return refuseInvalid(parsed.error);
  const entry = parsed.data;
  const done = await db().transaction(async (tx) => {
    const locked = await lockFabrics(tx, [fabricId]);
    const fabric = locked.get(fabricId);
    if (!fabric) return refuse(404, STOCK_MESSAGES.unknownFabric);
    if (entry.kind === "received" && fabric.stockCm === null) {
      return refuseFields({ metres: [STOCK_MESSAGES.notCounted] });
    }
    const old = fabric.stockCm;
    fabric.stockCm = entry.kind === "received" ? (old ?? 0) + entry.metres : entry.metres;
    const movements = [movement(actor, fabric, entry.kind, fabric.stockCm - (old ?? 0), { note: entry.note })];
    // Shirts already paid for come before new orders.
    const shortages = await tx
      .select({ id: clothReservations.id, orderId: clothReservations.orderId, clothCm: clothReservations.clothCm })
      .from(clothReservations)
      .where(and(eq(clothReservations.fabricId, fabricId), eq(clothReservations.status, "short")))
      .orderBy(asc(clothReservations.id))
      .for("update");
    const filled: number[] = [];
    for (const shortage of shortages) {
      if (fabric.stockCm < shortage.clothCm) break;
      fabric.stockCm -= shortage.clothCm;
      filled.push(shortage.id);
      movements.push(
        movement(actor, fabric, "reserved", -shortage.clothCm, {
          orderId: shortage.orderId,
          note: `Shortage of order ${orderNumber(shortage.orderId)} filled`,
        }),
      );
    }
    if (filled.length > 0) {
      await tx
        .update(clothReservations)
        .set({ status: "reserved", updatedAt: sql`now()` })
        .where(inArray(clothReservations.id, filled));
    }
    await tx.insert(fabricStockMovements).values(movements);
    await saveStock(tx, new Map([[fabricId, old]]), locked);
    await recordAudit(tx, actor, {
      action: entry.kind === "received" ? "fabric.stock_received" : "fabric.stock_counted",
      entity: "fabric",
      entityId: fabricId,
      before: { metresInStock: old === null ? "not counted" : metresText(old) },
      after: {
        metresInStock: metresText(fabric.stockCm),
        ...(entry.kind === "received" ? { received: metresText(entry.metres) } : {}),
        ...(entry.note ? { note: entry.note } : {}),
        ...(filled.length > 0 ? { shortagesFilled: filled.length } : {}),
      },
    });
    return { ok: true as const, stockCm: fabric.stockCm, filled: filled.length };
  });
  if (done.ok) await invalidate("catalogue");
  return done;
}

export const MOVEMENTS_SHOWN = 50;

export type FabricStock = {
  /** Null until first counted. */
  stockCm: number | null;
  matching: string;
  /** The cloth a standard shirt takes in it, cm. */
  oneShirtCm: number;
  offered: boolean;
  /** Shirts paid for that wait for this cloth, and how much they need, cm. */
  shortShirts: number;
  shortCm: number;
  movements: {
    id: number;
    kind: MovementKind;
    changeCm: number;
    balanceCm: number | null;
    order: { id: number; number: string } | null;
    note: string;
    staffName: string;
    createdAt: Date;
  }[];
};

/** A fabric's stock, its shortages and its latest movements, for its back-office page; null when no such fabric. Three queries. */
export async function fabricStock(fabricId: number): Promise<FabricStock | null> {
  const [[fabric], [short], movements] = await Promise.all([
    db()
      .select({ stockCm: fabrics.stockCm, pattern: motifs.pattern, active: fabrics.active })
      .from(fabrics)
      .innerJoin(motifs, eq(motifs.id, fabrics.motifId))
      .where(eq(fabrics.id, fabricId)),
    db()
      .select({
        shirts: sql<number>`count(*)`.mapWith(Number),
        cm: sql<number>`coalesce(sum(${clothReservations.clothCm}), 0)`.mapWith(Number),
      })
      .from(clothReservations)
      .where(and(eq(clothReservations.fabricId, fabricId), eq(clothReservations.status, "short"))),
    db()
      .select({
        id: fabricStockMovements.id,
        kind: fabricStockMovements.kind,
        changeCm: fabricStockMovements.changeCm,
        balanceCm: fabricStockMovements.balanceCm,
        orderId: fabricStockMovements.orderId,
        note: fabricStockMovements.note,
        staffName: fabricStockMovements.staffName,
        createdAt: fabricStockMovements.createdAt,
      })
      .from(fabricStockMovements)
      .where(eq(fabricStockMovements.fabricId, fabricId))
      .orderBy(desc(fabricStockMovements.id))
      .limit(MOVEMENTS_SHOWN),
  ]);
  if (!fabric) return null;
  const matching = matchingOf(fabric.pattern);
  return {
    stockCm: fabric.stockCm,
    matching: MATCHING[matching].label,
    oneShirtCm: ONE_SHIRT_CM[matching],
    offered: fabric.active && canMakeOneShirt(fabric.stockCm, fabric.pattern),
    shortShirts: short?.shirts ?? 0,
    shortCm: short?.cm ?? 0,
    movements: movements.map(({ orderId, ...row }) => ({
      ...row,
      order: orderId === null ? null : { id: orderId, number: orderNumber(orderId) },
    })),
  };
}

export type ClothShortage = {
  orderId: number;
  orderNumber: string;
  fabricId: number;
  fabricName: string;
  shirts: number;
  clothCm: number;
  since: Date;
};

/** The paid orders whose shirts wait for cloth, oldest first (the dashboard, an order's page with `orderId`). */
export async function clothShortages(orderId?: number): Promise<ClothShortage[]> {
  const rows = await db()
    .select({
      orderId: clothReservations.orderId,
      fabricId: clothReservations.fabricId,
      fabricName: fabrics.name,
      shirts: sql<number>`count(*)`.mapWith(Number),
      clothCm: sql<number>`sum(${clothReservations.clothCm})`.mapWith(Number),
      since: sql<Date>`min(${clothReservations.createdAt})`.mapWith((value) => new Date(value)),
    })
    .from(clothReservations)
    .innerJoin(fabrics, eq(fabrics.id, clothReservations.fabricId))
    .where(
      and(
        eq(clothReservations.status, "short"),
        orderId === undefined ? undefined : eq(clothReservations.orderId, orderId),
      ),
    )
    .groupBy(clothReservations.orderId, clothReservations.fabricId, fabrics.name)
    .orderBy(sql`min(${clothReservations.id})`);
  return rows.map((row) => ({ ...row, orderNumber: orderNumber(row.orderId) }));
}
