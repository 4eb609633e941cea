import { Download } from "lucide-react";
import { Link } from "react-router";
import { AdminPageHeader } from "~/components/admin/AdminShell";
import { BadFiltersBoundary, readListFilters } from "~/components/admin/BadFilters";
import { ChooseOrder, ChosenOrdersForm } from "~/components/admin/ChosenOrders";
import { EmailAddress } from "~/components/admin/EmailAddress";
import { DateFilter, FilterButtons, FilterForm, FilterSelect, SearchFilter } from "~/components/admin/ListFilters";
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
import { ORDER_VIEW_DEFINITIONS, ORDER_VIEWS, type OrderView } from "~/modules/orders/views";
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
      remakeOf: row.remakeOf,
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
  columns: [
    { name: "Choose", hidden: true },
    "Order",
    "Placed",
    "Customer",
    "Status",
    numeric("Shirts"),
    numeric("Total"),
    "Promise",
    "Tracking",
  ],
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

/** What an order cost, or, for a remake under the perfect fit guarantee, the order it remakes. */
function OrderTotal({ order }: { order: OrderItem }) {
  if (order.remakeOf) {
    return (
      <span className="whitespace-nowrap">
        Remake of{" "}
        <Link to={`/admin/orders/${order.remakeOf.id}`} className="text-navy underline underline-offset-4">
          {order.remakeOf.number}
        </Link>
      </span>
    );
  }
  return <>{order.total}</>;
}

/** An order as a row of the table. */
function OrderRow({ item: order }: { item: OrderItem }) {
  return (
    <tr className="border-t border-line align-top">
      <td className="py-2 pr-1 pl-3">
        <ChooseOrder id={order.id} number={order.number} />
      </td>
      <th scope="row" className="px-3 py-2 text-left font-medium">
        <Link to={`/admin/orders/${order.id}`} className="text-navy underline underline-offset-4">
          {order.number}
        </Link>
      </th>
      <td className="px-3 py-2 whitespace-nowrap">{order.placed}</td>
      <td className="px-3 py-2">
        <span className="block">{order.customerName}</span>
        <EmailAddress email={order.customerEmail} className="block text-xs text-ink-soft" />
      </td>
      <td className="px-3 py-2">{order.status}</td>
      <td className="px-3 py-2 text-right">{order.items}</td>
      <td className="px-3 py-2 text-right whitespace-nowrap">
        <OrderTotal order={order} />
        {order.remakeOf ? null : <span className="block text-xs text-ink-soft">{order.provider}</span>}
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
      <p className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex items-center gap-3">
          <ChooseOrder id={order.id} number={order.number} />
          <Link to={`/admin/orders/${order.id}`} className="font-semibold text-navy underline underline-offset-4">
            {order.number}
          </Link>
        </span>
        <span>{order.status}</span>
      </p>
      <p className="mt-1">{order.customerName}</p>
      <EmailAddress email={order.customerEmail} className="block text-xs text-ink-soft" />
      <p className="mt-2 flex flex-wrap justify-between gap-2">
        <span>
          {order.items} shirt{order.items === 1 ? "" : "s"} · <OrderTotal order={order} />
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
      {order.trackingNumber ? <p className="mt-1 break-words">Tracking {order.trackingNumber}</p> : null}
    </li>
  );
}

/** The saved views as tabs: links, each a preset of the filters, the one shown marked. */
function ViewTabs({ current }: { current: OrderView }) {
  return (
    <nav aria-label="Saved views" className="mb-4 overflow-x-auto border-b border-line">
      <ul className="flex min-w-max gap-1">
        {ORDER_VIEWS.map((view) => {
          const active = view === current;
          return (
            <li key={view}>
              <Link
                to={view === "all" ? "/admin/orders" : `/admin/orders?view=${view}`}
                aria-current={active ? "page" : undefined}
                title={ORDER_VIEW_DEFINITIONS[view].description}
                className={`-mb-px block border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap ${
                  active ? "border-navy text-navy" : "border-transparent text-ink-soft hover:border-line hover:text-ink"
                }`}
              >
                {ORDER_VIEW_DEFINITIONS[view].label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
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
      <ViewTabs current={filters.view} />
      <FilterForm className="sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
        {filters.view === "all" ? null : <input type="hidden" name="view" value={filters.view} />}
        <SearchFilter value={filters.q} placeholder="Order number, name, e-mail or tracking number" wide />
        <FilterSelect name="status" label="Status" value={filters.status} choices={STATUS_CHOICES} any="All" />
        <FilterSelect name="stage" label="A shirt at" value={filters.stage} choices={STAGES} any="Any stage" />
        <FilterSelect name="provider" label="Payment" value={filters.provider} choices={PROVIDER_CHOICES} any="All" />
        <DateFilter name="from" label={ORDER_DAY_LABELS.from} value={filters.from} />
        <DateFilter name="to" label={ORDER_DAY_LABELS.to} value={filters.to} />
        <FilterSelect name="sort" label="Sort" value={filters.sort} choices={ORDER_SORTS} />
        <div className="flex flex-wrap items-center gap-4 sm:col-span-2 lg:col-span-4">
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="late" value="1" defaultChecked={filters.late} className="size-4" />
            Only late orders (past their promise, not delivered)
          </label>
          <FilterButtons
            clearTo={filters.view === "all" ? "/admin/orders" : `/admin/orders?view=${filters.view}`}
            className="sm:ml-auto"
          />
        </div>
      </FilterForm>

      {rows.length === 0 ? (
        <TableOrCards layout={ORDERS} page={page} items={rows} row={OrderRow} card={OrderCard} />
      ) : (
        <ChosenOrdersForm key={`${query}-${page}`} onPage={rows.length}>
          <TableOrCards layout={ORDERS} page={page} items={rows} row={OrderRow} card={OrderCard} />
        </ChosenOrdersForm>
      )}

      <ListPager page={page} pages={pages} hrefOf={(to) => orderFiltersQuery(filters, to)} />
    </div>
  );
}

export function ErrorBoundary() {
  return <BadFiltersBoundary title="Orders" showAll={{ to: "/admin/orders", label: "Show all orders" }} />;
}
