import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CM_PER_INCH, cmToInches, fromCm, inchesToCm, round2, toCm } from "./units";

describe("units", () => {
  it("uses the spec's factor of 2.54", () => {
    expect(CM_PER_INCH).toBe(2.54);
    expect(inchesToCm(1)).toBe(2.54);
    expect(inchesToCm(13.75)).toBe(34.93); // 34.925: the smallest neckline label
    expect(inchesToCm(23.5)).toBe(59.69);
    expect(cmToInches(41)).toBe(16.14);
    expect(cmToInches(2.54)).toBe(1);
  });

  it("rounds to two decimals, halves away from zero, without float artefacts", () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(2.675)).toBe(2.68);
    expect(round2(-1.005)).toBe(-1.01);
    expect(round2(0)).toBe(0);
    expect(Object.is(round2(-0.001), 0)).toBe(true);
    expect(round2(1e-7)).toBe(0);
    expect(round2(123456.789)).toBe(123456.79);
  });

  it("converts by unit and leaves cm as they are", () => {
    expect(toCm(16, "in")).toBe(40.64);
    expect(toCm(40.644, "cm")).toBe(40.64);
    expect(fromCm(40.64, "in")).toBe(16);
    expect(fromCm(88.5, "cm")).toBe(88.5);
  });

  it("round-trips within the rounding", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 300, noNaN: true }), (cm) => {
        expect(Math.abs(inchesToCm(cmToInches(cm)) - cm)).toBeLessThanOrEqual(0.005 * CM_PER_INCH + 0.005 + 1e-9);
      }),
    );
  });
});
