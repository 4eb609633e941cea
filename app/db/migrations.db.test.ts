import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { recordAudit, SHOP_ACTOR } from "~/modules/shop/audit.server";
import { CHAIN_START, verifyAuditChain } from "~/modules/shop/audit-chain.server";
import { promiseAtPayment } from "~/modules/shop/promise";
import type { Database } from "./client.server";
import * as schema from "./schema";
import { seedDatabase } from "./seed/seed.server";

/*
 * Migrations that change data, each run on a shop as it was before them. Migration 0007 backfills the shirts and the dated promise of orders paid before it (its
 * SQL repeats modules/shop/promise.ts). A shop at migration 0006 with paid, waiting and
 * weekend-paid orders is migrated, and what the SQL made is compared with the module's rule.
 */

const MIGRATIONS = path.resolve("drizzle");
const before = mkdtempSync(path.join(tmpdir(), "shop-migrations-"));
afterAll(() => rmSync(before, { recursive: true, force: true }));

/** The migrations folder as it was up to `lastIndex` (its SQL files, snapshots and journal). */
function migrationsUpTo(lastIndex: number): string {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, "meta/_journal.json"), "utf8"));
  journal.entries = journal.entries.filter((entry: { idx: number }) => entry.idx <= lastIndex);
  cpSync(MIGRATIONS, before, { recursive: true });
  writeFileSync(path.join(before, "meta/_journal.json"), JSON.stringify(journal));
  return before;
}

describe("migration 0007", () => {
  it("gives orders paid before it their shirts and the promise the module would give", async () => {
    const client = new PGlite({ extensions: { pg_trgm } });
    const database = drizzle(client);
    await migrate(database, { migrationsFolder: migrationsUpTo(6) });
    const paidAt = {
      // Just after midnight in Italy on Friday 4 December: that Italian day counts.
      1: "2026-12-03T23:30:00Z",
      3: "2026-12-04T10:00:00Z",
      // Paid on a Sunday in summer time.
      4: "2026-07-05T09:00:00Z",
    };
    await client.exec(`
      insert into delivery_options (id, name, fee_cents) values (1, 'Standard delivery', 0), (2, 'Express delivery', 1490);
      insert into orders (id, status, fingerprint, currency_code, rate, subtotal_minor, delivery_minor, total_minor,
        delivery_option_id, delivery_name, payment_method_id, payment_provider, customer_name, customer_email,
        shipping_address, billing_address, paid_at) values
        (1, 'paid', 'a', 'EUR', 1, 1, 0, 1, 1, 'Standard', 1, 'test', 'A', 'a@example.com', '{}', '{}', '${paidAt[1]}'),
        (2, 'pending_payment', 'b', 'EUR', 1, 1, 0, 1, 2, 'Express', 1, 'test', 'B', 'b@example.com', '{}', '{}', null),
        (3, 'paid', 'c', 'EUR', 1, 1, 0, 1, 2, 'Express', 1, 'test', 'C', 'c@example.com', '{}', '{}', '${paidAt[3]}'),
        (4, 'paid', 'd', 'EUR', 1, 1, 0, 1, 1, 'Standard', 1, 'test', 'D', 'd@example.com', '{}', '{}', '${paidAt[4]}');
      insert into order_lines (order_id, model_id, name, design, design_labels, look, size, quantity, unit_price_minor, line_total_minor) values
        (1, 1, 'x', '{}', '[]', '{}', '{}', 3, 1, 3), (1, 1, 'y', '{}', '[]', '{}', '{}', 1, 1, 1),
        (2, 1, 'z', '{}', '[]', '{}', '{}', 2, 1, 2), (3, 1, 'w', '{}', '[]', '{}', '{}', 1, 1, 1),
        (4, 1, 'v', '{}', '[]', '{}', '{}', 2, 1, 2);
    `);
    await migrate(database, { migrationsFolder: MIGRATIONS });

    const units = await client.query<{ order_id: number; unit_number: number; stage: string }>(
      "select order_id, unit_number, stage from shirt_units order by order_id, order_line_id, unit_number",
    );
    expect(units.rows.map((unit) => `${unit.order_id}:${unit.unit_number}:${unit.stage}`)).toEqual([
      "1:1:queued",
      "1:2:queued",
      "1:3:queued",
      "1:1:queued",
      "3:1:queued",
      "4:1:queued",
      "4:2:queued",
    ]);
    const promised = await client.query<{ id: number; earliest: string | null; latest: string | null }>(
      "select id, promised_earliest::text as earliest, promised_latest::text as latest from orders order by id",
    );
    const standard = { minDays: 5, maxDays: 7 };
    const express = { minDays: 2, maxDays: 3 };
    expect(promised.rows).toEqual([
      { id: 1, ...promiseAtPayment(new Date(paidAt[1]), 10, standard) },
      { id: 2, earliest: null, latest: null },
      { id: 3, ...promiseAtPayment(new Date(paidAt[3]), 10, express) },
      { id: 4, ...promiseAtPayment(new Date(paidAt[4]), 10, standard) },
    ]);
    expect(promised.rows[0]).toEqual({ id: 1, earliest: "2026-12-25", latest: "2026-12-29" });
    await client.close();
    // Every migration runs twice on a fresh PGlite: a minute and more on a busy machine.
  }, 180_000);
});

