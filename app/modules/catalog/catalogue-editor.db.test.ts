import { desc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, categories, cuffs, fabrics, shirtModels } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { clearCache } from "~/infra/cache.server";
import { cartOwner, getCart } from "~/modules/cart/cart.server";
import { loadCheckout, startPayment } from "~/modules/checkout/checkout.server";
import { buyNowForm, customerWithCart } from "~/modules/checkout/test-support.server";
import { defaultDesignFor, loadDesignOptions, validateDesign } from "~/modules/design/design.server";
import { EXECUTIVE_DESIGN } from "~/modules/design/test-support";
import type { Actor } from "~/modules/shop/audit.server";
import {
  createCategory,
  createModel,
  deleteCategory,
  getModelForStaff,
  listCategoriesForStaff,
  setModelOnSale,
  updateCategory,
  updateModel,
} from "./catalogue-editor.server";
import { listOptionFamily, updateOption } from "./option-editor.server";

const database = databaseForTests({ seed: true });
beforeEach(() => clearCache());

const OWNER: Actor = { id: null, name: "Olivia Owner" };

async function lastAudit() {
  const [entry] = await database.db
    .select({ action: auditLog.action, entityId: auditLog.entityId, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry;
}

async function fabricReference(id: number): Promise<string> {
  const [row] = await database.db.select({ reference: fabrics.reference }).from(fabrics).where(eq(fabrics.id, id));
  if (!row) throw new Error(`fabric ${id} is missing from the seed`);
  return row.reference;
}

/** A model form as the page sends it, from The Executive's defaults. */
async function modelForm(overrides: Record<string, unknown> = {}) {
  const { modelId: _model, fabricId, embroidery: _embroidery, ...options } = EXECUTIVE_DESIGN;
  return {
    name: "The Weekender",
    description: "A soft oxford for Saturdays.",
    categoryId: 1,
    fabricReference: await fabricReference(fabricId),
    ...options,
    embroideryStyleId: 1,
    embroiderySymbolId: 1,
    isNew: true,
    sortOrder: 50,
    ...overrides,
  };
}

describe("shirt models", () => {
  it("creates a model whose default design the configurator accepts, audited", async () => {
    const created = await createModel(OWNER, await modelForm());
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const design = await defaultDesignFor(created.id);
    expect(design).not.toBeNull();
    expect((await validateDesign(design)).ok).toBe(true);
    const entry = await lastAudit();
    expect(entry?.action).toBe("catalogue.model_created");
    expect(entry?.after).toMatchObject({ name: "The Weekender", collar: expect.any(String), new: true });
  });

  it("refuses an unknown or retired fabric and an option not on offer, field by field, storing nothing", async () => {
    const before = await database.db.select({ id: shirtModels.id }).from(shirtModels);
    const unknown = await createModel(OWNER, await modelForm({ fabricReference: "NO-SUCH" }));
    expect(unknown).toMatchObject({ ok: false, status: 400, fieldErrors: { fabricReference: [expect.any(String)] } });

    await database.db.update(fabrics).set({ active: false }).where(eq(fabrics.id, 2));
    clearCache();
    const retired = await createModel(OWNER, await modelForm({ fabricReference: await fabricReference(2) }));
    expect(retired).toMatchObject({
      ok: false,
      fieldErrors: { fabricReference: ["This fabric is retired: choose one on sale."] },
    });
    await database.db.update(fabrics).set({ active: true }).where(eq(fabrics.id, 2));

    await database.db.update(cuffs).set({ active: false }).where(eq(cuffs.id, 5));
    clearCache();
    const offline = await createModel(OWNER, await modelForm({ cuffId: 5, name: "" }));
    expect(offline).toMatchObject({ ok: false, fieldErrors: { name: [expect.any(String)] } });
    const offlineCuff = await createModel(OWNER, await modelForm({ cuffId: 5 }));
    expect(offlineCuff).toMatchObject({ ok: false, fieldErrors: { cuffId: [expect.stringContaining("not offered")] } });
    await database.db.update(cuffs).set({ active: true }).where(eq(cuffs.id, 5));
    clearCache();

    expect(await database.db.select({ id: shirtModels.id }).from(shirtModels)).toHaveLength(before.length);
  });

  it("renames a model: its address follows the name, the audit says what changed", async () => {
    const saved = await updateModel(OWNER, 2, {
      ...(await getModelForStaff(2))?.values,
      name: "The Board Meeting",
      description: "Now with a new description.",
    });
    expect(saved).toEqual({ ok: true });
    const model = await getModelForStaff(2);
    expect(model?.href).toBe("/custom-made-men-shirt/the-board-meeting/2");
    expect(model?.values.description).toBe("Now with a new description.");
    const entry = await lastAudit();
    expect(entry?.action).toBe("catalogue.model_changed");
    expect(Object.keys(entry?.after as object).sort()).toEqual(["description", "name"]);
  });

  it("retires a model (designs holding it cannot be bought) and restores it", async () => {
    expect(await setModelOnSale(OWNER, 1, false)).toEqual({ ok: true });
    const check = await validateDesign(EXECUTIVE_DESIGN);
    expect(check.ok).toBe(false);
    expect((await lastAudit())?.action).toBe("catalogue.model_retired");
    expect(await setModelOnSale(OWNER, 1, true)).toEqual({ ok: true });
    expect((await validateDesign(EXECUTIVE_DESIGN)).ok).toBe(true);
  });

  it("does not restore a model whose fabric was retired meanwhile", async () => {
    await setModelOnSale(OWNER, 1, false);
    await database.db.update(fabrics).set({ active: false }).where(eq(fabrics.id, EXECUTIVE_DESIGN.fabricId));
    const refused = await setModelOnSale(OWNER, 1, true);
    expect(refused).toMatchObject({ ok: false, status: 409, message: expect.stringContaining("fabric is retired") });
    await database.db.update(fabrics).set({ active: true }).where(eq(fabrics.id, EXECUTIVE_DESIGN.fabricId));
    expect(await setModelOnSale(OWNER, 1, true)).toEqual({ ok: true });
  });
});

describe("categories", () => {
  it("creates, renames and deletes an empty category; refuses a name taken", async () => {
    const created = await createCategory(OWNER, { name: "Summer", description: "Linen and seersucker.", sortOrder: 9 });
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const [first] = await listCategoriesForStaff();
    const taken = await createCategory(OWNER, { name: first?.name.toUpperCase(), description: "", sortOrder: 1 });
    expect(taken).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { name: [expect.stringContaining("already")] },
    });
    expect(await updateCategory(OWNER, created.id, { name: "Summer linen", description: "", sortOrder: 3 })).toEqual({
      ok: true,
    });
    expect((await lastAudit())?.after).toEqual({ name: "Summer linen", description: "", sortOrder: 3 });
    expect(await deleteCategory(OWNER, created.id)).toEqual({ ok: true });
    expect(await database.db.select().from(categories).where(eq(categories.id, created.id))).toEqual([]);
  });

  it("refuses to delete a category holding models, retired ones included, and says how many", async () => {
    const [category] = await database.db.select({ id: categories.id, name: categories.name }).from(categories).limit(1);
    if (!category) throw new Error("the seed has no category");
    const refused = await deleteCategory(OWNER, category.id);
    expect(refused).toMatchObject({
      ok: false,
      status: 409,
      message: expect.stringMatching(/still holds \d+ shirt model/),
    });
    expect(await database.db.select().from(categories).where(eq(categories.id, category.id))).toHaveLength(1);
  });

  it("refuses a category form with bad fields", async () => {
    expect(await createCategory(OWNER, { name: " ", description: "", sortOrder: -1 })).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { name: [expect.any(String)], sortOrder: [expect.any(String)] },
    });
  });
});

