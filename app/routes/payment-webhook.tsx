import { logger } from "~/infra/logger.server";
import { createRateLimit, retryAfterHeaders } from "~/infra/rate-limit.server";
import { settleEvent } from "~/modules/orders/settle.server";
import { WebhookSignatureError } from "~/modules/payments/provider";
import { providerNamed } from "~/modules/payments/providers.server";
import type { Route } from "./+types/payment-webhook";

// Per client address, before anything else: generous for a provider's bursts (its retries after
// an outage), but a flood of forged deliveries is refused before a body is read or a signature checked.
const limitDeliveries = createRateLimit({ name: "webhook", points: 600, durationSeconds: 60 });

/**
 * The providers' webhooks (/webhooks/stripe, /webhooks/paypal). The signature is checked on
 * the raw body before anything is read from it; each event is processed once (its id is
 * stored), and an event about an unknown or already paid order is answered 2xx without
 * changing anything, so the provider stops retrying.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const limited = await limitDeliveries(context.clientIp);
  if (limited) return Response.json({ error: limited.message }, { status: 429, headers: retryAfterHeaders(limited) });
  const provider = params.provider === "stripe" || params.provider === "paypal" ? providerNamed(params.provider) : null;
  if (!provider) return new Response("Not found", { status: 404 });
  const rawBody = await request.text();
  let event: Awaited<ReturnType<typeof provider.verifyWebhook>>;
  try {
    event = await provider.verifyWebhook(rawBody, request.headers);
  } catch (error) {
    if (!(error instanceof WebhookSignatureError)) throw error;
    logger.warn({ provider: provider.name }, "webhook refused: bad signature");
    return Response.json({ error: "The signature of this delivery is not valid." }, { status: 400 });
  }
  const outcome = await settleEvent(provider.name, event);
  return Response.json({ received: true, outcome });
}
