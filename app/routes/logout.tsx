import { redirect } from "react-router";
import { signOut } from "~/modules/accounts/accounts.server";
import { leaveBrowserEmpty } from "~/modules/cart/sign-out.server";
import type { Route } from "./+types/logout";

/** Sign-out from the account menus: a POST, since nothing may change on GET (DESIGN.md section 6). */
export async function action({ request }: Route.ActionArgs) {
  // The next person at this browser must find nothing of the customer.
  return redirect("/login", { headers: await leaveBrowserEmpty(request, await signOut(request)) });
}

/** Someone who opens /logout in the address bar stays signed in and lands on the sign-in page. */
export function loader() {
  return redirect("/login");
}
