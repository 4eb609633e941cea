import { randomBytes } from "node:crypto";
import { count } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, EXCLUSIVE_WORK, exclusively } from "./client.server";
import { categories, collars, currencies, fabrics, homeContent, shirtModels } from "./schema";
import { seedDatabase, seedReferenceData } from "./seed/seed.server";

/*
 * Start-up on PostgreSQL, as several instances do it: each opens its own pool and migrates and
 * seeds under the schema advisory lock (app/db/open.server.ts). PGlite is one process's own
 * database, so these tests need a PostgreSQL server (TEST_DATABASE_URL).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const name = `shop_start_${randomBytes(6).toString("hex")}`;
let databaseUrl = "";

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe.skipIf(!serverUrl)("several instances starting on one empty PostgreSQL database", () => {
  beforeAll(async () => {
    await admin(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  });
  afterAll(async () => {
    await admin(`drop database if exists ${name} with (force)`);
  });

  it("apply each migration once, seed once, and all come up", async () => {
    const instances = Array.from({ length: 4 }, () => connect({ databaseUrl, poolSize: 3 }));
    try {
      const order: string[] = [];
      const started = await Promise.allSettled(
        instances.map((instance, index) =>
          exclusively(instance, EXCLUSIVE_WORK.schema, { wait: true }, async () => {
            order.push(`start ${index}`);
            await instance.migrate();
            await seedReferenceData(instance.db);
            order.push(`end ${index}`);
          }),
        ),
      );
      expect(started.map((outcome) => outcome.status)).toEqual(["fulfilled", "fulfilled", "fulfilled", "fulfilled"]);
      // One at a time: every start is followed by its own end.
      for (let step = 0; step < order.length; step += 2) {
        expect(order[step + 1]).toBe(order[step]?.replace("start", "end"));
      }
      const db = instances[0]!.db;
      const applied = await instances[0]!.pgPool!.query<{ hash: string; n: number }>(
        "select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash",
      );
      expect(applied.rows.length).toBeGreaterThan(0);
      expect(applied.rows.every((row) => row.n === 1)).toBe(true);
      const [currencyRows] = await db.select({ n: count() }).from(currencies);
      expect(currencyRows?.n).toBe(4);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  });

  it("gives a deployment the shop's reference data and pages, not the demo catalogue, until it is asked for", async () => {
    const instance = connect({ databaseUrl, poolSize: 2 });
    try {
      const db = instance.db;
      const counts = async () =>
        Object.fromEntries(
          await Promise.all(
            Object.entries({ categories, fabrics, shirtModels, collars, homeContent }).map(async ([key, table]) => {
              const [row] = await db.select({ n: count() }).from(table);
              return [key, row?.n ?? 0] as const;
            }),
          ),
        );
      expect(await counts()).toMatchObject({ categories: 0, fabrics: 0, shirtModels: 0, collars: 29, homeContent: 1 });
      await seedDatabase(db);
      const seeded = await counts();
      expect(seeded.categories).toBeGreaterThan(0);
      expect(seeded.shirtModels).toBeGreaterThan(0);
      expect(seeded.collars).toBe(29);
    } finally {
      await instance.close();
    }
  });

  it("lets one instance sweep while the others skip", async () => {
    const [first, second] = [connect({ databaseUrl, poolSize: 2 }), connect({ databaseUrl, poolSize: 2 })];
    try {
      let release = () => {};
      const holding = exclusively(first, EXCLUSIVE_WORK.orderSweep, { wait: false }, async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return "swept";
      });
      // Wait until the first instance holds the lock.
      await expect
        .poll(async () => {
          const { rows } = await first.pgPool!.query(
            "select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = $1",
            [EXCLUSIVE_WORK.orderSweep],
          );
          return rows[0].n;
        })
        .toBe(1);
      expect(await exclusively(second, EXCLUSIVE_WORK.orderSweep, { wait: false }, async () => "swept twice")).toEqual({
        ran: false,
      });
      release();
      expect(await holding).toEqual({ ran: true, result: "swept" });
      expect(await exclusively(second, EXCLUSIVE_WORK.orderSweep, { wait: false }, async () => "next round")).toEqual({
        ran: true,
        result: "next round",
      });
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
