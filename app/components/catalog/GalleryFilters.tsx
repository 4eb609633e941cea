import { Check, ChevronDown, Search } from "lucide-react";
import { type FormEvent, type ReactNode, type RefObject, useEffect, useId, useRef, useState } from "react";
import { Form, Link, useNavigate } from "react-router";
import { buttonStyles, inputStyles, labelStyles } from "~/components/ui/styles";
import {
  type FilterLists,
  type GalleryFilters as Filters,
  galleryHref,
  SEARCH_MAX_LENGTH,
} from "~/modules/catalog/gallery";

/**
 * The gallery's filter panel (spec 001 section 2): All Shirts, Category, Type of Fabric,
 * Colors and Motif as links, and the name search and price range as a GET form. Every
 * filter is an address, so the panel works without JavaScript and a filtered gallery can be
 * shared. Choosing the active value again removes it.
 */
export function GalleryFilters({
  idPrefix: id,
  filters,
  lists,
  priceRange,
  currencySymbol,
}: {
  /** Prefix of the ids inside the panel. */
  idPrefix: string;
  filters: Filters;
  lists: FilterLists;
  priceRange: { min: number; max: number };
  currencySymbol: string;
}) {
  const toggle = <K extends "category" | "colour" | "weave" | "motif">(key: K, value: Filters[K]) =>
    galleryHref(filters, { [key]: filters[key] === value ? null : value });
  const colour = lists.colours.find((option) => option.id === filters.colour);
  return (
    <div className="grid gap-7">
      <Section title="All Shirts">
        <FilterLink to="/men-shirts" active={false}>
          All shirts
        </FilterLink>
        <FilterLink to={toggle("category", "new")} active={filters.category === "new"}>
          New arrivals
        </FilterLink>
      </Section>

      <Section title="Category">
        {lists.categories.map((category) => (
          <FilterLink key={category.id} to={toggle("category", category.id)} active={filters.category === category.id}>
            {category.name}
          </FilterLink>
        ))}
      </Section>

      <Section title="Type of Fabric">
        {lists.weaves.map((weave) => (
          <FilterLink key={weave.id} to={toggle("weave", weave.id)} active={filters.weave === weave.id}>
            {weave.name}
          </FilterLink>
        ))}
      </Section>

      <section aria-labelledby={`${id}-colours`}>
        {/* The spec's colour dropdown toggles open and closed; it starts open when a colour is chosen. */}
        <details open={colour !== undefined} className="group/colours">
          <summary className="flex cursor-pointer list-none items-center justify-between border-b border-line pb-2 [&::-webkit-details-marker]:hidden">
            <h3 id={`${id}-colours`} className={headingStyles}>
              Colors
              {colour ? <span className="ml-2 font-normal normal-case tracking-normal">· {colour.name}</span> : null}
            </h3>
            <ChevronDown aria-hidden className="size-4 transition-transform group-open/colours:rotate-180" />
          </summary>
          <ul className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 sm:grid-cols-3 lg:grid-cols-2">
            {lists.colours.map((option) => (
              <li key={option.id}>
                <Link
                  to={toggle("colour", option.id)}
                  aria-current={filters.colour === option.id ? "true" : undefined}
                  className="flex items-center gap-2 rounded-sm py-1 text-sm text-ink hover:text-navy aria-[current=true]:font-semibold aria-[current=true]:text-navy"
                >
                  <span
                    aria-hidden
                    className="size-4 shrink-0 rounded-full border border-ink/20"
                    style={{ backgroundColor: option.hex }}
                  />
                  {option.name}
                  {filters.colour === option.id ? <Check aria-hidden className="size-3.5" /> : null}
                </Link>
              </li>
            ))}
          </ul>
        </details>
      </section>

      <Section title="Motif">
        {lists.motifs.map((motif) => (
          <FilterLink key={motif.id} to={toggle("motif", motif.id)} active={filters.motif === motif.id}>
            {motif.name}
          </FilterLink>
        ))}
      </Section>

      <SearchAndPrice
        id={id}
        filters={filters}
        priceRange={priceRange}
        currencySymbol={currencySymbol}
        key={galleryHref(filters)}
      />
    </div>
  );
}

