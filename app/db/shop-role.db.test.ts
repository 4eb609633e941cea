import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigurationError } from "~/config.server";
import { recordAudit, SHOP_ACTOR } from "~/modules/shop/audit.server";
import { verifyAuditChain } from "~/modules/shop/audit-chain.server";
import { connect } from "./client.server";
import { migratePostgres } from "./migrate.server";
import { seedReferenceData } from "./seed/seed.server";
import { grantShopRole } from "./shop-role.server";

/*
 * A deployment with two roles (README, Deploy): the owner migrates and grants, the shop runs as
 * its own role and may only add to and read the audit log. Roles belong to a PostgreSQL server,
 * so these tests need one (TEST_DATABASE_URL); the embedded shop keeps one role.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const suffix = randomBytes(4).toString("hex");
const names = { database: `shop_roles_${suffix}`, owner: `shop_owner_${suffix}`, shop: `shop_app_${suffix}` };

function urlAs(role: string) {
  const url = new URL(serverUrl!);
  url.username = role;
  url.password = "";
  url.pathname = `/${names.database}`;
  return url.toString();
}

async function asServerAdmin(...statements: string[]) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

describe.skipIf(!serverUrl)("the shop's own database role", () => {
  let owner: ReturnType<typeof connect>;
  let shop: ReturnType<typeof connect>;

  beforeAll(async () => {
    await asServerAdmin(
      `create role ${names.owner} login`,
      `create role ${names.shop} login`,
      `create database ${names.database} owner ${names.owner}`,
    );
    owner = connect({ databaseUrl: urlAs(names.owner), poolSize: 2 });
    shop = connect({ databaseUrl: urlAs(names.shop), poolSize: 2 });
  });
  afterAll(async () => {
    await Promise.all([owner?.close(), shop?.close()]);
    await asServerAdmin(
      `drop database if exists ${names.database} with (force)`,
      `drop role if exists ${names.shop}`,
      `drop role if exists ${names.owner}`,
    );
  });

  it("is refused at start while the owner has not migrated, with what to do", async () => {
    await expect(shop.migrate()).rejects.toThrow(ConfigurationError);
    await expect(shop.migrate()).rejects.toThrow(/npm run db:migrate.*DATABASE_MIGRATION_URL/);
  });

  it("starts once the owner migrated and granted, then adds to and reads the audit log", async () => {
    await owner.migrate();
    expect(await grantShopRole(owner.pgPool!, urlAs(names.shop))).toBe(names.shop);
    // What the shop does at every start: nothing left to migrate, then the reference data.
    await shop.migrate();
    await seedReferenceData(shop.db);
    await recordAudit(shop.db, SHOP_ACTOR, { action: "setting.changed", entity: "setting", entityId: "lead" });
    const { rows } = await shop.pgPool!.query("select action from audit_log");
    expect(rows).toEqual([{ action: "setting.changed" }]);
    expect(await verifyAuditChain(shop.db)).toMatchObject({ intact: true, entries: 1 });
  });

  it("cannot change, remove or unchain an entry, nor change the schema", async () => {
    const refusals = {
      "update audit_log set after = '{}'": /permission denied for table audit_log/,
      "delete from audit_log": /permission denied for table audit_log/,
      "truncate audit_log": /permission denied for table audit_log/,
      "alter table audit_log disable trigger audit_log_no_update_or_delete": /must be owner of table audit_log/,
      "alter table audit_log disable trigger user": /must be owner of table audit_log/,
      "drop trigger audit_log_chained on audit_log": /must be owner of (table|relation) audit_log/,
      "create or replace function audit_log_chain() returns trigger language plpgsql as 'begin return new; end'":
        /permission denied for schema public|must be owner of function audit_log_chain/,
      "select setval('audit_log_id_seq', 1)": /permission denied for sequence audit_log_id_seq/,
      "create table shop_notes (id int)": /permission denied for schema public/,
      "alter table orders add column note text": /must be owner of table orders/,
    };
    for (const [statement, refusal] of Object.entries(refusals)) {
      await expect(shop.pgPool!.query(statement), statement).rejects.toThrow(refusal);
    }
    expect(await verifyAuditChain(shop.db)).toMatchObject({ intact: true, entries: 1 });
  });

  it("reads and writes tables a later migration adds", async () => {
    await owner.pgPool!.query("create table later_table (id serial primary key, note text)");
    await shop.pgPool!.query("insert into later_table (note) values ('made by the shop')");
    await shop.pgPool!.query("update later_table set note = 'changed by the shop'");
    const { rows } = await shop.pgPool!.query("select note from later_table");
    expect(rows).toEqual([{ note: "changed by the shop" }]);
  });

  it("is refused when it could still rewrite the log: a member of the owner's role", async () => {
    await asServerAdmin(`grant ${names.owner} to ${names.shop}`);
    try {
      await expect(grantShopRole(owner.pgPool!, urlAs(names.shop))).rejects.toThrow(/member of the owner's role/);
    } finally {
      await asServerAdmin(`revoke ${names.owner} from ${names.shop}`);
    }
  });

  it("says what to do when a new version's migration is waiting for the owner", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "shop-migrations-"));
    try {
      cpSync(path.resolve("drizzle"), folder, { recursive: true });
      const journalFile = path.join(folder, "meta/_journal.json");
      const journal = JSON.parse(readFileSync(journalFile, "utf8"));
      const tag = "9999_next-version";
      journal.entries.push({
        idx: journal.entries.length,
        version: "7",
        when: Date.now() + 1000,
        tag,
        breakpoints: true,
      });
      writeFileSync(journalFile, JSON.stringify(journal));
      writeFileSync(path.join(folder, `${tag}.sql`), "CREATE TABLE next_version (id int);");
      const [asOwner, asShop] = [owner.pgPool!, shop.pgPool!];
      await expect(migratePostgres(drizzle(asShop), asShop, folder)).rejects.toThrow(/npm run db:migrate/);
      await migratePostgres(drizzle(asOwner), asOwner, folder);
      await migratePostgres(drizzle(asShop), asShop, folder);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
