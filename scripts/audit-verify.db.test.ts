import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { connect } from "~/db/client.server";
import { recordAudit, SHOP_ACTOR } from "~/modules/shop/audit.server";

/*
 * `npm run audit:verify` on an embedded shop's folder, as a person runs it: what it prints and
 * its exit code. The walk itself runs on both databases in modules/shop/audit-chain.db.test.ts.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), "shop-audit-verify-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function withDatabase(work: (database: ReturnType<typeof connect>["db"]) => Promise<void>) {
  const connection = connect({ dataDir: path.join(dataDir, "pglite") });
  try {
    await connection.migrate();
    await work(connection.db);
  } finally {
    await connection.close();
  }
}

async function verify(...args: string[]) {
  try {
    const { stdout } = await promisify(execFile)(
      path.resolve("node_modules/.bin/tsx"),
      ["scripts/audit-verify.ts", ...args],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", DATABASE_MIGRATION_URL: "" } },
    );
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("npm run audit:verify", () => {
  // Each run starts a process that opens the database: slow on a busy machine.
  it("says intact with the count and an anchor, and exits 1 naming the first broken entry", async () => {
    await withDatabase(async (database) => {
      for (const entityId of [1, 2, 3]) {
        await recordAudit(database, SHOP_ACTOR, { action: "order.note_added", entity: "order", entityId });
      }
    });
    const intact = await verify();
    expect(intact.code).toBe(0);
    expect(intact.output).toContain("Audit log intact, 3 entries.");
    expect(intact.output).toMatch(/--anchor \d+:[0-9a-f]{64} /);

    await withDatabase(async (database) => {
      await database.execute(sql`alter table audit_log disable trigger user`);
      await database.execute(sql`update audit_log set after = '{"text": "Nothing happened"}' where entity_id = '2'`);
      await database.execute(sql`alter table audit_log enable trigger user`);
    });
    const broken = await verify();
    expect(broken.code).toBe(1);
    expect(broken.output).toMatch(
      /Audit log broken at entry #\d+ \(\d{4}-\d\d-\d\dT[\d:.]+Z\): its content no longer matches/,
    );
    expect(broken.output).toContain("Entries before it that check out: 1.");
  }, 300_000);
});
