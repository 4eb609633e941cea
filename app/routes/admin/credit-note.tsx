import { pdfDownload } from "~/infra/download";
import { orNotFound } from "~/infra/refusal";
import { creditNoteForStaff } from "~/modules/invoices/credit-notes.server";
import { documentFileName } from "~/modules/invoices/document";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/credit-note";

/** The credit note of a refund as a PDF download, for the staff who handle orders (linked from the order page). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, AREA_ROLES.orders);
  const note = orNotFound(await creditNoteForStaff(params.creditNoteId));
  return pdfDownload(note.pdf, documentFileName("credit-note", note.number));
}