describe("carts holding what the back office withdrew", () => {
  const GBP = { code: "GBP", symbol: "£", rate: 0.85 } as const;

  it("a line with an option no longer offered, or of a retired model, says so and cannot check out", async () => {
    const cuffs = await listOptionFamily("cuffs");
    const withdrawn = cuffs.at(-1);
    if (!withdrawn || !cuffs[0]) throw new Error("the seed has no cuffs");
    await database.db.update(shirtModels).set({ cuffId: cuffs[0].id }).where(eq(shirtModels.cuffId, withdrawn.id));
    const customer = await customerWithCart({ ...EXECUTIVE_DESIGN, cuffId: withdrawn.id });
    expect((await loadCheckout(customer, GBP)).kind).toBe("ready");
    const form = await buyNowForm(customer, GBP);

    const row = { ...withdrawn, optionId: withdrawn.id, active: false };
    expect((await updateOption(OWNER, "cuffs", row)).ok).toBe(true);
    const owner = await cartOwner(new Request("http://localhost/"), customer);
    const cart = await getCart(owner, GBP);
    expect(cart.canCheckout).toBe(false);
    expect(cart.lines[0]?.unavailable).toBe(
      `The cuff of this shirt, ${withdrawn.name}, is no longer offered. Please modify the shirt to choose another, or remove it.`,
    );
    expect((await loadCheckout(customer, GBP)).kind).toBe("not-on-sale");
    const { checkout: _page, ...buyNow } = form;
    expect(await startPayment(customer, "198.51.100.77", GBP, buyNow)).toMatchObject({
      ok: false,
      status: 409,
      redirectTo: "/cart",
    });

    expect((await updateOption(OWNER, "cuffs", { ...row, active: true })).ok).toBe(true);
    expect((await getCart(owner, GBP)).canCheckout).toBe(true);
    await setModelOnSale(OWNER, EXECUTIVE_DESIGN.modelId, false);
    expect((await getCart(owner, GBP)).lines[0]?.unavailable).toMatch(/no longer made/);
    await setModelOnSale(OWNER, EXECUTIVE_DESIGN.modelId, true);
  });
});

