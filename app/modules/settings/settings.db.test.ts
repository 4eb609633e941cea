import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { SHOP_ACTOR } from "~/modules/staff/audit.server";
import { changeSetting, readSetting } from "./settings.server";

const database = databaseForTests();

describe("the shop's settings", () => {
  it("read their default until set, then the value set, with an audit entry", async () => {
    expect(await readSetting("productionLeadDays")).toBe(10);
    expect(await changeSetting(SHOP_ACTOR, "productionLeadDays", "12")).toEqual({ ok: true, value: 12 });
    expect(await readSetting("productionLeadDays")).toBe(12);
    const entries = await database.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.action, "setting.changed"));
    expect(entries).toEqual([{ before: 10, after: 12 }]);
  });

  it("refuse a value outside the setting's limits and keep the old one", async () => {
    const refused = await changeSetting(SHOP_ACTOR, "productionLeadDays", 0);
    expect(refused).toMatchObject({ ok: false, status: 400 });
    expect(await readSetting("productionLeadDays")).toBe(12);
  });
});
