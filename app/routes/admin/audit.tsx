import { Form, Link } from "react-router";
import { AdminPageHeader } from "~/components/admin/AdminShell";
import { BadFiltersBoundary, readListFilters } from "~/components/admin/BadFilters";
import { DateFilter, FilterButtons, FilterInput, FilterSelect } from "~/components/admin/ListFilters";
import { EmptyList } from "~/components/admin/ListTable";
import { buttonStyles } from "~/components/ui/styles";
import { privatePageHeaders } from "~/infra/headers";
import { auditActionLabel, auditValueLines } from "~/modules/shop/audit";
import { auditFilterChoices, listAudit } from "~/modules/shop/audit.server";
import { AUDIT_DAY_LABELS, auditFiltersSchema } from "~/modules/shop/audit-filters";
import { formatDateTime } from "~/modules/shop/calendar";
import { privatePageMeta } from "~/modules/shop/identity";
import { orderNumber } from "~/modules/shop/order-number";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/audit";

export const meta: Route.MetaFunction = () => privatePageMeta("Audit log", "Every staff action.");

export const headers = privatePageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, AREA_ROLES.audit);
  const filters = readListFilters(auditFiltersSchema, request);
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
  const nextPage = new URL(request.url).searchParams;
  if (page.nextBefore) nextPage.set("before", String(page.nextBefore));
  return {
    entries: page.entries.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
    nextPage: page.nextBefore ? `?${nextPage}` : null,
    choices,
    filters: { ...filters, before: undefined },
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
  const { entries, nextPage, choices, filters } = loaderData;
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
          <FilterSelect
            name="staff"
            label="Who"
            value={filters.staff}
            choices={choices.staff.map((person) => ({ value: person.id, label: person.name }))}
            any="Everyone"
          />
          <FilterSelect
            name="entity"
            label="Record type"
            value={filters.entity}
            choices={choices.entities.map((entity) => ({ value: entity, label: entity.replaceAll("_", " ") }))}
            any="All"
          />
          <FilterInput name="record" label="Record number" value={filters.record} />
          <FilterInput name="action" label="Action starts with" value={filters.action} placeholder="e.g. staff." />
          <DateFilter name="from" label={AUDIT_DAY_LABELS.from} value={filters.from} />
          <DateFilter name="to" label={AUDIT_DAY_LABELS.to} value={filters.to} />
          <FilterButtons clearTo="/admin/audit" className="sm:col-span-3 lg:col-span-6" />
        </Form>
      </details>
      {entries.length === 0 ? (
        <EmptyList>No entry matches these filters.</EmptyList>
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
                className="grid gap-1 border border-line bg-white p-4 text-sm wrap-anywhere md:grid-cols-[11rem_10rem_1fr]"
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
                            <dd key={line}>{line}</dd>
                          ))}
                        </div>
                      ) : null}
                      {after.length ? (
                        <div>
                          <dt className="text-xs font-semibold tracking-wide text-ink-soft uppercase">After</dt>
                          {after.map((line) => (
                            <dd key={line}>{line}</dd>
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

export function ErrorBoundary() {
  return <BadFiltersBoundary title="Audit log" showAll={{ to: "/admin/audit", label: "Show the whole log" }} />;
}
