import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { connect } from "~/db/client.server";
import { logger } from "./logger.server";
import { createRateLimit, memoryStore, postgresStore, type RateLimitStore, redisStore } from "./rate-limit.server";

/*
 * The stores that do not need the shop's database: memory, Redis (when TEST_REDIS_URL names
 * one, as .ci/run does) and unreachable stores. The PostgreSQL store is in rate-limit.db.test.ts.
 */

const stores: RateLimitStore[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const store of stores.splice(0)) await store.close();
});
const opened = (store: RateLimitStore) => {
  stores.push(store);
  return store;
};

/** A limit of this test run alone: Redis keeps counts between runs. */
const limitOf = (points: number) => ({ name: `test-${randomUUID()}`, points, durationSeconds: 60 });

/** Attempts in turn; the outcome of each (null: allowed). */
async function attempts(count: number, consume: (attempt: number) => ReturnType<ReturnType<typeof createRateLimit>>) {
  const outcomes = [];
  for (let attempt = 0; attempt < count; attempt++) outcomes.push(await consume(attempt));
  return outcomes;
}
const ALLOWED_TEN = Array(10).fill(null);

describe("rate limits in memory", () => {
  it("refuses the attempt after the limit, per key, with the wait in words and in seconds", async () => {
    const consume = createRateLimit(limitOf(3), opened(memoryStore()));
    const outcomes = await attempts(4, () => consume("203.0.113.7"));
    expect(outcomes.slice(0, 3)).toEqual([null, null, null]);
    expect(outcomes[3]?.message).toMatch(/^Too many attempts\. Please wait (\d+ seconds|1 minute) and try again\.$/);
    expect(outcomes[3]?.retryAfterSeconds).toBeGreaterThan(55);
    expect(outcomes[3]?.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(await consume("203.0.113.8")).toBeNull();
  });

  it("counts every key given, and stops at the first one over its limit", async () => {
    const consume = createRateLimit(limitOf(2), opened(memoryStore()));
    await consume("ip", "a");
    await consume("ip", "b");
    expect(await consume("ip", "c")).not.toBeNull();
    // "c" was not counted: the address was refused first.
    expect(await consume("c")).toBeNull();
    expect(await consume("c")).toBeNull();
    expect(await consume("c")).not.toBeNull();
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)("rate limits in Redis", () => {
  it("are one count for two instances (two connections): the 11th attempt across them is refused", async () => {
    const limit = limitOf(10);
    const instances = [
      createRateLimit(limit, opened(redisStore(redisUrl!))),
      createRateLimit(limit, opened(redisStore(redisUrl!))),
    ];
    const outcomes = await attempts(11, (attempt) => instances[attempt % 2]!("198.51.100.1"));
    expect(outcomes.slice(0, 10)).toEqual(ALLOWED_TEN);
    expect(outcomes[10]?.retryAfterSeconds).toBeGreaterThan(55);
  });
});

describe("an unreachable store", () => {
  it("Redis: limits still hold in the process, nothing throws, and one warning is logged", async () => {
    const warn = vi.spyOn(logger, "warn");
    const consume = createRateLimit(limitOf(10), opened(redisStore("redis://127.0.0.1:1")));
    const outcomes = await attempts(12, () => consume("192.0.2.1"));
    expect(outcomes.slice(0, 10)).toEqual(ALLOWED_TEN);
    expect(outcomes[10]?.retryAfterSeconds).toBeGreaterThan(0);
    expect(outcomes[11]).not.toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatchObject({ store: "redis" });
  });

  it("PostgreSQL: limits still hold in the process, nothing throws, and one warning is logged", async () => {
    const warn = vi.spyOn(logger, "warn");
    const unreachable = connect({ databaseUrl: "postgres://postgres@127.0.0.1:1/shop" });
    try {
      const consume = createRateLimit(limitOf(10), opened(postgresStore(unreachable.db)));
      const outcomes = await attempts(11, () => consume("192.0.2.2"));
      expect(outcomes.slice(0, 10)).toEqual(ALLOWED_TEN);
      expect(outcomes[10]?.retryAfterSeconds).toBeGreaterThan(0);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[0]).toMatchObject({ store: "postgresql" });
    } finally {
      await unreachable.close();
    }
  });
});
