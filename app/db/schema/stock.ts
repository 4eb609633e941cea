import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, varchar } from "drizzle-orm/pg-core";
import type { MovementKind, ReservationStatus } from "~/modules/stock/movements";
import { fabrics } from "./catalog";
import { bigSerialId, createdAt, serialId, timestamps } from "./columns";
import { belongsToOrder, orders } from "./orders";
import { shirtUnits } from "./production";
import { byStaff } from "./staff";

/*
 * Stock by the metre (docs/decisions/023): every change of a fabric's `stock_cm` as a
 * row of its ledger, and what each paid shirt holds of its fabric.
 */

/**
 * The ledger of a fabric's cloth, never changed once written: a receipt or a count by staff, a
 * shirt's reservation at payment, its release when the order is cancelled. `balanceCm` is the
 * stock after it (null while the fabric is not counted).
 */
export const fabricStockMovements = pgTable(
  "fabric_stock_movements",
  {
    id: bigSerialId(),
    fabricId: integer("fabric_id")
      .notNull()
      .references(() => fabrics.id),
    kind: varchar("kind", { length: 20 }).$type<MovementKind>().notNull(),
    /** Centimetres added (positive) or taken (negative). */
    changeCm: integer("change_cm").notNull(),
    balanceCm: integer("balance_cm"),
    orderId: integer("order_id").references(() => orders.id),
    note: text("note").notNull().default(""),
    /** Who: no staff member for the reservations the shop itself makes at payment. */
    ...byStaff(),
    createdAt: createdAt(),
  },
  (t) => [index("fabric_stock_movements_fabric_idx").on(t.fabricId, t.id)],
);

/**
 * The cloth of one paid shirt: `reserved` once taken from the stock, `short` when the stock
 * could not give it at payment (the money is taken: the owner restocks, which fills it, or
 * cancels), `released` when its order was cancelled.
 */
export const clothReservations = pgTable(
  "cloth_reservations",
  {
    id: serialId(),
    shirtUnitId: integer("shirt_unit_id")
      .notNull()
      .unique()
      .references(() => shirtUnits.id, { onDelete: "cascade" }),
    orderId: belongsToOrder(),
    fabricId: integer("fabric_id")
      .notNull()
      .references(() => fabrics.id),
    clothCm: integer("cloth_cm").notNull(),
    status: varchar("status", { length: 12 }).$type<ReservationStatus>().notNull(),
    ...timestamps(),
  },
  (t) => [
    index("cloth_reservations_order_idx").on(t.orderId),
    // Shortages waiting for cloth, oldest first: the dashboard and a restock read them.
    index("cloth_reservations_short_idx").on(t.fabricId, t.id).where(sql`${t.status} = 'short'`),
    check("cloth_reservations_cloth_check", sql`${t.clothCm} > 0`),
  ],
);
