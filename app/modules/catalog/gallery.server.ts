import { and, asc, count, eq, gte, ilike, lte, or, type SQL, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { fabrics, shirtModels } from "~/db/schema";
import { cached } from "~/infra/cache.server";
import { designFromModel, type ModelDesignRow } from "~/modules/design/design";
import { fabricLookColumns, loadDesignOptions, modelDesignColumns } from "~/modules/design/design.server";
import { type FabricLookRow, type ShirtLook, shirtLook } from "~/modules/design/look";
import { convertCents, type DisplayCurrency, formatMoney, formatPrice } from "~/modules/money/money";
import { fabricOffered } from "~/modules/stock/offer.server";
import { listFilterLists, priceBounds } from "./catalog.server";
import {
  euroCentsRange,
  type FilterLists,
  filterHeading,
  GALLERY_PAGE_SIZE,
  type GalleryFilters,
  knownFilters,
} from "./gallery";
import { shirtPath } from "./urls";

/** A shirt as a card of the gallery or of 'You may also like'. */
export type ShirtCard = {
  id: number;
  name: string;
  href: string;
  price: string;
  look: ShirtLook;
};

export type GalleryPage = {
  filters: GalleryFilters;
  lists: FilterLists;
  heading: { label: string; description: string } | null;
  cards: ShirtCard[];
  total: number;
  page: number;
  pageCount: number;
  /** The price filter's ends in whole units of the display currency. */
  priceRange: { min: number; max: number };
};

/** The columns a card needs: the model's design, its name and its fabric. */
export const cardColumns = {
  ...modelDesignColumns,
  name: shirtModels.name,
  fabric: fabricLookColumns,
};

type CardRow = ModelDesignRow & { name: string; fabric: FabricLookRow };

/** Cards from rows selected with `cardColumns`: no further query. */
export async function toCards(rows: CardRow[], currency: DisplayCurrency): Promise<ShirtCard[]> {
  const options = await loadDesignOptions();
  return rows.map(({ name, fabric, ...design }) => ({
    id: design.modelId,
    name,
    href: shirtPath({ id: design.modelId, name }),
    price: formatPrice(fabric.priceCents, currency),
    look: shirtLook(designFromModel(design), fabric, options),
  }));
}

/** "%" and "_" in a search are letters, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** What a gallery page's rows depend on: the filters in euro cents, and the page. */
type GalleryQuery = {
  category: number | "new" | null;
  colour: number | null;
  weave: number | null;
  motif: number | null;
  search: string;
  minCents: number | null;
  maxCents: number | null;
  page: number;
};

/**
 * The shirts of one gallery page and the number of matches: one query (the page, with the
 * count as a window); an empty page costs one or two more (the count, the last page).
 */
async function loadGalleryRows(query: GalleryQuery): Promise<{ rows: CardRow[]; total: number; page: number }> {
  const conditions: SQL[] = [eq(shirtModels.active, true), fabricOffered()];
  if (query.category === "new") conditions.push(eq(shirtModels.isNew, true));
  else if (query.category !== null) conditions.push(eq(shirtModels.categoryId, query.category));
  if (query.colour !== null) conditions.push(eq(fabrics.colourId, query.colour));
  if (query.weave !== null) conditions.push(eq(fabrics.weaveId, query.weave));
  if (query.motif !== null) conditions.push(eq(fabrics.motifId, query.motif));
  if (query.search !== "") {
    const pattern = likePattern(query.search);
    conditions.push(or(ilike(shirtModels.name, pattern), ilike(fabrics.name, pattern)) as SQL);
  }
  if (query.minCents !== null) conditions.push(gte(fabrics.priceCents, query.minCents));
  if (query.maxCents !== null) conditions.push(lte(fabrics.priceCents, query.maxCents));
  const where = and(...conditions);

  const pageRows = async (page: number) => {
    const rows = await db()
      .select({ ...cardColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(shirtModels)
      .innerJoin(fabrics, eq(fabrics.id, shirtModels.fabricId))
      .where(where)
      .orderBy(asc(shirtModels.sortOrder), asc(shirtModels.id))
      .limit(GALLERY_PAGE_SIZE)
      .offset((page - 1) * GALLERY_PAGE_SIZE);
    return { total: rows[0]?.total, rows: rows.map(({ total: _total, ...row }) => row) };
  };
  const first = await pageRows(query.page);
  if (first.total !== undefined) return { rows: first.rows, total: first.total, page: query.page };
  // No row: nothing matches, or the page is past the end (an old link after the catalogue
  // shrank), which shows the last page instead.
  const [counted] = await db()
    .select({ n: count() })
    .from(shirtModels)
    .innerJoin(fabrics, eq(fabrics.id, shirtModels.fabricId))
    .where(where);
  const total = counted?.n ?? 0;
  if (total === 0) return { rows: [], total, page: 1 };
  const last = Math.ceil(total / GALLERY_PAGE_SIZE);
  return { rows: (await pageRows(last)).rows, total, page: last };
}

/**
 * One page of the gallery: the shirts on sale matching every filter, in the shop's order,
 * priced in the display currency. At most one query in the common case (see loadGalleryRows)
 * plus the cached lists, whatever the size of the catalogue or of the page (DESIGN.md section
 * 5). The rows of a page are kept like the menus (SHARED_DATA_TTL_MS): visitors mostly ask
 * for the same few pages, and the catalogue changes rarely.
 */
export async function getGalleryPage(requested: GalleryFilters, currency: DisplayCurrency): Promise<GalleryPage> {
  const [lists, bounds] = await Promise.all([listFilterLists(), priceBounds()]);
  const priceRange = {
    min: Math.floor(convertCents(bounds.minCents, currency.rate) / 100),
    max: Math.ceil(convertCents(bounds.maxCents, currency.rate) / 100),
  };
  const known = knownFilters(requested, lists);
  // A slider left at its end filters nothing: the gallery is not called "£33 to £110 Shirts".
  const filters = {
    ...known,
    minPrice: known.minPrice !== null && known.minPrice > priceRange.min ? known.minPrice : null,
    maxPrice: known.maxPrice !== null && known.maxPrice < priceRange.max ? known.maxPrice : null,
  };

  const { minCents, maxCents } = euroCentsRange(
    filters.minPrice === null ? null : filters.minPrice * 100,
    filters.maxPrice === null ? null : filters.maxPrice * 100,
    currency.rate,
  );
  const query: GalleryQuery = {
    category: filters.category,
    colour: filters.colour,
    weave: filters.weave,
    motif: filters.motif,
    // The search ignores case (ilike): one entry for "Oxford" and "oxford".
    search: filters.search.toLowerCase(),
    minCents,
    maxCents,
    page: filters.page,
  };
  const { rows, total, page } = await cached("catalogue", `gallery:${JSON.stringify(query)}`, () =>
    loadGalleryRows(query),
  );
  const pageCount = Math.max(1, Math.ceil(total / GALLERY_PAGE_SIZE));

  const priceLabel =
    filters.minPrice === null && filters.maxPrice === null
      ? null
      : `${formatMoney((filters.minPrice ?? priceRange.min) * 100, currency.code)} to ${formatMoney((filters.maxPrice ?? priceRange.max) * 100, currency.code)}`;
  return {
    filters: { ...filters, page },
    lists,
    heading: filterHeading(filters, lists, priceLabel),
    cards: await toCards(rows, currency),
    total,
    page,
    pageCount,
    priceRange,
  };
}
