import { describe, expect, it } from "vitest";
import { ANSWERS } from "./answers.test-support";
import { EASE } from "./estimator";
import { sleeveFromShoulderSeamCm } from "./size";
import { SIZE_CHART_FITS, sizeChartColumns } from "./size-chart";
import { calculateSmartSize } from "./smart-size";
import { workshopMeasures } from "./workshop";

describe("what the workshop cuts to", () => {
  it("keeps a smart size's ordered measures and shows the fit's ease over the predicted body", () => {
    const size = calculateSmartSize(ANSWERS);
    const measures = workshopMeasures(size);
    expect(measures.finished).toEqual(size.measures);
    expect(measures.body?.source).toBe("answers");
    // Fitted (2): chest + 15 cm; the collar one finger plus shrinkage over the neck.
    expect(measures.ease.chest).toBeCloseTo(EASE.chestCm[2], 0);
    expect(measures.ease.neck).toBeCloseTo(1.5, 0);
    expect(measures.ease.waist).toBeGreaterThan(0);
  });

  it("makes a quick size as the size chart's column for its collar, with the customer's sleeve", () => {
    const regular = SIZE_CHART_FITS.find((chart) => chart.fit === 2)!;
    const column = sizeChartColumns(regular).find((candidate) => candidate.collarCm === 41)!;
    const measures = workshopMeasures({ kind: "rapid", fit: 2, neckCm: 41, sleeveCm: 66 });
    expect(measures.finished.chest).toBe(column.shirt.chest);
    expect(measures.finished.neck).toBe(column.shirt.neck);
    expect(sleeveFromShoulderSeamCm(measures.finished)).toBe(66);
    expect(measures.body?.source).toBe("size-chart");
    expect(measures.body?.points.sleeves).toBeUndefined();
    expect(measures.ease.sleeves).toBeUndefined();
    expect(measures.ease.chest).toBeCloseTo(EASE.chestCm[2], 0);
  });

  it("has no body for measurements the customer gave himself", () => {
    const size = calculateSmartSize(ANSWERS);
    const measures = workshopMeasures({ kind: "manual", fit: 1, measures: size.measures });
    expect(measures).toEqual({ finished: size.measures, body: null, ease: {} });
  });
});
