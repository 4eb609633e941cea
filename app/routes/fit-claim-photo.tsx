import { requireCustomer } from "~/modules/accounts/accounts.server";
import { claimPhotoResponse } from "~/modules/claims/photos.server";
import type { Route } from "./+types/fit-claim-photo";

/** A photo of one of the customer's own fit claims (another's is not found). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const customer = await requireCustomer(request);
  return claimPhotoResponse(params.photoId, customer);
}
