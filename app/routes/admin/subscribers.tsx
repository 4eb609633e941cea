import { Download } from "lucide-react";
import { AdminPageHeader } from "~/components/admin/AdminShell";
import { BadFiltersBoundary, readListFilters } from "~/components/admin/BadFilters";
import { FilterButtons, FilterForm, SearchFilter } from "~/components/admin/ListFilters";
import { ListPager, listQuery } from "~/components/admin/ListPager";
import { EmptyList, ListTable } from "~/components/admin/ListTable";
import { buttonStyles } from "~/components/ui/styles";
import { privatePageHeaders } from "~/infra/headers";
import { listSubscribers, subscriberFiltersSchema } from "~/modules/content/subscribers.server";
import { formatDateTime } from "~/modules/shop/calendar";
import { privatePageMeta } from "~/modules/shop/identity";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/subscribers";

export const meta: Route.MetaFunction = () => privatePageMeta("Subscribers", "The newsletter's subscribers.");

export const headers = privatePageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, AREA_ROLES.subscribers);
  const filters = readListFilters(subscriberFiltersSchema, request);
  const list = await listSubscribers(filters);
  return {
    q: filters.q,
    total: list.total,
    page: filters.page,
    pages: list.pages,
    rows: list.rows.map((row) => ({
      id: row.id,
      email: row.email,
      subscribed: formatDateTime(row.createdAt),
      subscribedIso: row.createdAt.toISOString(),
      // Double opt-in: only confirmed addresses receive campaigns.
      confirmed: row.confirmedAt ? formatDateTime(row.confirmedAt) : null,
    })),
  };
}

export default function SubscribersPage({ loaderData }: Route.ComponentProps) {
  const { q, total, page, pages, rows } = loaderData;
  return (
    <div className="max-w-4xl">
      <AdminPageHeader
        title="Subscribers"
        intro={`${total} address${total === 1 ? "" : "es"} ${q ? (total === 1 ? "matches" : "match") : total === 1 ? "is" : "are"} subscribed to the newsletter${q ? " and this search" : ""}. Only confirmed addresses receive the newsletter; each mail has a link to unsubscribe in one click.`}
        actions={
          <a href={`/admin/subscribers.csv${listQuery({ q })}`} className={buttonStyles.secondary} download>
            <Download aria-hidden className="size-4" />
            Export CSV
          </a>
        }
      />
      <FilterForm className="sm:grid-cols-[1fr_auto] sm:items-end">
        <SearchFilter value={q} placeholder="An e-mail address, or part of one" />
        <FilterButtons clearTo="/admin/subscribers" label="Search" />
      </FilterForm>
      {rows.length === 0 ? (
        <EmptyList>No subscriber {q ? "matches this search" : "yet"}.</EmptyList>
      ) : (
        <ListTable
          caption={`Subscribers, page ${page}`}
          columns={[
            "E-mail",
            { name: "Subscribed", className: "w-36 sm:w-48" },
            { name: "Confirmed", className: "w-28 sm:w-44" },
          ]}
          className="w-full table-fixed border border-line bg-white text-sm"
        >
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-line align-top">
              <td className="px-3 py-2 break-all">{row.email}</td>
              <td className="px-3 py-2">
                <time dateTime={row.subscribedIso}>{row.subscribed}</time>
              </td>
              <td className="px-3 py-2">{row.confirmed ?? <span className="text-ink-soft">Not yet</span>}</td>
            </tr>
          ))}
        </ListTable>
      )}
      <ListPager page={page} pages={pages} hrefOf={(to) => listQuery({ q }, to)} />
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <BadFiltersBoundary title="Subscribers" showAll={{ to: "/admin/subscribers", label: "Show all subscribers" }} />
  );
}
