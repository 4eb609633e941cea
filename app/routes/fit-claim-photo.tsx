import { data } from "react-router";
import { requireCustomer } from "~/modules/accounts/accounts.server";
import { findClaimPhoto } from "~/modules/claims/claims.server";
import type { Route } from "./+types/fit-claim-photo";

/** A photo of one of the customer's own fit claims (another's is not found). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const customer = await requireCustomer(request);
  const photo = await findClaimPhoto(params.photoId, customer);
  if (!photo) throw data("This photo could not be found.", { status: 404 });
  return new Response(new Uint8Array(photo.data), {
    headers: {
      "Content-Type": photo.contentType,
      "Cache-Control": "private, max-age=3600",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
