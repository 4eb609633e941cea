import { eq } from "drizzle-orm";
import { z } from "zod";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { newsletterSubscribers } from "~/db/schema";
import { visitorCookie } from "~/infra/cookies.server";
import { type Letter, paragraphs } from "~/modules/mail/letter";
import { queueMail } from "~/modules/mail/mail.server";
import { SHOP_NAME } from "~/modules/shop/identity";

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
const popupCookie = visitorCookie(POPUP_COOKIE_NAME);

export async function shouldShowNewsletterPopup(request: Request): Promise<boolean> {
  return !(await popupCookie.parse(request.headers.get("Cookie")));
}

export function hideNewsletterPopupCookie(forever: boolean): Promise<string> {
  return popupCookie.serialize("hidden", forever ? { maxAge: 60 * 60 * 24 * 365 } : {});
}

/** The page that unsubscribes the holder of a subscriber's link (GET asks, POST does it). */
export function unsubscribeUrl(token: string): string {
  return `${config.baseUrl}/newsletter/unsubscribe/${token}`;
}

/** The welcome e-mail of a new subscriber, with the link that unsubscribes them in one click. */
export function welcomeMail(email: string, token: string): Letter {
  const link = unsubscribeUrl(token);
  return {
    to: email,
    subject: `You are subscribed to the ${SHOP_NAME} newsletter`,
    greeting: "Hello,",
    blocks: [
      ...paragraphs([
        `Thank you for subscribing to the ${SHOP_NAME} newsletter. About once a month we will write with new fabrics, style guides and news from the workshop.`,
      ]),
      {
        kind: "link",
        intro: "If you did not ask for this, or change your mind, unsubscribe here (one click, no account needed):",
        label: "Unsubscribe",
        url: link,
      },
    ],
    unsubscribeUrl: link,
  };
}

/** Subscribes an address once, welcoming it by e-mail with its unsubscribe link; says whether it was new. */
export async function subscribe(email: string): Promise<"subscribed" | "already-subscribed"> {
  return db().transaction(async (tx) => {
    const [inserted] = await tx
      .insert(newsletterSubscribers)
      .values({ email: email.trim().toLowerCase() })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning({ email: newsletterSubscribers.email, token: newsletterSubscribers.unsubscribeToken });
    if (!inserted) return "already-subscribed";
    await queueMail(tx, welcomeMail(inserted.email, inserted.token));
    return "subscribed";
  });
}

/** A link's token: a UUID, as the table keeps it (anything else matches nobody, and is never sent to a query). */
const tokenSchema = z.uuid();

/** The address a link unsubscribes, or null when the link matches no subscriber (any more). */
export async function subscriberOfToken(token: string): Promise<{ email: string } | null> {
  const parsed = tokenSchema.safeParse(token);
  if (!parsed.success) return null;
  const [row] = await db()
    .select({ email: newsletterSubscribers.email })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, parsed.data));
  return row ?? null;
}

/**
 * Unsubscribes the holder of the link: the address is deleted from the list (nothing is
 * kept of it). Says whether it was still subscribed; a second click finds nobody.
 */
export async function unsubscribe(token: string): Promise<"unsubscribed" | "unknown"> {
  const parsed = tokenSchema.safeParse(token);
  if (!parsed.success) return "unknown";
  const deleted = await db()
    .delete(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, parsed.data))
    .returning({ id: newsletterSubscribers.id });
  return deleted.length > 0 ? "unsubscribed" : "unknown";
}
