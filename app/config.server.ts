import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Configuration from the environment, read once. Every variable is listed in the README's
 * configuration table and in .env.example.
 */
const env = process.env;

const dataDir = path.resolve(env.DATA_DIR ?? "./data");

export const config = {
  isProduction: env.NODE_ENV === "production",
  port: Number(env.PORT ?? 3000),
  /**
   * Public address of the shop, used in links sent by mail. Only an absolute URL counts: Vitest
   * sets BASE_URL to Vite's base path, "/".
   */
  baseUrl: (/^https?:\/\//.test(env.BASE_URL ?? "") ? env.BASE_URL! : `http://localhost:${env.PORT ?? 3000}`).replace(
    /\/$/,
    "",
  ),
  dataDir,
  /** A PostgreSQL connection string; without it the shop uses PGlite in `dataDir/pglite`. */
  databaseUrl: env.DATABASE_URL || undefined,
  /** A deployment (DATABASE_URL set): configuration is checked strictly, several instances may run. */
  isDeployment: Boolean(env.DATABASE_URL),
  /** Connections each process keeps open to PostgreSQL. */
  databasePoolSize: Number(env.DATABASE_POOL_SIZE ?? 10),
  /** redis:// URL: rate limits and cache invalidation go through Redis instead of PostgreSQL. */
  redisUrl: env.REDIS_URL || undefined,
  /** smtp:// or smtps:// URL; without it mail is written as .eml files in `dataDir/mail`. */
  smtpUrl: env.SMTP_URL || undefined,
  mailFrom: env.MAIL_FROM ?? "Atelier Sartorial <hello@ateliersartorial.example>",
  /** Where contact-form messages are sent. */
  shopEmail: env.SHOP_EMAIL ?? "service@ateliersartorial.example",
  logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === "test" ? "silent" : "info"),
  /** Set to 0 to turn rate limits off (load tests only). */
  rateLimits: env.RATE_LIMITS !== "0",
  /**
   * Seconds an anonymous visitor's page is served from memory before it is rendered again
   * (server/page-cache.ts); 0 turns the page cache off. Off in development, where pages change
   * with the code.
   */
  pageCacheSeconds: Number(env.PAGE_CACHE_SECONDS ?? (env.NODE_ENV === "production" ? 30 : 0)),
  /** Minutes an order may wait for its payment before it is cancelled. */
  orderPaymentTimeoutMinutes: Number(env.ORDER_PAYMENT_TIMEOUT_MINUTES ?? 60),
  /**
   * Seconds between two sweeps of the orders waiting for payment; a payment started this long
   * ago is asked of its provider (reconciliation after a lost webhook or a crash).
   */
  orderSweepSeconds: Number(env.ORDER_SWEEP_SECONDS ?? 60),
  /** Card payments through Stripe when all three keys are set. */
  stripe:
    env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          publishableKey: env.STRIPE_PUBLISHABLE_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          /** Another API address (a local fake in tests); Stripe's own by default. */
          apiBase: env.STRIPE_API_BASE || undefined,
        }
      : undefined,
  /** PayPal payments when the client id and secret are set. */
  paypal:
    env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET
      ? {
          clientId: env.PAYPAL_CLIENT_ID,
          clientSecret: env.PAYPAL_CLIENT_SECRET,
          /** The webhook's id in the PayPal dashboard; webhooks are refused without it. */
          webhookId: env.PAYPAL_WEBHOOK_ID || undefined,
          /** `live` or `sandbox` (the default). */
          environment: env.PAYPAL_ENVIRONMENT === "live" ? ("live" as const) : ("sandbox" as const),
          /** Another API address (a local fake in tests); PayPal's own by default. */
          apiBase: env.PAYPAL_API_BASE || undefined,
        }
      : undefined,
};

type Secrets = {
  /** Signs session cookies (better-auth). */
  authSecret: string;
  /** Signs captcha challenges (ALTCHA). */
  altchaHmacKey: string;
};

/** Each secret and the environment variable that configures it. */
const SECRET_VARIABLES: Record<keyof Secrets, string> = {
  authSecret: "AUTH_SECRET",
  altchaHmacKey: "ALTCHA_HMAC_KEY",
};

/**
 * Secrets that are not configured are generated once and kept in the data directory, so
 * the shop starts with no setup and sessions survive restarts.
 */
function loadSecrets(): Secrets {
  const file = path.join(dataDir, "secrets.json");
  let stored: Partial<Secrets> = {};
  try {
    stored = JSON.parse(readFileSync(file, "utf8")) as Partial<Secrets>;
  } catch {
    // first start: nothing stored yet
  }
  const secrets = {} as Secrets;
  const toStore = { ...stored };
  for (const [key, variable] of Object.entries(SECRET_VARIABLES) as [keyof Secrets, string][]) {
    const configured = env[variable];
    secrets[key] = configured || stored[key] || randomBytes(32).toString("base64url");
    // Only generated secrets are written down; configured ones stay in the environment.
    if (!configured) toStore[key] = secrets[key];
  }
  if (Object.keys(toStore).some((key) => toStore[key as keyof Secrets] !== stored[key as keyof Secrets])) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(toStore, null, 2), { mode: 0o600 });
  }
  return secrets;
}

let secrets: Secrets | undefined;
export function getSecrets(): Secrets {
  secrets ??= loadSecrets();
  return secrets;
}
