import { and, count, eq, gte, lte } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { countQueries } from "~/db/query-count.server";
import { fabrics, shirtModels } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { clearCache } from "~/infra/cache.server";
import { convertCents, type DisplayCurrency } from "~/modules/money/money";
import { GALLERY_PAGE_SIZE } from "./gallery";
import { getGalleryPage } from "./gallery.server";
import { parseGalleryFilters } from "./gallery-params";
import { findShirt, getShirtPage } from "./shirt.server";

const GBP: DisplayCurrency = { code: "GBP", symbol: "£", rate: 0.85 };
const EUR: DisplayCurrency = { code: "EUR", symbol: "€", rate: 1 };

const database = databaseForTests({ seed: true });
beforeEach(() => clearCache());

const gallery = (query: string, currency = GBP) =>
  getGalleryPage(parseGalleryFilters(new URLSearchParams(query)), currency);

/** The number of models on sale matching a condition on models and fabrics. */
async function countModels(condition?: Parameters<typeof and>[0]) {
  const [row] = await database.db
    .select({ n: count() })
    .from(shirtModels)
    .innerJoin(fabrics, eq(fabrics.id, shirtModels.fabricId))
    .where(and(eq(shirtModels.active, true), eq(fabrics.active, true), condition));
  return row?.n ?? 0;
}

describe("gallery", () => {
  it("shows the first page of every shirt on sale with prices in the display currency", async () => {
    const page = await gallery("");
    expect(page.total).toBe(await countModels());
    expect(page.cards).toHaveLength(Math.min(GALLERY_PAGE_SIZE, page.total));
    expect(page.heading).toBeNull();
    const [first] = page.cards;
    expect(first).toMatchObject({ id: 1, name: "The Executive", href: "/custom-made-men-shirt/the-executive/1" });
    expect(first?.price).toMatch(/^£\d+\.\d{2}$/);
    expect(first?.look.fabric.pattern).toBe("pinstripe");
    expect(page.priceRange.min).toBeLessThan(page.priceRange.max);
  });

  it("filters by category, new arrivals, colour, weave and motif", async () => {
    for (const [query, condition] of [
      ["id=1", eq(shirtModels.categoryId, 1)],
      ["id=new", eq(shirtModels.isNew, true)],
      ["color=3", eq(fabrics.colourId, 3)],
      ["weave=3", eq(fabrics.weaveId, 3)],
      ["motif=7", eq(fabrics.motifId, 7)],
    ] as const) {
      const page = await gallery(query);
      expect(page.total, query).toBe(await countModels(condition));
      expect(page.total, query).toBeGreaterThan(0);
      expect(page.heading, query).not.toBeNull();
    }
    expect((await gallery("id=5")).heading?.label).toBe("Linen");
  });

  it("combines filters", async () => {
    const page = await gallery("id=2&weave=3");
    expect(page.total).toBe(await countModels(and(eq(shirtModels.categoryId, 2), eq(fabrics.weaveId, 3))));
    expect(page.heading?.label).toBe("Oxford Casual");
  });

  it("searches names of shirts and fabrics, case-insensitively, with % and _ as letters", async () => {
    expect((await gallery("q=executive")).cards.map((card) => card.name)).toEqual(["The Executive"]);
    expect((await gallery("q=100%25")).total).toBe(0);
    expect((await gallery("q=_")).total).toBe(0);
  });

  it("filters by a price range in the display currency, as the prices are shown", async () => {
    const euros = await gallery("min=40&max=60", EUR);
    expect(euros.total).toBe(await countModels(and(gte(fabrics.priceCents, 4000), lte(fabrics.priceCents, 6000))));
    const pounds = await gallery("min=40&max=60", GBP);
    const inPounds = await countModels(
      and(gte(fabrics.priceCents, Math.ceil(3999.5 / 0.85)), lte(fabrics.priceCents, Math.floor(6000.5 / 0.85))),
    );
    expect(pounds.total).toBe(inPounds);
    for (const card of pounds.cards) {
      const shown = Number(card.price.replace("£", ""));
      expect(shown).toBeGreaterThanOrEqual(40);
      expect(shown).toBeLessThanOrEqual(60);
    }
    expect(convertCents(4706, 0.85)).toBe(4000);
  });

  it("drops unknown filter values and shows the last page for a page past the end", async () => {
    const page = await gallery("color=999&page=500");
    expect(page.filters.colour).toBeNull();
    expect(page.page).toBe(page.pageCount);
    expect(page.cards.length).toBeGreaterThan(0);
  });

  it("has no shirts for a search that matches nothing, without failing", async () => {
    const page = await gallery("q=zzzz");
    expect(page).toMatchObject({ total: 0, cards: [], page: 1, pageCount: 1 });
  });

  it("pages through every shirt once", async () => {
    const first = await gallery("");
    const seen = new Set<number>();
    for (let page = 1; page <= first.pageCount; page++) {
      for (const card of (await gallery(`page=${page}`)).cards) seen.add(card.id);
    }
    expect(seen.size).toBe(first.total);
  });

  it("costs the same number of queries for a page of 1 shirt and a full page", async () => {
    await gallery("id=1"); // the cached lists and option tables
    const one = await countQueries(database.db, () => gallery("q=executive"));
    const full = await countQueries(database.db, () => gallery(""));
    // A page asked for again comes from memory.
    expect((await countQueries(database.db, () => gallery(""))).queries).toBe(0);
    expect(one.result.cards).toHaveLength(1);
    expect(full.result.cards).toHaveLength(GALLERY_PAGE_SIZE);
    expect(one.queries).toBe(1);
    expect(full.queries).toBe(one.queries);
  });
});

