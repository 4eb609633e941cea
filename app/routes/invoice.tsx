import { pdfDownload } from "~/infra/download";
import { orNotFound } from "~/infra/refusal";
import { requireCustomer } from "~/modules/accounts/accounts.server";
import { documentFileName } from "~/modules/invoices/document";
import { invoiceForCustomer } from "~/modules/invoices/invoices.server";
import type { Route } from "./+types/invoice";

/**
 * The invoice of one of the signed-in customer's paid orders, as a PDF download (a resource
 * route linked from /history-order). Any other order, or one not paid, is a 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const customer = await requireCustomer(request);
  const invoice = orNotFound(await invoiceForCustomer(customer, params.orderId));
  return pdfDownload(invoice.pdf, documentFileName("invoice", invoice.number));
}
