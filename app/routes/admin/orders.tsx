import { Download } from "lucide-react";
import { data, Form, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { AdminPageHeader, AdminPager } from "~/components/admin/AdminShell";
import { RouteError } from "~/components/shell/RouteError";
import { Field } from "~/components/ui/Field";
import { buttonStyles, inputStyles } from "~/components/ui/styles";
import { privatePageHeaders } from "~/infra/headers";
import { formatMoney } from "~/modules/money/money";
import { listOrdersForStaff } from "~/modules/orders/admin.server";
import {
  ORDER_SORTS,
  orderFiltersQuery,
  orderFiltersSchema,
  PROVIDER_CHOICES,
  providerLabel,
  readOrderFilters,
  STATUS_CHOICES,
} from "~/modules/orders/staff-filters";
import { formatDateTime } from "~/modules/shop/calendar";
import { privatePageMeta } from "~/modules/shop/identity";
import { orderStatusLabel } from "~/modules/shop/order-status";
import { formatPromise } from "~/modules/shop/promise";
import { SHIRT_STAGES, stageLabel } from "~/modules/shop/stages";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/orders";

export const meta: Route.MetaFunction = () => privatePageMeta("Orders", "The shop's orders.");

export const headers = privatePageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, AREA_ROLES.orders);
  const params = new URL(request.url).searchParams;
  const filters = readOrderFilters(params);
  if (!filters) {
    // A filter that does not parse shows the form with its message instead of a guess.
    const parsed = orderFiltersSchema.safeParse(Object.fromEntries(params));
    const problems = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    throw data({ problems }, { status: 400 });
  }
  const list = await listOrdersForStaff(filters);
  return {
    filters,
    query: orderFiltersQuery(filters),
    total: list.total,
    page: list.page,
    pages: list.pages,
    previous: list.page > 1 ? orderFiltersQuery(filters, list.page - 1) || "?" : null,
    next: list.page < list.pages ? orderFiltersQuery(filters, list.page + 1) : null,
    rows: list.rows.map((row) => ({
      id: row.id,
      number: row.number,
      placed: formatDateTime(row.createdAt),
      status: orderStatusLabel(row.status),
      customerName: row.customerName,
      customerEmail: row.customerEmail,
      items: row.items,
      total: formatMoney(row.totalMinor, row.currencyCode),
      refunded:
        row.refundedMinor === 0
          ? null
          : row.refundedMinor >= row.totalMinor
            ? "Refunded"
            : `${formatMoney(row.refundedMinor, row.currencyCode)} refunded`,
      provider: providerLabel(row.paymentProvider),
      promise: row.promise ? formatPromise(row.promise).replace(/^Expected /, "") : null,
      late: row.late,
      trackingNumber: row.trackingNumber,
    })),
  };
}

function LateBadge() {
  return <span className="ml-2 rounded-sm bg-danger/10 px-1.5 py-0.5 text-xs font-semibold text-danger">Late</span>;
}

function RefundedBadge({ children }: { children: string }) {
  return (
    <span className="mt-0.5 inline-block rounded-sm bg-brass/10 px-1.5 py-0.5 text-xs font-semibold text-brass">
      {children}
    </span>
  );
}

