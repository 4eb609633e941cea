import { randomUUID } from "node:crypto";
import { like } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { rateLimits } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { createRateLimit, postgresStore, type RateLimitStore } from "./rate-limit.server";

const database = databaseForTests();
const stores: RateLimitStore[] = [];
afterAll(async () => {
  for (const store of stores) await store.close();
});
const opened = (store: RateLimitStore) => {
  stores.push(store);
  return store;
};

const limitOf = (points: number) => ({ name: `test-${randomUUID()}`, points, durationSeconds: 60 });

describe("rate limits in the database", () => {
  it("are one count for two instances (two stores): the 11th attempt across them is refused", async () => {
    const limit = limitOf(10);
    const instances = [
      createRateLimit(limit, opened(postgresStore(database.db))),
      createRateLimit(limit, opened(postgresStore(database.db))),
    ];
    const outcomes = [];
    for (let attempt = 0; attempt < 11; attempt++) outcomes.push(await instances[attempt % 2]!("198.51.100.1"));
    expect(outcomes.slice(0, 10)).toEqual(Array(10).fill(null));
    expect(outcomes[10]?.message).toMatch(/^Too many attempts\. Please wait (\d+ seconds|1 minute) and try again\.$/);
    expect(outcomes[10]?.retryAfterSeconds).toBeGreaterThan(55);
    // Another key has its own count.
    expect(await instances[1]!("198.51.100.2")).toBeNull();
  });

  it("deletes the rows of ended windows and keeps the others", async () => {
    const store = opened(postgresStore(database.db, { sweepIntervalMs: 50 }));
    const prefix = `rate-limit:sweep-${randomUUID()}`;
    await database.db.insert(rateLimits).values([
      { key: `${prefix}:ended`, points: 3, expire: new Date(Date.now() - 3_600_000) },
      { key: `${prefix}:live`, points: 3, expire: new Date(Date.now() + 60_000) },
    ]);
    expect(store.kind).toBe("postgresql");
    let keys: string[] = [];
    for (let wait = 0; wait < 100; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      keys = (
        await database.db
          .select({ key: rateLimits.key })
          .from(rateLimits)
          .where(like(rateLimits.key, `${prefix}%`))
      )
        .map((row) => row.key)
        .sort();
      if (keys.length < 2) break;
    }
    expect(keys).toEqual([`${prefix}:live`]);
  });

  it("are kept in the database on PostgreSQL, in memory on the embedded PGlite (one process)", async () => {
    const name = `test-${randomUUID()}`;
    const consume = createRateLimit({ name, points: 5, durationSeconds: 60 });
    expect(await consume("198.51.100.3")).toBeNull();
    const rows = await database.db
      .select({ key: rateLimits.key, points: rateLimits.points })
      .from(rateLimits)
      .where(like(rateLimits.key, `rate-limit:${name}:%`));
    expect(rows).toEqual(database.kind === "postgresql" ? [{ key: `rate-limit:${name}:198.51.100.3`, points: 1 }] : []);
  });
});
