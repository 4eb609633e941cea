import { type CurrencyCode, formatMoney } from "~/modules/money/money";

/*
 * A report's figure: a chart and the table of the same numbers below it, which is also what
 * its CSV export writes. Cells keep their kind (a count, an amount of one currency, a share), so
 * that the page writes them for people and the export for spreadsheets.
 */

export type Cell =
  | string
  | number
  | { minor: number; currency: CurrencyCode | (string & {}) }
  | { share: number | null }
  | { days: number | null };

export type FigureTable = {
  caption: string;
  columns: { name: string; numeric?: boolean }[];
  /** The rows shown under the chart. */
  rows: Cell[][];
  /** Every row, for the export, when the page shows only the first (the ten best of thousands). */
  allRows?: Cell[][];
};

/** What a chart shows: one or more series of numbers over the same categories. */
export type ChartSpec = {
  kind: "bar" | "horizontal-bar" | "line";
  categories: string[];
  series: { name: string; values: number[] }[];
  stacked?: boolean;
  /** How the value axis is written. */
  unit: { currency: string } | "count" | "percent";
};

export type Figure = {
  /** Its name in the address of its CSV export: lower case letters, digits and dashes. */
  id: string;
  title: string;
  /** What the chart shows, in a sentence: its accessible description. */
  description: string;
  chart: ChartSpec | null;
  table: FigureTable;
};

const percent = new Intl.NumberFormat("en-GB", { style: "percent", maximumFractionDigits: 1 });

/** A cell as the page writes it. */
export function cellText(cell: Cell): string {
  if (typeof cell === "string") return cell;
  if (typeof cell === "number") return cell.toLocaleString("en-GB");
  if ("minor" in cell) return formatMoney(cell.minor, cell.currency);
  if ("share" in cell) return cell.share === null ? "—" : percent.format(cell.share);
  return cell.days === null ? "—" : `${cell.days} days`;
}

/** A cell as the CSV export writes it: plain numbers, amounts in major units with a dot. */
export function cellCsv(cell: Cell): string {
  if (typeof cell === "string") return cell;
  if (typeof cell === "number") return String(cell);
  if ("minor" in cell) return (cell.minor / 100).toFixed(2);
  if ("share" in cell) return cell.share === null ? "" : cell.share.toFixed(4);
  return cell.days === null ? "" : String(cell.days);
}

/** A share, or null for one of nothing. */
export const shareOf = (part: number, whole: number): { share: number | null } => ({
  share: whole === 0 ? null : part / whole,
});
