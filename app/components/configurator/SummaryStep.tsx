import { Link2 } from "lucide-react";
import { Link } from "react-router";
import type { ConfiguratorData } from "./Configurator";
import { stepOfLabel } from "./steps";

/** The summary: every choice linking back to its tab, the size, and the share link. */
export function SummaryStep({ data }: { data: ConfiguratorData }) {
  const { draft, mode, id } = data;
  const base = mode === "redesign" ? `/redesign-shirt/${id}` : `/design-shirt/${id}`;
  return (
    <div className="grid gap-6">
      <section aria-labelledby="summary-title" className="border-t border-line pt-6 first:border-t-0 first:pt-0">
        <h2 id="summary-title" className="text-2xl">
          Your shirt
        </h2>
        <dl className="mt-4 divide-y divide-line border-y border-line" data-testid="summary">
          {draft.labels.map((row) => (
            <SummaryRow
              key={row.label}
              label={row.label}
              value={row.value}
              to={`${base}?step=${stepOfLabel(row.label)}`}
            />
          ))}
          <SummaryRow label="Size" value={draft.size?.summary ?? "Not chosen yet"} to={`${base}?step=sizes`} />
        </dl>
        <p className="mt-4 font-serif text-2xl text-navy">{draft.price}</p>
      </section>
      {mode === "design" ? (
        <section aria-labelledby="share-title" className="border-t border-line pt-6 first:border-t-0 first:pt-0">
          <h2 id="share-title" className="text-2xl">
            Share this design
          </h2>
          <p className="mt-1 text-sm text-ink-soft">
            This link shows exactly this shirt to whoever you send it to; they can then make it their own design.
          </p>
          <a
            href={data.shareHref}
            className="mt-3 inline-flex items-center gap-2 font-semibold"
            data-testid="share-link"
          >
            <Link2 aria-hidden className="size-4" />
            Link to this design
          </a>
        </section>
      ) : null}
    </div>
  );
}

function SummaryRow({ label, value, to }: { label: string; value: string; to: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2.5 text-sm">
      <dt className="text-ink-soft">{label}</dt>
      <dd className="text-right">
        <Link to={to} className="font-medium text-ink no-underline hover:text-navy hover:underline">
          {value}
          <span className="sr-only"> (change the {label.toLowerCase()})</span>
        </Link>
      </dd>
    </div>
  );
}