export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  const { filters, query, total, page, pages, previous, next, rows } = loaderData;
  return (
    <div>
      <AdminPageHeader
        title="Orders"
        intro={`${total} order${total === 1 ? "" : "s"}${query ? ` ${total === 1 ? "matches" : "match"} these filters` : ""}.`}
        actions={
          <a href={`/admin/orders.csv${query}`} className={buttonStyles.secondary} download>
            <Download aria-hidden className="size-4" />
            Export CSV
          </a>
        }
      />
      <Form
        method="get"
        className="mb-6 grid gap-3 border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
      >
        <Field id="orders-q" label="Search" className="sm:col-span-2">
          <input
            id="orders-q"
            name="q"
            type="search"
            defaultValue={filters.q}
            placeholder="Order number, name, e-mail or tracking number"
            className={inputStyles}
          />
        </Field>
        <Field id="orders-status" label="Status">
          <select id="orders-status" name="status" defaultValue={filters.status ?? ""} className={inputStyles}>
            <option value="">All</option>
            {STATUS_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </Field>
        <Field id="orders-stage" label="A shirt at">
          <select id="orders-stage" name="stage" defaultValue={filters.stage ?? ""} className={inputStyles}>
            <option value="">Any stage</option>
            {SHIRT_STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {stageLabel(stage)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="orders-provider" label="Payment">
          <select id="orders-provider" name="provider" defaultValue={filters.provider ?? ""} className={inputStyles}>
            <option value="">All</option>
            {PROVIDER_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </Field>
        <Field id="orders-from" label="Placed from">
          <input id="orders-from" name="from" type="date" defaultValue={filters.from ?? ""} className={inputStyles} />
        </Field>
        <Field id="orders-to" label="Placed until">
          <input id="orders-to" name="to" type="date" defaultValue={filters.to ?? ""} className={inputStyles} />
        </Field>
        <Field id="orders-sort" label="Sort">
          <select id="orders-sort" name="sort" defaultValue={filters.sort} className={inputStyles}>
            {Object.entries(ORDER_SORTS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        <div className="flex flex-wrap items-center gap-4 sm:col-span-2 lg:col-span-4">
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="late" value="1" defaultChecked={filters.late} className="size-4" />
            Only late orders (past their promise, not delivered)
          </label>
          <div className="flex gap-2 sm:ml-auto">
            <button type="submit" className={buttonStyles.primary}>
              Filter
            </button>
            <Link to="/admin/orders" className={buttonStyles.secondary}>
              Clear
            </Link>
          </div>
        </div>
      </Form>

      {rows.length === 0 ? (
        <p className="border border-line bg-white p-6 text-ink-soft">No order matches these filters.</p>
      ) : (
        <>
          <table className="hidden w-full border border-line bg-white text-sm lg:table">
            <caption className="sr-only">Orders, page {page}</caption>
            <thead className="bg-linen text-left text-xs tracking-wide text-ink-soft uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Order
                </th>
                <th scope="col" className="px-3 py-2">
                  Placed
                </th>
                <th scope="col" className="px-3 py-2">
                  Customer
                </th>
                <th scope="col" className="px-3 py-2">
                  Status
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Shirts
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Total
                </th>
                <th scope="col" className="px-3 py-2">
                  Promise
                </th>
                <th scope="col" className="px-3 py-2">
                  Tracking
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-t border-line align-top">
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    <Link to={`/admin/orders/${row.id}`} className="text-navy underline underline-offset-4">
                      {row.number}
                    </Link>
                  </th>
                  <td className="px-3 py-2 whitespace-nowrap">{row.placed}</td>
                  <td className="px-3 py-2">
                    <span className="block">{row.customerName}</span>
                    <span className="block text-xs break-all text-ink-soft">{row.customerEmail}</span>
                  </td>
                  <td className="px-3 py-2">{row.status}</td>
                  <td className="px-3 py-2 text-right">{row.items}</td>
                  <td className="px-3 py-2 text-right whitespace-nowrap">
                    {row.total}
                    <span className="block text-xs text-ink-soft">{row.provider}</span>
                    {row.refunded ? <RefundedBadge>{row.refunded}</RefundedBadge> : null}
                  </td>
                  <td className="px-3 py-2">
                    {row.promise ?? "—"}
                    {row.late ? <LateBadge /> : null}
                  </td>
                  <td className="px-3 py-2 break-words">{row.trackingNumber ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="grid gap-2 lg:hidden">
            {rows.map((row) => (
              <li key={row.id} className="border border-line bg-white p-4 text-sm">
                <p className="flex flex-wrap items-baseline justify-between gap-2">
                  <Link to={`/admin/orders/${row.id}`} className="font-semibold text-navy underline underline-offset-4">
                    {row.number}
                  </Link>
                  <span>{row.status}</span>
                </p>
                <p className="mt-1">{row.customerName}</p>
                <p className="text-xs break-all text-ink-soft">{row.customerEmail}</p>
                <p className="mt-2 flex flex-wrap justify-between gap-2">
                  <span>
                    {row.items} shirt{row.items === 1 ? "" : "s"} · {row.total}
                    {row.refunded ? (
                      <>
                        {" "}
                        <RefundedBadge>{row.refunded}</RefundedBadge>
                      </>
                    ) : null}
                  </span>
                  <span className="text-ink-soft">{row.placed}</span>
                </p>
                {row.promise ? (
                  <p className="mt-1">
                    {row.promise}
                    {row.late ? <LateBadge /> : null}
                  </p>
                ) : null}
                {row.trackingNumber ? <p className="mt-1 break-all">Tracking {row.trackingNumber}</p> : null}
              </li>
            ))}
          </ul>
        </>
      )}

      <AdminPager page={page} pages={pages} previous={previous} next={next} />
    </div>
  );
}

/** Filters the list cannot read (a status that does not exist, a date written another way) are said, with a way back. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 400) return <RouteError />;
  const problems: string[] = Array.isArray(error.data?.problems) ? error.data.problems : [];
  return (
    <div>
      <AdminPageHeader title="Orders" />
      <div role="alert" className="mb-4 border border-danger/40 bg-white p-4 text-danger">
        <p>These filters could not be read:</p>
        <ul className="mt-1 list-disc pl-5">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
        <Link to="/admin/orders" className="mt-2 inline-block underline underline-offset-4">
          Show all orders
        </Link>
      </div>
    </div>
  );
}
