import { Link } from "react-router";
import { ShirtFrontBack } from "~/components/shirt/ShirtFrontBack";
import { LabelledValues } from "~/components/ui/LabelledValues";
import type { OrderPageOrder } from "~/modules/pages/admin/order.server";

type OrderLine = OrderPageOrder["lines"][number];

const cm = (value: number | null) => (value === null ? "—" : `${value} cm`);

function Heading({ children }: { children: string }) {
  return <h4 className="mb-1 text-xs font-semibold tracking-wide text-ink-soft uppercase">{children}</h4>;
}

/** A line of the order: its drawing, its shirts in the workshop, monogram, options, size and measurements. */
export function OrderLineCard({ line }: { line: OrderLine }) {
  return (
    <article aria-labelledby={`line-${line.id}`} className="border border-line bg-white p-5">
      <h3 id={`line-${line.id}`} className="text-xl">
        {line.name}
      </h3>
      <p className="text-sm text-ink-soft">
        {line.quantity} × {line.unitPrice} = {line.lineTotal}
      </p>
      <div className="mt-4 grid gap-5 md:grid-cols-[minmax(0,15rem)_1fr]">
        <ShirtFrontBack
          look={line.look}
          className="grid grid-cols-2 content-start gap-2 md:grid-cols-1"
          drawingClassName="w-full"
        />
        <div className="grid content-start gap-5 text-sm">
          <div>
            <Heading>Shirts</Heading>
            <ul className="flex flex-wrap gap-2">
              {line.shirts.length === 0 ? <li className="text-ink-soft">Not in production (unpaid).</li> : null}
              {line.shirts.map((shirt) => (
                <li key={shirt.id} className="rounded-sm border border-line px-2 py-1">
                  <Link to={`/admin/shirts/${shirt.id}`} className="font-medium text-navy underline underline-offset-4">
                    Shirt {shirt.label}
                  </Link>
                  : {shirt.stageLabel}
                  <span className="block text-xs text-ink-soft">since {shirt.since}</span>
                </li>
              ))}
            </ul>
          </div>
          {line.monogram ? <Monogram monogram={line.monogram} /> : null}
          <div>
            <Heading>Options</Heading>
            <LabelledValues rows={line.options} />
          </div>
          <div>
            <Heading>Size as given</Heading>
            <p className="mb-1">{line.size.summary}</p>
            <LabelledValues rows={line.size.rows} />
          </div>
          <Measurements line={line} />
        </div>
      </div>
    </article>
  );
}

function Monogram({ monogram }: { monogram: NonNullable<OrderLine["monogram"]> }) {
  return (
    <div>
      <Heading>Monogram</Heading>
      <p className="flex flex-wrap items-center gap-2">
        {monogram.text ? (
          <span style={{ fontFamily: monogram.fontFamily }} className="text-lg">
            {monogram.text}
          </span>
        ) : null}
        {monogram.symbol ? <span>symbol: {monogram.symbol}</span> : null}
        <span>at the {monogram.position.replaceAll("-", " ")}</span>
        <span className="inline-flex items-center gap-1">
          <span
            aria-hidden
            className="inline-block size-3.5 rounded-full border border-line"
            style={{ backgroundColor: monogram.hex }}
          />
          thread {monogram.hex}
        </span>
      </p>
    </div>
  );
}

const BODY_SOURCES = {
  "size-chart": "(body from the size chart)",
  answers: "(body predicted from the answers)",
} as const;

/** The workshop's measurements of a line: each point's body, ease and finished measure. */
function Measurements({ line }: { line: OrderLine }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="mb-1 text-left text-xs font-semibold tracking-wide text-ink-soft uppercase">
          Measurements {line.bodySource ? BODY_SOURCES[line.bodySource] : "(given by the customer)"}
        </caption>
        <thead>
          <tr className="border-b border-line text-left text-xs text-ink-soft">
            <th scope="col" className="py-1 pr-2 font-medium">
              Point
            </th>
            {["Body", "Ease", "Finished"].map((column) => (
              <th key={column} scope="col" className="py-1 pr-2 text-right font-medium last:pr-0">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {line.measurements.map((row) => (
            <tr key={row.point} className="border-b border-line/60">
              <th scope="row" className="py-1 pr-2 text-left font-normal">
                {row.label}
              </th>
              <td className="py-1 pr-2 text-right whitespace-nowrap">{cm(row.body)}</td>
              <td className="py-1 pr-2 text-right whitespace-nowrap">{cm(row.ease)}</td>
              <td className="py-1 text-right whitespace-nowrap font-medium">{cm(row.finished)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
