import { describe, expect, it } from "vitest";
import { firstPlace, GALLERY_POSITIONS, isGalleryPosition } from "./gallery-order";

describe("the gallery's order", () => {
  it("accepts whole positions from 0 to 9,999 only", () => {
    expect([0, 1, 9999].map(isGalleryPosition)).toEqual([true, true, true]);
    expect([-1, 10_000, 1.5, Number.NaN].map(isGalleryPosition)).toEqual([false, false, false, false]);
  });

  it("puts a new shirt just before the first one when there is room, moving nobody", () => {
    expect(firstPlace([3, 1, 2])).toEqual({ position: 0, moveThrough: null });
    expect(firstPlace([40, 12])).toEqual({ position: 11, moveThrough: null });
    expect(firstPlace([])).toEqual({ position: 0, moveThrough: null });
  });

  it("puts it at 0 when 0 is taken, the run from 0 moving one place later into the first free position", () => {
    expect(firstPlace([0, 1, 2, 5, 6])).toEqual({ position: 0, moveThrough: 2 });
    expect(firstPlace([0, 0, 7])).toEqual({ position: 0, moveThrough: 0 });
  });

  it("gives positions the model editor accepts, whatever was stored before", () => {
    // Positions below 0, written before this rule, are left where they are.
    expect(firstPlace([-19, -18, 1])).toEqual({ position: 0, moveThrough: null });
    const full = Array.from({ length: GALLERY_POSITIONS.last + 1 }, (_, position) => position);
    expect(firstPlace(full)).toEqual({ position: 0, moveThrough: GALLERY_POSITIONS.last - 1 });
  });

  it("places new shirts first one after the other, each before the last", () => {
    let taken = [1, 2, 3];
    const placed: number[] = [];
    for (let shirt = 0; shirt < 25; shirt += 1) {
      const { position, moveThrough } = firstPlace(taken);
      taken = taken.map((held) => (moveThrough !== null && held >= 0 && held <= moveThrough ? held + 1 : held));
      taken.push(position);
      placed.push(position);
      expect(Math.min(...taken)).toBe(position);
      expect(taken.filter((held) => held === position)).toHaveLength(1);
    }
    expect(placed.every(isGalleryPosition)).toBe(true);
  });
});
