import { data } from "react-router";
import { zipDownload } from "~/infra/download";
import { NO_STORE } from "~/infra/headers";
import { refusalHeaders } from "~/infra/refusal";
import { requireCustomer } from "~/modules/accounts/accounts.server";
import { archiveForCustomer } from "~/modules/privacy/archive.server";
import type { Route } from "./+types/account-data";

/**
 * Download my data (GDPR articles 15 and 20): the signed-in customer's own data as a zip, a
 * resource route linked from /account. A few downloads a quarter of an hour, then a 429.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const customer = await requireCustomer(request);
  const outcome = await archiveForCustomer(customer);
  if (!outcome.ok) {
    const headers = new Headers(refusalHeaders(outcome));
    headers.set("Cache-Control", NO_STORE);
    throw data(outcome.message ?? "Your data could not be gathered.", { status: outcome.status, headers });
  }
  return zipDownload(outcome.archive.bytes, outcome.archive.fileName);
}
