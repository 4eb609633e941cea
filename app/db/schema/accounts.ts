import { boolean, index, integer, pgTable, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { authTables, authUserColumns } from "./better-auth";
import { serialId, timestampTz, updatedAt } from "./columns";
import { countries } from "./reference";

/* The first four tables are better-auth's core schema (better-auth.ts) for the customers' instance. */

export const users = pgTable(
  "users",
  {
    ...authUserColumns(),
    /** 'M' or 'Mme' (the spec's civilite). */
    gender: varchar("gender", { length: 3 }),
    phone: varchar("phone", { length: 40 }),
    /** The spec's `identique`: bill to the shipping address. */
    billingSameAsShipping: boolean("billing_same_as_shipping").notNull().default(true),
    /** Agreed to one e-mail about a cart left behind (at sign-up or in the profile; off unless ticked). */
    cartReminders: boolean("cart_reminders").notNull().default(false),
  },
  (t) => [
    // The back office's customer list: newest first, and its search by part of a name, an
    // e-mail or a phone number (pg_trgm, migration 0011).
    index("users_created_at_idx").on(t.createdAt, t.id),
    index("users_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    index("users_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
    index("users_phone_trgm_idx").using("gin", t.phone.op("gin_trgm_ops")),
  ],
);

/** The customer a row belongs to: it goes when they delete their account. */
export const customerId = () =>
  text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

export const { sessions, accounts, verifications } = authTables("", customerId);

/** A customer's shipping and billing addresses: at most one of each kind. */
export const addresses = pgTable(
  "addresses",
  {
    id: serialId(),
    userId: customerId(),
    kind: varchar("kind", { length: 10 }).$type<"shipping" | "billing">().notNull(),
    lastName: varchar("last_name", { length: 80 }).notNull(), // nom
    firstName: varchar("first_name", { length: 80 }).notNull(), // prenom
    company: varchar("company", { length: 120 }).notNull().default(""), // societe
    line1: varchar("line1", { length: 160 }).notNull(), // adresse
    line2: varchar("line2", { length: 160 }).notNull().default(""), // adresse2
    city: varchar("city", { length: 80 }).notNull(), // ville
    postcode: varchar("postcode", { length: 20 }).notNull(), // cp
    countryId: integer("country_id")
      .notNull()
      .references(() => countries.id), // pays
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("addresses_user_kind_idx").on(t.userId, t.kind)],
);

/**
 * Captcha challenges already used to register: a solved challenge is accepted once. Rows
 * are kept until the challenge would have expired anyway, then pruned.
 */
export const usedCaptchaChallenges = pgTable(
  "used_captcha_challenges",
  {
    challengeId: varchar("challenge_id", { length: 64 }).primaryKey(),
    expiresAt: timestampTz("expires_at").notNull(),
  },
  (t) => [index("used_captcha_challenges_expires_idx").on(t.expiresAt)],
);
