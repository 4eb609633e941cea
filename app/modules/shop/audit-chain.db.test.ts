import { asc, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { type Actor, recordAudit, recordAudits, SHOP_ACTOR } from "~/modules/shop/audit.server";
import { CHAIN_START, type ChainAnchor, parseChainAnchor, verifyAuditChain } from "~/modules/shop/audit-chain.server";

const database = databaseForTests();

const ANNA: Actor = { id: null, name: "Anna (owner)" };

/**
 * What only someone above the shop's role can do (the tests connect as a superuser): the
 * statements run in one transaction with the audit log's triggers off (its append-only and
 * chain triggers, and the check of its staff member's reference).
 */
async function asSuperuser(...statements: string[]) {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql.raw("alter table audit_log disable trigger all"));
    for (const statement of statements) await tx.execute(sql.raw(statement));
    await tx.execute(sql.raw("alter table audit_log enable trigger all"));
  });
}

async function entries() {
  return database.db
    .select({ id: auditLog.id, previousHash: auditLog.previousHash, hash: auditLog.hash })
    .from(auditLog)
    .orderBy(asc(auditLog.id));
}

/** Five entries: three one by one, two in one statement. */
async function writeFive() {
  for (const entityId of [1, 2, 3]) {
    await recordAudit(database.db, ANNA, {
      action: "order.note_added",
      entity: "order",
      entityId,
      after: { text: `Note ${entityId}`, "é ✓": [1.5, null, true] },
    });
  }
  await recordAudits(database.db, SHOP_ACTOR, [
    { action: "fabric.imported", entity: "fabric", entityId: "F-1", after: { name: "Oxford" } },
    { action: "fabric.imported", entity: "fabric", entityId: "F-2", before: { name: "Poplin" } },
  ]);
  return entries();
}

