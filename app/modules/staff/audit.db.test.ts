import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { recordAudit, SHOP_ACTOR } from "./audit.server";

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
