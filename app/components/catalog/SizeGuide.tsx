import { Link } from "react-router";
import type { SizeGuideTable } from "~/modules/catalog/size-guide";

const number = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1 });

/** The size guide of the product page: the Slim, Regular and Classic tables in cm. */
export function SizeGuide({ tables }: { tables: SizeGuideTable[] }) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8">
      <p className="text-sm text-ink-soft">
        Finished shirt measurements in centimetres. Widths are taken on the shirt laid flat, lengths from the centre of
        the back. Columns are collar sizes.
      </p>
      {tables.map((table) => (
        <section key={table.name} aria-labelledby={`size-guide-${table.name}`}>
          <h3 id={`size-guide-${table.name}`} className="text-2xl">
            {table.name}
          </h3>
          <section
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than the dialog scrolls; keyboards must reach it (WCAG 2.1.1).
            tabIndex={0}
            aria-label={`${table.name} table`}
            className="mt-3 overflow-x-auto border border-line bg-white"
          >
            <table className="w-full border-collapse text-right text-sm tabular-nums">
              <caption className="sr-only">{table.name} fit, in cm</caption>
              <thead className="bg-linen/60 text-xs uppercase tracking-[0.06em] text-ink-soft">
                <tr>
                  <th scope="col" className="sticky left-0 bg-linen px-3 py-2 text-left font-semibold">
                    Size (cm)
                  </th>
                  {table.columns.map((column) => (
                    <th key={column} scope="col" className="px-2.5 py-2 font-semibold whitespace-nowrap">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {table.rows.map((row) => (
                  <tr key={row.label}>
                    <th
                      scope="row"
                      className="sticky left-0 bg-white px-3 py-2 text-left font-medium whitespace-nowrap"
                    >
                      {row.label}
                    </th>
                    {row.values.map((value, index) => (
                      <td key={table.columns[index]} className="px-2.5 py-2">
                        {number.format(value)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </section>
      ))}
      <p className="text-sm">
        <Link to="/sizing-guides" className="font-semibold text-navy underline underline-offset-4">
          All size charts, in centimetres or inches
        </Link>
      </p>
    </div>
  );
}
