import { Upload } from "lucide-react";
import { Form, redirect } from "react-router";
import { AdminPageHeader } from "~/components/admin/AdminShell";
import { Panel } from "~/components/admin/Panel";
import { FormAlert } from "~/components/forms/FormMessages";
import { useIsPending } from "~/components/forms/hooks";
import { Field } from "~/components/ui/Field";
import { buttonStyles, inputStyles } from "~/components/ui/styles";
import { IMPORT_BODY_LIMIT_BYTES } from "~/infra/body-limits";
import { readForm } from "~/infra/form.server";
import { privatePageHeaders } from "~/infra/headers";
import { refusalResponse, refuse } from "~/infra/refusal";
import { CSV_COLUMNS, IMPORT_MAX_ROWS } from "~/modules/catalog/fabric-csv";
import { THICKNESSES } from "~/modules/catalog/fabric-forms";
import { uploadImport } from "~/modules/catalog/fabric-import.server";
import { privatePageMeta } from "~/modules/shop/identity";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/fabrics-import";

export const meta: Route.MetaFunction = () => privatePageMeta("Import fabrics", "Import fabrics from a CSV file.");

export const headers = privatePageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, AREA_ROLES.fabricEditing);
  return null;
}

/** Reads the uploaded file and keeps it; its report is the next page. Nothing changes in the catalogue yet. */
export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request, AREA_ROLES.fabricEditing);
  const form = await readForm(request, { fileFields: ["file"], limitBytes: IMPORT_BODY_LIMIT_BYTES });
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) {
    return refusalResponse(refuse(400, "Please choose a CSV file of fabrics."));
  }
  const outcome = await uploadImport(staff, { name: file.name, text: await file.text() });
  if (!outcome.ok) return refusalResponse(outcome);
  return redirect(`/admin/fabrics/import/${outcome.id}`);
}

const COLUMN_NOTES: Partial<Record<(typeof CSV_COLUMNS)[number], string>> = {
  reference: "the key: a reference already in the shop changes that fabric, a new one adds a fabric",
  price_eur: "the price of a shirt in euros, such as 89.00",
  weave: "a weave of the shop, by name",
  motif: "a motif of the shop, by name",
  colour: "a colour of the shop, by name (the gallery's filter)",
  primary_hex: "the drawing's main colour, such as #1F2B44",
  secondary_hex: "the stripes' or checks' colour; empty for a plain cloth",
  weight_gsm: "grams per square metre",
  thickness: THICKNESSES.join(", "),
  range: "optional; a new name makes a new range",
  retired: "yes or no; optional (a new fabric is on sale, an existing one keeps its state)",
};

export default function ImportFabricsPage({ actionData }: Route.ComponentProps) {
  const uploading = useIsPending();
  return (
    <div>
      <AdminPageHeader
        back={{ to: "/admin/fabrics", label: "Fabrics" }}
        title="Import fabrics"
        intro="Upload a CSV file: you will see what it would change, row by row, before anything changes in the shop."
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <Form method="post" encType="multipart/form-data" className="grid h-fit gap-4 border border-line bg-white p-5">
          <FormAlert errors={actionData?.refusal?.message ? [actionData.refusal.message] : undefined} />
          <Field
            id="import-file"
            label="CSV file"
            required
            hint={`UTF-8, comma-separated, with a header row; at most ${IMPORT_MAX_ROWS.toLocaleString("en-GB")} fabrics and ${IMPORT_BODY_LIMIT_BYTES / 1024 / 1024} MB.`}
          >
            <input
              id="import-file"
              name="file"
              type="file"
              accept=".csv,text/csv"
              required
              aria-describedby="import-file-hint"
              className={inputStyles}
            />
          </Field>
          <div>
            <button type="submit" className={buttonStyles.primary} disabled={uploading}>
              <Upload aria-hidden className="size-4" />
              {uploading ? "Reading…" : "Check the file"}
            </button>
          </div>
        </Form>
        <Panel id="columns" title="The columns" className="text-sm">
          <p className="mt-1 text-ink-soft">
            The export writes exactly these: export the fabrics, change the file in a spreadsheet, and import it back.
          </p>
          <ul className="mt-3 grid gap-1">
            {CSV_COLUMNS.map((column) => (
              <li key={column}>
                <code className="font-semibold">{column}</code>
                {COLUMN_NOTES[column] ? <span className="text-ink-soft">: {COLUMN_NOTES[column]}</span> : null}
              </li>
            ))}
          </ul>
        </Panel>
      </div>
    </div>
  );
}
