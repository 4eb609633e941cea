import { Tabs } from "radix-ui";
import { useState } from "react";
import { Link } from "react-router";
import type { SizeGuideTable } from "~/modules/catalog/size-guide";
import type { LengthUnit } from "~/modules/sizing/units";
import { SizeChartTable } from "./SizeChartTable";

const UNITS: { unit: LengthUnit; label: string }[] = [
  { unit: "in", label: "Inches" },
  { unit: "cm", label: "Centimetres" },
];

/**
 * The size guide dialog's content: a tab per fit (Radix Tabs: arrow keys move between them)
 * and the unit switch, inches by default (spec section 4: factor 2.54, two decimals). The
 * tables come in cm from the loader (size-chart.ts); inches are worked out here.
 */
export default function SizeGuideTabs({ tables }: { tables: SizeGuideTable[] }) {
  const [unit, setUnit] = useState<LengthUnit>("in");
  const first = tables[0]?.name;
  return (
    <Tabs.Root defaultValue={first} className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Tabs.List aria-label="Fits" className="flex border-b border-line">
          {tables.map((table) => (
            <Tabs.Trigger
              key={table.name}
              value={table.name}
              className="-mb-px border-b-2 border-transparent px-4 py-2 text-sm font-semibold text-ink-soft hover:text-navy data-[state=active]:border-navy data-[state=active]:text-navy"
            >
              {table.name}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <fieldset className="flex rounded-sm border border-navy text-sm font-semibold">
          <legend className="sr-only">Unit</legend>
          {UNITS.map((option) => (
            <button
              key={option.unit}
              type="button"
              aria-pressed={unit === option.unit}
              onClick={() => setUnit(option.unit)}
              className="px-3 py-1.5 text-navy hover:bg-linen aria-pressed:bg-navy aria-pressed:text-white"
            >
              {option.label}
            </button>
          ))}
        </fieldset>
      </div>
      {tables.map((table) => (
        // The panel scrolls sideways on a phone; Radix makes it focusable, so keyboards can scroll it.
        <Tabs.Content key={table.name} value={table.name} className="overflow-x-auto border border-line bg-white">
          <SizeChartTable
            table={table}
            unit={unit}
            caption={`${table.name} fit, in ${unit === "in" ? "inches" : "centimetres"}`}
          />
        </Tabs.Content>
      ))}
      <p className="text-sm text-ink-soft">
        Widths are taken on the shirt laid flat; lengths from the centre of the back.{" "}
        <Link to="/sizing-guides" className="font-semibold text-navy underline underline-offset-4">
          All size charts
        </Link>
      </p>
    </Tabs.Root>
  );
}
