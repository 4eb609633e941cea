import { ChevronLeft, ChevronRight, SlidersHorizontal, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { GalleryFilters } from "~/components/catalog/GalleryFilters";
import { ShirtCard } from "~/components/catalog/ShirtCard";
import { Breadcrumb } from "~/components/ui/Breadcrumb";
import { Container } from "~/components/ui/Container";
import { buttonStyles } from "~/components/ui/styles";
import { categoryLink, GALLERY_DESCRIPTION, galleryHref, hasFilters } from "~/modules/catalog/gallery";
import { getGalleryPage } from "~/modules/catalog/gallery.server";
import { parseGalleryFilters } from "~/modules/catalog/gallery-params";
import { getDisplayCurrency } from "~/modules/money/currency.server";
import { pageMeta, SHOP_NAME } from "~/modules/shop/identity";
import type { Route } from "./+types/men-shirts";

/** The gallery (spec 001 section 2 "Gallery"): every filter is in the address. */
export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return [{ title: `Men Shirts | ${SHOP_NAME}` }];
  const heading = data.heading;
  return pageMeta({
    title: heading ? `${heading.label} Shirts | ${SHOP_NAME}` : `Create your custom shirt | ${SHOP_NAME}`,
    description: heading?.description ?? GALLERY_DESCRIPTION,
    keywords: "custom shirts, made to measure shirts, men's shirts, tailored shirts, shirt fabrics",
    // Searches, price ranges and later pages are the same shirts again: not for search engines.
    robots:
      data.filters.search !== "" || data.filters.minPrice !== null || data.filters.maxPrice !== null || data.page > 1
        ? "noindex, follow"
        : undefined,
  });
};

export async function loader({ request }: Route.LoaderArgs) {
  const currency = await getDisplayCurrency(request);
  const page = await getGalleryPage(parseGalleryFilters(new URL(request.url).searchParams), currency);
  return { ...page, currencySymbol: currency.symbol };
}

const FILTERS_ID = "gallery-filters";

export default function GalleryPage({ loaderData }: Route.ComponentProps) {
  const { filters, lists, heading, cards, total, page, pageCount, priceRange, currencySymbol } = loaderData;
  const filtered = hasFilters(filters);
  // null until the browser says how wide it is: the panel is then shown on large screens only (CSS).
  const [panelShown, setPanelShown] = useState<boolean | null>(null);
  useEffect(() => setPanelShown(window.matchMedia("(min-width: 1024px)").matches), []);
  const otherCategories = lists.categories.filter((category) => category.id !== filters.category);
  const chips = activeFilters(loaderData);

  return (
    <>
      <header className="border-b border-line bg-linen/60">
        <Container className="py-8 md:py-12">
          <Breadcrumb
            items={
              filtered && heading
                ? [{ label: "Men Shirts", to: "/men-shirts" }, { label: heading.label }]
                : [{ label: "Men Shirts" }]
            }
          />
          <h1 className="mt-4 text-4xl md:text-5xl">
            {heading ? `${heading.label} Shirts` : "Create your custom shirt"}
          </h1>
          <p className="mt-3 max-w-3xl text-lg text-ink-soft">{heading?.description ?? GALLERY_DESCRIPTION}</p>
          {filtered ? (
            <nav aria-label="Other collections" className="mt-5 flex flex-wrap gap-2">
              {otherCategories.map(categoryLink).map((link) => (
                <Link
                  key={link.to}
                  to={link.to}
                  className="rounded-full border border-line bg-white px-3 py-1 text-sm text-ink hover:border-navy hover:text-navy"
                >
                  {link.label}
                </Link>
              ))}
            </nav>
          ) : null}
        </Container>
      </header>

      <Container className="py-8 md:py-10">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line pb-4">
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="button"
              aria-controls={FILTERS_ID}
              aria-expanded={panelShown ?? undefined}
              onClick={() => setPanelShown((shown) => !shown)}
              className="flex items-center gap-2 rounded-sm border border-navy px-3 py-2 text-sm font-semibold text-navy hover:bg-navy hover:text-white"
            >
              <SlidersHorizontal aria-hidden className="size-4" />
              {panelShown === null ? "Filters" : panelShown ? "Hide filters" : "Show filters"}
            </button>
            <p className="text-sm text-ink-soft" role="status">
              {total === 1 ? "1 shirt" : `${total} shirts`}
            </p>
          </div>
          {chips.length > 0 ? (
            <ul aria-label="Active filters" className="flex flex-wrap items-center gap-2">
              {chips.map((chip) => (
                <li key={chip.label}>
                  <Link
                    to={chip.to}
                    aria-label={`Remove filter: ${chip.label}`}
                    className="flex items-center gap-1 rounded-full bg-navy px-3 py-1 text-xs font-medium text-white hover:bg-navy-dark"
                  >
                    {chip.label}
                    <X aria-hidden className="size-3.5" />
                  </Link>
                </li>
              ))}
              <li>
                <Link to="/men-shirts" className="text-xs font-semibold text-navy underline underline-offset-4">
                  Clear all
                </Link>
              </li>
            </ul>
          ) : null}
        </div>

        <div className="mt-8 grid gap-8 lg:grid-cols-[240px_minmax(0,1fr)]">
          <aside
            id={FILTERS_ID}
            aria-label="Filters"
            className={panelShown === null ? "hidden lg:block" : panelShown ? "block" : "hidden"}
          >
            {/* Without JavaScript the toggle cannot work: the panel is always shown. */}
            <noscript>
              <style>{`#${FILTERS_ID}{display:block!important}`}</style>
            </noscript>
            <h2 className="sr-only">Filters</h2>
            <GalleryFilters
              idPrefix={FILTERS_ID}
              filters={filters}
              lists={lists}
              priceRange={priceRange}
              currencySymbol={currencySymbol}
            />
          </aside>

          <section aria-label="Shirts" className={panelShown === false ? "lg:col-span-2" : undefined}>
            <h2 className="sr-only">Shirts</h2>
            {cards.length === 0 ? (
              <div className="border border-line bg-white p-10 text-center">
                <p className="font-serif text-2xl">No shirt matches these filters.</p>
                <p className="mt-2 text-ink-soft">Try another colour or fabric, or see every shirt.</p>
                <Link to="/men-shirts" className={`${buttonStyles.primary} mt-6`}>
                  Men Shirts
                </Link>
              </div>
            ) : (
              <ul
                className={`grid grid-cols-2 gap-3 sm:gap-5 ${panelShown === false ? "md:grid-cols-3 xl:grid-cols-4" : "md:grid-cols-3"}`}
              >
                {cards.map((card) => (
                  <li key={card.id}>
                    <ShirtCard card={card} />
                  </li>
                ))}
              </ul>
            )}
            {pageCount > 1 ? <Pagination filters={filters} page={page} pageCount={pageCount} /> : null}
          </section>
        </div>
      </Container>
    </>
  );
}

