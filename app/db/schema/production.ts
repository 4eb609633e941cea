import { boolean, index, integer, jsonb, pgTable, smallint, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import type { ShirtStage } from "~/modules/shop/stages";
import type { ShirtMeasures } from "~/modules/sizing/size";
import { bigSerialId, createdAt, serialId, timestampTz } from "./columns";
import { belongsToOrder, belongsToOrderLine } from "./orders";
import { byStaff } from "./staff";

/*
 * The workshop and delivery: every shirt of a paid order as its own row moving
 * through the stages, what happened to it, its quality checks, the order's parcel and the
 * notes staff write on an order. Rows naming a staff member keep the name of that moment
 * (staff are disabled, never deleted); a null staff id is the shop itself.
 */

/**
 * One shirt: a line of quantity 3 is three units, numbered 1 to 3 ("2 of 3"). Created when the
 * order is paid (orders/settle.server.ts), in the same transaction.
 */
export const shirtUnits = pgTable(
  "shirt_units",
  {
    id: serialId(),
    orderId: belongsToOrder(),
    orderLineId: belongsToOrderLine(),
    unitNumber: smallint("unit_number").notNull(),
    stage: varchar("stage", { length: 20 }).$type<ShirtStage>().notNull().default("queued"),
    stageChangedAt: timestampTz("stage_changed_at").notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("shirt_units_line_unit_idx").on(t.orderLineId, t.unitNumber),
    index("shirt_units_order_idx").on(t.orderId),
    index("shirt_units_stage_idx").on(t.stage, t.orderId),
  ],
);

/** A shirt's timeline: every stage move, by whom and why (a failed quality check says why). */
export const shirtStageEvents = pgTable(
  "shirt_stage_events",
  {
    id: bigSerialId(),
    unitId: integer("unit_id")
      .notNull()
      .references(() => shirtUnits.id, { onDelete: "cascade" }),
    fromStage: varchar("from_stage", { length: 20 }).$type<ShirtStage>().notNull(),
    toStage: varchar("to_stage", { length: 20 }).$type<ShirtStage>().notNull(),
    ...byStaff(),
    reason: text("reason"),
    at: timestampTz("at").notNull().defaultNow(),
  },
  (t) => [index("shirt_stage_events_unit_idx").on(t.unitId, t.at)],
);

/** Measured values of a finished shirt, cm, per measurement point checked. */
export type MeasuredValues = Partial<Record<keyof ShirtMeasures, number>>;

/** A quality check of a shirt: what was measured against the ordered finished measurements. */
export const qualityChecks = pgTable(
  "quality_checks",
  {
    id: serialId(),
    unitId: integer("unit_id")
      .notNull()
      .references(() => shirtUnits.id, { onDelete: "cascade" }),
    ...byStaff(),
    measured: jsonb("measured").$type<MeasuredValues>().notNull(),
    passed: boolean("passed").notNull(),
    failureReason: text("failure_reason"),
    at: timestampTz("at").notNull().defaultNow(),
  },
  (t) => [index("quality_checks_unit_idx").on(t.unitId, t.at)],
);

/** An order's parcel: all its shirts leave together, so one per order. */
export const shipments = pgTable(
  "shipments",
  {
    id: serialId(),
    orderId: belongsToOrder(),
    carrier: varchar("carrier", { length: 60 }).notNull(),
    trackingNumber: varchar("tracking_number", { length: 80 }).notNull(),
    trackingUrl: varchar("tracking_url", { length: 500 }).notNull(),
    ...byStaff(),
    shippedAt: timestampTz("shipped_at").notNull().defaultNow(),
    deliveredAt: timestampTz("delivered_at"),
  },
  (t) => [
    uniqueIndex("shipments_order_idx").on(t.orderId),
    index("shipments_tracking_number_idx").on(t.trackingNumber),
    // Parcels shipped this week, on the dashboard.
    index("shipments_shipped_at_idx").on(t.shippedAt),
  ],
);

/** Internal notes are for staff only; customer notes show in the order history and are e-mailed. */
export type NoteVisibility = "internal" | "customer";

export const orderNotes = pgTable(
  "order_notes",
  {
    id: serialId(),
    orderId: belongsToOrder(),
    ...byStaff(),
    visibility: varchar("visibility", { length: 10 }).$type<NoteVisibility>().notNull(),
    text: text("text").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("order_notes_order_idx").on(t.orderId, t.createdAt)],
);
