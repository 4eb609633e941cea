import { Link } from "react-router";
import { SizeChartTable } from "~/components/sizing/SizeChartTable";
import type { SizeGuideTable } from "~/modules/catalog/size-guide";

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
            <SizeChartTable table={table} unit="cm" caption={`${table.name} fit, in cm`} />
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
