import { safeRedirectPath } from "~/infra/redirect";

/*
 * Rules of the accounts area shared with the browser: where sign-in leads, and the links of
 * the account menus.
 */

/** `/login?from=cart`: the visitor came from the cart's checkout (the spec's `ispanier` flag). */
export const FROM_CART = "cart";

/**
 * Where a customer goes after signing in (spec section 2 "Login"): the `returnUrl` when it is
 * a path on this site, otherwise the shipping address form when they came from the cart,
 * otherwise their account.
 */
export function afterSignInPath(search: URLSearchParams): string {
  const fallback = search.get("from") === FROM_CART ? "/confirm-adress" : "/account";
  return safeRedirectPath(search.get("returnUrl"), fallback);
}

/** The sign-in page that brings the visitor back to `url` (path and query) afterwards. */
export function loginPathFor(url: URL): string {
  return `/login?${new URLSearchParams({ returnUrl: `${url.pathname}${url.search}` })}`;
}

/** The header's account menu (spec section 2 "Shell on every page"). */
export const ACCOUNT_MENU_LINKS = [
  { label: "Personal details", to: "/account" },
  { label: "My sizes", to: "/my-sizes" },
  { label: "My address", to: "/adresse" },
  { label: "Order history", to: "/history-order" },
] as const;
