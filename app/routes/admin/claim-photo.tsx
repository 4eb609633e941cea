import { data } from "react-router";
import { findClaimPhoto } from "~/modules/claims/claims.server";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/claim-photo";

/** A photo of a fit claim, for the staff who decide claims. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, AREA_ROLES.claims);
  const photo = await findClaimPhoto(params.photoId, null);
  if (!photo) throw data("This photo could not be found.", { status: 404 });
  return new Response(new Uint8Array(photo.data), {
    headers: {
      "Content-Type": photo.contentType,
      "Cache-Control": "private, max-age=3600",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
