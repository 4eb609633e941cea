import { Link2 } from "lucide-react";
import { Form, Link, useSearchParams } from "react-router";
import { FabricSwatch } from "~/components/shirt/FabricSwatch";
import { OptionIcon } from "~/components/shirt/OptionIcon";
import type { FabricLook } from "~/components/shirt/types";
import { buttonStyles } from "~/components/ui/styles";
import type { ShirtDesign } from "~/modules/design/design";
import { fabricLook } from "~/modules/design/look";
import type { ConfiguratorData } from "./Configurator";
import { CardGrid, ChoiceSelect, OptionCard, OptionGroup } from "./OptionGroup";
import { STYLE_GROUPS, stepOfLabel } from "./steps";

const selectStyles =
  "block w-full rounded-sm border border-line bg-white px-3 py-2.5 text-[15px] text-ink focus:border-navy focus:outline-none";

/**
 * The fabric step: one page of swatches, filtered by colour and motif on the server (a GET
 * form and links, so it works without JavaScript).
 */
export function FabricStep({ data, design }: { data: ConfiguratorData; design: ShirtDesign }) {
  const { options, fabrics: shown, fabricCount, fabricPage, fabricPages } = data.catalogue;
  const [params, setParams] = useSearchParams();
  const colour = Number(params.get("colour")) || null;
  const motif = Number(params.get("motif")) || null;
  const filter = (key: "colour" | "motif", value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete("page");
    setParams(next, { preventScrollReset: true, replace: true });
  };
  const pageHref = (page: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(page));
    return `?${next}`;
  };
  return (
    <OptionGroup field="fabricId" title="Fabric">
      <Form method="get" className="mb-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto]">
        <input type="hidden" name="step" value="fabric" />
        <label className="text-sm font-medium">
          Colour
          <select
            name="colour"
            value={colour ?? ""}
            onChange={(event) => filter("colour", event.currentTarget.value)}
            className={`mt-1.5 ${selectStyles}`}
          >
            <option value="">All colours</option>
            {[...options.colours.values()].map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.name}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium">
          Motif
          <select
            name="motif"
            value={motif ?? ""}
            onChange={(event) => filter("motif", event.currentTarget.value)}
            className={`mt-1.5 ${selectStyles}`}
          >
            <option value="">All motifs</option>
            {[...options.motifs.values()].map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.name}
              </option>
            ))}
          </select>
        </label>
        <noscript>
          <button type="submit" className={`${buttonStyles.secondary} self-end`}>
            Filter
          </button>
        </noscript>
      </Form>
      <p className="mb-3 text-sm text-ink-soft" aria-live="polite">
        {fabricCount} {fabricCount === 1 ? "fabric" : "fabrics"}
        {fabricPages > 1 ? ` · page ${fabricPage} of ${fabricPages}` : ""}
      </p>
      <CardGrid>
        {shown.map((fabric) => {
          const look = fabricLook(fabric, options);
          return (
            <OptionCard
              key={fabric.id}
              field="fabricId"
              step="fabric"
              chosen={design.fabricId === fabric.id}
              option={{
                id: fabric.id,
                name: `${fabric.name} · ${fabric.price}`,
                description: `${fabric.description} Reference ${fabric.reference} · ${fabric.composition} · ${fabric.weightGsm} g/m² · ${fabric.finish} · woven in ${fabric.origin} · ${options.weaves.get(fabric.weaveId)?.name ?? ""}.`,
              }}
              picture={() => <FabricSwatch fabric={look} className="size-full rounded-sm" />}
            />
          );
        })}
      </CardGrid>
      {fabricPages > 1 ? (
        <nav aria-label="Fabric pages" className="mt-4 flex items-center justify-between text-sm font-semibold">
          {fabricPage > 1 ? (
            <Link
              to={pageHref(fabricPage - 1)}
              preventScrollReset
              className="text-navy underline-offset-4 hover:underline"
            >
              Previous fabrics
            </Link>
          ) : (
            <span />
          )}
          {fabricPage < fabricPages ? (
            <Link
              to={pageHref(fabricPage + 1)}
              preventScrollReset
              className="text-navy underline-offset-4 hover:underline"
            >
              More fabrics
            </Link>
          ) : null}
        </nav>
      ) : null}
    </OptionGroup>
  );
}

/** The style step: collar (with bones and fastness), cuffs, pocket, throat, back, bottom, button. */
export function StyleStep({
  data,
  design,
  fabric,
}: {
  data: ConfiguratorData;
  design: ShirtDesign;
  fabric: FabricLook;
}) {
  const { options } = data.catalogue;
  return (
    <div className="grid gap-8">
      {STYLE_GROUPS.map((group) => (
        <OptionGroup key={group.field} field={group.field} title={group.title}>
          <CardGrid>
            {[...options[group.options].values()]
              .filter((option) => option.active || option.id === design[group.field])
              .map((option) => (
                <OptionCard
                  key={option.id}
                  field={group.field}
                  step="style"
                  option={option}
                  chosen={design[group.field] === option.id}
                  picture={(large) => (
                    <OptionIcon
                      family={group.family}
                      drawing={option.drawing}
                      fabric={large && group.family !== "button" ? fabric : null}
                      className="size-full"
                    />
                  )}
                />
              ))}
          </CardGrid>
          {group.field === "collarId" ? (
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              <ChoiceSelect
                field="collarBonesId"
                step="style"
                label="Collar bones"
                value={design.collarBonesId}
                options={[...options.collarBones.values()]}
              />
              <ChoiceSelect
                field="collarFastnessId"
                step="style"
                label="Collar fastness"
                value={design.collarFastnessId}
                options={[...options.collarFastnesses.values()]}
              />
            </div>
          ) : null}
        </OptionGroup>
      ))}
    </div>
  );
}

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
