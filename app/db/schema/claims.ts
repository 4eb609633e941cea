import { sql } from "drizzle-orm";
import { customType, index, integer, jsonb, pgTable, smallint, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import type { ClaimStatus, Corrections } from "~/modules/claims/corrections";
import type { Size } from "~/modules/sizing/size";
import { customerId } from "./accounts";
import { createdAt, serialId, timestampTz } from "./columns";
import { belongsToOrder, belongsToOrderLine, orders } from "./orders";
import { shirtUnits } from "./production";
import { refunds } from "./refunds";
import { measurementProfiles } from "./sizing";
import { staffUsers } from "./staff";

/*
 * Fit claims under the perfect fit guarantee: a customer says, point by point, how a delivered
 * shirt should change; staff decide (a remake, an alteration refund, or a decline with a
 * reason). Photos are kept in the database, so every instance of the shop serves them
 * (docs/decisions/016).
 */

/** Raw bytes: PGlite hands back a Uint8Array, node-postgres a Buffer; both become a Buffer. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const fitClaims = pgTable(
  "fit_claims",
  {
    id: serialId(),
    unitId: integer("unit_id")
      .notNull()
      .references(() => shirtUnits.id, { onDelete: "cascade" }),
    orderId: belongsToOrder(),
    orderLineId: belongsToOrderLine(),
    userId: customerId(),
    status: varchar("status", { length: 20 }).$type<ClaimStatus>().notNull().default("open"),
    /** What the customer asked for, cm per measurement point: + to make it larger or longer. */
    corrections: jsonb("corrections").$type<Corrections>().notNull(),
    comment: text("comment").notNull().default(""),
    /** The size the shirt was ordered in and that size corrected by the claim, at filing time. */
    orderedSize: jsonb("ordered_size").$type<Size>().notNull(),
    correctedSize: jsonb("corrected_size").$type<Size>().notNull(),
    createdAt: createdAt(),
    decidedAt: timestampTz("decided_at"),
    decidedById: text("decided_by_id").references(() => staffUsers.id),
    decidedByName: varchar("decided_by_name", { length: 160 }),
    /** A decline's reason, as the customer reads it. */
    declineReason: text("decline_reason"),
    /** The remake: a free order of one shirt in the corrected size, in the workshop's queue. */
    remakeOrderId: integer("remake_order_id").references(() => orders.id),
    /** An alteration refund: part of the shirt's price back (capped by a setting), through the order's provider. */
    alterationRefundId: integer("alteration_refund_id").references(() => refunds.id),
  },
  (t) => [
    // One open claim per shirt, in the database as well as in the module.
    uniqueIndex("fit_claims_open_unit_idx").on(t.unitId).where(sql`${t.status} = 'open'`),
    uniqueIndex("fit_claims_remake_order_idx").on(t.remakeOrderId),
    uniqueIndex("fit_claims_alteration_refund_idx").on(t.alterationRefundId),
    index("fit_claims_status_idx").on(t.status, t.createdAt),
    index("fit_claims_user_idx").on(t.userId),
    index("fit_claims_order_idx").on(t.orderId),
  ],
);

/** A photo of a claim: re-encoded on the server (resized, no metadata), at most three a claim. */
export const fitClaimPhotos = pgTable(
  "fit_claim_photos",
  {
    id: serialId(),
    claimId: integer("claim_id")
      .notNull()
      .references(() => fitClaims.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    contentType: varchar("content_type", { length: 40 }).notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    data: bytes("data").notNull(),
  },
  (t) => [uniqueIndex("fit_claim_photos_claim_position_idx").on(t.claimId, t.position)],
);

/**
 * Every change of a saved size that was not the customer's own edit (a fit claim's, or customer
 * service's by hand): the previous values are kept.
 */
export const measurementProfileChanges = pgTable(
  "measurement_profile_changes",
  {
    id: serialId(),
    profileId: integer("profile_id")
      .notNull()
      .references(() => measurementProfiles.id, { onDelete: "cascade" }),
    userId: customerId(),
    /** Null when the change created the saved size. */
    previousSize: jsonb("previous_size").$type<Size>(),
    newSize: jsonb("new_size").$type<Size>().notNull(),
    claimId: integer("claim_id").references(() => fitClaims.id, { onDelete: "set null" }),
    /** A correction by customer service (null for a claim's): who made it, and why, as the customer was told. */
    staffId: text("staff_id").references(() => staffUsers.id),
    staffName: varchar("staff_name", { length: 160 }),
    reason: text("reason"),
    createdAt: createdAt(),
  },
  (t) => [index("measurement_profile_changes_profile_idx").on(t.profileId, t.createdAt)],
);
