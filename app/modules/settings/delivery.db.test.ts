import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, deliveryOptions } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { clearCache } from "~/infra/cache.server";
import { listDeliveryOptions } from "~/modules/checkout/checkout.server";
import { SHOP_ACTOR } from "~/modules/shop/audit.server";
import { getDeliveryOption, listDeliveryOptionsForStaff, saveDeliveryOption } from "./delivery.server";
import { DELIVERY_MESSAGES } from "./forms";

const database = databaseForTests({ seed: true });
beforeEach(() => clearCache());

const form = (values: Record<string, string> = {}) => ({
  name: "Express",
  description: "Tracked, signed for",
  fee: "19.90",
  minDays: "1",
  maxDays: "2",
  sortOrder: "20",
  active: "on",
  ...values,
});

async function theDefault() {
  return (await listDeliveryOptionsForStaff()).filter((option) => option.isDefault).map((option) => option.id);
}

describe("delivery options", () => {
  it("adds an option, offered at checkout at once with its fee in cents, audited", async () => {
    await listDeliveryOptions(); // kept in memory, as the checkout keeps it
    const saved = await saveDeliveryOption(SHOP_ACTOR, null, form());
    expect(saved).toMatchObject({ ok: true });
    const id = saved.ok ? saved.id : 0;
    const offered = await listDeliveryOptions();
    expect(offered.find((option) => option.id === id)).toMatchObject({ name: "Express", feeCents: 1990 });
    const [entry] = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(entry?.action).toBe("delivery.created");
  });

  it("changes a fee (9,5 is 950 cents) and the checkout follows", async () => {
    const [standard] = await listDeliveryOptionsForStaff();
    await listDeliveryOptions();
    const { id, ...rest } = standard!;
    const outcome = await saveDeliveryOption(SHOP_ACTOR, id, {
      ...form({ name: rest.name, minDays: String(rest.minDays), maxDays: String(rest.maxDays) }),
      fee: "9,5",
      isDefault: rest.isDefault ? "on" : undefined,
    });
    expect(outcome).toEqual({ ok: true, id });
    expect((await listDeliveryOptions()).find((option) => option.id === id)?.feeCents).toBe(950);
  });

  it("refuses bad values with a message per field, and changes nothing", async () => {
    const before = await listDeliveryOptionsForStaff();
    const outcome = await saveDeliveryOption(SHOP_ACTOR, null, {
      name: " ",
      fee: "12.345",
      minDays: "5",
      maxDays: "3",
      sortOrder: "-1",
    });
    expect(outcome).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: {
        name: [DELIVERY_MESSAGES.name],
        fee: [DELIVERY_MESSAGES.fee],
        sortOrder: [DELIVERY_MESSAGES.sortOrder],
      },
    });
    expect(await saveDeliveryOption(SHOP_ACTOR, null, form({ minDays: "5", maxDays: "3" }))).toMatchObject({
      fieldErrors: { maxDays: [DELIVERY_MESSAGES.maxBeforeMin] },
    });
    expect(await saveDeliveryOption(SHOP_ACTOR, null, form({ fee: "1000.01" }))).toMatchObject({
      fieldErrors: { fee: [DELIVERY_MESSAGES.fee] },
    });
    expect(await saveDeliveryOption(SHOP_ACTOR, 999_999, form())).toMatchObject({ ok: false, status: 404 });
    expect(await listDeliveryOptionsForStaff()).toEqual(before);
  });

  it("keeps exactly one default, offered: a new default takes the role, the old one cannot drop it", async () => {
    const [oldDefault] = await theDefault();
    const old = (await getDeliveryOption(oldDefault!))!;
    const keepOld = form({ name: old.name, fee: "0", minDays: String(old.minDays), maxDays: String(old.maxDays) });
    expect(await saveDeliveryOption(SHOP_ACTOR, oldDefault!, keepOld)).toMatchObject({
      ok: false,
      fieldErrors: { isDefault: [DELIVERY_MESSAGES.defaultNeeded] },
    });
    expect(await saveDeliveryOption(SHOP_ACTOR, null, form({ isDefault: "on", active: "" }))).toMatchObject({
      ok: false,
      fieldErrors: { active: [DELIVERY_MESSAGES.defaultInactive] },
    });
    const created = await saveDeliveryOption(SHOP_ACTOR, null, form({ name: "Courier", isDefault: "on" }));
    expect(created.ok).toBe(true);
    expect(await theDefault()).toEqual([created.ok ? created.id : 0]);
    // The old default may now stop being offered.
    expect(await saveDeliveryOption(SHOP_ACTOR, oldDefault!, { ...keepOld, active: "" })).toMatchObject({ ok: true });
    const [stored] = await database.db
      .select({ active: deliveryOptions.active })
      .from(deliveryOptions)
      .where(eq(deliveryOptions.id, oldDefault!));
    expect(stored?.active).toBe(false);
    expect((await listDeliveryOptions()).map((option) => option.id)).not.toContain(oldDefault);
  });
});
