import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";

/*
 * The shop's configuration, read once from the environment with one schema (DESIGN.md
 * section 7). Every variable is listed in the README's configuration table and in
 * .env.example.
 *
 * Two modes, one rule:
 * - embedded (no DATABASE_URL): `npm install && npm start` on a laptop, PGlite in DATA_DIR,
 *   secrets generated into DATA_DIR, mail written as files, the labelled test payment;
 * - deployment (DATABASE_URL set): BASE_URL, AUTH_SECRET, ALTCHA_HMAC_KEY and SMTP_URL are
 *   required, and the test payment is offered only with ALLOW_TEST_PAYMENTS=1.
 * In both, a wrong value (a number that is not one, a URL that is not one, half of a payment
 * provider's keys) stops the start with one message naming every bad variable.
 */

/** The configuration cannot be used; `message` names every bad or missing variable. */
export class ConfigurationError extends Error {
  constructor(readonly problems: string[]) {
    super(`The shop's configuration is not valid:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ConfigurationError";
  }
}

/** Express's `trust proxy`: off, on (every proxy), a number of hops, or the proxies' addresses. */
export type TrustProxy = boolean | number | string[];

/** The names Express knows for address ranges. */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrSubnet(entry: string) {
  const [address, prefix, ...rest] = entry.split("/");
  const version = isIP(address ?? "");
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as Express takes it: `true`/`false`, a hop count (`1`: the client is the address
 * the nearest proxy saw), or a comma-separated list of proxy addresses, subnets
 * (10.0.0.0/8) and Express's names (loopback, linklocal, uniquelocal). A string that is none
 * of these is refused rather than passed on (Express would read `1` given as a string as an
 * address, and crash on `true`).
 */
export function parseTrustProxy(value: string): TrustProxy | { error: string } {
  const trimmed = value.trim().toLowerCase();
  if (trimmed === "true") return true;
  if (trimmed === "false") return false;
  if (/^\d+$/.test(trimmed)) {
    const hops = Number(trimmed);
    return hops <= 10 ? hops : { error: "must be at most 10 hops" };
  }
  const entries = trimmed.split(",").map((entry) => entry.trim());
  const bad = entries.filter((entry) => !PROXY_RANGE_NAMES.has(entry) && !isAddressOrSubnet(entry));
  if (bad.length > 0) {
    return {
      error: `must be true, false, a number of hops, or proxy addresses/subnets separated by commas; not understood: ${bad.map((entry) => `"${entry}"`).join(", ")}`,
    };
  }
  return entries;
}

const blankAsUnset = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** An optional variable; an empty value counts as unset. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsUnset, schema.optional());

/** A whole number between `min` and `max`, written in digits. */
const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `must be a whole number between ${min} and ${max}`)
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

const flag = z
  .enum(["0", "1", "true", "false"], "must be 1 or 0")
  .transform((value) => value === "1" || value === "true");

const urlWithProtocols = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    `must be a URL starting with ${protocols.map((protocol) => `${protocol}//`).join(" or ")}`,
  );

const httpUrl = urlWithProtocols(["http:", "https:"]);

/** A secret shared by every instance: long enough that it cannot be guessed. */
const secret = z.string().min(32, "must be at least 32 characters (e.g. `openssl rand -base64 32`)");

const environmentSchema = z.object({
  NODE_ENV: optional(z.string()),
  PORT: optional(wholeNumber(1, 65_535)),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(urlWithProtocols(["postgres:", "postgresql:"])),
  DATABASE_MIGRATION_URL: optional(urlWithProtocols(["postgres:", "postgresql:"])),
  DATABASE_POOL_SIZE: optional(wholeNumber(1, 200)),
  REDIS_URL: optional(urlWithProtocols(["redis:", "rediss:"])),
  // Vitest sets BASE_URL to Vite's base path, "/": that is not the shop's address.
  BASE_URL: z.preprocess((value) => (value === "/" ? undefined : blankAsUnset(value)), httpUrl.optional()),
  AUTH_SECRET: optional(secret),
  ALTCHA_HMAC_KEY: optional(secret),
  SMTP_URL: optional(urlWithProtocols(["smtp:", "smtps:"])),
  MAIL_FROM: optional(z.string().regex(/@/, "must contain an e-mail address, e.g. Shop <hello@shop.example>")),
  SHOP_EMAIL: optional(z.email("must be an e-mail address")),
  LOG_LEVEL: optional(z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])),
  TRUST_PROXY: optional(
    z.string().transform((value, context): TrustProxy => {
      const parsed = parseTrustProxy(value);
      if (typeof parsed === "object" && !Array.isArray(parsed)) {
        context.addIssue({ code: "custom", message: parsed.error });
        return z.NEVER;
      }
      return parsed;
    }),
  ),
  RATE_LIMITS: optional(flag),
  PAGE_CACHE_SECONDS: optional(wholeNumber(0, 3600)),
  ORDER_PAYMENT_TIMEOUT_MINUTES: optional(wholeNumber(5, 7 * 24 * 60)),
  ORDER_SWEEP_SECONDS: optional(wholeNumber(1, 3600)),
  CART_REMINDER_SWEEP_SECONDS: optional(wholeNumber(1, 3600)),
  ALLOW_TEST_PAYMENTS: optional(flag),
  STRIPE_SECRET_KEY: optional(z.string().regex(/^(sk|rk)_/, "must be a Stripe secret key (sk_... or rk_...)")),
  STRIPE_PUBLISHABLE_KEY: optional(z.string().regex(/^pk_/, "must be a Stripe publishable key (pk_...)")),
  STRIPE_WEBHOOK_SECRET: optional(z.string().regex(/^whsec_/, "must be a Stripe webhook signing secret (whsec_...)")),
  STRIPE_API_BASE: optional(httpUrl),
  PAYPAL_CLIENT_ID: optional(z.string()),
  PAYPAL_CLIENT_SECRET: optional(z.string()),
  PAYPAL_WEBHOOK_ID: optional(z.string()),
  PAYPAL_ENVIRONMENT: optional(z.enum(["sandbox", "live"])),
  PAYPAL_API_BASE: optional(httpUrl),
});

type Environment = z.infer<typeof environmentSchema>;

/** Groups of variables that only work together: all set or none. */
const TOGETHER = {
  Stripe: ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"],
  PayPal: ["PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET", "PAYPAL_WEBHOOK_ID"],
} as const satisfies Record<string, (keyof Environment)[]>;

/** Required in a deployment, with why. */
const REQUIRED_IN_DEPLOYMENT = {
  BASE_URL: "the shop's public address, for links in mail (e.g. https://shop.example)",
  AUTH_SECRET: "signs sessions; every instance needs the same one",
  ALTCHA_HMAC_KEY: "signs captcha challenges; every instance needs the same one",
  SMTP_URL: "mail must go through a mail server, not to one machine's disk",
} as const satisfies Partial<Record<keyof Environment, string>>;

function problemsOf(env: Environment): string[] {
  const problems: string[] = [];
  const deployment = env.DATABASE_URL !== undefined;
  if (deployment) {
    for (const [name, why] of Object.entries(REQUIRED_IN_DEPLOYMENT)) {
      if (env[name as keyof Environment] === undefined) problems.push(`${name} is required with DATABASE_URL: ${why}`);
    }
  }
  if (env.DATABASE_MIGRATION_URL && !deployment) {
    problems.push(
      "DATABASE_MIGRATION_URL needs DATABASE_URL: the shop's own role, which the migration gives its rights",
    );
  }
  for (const [provider, names] of Object.entries(TOGETHER)) {
    const missing = names.filter((name) => env[name] === undefined);
    if (missing.length > 0 && missing.length < names.length) {
      problems.push(`${missing.join(", ")} missing: ${provider} needs all of ${names.join(", ")}`);
    }
  }
  if (deployment && !env.STRIPE_SECRET_KEY && !env.PAYPAL_CLIENT_ID && !env.ALLOW_TEST_PAYMENTS) {
    problems.push(
      "no payment provider: set the STRIPE_* or PAYPAL_* variables (ALLOW_TEST_PAYMENTS=1 offers the test payment, for a staging shop only)",
    );
  }
  return problems;
}

function configFrom(env: Environment) {
  const deployment = env.DATABASE_URL !== undefined;
  const port = env.PORT ?? 3000;
  const stripe =
    env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          publishableKey: env.STRIPE_PUBLISHABLE_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          /** Another API address (a local fake in tests); Stripe's own by default. */
          apiBase: env.STRIPE_API_BASE,
        }
      : undefined;
  const paypal =
    env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET
      ? {
          clientId: env.PAYPAL_CLIENT_ID,
          clientSecret: env.PAYPAL_CLIENT_SECRET,
          /** The webhook's id in the PayPal dashboard; webhooks are refused without it. */
          webhookId: env.PAYPAL_WEBHOOK_ID,
          environment: env.PAYPAL_ENVIRONMENT ?? ("sandbox" as const),
          /** Another API address (a local fake in tests); PayPal's own by default. */
          apiBase: env.PAYPAL_API_BASE,
        }
      : undefined;
  return {
    isProduction: env.NODE_ENV === "production",
    /** A deployment (DATABASE_URL set): configuration checked strictly, several instances may run. */
    isDeployment: deployment,
    port,
    /** Public address of the shop, used in links sent by mail. */
    baseUrl: (env.BASE_URL ?? `http://localhost:${port}`).replace(/\/$/, ""),
    dataDir: path.resolve(env.DATA_DIR ?? "./data"),
    /** A PostgreSQL connection string; without it the shop uses PGlite in `dataDir/pglite`. */
    databaseUrl: env.DATABASE_URL,
    /**
     * The schema owner's connection string, for `npm run db:migrate` only (never the running
     * shop's): it migrates as the owner and gives DATABASE_URL's role its rights. Unset: one role.
     */
    databaseMigrationUrl: env.DATABASE_MIGRATION_URL,
    /** Connections each process keeps open to PostgreSQL. */
    databasePoolSize: env.DATABASE_POOL_SIZE ?? 10,
    /** redis:// URL: rate limits and cache invalidation go through Redis instead of PostgreSQL. */
    redisUrl: env.REDIS_URL,
    /** Express's `trust proxy`: which proxies' X-Forwarded-* headers are believed. */
    trustProxy: env.TRUST_PROXY ?? false,
    /** smtp:// or smtps:// URL; without it mail is written as .eml files in `dataDir/mail`. */
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? "Atelier Sartorial <hello@ateliersartorial.example>",
    /** Where contact-form messages are sent. */
    shopEmail: env.SHOP_EMAIL ?? "service@ateliersartorial.example",
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === "test" ? "silent" : "info"),
    /** Set to 0 to turn rate limits off (load tests only). */
    rateLimits: env.RATE_LIMITS ?? true,
    /**
     * Seconds an anonymous visitor's page is served from memory before it is rendered again
     * (server/page-cache.ts); 0 turns the page cache off. Off in development, where pages change
     * with the code.
     */
    pageCacheSeconds: env.PAGE_CACHE_SECONDS ?? (env.NODE_ENV === "production" ? 30 : 0),
    /** Minutes an order may wait for its payment before it is cancelled. */
    orderPaymentTimeoutMinutes: env.ORDER_PAYMENT_TIMEOUT_MINUTES ?? 60,
    /**
     * Seconds between two sweeps of the orders waiting for payment; a payment started this long
     * ago is asked of its provider (reconciliation after a lost webhook or a crash).
     */
    orderSweepSeconds: env.ORDER_SWEEP_SECONDS ?? 60,
    /** How often carts left behind are looked for, to send their one reminder. */
    cartReminderSweepSeconds: env.CART_REMINDER_SWEEP_SECONDS ?? 300,
    /**
     * The built-in test payment: always on a laptop without payment keys; in a deployment only
     * when asked for (a staging shop), never silently in place of a real provider.
     */
    allowTestPayments: env.ALLOW_TEST_PAYMENTS ?? (!deployment && !stripe && !paypal),
    /** Card payments through Stripe when all three keys are set. */
    stripe,
    /** PayPal payments when the client id and secret (and webhook id) are set. */
    paypal,
  };
}

