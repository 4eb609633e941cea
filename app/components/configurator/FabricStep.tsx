import { Form, Link, useSearchParams } from "react-router";
import { FabricSwatch } from "~/components/shirt/FabricSwatch";
import { buttonStyles } from "~/components/ui/styles";
import { parseId } from "~/infra/ids";
import type { ShirtDesign } from "~/modules/design/design";
import { fabricLook } from "~/modules/design/look";
import type { ConfiguratorData } from "./Configurator";
import { CardGrid, OptionCard, OptionGroup } from "./OptionGroup";

const selectStyles =
  "block w-full rounded-sm border border-line bg-white px-3 py-2.5 text-[15px] text-ink focus:border-navy focus:outline-none";

type FilterKey = "colour" | "motif";

/** The swatches' two filters, each a list of the catalogue's options. */
const FILTERS = [
  { name: "colour", label: "Colour", allLabel: "All colours", options: "colours" },
  { name: "motif", label: "Motif", allLabel: "All motifs", options: "motifs" },
] as const;

/** One filter of the swatches, applied as soon as it changes (the form's Filter button without JavaScript). */
function FilterSelect({
  name,
  label,
  allLabel,
  value,
  entries,
  onChange,
}: {
  name: FilterKey;
  label: string;
  allLabel: string;
  value: number | null;
  entries: readonly { id: number; name: string }[];
  onChange: (key: FilterKey, value: string) => void;
}) {
  return (
    <label className="text-sm font-medium">
      {label}
      <select
        name={name}
        value={value ?? ""}
        onChange={(event) => onChange(name, event.currentTarget.value)}
        className={`mt-1.5 ${selectStyles}`}
      >
        <option value="">{allLabel}</option>
        {entries.map((entry) => (
          <option key={entry.id} value={entry.id}>
            {entry.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The fabric step: one page of swatches, filtered by colour and motif on the server (a GET
 * form and links, so it works without JavaScript).
 */
export function FabricStep({ data, design }: { data: ConfiguratorData; design: ShirtDesign }) {
  const { options, fabrics: shown, fabricCount, fabricPage, fabricPages } = data.catalogue;
  const [params, setParams] = useSearchParams();
  const colour = parseId(params.get("colour"));
  const motif = parseId(params.get("motif"));
  const filter = (key: FilterKey, value: string) => {
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
        {FILTERS.map((entry) => (
          <FilterSelect
            key={entry.name}
            {...entry}
            value={entry.name === "colour" ? colour : motif}
            entries={[...options[entry.options].values()]}
            onChange={filter}
          />
        ))}
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
