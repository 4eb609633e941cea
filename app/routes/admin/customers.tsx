import { Download } from "lucide-react";
import { Link } from "react-router";
import { AdminPageHeader } from "~/components/admin/AdminShell";
import { BadFiltersBoundary, readListFilters } from "~/components/admin/BadFilters";
import {
  DateFilter,
  FilterButtons,
  FilterForm,
  FilterInput,
  FilterSelect,
  SearchFilter,
} from "~/components/admin/ListFilters";
import { ListPager } from "~/components/admin/ListPager";
import { type ListLayout, numeric, TableOrCards } from "~/components/admin/ListTable";
import { DoneBanner } from "~/components/forms/DoneBanner";
import { buttonStyles } from "~/components/ui/styles";
import { privatePageHeaders } from "~/infra/headers";
import {
  CUSTOMER_FILTER_LABELS,
  CUSTOMER_SORTS,
  customerFiltersQuery,
  customerFiltersSchema,
  isFiltered,
  YES_NO_CHOICES,
} from "~/modules/customers/filters";
import { listCustomersForStaff } from "~/modules/customers/staff-list.server";
import { formatMoney } from "~/modules/money/money";
import { formatDay } from "~/modules/shop/calendar";
import { privatePageMeta } from "~/modules/shop/identity";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/customers";

export const meta: Route.MetaFunction = () => privatePageMeta("Customers", "The shop's customers.");

export const headers = privatePageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, AREA_ROLES.customers);
  const filters = readListFilters(customerFiltersSchema, request);
  const list = await listCustomersForStaff(filters);
  return {
    filters,
    query: customerFiltersQuery(filters),
    filtered: isFiltered(filters),
    total: list.total,
    page: list.page,
    pages: list.pages,
    rows: list.rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone ?? "",
      since: formatDay(row.signedUpAt),
      orders: row.orders,
      lastOrder: row.lastOrderAt ? formatDay(row.lastOrderAt) : null,
      spent: row.orders > 0 ? formatMoney(row.spentEuroMinor, "EUR") : "—",
      subscribed: row.subscribed,
    })),
  };
}

const CUSTOMERS: ListLayout = {
  name: "Customers",
  columns: ["Customer", "Phone", "Signed up", numeric("Orders"), "Latest order", numeric("Spent"), "Newsletter"],
  empty: "No customer matches these filters.",
};

const DONE_MESSAGES = {
  erased:
    "The customer's data was erased. Their invoices and credit notes keep only the name and billing address, as accounting law requires.",
};

type CustomerItem = Route.ComponentProps["loaderData"]["rows"][number];

function CustomerLink({ customer }: { customer: CustomerItem }) {
  return (
    <Link to={`/admin/customers/${customer.id}`} className="font-medium text-navy underline underline-offset-4">
      {customer.name}
    </Link>
  );
}

/** A customer as a row of the table. */
function CustomerRow({ item: customer }: { item: CustomerItem }) {
  return (
    <tr className="border-t border-line align-top">
      <th scope="row" className="px-3 py-2 text-left font-normal">
        <CustomerLink customer={customer} />
        <span className="block text-xs break-all text-ink-soft">{customer.email}</span>
      </th>
      <td className="px-3 py-2 whitespace-nowrap">{customer.phone || "—"}</td>
      <td className="px-3 py-2 whitespace-nowrap">{customer.since}</td>
      <td className="px-3 py-2 text-right">{customer.orders}</td>
      <td className="px-3 py-2 whitespace-nowrap">{customer.lastOrder ?? "—"}</td>
      <td className="px-3 py-2 text-right whitespace-nowrap">{customer.spent}</td>
      <td className="px-3 py-2">{customer.subscribed ? "Subscribed" : "—"}</td>
    </tr>
  );
}

/** A customer as a card, on a screen too narrow for the table. */
function CustomerCard({ item: customer }: { item: CustomerItem }) {
  return (
    <li className="border border-line bg-white p-4 text-sm">
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <CustomerLink customer={customer} />
        <span className="text-ink-soft">since {customer.since}</span>
      </p>
      <p className="text-xs break-all text-ink-soft">{customer.email}</p>
      {customer.phone ? <p className="text-xs text-ink-soft">{customer.phone}</p> : null}
      <p className="mt-2 flex flex-wrap justify-between gap-2">
        <span>
          {customer.orders} order{customer.orders === 1 ? "" : "s"}
          {customer.orders > 0 ? ` · ${customer.spent}` : ""}
        </span>
        {customer.lastOrder ? <span className="text-ink-soft">latest {customer.lastOrder}</span> : null}
      </p>
      {customer.subscribed ? <p className="mt-1 text-xs">Subscribed to the newsletter</p> : null}
    </li>
  );
}

export default function CustomersPage({ loaderData }: Route.ComponentProps) {
  const { filters, query, filtered, total, page, pages, rows } = loaderData;
  return (
    <div>
      <AdminPageHeader
        title="Customers"
        intro={`${total} customer${total === 1 ? "" : "s"}${filtered ? ` ${total === 1 ? "matches" : "match"} these filters` : ""}. Spent is in euros, refunds deducted.`}
        actions={
          <a href={`/admin/customers.csv${query}`} className={buttonStyles.secondary} download>
            <Download aria-hidden className="size-4" />
            Export CSV
          </a>
        }
      />
      <div className="mb-4">
        <DoneBanner messages={DONE_MESSAGES} />
      </div>
      <FilterForm className="sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
        <SearchFilter value={filters.q} placeholder="Name, e-mail, phone or order number" wide />
        <FilterSelect name="ordered" label="Has ordered" value={filters.ordered} choices={YES_NO_CHOICES} any="Any" />
        <FilterSelect
          name="subscribed"
          label="Subscribed to the newsletter"
          value={filters.subscribed}
          choices={YES_NO_CHOICES}
          any="Any"
        />
        <DateFilter name="from" label={CUSTOMER_FILTER_LABELS.from} value={filters.from} />
        <DateFilter name="to" label={CUSTOMER_FILTER_LABELS.to} value={filters.to} />
        <FilterInput
          name="spentOver"
          type="number"
          label={CUSTOMER_FILTER_LABELS.spentOver}
          value={filters.spentOver}
        />
        <FilterSelect name="sort" label="Sort" value={filters.sort} choices={CUSTOMER_SORTS} />
        <FilterButtons clearTo="/admin/customers" className="lg:justify-end" />
      </FilterForm>

      <TableOrCards layout={CUSTOMERS} page={page} items={rows} row={CustomerRow} card={CustomerCard} />

      <ListPager page={page} pages={pages} hrefOf={(to) => customerFiltersQuery(filters, to)} />
    </div>
  );
}

export function ErrorBoundary() {
  return <BadFiltersBoundary title="Customers" showAll={{ to: "/admin/customers", label: "Show all customers" }} />;
}
