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

/** The gallery's filter lists: categories, weaves ('Type of Fabric'), colours and motifs. */
export function listFilterLists(): Promise<FilterLists> {
  return cached("catalogue", "gallery-filters", async () => {
    const [categoryRows, weaveRows, colourRows, motifRows] = await Promise.all([
      db()
        .select({ id: categories.id, name: categories.name, description: categories.description })
        .from(categories)
        .orderBy(asc(categories.sortOrder), asc(categories.id)),
      db()
        .select({ id: weaves.id, name: weaves.name, description: weaves.description })
        .from(weaves)
        .orderBy(asc(weaves.sortOrder), asc(weaves.id)),
      db()
        .select({ id: colours.id, name: colours.name, hex: colours.hex })
        .from(colours)
        .orderBy(asc(colours.sortOrder), asc(colours.id)),
      db()
        .select({ id: motifs.id, name: motifs.name, description: motifs.description })
        .from(motifs)
        .orderBy(asc(motifs.sortOrder), asc(motifs.id)),
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
