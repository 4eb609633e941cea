import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { SHOP_ACTOR } from "~/modules/shop/audit.server";
import { SETTINGS } from "./settings";
import { changeSection, changeSetting, readContactDetails, readSetting } from "./settings.server";

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

describe("a section of the settings page", () => {
  it("refuses every wrong value with its message and saves none of the section", async () => {
    const refused = await changeSection(SHOP_ACTOR, "contact", {
      contactEmail: "not an address",
      contactPhone: "call us",
      contactHours: "Weekdays",
      contactPostalAddress: "",
    });
    expect(refused).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: {
        contactEmail: ["Please enter a valid e-mail address, such as service@example.com."],
        contactPhone: ["Please enter a telephone number with digits, spaces and an optional leading +."],
        contactPostalAddress: ["Please enter the postal address."],
      },
    });
    expect(await readSetting("contactHours")).toBe(SETTINGS.contactHours.defaultValue);
    expect(
      await changeSection(SHOP_ACTOR, "shop", {
        productionLeadDays: "ten",
        serviceRefundLimitEur: "150",
        alterationRefundPercent: "30",
        fitClaimWindowDays: "7",
      }),
    ).toMatchObject({ fieldErrors: { productionLeadDays: ["Please enter a whole number from 1 to 60."] } });
  });

  it("saves the values that changed, one audit entry each, and the storefront's copy follows at once", async () => {
    expect((await readContactDetails()).contactPhone).toBe("+33 1 84 80 20 20");
    const outcome = await changeSection(SHOP_ACTOR, "contact", {
      contactEmail: "Help@Atelier.example ",
      contactPhone: "+44 20 7946 0000",
      contactHours: SETTINGS.contactHours.defaultValue,
      contactPostalAddress: SETTINGS.contactPostalAddress.defaultValue,
    });
    expect(outcome).toEqual({ ok: true, changed: ["contactEmail", "contactPhone"] });
    expect(await readContactDetails()).toMatchObject({
      contactEmail: "Help@Atelier.example",
      contactPhone: "+44 20 7946 0000",
    });
    const entries = await database.db
      .select({ entityId: auditLog.entityId })
      .from(auditLog)
      .where(eq(auditLog.action, "setting.changed"));
    expect(entries.map((entry) => entry.entityId)).toEqual(["productionLeadDays", "contactEmail", "contactPhone"]);
  });
});
