import { CheckCircle2 } from "lucide-react";
import { data, Form, Link } from "react-router";
import { useIsPending } from "~/components/forms/hooks";
import { Container } from "~/components/ui/Container";
import { buttonStyles } from "~/components/ui/styles";
import { privatePageHeaders } from "~/infra/headers";
import { confirmSubscription, subscriptionOfConfirmToken } from "~/modules/content/newsletter.server";
import { privatePageMeta, SHOP_NAME } from "~/modules/shop/identity";
import type { Route } from "./+types/newsletter-confirm";

export const meta: Route.MetaFunction = () =>
  privatePageMeta("Confirm your subscription", `Confirm your subscription to the ${SHOP_NAME} newsletter.`);

/** Never kept by a cache: its address carries the subscriber's secret. */
export const headers = privatePageHeaders;

/**
 * The link of the confirmation mail (double opt-in). Opening it only asks (mail scanners open
 * links too); the button confirms.
 */
export async function loader({ params }: Route.LoaderArgs) {
  return { subscription: await subscriptionOfConfirmToken(params.token) };
}

export async function action({ params }: Route.ActionArgs) {
  const outcome = await confirmSubscription(params.token);
  if (outcome === "unknown") return data({ confirmed: false }, { status: 404 });
  return { confirmed: true };
}

export default function ConfirmSubscriptionPage({ loaderData: { subscription }, actionData }: Route.ComponentProps) {
  const sending = useIsPending();
  const confirmed = actionData?.confirmed || (subscription?.confirmed && !actionData);
  return (
    <Container className="py-12 md:py-20">
      <section aria-labelledby="confirm-title" className="mx-auto max-w-xl border border-line bg-white p-6 sm:p-10">
        <h1 id="confirm-title" className="text-4xl">
          Newsletter
        </h1>
        {confirmed ? (
          <>
            <p
              role="status"
              className="mt-6 flex items-start gap-3 border border-success/30 bg-success/5 p-4 text-success"
            >
              <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0" />
              <span>Your subscription is confirmed. Thank you! Every newsletter has a link to unsubscribe.</span>
            </p>
            <p className="mt-6">
              <Link to="/" className="text-navy underline underline-offset-4">
                Back to the shop
              </Link>
            </p>
          </>
        ) : subscription && !actionData ? (
          <>
            <p className="mt-4">
              Send the {SHOP_NAME} newsletter to <strong className="break-all">{subscription.email}</strong>?
            </p>
            <Form method="post" className="mt-6">
              <button type="submit" className={buttonStyles.primary} disabled={sending}>
                {sending ? "Confirming…" : "Confirm my subscription"}
              </button>
            </Form>
          </>
        ) : (
          <>
            <p className="mt-4">This link does not match any subscription: the address may have unsubscribed since.</p>
            <p className="mt-4 text-ink-soft">
              You can subscribe again from any page of the shop.{" "}
              <Link to="/" className="text-navy underline underline-offset-4">
                Back to the shop
              </Link>
            </p>
          </>
        )}
      </section>
    </Container>
  );
}
