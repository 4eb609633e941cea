import { redirect } from "react-router";
import { signOut } from "~/modules/accounts/accounts.server";
import { forgetSizeDraftCookie } from "~/modules/sizing/sizing.server";
import type { Route } from "./+types/logout";

/** Sign-out from the account menus: a POST, since nothing may change on GET (DESIGN.md section 6). */
export async function action({ request }: Route.ActionArgs) {
  const headers = await signOut(request);
  // The next person on this browser must not find the customer's size in progress.
  headers.append("Set-Cookie", await forgetSizeDraftCookie());
  return redirect("/login", { headers });
}

/** Someone who opens /logout in the address bar stays signed in and lands on the sign-in page. */
export function loader() {
  return redirect("/login");
}
