import { describe, expect, it } from "vitest";
import { sizeGuideTables } from "./size-guide";
import { COLLAR_SIZES, FIT_CHOICES, SLEEVE_LENGTHS } from "./sizes";

describe("quick size choices (spec 001 section 9)", () => {
  it("offers collars of 35 to 60 cm with their labels and inches, always increasing", () => {
    expect(COLLAR_SIZES.map((size) => size.cm)).toEqual(Array.from({ length: 26 }, (_, index) => 35 + index));
    expect(COLLAR_SIZES[0]).toEqual({ cm: 35, label: "XS", inches: 13.75 });
    expect(COLLAR_SIZES.at(-1)).toEqual({ cm: 60, label: "9XL", inches: 23.5 });
    for (let index = 1; index < COLLAR_SIZES.length; index++) {
      expect(COLLAR_SIZES[index]?.inches).toBeGreaterThan(COLLAR_SIZES[index - 1]?.inches ?? 0);
    }
  });

  it("offers sleeves of 60 to 78 cm and the three fits", () => {
    expect(SLEEVE_LENGTHS[0]).toBe(60);
    expect(SLEEVE_LENGTHS.at(-1)).toBe(78);
    expect(SLEEVE_LENGTHS).toHaveLength(19);
    expect(FIT_CHOICES).toEqual([
      { id: 1, name: "Slim" },
      { id: 2, name: "Fitted" },
      { id: 3, name: "Loose" },
    ]);
  });
});

describe("size guide", () => {
  it("has the slim, regular and classic tables with the spec's columns and chest widths", () => {
    const [slim, regular, classic] = sizeGuideTables();
    expect(slim?.columns[0]).toBe("XS-35");
    expect(slim?.columns.at(-1)).toBe("XL-44");
    expect(regular?.columns[0]).toBe("S-37");
    expect(regular?.columns.at(-1)).toBe("XXL-46");
    expect(classic?.columns[0]).toBe("M-39");
    expect(classic?.columns.at(-1)).toBe("XXXXL-50");
    const chest = (table: typeof slim) => table?.rows.find((row) => row.label === "Chest width")?.values ?? [];
    expect(chest(slim)).toEqual([46, 48, 50, 52, 54, 56, 58, 60, 62, 64]);
    expect(chest(regular)).toEqual([54, 56, 58, 60, 62, 64, 66, 68, 70, 72]);
    expect(chest(classic)[0]).toBe(57);
    expect(sizeGuideTables()).toBe(sizeGuideTables());
  });
});
