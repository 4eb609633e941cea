import { createCookie } from "react-router";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { newsletterSubscribers } from "~/db/schema";

/**
 * Remembers that the visitor closed the popup: for the browser session when simply closed,
 * for a year with 'do not show again'.
 */
const popupCookie = createCookie("newsletter_popup", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  secure: config.isProduction,
});

export async function shouldShowNewsletterPopup(request: Request): Promise<boolean> {
  return !(await popupCookie.parse(request.headers.get("Cookie")));
}

export function hideNewsletterPopupCookie(forever: boolean): Promise<string> {
  return popupCookie.serialize("hidden", forever ? { maxAge: 60 * 60 * 24 * 365 } : {});
}

/** Subscribes an address once; says whether it was new. */
export async function subscribe(email: string): Promise<"subscribed" | "already-subscribed"> {
  const inserted = await db()
    .insert(newsletterSubscribers)
    .values({ email: email.trim().toLowerCase() })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  return inserted.length > 0 ? "subscribed" : "already-subscribed";
}
