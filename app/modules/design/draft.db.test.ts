import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { designDrafts } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { clearCache } from "~/infra/cache.server";
import type { Size } from "~/modules/sizing/size";
import type { ShirtDesign } from "./design";
import { defaultDesignFor } from "./design.server";
import { clearDraft, type Draft, getDraft, saveChoice, saveDesign, saveSize } from "./draft.server";

const TOKEN = "a".repeat(43);
const OTHER = "b".repeat(43);
const SIZE: Size = { kind: "rapid", fit: 1, neckCm: 40, sleeveCm: 65 };

const database = databaseForTests({ seed: true });
let start: Draft;
beforeAll(async () => {
  const design = await defaultDesignFor(1);
  if (!design) throw new Error("model 1 is missing from the seed");
  start = { design, size: null };
});
beforeEach(async () => {
  clearCache();
  await database.db.delete(designDrafts);
});

/** Saves choices one after the other, as the configurator does, failing on a refusal. */
async function chooseAll(choices: [string, string][], from = start): Promise<Draft> {
  let draft = from;
  for (const [field, value] of choices) {
    const saved = await saveChoice(TOKEN, "model:1", draft, field, value);
    if (!saved.ok) throw new Error(saved.message);
    draft = saved.draft;
  }
  return draft;
}

describe("design drafts", () => {
  it("keeps each choice on the server, for this visitor and this shirt only", async () => {
    expect(await getDraft(TOKEN, "model:1")).toBeNull();
    await chooseAll([
      ["cuffId", "5"],
      ["pocketId", "4"],
    ]);
    const kept = await getDraft(TOKEN, "model:1");
    expect(kept?.design).toMatchObject({ cuffId: 5, pocketId: 4, collarId: start.design.collarId });
    expect(await getDraft(OTHER, "model:1")).toBeNull();
    expect(await getDraft(TOKEN, "model:2")).toBeNull();
    expect(await getDraft(null, "model:1")).toBeNull();
  });

  it("keeps an embroidery in progress, but not one that breaks a rule", async () => {
    const draft = await chooseAll([["embroidery.typeId", "2"]]);
    expect(draft.design.embroidery).toMatchObject({ typeId: 2, text: "" });
    const tooLong = await saveChoice(TOKEN, "model:1", draft, "embroidery.text", "ABCDEFG");
    expect(tooLong).toMatchObject({ ok: false, status: 400, message: "Maximum 6 letters" });
    const done = await chooseAll(
      [
        ["embroidery.text", "JDM"],
        ["embroidery.colourId", "3"],
        ["embroidery.styleId", "2"],
      ],
      draft,
    );
    expect((await getDraft(TOKEN, "model:1"))?.design.embroidery).toEqual(done.design.embroidery);
  });

  it("refuses an option that does not exist or is of another family, and a symbol colour without a symbol", async () => {
    await chooseAll([["cuffId", "5"]]);
    const current = (await getDraft(TOKEN, "model:1")) ?? start;
    for (const [field, value, message] of [
      ["collarId", "9999", "This collar is not available."],
      ["embroidery.positionId", "99", "This embroidery position is not available."],
      ["embroidery.symbolColourId", "2", "A symbol colour or position needs a symbol."],
      ["fabricId", "abc", "Please choose a valid fabric."],
      ["modelId", "2", "Please choose an option."],
    ] as const) {
      const refused = await saveChoice(TOKEN, "model:1", current, field, value);
      expect(refused, field).toMatchObject({ ok: false, status: 400 });
      if (!refused.ok) expect(refused.message).toContain(message);
    }
    expect((await getDraft(TOKEN, "model:1"))?.design).toEqual(current.design);
  });

  it("drops what hiding the embroidery or the symbol hides", async () => {
    const draft = await chooseAll([
      ["embroidery.symbolId", "2"],
      ["embroidery.symbolColourId", "4"],
      ["embroidery.positionId", "3"],
      ["embroidery.symbolId", "1"],
    ]);
    expect(draft.design.embroidery).toMatchObject({ symbolId: 1, symbolColourId: null, positionId: null });
  });

  it("attaches a size, and refuses an incomplete one", async () => {
    const saved = await saveSize(TOKEN, "model:1", start, SIZE);
    expect(saved).toMatchObject({ ok: true });
    expect((await getDraft(TOKEN, "model:1"))?.size).toEqual(SIZE);
    expect(await saveSize(TOKEN, "model:1", start, { kind: "rapid", fit: 1 })).toMatchObject({ ok: false });
    expect((await getDraft(TOKEN, "model:1"))?.size).toEqual(SIZE);
  });

  it("takes a whole shared design for its own model only", async () => {
    const shared: ShirtDesign = { ...start.design, cuffId: 7 };
    expect(await saveDesign(TOKEN, "model:1", start, shared)).toMatchObject({ ok: true });
    expect((await getDraft(TOKEN, "model:1"))?.design.cuffId).toBe(7);
    expect(await saveDesign(TOKEN, "model:1", start, { ...shared, modelId: 2 })).toMatchObject({ ok: false });
  });

  it("is forgotten once the shirt is in the cart", async () => {
    await chooseAll([["cuffId", "5"]]);
    await database.db.transaction((tx) => clearDraft(tx, TOKEN, "model:1"));
    expect(await getDraft(TOKEN, "model:1")).toBeNull();
  });
});
