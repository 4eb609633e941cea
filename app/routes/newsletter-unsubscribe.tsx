import { CheckCircle2 } from "lucide-react";
import { data, Form, Link } from "react-router";
import { useIsPending } from "~/components/forms/hooks";
import { Container } from "~/components/ui/Container";
import { buttonStyles } from "~/components/ui/styles";
import { privatePageHeaders } from "~/infra/headers";
import { subscriberOfToken, unsubscribe } from "~/modules/content/newsletter.server";
import { privatePageMeta, SHOP_NAME } from "~/modules/shop/identity";
import type { Route } from "./+types/newsletter-unsubscribe";

export const meta: Route.MetaFunction = () =>
  privatePageMeta("Unsubscribe from the newsletter", `Stop receiving the ${SHOP_NAME} newsletter.`);

/** Never kept by a cache: its address carries the subscriber's secret. */
export const headers = privatePageHeaders;

/**
 * The link of the newsletter's e-mails. Opening it only asks (mail scanners open links
 * too); the button unsubscribes, in one click, without an account.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const subscriber = await subscriberOfToken(params.token);
  return { email: subscriber?.email ?? null };
}

export async function action({ params }: Route.ActionArgs) {
  const outcome = await unsubscribe(params.token);
  // A second click, or a link of an address already gone: said plainly, with the page's 404.
  if (outcome === "unknown") return data({ unsubscribed: false }, { status: 404 });
  return { unsubscribed: true };
}

export default function UnsubscribePage({ loaderData: { email }, actionData }: Route.ComponentProps) {
  const sending = useIsPending();
  return (
    <Container className="py-12 md:py-20">
      <section aria-labelledby="unsubscribe-title" className="mx-auto max-w-xl border border-line bg-white p-6 sm:p-10">
        <h1 id="unsubscribe-title" className="text-4xl">
          Newsletter
        </h1>
        {actionData?.unsubscribed ? (
          <>
            <p
              role="status"
              className="mt-6 flex items-start gap-3 border border-success/30 bg-success/5 p-4 text-success"
            >
              <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0" />
              <span>You are unsubscribed. We will not send you the newsletter again.</span>
            </p>
            <p className="mt-6 text-ink-soft">
              Changed your mind? You can subscribe again from any page of the shop.{" "}
              <Link to="/" className="text-navy underline underline-offset-4">
                Back to the shop
              </Link>
            </p>
          </>
        ) : email && !actionData ? (
          <>
            <p className="mt-4">
              Stop sending the {SHOP_NAME} newsletter to <strong className="break-all">{email}</strong>?
            </p>
            <Form method="post" className="mt-6">
              <button type="submit" className={buttonStyles.primary} disabled={sending}>
                {sending ? "Unsubscribing…" : "Unsubscribe"}
              </button>
            </Form>
          </>
        ) : (
          <>
            <p className="mt-4">This link does not match any subscription: the address may already be unsubscribed.</p>
            <p className="mt-4 text-ink-soft">
              If you still receive our newsletter, write to us from the{" "}
              <Link to="/contact" className="text-navy underline underline-offset-4">
                contact page
              </Link>{" "}
              and we will remove you.
            </p>
          </>
        )}
      </section>
    </Container>
  );
}