describe("migration 0024", () => {
  it("moves shirts placed below 0 into the gallery's positions, keeping the gallery's order", async () => {
    const client = new PGlite({ extensions: { pg_trgm } });
    const database = drizzle(client, { schema });
    await migrate(database, { migrationsFolder: migrationsUpTo(23) });
    await seedDatabase(database as unknown as Database);
    // Two shirts made from fabrics by the rule before it: the first position less one, twice.
    await client.exec(`
      update shirt_models set sort_order = sort_order + 5;
      update shirt_models set sort_order = -1 where id = (select max(id) - 1 from shirt_models);
      update shirt_models set sort_order = -2 where id = (select max(id) from shirt_models);
    `);
    const order = "select id, sort_order from shirt_models order by sort_order, id";
    const before = await client.query<{ id: number; sort_order: number }>(order);
    await migrate(database, { migrationsFolder: MIGRATIONS });
    const after = await client.query<{ id: number; sort_order: number }>(order);
    expect(after.rows.map((row) => row.id)).toEqual(before.rows.map((row) => row.id));
    expect(after.rows[0]?.sort_order).toBe(0);
    expect(
      after.rows.map((row) => row.sort_order - (before.rows.find((old) => old.id === row.id)?.sort_order ?? 0)),
    ).toEqual(after.rows.map(() => 2));
    await client.close();
  }, 180_000);
});

describe("migration 0026", () => {
  it("chains the audit entries written before it, in their order, and new ones after them", async () => {
    const client = new PGlite({ extensions: { pg_trgm } });
    const migrated = drizzle(client, { schema });
    const database = migrated as unknown as Database;
    await migrate(migrated, { migrationsFolder: migrationsUpTo(25) });
    await client.exec(`
      insert into audit_log (at, staff_name, action, entity, entity_id, before, after) values
        ('2026-03-01T09:00:00Z', 'The shop', 'order.production_started', 'order', '1', null, '{"shirts": 2}'),
        ('2026-03-02T10:30:00.123456Z', 'Anna', 'order.status_changed', 'order', '1', '{"status": "paid"}', '{"status": "shipped"}'),
        ('2026-03-01T08:00:00Z', 'Anna', 'setting.changed', 'setting', 'lead', '{"days": 10}', '{"days": 12}');
    `);
    const ids = (await client.query<{ id: number }>("select id from audit_log order by id")).rows.map((row) => row.id);
    await migrate(migrated, { migrationsFolder: MIGRATIONS });

    expect(await verifyAuditChain(database)).toMatchObject({ intact: true, entries: 3, last: { id: ids[2] } });
    const chained = await client.query<{ id: number; previous_hash: string }>(
      "select id, previous_hash from audit_log order by id",
    );
    expect(chained.rows.map((row) => row.id)).toEqual(ids);
    expect(chained.rows[0]?.previous_hash).toBe(CHAIN_START);
    // Still append only.
    await expect(client.exec("update audit_log set after = null")).rejects.toThrow(/append only/);

    await recordAudit(database, SHOP_ACTOR, { action: "order.note_added", entity: "order", entityId: 1 });
    expect(await verifyAuditChain(database)).toMatchObject({ intact: true, entries: 4 });
    await client.close();
  }, 180_000);
});
