import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { countQueries } from "~/db/query-count.server";
import { collars, fabrics, shirtModels } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { clearCache } from "~/infra/cache.server";
import type { ShirtDesign } from "./design";
import { defaultDesignFor, describeDesigns, loadDesignOptions, validateDesign } from "./design.server";
import { EXECUTIVE_DESIGN } from "./test-support";

const database = databaseForTests({ seed: true });
beforeEach(() => clearCache());

async function executive(): Promise<ShirtDesign> {
  const design = await defaultDesignFor(1);
  if (!design) throw new Error("model 1 is missing from the seed");
  return design;
}

describe("defaultDesignFor", () => {
  it("gives the model's fabric and options, without embroidery", async () => {
    expect(await executive()).toEqual(EXECUTIVE_DESIGN);
  });

  it("is null for an unknown or withdrawn model", async () => {
    expect(await defaultDesignFor(99_999)).toBeNull();
    await database.db.update(shirtModels).set({ active: false }).where(eq(shirtModels.id, 2));
    expect(await defaultDesignFor(2)).toBeNull();
    await database.db.update(shirtModels).set({ active: true }).where(eq(shirtModels.id, 2));
  });
});

describe("validateDesign", () => {
  it("accepts every model's default design", async () => {
    const models = await database.db.select({ id: shirtModels.id }).from(shirtModels);
    for (const { id } of models) {
      const check = await validateDesign(await defaultDesignFor(id));
      expect(check.ok, `model ${id}`).toBe(true);
    }
  });

  it("accepts an embroidery with a symbol", async () => {
    const design = await executive();
    const check = await validateDesign({
      ...design,
      embroidery: { typeId: 2, text: "JDM", styleId: 1, colourId: 1, symbolId: 3, symbolColourId: 4, positionId: 4 },
    });
    expect(check.ok).toBe(true);
  });

  it("refuses unknown ids, ids of another family and withdrawn options with readable messages", async () => {
    const design = await executive();
    const unknownFabric = await validateDesign({ ...design, fabricId: 99_999 });
    expect(unknownFabric).toEqual({
      ok: false,
      issues: [{ field: "fabricId", message: "This fabric is no longer available." }],
    });
    // There are 29 collars but only 9 cuffs: a collar id is not a cuff.
    const cuff = await validateDesign({ ...design, cuffId: 20 });
    expect(cuff).toEqual({ ok: false, issues: [{ field: "cuffId", message: "This cuff is not available." }] });
    await database.db.update(collars).set({ active: false }).where(eq(collars.id, 5));
    clearCache();
    const withdrawn = await validateDesign({ ...design, collarId: 5 });
    expect(withdrawn).toEqual({ ok: false, issues: [{ field: "collarId", message: "This collar is not available." }] });
    await database.db.update(collars).set({ active: true }).where(eq(collars.id, 5));
  });

  it("refuses ids past int4 and ids that are no numbers before asking the database", async () => {
    const design = await executive();
    expect(await validateDesign({ ...design, fabricId: 99_999_999_999 })).toEqual({
      ok: false,
      issues: [{ field: "fabricId", message: "Please choose a valid fabric." }],
    });
    const embroidery = { ...design.embroidery, symbolId: 2_147_483_648 };
    expect(await validateDesign({ ...design, embroidery })).toEqual({
      ok: false,
      issues: [{ field: "embroidery.symbolId", message: "Please choose a valid symbol." }],
    });
  });

  it("refuses an inactive fabric and a withdrawn model", async () => {
    const design = await executive();
    await database.db.update(fabrics).set({ active: false }).where(eq(fabrics.id, 40));
    const check = await validateDesign(design);
    expect(check.ok).toBe(false);
    await database.db.update(fabrics).set({ active: true }).where(eq(fabrics.id, 40));
    expect((await validateDesign({ ...design, modelId: 4242 })).ok).toBe(false);
  });

  it("applies the embroidery rules and the length of the text", async () => {
    const design = await executive();
    const tooLong = await validateDesign({
      ...design,
      embroidery: { ...design.embroidery, typeId: 2, text: "ABCDEFG", styleId: 1, colourId: 1 },
    });
    expect(tooLong).toEqual({ ok: false, issues: [{ field: "embroidery.text", message: "Maximum 6 letters" }] });
    const textWithoutType = await validateDesign({ ...design, embroidery: { ...design.embroidery, text: "AB" } });
    expect(textWithoutType.ok).toBe(false);
    const unknownColour = await validateDesign({
      ...design,
      embroidery: { ...design.embroidery, typeId: 2, text: "AB", styleId: 1, colourId: 77 },
    });
    expect(unknownColour).toEqual({
      ok: false,
      issues: [{ field: "embroidery.colourId", message: "This embroidery colour is not available." }],
    });
  });

  it("refuses a malformed design", async () => {
    const check = await validateDesign({ modelId: "x" });
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.issues[0]?.message).toBe("Please choose a valid shirt.");
    expect((await validateDesign(null)).ok).toBe(false);
  });
});

describe("describeDesigns", () => {
  it("draws and labels a design", async () => {
    const design = await executive();
    const [described] = await describeDesigns([
      {
        ...design,
        embroidery: { typeId: 2, text: "JDM", styleId: 3, colourId: 1, symbolId: 3, symbolColourId: 4, positionId: 4 },
      },
    ]);
    expect(described?.priceCents).toBeGreaterThan(0);
    expect(described?.look).toMatchObject({
      collar: "spread",
      cuff: "two-button",
      pocket: "none",
      placket: "standard",
      back: "darts",
      bottom: "curved",
      buttonHex: "#F4F1EA",
      labels: { collar: "Spread collar", cuff: "Two-button cuff" },
      embroidery: {
        text: "JDM",
        fontFamily: "Georgia, 'Times New Roman', serif",
        hex: "#1F2B44",
        symbol: "crown",
        symbolHex: "#C9A227",
        position: "left-cuff",
      },
    });
    expect(described?.look.fabric).toMatchObject({ pattern: "pinstripe", texture: "twill" });
    expect(described?.labels).toContainEqual({ label: "Embroidery text", value: "“JDM”" });
    expect(described?.labels).toContainEqual({ label: "Position", value: "Left cuff level" });
    expect(described?.labels[0]?.label).toBe("Fabric");
  });

  it("costs the same number of queries for 1 and for 48 designs", async () => {
    await loadDesignOptions();
    const models = await database.db.select({ id: shirtModels.id }).from(shirtModels).limit(48);
    const designs = (await Promise.all(models.map(({ id }) => defaultDesignFor(id)))).filter(
      (design): design is ShirtDesign => design !== null,
    );
    const many = [...designs, ...designs].slice(0, 48);
    expect(many).toHaveLength(48);
    const one = await countQueries(database.db, () => describeDesigns(many.slice(0, 1)));
    const all = await countQueries(database.db, () => describeDesigns(many));
    expect(all.result.every((described) => described !== null)).toBe(true);
    expect(one.queries).toBe(1);
    expect(all.queries).toBe(one.queries);
  });
});
