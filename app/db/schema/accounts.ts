import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { countries } from "./reference";

/* The first four tables follow better-auth's core schema (user, session, account, verification). */

export const users = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  ...timestamps(),
  /** 'M' or 'Mme' (the spec's civilite). */
  gender: varchar("gender", { length: 3 }),
  phone: varchar("phone", { length: 40 }),
  /** The spec's `identique`: bill to the shipping address. */
  billingSameAsShipping: boolean("billing_same_as_shipping").notNull().default(true),
});

/** The customer a row belongs to: it goes when they delete their account. */
export const customerId = () =>
  text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ...timestamps(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: customerId(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: customerId(),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    /** Password hash (scrypt, by better-auth). */
    password: text("password"),
    ...timestamps(),
  },
  (t) => [index("accounts_user_idx").on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/** A customer's shipping and billing addresses: at most one of each kind. */
export const addresses = pgTable(
  "addresses",
  {
    id: serial("id").primaryKey(),
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
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
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
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("used_captcha_challenges_expires_idx").on(t.expiresAt)],
);
