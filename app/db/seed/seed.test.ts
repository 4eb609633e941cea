import { count, eq, getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import {
  categories,
  collarBones,
  collarFastnesses,
  collars,
  colours,
  contentPages,
  countries,
  cuffs,
  currencies,
  deliveryOptions,
  embroideryPositions,
  embroiderySymbols,
  embroideryTypes,
  fabrics,
  faqCategories,
  faqItems,
  guidePages,
  homeContent,
  paymentMethods,
  pockets,
  shirtModels,
  weaves,
} from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { sanitizeHtml } from "~/modules/content/sanitize";
import { guidePageSeed } from "./content-guides";
import { seedDatabase, seededTables, seedReferenceData } from "./seed.server";

const database = databaseForTests({ seed: true });

async function rowCount(table: PgTable): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

async function countAll(): Promise<number[]> {
  const counts: number[] = [];
  for (const table of seededTables) counts.push(await rowCount(table));
  return counts;
}

/** Every European country the shop delivers to (all but Belarus and Russia). */
const EUROPE = [
  ...["AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE"],
  ...["IT", "LV", "LT", "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE"],
  ...["GB", "CH", "NO", "IS", "LI", "AD", "MC", "SM", "VA"],
  ...["AL", "BA", "ME", "MK", "RS", "XK", "MD", "UA"],
];

describe("seedDatabase", () => {
  it("fills the catalogue with the expected counts", async () => {
    expect(await rowCount(fabrics)).toBeGreaterThanOrEqual(60);
    const [active] = await database.db.select({ n: count() }).from(shirtModels).where(eq(shirtModels.active, true));
    expect(active?.n).toBeGreaterThanOrEqual(24);
    expect(await rowCount(collars)).toBe(29);
    expect(await rowCount(cuffs)).toBe(9);
    expect(await rowCount(pockets)).toBe(4);
    expect(await rowCount(embroideryPositions)).toBe(5);
    expect(await rowCount(faqItems)).toBeGreaterThanOrEqual(20);
    expect(await rowCount(faqCategories)).toBeGreaterThanOrEqual(4);
    expect(await rowCount(homeContent)).toBe(1);
  });

  it("has the four currencies with the spec's ids", async () => {
    const rows = await database.db
      .select({ id: currencies.id, code: currencies.code })
      .from(currencies)
      .orderBy(currencies.id);
    expect(rows).toEqual([
      { id: 1, code: "EUR" },
      { id: 2, code: "GBP" },
      { id: 3, code: "USD" },
      { id: 4, code: "CHF" },
    ]);
  });

  it("lists every European country, sorted by name, and not Russia or Belarus", async () => {
    const rows = await database.db
      .select({ code: countries.code, name: countries.name })
      .from(countries)
      .orderBy(countries.id);
    const codes = rows.map((r) => r.code);
    for (const code of EUROPE) expect(codes).toContain(code);
    expect(codes).not.toContain("RU");
    expect(codes).not.toContain("BY");
    const names = rows.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
  });

  it("has a default delivery option and the card and wallet payment methods", async () => {
    const delivery = await database.db.select().from(deliveryOptions).orderBy(deliveryOptions.id);
    expect(delivery[0]).toMatchObject({ id: 1, name: "Standard delivery", isDefault: true });
    expect(delivery.filter((d) => d.isDefault)).toHaveLength(1);
    const payments = await database.db
      .select({ id: paymentMethods.id, code: paymentMethods.code })
      .from(paymentMethods)
      .orderBy(paymentMethods.id);
    expect(payments).toEqual([
      { id: 1, code: "card" },
      { id: 2, code: "wallet" },
    ]);
  });

  it("has the categories the home page links to", async () => {
    const rows = await database.db.select({ id: categories.id, name: categories.name }).from(categories);
    const byId = new Map(rows.map((r) => [r.id, r.name.toLowerCase()]));
    expect(byId.get(1)).toBe("business");
    expect(byId.get(2)).toBe("casual");
    expect(byId.get(4)).toBe("easy care");
    expect(byId.get(5)).toBe("linen");
    expect(byId.get(6)).toBe("italian");
    expect(byId.get(9)).toBe("white");
    for (let id = 1; id <= 9; id++) {
      const [models] = await database.db.select({ n: count() }).from(shirtModels).where(eq(shirtModels.categoryId, id));
      expect(models?.n, `models in category ${id}`).toBeGreaterThanOrEqual(2);
    }
  });

  it("has fabrics in 100% cotton, with a no-iron finish, and both", async () => {
    const rows = await database.db.select({ composition: fabrics.composition, finish: fabrics.finish }).from(fabrics);
    expect(rows.some((f) => f.composition === "100% Cotton")).toBe(true);
    expect(rows.some((f) => f.finish === "No iron")).toBe(true);
    expect(rows.filter((f) => f.composition === "100% Cotton" && f.finish === "No iron").length).toBeGreaterThan(1);
  });

  it("keeps every fabric within the shop's price range, starting at 39 euros", async () => {
    const rows = await database.db
      .select({ price: fabrics.priceCents, weight: fabrics.weightGsm, secondary: fabrics.secondaryHex })
      .from(fabrics);
    expect(Math.min(...rows.map((r) => r.price))).toBe(3900);
    for (const row of rows) {
      expect(row.price).toBeGreaterThanOrEqual(3900);
      expect(row.price).toBeLessThanOrEqual(12900);
      expect(row.weight).toBeGreaterThanOrEqual(80);
      expect(row.weight).toBeLessThanOrEqual(220);
    }
  });

  it("gives every model a fabric that suits its category", async () => {
    const rows = await database.db
      .select({
        model: shirtModels.name,
        categoryId: shirtModels.categoryId,
        texture: weaves.texture,
        colour: colours.name,
        finish: fabrics.finish,
        composition: fabrics.composition,
        origin: fabrics.origin,
      })
      .from(shirtModels)
      .innerJoin(fabrics, eq(fabrics.id, shirtModels.fabricId))
      .innerJoin(weaves, eq(weaves.id, fabrics.weaveId))
      .innerJoin(colours, eq(colours.id, fabrics.colourId));
    for (const row of rows) {
      const where = `${row.model} (category ${row.categoryId})`;
      if (row.categoryId === 4) {
        expect(["No iron", "Easy iron"].includes(row.finish) || row.composition.includes("Polyester"), where).toBe(
          true,
        );
      }
      if (row.categoryId === 5) expect(row.texture, where).toBe("linen");
      if (row.categoryId === 6) expect(row.origin.startsWith("Italy"), where).toBe(true);
      if (row.categoryId === 7) expect(["oxford", "pinpoint", "royal-oxford"], where).toContain(row.texture);
      if (row.categoryId === 8) expect(row.texture, where).toBe("flannel");
      if (row.categoryId === 9) expect(row.colour, where).toBe("White");
      if (row.texture === "linen") expect(row.categoryId, where).toBe(5);
    }
  });

  it("keeps ids 1 as 'none' for embroidery, symbols and the collar option lists", async () => {
    const [type] = await database.db.select().from(embroideryTypes).where(eq(embroideryTypes.id, 1));
    expect(type?.drawing).toBe("none");
    const [symbol] = await database.db.select().from(embroiderySymbols).where(eq(embroiderySymbols.id, 1));
    expect(symbol?.drawing).toBe("none");
    const bones = await database.db
      .select({ id: collarBones.id, name: collarBones.name })
      .from(collarBones)
      .orderBy(collarBones.id);
    expect(bones.map((b) => b.name)).toEqual(["Collar with Bones", "Removable bones collar", "Bones-free collar"]);
    const fastness = await database.db
      .select({ name: collarFastnesses.name })
      .from(collarFastnesses)
      .orderBy(collarFastnesses.id);
    expect(fastness.map((f) => f.name)).toEqual(["Rigid", "Standard", "Soft"]);
  });

  it("stores content pages and FAQ answers already sanitised", async () => {
    const pages = await database.db.select().from(contentPages);
    expect(pages.filter((p) => p.kind === "style").length).toBeGreaterThanOrEqual(6);
    expect(pages.filter((p) => p.kind === "blog").length).toBeGreaterThanOrEqual(4);
    for (const url of ["made-to-measure-online-shirt", "about-us", "legal-notice", "contact", "faq"]) {
      expect(
        pages.some((p) => p.kind === "page" && p.url === url),
        url,
      ).toBe(true);
    }
    for (const page of pages) {
      expect(page.bodyHtml).toBe(sanitizeHtml(page.bodyHtml));
      expect(page.metaTitle.length).toBeGreaterThan(0);
      expect(page.metaDescription.length).toBeGreaterThan(0);
      // The FAQ page's text is the line above its questions, which are counted apart.
      if (page.url === "faq") continue;
      const words = page.bodyHtml
        .replace(/<[^>]+>/g, " ")
        .split(/\s+/)
        .filter(Boolean).length;
      expect(words, page.url).toBeGreaterThanOrEqual(300);
      expect(words, page.url).toBeLessThanOrEqual(900);
    }
    const answers = await database.db.select({ html: faqItems.answerHtml }).from(faqItems);
    for (const { html } of answers) expect(html).toBe(sanitizeHtml(html));
  });

  it("changes nothing when run a second time", async () => {
    const before = await countAll();
    await seedDatabase(database.db);
    const after = await countAll();
    expect(after).toEqual(before);
  });

  it("gives a shop seeded before the guide pages were records those pages, and keeps what the shop edited", async () => {
    // After migration 0008 such a shop has an empty guide_pages table and everything else as it was.
    await database.db.delete(guidePages);
    const edited = { ...guidePageSeed["style-device"], title: "Our style advice" };
    await database.db.insert(guidePages).values({ url: "style-device", content: edited });
    const before = await countAll();
    await seedReferenceData(database.db);
    const rows = await database.db
      .select({ url: guidePages.url, content: guidePages.content })
      .from(guidePages)
      .orderBy(guidePages.url);
    expect(rows).toEqual(
      Object.entries(guidePageSeed)
        .map(([url, content]) => ({ url, content: url === "style-device" ? edited : content }))
        .sort((a, b) => a.url.localeCompare(b.url)),
    );
    const after = await countAll();
    const guideTable = seededTables.indexOf(guidePages);
    expect(after.filter((_, index) => index !== guideTable)).toEqual(before.filter((_, index) => index !== guideTable));
    await database.db
      .update(guidePages)
      .set({ content: guidePageSeed["style-device"] })
      .where(eq(guidePages.url, "style-device"));
  });

  it("resets the sequences so new rows get fresh ids", async () => {
    for (const table of [categories, fabrics, shirtModels, faqItems, contentPages, countries]) {
      const result = await database.db.execute<{ max: number }>(sql`select max(id)::int as max from ${table}`);
      const max = (result as unknown as { rows: { max: number }[] }).rows[0]?.max ?? 0;
      const next = await database.db.execute<{ id: number }>(
        sql`select nextval(pg_get_serial_sequence(${`"${getTableName(table)}"`}, 'id'))::int as id`,
      );
      expect((next as unknown as { rows: { id: number }[] }).rows[0]?.id, getTableName(table)).toBeGreaterThan(max);
    }
    const [created] = await database.db
      .insert(categories)
      .values({ name: "Sequence check", description: "" })
      .returning({ id: categories.id });
    expect(created?.id).toBeGreaterThan(9);
    const [faq] = await database.db
      .insert(faqItems)
      .values({ categoryId: 1, question: "Sequence check?", answerHtml: "<p>Yes.</p>" })
      .returning({ id: faqItems.id });
    expect(faq?.id).toBeGreaterThan(30);
  });
});
