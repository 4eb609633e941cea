import { Download, Plus, Upload } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { AdminPageHeader } from "~/components/admin/AdminShell";
import { BadFiltersBoundary, readListFilters } from "~/components/admin/BadFilters";
import { FilterButtons, FilterForm, FilterSelect, SearchFilter } from "~/components/admin/ListFilters";
import { ListPager } from "~/components/admin/ListPager";
import { type ListLayout, numeric, TableOrCards } from "~/components/admin/ListTable";
import { FormSuccess } from "~/components/forms/FormMessages";
import { FabricSwatch } from "~/components/shirt/FabricSwatch";
import { buttonStyles } from "~/components/ui/styles";
import { privatePageHeaders } from "~/infra/headers";
import { fabricCounts, fabricFilterLists, listFabricsForStaff } from "~/modules/catalog/fabric-editor.server";
import {
  eurosText,
  type FabricStatus,
  fabricFiltersQuery,
  fabricFiltersSchema,
  type StockFilter,
} from "~/modules/catalog/fabric-forms";
import { readSetting } from "~/modules/settings/settings.server";
import { privatePageMeta } from "~/modules/shop/identity";
import { AREA_ROLES, canOpen } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import { metresText } from "~/modules/stock/consumption";
import type { Route } from "./+types/fabrics";

export const meta: Route.MetaFunction = () => privatePageMeta("Fabrics", "The shop's fabrics.");

export const headers = privatePageHeaders;

const STATUS_LABELS: Record<FabricStatus, string> = { "on-sale": "On sale", retired: "Retired", all: "All" };
const STOCK_LABELS: Record<StockFilter, string> = {
  any: "Any",
  low: "Low stock",
  "sold-out": "Sold out",
  "not-counted": "Not counted",
};

const FABRICS: ListLayout = {
  name: "Fabrics",
  columns: [
    { name: "Swatch", hidden: true, className: "w-14" },
    "Fabric",
    "Reference",
    "Weave",
    "Motif",
    "Colour",
    numeric("Price"),
    numeric("In stock"),
  ],
  empty: "No fabric matches these filters.",
};

/** The filters by the catalogue's lists, each with the list it chooses from. */
const CATALOGUE_FILTERS = [
  { name: "category", label: "Category", list: "categories" },
  { name: "weave", label: "Weave", list: "weaves" },
  { name: "colour", label: "Colour", list: "colours" },
  { name: "motif", label: "Motif", list: "motifs" },
] as const;

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request, AREA_ROLES.fabrics);
  const filters = readListFilters(fabricFiltersSchema, request);
  const [list, lists, counts, lowStockMetres] = await Promise.all([
    listFabricsForStaff(filters),
    fabricFilterLists(),
    fabricCounts(),
    readSetting("lowStockMetres"),
  ]);
  const query = fabricFiltersQuery(filters);
  return {
    canEdit: canOpen(staff.role, "fabricEditing"),
    canReadSettings: canOpen(staff.role, "settingsReading"),
    lowStockMetres,
    filters,
    query,
    lists,
    counts,
    total: list.total,
    page: list.page,
    pages: list.pages,
    rows: list.rows.map((row) => ({
      ...row,
      price: `€${eurosText(row.priceCents)}`,
      stock: row.stockCm === null ? "Not counted" : metresText(row.stockCm),
    })),
  };
}

/** Sold out, low: what the list says beside a fabric's metres. */
function StockBadge({
  row,
}: {
  row: { active: boolean; stockCm: number | null; canMakeShirt: boolean; low: boolean };
}) {
  if (!row.active || row.stockCm === null) return null;
  if (!row.canMakeShirt) {
    return (
      <span className="ml-2 rounded-sm bg-danger/10 px-1.5 py-0.5 text-xs font-semibold text-danger whitespace-nowrap">
        Sold out
      </span>
    );
  }
  if (!row.low) return null;
  return (
    <span className="ml-2 rounded-sm bg-brass/10 px-1.5 py-0.5 text-xs font-semibold text-brass whitespace-nowrap">
      Low
    </span>
  );
}

function RetiredBadge() {
  return (
    <span className="ml-2 rounded-sm bg-danger/10 px-1.5 py-0.5 text-xs font-semibold text-danger whitespace-nowrap">
      Retired
    </span>
  );
}

type FabricItem = Route.ComponentProps["loaderData"]["rows"][number];

/** A fabric as a row of the table. */
function FabricRow({ item: fabric }: { item: FabricItem }) {
  return (
    <tr className="border-t border-line align-middle">
      <td className="px-3 py-1.5">
        <FabricSwatch fabric={fabric.look} size={36} className="border border-line" />
      </td>
      <th scope="row" className="px-3 py-2 text-left font-medium">
        <Link to={`/admin/fabrics/${fabric.id}`} className="text-navy underline underline-offset-4">
          {fabric.name}
        </Link>
        {fabric.active ? null : <RetiredBadge />}
      </th>
      <td className="px-3 py-2 whitespace-nowrap">{fabric.reference}</td>
      <td className="px-3 py-2">{fabric.weave}</td>
      <td className="px-3 py-2">{fabric.motif}</td>
      <td className="px-3 py-2">{fabric.colour}</td>
      <td className="px-3 py-2 text-right whitespace-nowrap">{fabric.price}</td>
      <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
        {fabric.stock}
        <StockBadge row={fabric} />
      </td>
    </tr>
  );
}

