import { describe, expect, it } from "vitest";
import { ConfigurationError, describeConfig, parseConfig, parseTrustProxy } from "./config.server";

const SECRET = "s".repeat(40);

/** Everything a deployment must have, valid. */
const DEPLOYMENT = {
  DATABASE_URL: "postgres://shop:db-password@db.internal:5432/shop",
  BASE_URL: "https://shop.example",
  AUTH_SECRET: SECRET,
  ALTCHA_HMAC_KEY: `${SECRET}x`,
  SMTP_URL: "smtps://mailer:smtp-password@smtp.example:465",
  STRIPE_SECRET_KEY: "sk_live_123",
  STRIPE_PUBLISHABLE_KEY: "pk_live_123",
  STRIPE_WEBHOOK_SECRET: "whsec_123",
};

/** The problems a configuration is refused for (fails the test if it is accepted). */
function problemsOf(env: Record<string, string | undefined>): string[] {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigurationError) return error.problems;
    throw error;
  }
  throw new Error("the configuration was accepted");
}

describe("the embedded shop (no DATABASE_URL)", () => {
  it("starts with no configuration at all: PGlite, generated secrets, mail files, the test payment", () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      isDeployment: false,
      port: 3000,
      baseUrl: "http://localhost:3000",
      allowTestPayments: true,
      trustProxy: false,
      rateLimits: true,
      orderSweepSeconds: 60,
      databasePoolSize: 10,
    });
    expect(config.stripe).toBeUndefined();
    expect(describeConfig(config)).toMatchObject({
      mode: "embedded",
      payments: "test",
      rateLimits: "memory (one process)",
    });
  });

  it("coerces numbers and flags", () => {
    const config = parseConfig({ PORT: "8080", ORDER_SWEEP_SECONDS: "5", RATE_LIMITS: "0", PAGE_CACHE_SECONDS: "0" });
    expect(config).toMatchObject({ port: 8080, orderSweepSeconds: 5, rateLimits: false, pageCacheSeconds: 0 });
    expect(config.baseUrl).toBe("http://localhost:8080");
  });

  it("treats empty variables as unset", () => {
    expect(parseConfig({ DATABASE_URL: "", SMTP_URL: " ", STRIPE_SECRET_KEY: "" }).isDeployment).toBe(false);
  });

  it("refuses values that are not what they claim, naming each variable", () => {
    const problems = problemsOf({
      ORDER_SWEEP_SECONDS: "1m",
      PORT: "70000",
      BASE_URL: "shop.example",
      REDIS_URL: "http://127.0.0.1:6379",
      LOG_LEVEL: "loud",
      TRUST_PROXY: "yes please",
      DATABASE_POOL_SIZE: "0",
      RATE_LIMITS: "sometimes",
    });
    for (const variable of [
      "ORDER_SWEEP_SECONDS must be a whole number",
      "PORT must be at most 65535",
      "BASE_URL must be a URL",
      "REDIS_URL must be a URL starting with redis://",
      "LOG_LEVEL",
      "TRUST_PROXY must be true, false",
      "DATABASE_POOL_SIZE must be at least 1",
      "RATE_LIMITS must be 1 or 0",
    ]) {
      expect(problems.join("\n")).toContain(variable);
    }
    expect(problems).toHaveLength(8);
  });

  it("refuses half of a payment provider's keys instead of silently offering the test payment", () => {
    expect(problemsOf({ STRIPE_SECRET_KEY: "sk_test_1", STRIPE_PUBLISHABLE_KEY: "pk_test_1" })).toEqual([
      "STRIPE_WEBHOOK_SECRET missing: Stripe needs all of STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET",
    ]);
    expect(problemsOf({ PAYPAL_CLIENT_ID: "id" })[0]).toContain("PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID missing");
  });

  it("does not offer the test payment once a real provider is configured", () => {
    const config = parseConfig({
      STRIPE_SECRET_KEY: "sk_test_1",
      STRIPE_PUBLISHABLE_KEY: "pk_test_1",
      STRIPE_WEBHOOK_SECRET: "whsec_1",
    });
    expect(config.allowTestPayments).toBe(false);
    expect(config.stripe?.secretKey).toBe("sk_test_1");
  });
});

