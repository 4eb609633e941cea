import { matchPath } from "react-router";

/*
 * The query parameters each page reads, by its path in routes.ts. The anonymous page cache
 * (server/page-cache.ts, docs/decisions/010) keys a page on its path and these parameters
 * only: `/faq?utm_source=x` is served the copy of `/faq`, and a made-up parameter creates no
 * new copy. A page that reads a parameter missing here would be served a copy made for
 * another value of it: list a parameter in the same change that makes the page's loader, its
 * component or the action its forms post to read it (page-query-params.db.test.ts runs every
 * loader and fails on a parameter it reads that is not listed). Pages not listed read none.
 *
 * Pages that only customers see (account, addresses, sizes, orders) are left out: a visitor
 * with a session is never served from the cache.
 */

/** The measurement screen's state (modules/sizing/screen.ts), also the configurator's Sizes tab. */
const MEASUREMENT_SCREEN = ["mode", "shirt", "profile", "edit", "new", "saved"] as const;

/**
 * The configurator: its step, a shared design (`d`), the
 * fabric step's filters and page (modules/design/configurator.server.ts, components/configurator/FabricStep.tsx)
 * and the Sizes tab's state.
 */
const CONFIGURATOR = ["step", "d", "colour", "motif", "page", ...MEASUREMENT_SCREEN] as const;

export const PAGE_QUERY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  // The gallery's filters and page (modules/catalog/gallery-params.ts).
  "/men-shirts": ["id", "color", "weave", "motif", "q", "min", "max", "page"],
  "/design-shirt/:id": CONFIGURATOR,
  "/redesign-shirt/:id": CONFIGURATOR,
  "/measurement": MEASUREMENT_SCREEN,
  "/sizing-guides": ["unit"],
  "/take-measurements-shirts-on-the-shirt": ["unit"],
  // The notices after a password reset or an account deletion (the page), where to go once
  // signed in (the sign-in action the page's form posts to, with the page's own query).
  "/login": ["returnUrl", "from", "reset", "account"],
  "/reset-password": ["token"],
};

/** The query parameters the page at `pathname` reads (none for a page not listed). */
export function pageQueryParams(pathname: string): readonly string[] {
  for (const [pattern, params] of Object.entries(PAGE_QUERY_PARAMS)) {
    if (matchPath(pattern, pathname)) return params;
  }
  return [];
}

/**
 * Pages whose content is the same for every visitor, the shell's visitor slots aside
 * (components/shell/VisitorSlot.tsx): their loaders and components read no session, cart or
 * size in progress. The page cache serves them to customers and to visitors with a cart from
 * the anonymous copy with their own greeting and cart (server/page-cache.ts, decision 025);
 * tests/e2e/shared-pages.spec.ts checks each against a full render. A page that starts to read
 * the visitor outside the shell must leave this list in the same change.
 */
export const SHARED_PAGES = [
  "/",
  "/men-shirts",
  "/custom-made-men-shirt/:name/:id",
  "/made-to-measure-online-shirt",
  "/about-us",
  "/legal-notice",
  "/faq",
  "/contact",
  "/custom-shirts-options",
  "/design-your-own-shirt",
  "/take-measurements-shirts-on-the-shirt",
  "/sizing-guides",
  "/perfect-fit-guarantee",
  "/style-device",
  "/style/:url",
  "/blog/:url",
] as const;

export function isSharedPage(pathname: string): boolean {
  return SHARED_PAGES.some((pattern) => matchPath(pattern, pathname) !== null);
}

/**
 * Pages that show one signed-in customer their own data, kept whole for them (server/page-cache.ts,
 * decision 027): the checkout, which a customer reloads and comes back to while deciding. Each
 * copy is served only to the same cookies at the same address, while the session lasts and until
 * anything changes (a cart, a customer's details or addresses, shared data: `invalidate()` of any
 * topic). A page listed here must read nothing that changes without an invalidation, the clock
 * included (copies last at most the page cache's time to live).
 */
export const CUSTOMER_PAGES = ["/checkout"] as const;

export function isCustomerPage(pathname: string): boolean {
  return CUSTOMER_PAGES.some((pattern) => matchPath(pattern, pathname) !== null);
}