export type Config = ReturnType<typeof configFrom>;

/** Reads a configuration from `env`, or throws a ConfigurationError naming every problem. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigurationError(
      // Values are not repeated: they may be secrets, and the message goes to the log.
      parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`),
    );
  }
  const problems = problemsOf(parsed.data);
  if (problems.length > 0) throw new ConfigurationError(problems);
  return configFrom(parsed.data);
}

export const config = parseConfig(process.env);

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
 * the embedded shop starts with no setup and sessions survive restarts. A deployment has
 * them all configured (see REQUIRED_IN_DEPLOYMENT), so its instances share them.
 */
function loadSecrets(): Secrets {
  const file = path.join(config.dataDir, "secrets.json");
  let stored: Partial<Secrets> = {};
  try {
    stored = JSON.parse(readFileSync(file, "utf8")) as Partial<Secrets>;
  } catch {
    // first start: nothing stored yet
  }
  const secrets = {} as Secrets;
  const toStore = { ...stored };
  for (const [key, variable] of Object.entries(SECRET_VARIABLES) as [keyof Secrets, string][]) {
    const configured = process.env[variable];
    secrets[key] = configured || stored[key] || randomBytes(32).toString("base64url");
    // Only generated secrets are written down; configured ones stay in the environment.
    if (!configured) toStore[key] = secrets[key];
  }
  if (Object.keys(toStore).some((key) => toStore[key as keyof Secrets] !== stored[key as keyof Secrets])) {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(toStore, null, 2), { mode: 0o600 });
  }
  return secrets;
}

