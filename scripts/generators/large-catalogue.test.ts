import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { colours, fabricRanges, fabrics, shirtModels, weaves } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { generateLargeCatalogue } from "./large-catalogue";

const database = databaseForTests({ seed: true });

async function fabricCount() {
  const [row] = await database.db.select({ n: count() }).from(fabrics);
  return row?.n ?? 0;
}

describe("generateLargeCatalogue", () => {
  it("adds fabrics, ranges and one model per fabric up to the target", async () => {
    const before = await fabricCount();
    const [modelsBefore] = await database.db.select({ n: count() }).from(shirtModels);
    const result = await generateLargeCatalogue(database.db, { fabrics: 200 });
    expect(result.fabricsBefore).toBe(before);
    expect(result.fabricsAdded).toBe(200 - before);
    expect(result.modelsAdded).toBe(result.fabricsAdded);
    expect(result.rangesAdded).toBeGreaterThan(0);
    expect(await fabricCount()).toBe(200);
    const [modelsAfter] = await database.db.select({ n: count() }).from(shirtModels);
    expect((modelsAfter?.n ?? 0) - (modelsBefore?.n ?? 0)).toBe(result.fabricsAdded);
  });

  it("does not go past the target when run again", async () => {
    const result = await generateLargeCatalogue(database.db, { fabrics: 200 });
    expect(result.fabricsAdded).toBe(0);
    expect(await fabricCount()).toBe(200);
  });

  it("grows to a larger target with references still unique", async () => {
    const result = await generateLargeCatalogue(database.db, { fabrics: 260 });
    expect(result.fabricsAdded).toBe(60);
    const rows = await database.db.select({ reference: fabrics.reference }).from(fabrics);
    expect(rows).toHaveLength(260);
    expect(new Set(rows.map((r) => r.reference)).size).toBe(260);
  });

  it("generates plausible fabrics in ranges of several colours", async () => {
    const rows = await database.db
      .select({
        name: fabrics.name,
        price: fabrics.priceCents,
        weight: fabrics.weightGsm,
        rangeId: fabrics.rangeId,
        colourId: fabrics.colourId,
        description: fabrics.description,
      })
      .from(fabrics);
    for (const row of rows) {
      expect(row.price).toBeGreaterThanOrEqual(3900);
      expect(row.price).toBeLessThanOrEqual(12900);
      expect(row.weight).toBeGreaterThanOrEqual(80);
      expect(row.weight).toBeLessThanOrEqual(220);
      expect(row.rangeId).not.toBeNull();
      expect(row.description.length).toBeGreaterThan(40);
    }
    expect(new Set(rows.map((r) => r.price)).size).toBeGreaterThan(5);
    const ranges = await database.db.select({ id: fabricRanges.id }).from(fabricRanges);
    for (const range of ranges) {
      const members = rows.filter((r) => r.rangeId === range.id);
      expect(members.length).toBeGreaterThanOrEqual(1);
      expect(members.length).toBeLessThanOrEqual(6);
      expect(new Set(members.map((m) => m.colourId)).size).toBe(members.length);
    }
  });

  it("gives generated models categories that suit their fabric", async () => {
    const rows = await database.db
      .select({ categoryId: shirtModels.categoryId, texture: weaves.texture, colour: colours.name })
      .from(shirtModels)
      .innerJoin(fabrics, eq(fabrics.id, shirtModels.fabricId))
      .innerJoin(weaves, eq(weaves.id, fabrics.weaveId))
      .innerJoin(colours, eq(colours.id, fabrics.colourId));
    for (const row of rows) {
      if (row.texture === "linen") expect(row.categoryId).toBe(5);
      if (row.texture === "flannel") expect(row.categoryId).toBe(8);
      if (row.categoryId === 5) expect(row.texture).toBe("linen");
      if (row.categoryId === 8) expect(row.texture).toBe("flannel");
      if (row.categoryId === 9) expect(row.colour).toBe("White");
    }
  });
});
