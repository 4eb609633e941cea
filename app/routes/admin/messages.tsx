import { data, Form, Link } from "react-router";
import { AdminPageHeader, AdminPager } from "~/components/admin/AdminShell";
import { MessageStatus } from "~/components/admin/MessageStatus";
import { Field } from "~/components/ui/Field";
import { buttonStyles, inputStyles } from "~/components/ui/styles";
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
  const parsed = inboxFiltersSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success)
    throw data(parsed.error.issues[0]?.message ?? "These filters could not be read.", { status: 400 });
  const filters = parsed.data;
  const list = await listContactMessages(filters);
  const query = (page: number) => {
    const params = new URLSearchParams();
    if (filters.view !== "open") params.set("view", filters.view);
    if (filters.q) params.set("q", filters.q);
    if (page > 1) params.set("page", String(page));
    return `?${params}`;
  };
  return {
    filters,
    total: list.total,
    page: filters.page,
    pages: list.pages,
    previous: filters.page > 1 ? query(filters.page - 1) : null,
    next: filters.page < list.pages ? query(filters.page + 1) : null,
    rows: list.rows.map((row) => ({ ...row, createdAt: formatDateTime(row.createdAt) })),
  };
}

export default function MessagesPage({ loaderData }: Route.ComponentProps) {
  const { filters, total, page, pages, previous, next, rows } = loaderData;
  return (
    <div className="max-w-5xl">
      <AdminPageHeader
        title="Messages"
        intro={`${total} message${total === 1 ? "" : "s"} from the contact form${filters.q ? (total === 1 ? " matches this search" : " match this search") : ""}. Answers are e-mailed to the sender and kept with the message.`}
      />
      <Form
        method="get"
        className="mb-6 grid gap-3 border border-line bg-white p-4 sm:grid-cols-[16rem_1fr_auto] sm:items-end"
      >
        <Field id="messages-view" label="Show">
          <select id="messages-view" name="view" defaultValue={filters.view} className={inputStyles}>
            {Object.entries(INBOX_VIEWS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        <Field id="messages-q" label="Search">
          <input
            id="messages-q"
            name="q"
            type="search"
            defaultValue={filters.q}
            placeholder="Name, e-mail or words of the message"
            className={inputStyles}
          />
        </Field>
        <div className="flex gap-2">
          <button type="submit" className={buttonStyles.primary}>
            Filter
          </button>
          <Link to="/admin/messages" className={buttonStyles.secondary}>
            Clear
          </Link>
        </div>
      </Form>

      {rows.length === 0 ? (
        <p className="border border-line bg-white p-6 text-ink-soft">No message here.</p>
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

      <AdminPager page={page} pages={pages} previous={previous} next={next} />
    </div>
  );
}
