import { describe, expect, it } from "vitest";
import { ANSWERS } from "~/modules/sizing/answers.test-support";
import type { RapidSize, ShirtMeasures } from "~/modules/sizing/size";
import { calculateSmartSize } from "~/modules/sizing/smart-size";
import { workshopMeasures } from "~/modules/sizing/workshop";
import {
  applyCorrections,
  claimablePoints,
  correctedSize,
  correctionWords,
  savedSizeAfterClaim,
  signedCorrection,
} from "./corrections";

const FINISHED: ShirtMeasures = {
  neck: 41,
  chest: 108,
  waist: 100,
  shoulders: 47,
  sleeves: 88,
  back: 78,
  cuffs: 24,
  hips: 104,
};

describe("the arithmetic of a fit claim", () => {
  it("signs a correction: too tight or too short makes the shirt larger, too loose or too long smaller", () => {
    expect(signedCorrection("larger", 1)).toBe(1);
    expect(signedCorrection("smaller", 2.5)).toBe(-2.5);
    expect(correctionWords("neck", 1)).toBe("too tight by 1 cm");
    expect(correctionWords("sleeves", -2)).toBe("too long by 2 cm");
    expect(correctionWords("shoulders", 1.5)).toBe("too narrow by 1.5 cm");
  });

  it("corrects the finished measurements point by point, leaving the others", () => {
    const applied = applyCorrections(FINISHED, { neck: 1, sleeves: -2, waist: -3.5 });
    expect(applied).toEqual({ ok: true, measures: { ...FINISHED, neck: 42, sleeves: 86, waist: 96.5 } });
  });

  it("refuses a correction past the point's limit, off the half centimetre, or of a point the shirt lacks", () => {
    const applied = applyCorrections(FINISHED, { neck: 3.5, chest: 0.3, biceps: 1 });
    expect(applied.ok).toBe(false);
    if (applied.ok) return;
    expect(Object.keys(applied.errors).sort()).toEqual(["biceps", "chest", "neck"]);
    expect(applied.errors.neck).toMatch(/between 0.5 and 3 cm/);
  });

  it("refuses a correction that takes a measurement out of what the shop makes", () => {
    const applied = applyCorrections({ ...FINISHED, neck: 31 }, { neck: -2 });
    expect(applied).toEqual({ ok: false, errors: { neck: "The shop makes this measurement between 30 and 66 cm." } });
  });

  it("keeps a smart size's answers and gives it the corrected measurements", () => {
    const smart = calculateSmartSize(ANSWERS);
    const applied = applyCorrections(smart.measures, { chest: 2 });
    if (!applied.ok) throw new Error("refused");
    const corrected = correctedSize(smart, applied.measures);
    expect(corrected).toEqual({ ...smart, measures: { ...smart.measures, chest: smart.measures.chest + 2 } });
    expect(workshopMeasures(corrected).finished.chest).toBe(smart.measures.chest + 2);
    expect(claimablePoints(smart)).toContain("biceps");
  });

  it("cuts a quick size's remake to all its corrected measurements, as a size of measurements", () => {
    const rapid: RapidSize = { kind: "rapid", fit: 2, neckCm: 41, sleeveCm: 66 };
    const finished = workshopMeasures(rapid).finished;
    const applied = applyCorrections(finished, { chest: -4, sleeves: -2 });
    if (!applied.ok) throw new Error("refused");
    const corrected = correctedSize(rapid, applied.measures);
    expect(corrected).toEqual({
      kind: "manual",
      fit: 2,
      measures: { ...finished, chest: finished.chest - 4, sleeves: finished.sleeves - 2 },
    });
  });

  it("keeps in a saved smart size every corrected measurement, and in a quick one its collar and sleeve", () => {
    const smart = calculateSmartSize(ANSWERS);
    const corrected = { ...smart, measures: { ...smart.measures, neck: smart.measures.neck + 1 } };
    expect(savedSizeAfterClaim(smart, { neck: 1 }, corrected)).toEqual(corrected);

    const rapid: RapidSize = { kind: "rapid", fit: 2, neckCm: 41, sleeveCm: 66 };
    const manual = correctedSize(rapid, workshopMeasures(rapid).finished);
    expect(savedSizeAfterClaim(rapid, { neck: 1, sleeves: -2.5, chest: 4 }, manual)).toEqual({
      ...rapid,
      neckCm: 42,
      sleeveCm: 64,
    });
    // Within the quick size's own limits.
    expect(savedSizeAfterClaim({ ...rapid, sleeveCm: 61 }, { sleeves: -3 }, manual)).toMatchObject({ sleeveCm: 60 });
    expect(savedSizeAfterClaim(manual, { neck: 1 }, manual)).toBeNull();
  });
});
