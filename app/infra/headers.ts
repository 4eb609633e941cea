import type { HeadersArgs } from "react-router";

/*
 * The HTTP headers of pages, built by React Router from each matched route's `headers` export
 * (root first). A route without one passes on its parent's headers and only the cookies of its
 * loader or action: a 429's Retry-After or a page's Cache-Control given with `data(...,
 * { headers })` would be lost. Routes export one of the two functions below instead of writing
 * their own.
 */

/** Keeps a response out of every cache: the browser's (its back button), a proxy's, the shop's page cache. */
export const NO_STORE = "no-store";

/**
 * The headers a route's loader, action or error answered with, over its parent's (Set-Cookie
 * aside: React Router adds every cookie itself). A parent's `no-store` stays: a page inside a
 * private one is private too.
 */
export function passHeaders({ parentHeaders, loaderHeaders, actionHeaders, errorHeaders }: HeadersArgs): Headers {
  const headers = new Headers(parentHeaders);
  headers.delete("Set-Cookie");
  for (const source of [loaderHeaders, actionHeaders, errorHeaders]) {
    source?.forEach((value, name) => {
      if (name !== "set-cookie") headers.set(name, value);
    });
  }
  if (parentHeaders.get("Cache-Control")?.includes(NO_STORE)) headers.set("Cache-Control", NO_STORE);
  return headers;
}

/**
 * The `headers` export of a page that shows one person's data or carries a secret in its
 * address (account pages, the checkout, a reset link): never stored, so the next person at
 * the same browser cannot bring it back, and the page cache never keeps it.
 */
export function privatePageHeaders(args: HeadersArgs): Headers {
  const headers = passHeaders(args);
  headers.set("Cache-Control", NO_STORE);
  return headers;
}
