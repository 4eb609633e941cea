import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getConnection } from "~/db/client.server";
import { auditLog, currencies } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import type { CacheTopic } from "~/infra/cache.server";
import { clearCache } from "~/infra/cache.server";
import { postgresInvalidationBus } from "~/infra/invalidation.server";
import { SHOP_ACTOR } from "~/modules/shop/audit.server";
import { listCurrencies, setCurrencyRate } from "./currency.server";

const database = databaseForTests({ seed: true });
beforeEach(() => clearCache());

async function storedRates() {
  return database.db
    .select({ code: currencies.code, rate: currencies.rate, setAt: currencies.rateSetAt })
    .from(currencies)
    .orderBy(currencies.id);
}

describe("setCurrencyRate", () => {
  it.each([
    ["XYZ", 0.9, { message: "XYZ is not one of the shop's currencies." }],
    ["gbp", 0.9, { message: "gbp is not one of the shop's currencies." }],
    ["EUR", 1.1, { message: "Prices are set in euros: the euro's rate is always 1." }],
    ["GBP", 0, { fieldErrors: { rate: ["A rate is a number of GBP for one euro, from 0.01 to 100."] } }],
    ["GBP", -0.85, { fieldErrors: { rate: ["A rate is a number of GBP for one euro, from 0.01 to 100."] } }],
    ["GBP", Number.NaN, { fieldErrors: { rate: ["A rate is a number of GBP for one euro, from 0.01 to 100."] } }],
    [
      "GBP",
      Number.POSITIVE_INFINITY,
      { fieldErrors: { rate: ["A rate is a number of GBP for one euro, from 0.01 to 100."] } },
    ],
    ["USD", 850, { fieldErrors: { rate: ["A rate is a number of USD for one euro, from 0.01 to 100."] } }],
    ["USD", 0.001, { fieldErrors: { rate: ["A rate is a number of USD for one euro, from 0.01 to 100."] } }],
    [
      "CHF",
      "0.95" as unknown as number,
      { fieldErrors: { rate: ["A rate is a number of CHF for one euro, from 0.01 to 100."] } },
    ],
  ])("refuses %s at %s with a message and changes nothing", async (code, rate, refusal) => {
    const before = await storedRates();
    await expect(setCurrencyRate(SHOP_ACTOR, code, rate)).resolves.toMatchObject({
      ok: false,
      status: 400,
      ...refusal,
    });
    expect(await storedRates()).toEqual(before);
  });

  it("sets the rate and its date, to six decimals, and this process shows it at once", async () => {
    const shownBefore = (await listCurrencies()).find((currency) => currency.code === "GBP");
    expect(shownBefore?.rate).not.toBe(0.912346);
    const before = Date.now();
    const outcome = await setCurrencyRate(SHOP_ACTOR, "GBP", 0.9123456);
    expect(outcome).toMatchObject({ ok: true, code: "GBP", rate: 0.912346 });
    const [stored] = await database.db
      .select({ rate: currencies.rate, setAt: currencies.rateSetAt })
      .from(currencies)
      .where(eq(currencies.code, "GBP"));
    expect(stored?.rate).toBe(0.912346);
    expect(stored?.setAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await listCurrencies()).find((currency) => currency.code === "GBP")?.rate).toBe(0.912346);
    const [entry] = await database.db
      .select({ action: auditLog.action, staffName: auditLog.staffName, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.entityId, "GBP"));
    expect(entry).toEqual({ action: "currency.rate_set", staffName: SHOP_ACTOR.name, after: { rate: 0.912346 } });
  });

  it.runIf(process.env.TEST_DATABASE_URL)("tells the other instances to forget the currencies", async () => {
    const pool = getConnection().pgPool;
    if (!pool) throw new Error("the test database is not PostgreSQL");
    const heard: CacheTopic[][] = [];
    const otherInstance = await postgresInvalidationBus(pool, (topics) => heard.push([...topics]));
    try {
      heard.length = 0;
      expect((await setCurrencyRate(SHOP_ACTOR, "USD", 1.0625)).ok).toBe(true);
      const start = performance.now();
      while (heard.length === 0 && performance.now() - start < 1000) await new Promise((r) => setTimeout(r, 5));
      expect(heard).toEqual([["currencies"]]);
    } finally {
      await otherInstance.stop();
    }
  });
});
