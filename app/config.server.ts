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
  /** Public address of the shop, used in links sent by mail. */
  baseUrl: (env.BASE_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/$/, ""),
  dataDir,
  /** A PostgreSQL connection string; without it the shop uses PGlite in `dataDir/pglite`. */
  databaseUrl: env.DATABASE_URL || undefined,
  /** smtp:// or smtps:// URL; without it mail is written as .eml files in `dataDir/mail`. */
  smtpUrl: env.SMTP_URL || undefined,
  mailFrom: env.MAIL_FROM ?? "Atelier Sartorial <hello@ateliersartorial.example>",
  /** Where contact-form messages are sent. */
  shopEmail: env.SHOP_EMAIL ?? "service@ateliersartorial.example",
  logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === "test" ? "silent" : "info"),
  /** Set to 0 to turn rate limits off (load tests only). */
  rateLimits: env.RATE_LIMITS !== "0",
};

type Secrets = { authSecret: string };

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
  const secrets: Secrets = {
    authSecret: env.AUTH_SECRET || stored.authSecret || randomBytes(32).toString("base64url"),
  };
  if (!env.AUTH_SECRET && stored.authSecret !== secrets.authSecret) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify({ ...stored, authSecret: secrets.authSecret }, null, 2), { mode: 0o600 });
  }
  return secrets;
}

let secrets: Secrets | undefined;
export function getSecrets(): Secrets {
  secrets ??= loadSecrets();
  return secrets;
}
