import { pdfDownload } from "~/infra/download";
import { orNotFound } from "~/infra/refusal";
import { documentFileName } from "~/modules/invoices/document";
import { invoiceForStaff } from "~/modules/invoices/invoices.server";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/order-invoice";

/** The invoice of a paid order as a PDF download, for the staff who handle orders. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, AREA_ROLES.orders);
  const invoice = orNotFound(await invoiceForStaff(params.id));
  return pdfDownload(invoice.pdf, documentFileName("invoice", invoice.number));
}
