import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";
import { config } from "~/config.server";
import { action as webhookAction } from "~/routes/payment-webhook";
import { type PayPalFake, startPayPalFake } from "../../tests/fakes/paypal-fake";
import { type StripeFake, startStripeFake } from "../../tests/fakes/stripe-fake";

/*
 * The payment route tests' providers: the local fakes of the Stripe and PayPal APIs, which the
 * real SDKs call, and which post their webhooks over HTTP, signed, to the shop's webhook route.
 */

export const STRIPE_WEBHOOK_SECRET = "whsec_route_tests";
export const PAYPAL_WEBHOOK_ID = "WH-ROUTE-TESTS";
export const STRIPE_PUBLISHABLE_KEY = "pk_test_route_tests";

/** A tiny HTTP server handing each delivery to the shop's webhook route, raw body and headers as sent. */
async function startWebhookReceiver(): Promise<{ url: string; server: Server }> {
  const server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const request = new Request(`http://localhost${incoming.url}`, {
      method: "POST",
      headers: Object.entries(incoming.headers).flatMap(([name, value]) =>
        typeof value === "string" ? [[name, value] as [string, string]] : [],
      ),
      body: Buffer.concat(chunks),
    });
    const provider = incoming.url?.split("/").pop() ?? "";
    const response = (await webhookAction({ request, params: { provider }, context: {} } as never)) as Response;
    outgoing.statusCode = response.status;
    outgoing.end(await response.text());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

export type ProviderFakes = { stripe: StripeFake; paypal: PayPalFake };

/**
 * Starts both fakes before the file's tests (Stripe delivers its webhooks when the test says
 * so), points the shop's configuration at them with rate limits off, and stops them after.
 * The fakes are on the returned object once the file's `beforeAll` hooks have run.
 */
export function providerFakesForThisFile(): ProviderFakes {
  const fakes = {} as ProviderFakes;
  let receiver: Server | undefined;
  beforeAll(async () => {
    config.rateLimits = false;
    const started = await startWebhookReceiver();
    receiver = started.server;
    fakes.stripe = await startStripeFake({
      webhookUrl: `${started.url}/webhooks/stripe`,
      webhookSecret: STRIPE_WEBHOOK_SECRET,
      autoDeliver: false,
    });
    fakes.paypal = await startPayPalFake({
      webhookUrl: `${started.url}/webhooks/paypal`,
      webhookId: PAYPAL_WEBHOOK_ID,
    });
    config.stripe = {
      secretKey: "sk_test_route_tests",
      publishableKey: STRIPE_PUBLISHABLE_KEY,
      webhookSecret: STRIPE_WEBHOOK_SECRET,
      apiBase: fakes.stripe.url,
    };
    config.paypal = {
      clientId: fakes.paypal.clientId,
      clientSecret: fakes.paypal.clientSecret,
      webhookId: PAYPAL_WEBHOOK_ID,
      environment: "sandbox",
      apiBase: fakes.paypal.url,
    };
  });
  afterAll(async () => {
    await Promise.all([
      fakes.stripe?.close(),
      fakes.paypal?.close(),
      new Promise((resolve) => receiver?.close(resolve)),
    ]);
  });
  return fakes;
}