type LoaderData = Route.ComponentProps["loaderData"];

/** The filters in force, each with the address of the gallery without it. */
function activeFilters({ filters, lists, currencySymbol }: LoaderData): { label: string; to: string }[] {
  const chips: { label: string; to: string }[] = [];
  const name = (rows: { id: number; name: string }[], id: number | null) => rows.find((row) => row.id === id)?.name;
  const category = filters.category === "new" ? "New arrivals" : name(lists.categories, filters.category);
  if (category) chips.push({ label: category, to: galleryHref(filters, { category: null }) });
  const weave = name(lists.weaves, filters.weave);
  if (weave) chips.push({ label: weave, to: galleryHref(filters, { weave: null }) });
  const colour = name(lists.colours, filters.colour);
  if (colour) chips.push({ label: colour, to: galleryHref(filters, { colour: null }) });
  const motif = name(lists.motifs, filters.motif);
  if (motif) chips.push({ label: motif, to: galleryHref(filters, { motif: null }) });
  if (filters.search) chips.push({ label: `“${filters.search}”`, to: galleryHref(filters, { search: "" }) });
  if (filters.minPrice !== null) {
    chips.push({ label: `From ${currencySymbol}${filters.minPrice}`, to: galleryHref(filters, { minPrice: null }) });
  }
  if (filters.maxPrice !== null) {
    chips.push({ label: `Up to ${currencySymbol}${filters.maxPrice}`, to: galleryHref(filters, { maxPrice: null }) });
  }
  return chips;
}

/** Previous, the pages around the current one with the first and last, next. */
function Pagination({ filters, page, pageCount }: Pick<LoaderData, "filters" | "page" | "pageCount">) {
  const shown = [...new Set([1, page - 1, page, page + 1, pageCount])]
    .filter((number) => number >= 1 && number <= pageCount)
    .sort((a, b) => a - b);
  const linkStyles =
    "flex h-10 min-w-10 items-center justify-center rounded-sm border border-line bg-white px-3 text-sm hover:border-navy";
  return (
    <nav aria-label="Pages" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={galleryHref(filters, { page: page - 1 })} className={linkStyles} rel="prev">
          <ChevronLeft aria-hidden className="size-4" />
          <span className="sr-only sm:not-sr-only sm:ml-1">Previous</span>
        </Link>
      ) : null}
      {shown.map((number, index) => (
        <span key={number} className="flex items-center gap-2">
          {index > 0 && number - (shown[index - 1] ?? number) > 1 ? (
            <span aria-hidden className="text-ink-soft">
              …
            </span>
          ) : null}
          <Link
            to={galleryHref(filters, { page: number })}
            aria-current={number === page ? "page" : undefined}
            aria-label={`Page ${number}`}
            className={`${linkStyles} aria-[current=page]:border-navy aria-[current=page]:bg-navy aria-[current=page]:text-white`}
          >
            {number}
          </Link>
        </span>
      ))}
      {page < pageCount ? (
        <Link to={galleryHref(filters, { page: page + 1 })} className={linkStyles} rel="next">
          <span className="sr-only sm:not-sr-only sm:mr-1">Next</span>
          <ChevronRight aria-hidden className="size-4" />
        </Link>
      ) : null}
    </nav>
  );
}