describe("the audit log's hash chain", () => {
  beforeEach(() => asSuperuser("truncate audit_log"));

  it("links every entry to the one before, whatever writes it, and an intact log checks out", async () => {
    const rows = await writeFive();
    expect(rows.map((row) => row.previousHash)).toEqual([CHAIN_START, ...rows.slice(0, -1).map((row) => row.hash)]);
    // The hash given by an insert is the database's, not the caller's.
    await database.db.insert(auditLog).values({
      staffName: "Mallory",
      action: "x.y",
      entity: "x",
      entityId: "1",
      previousHash: "f".repeat(64),
      hash: "f".repeat(64),
    });
    const report = await verifyAuditChain(database.db, { batchSize: 2 });
    const last = (await entries()).at(-1)!;
    expect(last.previousHash).toBe(rows.at(-1)?.hash);
    expect(report).toMatchObject({ intact: true, entries: 6, last: { id: last.id, hash: last.hash } });
  });

  it("finds an entry whose `after` was rewritten", async () => {
    const rows = await writeFive();
    await asSuperuser(`update audit_log set after = '{"text": "Nothing happened"}' where id = ${rows[1]!.id}`);
    expect(await verifyAuditChain(database.db)).toMatchObject({
      intact: false,
      entries: 1,
      brokenAt: { id: rows[1]!.id },
      problem: expect.stringContaining("changed"),
    });
  });

  it.each([
    ["its time", "at = at + interval '1 microsecond'"],
    ["who", "staff_name = 'Someone else'"],
    ["who, by id", "staff_id = 'staff-2'"],
    ["the action", "action = 'order.cancelled'"],
    ["the record", "entity = 'shirt'"],
    ["the record's id", "entity_id = '4'"],
    ["before", `before = '{"text": null}'`],
    ["its id", "id = id + 1000"],
    ["a space in after", `after = jsonb_set(after, '{text}', '"Note 3 "')`],
  ])("finds an entry whose %s changed", async (_field, change) => {
    const rows = await writeFive();
    await asSuperuser(`update audit_log set ${change} where id = ${rows[2]!.id}`);
    expect(await verifyAuditChain(database.db)).toMatchObject({ intact: false, entries: 2 });
  });

  it("finds an entry removed from the middle or the start", async () => {
    const rows = await writeFive();
    await asSuperuser(`delete from audit_log where id = ${rows[2]!.id}`);
    expect(await verifyAuditChain(database.db)).toMatchObject({
      intact: false,
      entries: 2,
      brokenAt: { id: rows[3]!.id },
      problem: expect.stringContaining(`does not follow entry #${rows[1]!.id}`),
    });
    await asSuperuser(`delete from audit_log where id = ${rows[0]!.id}`);
    expect(await verifyAuditChain(database.db)).toMatchObject({
      intact: false,
      entries: 0,
      brokenAt: { id: rows[1]!.id },
      problem: expect.stringContaining("does not follow the start of the log"),
    });
  });

  it("with an anchor noted earlier, finds a chain written again and entries removed from its end", async () => {
    const rows = await writeFive();
    const anchor: ChainAnchor = { id: rows[3]!.id, hash: rows[3]!.hash };
    expect(await verifyAuditChain(database.db, { anchor })).toMatchObject({ intact: true, entries: 5 });
    // Whoever may rewrite the table recomputes every hash after the entry they changed.
    await asSuperuser(
      `update audit_log set after = '{"text": "Nothing happened"}' where id = ${rows[1]!.id}`,
      `do $$
      declare entry audit_log; previous text := repeat('0', 64);
      begin
        for entry in select * from audit_log order by id loop
          update audit_log set previous_hash = previous, hash = audit_log_chain_hash(previous, audit_log_content(entry))
            where id = entry.id returning hash into previous;
        end loop;
      end $$`,
    );
    expect(await verifyAuditChain(database.db)).toMatchObject({ intact: true });
    expect(await verifyAuditChain(database.db, { anchor })).toMatchObject({
      intact: false,
      brokenAt: { id: anchor.id },
      problem: expect.stringContaining("written again"),
    });

    await asSuperuser("truncate audit_log");
    const again = await writeFive();
    await asSuperuser(`delete from audit_log where id >= ${again[3]!.id}`);
    expect(await verifyAuditChain(database.db)).toMatchObject({ intact: true, entries: 3 });
    expect(await verifyAuditChain(database.db, { anchor: { id: again[3]!.id, hash: again[3]!.hash } })).toMatchObject({
      intact: false,
      problem: expect.stringContaining(`#${again[3]!.id} is missing`),
    });
  });

  it("stays one chain when many transactions on several connections write at once", async () => {
    const writers = Array.from({ length: 24 }, (_, writer) =>
      database.db.transaction(async (tx) => {
        await recordAudit(tx, ANNA, { action: "order.note_added", entity: "order", entityId: writer });
        await tx.execute(sql`select pg_sleep(0.01)`);
        await recordAudit(tx, ANNA, { action: "order.shipped", entity: "order", entityId: writer });
      }),
    );
    await Promise.all(writers);
    expect(await verifyAuditChain(database.db)).toMatchObject({ intact: true, entries: 48 });
    // A writer's entries are consecutive: the second writer waited for the first one's commit.
    const rows = await database.db.select({ entityId: auditLog.entityId }).from(auditLog).orderBy(asc(auditLog.id));
    for (let index = 0; index < rows.length; index += 2) {
      expect(rows[index + 1]?.entityId).toBe(rows[index]?.entityId);
    }
  });

  it("takes an anchor as the check prints it, and nothing else", () => {
    expect(parseChainAnchor(` 12:${"ab".repeat(32)}\n`)).toEqual({ id: 12, hash: "ab".repeat(32) });
    for (const text of ["12:abc", `12:${"AB".repeat(32)}`, `:${"ab".repeat(32)}`, "12"]) {
      expect(parseChainAnchor(text)).toBeNull();
    }
  });

  it("an empty log is intact", async () => {
    expect(await verifyAuditChain(database.db)).toEqual({ intact: true, entries: 0, last: undefined });
  });
});
