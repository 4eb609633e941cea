import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { config, getSecrets } from "~/config.server";
import { type Database, db } from "~/db/client.server";
import { accounts, sessions, users, verifications } from "~/db/schema";
import { logger } from "~/infra/logger.server";
import { paragraphs } from "~/modules/mail/letter";
import { queueMail } from "~/modules/mail/mail.server";
import { SHOP_NAME } from "~/modules/shop/identity";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./forms";
import { withHashedSessionTokens } from "./session-tokens.server";

/** How long a sign-in lasts. Fixed from sign-in: sessions are not extended (decision 006). */
export const SESSION_LIFETIME_SECONDS = 60 * 60 * 24 * 30;

const COOKIE_PREFIX = "shop";
/** The session cookie's name (`__Secure-` in front of it in production, as better-auth writes it). */
export const SESSION_COOKIE = `${COOKIE_PREFIX}.session_token`;
/** How long an emailed password-reset link works. */
export const RESET_LINK_LIFETIME_SECONDS = 60 * 60;

/** The link in the password-reset mail: our own page, which posts the token back. */
function resetPasswordUrl(token: string) {
  return `${config.baseUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

/**
 * better-auth on the shop's tables (DESIGN.md section 1, decision 006). Only our route
 * actions and loaders call it, through `auth.api.*`; its own HTTP endpoints are not mounted.
 */
function createAuth(database: Database) {
  return betterAuth({
    appName: SHOP_NAME,
    baseURL: config.baseUrl,
    secret: getSecrets().authSecret,
    // Session tokens are stored hashed: a copy of the database signs nobody in.
    database: withHashedSessionTokens(
      drizzleAdapter(database, {
        provider: "pg",
        schema: { user: users, session: sessions, account: accounts, verification: verifications },
        transaction: true,
      }),
    ),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // The spec's registration ends on /confirm-compte, from which the customer signs in.
      autoSignIn: false,
      resetPasswordTokenExpiresIn: RESET_LINK_LIFETIME_SECONDS,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        await queueMail(db(), {
          to: user.email,
          subject: `Choose a new password for your ${SHOP_NAME} account`,
          greeting: `Hello ${user.name},`,
          blocks: [
            ...paragraphs([`Someone, hopefully you, asked to choose a new password for your ${SHOP_NAME} account.`]),
            {
              kind: "button",
              intro: "Open this link to choose it (it works once, within one hour):",
              label: "Choose a new password",
              url: resetPasswordUrl(token),
            },
            ...paragraphs(["If you did not ask for this, ignore this message: your password stays as it is."]),
          ],
        });
      },
    },
    user: {
      additionalFields: {
        gender: { type: "string", required: false, input: false },
        phone: { type: "string", required: false, input: false },
        billingSameAsShipping: { type: "boolean", required: false, defaultValue: true, input: false },
        cartReminders: { type: "boolean", required: false, defaultValue: false, input: false },
      },
    },
    session: {
      expiresIn: SESSION_LIFETIME_SECONDS,
      // A refreshed session would need its cookie sent again from a loader; a fixed lifetime
      // keeps every page free of Set-Cookie headers.
      disableSessionRefresh: true,
      // No cookie cache: a revoked session is signed out on the very next request.
      cookieCache: { enabled: false },
    },
    verification: {
      // Reset tokens are stored hashed: a copy of the database does not let anyone reset a password.
      storeIdentifier: "hashed",
    },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: config.isProduction,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
      // Addresses from forwarded headers can be forged; the shop does not need them.
      ipAddress: { disableIpTracking: true },
    },
    // Our route actions apply the shop's own limits (accounts.server.ts).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // Failed sign-ins are expected events, and better-auth's messages may name an address:
    // only its errors reach our log.
    logger: {
      level: "error",
      log: (level, message, ...args) => logger[level]({ args }, `auth: ${message}`),
    },
  });
}

type Auth = ReturnType<typeof createAuth>;

let current: { database: Database; auth: Auth } | undefined;

/** The auth instance for the process's database (tests open a new database per file). */
export function auth(): Auth {
  const database = db();
  if (current?.database !== database) current = { database, auth: createAuth(database) };
  return current.auth;
}
