import { describe, expect, it } from "vitest";
import { ANSWERS, typed } from "./answers.test-support";
import { CROSS_CHECK_TOLERANCE_CM } from "./cross-check";
import { calculateSmartSize, withTypedMeasures } from "./smart-size";

describe("the smart calculation", () => {
  it("gives the eight finished measures plus biceps, the neck being the neckline", () => {
    const size = calculateSmartSize(ANSWERS);
    expect(size).toMatchObject({ kind: "smart", name: "Work shirts", heightCm: 180, weightKg: 82, neckCm: 41 });
    expect(size.measures.neck).toBe(41);
    expect(Object.keys(size.measures)).toEqual([
      "neck",
      "chest",
      "waist",
      "shoulders",
      "sleeves",
      "back",
      "cuffs",
      "hips",
      "biceps",
    ]);
    // A fuller build, a looser fit: a wider shirt.
    const fuller = calculateSmartSize({ ...ANSWERS, morphology: 4, fit: 3 });
    expect(fuller.measures.waist).toBeGreaterThan(size.measures.waist);
    expect(fuller.measures.chest).toBeGreaterThan(size.measures.chest);
  });

  it("takes the height in inches at 2.54 cm each", () => {
    const inches = calculateSmartSize({ ...ANSWERS, height: 70.87, heightUnit: "in" });
    expect(inches.heightCm).toBe(180.01);
    expect(inches.measures).toEqual(calculateSmartSize(ANSWERS).measures);
  });
});

describe("measures typed by hand", () => {
  const size = calculateSmartSize(ANSWERS);

  it("are used at once when they are near what the answers lead us to expect", () => {
    const checked = withTypedMeasures(size, typed(size, { chest: size.measures.chest + 4, sleeves: 93 }));
    expect(checked.confirmed && checked.size.measures).toMatchObject({ chest: size.measures.chest + 4, sleeves: 93 });
    // Biceps is not typed: the calculated one stays.
    expect(checked.confirmed && checked.size.measures.biceps).toBe(size.measures.biceps);
  });

  it("are named and held back when far off, until the customer confirms those very values", () => {
    const far = typed(size, {
      sleeves: size.measures.sleeves - CROSS_CHECK_TOLERANCE_CM.sleeves - 10,
      neck: 36,
    });
    const refused = withTypedMeasures(size, far);
    expect(refused.confirmed).toBe(false);
    expect(!refused.confirmed && refused.flags.map((flag) => flag.measure)).toEqual(["neck", "sleeves"]);
    expect(!refused.confirmed && refused.flags[0]).toEqual({ measure: "neck", typedCm: 36, expectedCm: 41 });

    const confirmed = withTypedMeasures(size, { ...far, confirmed: `neck=36;sleeves=${far.sleeves}` });
    expect(confirmed.confirmed && confirmed.size.measures.neck).toBe(36);
    expect(withTypedMeasures(size, { ...far, confirmed: "neck=36" }).confirmed).toBe(false);
  });
});
