import { redirect } from "react-router";
import { ADMIN_LOGIN_PATH } from "~/modules/staff/staff";
import { signOutStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/logout";

/** Sign-out is a POST (no data changes on GET); it ends the session and its cookie. */
export async function action({ request }: Route.ActionArgs) {
  const headers = await signOutStaff(request);
  return redirect(`${ADMIN_LOGIN_PATH}?signedOut=1`, { headers });
}

export const loader = () => redirect(ADMIN_LOGIN_PATH);
