import { convertCents } from "~/modules/money/money";

/*
 * The gallery's filters (spec 001 section 2 "Gallery", DESIGN.md section 4 item 9). They
 * live in the URL, so a filtered gallery can be shared and works without JavaScript:
 *   id     a category id, or 'new' for new arrivals (the spec's parameter)
 *   color  a colour id (the spec's parameter)
 *   weave  a weave id ('Type of Fabric')
 *   motif  a motif id
 *   q      part of the shirt's name
 *   min, max  a price range in whole units of the display currency
 *   page   the page, from 1
 * A value that cannot be read is dropped, as if it were absent: an old or mistyped link
 * still shows shirts (gallery-params.ts reads them; this file is bundled for the browser and
 * carries no schema library).
 */

/** Shirts per gallery page. */
export const GALLERY_PAGE_SIZE = 24;
/** The longest name search kept. */
export const SEARCH_MAX_LENGTH = 60;

export type GalleryFilters = {
  category: number | "new" | null;
  colour: number | null;
  weave: number | null;
  motif: number | null;
  search: string;
  /** Price bounds in whole units of the display currency, inclusive. */
  minPrice: number | null;
  maxPrice: number | null;
  page: number;
};

export const NO_FILTERS: GalleryFilters = {
  category: null,
  colour: null,
  weave: null,
  motif: null,
  search: "",
  minPrice: null,
  maxPrice: null,
  page: 1,
};

/** Whether any filter narrows the gallery (the page number is not a filter). */
export function hasFilters(filters: GalleryFilters): boolean {
  return (
    filters.category !== null ||
    filters.colour !== null ||
    filters.weave !== null ||
    filters.motif !== null ||
    filters.search !== "" ||
    filters.minPrice !== null ||
    filters.maxPrice !== null
  );
}

/**
 * The gallery address for `filters` changed by `change`. Changing a filter goes back to the
 * first page; parameters are written in a fixed order so one gallery has one address.
 */
export function galleryHref(filters: GalleryFilters, change: Partial<GalleryFilters> = {}): string {
  const next = { ...filters, page: 1, ...change };
  const params = new URLSearchParams();
  if (next.category !== null) params.set("id", String(next.category));
  if (next.colour !== null) params.set("color", String(next.colour));
  if (next.weave !== null) params.set("weave", String(next.weave));
  if (next.motif !== null) params.set("motif", String(next.motif));
  if (next.search !== "") params.set("q", next.search);
  if (next.minPrice !== null) params.set("min", String(next.minPrice));
  if (next.maxPrice !== null) params.set("max", String(next.maxPrice));
  if (next.page > 1) params.set("page", String(next.page));
  const query = params.toString();
  return query ? `/men-shirts?${query}` : "/men-shirts";
}

/** A category's link in the menus, the gallery and the home page: "Linen shirts", /men-shirts?id=5. */
export function categoryLink(category: { id: number; name: string }): { label: string; to: string } {
  return { label: `${category.name} shirts`, to: galleryHref(NO_FILTERS, { category: category.id }) };
}

/**
 * The euro-cent prices whose displayed price (convertCents, in minor units) lies within
 * [minMinor, maxMinor]. Displayed prices grow with euro prices, so the answer is a range;
 * the filter then agrees exactly with the prices the visitor sees on the cards.
 */
export function euroCentsRange(
  minMinor: number | null,
  maxMinor: number | null,
  rate: number,
): { minCents: number | null; maxCents: number | null } {
  return {
    minCents: minMinor === null ? null : firstCentsAtLeast(minMinor, rate),
    maxCents: maxMinor === null ? null : firstCentsAtLeast(maxMinor + 1, rate) - 1,
  };
}

/** The smallest euro-cent amount whose displayed price is at least `minor`. */
function firstCentsAtLeast(minor: number, rate: number): number {
  // convertCents rounds half up on the rate in millionths: round(c x r) >= minor exactly when
  // c x r >= minor - 0.5. Start a cent below that bound and step up past float error.
  const micros = Math.round(rate * 1_000_000) / 1_000_000;
  let cents = Math.max(0, Math.floor((minor - 0.5) / micros) - 1);
  while (convertCents(cents, rate) < minor) cents++;
  return cents;
}

/** The lists the filter panel offers (catalog.server.ts `listFilterLists`). */
export type FilterLists = {
  categories: { id: number; name: string; description: string }[];
  weaves: { id: number; name: string; description: string }[];
  colours: { id: number; name: string; hex: string }[];
  motifs: { id: number; name: string; description: string }[];
};

/** Label and description of new arrivals (the spec's id=new). */
export const NEW_ARRIVALS = {
  name: "New",
  description:
    "The latest cloths and models from our workshop, fresh from the mills of Italy and Portugal. Like every shirt we make, each one is cut to your measurements.",
};

export const GALLERY_DESCRIPTION =
  "Choose a shirt to start from, then make it yours: every fabric, collar, cuff and monogram can be changed at no extra charge, and every shirt is cut to your measurements in Italy.";

/**
 * What a filtered gallery is called: the breadcrumb label, the heading '{label} Shirts' and
 * a description (spec 001 section 2). The label names the colour, motif, weave and category
 * chosen ("Sky blue Gingham Oxford Casual"); with none of those, the name searched for, then
 * the price range. The description is the category's, else the weave's, else the motif's.
 * Null when no filter is active.
 */
export function filterHeading(
  filters: GalleryFilters,
  lists: FilterLists,
  priceLabel: string | null,
): { label: string; description: string } | null {
  const find = <T extends { id: number }>(rows: T[], id: number | null) =>
    id === null ? undefined : rows.find((row) => row.id === id);
  const category = filters.category === "new" ? NEW_ARRIVALS : find(lists.categories, filters.category);
  const colour = find(lists.colours, filters.colour);
  const weave = find(lists.weaves, filters.weave);
  const motif = find(lists.motifs, filters.motif);
  const named = [colour?.name, motif?.name, weave?.name, category?.name].filter((part) => part !== undefined);
  const label =
    named.length > 0 ? named.join(" ") : filters.search !== "" ? `“${filters.search}”` : (priceLabel ?? null);
  if (label === null) return null;
  const description = category?.description || weave?.description || motif?.description || GALLERY_DESCRIPTION;
  return { label, description };
}

/** The filters without ids that name nothing in `lists` (a removed colour, a mistyped link). */
export function knownFilters(filters: GalleryFilters, lists: FilterLists): GalleryFilters {
  const known = (rows: { id: number }[], id: number | null) => (rows.some((row) => row.id === id) ? id : null);
  return {
    ...filters,
    category: filters.category === "new" ? "new" : known(lists.categories, filters.category),
    colour: known(lists.colours, filters.colour),
    weave: known(lists.weaves, filters.weave),
    motif: known(lists.motifs, filters.motif),
  };
}
