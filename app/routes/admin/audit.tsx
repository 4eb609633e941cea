import { Form, Link } from "react-router";
import { AdminPageHeader } from "~/components/admin/AdminShell";
import { Field } from "~/components/ui/Field";
import { buttonStyles, inputStyles } from "~/components/ui/styles";
import { privatePageHeaders } from "~/infra/headers";
import { privatePageMeta } from "~/modules/content/meta";
import { auditFilterChoices, listAudit } from "~/modules/staff/audit.server";
import { auditFiltersSchema } from "~/modules/staff/forms";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/audit";

export const meta: Route.MetaFunction = () => privatePageMeta("Audit log", "Every staff action.");

export const headers = privatePageHeaders;

const DAY_MS = 24 * 3600 * 1000;

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, AREA_ROLES.audit);
  const url = new URL(request.url);
  const parsed = auditFiltersSchema.safeParse(Object.fromEntries(url.searchParams));
  // Filters that do not parse are dropped, with a word: the log itself is still shown.
  const filters = parsed.success ? parsed.data : {};
  const [page, choices] = await Promise.all([
    listAudit({
      staffId: filters.staff || undefined,
      action: filters.action || undefined,
      entity: filters.entity || undefined,
      entityId: filters.record || undefined,
      from: filters.from ? new Date(`${filters.from}T00:00:00Z`) : undefined,
      to: filters.to ? new Date(new Date(`${filters.to}T00:00:00Z`).getTime() + DAY_MS) : undefined,
      before: filters.before,
    }),
    auditFilterChoices(),
  ]);
  const nextPage = new URLSearchParams(url.searchParams);
  if (page.nextBefore) nextPage.set("before", String(page.nextBefore));
  return {
    entries: page.entries.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
    nextPage: page.nextBefore ? `?${nextPage}` : null,
    choices,
    filters: { ...filters, before: undefined },
    filtersRefused: !parsed.success,
  };
}

const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** A before/after value as short lines a person reads: `role: service`. */
function changeLines(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value !== "object") return [String(value)];
  return Object.entries(value).map(
    ([key, item]) => `${key}: ${typeof item === "object" ? JSON.stringify(item) : String(item)}`,
  );
}

/** The record's page in the back office, where there is one. */
function recordLink(entity: string, id: string): string | null {
  if (entity === "order") return `/admin/orders/${id}`;
  return null;
}

export default function AuditPage({ loaderData }: Route.ComponentProps) {
  const { entries, nextPage, choices, filters, filtersRefused } = loaderData;
  return (
    <div>
      <AdminPageHeader
        title="Audit log"
        intro="Every action of the staff, newest first. Entries can never be changed or deleted."
      />
      <Form
        method="get"
        className="mb-6 grid gap-3 border border-line bg-white p-4 sm:grid-cols-3 lg:grid-cols-6 lg:items-end"
      >
        <Field id="audit-staff" label="Who">
          <select id="audit-staff" name="staff" defaultValue={filters.staff ?? ""} className={inputStyles}>
            <option value="">Everyone</option>
            {choices.staff.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id="audit-entity" label="Record type">
          <select id="audit-entity" name="entity" defaultValue={filters.entity ?? ""} className={inputStyles}>
            <option value="">All</option>
            {choices.entities.map((entity) => (
              <option key={entity} value={entity}>
                {entity.replaceAll("_", " ")}
              </option>
            ))}
          </select>
        </Field>
        <Field id="audit-record" label="Record number">
          <input id="audit-record" name="record" defaultValue={filters.record ?? ""} className={inputStyles} />
        </Field>
        <Field id="audit-action" label="Action starts with">
          <input
            id="audit-action"
            name="action"
            defaultValue={filters.action ?? ""}
            placeholder="e.g. staff."
            className={inputStyles}
          />
        </Field>
        <Field id="audit-from" label="From">
          <input id="audit-from" name="from" type="date" defaultValue={filters.from ?? ""} className={inputStyles} />
        </Field>
        <Field id="audit-to" label="To">
          <input id="audit-to" name="to" type="date" defaultValue={filters.to ?? ""} className={inputStyles} />
        </Field>
        <div className="flex gap-2 sm:col-span-3 lg:col-span-6">
          <button type="submit" className={buttonStyles.primary}>
            Filter
          </button>
          <Link to="/admin/audit" className={buttonStyles.secondary}>
            Clear
          </Link>
        </div>
      </Form>
      {filtersRefused ? (
        <p role="alert" className="mb-4 text-sm text-danger">
          Some filters were not understood and were left out (dates are written YYYY-MM-DD).
        </p>
      ) : null}
      {entries.length === 0 ? (
        <p className="border border-line bg-white p-6 text-ink-soft">No entry matches these filters.</p>
      ) : (
        <ol className="grid gap-2">
          {entries.map((entry) => {
            const link = recordLink(entry.entity, entry.entityId);
            const before = changeLines(entry.before);
            const after = changeLines(entry.after);
            return (
              <li
                key={entry.id}
                className="grid gap-1 border border-line bg-white p-4 text-sm md:grid-cols-[11rem_10rem_1fr]"
              >
                <time dateTime={entry.at} className="text-ink-soft">
                  {when.format(new Date(entry.at))} UTC
                </time>
                <span className="font-medium">{entry.staffName}</span>
                <div>
                  <p>
                    <code className="rounded-sm bg-linen px-1.5 py-0.5 text-[13px]">{entry.action}</code>{" "}
                    {link ? (
                      <Link to={link} className="text-navy underline underline-offset-4">
                        {entry.entity.replaceAll("_", " ")} {entry.entityId}
                      </Link>
                    ) : (
                      <span className="text-ink-soft">
                        {entry.entity.replaceAll("_", " ")} {entry.entityId}
                      </span>
                    )}
                  </p>
                  {before.length || after.length ? (
                    <dl className="mt-2 grid gap-1 text-[13px] sm:grid-cols-2">
                      {before.length ? (
                        <div>
                          <dt className="text-xs font-semibold tracking-wide text-ink-soft uppercase">Before</dt>
                          {before.map((line) => (
                            <dd key={line} className="break-words">
                              {line}
                            </dd>
                          ))}
                        </div>
                      ) : null}
                      {after.length ? (
                        <div>
                          <dt className="text-xs font-semibold tracking-wide text-ink-soft uppercase">After</dt>
                          {after.map((line) => (
                            <dd key={line} className="break-words">
                              {line}
                            </dd>
                          ))}
                        </div>
                      ) : null}
                    </dl>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {nextPage ? (
        <p className="mt-6">
          <Link to={nextPage} className={buttonStyles.secondary}>
            Older entries
          </Link>
        </p>
      ) : null}
    </div>
  );
}
