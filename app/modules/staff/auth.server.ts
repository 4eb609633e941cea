import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { createAuthEndpoint } from "better-auth/api";
import { twoFactor } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import { config, getSecrets } from "~/config.server";
import { type Database, db } from "~/db/client.server";
import { staffAccounts, staffSessions, staffTwoFactors, staffUsers, staffVerifications } from "~/db/schema";
import { logger } from "~/infra/logger.server";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/modules/accounts/forms";
import { withHashedSessionTokens } from "~/modules/accounts/session-tokens.server";
import { paragraphs } from "~/modules/mail/letter";
import { queueMail } from "~/modules/mail/mail.server";
import { recordAudit, SHOP_ACTOR } from "~/modules/shop/audit.server";
import { SHOP_NAME } from "~/modules/shop/identity";
import { STAFF_RESET_PATH } from "./staff";

/** A staff session ends after this long without a request: it outlasts a working day's pauses, not a night. */
export const STAFF_IDLE_SECONDS = 8 * 60 * 60;
/** However active, a staff session ends this long after its sign-in: the staff member then signs in again. */
export const STAFF_SESSION_MAX_SECONDS = 7 * 24 * 60 * 60;
/** How often an active session's end is pushed back: at most one write per staff member per few minutes. */
const STAFF_SESSION_REFRESH_SECONDS = 5 * 60;
/** Time to type the second factor after the password. */
export const SECOND_FACTOR_WINDOW_SECONDS = 10 * 60;

/** How long a mailed link to choose a new password works. */
export const STAFF_RESET_LINK_LIFETIME_SECONDS = 60 * 60;

/** The cookies' prefix: `staff.session_token`, never read by the customers' instance (`shop.`). */
export const STAFF_COOKIE_PREFIX = "staff";

/** The two-factor plugin's cookie that carries a half-done sign-in (password checked, code not yet). */
const TWO_FACTOR_COOKIE = "two_factor";

/**
 * Whose half-done sign-in a request carries: the staff member's id from the signed two-factor
 * cookie, read as the plugin reads it, while it lasts. The shop checks the code's time step
 * and the wait after wrong codes (staff.server.ts) before the plugin is given the code.
 */
const halfDoneSignIns = {
  id: "half-done-sign-ins",
  endpoints: {
    halfDoneSignIn: createAuthEndpoint.serverOnly({ method: "GET" }, async (ctx) => {
      const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
      const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
      if (!identifier) return { staffId: null };
      const verification = await ctx.context.internalAdapter.findVerificationValue(identifier);
      return { staffId: verification && verification.expiresAt > new Date() ? verification.value : null };
    }),
  },
};

/** Whether a staff account exists and was not removed. */
async function isCurrentStaff(database: Database, userId: string): Promise<boolean> {
  const [user] = await database
    .select({ disabledAt: staffUsers.disabledAt })
    .from(staffUsers)
    .where(eq(staffUsers.id, userId));
  return user !== undefined && user.disabledAt === null;
}

/**
 * The staff's better-auth (DESIGN.md section 1, decision 013): a second instance on the staff
 * tables, with its own cookies, and the two-factor plugin (TOTP and recovery codes, both
 * stored encrypted; every staff member signs in with it). Like the customers' one,
 * only our route actions and loaders call it; its HTTP endpoints are not mounted.
 */
function createStaffAuth(database: Database) {
  return betterAuth({
    appName: `${SHOP_NAME} back office`,
    baseURL: config.baseUrl,
    // Its own secret, derived from the shop's, so a customer cookie can never be replayed as a staff one.
    secret: `${getSecrets().authSecret}:staff`,
    // Session tokens are stored hashed: a copy of the database signs nobody in.
    database: withHashedSessionTokens(
      drizzleAdapter(database, {
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
    ),
    emailAndPassword: {
      enabled: true,
      // Staff accounts are made from invitations only (staff.server.ts).
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: STAFF_RESET_LINK_LIFETIME_SECONDS,
      // A forgotten password (staff.server.ts): the link goes to current staff only, and the
      // owner reads in the audit log that it was sent.
      async sendResetPassword({ user, token }) {
        if (!(await isCurrentStaff(database, user.id))) return;
        await queueMail(database, {
          to: user.email,
          subject: `Choose a new password for the ${SHOP_NAME} back office`,
          greeting: `Hello ${user.name},`,
          blocks: [
            ...paragraphs([
              `Someone, hopefully you, asked to choose a new password for your ${SHOP_NAME} back office account.`,
            ]),
            {
              kind: "button",
              intro: "Open this link to choose it (it works once, within one hour):",
              label: "Choose a new password",
              url: `${config.baseUrl}${STAFF_RESET_PATH}?token=${encodeURIComponent(token)}`,
            },
            ...paragraphs([
              "If you did not ask for this, ignore this message: your password stays as it is.",
              "Your two-factor sign-in, if you use it, is not changed.",
            ]),
          ],
        });
        await recordAudit(database, SHOP_ACTOR, {
          action: "staff.reset_link_mailed",
          entity: "staff",
          entityId: user.id,
          after: { email: user.email },
        });
      },
    },
    // Reset tokens are stored hashed, as the customers' are; the half-done sign-ins of the
    // two-factor plugin stay as they are.
    verification: { storeIdentifier: { default: "plain", overrides: { "reset-password": "hashed" } } },
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
            return (await isCurrentStaff(database, session.userId)) ? { data: session } : false;
          },
        },
      },
    },
    plugins: [
      twoFactor({
        issuer: `${SHOP_NAME} back office`,
        twoFactorCookieMaxAge: SECOND_FACTOR_WINDOW_SECONDS,
        // Its lockout is a fixed 15 minutes after ten wrong codes; the shop's wait grows with
        // each wrong code instead, and refuses a code used before (staff.server.ts).
        accountLockout: { enabled: false },
      }),
      halfDoneSignIns,
    ],
    advanced: {
      cookiePrefix: STAFF_COOKIE_PREFIX,
      useSecureCookies: config.isProduction,
      // Strict: no link from another site opens the back office with the session, nor carries
      // a half-done sign-in (the two-factor cookie); Secure in production (useSecureCookies).
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
