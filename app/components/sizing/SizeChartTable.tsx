import type { SizeGuideTable } from "~/modules/catalog/size-guide";
import { fromCm, type LengthUnit } from "~/modules/sizing/units";

const number = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 });

/** The size charts page's cells are roomier than the dialogs'. */
const SPACING = {
  compact: {
    head: "tracking-[0.06em]",
    corner: "px-3 py-2",
    column: "px-2.5 py-2",
    row: "px-3 py-2",
    cell: "px-2.5 py-2",
  },
  roomy: {
    head: "tracking-[0.08em]",
    corner: "px-4 py-3",
    column: "px-3 py-3",
    row: "px-4 py-2.5 text-ink",
    cell: "px-3 py-2.5",
  },
};

/**
 * One fit's size chart: a column per collar size, a row per measurement, the size column kept
 * in view while the table scrolls sideways. Values come in cm (size-guide.ts) and are shown
 * in `unit`.
 */
export function SizeChartTable({
  table,
  unit,
  caption,
  spacing = "compact",
}: {
  table: SizeGuideTable;
  unit: LengthUnit;
  caption: string;
  spacing?: keyof typeof SPACING;
}) {
  const space = SPACING[spacing];
  return (
    <table className="w-full border-collapse text-right text-sm tabular-nums">
      <caption className="sr-only">{caption}</caption>
      <thead className={`bg-linen/60 text-xs uppercase text-ink-soft ${space.head}`}>
        <tr>
          <th scope="col" className={`sticky left-0 bg-linen text-left font-semibold ${space.corner}`}>
            Size ({unit})
          </th>
          {table.columns.map((column) => (
            <th key={column} scope="col" className={`font-semibold whitespace-nowrap ${space.column}`}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {table.rows.map((row) => (
          <tr key={row.label}>
            <th scope="row" className={`sticky left-0 bg-white text-left font-medium whitespace-nowrap ${space.row}`}>
              {row.label}
            </th>
            {row.values.map((value, index) => (
              <td key={table.columns[index]} className={space.cell}>
                {number.format(fromCm(value, unit))}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