describe("option families", () => {
  const cuffForm = async (id: number, overrides: Record<string, unknown> = {}) => {
    const row = (await listOptionFamily("cuffs")).find((cuff) => cuff.id === id);
    if (!row) throw new Error(`cuff ${id} is missing from the seed`);
    return {
      optionId: id,
      name: row.name,
      description: row.description,
      code: row.code,
      sortOrder: row.sortOrder,
      active: row.active,
      ...overrides,
    };
  };

  it("starts with the production sheet's former codes", async () => {
    const [first] = await listOptionFamily("collars");
    expect(first?.code).toBe(`CO-${String(first?.id).padStart(2, "0")}`);
  });

  it("renames, recodes and withdraws an option: the configurator's tables follow at once", async () => {
    // The seed's models start with every cuff: those starting with the last one are given the first.
    const all = await listOptionFamily("cuffs");
    const unused = all.at(-1);
    if (!unused || !all[0]) throw new Error("the seed has no cuffs");
    await database.db.update(shirtModels).set({ cuffId: all[0].id }).where(eq(shirtModels.cuffId, unused.id));
    await loadDesignOptions();
    const saved = await updateOption(
      OWNER,
      "cuffs",
      await cuffForm(unused.id, { name: "Gauntlet", code: "cu-gt", active: false }),
    );
    expect(saved.ok).toBe(true);
    const cuff = (await loadDesignOptions()).cuffs.get(unused.id);
    expect(cuff).toMatchObject({ name: "Gauntlet", code: "CU-GT", active: false });
    const entry = await lastAudit();
    expect(entry).toMatchObject({ action: "catalogue.option_changed", entityId: String(unused.id) });
    expect(entry?.after).toEqual({ name: "Gauntlet", code: "CU-GT", active: false });

    const holding = await validateDesign({ ...EXECUTIVE_DESIGN, cuffId: unused.id });
    expect(holding).toMatchObject({ ok: false, issues: [{ field: "cuffId", message: "This cuff is not available." }] });
    expect((await updateOption(OWNER, "cuffs", await cuffForm(unused.id, { active: true }))).ok).toBe(true);
  });

  it("refuses a code or name another option has, the 'none' row and a default of a model on sale", async () => {
    const codeTaken = await updateOption(OWNER, "cuffs", await cuffForm(1, { code: (await cuffForm(2)).code }));
    expect(codeTaken).toMatchObject({ ok: false, fieldErrors: { code: [expect.stringContaining("workshop")] } });
    const nameTaken = await updateOption(OWNER, "cuffs", await cuffForm(1, { name: (await cuffForm(2)).name }));
    expect(nameTaken).toMatchObject({ ok: false, fieldErrors: { name: [expect.any(String)] } });
    const badCode = await updateOption(OWNER, "cuffs", await cuffForm(1, { code: "no spaces!" }));
    expect(badCode).toMatchObject({ ok: false, fieldErrors: { code: [expect.any(String)] } });

    const [none] = await listOptionFamily("embroidery-types");
    const noEmbroidery = await updateOption(OWNER, "embroidery-types", { ...none, optionId: none?.id, active: false });
    expect(noEmbroidery).toMatchObject({
      ok: false,
      fieldErrors: { active: [expect.stringContaining("always offered")] },
    });

    const executiveCuff = await updateOption(
      OWNER,
      "cuffs",
      await cuffForm(EXECUTIVE_DESIGN.cuffId, { active: false }),
    );
    expect(executiveCuff).toMatchObject({
      ok: false,
      fieldErrors: { active: [expect.stringContaining("another default")] },
    });
    expect((await loadDesignOptions()).cuffs.get(EXECUTIVE_DESIGN.cuffId)?.active).toBe(true);
  });

  it("keeps at least one option of a family on offer", async () => {
    const bones = await listOptionFamily("collar-bones");
    // Every model moved to the first bones so the others can be withdrawn.
    const [kept, ...others] = bones;
    if (!kept) throw new Error("the seed has no collar bones");
    await database.db.update(shirtModels).set({ collarBonesId: kept.id });
    for (const row of others) {
      expect((await updateOption(OWNER, "collar-bones", { ...row, optionId: row.id, active: false })).ok).toBe(true);
    }
    await database.db.update(shirtModels).set({ active: false });
    const last = await updateOption(OWNER, "collar-bones", { ...kept, optionId: kept.id, active: false });
    expect(last).toMatchObject({ ok: false, fieldErrors: { active: [expect.stringContaining("At least one")] } });
    await database.db.update(shirtModels).set({ active: true });
  });
});
