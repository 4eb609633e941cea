import { Link } from "react-router";
import type { LengthUnit } from "~/modules/sizing/units";

const UNITS: { unit: LengthUnit; label: string }[] = [
  { unit: "in", label: "Inches" },
  { unit: "cm", label: "Centimetres" },
];

/**
 * Inches or centimetres, as links to `?unit=`: the page's loader converts, so the switch
 * works without JavaScript. `anchor` keeps the reader at the table.
 */
export function UnitSwitch({ unit, anchor, label }: { unit: LengthUnit; anchor: string; label: string }) {
  return (
    <div className="flex shrink-0 self-start rounded-sm border border-navy text-sm font-semibold sm:self-auto">
      <span className="sr-only">{label}</span>
      {UNITS.map((option) => (
        <Link
          key={option.unit}
          to={`?unit=${option.unit}#${anchor}`}
          preventScrollReset
          replace
          aria-current={option.unit === unit ? "true" : undefined}
          className="px-4 py-2 text-navy hover:bg-linen aria-[current=true]:bg-navy aria-[current=true]:text-white"
        >
          {option.label}
        </Link>
      ))}
    </div>
  );
}