const headingStyles = "font-sans text-xs font-semibold tracking-[0.16em] text-ink uppercase";

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className={`${headingStyles} border-b border-line pb-2`}>
        {title}
      </h3>
      <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-0.5 sm:grid-cols-3 lg:grid-cols-1">{children}</ul>
    </section>
  );
}

function FilterLink({ to, active, children }: { to: string; active: boolean; children: ReactNode }) {
  return (
    <li>
      <Link
        to={to}
        aria-current={active ? "true" : undefined}
        className="flex items-center justify-between gap-2 py-1 text-sm text-ink hover:text-navy aria-[current=true]:font-semibold aria-[current=true]:text-navy"
      >
        {children}
        {active ? <Check aria-hidden className="size-3.5" /> : null}
      </Link>
    </li>
  );
}

/** The name search and the price range: one GET form that keeps the other filters. */
function SearchAndPrice({
  id,
  filters,
  priceRange,
  currencySymbol,
}: {
  id: string;
  filters: Filters;
  priceRange: { min: number; max: number };
  currencySymbol: string;
}) {
  const navigate = useNavigate();
  const [min, setMin] = useState(filters.minPrice ?? priceRange.min);
  const [max, setMax] = useState(filters.maxPrice ?? priceRange.max);
  // A slider moved before the page's JavaScript ran keeps its place: the state starts from it.
  const minInput = useRef<HTMLInputElement>(null);
  const maxInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (minInput.current) setMin(Number(minInput.current.value));
    if (maxInput.current) setMax(Number(maxInput.current.value));
  }, []);
  // With JavaScript the address keeps only what filters (no empty search, no slider left at
  // its end); without it the browser sends the form as it is and the server reads it the same.
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = String(new FormData(event.currentTarget).get("q") ?? "").trim();
    navigate(
      galleryHref(filters, {
        search,
        minPrice: min > priceRange.min ? min : null,
        maxPrice: max < priceRange.max ? max : null,
      }),
    );
  };
  const kept = {
    id: filters.category,
    color: filters.colour,
    weave: filters.weave,
    motif: filters.motif,
  };
  return (
    <Form method="get" action="/men-shirts" onSubmit={apply} className="grid gap-6">
      {Object.entries(kept).map(([name, value]) =>
        value === null ? null : <input key={name} type="hidden" name={name} value={String(value)} />,
      )}
      <div>
        <label htmlFor={`${id}-search`} className={labelStyles}>
          Search by name
        </label>
        <div className="relative">
          <input
            id={`${id}-search`}
            type="search"
            name="q"
            defaultValue={filters.search}
            maxLength={SEARCH_MAX_LENGTH}
            className={`${inputStyles} pr-10`}
          />
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-soft"
          />
        </div>
      </div>
      <fieldset>
        <legend className={`${headingStyles} mb-3`}>Price</legend>
        <div className="grid gap-3">
          <PriceSlider
            id={`${id}-min`}
            name="min"
            inputRef={minInput}
            label="From"
            value={min}
            range={priceRange}
            symbol={currencySymbol}
            onChange={(value) => {
              setMin(value);
              if (value > max) setMax(value);
            }}
          />
          <PriceSlider
            id={`${id}-max`}
            name="max"
            inputRef={maxInput}
            label="To"
            value={max}
            range={priceRange}
            symbol={currencySymbol}
            onChange={(value) => {
              setMax(value);
              if (value < min) setMin(value);
            }}
          />
        </div>
      </fieldset>
      <button type="submit" className={`${buttonStyles.secondary} w-full`}>
        Apply
      </button>
    </Form>
  );
}

function PriceSlider({
  id,
  name,
  inputRef,
  label,
  value,
  range,
  symbol,
  onChange,
}: {
  id: string;
  name: string;
  inputRef: RefObject<HTMLInputElement | null>;
  label: string;
  value: number;
  range: { min: number; max: number };
  symbol: string;
  onChange: (value: number) => void;
}) {
  return (
    <div>
      <div className="flex items-baseline justify-between text-sm">
        <label htmlFor={id} className="text-ink-soft">
          <span className="sr-only">Price </span>
          {label}
        </label>
        <output htmlFor={id} className="font-medium tabular-nums">
          {symbol}
          {value}
        </output>
      </div>
      <input
        ref={inputRef}
        id={id}
        type="range"
        name={name}
        min={range.min}
        max={range.max}
        step={1}
        value={value}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
        className="w-full accent-navy"
      />
    </div>
  );
}