describe("a deployment (DATABASE_URL set)", () => {
  it("names every required variable that is missing, in one message", () => {
    const problems = problemsOf({ DATABASE_URL: DEPLOYMENT.DATABASE_URL });
    expect(problems.map((problem) => problem.split(" ")[0])).toEqual([
      "BASE_URL",
      "AUTH_SECRET",
      "ALTCHA_HMAC_KEY",
      "SMTP_URL",
      "no",
    ]);
    expect(problems[4]).toContain("no payment provider");
    expect(new ConfigurationError(problems).message).toContain("  - SMTP_URL is required with DATABASE_URL");
  });

  it("starts with everything set, never offering the test payment unless allowed", () => {
    const config = parseConfig(DEPLOYMENT);
    expect(config).toMatchObject({ isDeployment: true, allowTestPayments: false, baseUrl: "https://shop.example" });
    expect(parseConfig({ ...DEPLOYMENT, ALLOW_TEST_PAYMENTS: "1" }).allowTestPayments).toBe(true);
    const { STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET, ...withoutStripe } = DEPLOYMENT;
    expect(parseConfig({ ...withoutStripe, ALLOW_TEST_PAYMENTS: "1" }).allowTestPayments).toBe(true);
  });

  it("takes the schema owner's connection for migrations beside the shop's own role, not instead of it", () => {
    const owner = "postgres://shop_owner:owner-password@db.internal:5432/shop";
    expect(parseConfig({ ...DEPLOYMENT, DATABASE_MIGRATION_URL: owner })).toMatchObject({
      databaseUrl: DEPLOYMENT.DATABASE_URL,
      databaseMigrationUrl: owner,
    });
    expect(problemsOf({ DATABASE_MIGRATION_URL: owner })).toEqual([
      expect.stringContaining("DATABASE_MIGRATION_URL needs DATABASE_URL"),
    ]);
    expect(JSON.stringify(describeConfig(parseConfig({ ...DEPLOYMENT, DATABASE_MIGRATION_URL: owner })))).not.toContain(
      "owner-password",
    );
  });

  it("refuses short secrets without repeating any value in the message", () => {
    const problems = problemsOf({ ...DEPLOYMENT, AUTH_SECRET: "hunter2", STRIPE_SECRET_KEY: "pk_oops" });
    expect(problems.join("\n")).toContain("AUTH_SECRET must be at least 32 characters");
    expect(problems.join("\n")).toContain("STRIPE_SECRET_KEY must be a Stripe secret key");
    expect(problems.join("\n")).not.toContain("hunter2");
    expect(problems.join("\n")).not.toContain("pk_oops");
  });

  it("describes itself for the start-up log without passwords or keys", () => {
    const description = describeConfig(parseConfig({ ...DEPLOYMENT, REDIS_URL: "redis://:redis-password@cache:6379" }));
    expect(description).toMatchObject({
      mode: "deployment",
      payments: "stripe",
      rateLimits: "redis redis://:***@cache:6379",
    });
    const text = JSON.stringify(description);
    for (const secret of ["db-password", "smtp-password", "redis-password", SECRET, "sk_live", "whsec"]) {
      expect(text).not.toContain(secret);
    }
    expect(description.database).toBe("postgresql postgres://shop:***@db.internal:5432/shop (pool 10)");
  });
});

describe("TRUST_PROXY", () => {
  it.each([
    ["true", true],
    ["false", false],
    ["1", 1],
    ["2", 2],
    ["loopback", ["loopback"]],
    ["10.0.0.0/8, 192.168.1.7", ["10.0.0.0/8", "192.168.1.7"]],
    ["::1,fd00::/8", ["::1", "fd00::/8"]],
  ])("reads %j", (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it.each(["yes", "10.0.0.0/33", "1.2.3", "11", "loopback, example.com"])("refuses %j", (value) => {
    expect(parseTrustProxy(value)).toHaveProperty("error");
  });

  it("reaches the configuration as Express takes it", () => {
    expect(parseConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(parseConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
  });
});
