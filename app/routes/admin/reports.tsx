import { Download } from "lucide-react";
import { AdminPageHeader } from "~/components/admin/AdminShell";
import { BadFiltersBoundary, readListFilters } from "~/components/admin/BadFilters";
import { DateFilter, FilterButtons, FilterForm, FilterSelect } from "~/components/admin/ListFilters";
import { privatePageHeaders } from "~/infra/headers";
import { formatMoney } from "~/modules/money/money";
import { loadReportPage } from "~/modules/pages/admin/reports.server";
import { cellText } from "~/modules/reports/figures";
import { filtersQuery, reportFiltersSchema } from "~/modules/reports/filters";
import { formatLongDate, shopDate } from "~/modules/shop/calendar";
import { privatePageMeta } from "~/modules/shop/identity";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/reports";

export const meta: Route.MetaFunction = () =>
  privatePageMeta(
    "Reports",
    "What sells: revenue, orders, models, fabrics, options, customers, reminders and campaigns.",
  );

export const headers = privatePageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, AREA_ROLES.reports);
  const filters = readListFilters(reportFiltersSchema(shopDate(new Date())), request);
  return loadReportPage(filters);
}

const GRAIN_CHOICES = { day: "By day", week: "By week", month: "By month" };

const SECTION_TITLES: Record<string, string> = {
  sales: "Revenue and orders",
  models: "Models and their fit",
  fabrics: "Fabrics",
  options: "Options",
  customers: "Customers who come back",
  reminders: "Cart reminders",
  campaigns: "Newsletter campaigns",
};

type PageData = Route.ComponentProps["loaderData"];
type FigureData = PageData["sections"][number]["figures"][number];

function Headline({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="border border-line bg-white p-4">
      <dt className="text-xs tracking-wide text-ink-soft uppercase">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums">{value}</dd>
      {detail ? <dd className="mt-1 text-sm text-ink-soft">{detail}</dd> : null}
    </div>
  );
}

function FigureCard({ figure, query }: { figure: FigureData; query: string }) {
  const describedBy = `figure-${figure.id}-description`;
  return (
    <section aria-labelledby={`figure-${figure.id}`} className="min-w-0 border border-line bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={`figure-${figure.id}`} className="text-lg font-semibold">
          {figure.title}
        </h3>
        <a
          href={`/admin/reports.csv?${query}&figure=${figure.id}`}
          download
          className="inline-flex items-center gap-1 text-sm text-navy underline underline-offset-4 hover:no-underline"
        >
          <Download aria-hidden className="size-4" />
          Export CSV<span className="sr-only"> of {figure.title.toLowerCase()}</span>
        </a>
      </div>
      <p id={describedBy} className="mt-1 text-sm text-ink-soft">
        {figure.description}
      </p>
      {figure.svg ? (
        <div
          role="img"
          aria-label={`Chart: ${figure.title}`}
          aria-describedby={describedBy}
          className="mt-3 [&>svg]:block [&>svg]:h-auto [&>svg]:w-full"
          // Drawn by ECharts on our server from the shop's own figures (modules/reports/charts.server.ts).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own server-rendered SVG
          dangerouslySetInnerHTML={{ __html: figure.svg }}
        />
      ) : null}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls, by keyboard too */}
      <section className="mt-4 overflow-x-auto" tabIndex={0} aria-label={figure.table.caption}>
        <table className="w-full text-left text-sm">
          <caption className="mb-2 text-left text-sm font-medium">{figure.table.caption}</caption>
          <thead>
            <tr className="bg-linen text-xs tracking-wide text-ink-soft uppercase">
              {figure.table.columns.map((column) => (
                <th
                  key={column.name}
                  scope="col"
                  className={`px-3 py-2 whitespace-nowrap ${column.numeric ? "text-right" : ""}`}
                >
                  {column.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {figure.table.rows.map((row, index) => {
              const total = row[0] === "Total";
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows of a report never move
                <tr key={index} className={`border-t border-line ${total ? "font-semibold" : ""}`}>
                  {row.map((cell, column) =>
                    column === 0 ? (
                      <th key={figure.table.columns[column]?.name} scope="row" className="px-3 py-1.5 font-medium">
                        {cellText(cell)}
                      </th>
                    ) : (
                      <td
                        key={figure.table.columns[column]?.name}
                        className={`px-3 py-1.5 whitespace-nowrap tabular-nums ${figure.table.columns[column]?.numeric ? "text-right" : ""}`}
                      >
                        {cellText(cell)}
                      </td>
                    ),
                  )}
                </tr>
              );
            })}
            {figure.table.rows.length === 0 ? (
              <tr className="border-t border-line">
                <td colSpan={figure.table.columns.length} className="px-3 py-3 text-ink-soft">
                  Nothing in this period.
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </section>
      {figure.more > 0 ? (
        <p className="mt-2 text-xs text-ink-soft">{figure.more.toLocaleString("en-GB")} more in the CSV export.</p>
      ) : null}
    </section>
  );
}

export default function ReportsPage({ loaderData: { filters, summary, sections } }: Route.ComponentProps) {
  const query = filtersQuery(filters);
  const { customers } = summary;
  return (
    <div>
      <AdminPageHeader
        title="Reports"
        intro={`What sold from ${formatLongDate(filters.from)} to ${formatLongDate(filters.to)}: orders count on the day they were paid, refunds on the day they were made, each currency on its own. Remakes are not sales.`}
      />
      <FilterForm key={query} className="sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
        <DateFilter name="from" label="From" value={filters.from} />
        <DateFilter name="to" label="To" value={filters.to} />
        <FilterSelect name="grain" label="Shown" value={filters.grain} choices={GRAIN_CHOICES} />
        <FilterButtons clearTo="/admin/reports" label="Show" />
      </FilterForm>

      <dl className="mb-8 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {summary.currencies.map((currency) => (
          <Headline
            key={currency.currency}
            label={`Net revenue, ${currency.currency}`}
            value={formatMoney(currency.netMinor, currency.currency)}
            detail={`${currency.orders.toLocaleString("en-GB")} order${currency.orders === 1 ? "" : "s"}${
              currency.averageMinor === null
                ? ""
                : `, ${formatMoney(currency.averageMinor, currency.currency)} on average`
            }`}
          />
        ))}
        <Headline
          label="Customers who ordered again"
          value={customers.share === null ? "—" : `${Math.round(customers.share * 100)}%`}
          detail={`${customers.repeat} of ${customers.customers} customers${
            customers.medianDays === null ? "" : `, after ${customers.medianDays} days (median)`
          }`}
        />
      </dl>

      <div className="space-y-10">
        {sections.map((section) => (
          <section key={section.name} aria-labelledby={`section-${section.name}`}>
            <h2 id={`section-${section.name}`} className="mb-3 text-2xl">
              {SECTION_TITLES[section.name] ?? section.name}
            </h2>
            <div className="grid gap-4 2xl:grid-cols-2">
              {section.figures.map((figure) => (
                <FigureCard key={figure.id} figure={figure} query={query} />
              ))}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <BadFiltersBoundary title="Reports" showAll={{ to: "/admin/reports", label: "The last 12 weeks" }} />;
}
