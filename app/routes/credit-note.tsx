import { pdfDownload } from "~/infra/download";
import { orNotFound } from "~/infra/refusal";
import { requireCustomer } from "~/modules/accounts/accounts.server";
import { creditNoteForCustomer } from "~/modules/invoices/credit-notes.server";
import { documentFileName } from "~/modules/invoices/document";
import type { Route } from "./+types/credit-note";

/**
 * The credit note of a refund on one of the signed-in customer's orders, as a PDF download
 * (linked from /history-order). Any other credit note is a 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const customer = await requireCustomer(request);
  const note = orNotFound(await creditNoteForCustomer(customer, params.creditNoteId));
  return pdfDownload(note.pdf, documentFileName("credit-note", note.number));
}