/** A fabric as a card, on a screen too narrow for the table. */
function FabricCard({ item: fabric }: { item: FabricItem }) {
  return (
    <li className="flex gap-3 border border-line bg-white p-3 text-sm">
      <FabricSwatch fabric={fabric.look} size={48} className="shrink-0 border border-line" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline justify-between gap-x-2">
          <Link to={`/admin/fabrics/${fabric.id}`} className="font-semibold text-navy underline underline-offset-4">
            {fabric.name}
          </Link>
          <span className="whitespace-nowrap">{fabric.price}</span>
        </p>
        <p className="text-ink-soft">
          {fabric.reference} · {fabric.weave} · {fabric.motif} · {fabric.colour}
          {fabric.active ? null : <RetiredBadge />}
        </p>
        <p>
          {fabric.stock === "Not counted" ? "Stock not counted" : `${fabric.stock} in stock`}
          <StockBadge row={fabric} />
        </p>
      </div>
    </li>
  );
}

export default function FabricsPage({ loaderData }: Route.ComponentProps) {
  const { canEdit, canReadSettings, lowStockMetres, filters, query, lists, counts, total, page, pages, rows } =
    loaderData;
  const filtered = query !== "";
  // After an import: how many fabrics it added and changed.
  const [searchParams] = useSearchParams();
  const imported = searchParams.get("imported");
  return (
    <div>
      <AdminPageHeader
        title="Fabrics"
        intro={
          filtered
            ? `${total.toLocaleString("en-GB")} fabric${total === 1 ? "" : "s"} ${total === 1 ? "matches" : "match"} these filters.`
            : `${counts.onSale.toLocaleString("en-GB")} on sale, ${counts.retired.toLocaleString("en-GB")} retired.`
        }
        actions={
          <>
            <a href={`/admin/fabrics.csv${query}`} className={buttonStyles.secondary} download>
              <Download aria-hidden className="size-4" />
              Export CSV
            </a>
            {canEdit ? (
              <>
                <Link to="/admin/fabrics/import" className={buttonStyles.secondary}>
                  <Upload aria-hidden className="size-4" />
                  Import CSV
                </Link>
                <Link to="/admin/fabrics/new" className={buttonStyles.primary}>
                  <Plus aria-hidden className="size-4" />
                  New fabric
                </Link>
              </>
            ) : null}
          </>
        }
      />
      {imported !== null ? (
        <div className="mb-4">
          <FormSuccess>
            Import applied: {Number(imported).toLocaleString("en-GB")} fabrics added,{" "}
            {Number(searchParams.get("changed")).toLocaleString("en-GB")} changed. The storefront shows them now.
          </FormSuccess>
        </div>
      ) : null}
      <FilterForm className="sm:grid-cols-2 lg:grid-cols-6 lg:items-end">
        <SearchFilter value={filters.q} placeholder="Name or reference" wide />
        {CATALOGUE_FILTERS.map(({ name, label, list }) => (
          <FilterSelect
            key={name}
            name={name}
            label={label}
            value={filters[name]}
            choices={lists[list].map((row) => ({ value: row.id, label: row.name }))}
            any="All"
          />
        ))}
        <FilterSelect
          name="status"
          label="Shown"
          value={filters.status}
          choices={STATUS_LABELS}
          className="lg:col-start-1"
        />
        <FilterSelect name="stock" label="Stock" value={filters.stock} choices={STOCK_LABELS} />
        <FilterButtons clearTo="/admin/fabrics" className="sm:col-span-2 lg:col-span-4 lg:justify-end" />
      </FilterForm>

      {filters.stock === "low" ? (
        <div className="mb-4 flex flex-wrap items-end justify-between gap-3 border border-line bg-white p-4 text-sm">
          <p className="max-w-prose">
            Counted fabrics under {lowStockMetres} m, fewest metres first. Cloth is recorded on each fabric's page.
          </p>
          {canReadSettings ? (
            <Link to="/admin/settings" className="text-navy underline underline-offset-4">
              The low-stock line is a setting
            </Link>
          ) : null}
        </div>
      ) : null}

      <TableOrCards layout={FABRICS} page={page} items={rows} row={FabricRow} card={FabricCard} />

      <ListPager page={page} pages={pages} hrefOf={(to) => fabricFiltersQuery(filters, to)} />
    </div>
  );
}

export function ErrorBoundary() {
  return <BadFiltersBoundary title="Fabrics" showAll={{ to: "/admin/fabrics", label: "Show all fabrics" }} />;
}
