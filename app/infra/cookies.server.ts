import { createCookie } from "react-router";
import { config } from "~/config.server";

/**
 * A cookie the shop keeps for a visitor (a cart, a display currency, a closed popup): sent on
 * every path and on links followed from other sites (lax), never read by scripts, over HTTPS
 * only in production. Without `maxAgeSeconds` it lasts until the browser closes.
 */
export function visitorCookie(name: string, maxAgeSeconds?: number) {
  return createCookie(name, {
    path: "/",
    sameSite: "lax",
    httpOnly: true,
    secure: config.isProduction,
    maxAge: maxAgeSeconds,
  });
}
