import type { ReactNode } from "react";
import { data, Form, redirect } from "react-router";
import { AdminPageHeader } from "~/components/admin/AdminShell";
import { Panel } from "~/components/admin/Panel";
import { FormAlert } from "~/components/forms/FormMessages";
import { useIsPending } from "~/components/forms/hooks";
import { buttonStyles } from "~/components/ui/styles";
import { readForm } from "~/infra/form.server";
import { privatePageHeaders } from "~/infra/headers";
import { parseId } from "~/infra/ids";
import { orNotFound, refusalResponse, refuse } from "~/infra/refusal";
import { eurosText } from "~/modules/catalog/fabric-forms";
import { applyImport, previewImport } from "~/modules/catalog/fabric-import.server";
import { formatDateTime } from "~/modules/shop/calendar";
import { privatePageMeta } from "~/modules/shop/identity";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/fabrics-import-report";

export const meta: Route.MetaFunction = () =>
  privatePageMeta("Import report", "What a CSV file of fabrics would change.");

export const headers = privatePageHeaders;

/** Rows listed per kind; the rest are counted (a file of thousands of new fabrics needs no endless page). */
const SHOWN = 300;

export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, AREA_ROLES.fabricEditing);
  const report = orNotFound(await previewImport(staff, orNotFound(parseId(params.importId))));
  const { entries, counts, newRanges } = report.plan;
  const of = <K extends (typeof entries)[number]["kind"]>(kind: K) =>
    entries.filter((entry): entry is Extract<(typeof entries)[number], { kind: K }> => entry.kind === kind);
  return {
    id: report.id,
    fileName: report.fileName,
    uploaded: formatDateTime(report.uploadedAt),
    fingerprint: report.fingerprint,
    counts,
    newRanges,
    errors: of("error").slice(0, SHOWN),
    created: of("new")
      .slice(0, SHOWN)
      .map((entry) => ({
        row: entry.row,
        reference: entry.reference,
        name: entry.values.name,
        price: `€${eurosText(entry.values.priceCents)}`,
        retired: entry.retired,
      })),
    changed: of("changed")
      .slice(0, SHOWN)
      .map(({ row, reference, changes, values }) => ({ row, reference, name: values.name, changes })),
  };
}

/** Applies the import shown (its fingerprint): all of it in one transaction, or nothing. */
export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, AREA_ROLES.fabricEditing);
  const id = parseId(params.importId);
  if (id === null) throw data("This import could not be found.", { status: 404 });
  const form = await readForm(request);
  const fingerprint = form.get("fingerprint");
  if (form.get("intent") !== "apply" || typeof fingerprint !== "string") {
    return refusalResponse(refuse(400, "This action is not known."));
  }
  const outcome = await applyImport(staff, id, fingerprint);
  if (!outcome.ok) return refusalResponse(outcome);
  const done = new URLSearchParams({ imported: String(outcome.created), changed: String(outcome.changed) });
  return redirect(`/admin/fabrics?${done}`);
}

function Count({ label, value, tone }: { label: string; value: number; tone?: "danger" }) {
  return (
    <div className={`border bg-white p-4 ${tone === "danger" && value > 0 ? "border-danger/40" : "border-line"}`}>
      <dt className="text-xs font-semibold tracking-wide text-ink-soft uppercase">{label}</dt>
      <dd className={`font-serif text-3xl ${tone === "danger" && value > 0 ? "text-danger" : "text-navy"}`}>
        {value.toLocaleString("en-GB")}
      </dd>
    </div>
  );
}

function Part({ id, title, more, children }: { id: string; title: string; more: number; children: ReactNode }) {
  return (
    <Panel id={id} title={title}>
      <div className="mt-3 text-sm">{children}</div>
      {more > 0 ? <p className="mt-2 text-sm text-ink-soft">And {more.toLocaleString("en-GB")} more.</p> : null}
    </Panel>
  );
}

