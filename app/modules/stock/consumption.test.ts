import { describe, expect, it } from "vitest";
import type { Size } from "~/modules/sizing/size";
import { SIZE_CHART_FITS, sizeChartColumns } from "~/modules/sizing/size-chart";
import {
  type ClothLine,
  canMakeOneShirt,
  clothForMeasuresCm,
  clothForSizeCm,
  clothShortfalls,
  matchingOf,
  metresText,
  ONE_SHIRT_CM,
  STANDARD_SHIRT,
  standardShirtsIn,
} from "./consumption";

const regular = SIZE_CHART_FITS.find((chart) => chart.name === "Regular")!;
const columns = sizeChartColumns(regular);
const quick = (neckCm: number, sleeveCm = 66): Size => ({ kind: "rapid", fit: 2, neckCm, sleeveCm });

describe("the cloth one shirt takes", () => {
  it("is the regular M-40 of the size chart for the standard shirt", () => {
    const m40 = columns.find((column) => column.collarCm === 40)!.shirt;
    expect(STANDARD_SHIRT).toEqual({
      chest: m40.chest,
      back: m40.back,
      sleeves: m40.sleeves,
      shoulders: m40.shoulders,
    });
    expect(ONE_SHIRT_CM).toEqual({ none: 175, stripes: 190, checks: 210 });
  });

  it("grows with the size, and jumps when the fronts no longer fit beside the back", () => {
    const needs = columns.map((column) => clothForMeasuresCm(column.shirt, "plain"));
    for (let index = 1; index < needs.length; index++) expect(needs[index]).toBeGreaterThanOrEqual(needs[index - 1]!);
    // Regular S-37 against XXL-46: a chest of 144 cm needs a row of its own for the fronts.
    expect(needs[0]).toBe(175);
    expect(needs.at(-1)).toBe(225);
    // A longer sleeve takes more.
    expect(clothForSizeCm(quick(40, 72), "plain")).toBeGreaterThan(clothForSizeCm(quick(40, 62), "plain"));
  });

  it("adds a tenth for stripes and a fifth for checks, cut to the next 5 cm", () => {
    expect(matchingOf("plain")).toBe("none");
    expect(matchingOf("micro-check")).toBe("none");
    expect(matchingOf("bengal-stripe")).toBe("stripes");
    expect(matchingOf("gingham")).toBe("checks");
    // A motif the shop adds later is matched like checks: never short.
    expect(matchingOf("argyle")).toBe("checks");
    const plain = clothForSizeCm(quick(41), "plain");
    expect(plain % 5).toBe(0);
    expect(clothForSizeCm(quick(41), "candy-stripe")).toBeGreaterThan(plain);
    expect(clothForSizeCm(quick(41), "windowpane")).toBeGreaterThan(clothForSizeCm(quick(41), "candy-stripe"));
  });

  it("offers a fabric while it makes one more standard shirt, or is not counted", () => {
    expect(canMakeOneShirt(175, "plain")).toBe(true);
    expect(canMakeOneShirt(174, "plain")).toBe(false);
    expect(canMakeOneShirt(200, "gingham")).toBe(false);
    expect(canMakeOneShirt(null, "gingham")).toBe(true);
    expect(standardShirtsIn(1_000, "plain")).toBe(5);
    expect(metresText(1234)).toBe("12.34 m");
  });
});

describe("the cart's check of the cloth left", () => {
  const line = (overrides: Partial<ClothLine>): ClothLine => ({
    fabricId: 1,
    fabricName: "Poplin White",
    stockCm: 400,
    pattern: "plain",
    size: quick(41),
    quantity: 1,
    ...overrides,
  });
  const each = clothForSizeCm(quick(41), "plain");

  it("lets the lines of a fabric take its cloth in order and refuses the one that does not fit", () => {
    expect(clothShortfalls([line({}), line({})])).toEqual([null, null]);
    // Each fabric has its own cloth.
    expect(clothShortfalls([line({ stockCm: each }), line({ fabricId: 2, stockCm: each })])).toEqual([null, null]);
    const tight = clothShortfalls([line({ stockCm: each * 2 }), line({ stockCm: each * 2, quantity: 2 })]);
    expect(tight[0]).toBeNull();
    expect(tight[1]).toBe(
      "Only enough of Poplin White is left for 1 of these shirts. Please lower the quantity, or choose another fabric for the others.",
    );
  });

  it("says a size the cloth left cannot make, and leaves an uncounted fabric alone", () => {
    const [large] = clothShortfalls([line({ stockCm: each, size: quick(46, 72) })]);
    expect(large).toMatch(/^Not enough of Poplin White is left for this shirt in this size \(it takes \d+\.\d\d m\)/);
    expect(clothShortfalls([line({ stockCm: null, quantity: 10 })])).toEqual([null]);
  });
});
