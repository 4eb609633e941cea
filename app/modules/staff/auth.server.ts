import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import { config, getSecrets } from "~/config.server";
import { type Database, db } from "~/db/client.server";
import { staffAccounts, staffSessions, staffTwoFactors, staffUsers, staffVerifications } from "~/db/schema";
import { logger } from "~/infra/logger.server";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/modules/accounts/forms";
import { SHOP_NAME } from "~/modules/content/meta";

/** A staff session ends after this long without a request (issue 13: 8 idle hours). */
export const STAFF_IDLE_SECONDS = 8 * 60 * 60;
/** How often an active session's end is pushed back: at most one write per staff member per few minutes. */
const STAFF_SESSION_REFRESH_SECONDS = 5 * 60;
/** Time to type the second factor after the password. */
export const SECOND_FACTOR_WINDOW_SECONDS = 10 * 60;

/** The cookies' prefix: `staff.session_token`, never read by the customers' instance (`shop.`). */
export const STAFF_COOKIE_PREFIX = "staff";

/**
 * The staff's better-auth (DESIGN.md section 1, decision 013): a second instance on the staff
 * tables, with its own cookies, and the two-factor plugin (TOTP and recovery codes, both
 * stored encrypted, with an account lockout after ten wrong codes). Like the customers' one,
 * only our route actions and loaders call it; its HTTP endpoints are not mounted.
 */
function createStaffAuth(database: Database) {
  return betterAuth({
    appName: `${SHOP_NAME} back office`,
    baseURL: config.baseUrl,
    // Its own secret, derived from the shop's, so a customer cookie can never be replayed as a staff one.
    secret: `${getSecrets().authSecret}:staff`,
    database: drizzleAdapter(database, {
      provider: "pg",
      schema: {
        user: staffUsers,
        session: staffSessions,
        account: staffAccounts,
        verification: staffVerifications,
        twoFactor: staffTwoFactors,
      },
      transaction: true,
    }),
    emailAndPassword: {
      enabled: true,
      // Staff accounts are made from invitations only (staff.server.ts).
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
    },
    user: {
      additionalFields: {
        role: { type: "string", required: true, input: false },
        disabledAt: { type: "date", required: false, input: false },
      },
    },
    session: {
      expiresIn: STAFF_IDLE_SECONDS,
      updateAge: STAFF_SESSION_REFRESH_SECONDS,
      cookieCache: { enabled: false },
    },
    databaseHooks: {
      session: {
        create: {
          // A removed staff member cannot open a session, whatever path signs them in.
          async before(session) {
            const [user] = await database
              .select({ disabledAt: staffUsers.disabledAt })
              .from(staffUsers)
              .where(eq(staffUsers.id, session.userId));
            return user && !user.disabledAt ? { data: session } : false;
          },
        },
      },
    },
    plugins: [
      twoFactor({
        issuer: `${SHOP_NAME} back office`,
        twoFactorCookieMaxAge: SECOND_FACTOR_WINDOW_SECONDS,
      }),
    ],
    advanced: {
      cookiePrefix: STAFF_COOKIE_PREFIX,
      useSecureCookies: config.isProduction,
      // Strict: no link from another site opens the back office with the session.
      defaultCookieAttributes: { httpOnly: true, sameSite: "strict", path: "/" },
      ipAddress: { disableIpTracking: true },
    },
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: {
      level: "error",
      log: (level, message, ...args) => logger[level]({ args }, `staff auth: ${message}`),
    },
  });
}

type StaffAuth = ReturnType<typeof createStaffAuth>;

let current: { database: Database; auth: StaffAuth } | undefined;

/** The staff auth instance for the process's database (tests open a new database per file). */
export function staffAuth(): StaffAuth {
  const database = db();
  if (current?.database !== database) current = { database, auth: createStaffAuth(database) };
  return current.auth;
}
