import type { NotNull } from "drizzle-orm";
import { boolean, index, type PgTextBuilderInitial, pgTable, text } from "drizzle-orm/pg-core";
import { timestamps, timestampTz } from "./columns";

/*
 * better-auth's core schema (user, session, account, verification). The shop runs two
 * better-auth instances, the customers' (accounts.ts) and the staff's (staff.ts), each on
 * tables of its own with these same columns: better-auth's Drizzle adapter finds them by
 * these property names.
 */

/** The columns better-auth needs on a user; each instance adds its own. */
export const authUserColumns = () => ({
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  ...timestamps(),
});

/** The `user_id` column of a session or an account, referencing its instance's users. */
type UserIdColumn = () => NotNull<PgTextBuilderInitial<"user_id", [string, ...string[]]>>;

/**
 * The session, account and verification tables of one instance: `prefix` starts each table's
 * and index's name ("" for the customers', "staff_" for the staff's).
 */
export const authTables = <TPrefix extends string>(prefix: TPrefix, userId: UserIdColumn) => ({
  sessions: pgTable(
    `${prefix}sessions` as const,
    {
      id: text("id").primaryKey(),
      expiresAt: timestampTz("expires_at").notNull(),
      token: text("token").notNull().unique(),
      ...timestamps(),
      ipAddress: text("ip_address"),
      userAgent: text("user_agent"),
      userId: userId(),
    },
    (t) => [index(`${prefix}sessions_user_idx`).on(t.userId)],
  ),
  accounts: pgTable(
    `${prefix}accounts` as const,
    {
      id: text("id").primaryKey(),
      accountId: text("account_id").notNull(),
      providerId: text("provider_id").notNull(),
      userId: userId(),
      accessToken: text("access_token"),
      refreshToken: text("refresh_token"),
      idToken: text("id_token"),
      accessTokenExpiresAt: timestampTz("access_token_expires_at"),
      refreshTokenExpiresAt: timestampTz("refresh_token_expires_at"),
      scope: text("scope"),
      /** Password hash (scrypt, by better-auth). */
      password: text("password"),
      ...timestamps(),
    },
    (t) => [index(`${prefix}accounts_user_idx`).on(t.userId)],
  ),
  verifications: pgTable(
    `${prefix}verifications` as const,
    {
      id: text("id").primaryKey(),
      identifier: text("identifier").notNull(),
      value: text("value").notNull(),
      expiresAt: timestampTz("expires_at").notNull(),
      ...timestamps(),
    },
    (t) => [index(`${prefix}verifications_identifier_idx`).on(t.identifier)],
  ),
});