describe("shirt page", () => {
  it("finds a shirt on sale only", async () => {
    expect(await findShirt(1)).toEqual({ id: 1, name: "The Executive" });
    expect(await findShirt(99_999)).toBeNull();
    expect(await getShirtPage(99_999, GBP)).toBeNull();
  });

  it("has the shirt, its options, its fabric sheet, other colours and related shirts", async () => {
    const page = await getShirtPage(1, GBP);
    expect(page?.shirt).toMatchObject({
      id: 1,
      name: "The Executive",
      href: "/custom-made-men-shirt/the-executive/1",
      designHref: "/design-shirt/1",
      category: { id: 1, name: "Business" },
    });
    expect(page?.shirt.price).toMatch(/^£\d+\.\d{2}$/);
    expect(page?.shirt.options.map((option) => option.label)).toEqual([
      "Collar",
      "Collar bones",
      "Collar fastness",
      "Cuffs",
      "Pocket",
      "Placket",
      "Back",
      "Bottom",
      "Buttons",
    ]);
    expect(page?.fabric).toMatchObject({ weave: expect.any(String), composition: expect.any(String) });
    expect(page?.fabric.reference).toMatch(/^AS-/);
    expect(page?.youMayAlsoLike.length).toBeGreaterThan(0);
    expect(page?.youMayAlsoLike.every((card) => card.id !== 1)).toBe(true);
  });

  it("lists the other colours of the fabric's range as the shirts made of them", async () => {
    const [withRange] = await database.db
      .select({ id: shirtModels.id, rangeId: fabrics.rangeId, fabricId: fabrics.id })
      .from(shirtModels)
      .innerJoin(fabrics, eq(fabrics.id, shirtModels.fabricId))
      .where(eq(fabrics.rangeId, 1));
    if (!withRange) throw new Error("the seed has no model in range 1");
    const page = await getShirtPage(withRange.id, EUR);
    const others = await database.db
      .select({ id: shirtModels.id })
      .from(shirtModels)
      .innerJoin(fabrics, eq(fabrics.id, shirtModels.fabricId))
      .where(and(eq(fabrics.rangeId, 1)));
    const expected = others.filter((other) => other.id !== withRange.id).length;
    expect(page?.alsoAvailable).toHaveLength(expected);
  });

  it("sets the badges from the fabric's composition and finish", async () => {
    const [nonIron] = await database.db
      .select({ id: shirtModels.id, composition: fabrics.composition })
      .from(shirtModels)
      .innerJoin(fabrics, eq(fabrics.id, shirtModels.fabricId))
      .where(eq(fabrics.finish, "No iron"));
    if (!nonIron) throw new Error("the seed has no non-iron shirt");
    const page = await getShirtPage(nonIron.id, EUR);
    expect(page?.shirt.badges).toEqual({ cotton: nonIron.composition === "100% Cotton", nonIron: true });
  });

  it("costs a fixed number of queries", async () => {
    await getShirtPage(1, GBP);
    const { queries } = await countQueries(database.db, () => getShirtPage(2, GBP));
    expect(queries).toBe(3);
    expect((await countQueries(database.db, () => getShirtPage(2, GBP))).queries).toBe(0);
  });
});
