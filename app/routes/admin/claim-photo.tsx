import { claimPhotoResponse } from "~/modules/claims/photos.server";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/claim-photo";

/** A photo of a fit claim, for the staff who decide claims. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, AREA_ROLES.claims);
  return claimPhotoResponse(params.photoId, null);
}
