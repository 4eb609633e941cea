import { describe, expect, it } from "vitest";
import { EASE, finishedShirtMeasures, neckFromCollarCm, predictBody } from "./estimator";
import { SIZE_CHART_FITS, SIZE_CHART_ROWS, sizeChartColumns } from "./size-chart";

const [slim, regular, classic] = SIZE_CHART_FITS;

describe("size charts", () => {
  it("has the spec's columns: slim XS-35 to XL-44, regular S-37 to XXL-46, classic M-39 to XXXXL-50", () => {
    const names = (chart: (typeof SIZE_CHART_FITS)[number] | undefined) =>
      chart ? sizeChartColumns(chart).map((column) => `${column.label}-${column.collarCm}`) : [];
    expect(names(slim).at(0)).toBe("XS-35");
    expect(names(slim).at(-1)).toBe("XL-44");
    expect(names(regular).at(0)).toBe("S-37");
    expect(names(regular).at(-1)).toBe("XXL-46");
    expect(names(classic).at(0)).toBe("M-39");
    expect(names(classic).at(-1)).toBe("XXXXL-50");
  });

  it("shows the spec's chest widths and collar sizes", () => {
    const chestWidth = SIZE_CHART_ROWS.find((row) => row.label === "Chest width");
    const collar = SIZE_CHART_ROWS.find((row) => row.label === "Collar around");
    for (const chart of SIZE_CHART_FITS) {
      for (const column of sizeChartColumns(chart)) {
        expect(chestWidth?.value(column.shirt)).toBeCloseTo(chart.chestWidthCm(column.collarCm), 0);
        expect(collar?.value(column.shirt)).toBe(column.collarCm);
      }
    }
    expect(slim?.chestWidthCm(35)).toBe(46);
    expect(slim?.chestWidthCm(44)).toBe(64);
    expect(regular?.chestWidthCm(37)).toBe(54);
    expect(regular?.chestWidthCm(46)).toBe(72);
  });

  it("agrees with the calculator: each column is the finished shirt of a man the estimator predicts", () => {
    for (const chart of SIZE_CHART_FITS) {
      for (const column of sizeChartColumns(chart)) {
        const bodyChest = column.shirt.chest - EASE.chestCm[chart.fit];
        // The same man, through the calculator: finished measures equal the chart's.
        const neckCm = neckFromCollarCm(column.collarCm);
        const body = predictBody({ heightCm: 178, age: 35, neckCm, weightKg: 80 });
        expect(finishedShirtMeasures({ ...body, chestCm: bodyChest }, chart.fit).chest).toBe(column.shirt.chest);
      }
    }
  });

  it("grows every row with the collar size", () => {
    for (const chart of SIZE_CHART_FITS) {
      const columns = sizeChartColumns(chart);
      for (const row of SIZE_CHART_ROWS) {
        const values = columns.map((column) => row.value(column.shirt));
        for (let i = 1; i < values.length; i++) expect(values[i], row.label).toBeGreaterThanOrEqual(values[i - 1] ?? 0);
      }
    }
  });

  it("cuts the regular fit wider than the slim at the same collar", () => {
    const at41 = (chart: (typeof SIZE_CHART_FITS)[number] | undefined) =>
      chart ? sizeChartColumns(chart).find((column) => column.collarCm === 41)?.shirt : undefined;
    expect(at41(slim)?.chest).toBeLessThan(at41(regular)?.chest ?? 0);
    expect(at41(slim)?.waist).toBeLessThan(at41(regular)?.waist ?? 0);
  });
});
