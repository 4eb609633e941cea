import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { SearchGroup } from "~/modules/pages/admin/search.server";

/** What the back office's search found, group by group, each with the way to its full list. */
export function SearchResults({ groups }: { groups: SearchGroup[] }) {
  return (
    <div className="grid gap-6">
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`search-${group.key}`}>
          <h2 id={`search-${group.key}`} className="mb-2 text-xl">
            {group.label}
            <span className="ml-2 font-sans text-sm font-normal text-ink-soft">{group.total}</span>
          </h2>
          <ul className="divide-y divide-line border border-line bg-white">
            {group.hits.map((hit) => (
              <li key={hit.href}>
                <Link to={hit.href} className="block px-4 py-3 hover:bg-linen">
                  <span className="block font-medium text-navy">{hit.title}</span>
                  <span className="block text-sm break-words text-ink-soft">{hit.detail}</span>
                </Link>
              </li>
            ))}
          </ul>
          {group.seeAll && group.total > group.hits.length ? (
            <Link
              to={group.seeAll}
              className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium text-navy underline underline-offset-4"
            >
              See all {group.total} {group.label.toLowerCase()}
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          ) : null}
        </section>
      ))}
    </div>
  );
}
