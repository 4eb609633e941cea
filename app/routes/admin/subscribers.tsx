import { Download } from "lucide-react";
import { data, Form, Link } from "react-router";
import { AdminPageHeader, AdminPager } from "~/components/admin/AdminShell";
import { Field } from "~/components/ui/Field";
import { buttonStyles, inputStyles } from "~/components/ui/styles";
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
  const parsed = subscriberFiltersSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) throw data(parsed.error.issues[0]?.message ?? "This search could not be read.", { status: 400 });
  const filters = parsed.data;
  const list = await listSubscribers(filters);
  const query = (page: number) => {
    const params = new URLSearchParams();
    if (filters.q) params.set("q", filters.q);
    if (page > 1) params.set("page", String(page));
    return `?${params}`;
  };
  return {
    q: filters.q,
    total: list.total,
    page: filters.page,
    pages: list.pages,
    previous: filters.page > 1 ? query(filters.page - 1) : null,
    next: filters.page < list.pages ? query(filters.page + 1) : null,
    exportQuery: filters.q ? `?${new URLSearchParams({ q: filters.q })}` : "",
    rows: list.rows.map((row) => ({
      id: row.id,
      email: row.email,
      subscribed: formatDateTime(row.createdAt),
      subscribedIso: row.createdAt.toISOString(),
    })),
  };
}

export default function SubscribersPage({ loaderData }: Route.ComponentProps) {
  const { q, total, page, pages, previous, next, exportQuery, rows } = loaderData;
  return (
    <div className="max-w-4xl">
      <AdminPageHeader
        title="Subscribers"
        intro={`${total} address${total === 1 ? "" : "es"} ${q ? (total === 1 ? "matches" : "match") : total === 1 ? "is" : "are"} subscribed to the newsletter${q ? " and this search" : ""}. Each received a link to unsubscribe in one click.`}
        actions={
          <a href={`/admin/subscribers.csv${exportQuery}`} className={buttonStyles.secondary} download>
            <Download aria-hidden className="size-4" />
            Export CSV
          </a>
        }
      />
      <Form
        method="get"
        className="mb-6 grid gap-3 border border-line bg-white p-4 sm:grid-cols-[1fr_auto] sm:items-end"
      >
        <Field id="subscribers-q" label="Search">
          <input
            id="subscribers-q"
            name="q"
            type="search"
            defaultValue={q}
            placeholder="An e-mail address, or part of one"
            className={inputStyles}
          />
        </Field>
        <div className="flex gap-2">
          <button type="submit" className={buttonStyles.primary}>
            Search
          </button>
          <Link to="/admin/subscribers" className={buttonStyles.secondary}>
            Clear
          </Link>
        </div>
      </Form>
      {rows.length === 0 ? (
        <p className="border border-line bg-white p-6 text-ink-soft">
          No subscriber {q ? "matches this search" : "yet"}.
        </p>
      ) : (
        <table className="w-full table-fixed border border-line bg-white text-sm">
          <caption className="sr-only">Subscribers, page {page}</caption>
          <thead className="bg-linen text-left text-xs tracking-wide text-ink-soft uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">
                E-mail
              </th>
              <th scope="col" className="w-36 px-3 py-2 sm:w-48">
                Subscribed
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-t border-line align-top">
                <td className="px-3 py-2 break-all">{row.email}</td>
                <td className="px-3 py-2">
                  <time dateTime={row.subscribedIso}>{row.subscribed}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <AdminPager page={page} pages={pages} previous={previous} next={next} />
    </div>
  );
}
