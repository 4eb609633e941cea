import { Form, Link } from "react-router";
import { AdminPageHeader } from "~/components/admin/AdminShell";
import { Field } from "~/components/ui/Field";
import { buttonStyles, inputStyles } from "~/components/ui/styles";
import { privatePageHeaders } from "~/infra/headers";
import { auditActionLabel, auditValueLines } from "~/modules/shop/audit";
import { auditFilterChoices, listAudit } from "~/modules/shop/audit.server";
import { formatDateTime } from "~/modules/shop/calendar";
import { privatePageMeta } from "~/modules/shop/identity";
import { orderNumber } from "~/modules/shop/order-number";
import { auditFiltersSchema } from "~/modules/staff/forms";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/audit";

export const meta: Route.MetaFunction = () => privatePageMeta("Audit log", "Every staff action.");

export const headers = privatePageHeaders;

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
      from: filters.from,
      to: filters.to,
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

/** The record's page in the back office, where there is one. */
function recordLink(entity: string, id: string): string | null {
  if (entity === "order") return `/admin/orders/${id}`;
  if (entity === "shirt") return `/admin/shirts/${id}`;
  if (entity === "fabric") return `/admin/fabrics/${id}`;
  if (entity === "claim") return `/admin/claims/${id}`;
  return null;
}

/** What the record reads as: a staff member's name, an order's number, else its kind and id. */
function recordText(entry: { entity: string; entityId: string; recordName: string | null }): string {
  if (entry.recordName) return entry.recordName;
  if (entry.entity === "order" && /^\d+$/.test(entry.entityId)) return `Order ${orderNumber(Number(entry.entityId))}`;
  return `${entry.entity.replaceAll("_", " ")} ${entry.entityId}`;
}

export default function AuditPage({ loaderData }: Route.ComponentProps) {
  const { entries, nextPage, choices, filters, filtersRefused } = loaderData;
  const activeFilters = Object.values(filters).filter(Boolean).length;
  return (
    <div>
      <AdminPageHeader
        title="Audit log"
        intro="Every action of the staff, newest first. Entries can never be changed or deleted."
      />
      {/* Folded while no filter is on, so that on a phone the log comes first. */}
      <details open={activeFilters > 0} className="group mb-6 border border-line bg-white">
        <summary className="cursor-pointer px-4 py-3 text-sm font-semibold">
          Filter the log{activeFilters > 0 ? ` (${activeFilters} on)` : ""}
        </summary>
        <Form method="get" className="grid gap-3 border-t border-line p-4 sm:grid-cols-3 lg:grid-cols-6 lg:items-end">
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
      </details>
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
            const before = auditValueLines(entry.before, formatDateTime);
            const after = auditValueLines(entry.after, formatDateTime);
            const record = recordText(entry);
            return (
              <li
                key={entry.id}
                className="grid gap-1 border border-line bg-white p-4 text-sm md:grid-cols-[11rem_10rem_1fr]"
              >
                <time dateTime={entry.at} className="text-ink-soft">
                  {formatDateTime(entry.at)}
                </time>
                <span className="font-medium">{entry.staffName}</span>
                <div>
                  <p>
                    {auditActionLabel(entry.action)}:{" "}
                    {link ? (
                      <Link to={link} className="font-medium text-navy underline underline-offset-4">
                        {record}
                      </Link>
                    ) : (
                      <span className="font-medium">{record}</span>
                    )}
                    <code className="ml-2 text-xs text-ink-soft">{entry.action}</code>
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
