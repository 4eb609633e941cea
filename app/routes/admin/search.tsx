import { data, Link } from "react-router";
import { AdminPageHeader } from "~/components/admin/AdminShell";
import { FilterButtons, FilterForm, SearchFilter } from "~/components/admin/ListFilters";
import { EmptyList } from "~/components/admin/ListTable";
import { SearchResults } from "~/components/admin/SearchResults";
import { privatePageHeaders } from "~/infra/headers";
import { SEARCH_QUERY, searchableQuery, searchBackOffice } from "~/modules/pages/admin/search.server";
import { privatePageMeta } from "~/modules/shop/identity";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/search";

export const meta: Route.MetaFunction = () =>
  privatePageMeta("Search", "Orders, customers, shirts, fabrics, messages and pages of the back office.");

export const headers = privatePageHeaders;

/**
 * The header's search: this page without JavaScript, and the answers the header's box shows as
 * one types (its fetcher loads this loader). Each role finds what its own areas show.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request, AREA_ROLES.search);
  const typed = (new URL(request.url).searchParams.get("q") ?? "").trim();
  if (typed.length > SEARCH_QUERY.max) {
    return data(
      {
        q: typed.slice(0, SEARCH_QUERY.max),
        groups: [],
        problem: `Please search with at most ${SEARCH_QUERY.max} characters.`,
      },
      { status: 400 },
    );
  }
  const query = searchableQuery(typed);
  if (query === null) {
    return {
      q: typed,
      groups: [],
      problem: typed ? `Please type at least ${SEARCH_QUERY.min} characters.` : null,
    };
  }
  return { q: query, groups: await searchBackOffice(staff.role, query), problem: null };
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { q, groups, problem } = loaderData;
  return (
    <div className="max-w-4xl">
      <AdminPageHeader
        title="Search"
        intro="An order's number or its customer's name, a customer's e-mail or phone, a fabric, a message, a page of the back office."
      />
      <FilterForm className="sm:grid-cols-[1fr_auto] sm:items-end">
        <SearchFilter value={q} placeholder="Smith, AS000042, Navy Oxford…" />
        <FilterButtons clearTo="/admin/search" label="Search" />
      </FilterForm>
      {problem ? (
        <p role="alert" className="border border-danger/40 bg-danger/5 p-4 text-danger">
          {problem}
        </p>
      ) : !q ? null : groups.length === 0 ? (
        <EmptyList>
          Nothing matches “{q}”. Try an order number, a surname or an e-mail address; the{" "}
          <Link to="/admin/orders" className="text-navy underline underline-offset-4">
            orders
          </Link>{" "}
          have more filters.
        </EmptyList>
      ) : (
        <SearchResults groups={groups} />
      )}
    </div>
  );
}
