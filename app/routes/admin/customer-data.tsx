import { data } from "react-router";
import { zipDownload } from "~/infra/download";
import { archiveOnRequest } from "~/modules/privacy/archive.server";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/customer-data";

/**
 * A customer's data as a zip, for customer service answering the customer's request (GDPR
 * articles 15 and 20): the same archive as the customer's own "Download my data", audited
 * (`customer.data_exported`, by the customer's id alone).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, AREA_ROLES.customers);
  const outcome = await archiveOnRequest({ id: staff.id, name: staff.name }, params.id);
  if (!outcome.ok) throw data(outcome.message ?? "This customer is not known.", { status: outcome.status });
  return zipDownload(outcome.archive.bytes, outcome.archive.fileName);
}
