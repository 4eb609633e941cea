import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import type { z } from "zod";
import { RouteError } from "~/components/shell/RouteError";
import { AdminPageHeader } from "./AdminShell";

/**
 * A back-office list's filters, read from its address by the list's `schema`. Filters it cannot
 * read (a status that does not exist, a date written another way) are not guessed at: the
 * loader throws them, 400 with each problem, for the page's `BadFiltersBoundary` to show.
 */
export function readListFilters<Filters>(schema: z.ZodType<Filters>, request: Request): Filters {
  const parsed = schema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) throw data({ problems: parsed.error.issues.map((issue) => issue.message) }, { status: 400 });
  return parsed.data;
}

function problemsOf(error: unknown): string[] | null {
  if (!isRouteErrorResponse(error) || error.status !== 400) return null;
  const problems: unknown = error.data?.problems;
  return Array.isArray(problems) ? problems.filter((problem) => typeof problem === "string") : null;
}

/**
 * A list's error boundary: filters it could not read are said, under the list's `title`, with a
 * link to the whole list (`showAll`); any other error is the back office's usual error page.
 */
export function BadFiltersBoundary({ title, showAll }: { title: string; showAll: { to: string; label: string } }) {
  const problems = problemsOf(useRouteError());
  if (!problems) return <RouteError />;
  return (
    <div>
      <AdminPageHeader title={title} />
      <div role="alert" className="mb-4 border border-danger/30 bg-white p-4 text-danger">
        <p>These filters could not be read:</p>
        <ul className="mt-1 list-disc pl-5">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
        <Link to={showAll.to} className="mt-2 inline-block underline underline-offset-4">
          {showAll.label}
        </Link>
      </div>
    </div>
  );
}