export default function ImportReportPage({ loaderData, actionData }: Route.ComponentProps) {
  const { fileName, uploaded, fingerprint, counts, newRanges, errors, created, changed } = loaderData;
  const applying = useIsPending({ intent: "apply" });
  const toApply = counts.new + counts.changed;
  return (
    <div>
      <AdminPageHeader
        back={{ to: "/admin/fabrics/import", label: "Import another file" }}
        title="Import report"
        intro={`${fileName}, uploaded ${uploaded}. Nothing has changed in the shop yet.`}
      />
      <div className="grid gap-6">
        <FormAlert errors={actionData?.refusal?.message ? [actionData.refusal.message] : undefined} />
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Count label="New" value={counts.new} />
          <Count label="Changed" value={counts.changed} />
          <Count label="Unchanged" value={counts.unchanged} />
          <Count label="With errors" value={counts.error} tone="danger" />
        </dl>

        {counts.error > 0 ? (
          <p role="alert" className="border border-danger/30 bg-danger/5 p-4 text-sm text-danger">
            {counts.error === 1 ? "One row has" : `${counts.error} rows have`} errors, so this file cannot be applied:
            correct {counts.error === 1 ? "it" : "them"} in the file and upload it again. Nothing is applied until every
            row is right.
          </p>
        ) : toApply === 0 ? (
          <p className="border border-line bg-white p-4 text-sm">
            This file changes nothing: every fabric in it is already as written.
          </p>
        ) : (
          <Form method="post" className="flex flex-wrap items-center gap-4 border border-line bg-white p-4">
            <input type="hidden" name="intent" value="apply" />
            <input type="hidden" name="fingerprint" value={fingerprint} />
            <p className="text-sm">
              Applying adds {counts.new.toLocaleString("en-GB")} and changes {counts.changed.toLocaleString("en-GB")}{" "}
              fabric{counts.changed === 1 ? "" : "s"}, all at once, and the storefront shows them at once.
            </p>
            <button type="submit" className={`${buttonStyles.primary} sm:ml-auto`} disabled={applying}>
              {applying ? "Applying…" : "Apply the import"}
            </button>
          </Form>
        )}

        {errors.length > 0 ? (
          <Part id="errors" title="Rows with errors" more={counts.error - errors.length}>
            <ul className="grid gap-2">
              {errors.map((entry) => (
                <li key={entry.row} className="border-l-4 border-danger pl-3">
                  <p className="font-semibold">
                    Row {entry.row}
                    {entry.reference ? ` · ${entry.reference}` : ""}
                  </p>
                  <ul className="list-disc pl-5 text-danger">
                    {entry.errors.map((error) => (
                      <li key={error}>{error}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </Part>
        ) : null}

        {changed.length > 0 ? (
          <Part id="changed" title="Changed fabrics" more={counts.changed - changed.length}>
            <ul className="grid gap-3">
              {changed.map((entry) => (
                <li key={entry.row}>
                  <p className="font-semibold">
                    Row {entry.row} · {entry.reference} · {entry.name}
                  </p>
                  <ul className="mt-1 grid gap-0.5 pl-3">
                    {entry.changes.map((change) => (
                      <li key={change.field} className="break-words">
                        <span className="text-ink-soft">{change.label}:</span>{" "}
                        <del className="text-ink-soft">{change.from}</del> →{" "}
                        <ins className="no-underline font-medium">{change.to}</ins>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </Part>
        ) : null}

        {created.length > 0 ? (
          <Part id="created" title="New fabrics" more={counts.new - created.length}>
            {newRanges.length > 0 ? (
              <p className="mb-2">
                New range{newRanges.length === 1 ? "" : "s"}: {newRanges.join(", ")}.
              </p>
            ) : null}
            <ul className="grid gap-1 sm:grid-cols-2">
              {created.map((entry) => (
                <li key={entry.row}>
                  Row {entry.row} · {entry.reference} · {entry.name} · {entry.price}
                  {entry.retired ? " · retired" : ""}
                </li>
              ))}
            </ul>
          </Part>
        ) : null}
      </div>
    </div>
  );
}
