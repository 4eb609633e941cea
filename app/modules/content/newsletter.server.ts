import { and, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { config } from "~/config.server";
import { db, type Executor } from "~/db/client.server";
import { newsletterCampaignRecipients, newsletterSubscribers } from "~/db/schema";
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

/** The page that confirms a new subscription (GET asks, POST confirms). */
export function confirmUrl(token: string): string {
  return `${config.baseUrl}/newsletter/confirm/${token}`;
}

/** The mail that asks a new address to confirm its subscription (double opt-in). */
export function confirmationMail(email: string, confirmToken: string): Letter {
  return {
    to: email,
    subject: `Please confirm your subscription to the ${SHOP_NAME} newsletter`,
    greeting: "Hello,",
    blocks: [
      ...paragraphs([
        `Someone, hopefully you, asked to receive the ${SHOP_NAME} newsletter at this address: new fabrics, style guides and news from the workshop, about once a month.`,
      ]),
      {
        kind: "button",
        intro: "Confirm it with this link:",
        label: "Confirm my subscription",
        url: confirmUrl(confirmToken),
      },
      ...paragraphs(["If you did not ask for it, ignore this e-mail: we will not write to you again."]),
    ],
  };
}

/**
 * Subscribes an address, unconfirmed until the link mailed to it is opened (double opt-in); an
 * address that has not confirmed yet is mailed its link again. Says whether it was new.
 */
export async function subscribe(email: string): Promise<"subscribed" | "already-subscribed" | "confirmation-resent"> {
  return db().transaction(async (tx) => {
    const address = email.trim().toLowerCase();
    const [inserted] = await tx
      .insert(newsletterSubscribers)
      .values({ email: address })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning({ email: newsletterSubscribers.email, token: newsletterSubscribers.confirmToken });
    if (inserted) {
      await queueMail(tx, confirmationMail(inserted.email, inserted.token));
      return "subscribed";
    }
    const [waiting] = await tx
      .select({ email: newsletterSubscribers.email, token: newsletterSubscribers.confirmToken })
      .from(newsletterSubscribers)
      .where(and(eq(newsletterSubscribers.email, address), isNull(newsletterSubscribers.confirmedAt)));
    if (!waiting) return "already-subscribed";
    await queueMail(tx, confirmationMail(waiting.email, waiting.token));
    return "confirmation-resent";
  });
}

/** A link's token: a UUID, as the tables keep it (anything else matches nobody, and is never sent to a query). */
const tokenSchema = z.uuid();

/** The address a confirmation link confirms, and whether it already did; null when it matches nobody. */
export async function subscriptionOfConfirmToken(token: string): Promise<{ email: string; confirmed: boolean } | null> {
  const parsed = tokenSchema.safeParse(token);
  if (!parsed.success) return null;
  const [row] = await db()
    .select({ email: newsletterSubscribers.email, confirmedAt: newsletterSubscribers.confirmedAt })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.confirmToken, parsed.data));
  return row ? { email: row.email, confirmed: row.confirmedAt !== null } : null;
}

/**
 * Confirms the subscription of the link's holder and welcomes them, with their unsubscribe
 * link; a second confirmation changes nothing.
 */
export async function confirmSubscription(token: string): Promise<"confirmed" | "already-confirmed" | "unknown"> {
  const parsed = tokenSchema.safeParse(token);
  if (!parsed.success) return "unknown";
  return db().transaction(async (tx) => {
    const [confirmed] = await tx
      .update(newsletterSubscribers)
      .set({ confirmedAt: sql`now()` })
      .where(and(eq(newsletterSubscribers.confirmToken, parsed.data), isNull(newsletterSubscribers.confirmedAt)))
      .returning({ email: newsletterSubscribers.email, token: newsletterSubscribers.unsubscribeToken });
    if (confirmed) {
      await queueMail(tx, welcomeMail(confirmed.email, confirmed.token));
      return "confirmed";
    }
    const [known] = await tx
      .select({ id: newsletterSubscribers.id })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.confirmToken, parsed.data));
    return known ? "already-confirmed" : "unknown";
  });
}

/**
 * The subscriber an unsubscribe link names: its own link (welcome mail), or the personal link
 * of one campaign's mail (which then counts the unsubscription for that campaign).
 */
async function subscriberOfLink(executor: Executor, token: string) {
  const [own] = await executor
    .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, token));
  if (own) return { ...own, recipientId: null };
  const [fromCampaign] = await executor
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      recipientId: newsletterCampaignRecipients.id,
    })
    .from(newsletterCampaignRecipients)
    .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, newsletterCampaignRecipients.subscriberId))
    .where(eq(newsletterCampaignRecipients.unsubscribeToken, token));
  return fromCampaign ?? null;
}

/** The address a link unsubscribes, or null when the link matches no subscriber (any more). */
export async function subscriberOfToken(token: string): Promise<{ email: string } | null> {
  const parsed = tokenSchema.safeParse(token);
  if (!parsed.success) return null;
  const subscriber = await subscriberOfLink(db(), parsed.data);
  return subscriber ? { email: subscriber.email } : null;
}

/**
 * Unsubscribes the holder of the link: the address is deleted from the list (nothing is
 * kept of it); a campaign's link is counted for its campaign. Says whether it was still
 * subscribed; a second click finds nobody.
 */
export async function unsubscribe(token: string): Promise<"unsubscribed" | "unknown"> {
  const parsed = tokenSchema.safeParse(token);
  if (!parsed.success) return "unknown";
  return db().transaction(async (tx) => {
    const subscriber = await subscriberOfLink(tx, parsed.data);
    if (!subscriber) return "unknown";
    await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, subscriber.id));
    if (subscriber.recipientId !== null) {
      await tx
        .update(newsletterCampaignRecipients)
        .set({ unsubscribedAt: sql`now()` })
        .where(eq(newsletterCampaignRecipients.id, subscriber.recipientId));
    }
    return "unsubscribed";
  });
}
