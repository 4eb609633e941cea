import { asc, eq } from "drizzle-orm";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { paymentMethods } from "~/db/schema";
import { cached } from "~/infra/cache.server";
import { createPayPalProvider, type PayPalProvider } from "./paypal.server";
import type { PaymentProvider, ProviderName } from "./provider";
import { createStripeProvider } from "./stripe.server";
import { createTestProvider, type TestProvider } from "./test-provider.server";

/*
 * Which provider takes which payment method (spec ids: 1 card, 2 wallet), from the
 * configuration (README "Payments"): cards go to Stripe when its keys are set, the wallet
 * to PayPal when its keys are set. The built-in test provider, clearly labelled, takes cards
 * only when Stripe is not configured and test payments are allowed (`config.allowTestPayments`:
 * a laptop without keys, or a deployment with ALLOW_TEST_PAYMENTS=1), so a real shop never
 * takes a pretend payment.
 */

export const CARD_METHOD_ID = 1;
export const WALLET_METHOD_ID = 2;

type Providers = { test: TestProvider | null; stripe: PaymentProvider | null; paypal: PayPalProvider | null };

let providers: Providers | undefined;

function configuredProviders(): Providers {
  providers ??= {
    stripe: config.stripe ? createStripeProvider(config.stripe) : null,
    paypal: config.paypal ? createPayPalProvider(config.paypal) : null,
    test: config.allowTestPayments ? createTestProvider() : null,
  };
  return providers;
}

export function testProvider(): TestProvider | null {
  return configuredProviders().test;
}

export function payPalProvider(): PayPalProvider | null {
  return configuredProviders().paypal;
}

/** The configured provider of that name, or null (an order of a provider since removed from the configuration). */
export function providerNamed(name: ProviderName): PaymentProvider | null {
  return configuredProviders()[name];
}

/** A payment method the checkout offers, with what its browser part needs. */
export type OfferedMethod = {
  id: number;
  name: string;
  provider: ProviderName;
  /** The publishable key (Stripe) or client id (PayPal) the browser loads the provider with. */
  publicKey: string | null;
};

function providerOfMethod(methodId: number): { provider: ProviderName; publicKey: string | null } | null {
  const { test, stripe, paypal } = configuredProviders();
  if (methodId === CARD_METHOD_ID) {
    if (stripe && config.stripe) return { provider: "stripe", publicKey: config.stripe.publishableKey };
    if (test) return { provider: "test", publicKey: null };
  }
  if (methodId === WALLET_METHOD_ID && paypal && config.paypal) {
    return { provider: "paypal", publicKey: config.paypal.clientId };
  }
  return null;
}

/** The payment methods offered at checkout, in the shop's order. */
export async function offeredPaymentMethods(): Promise<OfferedMethod[]> {
  const methods = await cached("payment-methods", "active", () =>
    db()
      .select({ id: paymentMethods.id, name: paymentMethods.name })
      .from(paymentMethods)
      .where(eq(paymentMethods.active, true))
      .orderBy(asc(paymentMethods.sortOrder)),
  );
  return methods.flatMap((method) => {
    const offered = providerOfMethod(method.id);
    return offered ? [{ ...method, ...offered }] : [];
  });
}
