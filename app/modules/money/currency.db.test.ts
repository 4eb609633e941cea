import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getConnection } from "~/db/client.server";
import { auditLog, currencies } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import type { CacheTopic } from "~/infra/cache.server";
import { clearCache } from "~/infra/cache.server";
import { postgresInvalidationBus } from "~/infra/invalidation.server";
import { isRateStale, STALE_RATE_DAYS } from "~/modules/settings/forms";
import { listCurrencies, listCurrencyRates, setCurrencyRate } from "./currency.server";

const database = databaseForTests({ seed: true });
beforeEach(() => clearCache());

const OWNER = { id: null, name: "Olga (owner)", role: "owner" } as const;
const SERVICE = { id: null, name: "Sam (customer service)", role: "service" } as const;

async function storedRates() {
  return database.db
    .select({ code: currencies.code, rate: currencies.rate, setAt: currencies.rateSetAt })
    .from(currencies)
    .orderBy(currencies.id);
}

describe("a freshly seeded shop's rates", () => {
  it("count as checked when the shop was seeded: nothing to check until they are a week old", async () => {
    const rates = (await listCurrencyRates()).filter((rate) => rate.code !== "EUR");
    expect(rates.map((rate) => rate.code)).toEqual(["GBP", "USD", "CHF"]);
    const now = new Date();
    for (const rate of rates) expect(Math.abs(now.getTime() - rate.setAt.getTime())).toBeLessThan(10 * 60_000);
    expect(rates.filter((rate) => isRateStale(rate.setAt, now))).toEqual([]);
    const weekLater = new Date(now.getTime() + (STALE_RATE_DAYS * 24 + 1) * 60 * 60_000);
    expect(rates.filter((rate) => isRateStale(rate.setAt, weekLater))).toHaveLength(3);
  });
});

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
    await expect(setCurrencyRate(OWNER, code, rate)).resolves.toMatchObject({
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
    const outcome = await setCurrencyRate(OWNER, "GBP", 0.9123456);
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
    expect(entry).toEqual({ action: "currency.rate_set", staffName: OWNER.name, after: { rate: 0.912346 } });
  });

  it.runIf(process.env.TEST_DATABASE_URL)("tells the other instances to forget the currencies", async () => {
    const pool = getConnection().pgPool;
    if (!pool) throw new Error("the test database is not PostgreSQL");
    const heard: CacheTopic[][] = [];
    const otherInstance = await postgresInvalidationBus(pool, (topics) => heard.push([...topics]));
    try {
      heard.length = 0;
      expect((await setCurrencyRate(OWNER, "USD", 1.0625)).ok).toBe(true);
      const start = performance.now();
      while (heard.length === 0 && performance.now() - start < 1000) await new Promise((r) => setTimeout(r, 5));
      expect(heard).toEqual([["currencies"]]);
    } finally {
      await otherInstance.stop();
    }
  });
});

describe("a change of more than 20 % at once", () => {
  async function rateOf(code: string) {
    return (await storedRates()).find((currency) => currency.code === code)!.rate;
  }
  const auditsOf = (code: string) =>
    database.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.entityId, code));

  it("is refused to customer service, saying the owner can make it, and changes nothing", async () => {
    expect(await setCurrencyRate(OWNER, "GBP", 0.85)).toMatchObject({ ok: true });
    const [before, audited] = [await storedRates(), (await auditsOf("GBP")).length];

    for (const confirmedFrom of [undefined, 0.85]) {
      expect(await setCurrencyRate(SERVICE, "GBP", 0.01, confirmedFrom)).toEqual({
        ok: false,
        status: 403,
        message:
          "GBP from 0.85 to 0.01 is 98.8 % lower: a change of more than 20 % at once is the owner's to make. Please ask the owner, who can make it; you can set GBP from 0.68 to 1.02.",
      });
    }
    expect(await setCurrencyRate(SERVICE, "GBP", 1.03)).toMatchObject({ ok: false, status: 403 });
    expect(await storedRates()).toEqual(before);
    expect(await auditsOf("GBP")).toHaveLength(audited);

    expect(await setCurrencyRate(SERVICE, "GBP", 1.02)).toMatchObject({ ok: true, rate: 1.02 });
    expect(await rateOf("GBP")).toBe(1.02);
  });

  it("waits for the owner's confirmation from the current rate, then is set and audited as any rate", async () => {
    const current = await rateOf("CHF");
    const asked = await setCurrencyRate(OWNER, "CHF", 0.05);
    expect(asked).toMatchObject({
      ok: false,
      status: 409,
      message: expect.stringMatching(/^CHF from 0.95 to 0.05 is 94.7 % lower: more than 20 % at once/),
      confirm: { code: "CHF", currentRate: current, newRate: 0.05 },
    });
    // Confirmed from a rate that is no longer the current one (someone set it meanwhile): asked again.
    expect(await setCurrencyRate(OWNER, "CHF", 0.05, 0.5)).toMatchObject({
      status: 409,
      confirm: { currentRate: current },
    });
    expect(await rateOf("CHF")).toBe(current);
    expect(await auditsOf("CHF")).toEqual([]);

    expect(await setCurrencyRate(OWNER, "CHF", 0.05, current)).toMatchObject({ ok: true, code: "CHF", rate: 0.05 });
    expect(await rateOf("CHF")).toBe(0.05);
    expect(await auditsOf("CHF")).toEqual([
      { before: { rate: current, setAt: expect.any(String) }, after: { rate: 0.05 } },
    ]);
  });
});
