import { Link } from "react-router";
import { buttonStyles } from "~/components/ui/styles";

/**
 * A list's address after `?`, for a list without a query writer of its own: the filters that
 * are set, and the page after the first; empty for the bare list.
 */
export function listQuery(filters: Readonly<Record<string, string | null | undefined>>, page = 1): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/**
 * The pages of a list: previous and next as links (`hrefOf` writes a page's address, the filters
 * kept in it), and where the list is; nothing when it fits on one page.
 */
export function ListPager({ page, pages, hrefOf }: { page: number; pages: number; hrefOf: (page: number) => string }) {
  if (pages <= 1) return null;
  // The first page without filters is the bare list: "?" rather than an empty link, which stays put.
  const link = (to: number) => hrefOf(to) || "?";
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-3 text-sm">
      {page > 1 ? (
        <Link to={link(page - 1)} className={buttonStyles.secondary} rel="prev">
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={link(page + 1)} className={buttonStyles.secondary} rel="next">
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
