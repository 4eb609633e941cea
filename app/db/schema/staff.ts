import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import type { StaffRole } from "~/modules/staff/roles";
import { createdAt, timestamps } from "./columns";

/*
 * Staff accounts, apart from customers' (DESIGN.md section 1): a second better-auth instance
 * (modules/staff/auth.server.ts) on these tables, with its own cookie, so a customer's
 * session never opens /admin. The first five tables follow better-auth's core schema and its
 * two-factor plugin's.
 */

export const staffUsers = pgTable("staff_users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  ...timestamps(),
  role: varchar("role", { length: 10 }).$type<StaffRole>().notNull(),
  twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
  /** Set when the owner removes the account: it can no longer sign in; its audit entries stay. */
  disabledAt: timestamp("disabled_at", { withTimezone: true }),
});

/** The staff member a row belongs to. Staff rows are disabled, never deleted (the audit log names them). */
const staffId = () =>
  text("user_id")
    .notNull()
    .references(() => staffUsers.id);

export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ...timestamps(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: staffId(),
  },
  (t) => [index("staff_sessions_user_idx").on(t.userId)],
);

export const staffAccounts = pgTable(
  "staff_accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: staffId(),
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
  (t) => [index("staff_accounts_user_idx").on(t.userId)],
);

export const staffVerifications = pgTable(
  "staff_verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps(),
  },
  (t) => [index("staff_verifications_identifier_idx").on(t.identifier)],
);

/** The TOTP secret and recovery codes of a staff member (better-auth's two-factor plugin, encrypted by it). */
export const staffTwoFactors = pgTable(
  "staff_two_factors",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: staffId(),
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (t) => [index("staff_two_factors_user_idx").on(t.userId), index("staff_two_factors_secret_idx").on(t.secret)],
);

/**
 * A one-time link that creates a staff account: the first owner's (printed at start while no
 * staff exists, or by `npm run staff:create`) or an invitation sent by an owner. Only the
 * SHA-256 of the link's token is stored.
 */
export const staffInvitations = pgTable(
  "staff_invitations",
  {
    id: serial("id").primaryKey(),
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    /** The invitee's address; null on a first owner's link made at start, where they give their own. */
    email: varchar("email", { length: 254 }),
    role: varchar("role", { length: 10 }).$type<StaffRole>().notNull(),
    /** Who invited; null for a link made from the command line or at first start. */
    invitedBy: text("invited_by").references(() => staffUsers.id),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("staff_invitations_email_idx").on(t.email)],
);

/**
 * Every staff action: who, what, which record, before and after, when. Append only: a
 * trigger in the migration refuses UPDATE, DELETE and TRUNCATE.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** Null for actions of the shop itself or of the command line (e.g. the first owner's link). */
    staffId: text("staff_id").references(() => staffUsers.id),
    /** The staff member's name then, so the entry reads the same after a rename. */
    staffName: varchar("staff_name", { length: 160 }).notNull(),
    action: varchar("action", { length: 60 }).notNull(),
    entity: varchar("entity", { length: 40 }).notNull(),
    entityId: varchar("entity_id", { length: 80 }).notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at),
    index("audit_log_entity_idx").on(t.entity, t.entityId, t.at),
    index("audit_log_staff_idx").on(t.staffId, t.at),
    index("audit_log_action_idx").on(t.action, t.at),
  ],
);
