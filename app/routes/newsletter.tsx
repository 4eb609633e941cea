import { data, redirect } from "react-router";
import { readForm } from "~/infra/form.server";
import { createRateLimit, retryAfterHeaders } from "~/infra/rate-limit.server";
import { hideNewsletterPopupCookie, newsletterSchema, subscribe } from "~/modules/content/newsletter.server";
import type { Route } from "./+types/newsletter";

const limitNewsletter = createRateLimit({ name: "newsletter", points: 5, durationSeconds: 600 });

const MESSAGES = {
  subscribed: "Thank you! Please confirm your subscription with the link we have just e-mailed you.",
  "already-subscribed": "This address is already subscribed to our newsletter. Thank you!",
  "confirmation-resent": "This address is waiting for its confirmation: we have e-mailed you the link again.",
};

/** The newsletter popup posts here: subscribe an address, or remember that the popup was closed. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const neverShowAgain = form.get("neverShowAgain") === "on";

  if (form.get("intent") === "dismiss") {
    return data(
      { status: "dismissed" as const, message: "" },
      {
        headers: { "Set-Cookie": await hideNewsletterPopupCookie(neverShowAgain) },
      },
    );
  }

  const limited = await limitNewsletter(context.clientIp);
  if (limited) {
    return data(
      { status: "rate-limited" as const, message: limited.message },
      {
        status: 429,
        headers: retryAfterHeaders(limited),
      },
    );
  }
  const parsed = newsletterSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "E-mail must be valid";
    return data({ status: "invalid" as const, message }, { status: 400 });
  }
  const status = await subscribe(parsed.data.email);
  // A subscriber is not asked again.
  return data(
    { status, message: MESSAGES[status] },
    {
      headers: { "Set-Cookie": await hideNewsletterPopupCookie(true) },
    },
  );
}

export function loader() {
  return redirect("/");
}
