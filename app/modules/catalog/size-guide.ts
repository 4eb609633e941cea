import { SIZE_CHART_FITS, SIZE_CHART_ROWS, sizeChartColumns } from "~/modules/sizing/size-chart";

/** A table of the product page's size guide, in cm. */
export type SizeGuideTable = { name: string; columns: string[]; rows: { label: string; values: number[] }[] };

let tables: SizeGuideTable[] | undefined;

/**
 * The Slim, Regular and Classic tables of the product page's size guide (spec 001 section 2),
 * in cm: the size charts of /sizing-guides (decision 004). They never change while the shop
 * runs, so they are worked out once. Used by loaders only: the estimator stays on the server.
 */
export function sizeGuideTables(): SizeGuideTable[] {
  tables ??= SIZE_CHART_FITS.map((chart) => {
    const columns = sizeChartColumns(chart);
    return {
      name: chart.name,
      columns: columns.map((column) => `${column.label}-${column.collarCm}`),
      rows: SIZE_CHART_ROWS.map((row) => ({
        label: row.label,
        values: columns.map((column) => row.value(column.shirt)),
      })),
    };
  });
  return tables;
}
