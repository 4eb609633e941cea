import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import type { StaffRole } from "~/modules/staff/roles";
import { authTables, authUserColumns } from "./better-auth";
import { bigSerialId, createdAt, serialId, timestampTz } from "./columns";

/*
 * Staff accounts, apart from customers' (DESIGN.md section 1): a second better-auth instance
 * (modules/staff/auth.server.ts) on these tables, with its own cookie, so a customer's
 * session never opens /admin. The first five tables follow better-auth's core schema and its
 * two-factor plugin's.
 */

export const staffUsers = pgTable("staff_users", {
  ...authUserColumns(),
  role: varchar("role", { length: 10 }).$type<StaffRole>().notNull(),
  twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
  /** Set when the owner removes the account: it can no longer sign in; its audit entries stay. */
  disabledAt: timestampTz("disabled_at"),
});

/**
 * Who did it: the staff member (null for the shop itself) and their name then, so the row reads
 * the same after a rename.
 */
export const byStaff = () => ({
  staffId: text("staff_id").references(() => staffUsers.id),
  staffName: varchar("staff_name", { length: 160 }).notNull(),
});

/** The staff member a row belongs to. Staff rows are disabled, never deleted (the audit log names them). */
const staffId = () =>
  text("user_id")
    .notNull()
    .references(() => staffUsers.id);

export const {
  sessions: staffSessions,
  accounts: staffAccounts,
  verifications: staffVerifications,
} = authTables("staff_", staffId);

/**
 * The TOTP secret and recovery codes of a staff member (better-auth's two-factor plugin,
 * encrypted by it), and what the shop keeps of their codes (staff.server.ts; the plugin's own
 * fixed lockout is off, so its two counting columns are the shop's).
 */
export const staffTwoFactors = pgTable(
  "staff_two_factors",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: staffId(),
    verified: boolean("verified").notNull().default(true),
    /** Wrong codes in a row, set back to 0 by a right one. */
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    /** No code is checked before this time: the wait after wrong codes, growing with each. */
    lockedUntil: timestampTz("locked_until"),
    /** The time step of the last code from the app that was taken: that code and earlier ones are spent. */
    lastTotpStep: integer("last_totp_step"),
    /** When the staff member was last e-mailed about wrong codes (at most once a day while they go on). */
    wrongCodesMailedAt: timestampTz("wrong_codes_mailed_at"),
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
    id: serialId(),
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    /** The invitee's address; null on a first owner's link made at start, where they give their own. */
    email: varchar("email", { length: 254 }),
    role: varchar("role", { length: 10 }).$type<StaffRole>().notNull(),
    /** Who invited; null for a link made from the command line or at first start. */
    invitedBy: text("invited_by").references(() => staffUsers.id),
    expiresAt: timestampTz("expires_at").notNull(),
    acceptedAt: timestampTz("accepted_at"),
    revokedAt: timestampTz("revoked_at"),
    createdAt: createdAt(),
  },
  (t) => [index("staff_invitations_email_idx").on(t.email)],
);

/** A hash of the audit log's chain, hex SHA-256: written by the database's trigger on insert, replacing any value given. */
const chainHash = (name: string) =>
  varchar(name, { length: 64 })
    .notNull()
    .$defaultFn(() => "");

/**
 * Every staff action: who, what, which record, before and after, when. Append only: a
 * trigger in the migration refuses UPDATE, DELETE and TRUNCATE, and in a deployment the
 * shop's database role may only insert and read (app/db/shop-role.server.ts).
 *
 * A chain: on insert, a trigger (migration 0026) takes a lock held until the transaction
 * ends, numbers the entry (the id has no default in the database) and stores the previous
 * entry's hash and its own, so that a rewritten or removed entry shows (`npm run audit:verify`,
 * modules/shop/audit-chain.server.ts).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigSerialId(),
    at: timestampTz("at").notNull().defaultNow(),
    /** Who: no staff member for actions of the shop itself or of the command line (e.g. the first owner's link). */
    ...byStaff(),
    action: varchar("action", { length: 60 }).notNull(),
    entity: varchar("entity", { length: 40 }).notNull(),
    entityId: varchar("entity_id", { length: 80 }).notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    /** The hash of the entry before this one; 64 zeros for the first. */
    previousHash: chainHash("previous_hash"),
    /** SHA-256 of the previous hash and this entry's canonical content (audit_log_content in the migration). */
    hash: chainHash("hash"),
  },
  (t) => [
    // One successor per entry: the chain cannot fork.
    uniqueIndex("audit_log_previous_hash_idx").on(t.previousHash),
    index("audit_log_at_idx").on(t.at),
    index("audit_log_entity_idx").on(t.entity, t.entityId, t.at),
    index("audit_log_staff_idx").on(t.staffId, t.at),
    index("audit_log_action_idx").on(t.action, t.at),
  ],
);
