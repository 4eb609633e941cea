import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { listAudit, recordAudit, SHOP_ACTOR } from "~/modules/shop/audit.server";

const database = databaseForTests();

describe("the audit log", () => {
  it("keeps who did what to which record, before and after", async () => {
    await recordAudit(database.db, SHOP_ACTOR, {
      action: "order.note_added",
      entity: "order",
      entityId: 42,
      before: null,
      after: { text: "Called the customer" },
    });
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.entityId, "42"));
    expect(entry).toMatchObject({
      staffId: null,
      staffName: "The shop",
      action: "order.note_added",
      entity: "order",
      after: { text: "Called the customer" },
    });
    expect(entry?.at).toBeInstanceOf(Date);
  });

  it("is append only: the database refuses to change, delete or truncate an entry", async () => {
    await recordAudit(database.db, SHOP_ACTOR, { action: "test.kept", entity: "test", entityId: "x" });
    await expect(
      database.db.update(auditLog).set({ action: "test.rewritten" }).where(eq(auditLog.entity, "test")),
    ).rejects.toThrow();
    await expect(database.db.delete(auditLog).where(eq(auditLog.entity, "test"))).rejects.toThrow();
    await expect(database.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const kept = await database.db.select().from(auditLog).where(eq(auditLog.entity, "test"));
    expect(kept.map((entry) => entry.action)).toEqual(["test.kept"]);
  });
});

describe("reading the audit log", () => {
  it("filters by action family, record and the shop's calendar days, newest first, a page at a time", async () => {
    for (let index = 0; index < 3; index++) {
      await recordAudit(database.db, SHOP_ACTOR, { action: "order.note_added", entity: "order", entityId: 7 });
    }
    await recordAudit(database.db, SHOP_ACTOR, { action: "setting.changed", entity: "setting", entityId: "lead" });
    const notes = await listAudit({ action: "order.", entityId: "7" });
    expect(notes.entries).toHaveLength(3);
    expect(notes.entries.map((entry) => entry.id)).toEqual(
      [...notes.entries.map((entry) => entry.id)].sort((a, b) => b - a),
    );
    expect(notes.nextBefore).toBeUndefined();
    // "%" is a character here, not a wildcard.
    expect((await listAudit({ action: "%" })).entries).toHaveLength(0);

    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome" }).format(new Date());
    expect((await listAudit({ from: today, to: today, entity: "setting" })).entries).toHaveLength(1);
    expect((await listAudit({ from: "2001-01-01", to: "2001-01-02" })).entries).toHaveLength(0);
    const olderThanNewest = await listAudit({ action: "order.", entityId: "7", before: notes.entries[0]!.id });
    expect(olderThanNewest.entries).toHaveLength(2);
  });
});
