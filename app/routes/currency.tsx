import { data, redirect } from "react-router";
import { readForm } from "~/infra/form.server";
import { safeRedirectPath } from "~/infra/redirect";
import { serializeCurrencyCookie } from "~/modules/money/currency.server";
import { isCurrencyCode } from "~/modules/money/money";
import type { Route } from "./+types/currency";

/** The header's currency selector posts here: keep the choice in a cookie and go back. */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const currency = form.get("currency");
  if (!isCurrencyCode(currency)) {
    throw data("Please choose one of the shop's currencies: EUR, GBP, USD or CHF.", { status: 400 });
  }
  return redirect(safeRedirectPath(form.get("redirectTo")), {
    headers: { "Set-Cookie": await serializeCurrencyCookie(currency) },
  });
}

export function loader() {
  return redirect("/");
}

/**
 * Never drawn: the loader and the action always answer otherwise. A component makes /currency
 * a page rather than a resource route, so that React Router checks a post's Origin against the
 * shop's as it does for every other form (a post from another site is refused), and a refused
 * choice is shown in the shop's own error page.
 */
export default function CurrencyChoice() {
  return null;
}
