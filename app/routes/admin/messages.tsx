import { Link } from "react-router";
import { AdminPageHeader } from "~/components/admin/AdminShell";
import { BadFiltersBoundary, readListFilters } from "~/components/admin/BadFilters";
import { FilterButtons, FilterForm, FilterSelect, SearchFilter } from "~/components/admin/ListFilters";
import { ListPager, listQuery } from "~/components/admin/ListPager";
import { EmptyList } from "~/components/admin/ListTable";
import { MessageStatus } from "~/components/admin/MessageStatus";
import { privatePageHeaders } from "~/infra/headers";
import { INBOX_VIEWS, inboxFiltersSchema } from "~/modules/content/inbox";
import { listContactMessages } from "~/modules/content/inbox.server";
import { formatDateTime } from "~/modules/shop/calendar";
import { privatePageMeta } from "~/modules/shop/identity";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/messages";

export const meta: Route.MetaFunction = () => privatePageMeta("Messages", "The contact form's messages.");

export const headers = privatePageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, AREA_ROLES.messages);
  const filters = readListFilters(inboxFiltersSchema, request);
  const list = await listContactMessages(filters);
  return {
    filters,
    total: list.total,
    page: filters.page,
    pages: list.pages,
    rows: list.rows.map((row) => ({ ...row, createdAt: formatDateTime(row.createdAt) })),
  };
}

export default function MessagesPage({ loaderData }: Route.ComponentProps) {
  const { filters, total, page, pages, rows } = loaderData;
  // The open messages are the inbox's first view: its address says only another.
  const pageQuery = (to: number) =>
    listQuery({ view: filters.view === "open" ? null : filters.view, q: filters.q }, to);
  return (
    <div className="max-w-5xl">
      <AdminPageHeader
        title="Messages"
        intro={`${total} message${total === 1 ? "" : "s"} from the contact form${filters.q ? (total === 1 ? " matches this search" : " match this search") : ""}. Answers are e-mailed to the sender and kept with the message.`}
      />
      <FilterForm className="sm:grid-cols-[16rem_1fr_auto] sm:items-end">
        <FilterSelect name="view" label="Show" value={filters.view} choices={INBOX_VIEWS} />
        <SearchFilter value={filters.q} placeholder="Name, e-mail or words of the message" />
        <FilterButtons clearTo="/admin/messages" />
      </FilterForm>

      {rows.length === 0 ? (
        <EmptyList>No message here.</EmptyList>
      ) : (
        <ul className="grid gap-2">
          {rows.map((row) => (
            <li key={row.id} className="border border-line bg-white">
              <Link to={`/admin/messages/${row.id}`} className="block p-4 hover:bg-linen">
                <span className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                  <span className={`text-base ${row.status === "new" ? "font-semibold" : "font-medium"}`}>
                    {row.name}
                    <span className="ml-2 text-sm font-normal break-all text-ink-soft">{row.email}</span>
                  </span>
                  <span className="flex items-center gap-2 text-xs text-ink-soft">
                    {row.createdAt}
                    <MessageStatus status={row.status} />
                  </span>
                </span>
                <span className="mt-1 block text-sm font-medium text-navy">{row.subject}</span>
                <span className="mt-1 block text-sm break-words text-ink-soft">{row.excerpt}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}

      <ListPager page={page} pages={pages} hrefOf={pageQuery} />
    </div>
  );
}

export function ErrorBoundary() {
  return <BadFiltersBoundary title="Messages" showAll={{ to: "/admin/messages", label: "Back to the messages" }} />;
}