let secrets: Secrets | undefined;
export function getSecrets(): Secrets {
  secrets ??= loadSecrets();
  return secrets;
}

/** A database URL without its password, for the log. */
function withoutPassword(url: string) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
}

/**
 * What this instance runs on, for the start-up log: the mode, the database, the payment
 * providers and the stores behind rate limits, cache invalidation and mail. No secrets.
 */
export function describeConfig(current: Config) {
  const providers = [current.stripe && "stripe", current.paypal && "paypal", current.allowTestPayments && "test"];
  const sharedStore = current.redisUrl ? `redis ${withoutPassword(current.redisUrl)}` : undefined;
  return {
    mode: current.isDeployment ? "deployment" : "embedded",
    database: current.databaseUrl
      ? `postgresql ${withoutPassword(current.databaseUrl)} (pool ${current.databasePoolSize})`
      : `pglite ${path.join(current.dataDir, "pglite")}`,
    payments: providers.filter(Boolean).join(", ") || "none",
    rateLimits: !current.rateLimits
      ? "off"
      : (sharedStore ?? (current.isDeployment ? "postgresql" : "memory (one process)")),
    cacheInvalidation: sharedStore ?? (current.isDeployment ? "postgresql listen/notify" : "this process"),
    mail: current.smtpUrl
      ? `smtp ${withoutPassword(current.smtpUrl)}`
      : `files in ${path.join(current.dataDir, "mail")}`,
    trustProxy: current.trustProxy,
    baseUrl: current.baseUrl,
  };
}
