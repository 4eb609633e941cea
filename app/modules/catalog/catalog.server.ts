import { and, asc, eq, max, min } from "drizzle-orm";
import { db } from "~/db/client.server";
import { categories, colours, fabrics, motifs, shirtModels, weaves } from "~/db/schema";
import { cached } from "~/infra/cache.server";
import { fabricOffered } from "~/modules/stock/offer.server";
import type { FilterLists } from "./gallery";

/** Categories for the men's shirts menu and the gallery filters. */
export function listCategories() {
  return cached("catalogue", "categories", () =>
    db()
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .orderBy(asc(categories.sortOrder), asc(categories.id)),
  );
}

/** A described list of the gallery's filters in the back office's order: its description heads the filtered page. */
function describedList(table: typeof categories | typeof weaves | typeof motifs) {
  return db()
    .select({ id: table.id, name: table.name, description: table.description })
    .from(table)
    .orderBy(asc(table.sortOrder), asc(table.id));
}

/** The gallery's filter lists: categories, weaves ('Type of Fabric'), colours and motifs. */
export function listFilterLists(): Promise<FilterLists> {
  return cached("catalogue", "gallery-filters", async () => {
    const [categoryRows, weaveRows, colourRows, motifRows] = await Promise.all([
      describedList(categories),
      describedList(weaves),
      db()
        .select({ id: colours.id, name: colours.name, hex: colours.hex })
        .from(colours)
        .orderBy(asc(colours.sortOrder), asc(colours.id)),
      describedList(motifs),
    ]);
    return { categories: categoryRows, weaves: weaveRows, colours: colourRows, motifs: motifRows };
  });
}

/** The lowest and highest price of a shirt on sale, euro cents: the ends of the price filter. */
export function priceBounds(): Promise<{ minCents: number; maxCents: number }> {
  return cached("catalogue", "gallery-price-bounds", async () => {
    const [row] = await db()
      .select({ minCents: min(fabrics.priceCents), maxCents: max(fabrics.priceCents) })
      .from(shirtModels)
      .innerJoin(fabrics, eq(fabrics.id, shirtModels.fabricId))
      .where(and(eq(shirtModels.active, true), fabricOffered()));
    return { minCents: row?.minCents ?? 0, maxCents: row?.maxCents ?? 0 };
  });
}
