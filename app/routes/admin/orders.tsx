import { Download } from "lucide-react";
import { Link } from "react-router";
import { AdminPageHeader } from "~/components/admin/AdminShell";
import { BadFiltersBoundary, readListFilters } from "~/components/admin/BadFilters";
import { FilterButtons, FilterForm, FilterInput, FilterSelect, SearchFilter } from "~/components/admin/ListFilters";
import { ListPager } from "~/components/admin/ListPager";
import { type ListLayout, numeric, TableOrCards } from "~/components/admin/ListTable";
import { buttonStyles } from "~/components/ui/styles";
import { privatePageHeaders } from "~/infra/headers";
import { formatMoney } from "~/modules/money/money";
import {
  ORDER_DAY_LABELS,
  ORDER_SORTS,
  orderFiltersQuery,
  orderFiltersSchema,
  PROVIDER_CHOICES,
  providerLabel,
  STATUS_CHOICES,
} from "~/modules/orders/staff-filters";
import { listOrdersForStaff } from "~/modules/orders/staff-list.server";
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
  const filters = readListFilters(orderFiltersSchema, request);
  const list = await listOrdersForStaff(filters);
  return {
    filters,
    query: orderFiltersQuery(filters),
    total: list.total,
    page: list.page,
    pages: list.pages,
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

const STAGES = SHIRT_STAGES.map((stage) => ({ value: stage, label: stageLabel(stage) }));

const ORDERS: ListLayout = {
  name: "Orders",
  columns: ["Order", "Placed", "Customer", "Status", numeric("Shirts"), numeric("Total"), "Promise", "Tracking"],
  empty: "No order matches these filters.",
};

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

type OrderItem = Route.ComponentProps["loaderData"]["rows"][number];

/** An order as a row of the table. */
function OrderRow({ item: order }: { item: OrderItem }) {
  return (
    <tr className="border-t border-line align-top">
      <th scope="row" className="px-3 py-2 text-left font-medium">
        <Link to={`/admin/orders/${order.id}`} className="text-navy underline underline-offset-4">
          {order.number}
        </Link>
      </th>
      <td className="px-3 py-2 whitespace-nowrap">{order.placed}</td>
      <td className="px-3 py-2">
        <span className="block">{order.customerName}</span>
        <span className="block text-xs break-all text-ink-soft">{order.customerEmail}</span>
      </td>
      <td className="px-3 py-2">{order.status}</td>
      <td className="px-3 py-2 text-right">{order.items}</td>
      <td className="px-3 py-2 text-right whitespace-nowrap">
        {order.total}
        <span className="block text-xs text-ink-soft">{order.provider}</span>
        {order.refunded ? <RefundedBadge>{order.refunded}</RefundedBadge> : null}
      </td>
      <td className="px-3 py-2">
        {order.promise ?? "—"}
        {order.late ? <LateBadge /> : null}
      </td>
      <td className="px-3 py-2 break-words">{order.trackingNumber ?? "—"}</td>
    </tr>
  );
}

/** An order as a card, on a screen too narrow for the table. */
function OrderCard({ item: order }: { item: OrderItem }) {
  return (
    <li className="border border-line bg-white p-4 text-sm">
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <Link to={`/admin/orders/${order.id}`} className="font-semibold text-navy underline underline-offset-4">
          {order.number}
        </Link>
        <span>{order.status}</span>
      </p>
      <p className="mt-1">{order.customerName}</p>
      <p className="text-xs break-all text-ink-soft">{order.customerEmail}</p>
      <p className="mt-2 flex flex-wrap justify-between gap-2">
        <span>
          {order.items} shirt{order.items === 1 ? "" : "s"} · {order.total}
          {order.refunded ? (
            <>
              {" "}
              <RefundedBadge>{order.refunded}</RefundedBadge>
            </>
          ) : null}
        </span>
        <span className="text-ink-soft">{order.placed}</span>
      </p>
      {order.promise ? (
        <p className="mt-1">
          {order.promise}
          {order.late ? <LateBadge /> : null}
        </p>
      ) : null}
      {order.trackingNumber ? <p className="mt-1 break-all">Tracking {order.trackingNumber}</p> : null}
    </li>
  );
}

export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  const { filters, query, total, page, pages, rows } = loaderData;
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
      <FilterForm className="sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
        <SearchFilter value={filters.q} placeholder="Order number, name, e-mail or tracking number" wide />
        <FilterSelect name="status" label="Status" value={filters.status} choices={STATUS_CHOICES} any="All" />
        <FilterSelect name="stage" label="A shirt at" value={filters.stage} choices={STAGES} any="Any stage" />
        <FilterSelect name="provider" label="Payment" value={filters.provider} choices={PROVIDER_CHOICES} any="All" />
        <FilterInput name="from" type="date" label={ORDER_DAY_LABELS.from} value={filters.from} />
        <FilterInput name="to" type="date" label={ORDER_DAY_LABELS.to} value={filters.to} />
        <FilterSelect name="sort" label="Sort" value={filters.sort} choices={ORDER_SORTS} />
        <div className="flex flex-wrap items-center gap-4 sm:col-span-2 lg:col-span-4">
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="late" value="1" defaultChecked={filters.late} className="size-4" />
            Only late orders (past their promise, not delivered)
          </label>
          <FilterButtons clearTo="/admin/orders" className="sm:ml-auto" />
        </div>
      </FilterForm>

      <TableOrCards layout={ORDERS} page={page} items={rows} row={OrderRow} card={OrderCard} />

      <ListPager page={page} pages={pages} hrefOf={(to) => orderFiltersQuery(filters, to)} />
    </div>
  );
}

export function ErrorBoundary() {
  return <BadFiltersBoundary title="Orders" showAll={{ to: "/admin/orders", label: "Show all orders" }} />;
}
