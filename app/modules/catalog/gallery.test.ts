import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { convertCents } from "~/modules/money/money";
import {
  euroCentsRange,
  type FilterLists,
  filterHeading,
  GALLERY_DESCRIPTION,
  galleryHref,
  hasFilters,
  knownFilters,
  NO_FILTERS,
} from "./gallery";
import { parseGalleryFilters } from "./gallery-params";

const parse = (query: string) => parseGalleryFilters(new URLSearchParams(query));

const lists: FilterLists = {
  categories: [
    { id: 1, name: "Business", description: "For the office." },
    { id: 2, name: "Casual", description: "For weekends." },
  ],
  weaves: [{ id: 3, name: "Oxford", description: "A basket weave." }],
  colours: [{ id: 3, name: "Sky blue", hex: "#AFCBE6" }],
  motifs: [{ id: 7, name: "Gingham", description: "Even squares." }],
};

describe("parseGalleryFilters", () => {
  it("reads every filter of the URL", () => {
    expect(parse("id=2&color=3&weave=3&motif=7&q=%20Sky%20%20blue%20&min=30&max=60&page=2")).toEqual({
      category: 2,
      colour: 3,
      weave: 3,
      motif: 7,
      search: "Sky blue",
      minPrice: 30,
      maxPrice: 60,
      page: 2,
    });
  });

  it("reads the spec's id=new", () => {
    expect(parse("id=new").category).toBe("new");
  });

  it("drops values it cannot read instead of failing", () => {
    expect(parse("id=abc&color=-1&weave=1.5&motif=&min=x&max=&page=0&q=")).toEqual(NO_FILTERS);
    expect(parse("page=99999999").page).toBe(1);
    expect(parse(`q=${"a".repeat(200)}`).search).toHaveLength(60);
    expect(parse("q=sky%00%0Ablue&color=99999999999&id=2147483648").search).toBe("sky blue");
    expect(parse("color=99999999999&id=2147483648&weave=1e3")).toEqual(NO_FILTERS);
  });

  it("puts a reversed price range the right way round", () => {
    expect(parse("min=80&max=40")).toMatchObject({ minPrice: 40, maxPrice: 80 });
  });

  it("tells whether anything is filtered", () => {
    expect(hasFilters(parse("page=3"))).toBe(false);
    expect(hasFilters(parse("q=oxford"))).toBe(true);
    expect(hasFilters(parse("max=50"))).toBe(true);
  });
});

describe("galleryHref", () => {
  it("writes the filters in a fixed order and returns to the first page on a change", () => {
    const filters = parse("motif=7&id=2&page=3");
    expect(galleryHref(filters)).toBe("/men-shirts?id=2&motif=7");
    expect(galleryHref(filters, { page: 3 })).toBe("/men-shirts?id=2&motif=7&page=3");
    expect(galleryHref(filters, { colour: 3 })).toBe("/men-shirts?id=2&color=3&motif=7");
    expect(galleryHref(filters, { category: null, motif: null })).toBe("/men-shirts");
    expect(galleryHref(NO_FILTERS, { search: "a&b" })).toBe("/men-shirts?q=a%26b");
  });

  it("round-trips through parseGalleryFilters", () => {
    const filters = parse("id=new&color=3&weave=3&motif=7&q=blue&min=10&max=90&page=4");
    expect(parse(galleryHref(filters, { page: 4 }).split("?")[1] ?? "")).toEqual(filters);
  });
});

describe("knownFilters and filterHeading", () => {
  it("drops ids that name nothing", () => {
    expect(knownFilters(parse("id=99&color=3&weave=42"), lists)).toMatchObject({
      category: null,
      colour: 3,
      weave: null,
    });
    expect(knownFilters(parse("id=new"), lists).category).toBe("new");
  });

  it("names the colour, motif, weave and category chosen, with the most specific description", () => {
    expect(filterHeading(parse("id=2"), lists, null)).toEqual({ label: "Casual", description: "For weekends." });
    expect(filterHeading(parse("id=1&color=3&weave=3&motif=7"), lists, null)).toEqual({
      label: "Sky blue Gingham Oxford Business",
      description: "For the office.",
    });
    expect(filterHeading(parse("weave=3"), lists, null)?.description).toBe("A basket weave.");
    expect(filterHeading(parse("color=3"), lists, null)).toEqual({
      label: "Sky blue",
      description: GALLERY_DESCRIPTION,
    });
    expect(filterHeading(parse("id=new"), lists, null)?.label).toBe("New");
  });

  it("falls back to the name searched for, then the price range, and is null without filters", () => {
    expect(filterHeading(parse("q=linen"), lists, null)?.label).toBe("“linen”");
    expect(filterHeading(parse("max=50"), lists, "£33.00 to £50.00")?.label).toBe("£33.00 to £50.00");
    expect(filterHeading(parse(""), lists, null)).toBeNull();
  });
});

describe("euroCentsRange", () => {
  it("finds the euro prices shown within a range of pounds", () => {
    // At 0.85, 3900 cents show as 33.15 and 4200 as 35.70.
    const { minCents, maxCents } = euroCentsRange(3315, 3570, 0.85);
    expect(minCents).toBe(3900);
    expect(convertCents(maxCents ?? 0, 0.85)).toBe(3570);
    expect(convertCents((maxCents ?? 0) + 1, 0.85)).toBeGreaterThan(3570);
    expect(euroCentsRange(null, null, 0.85)).toEqual({ minCents: null, maxCents: null });
  });

  it("keeps exactly the prices whose displayed price is in the range, at any rate", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 50_000, max: 3_000_000 }),
        fc.integer({ min: 0, max: 60_000 }),
        (low, width, micros, cents) => {
          const rate = micros / 1_000_000;
          const { minCents, maxCents } = euroCentsRange(low, low + width, rate);
          const shown = convertCents(cents, rate);
          const inRange = shown >= low && shown <= low + width;
          expect(cents >= (minCents ?? 0) && cents <= (maxCents ?? 0)).toBe(inRange);
        },
      ),
    );
  });
});
