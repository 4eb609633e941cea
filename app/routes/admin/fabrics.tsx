import { Download, Plus, Upload } from "lucide-react";
import { data, Form, isRouteErrorResponse, Link, useRouteError, useSearchParams } from "react-router";
import { FormSuccess } from "~/components/account/Messages";
import { AdminPageHeader, AdminPager } from "~/components/admin/AdminShell";
import { RouteError } from "~/components/shell/RouteError";
import { FabricSwatch } from "~/components/shirt/FabricSwatch";
import { Field } from "~/components/ui/Field";
import { buttonStyles, inputStyles } from "~/components/ui/styles";
import { privatePageHeaders } from "~/infra/headers";
import { fabricCounts, fabricFilterLists, listFabricsForStaff } from "~/modules/catalog/fabric-editor.server";
import {
  eurosText,
  type FabricStatus,
  fabricFiltersQuery,
  fabricFiltersSchema,
  readFabricFilters,
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

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request, AREA_ROLES.fabrics);
  const params = new URL(request.url).searchParams;
  const filters = readFabricFilters(params);
  if (!filters) {
    // A filter that does not parse shows its message instead of a guess.
    const parsed = fabricFiltersSchema.safeParse(Object.fromEntries(params));
    const problems = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    throw data({ problems }, { status: 400 });
  }
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
    previous: list.page > 1 ? fabricFiltersQuery(filters, list.page - 1) || "?" : null,
    next: list.page < list.pages ? fabricFiltersQuery(filters, list.page + 1) : null,
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

export default function FabricsPage({ loaderData }: Route.ComponentProps) {
  const {
    canEdit,
    canReadSettings,
    lowStockMetres,
    filters,
    query,
    lists,
    counts,
    total,
    page,
    pages,
    previous,
    next,
    rows,
  } = loaderData;
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
      <Form
        method="get"
        className="mb-6 grid gap-3 border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-6 lg:items-end"
      >
        <Field id="fabrics-q" label="Search" className="sm:col-span-2">
          <input
            id="fabrics-q"
            name="q"
            type="search"
            defaultValue={filters.q}
            placeholder="Name or reference"
            className={inputStyles}
          />
        </Field>
        <Field id="fabrics-category" label="Category">
          <select id="fabrics-category" name="category" defaultValue={filters.category ?? ""} className={inputStyles}>
            <option value="">All</option>
            {lists.categories.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id="fabrics-weave" label="Weave">
          <select id="fabrics-weave" name="weave" defaultValue={filters.weave ?? ""} className={inputStyles}>
            <option value="">All</option>
            {lists.weaves.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id="fabrics-colour" label="Colour">
          <select id="fabrics-colour" name="colour" defaultValue={filters.colour ?? ""} className={inputStyles}>
            <option value="">All</option>
            {lists.colours.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id="fabrics-motif" label="Motif">
          <select id="fabrics-motif" name="motif" defaultValue={filters.motif ?? ""} className={inputStyles}>
            <option value="">All</option>
            {lists.motifs.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id="fabrics-status" label="Shown" className="lg:col-start-1">
          <select id="fabrics-status" name="status" defaultValue={filters.status} className={inputStyles}>
            {Object.entries(STATUS_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        <Field id="fabrics-stock" label="Stock">
          <select id="fabrics-stock" name="stock" defaultValue={filters.stock} className={inputStyles}>
            {Object.entries(STOCK_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        <div className="flex gap-2 sm:col-span-2 lg:col-span-4 lg:justify-end">
          <button type="submit" className={buttonStyles.primary}>
            Filter
          </button>
          <Link to="/admin/fabrics" className={buttonStyles.secondary}>
            Clear
          </Link>
        </div>
      </Form>

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

      {rows.length === 0 ? (
        <p className="border border-line bg-white p-6 text-ink-soft">No fabric matches these filters.</p>
      ) : (
        <>
          <table className="hidden w-full border border-line bg-white text-sm lg:table">
            <caption className="sr-only">Fabrics, page {page}</caption>
            <thead className="bg-linen text-left text-xs tracking-wide text-ink-soft uppercase">
              <tr>
                <th scope="col" className="w-14 px-3 py-2">
                  <span className="sr-only">Swatch</span>
                </th>
                <th scope="col" className="px-3 py-2">
                  Fabric
                </th>
                <th scope="col" className="px-3 py-2">
                  Reference
                </th>
                <th scope="col" className="px-3 py-2">
                  Weave
                </th>
                <th scope="col" className="px-3 py-2">
                  Motif
                </th>
                <th scope="col" className="px-3 py-2">
                  Colour
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Price
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  In stock
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-t border-line align-middle">
                  <td className="px-3 py-1.5">
                    <FabricSwatch fabric={row.look} size={36} className="border border-line" />
                  </td>
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    <Link to={`/admin/fabrics/${row.id}`} className="text-navy underline underline-offset-4">
                      {row.name}
                    </Link>
                    {row.active ? null : <RetiredBadge />}
                  </th>
                  <td className="px-3 py-2 whitespace-nowrap">{row.reference}</td>
                  <td className="px-3 py-2">{row.weave}</td>
                  <td className="px-3 py-2">{row.motif}</td>
                  <td className="px-3 py-2">{row.colour}</td>
                  <td className="px-3 py-2 text-right whitespace-nowrap">{row.price}</td>
                  <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                    {row.stock}
                    <StockBadge row={row} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="grid gap-2 lg:hidden">
            {rows.map((row) => (
              <li key={row.id} className="flex gap-3 border border-line bg-white p-3 text-sm">
                <FabricSwatch fabric={row.look} size={48} className="shrink-0 border border-line" />
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-baseline justify-between gap-x-2">
                    <Link
                      to={`/admin/fabrics/${row.id}`}
                      className="font-semibold text-navy underline underline-offset-4"
                    >
                      {row.name}
                    </Link>
                    <span className="whitespace-nowrap">{row.price}</span>
                  </p>
                  <p className="text-ink-soft">
                    {row.reference} · {row.weave} · {row.motif} · {row.colour}
                    {row.active ? null : <RetiredBadge />}
                  </p>
                  <p>
                    {row.stock === "Not counted" ? "Stock not counted" : `${row.stock} in stock`}
                    <StockBadge row={row} />
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}

      <AdminPager page={page} pages={pages} previous={previous} next={next} />
    </div>
  );
}

/** Filters the list cannot read are said, with a way back. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 400) return <RouteError />;
  const problems: string[] = Array.isArray(error.data?.problems) ? error.data.problems : [];
  return (
    <div>
      <AdminPageHeader title="Fabrics" />
      <div role="alert" className="mb-4 border border-danger/30 bg-white p-4 text-danger">
        <p>These filters could not be read:</p>
        <ul className="mt-1 list-disc pl-5">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
        <Link to="/admin/fabrics" className="mt-2 inline-block underline underline-offset-4">
          Show all fabrics
        </Link>
      </div>
    </div>
  );
}
