import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, smallint, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import type { ShirtDesign } from "~/modules/design/design";
import type { Size } from "~/modules/sizing/size";
import { users } from "./accounts";
import { fabrics, shirtModels } from "./catalog";
import { serialId, timestamps, timestampTz, updatedAt } from "./columns";

/**
 * A cart, found by the random token in the visitor's httpOnly cart cookie; attached to a
 * customer at sign-in (one open cart per customer).
 */
export const carts = pgTable(
  "carts",
  {
    id: serialId(),
    token: varchar("token", { length: 64 }).notNull().unique(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    ...timestamps(),
  },
  (t) => [uniqueIndex("carts_user_idx").on(t.userId)],
);

export const cartLines = pgTable(
  "cart_lines",
  {
    id: serialId(),
    cartId: integer("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    modelId: integer("model_id")
      .notNull()
      .references(() => shirtModels.id),
    fabricId: integer("fabric_id")
      .notNull()
      .references(() => fabrics.id),
    design: jsonb("design").$type<ShirtDesign>().notNull(),
    size: jsonb("size").$type<Size>().notNull(),
    quantity: smallint("quantity").notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    index("cart_lines_cart_idx").on(t.cartId),
    // The back office tells how many carts hold a fabric it retires.
    index("cart_lines_fabric_idx").on(t.fabricId),
    check("cart_lines_quantity_check", sql`${t.quantity} between 1 and 10`),
  ],
);

/**
 * The reminders of carts left behind (modules/cart/reminders.server.ts): one per cart between
 * two orders of it, kept so the dashboard can count the carts ordered after one. They go with
 * the customer.
 */
export const cartReminders = pgTable(
  "cart_reminders",
  {
    id: serialId(),
    cartId: integer("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** How many shirts the cart held. */
    shirts: smallint("shirts").notNull(),
    sentAt: timestampTz("sent_at").notNull().defaultNow(),
  },
  (t) => [index("cart_reminders_cart_idx").on(t.cartId, t.sentAt), index("cart_reminders_sent_idx").on(t.sentAt)],
);

/**
 * The design in progress of a visitor (DESIGN.md section 3: work in progress is kept on the
 * server), one per cart cookie and subject: `model:{id}` for /design-shirt/{id},
 * `line:{id}` for /redesign-shirt/{id}. Keyed by the cookie token rather than a cart id, as
 * a visitor may configure before any cart exists (decision 008).
 */
export const designDrafts = pgTable(
  "design_drafts",
  {
    id: serialId(),
    token: varchar("token", { length: 64 }).notNull(),
    subject: varchar("subject", { length: 32 }).notNull(),
    design: jsonb("design").$type<ShirtDesign>().notNull(),
    size: jsonb("size").$type<Size>(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("design_drafts_token_subject_idx").on(t.token, t.subject)],
);
