/**
 * The standard size charts ('Standard Sizes for Shirt Fits', spec 001 sections 2 and 9):
 * one table per fit, one column per collar size. The chest widths are the spec's; every
 * other row is what the estimator and the ease rules give for a typical man with that collar
 * and chest, so the charts and the size calculator never contradict each other
 * (docs/decisions/004-size-charts.md).
 */
import { collarSizeLabel } from "./collar-sizes";
import {
  type BodyMeasures,
  EASE,
  type Fit,
  finishedShirtMeasures,
  neckFromCollarCm,
  predictBody,
  roundHalfCm,
} from "./estimator";
import type { ShirtMeasures } from "./size";

export type SizeChartFit = {
  fit: Fit;
  name: "Slim" | "Regular" | "Classic";
  /** Collar sizes of the columns, cm. */
  collars: number[];
  /** Half the finished chest, cm, per collar (the spec's chest widths). */
  chestWidthCm: (collarCm: number) => number;
};

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * Slim XS-35 to XL-44 with chest widths 46 to 64, regular S-37 to XXL-46 with 54 to 72: two
 * centimetres of chest width per centimetre of collar. Classic M-39 to XXXXL-50 starts at 57
 * and keeps the same step; the spec's last classic value (104) would mean a 186 cm chest for
 * a 48.5 cm neck, which no man in the body data has.
 */
export const SIZE_CHART_FITS: SizeChartFit[] = [
  { fit: 1, name: "Slim", collars: range(35, 44), chestWidthCm: (collar) => 46 + 2 * (collar - 35) },
  { fit: 2, name: "Regular", collars: range(37, 46), chestWidthCm: (collar) => 54 + 2 * (collar - 37) },
  { fit: 3, name: "Classic", collars: range(39, 50), chestWidthCm: (collar) => 57 + 2 * (collar - 39) },
];

/** The typical man the chart is drawn for: average reported height and age. */
const TYPICAL = { heightCm: 178, age: 35 };

/**
 * The body weight at which a typical man with this neck has this chest (the estimator's
 * chest grows with weight): found by bisection within the estimator's accepted range.
 */
function weightForChest(neckCm: number, chestCm: number): number {
  let low = 48;
  let high = 185;
  for (let i = 0; i < 40; i++) {
    const mid = (low + high) / 2;
    const predicted = predictBody({ ...TYPICAL, weightKg: mid, neckCm }).chestCm;
    if (predicted < chestCm) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

export type SizeChartColumn = { collarCm: number; label: string; shirt: ShirtMeasures };

/** The typical man a chart's column is drawn for: the body behind a collar size in a fit. */
export function chartBody(chart: SizeChartFit, collarCm: number): BodyMeasures {
  const neckCm = neckFromCollarCm(collarCm);
  const finishedChest = 2 * chart.chestWidthCm(collarCm);
  const bodyChest = finishedChest - EASE.chestCm[chart.fit];
  return predictBody({ ...TYPICAL, weightKg: weightForChest(neckCm, bodyChest), neckCm });
}

/** The finished-shirt measures of each column of a fit's chart. */
export function sizeChartColumns(chart: SizeChartFit): SizeChartColumn[] {
  return chart.collars.map((collarCm) => ({
    collarCm,
    label: collarSizeLabel(collarCm),
    shirt: finishedShirtMeasures(chartBody(chart, collarCm), chart.fit),
  }));
}

const halfWidth = (roundCm: number) => roundHalfCm(roundCm / 2);

/**
 * The chart's rows in the spec's order, cm; widths are half the round measure (laid flat).
 * The spec's 'hips' and 'biceps length' are widths like the chest's, and named so (README,
 * "Differences from the original").
 */
export const SIZE_CHART_ROWS: { label: string; value: (shirt: ShirtMeasures) => number }[] = [
  { label: "Chest width", value: (shirt) => halfWidth(shirt.chest) },
  { label: "Waist width", value: (shirt) => halfWidth(shirt.waist) },
  { label: "Hips width", value: (shirt) => halfWidth(shirt.hips) },
  { label: "Collar around", value: (shirt) => shirt.neck },
  { label: "Sleeve and cuff length", value: (shirt) => shirt.sleeves },
  { label: "Back length", value: (shirt) => shirt.back },
  { label: "Biceps width", value: (shirt) => halfWidth(shirt.biceps ?? 0) },
  { label: "Buttoned cuff", value: (shirt) => shirt.cuffs },
  { label: "Shoulders width", value: (shirt) => shirt.shoulders },
];
