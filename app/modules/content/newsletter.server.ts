import { createCookie } from "react-router";
import { z } from "zod";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { newsletterSubscribers } from "~/db/schema";

/** The popup's form. It is checked on the server only: the popup needs JavaScript anyway. */
export const newsletterSchema = z.object({
  email: z
    .string({ error: "Please enter your email address." })
    .trim()
    .min(1, "Please enter your email address.")
    .max(254, "E-mail must be valid")
    .pipe(z.email("E-mail must be valid")),
});

/** The cookie's name, also read by the page cache (server/app.ts): it says nothing personal. */
export const POPUP_COOKIE_NAME = "newsletter_popup";

/**
 * Remembers that the visitor closed the popup: for the browser session when simply closed,
 * for a year with 'do not show again'.
 */
const popupCookie = createCookie(POPUP_COOKIE_NAME, {
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
