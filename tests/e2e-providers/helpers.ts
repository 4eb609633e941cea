import path from "node:path";
import { type BrowserContext, expect, type Page } from "@playwright/test";
import { fillAddress, registerCustomer, signIn, type TestCustomer } from "../e2e/account-helpers";
import { addShirtToBag, skipNewsletter } from "../e2e/shop-helpers";
import { installFakePayPalSdk } from "../fakes/paypal-js";
import { installFakeStripeJs } from "../fakes/stripe-js";
import { mailsIn } from "../mail-files";

/*
 * The "providers" project's shop pays with Stripe and PayPal, both pointed at their local
 * fakes (playwright.config.ts starts the three of them). The config tells the workers where
 * they are through the environment.
 */

function fromEnvironment(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the providers project through playwright.config.ts`);
  return value;
}

/** The keyless main shop of the other projects. */
export const mainShopUrl = () => fromEnvironment("E2E_MAIN_URL");
const stripeFakeUrl = () => fromEnvironment("E2E_STRIPE_FAKE_URL");
const payPalFakeUrl = () => fromEnvironment("E2E_PAYPAL_FAKE_URL");

/** Stripe.js and the PayPal SDK for every page of the context, answered by the fakes. */
export async function installProviderScripts(context: BrowserContext, baseURL: string | undefined) {
  await skipNewsletter(context, baseURL);
  await installFakeStripeJs(context, { apiUrl: stripeFakeUrl() });
  await installFakePayPalSdk(context, { apiUrl: payPalFakeUrl() });
}

/** A fake's /_fake/ control route, as JSON. */
async function control<T>(url: string, method: "GET" | "POST" = "GET", body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? undefined : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export type FakePaymentIntent = {
  id: string;
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  receipt_email: string | null;
  metadata: Record<string, string>;
  last_payment_error: { code?: string; message?: string } | null;
};

export type FakeRefund = { id: string; payment_intent: string; amount: number; currency: string; status: string };

/** The providers' shop's data directory (its mails, its first owner's link). */
export const providersDataDir = () => fromEnvironment("E2E_PROVIDERS_DATA_DIR");

export const stripeFake = {
  paymentIntents: () => control<FakePaymentIntent[]>(`${stripeFakeUrl()}/_fake/payment_intents`),
  /**
   * A PaymentIntent created through Stripe's API with the shop's secret key, not by the
   * shop's checkout (another program of the merchant's, a payment link): `metadata` names
   * an order or not.
   */
  createPaymentIntent: async (amount: number, currency: string, metadata: Record<string, string> = {}) => {
    const form = new URLSearchParams({ amount: String(amount), currency });
    for (const [key, value] of Object.entries(metadata)) form.set(`metadata[${key}]`, value);
    const response = await fetch(`${stripeFakeUrl()}/v1/payment_intents`, {
      method: "POST",
      headers: { authorization: "Bearer sk_test_fake", "content-type": "application/x-www-form-urlencoded" },
      body: form,
    });
    if (!response.ok) throw new Error(`Creating a PaymentIntent answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as FakePaymentIntent;
  },
  /** The customer pays the PaymentIntent; its webhook event goes to the shop. */
  succeed: (paymentIntentId: string) =>
    control<unknown>(`${stripeFakeUrl()}/_fake/payment_intents/${paymentIntentId}/succeed`, "POST"),
  refunds: () => control<FakeRefund[]>(`${stripeFakeUrl()}/_fake/refunds`),
  events: () =>
    control<{ id: string; type: string; data: { object: { id: string } } }[]>(`${stripeFakeUrl()}/_fake/events`),
  deliveries: () =>
    control<{ eventId: string; type: string; status: number | null }[]>(`${stripeFakeUrl()}/_fake/deliveries`),
};

export type FakePayPalOrder = {
  id: string;
  intent: string;
  status: string;
  purchase_units: {
    amount: { currency_code: string; value: string };
    custom_id?: string;
    invoice_id?: string;
    payments?: { captures: { id: string; status: string; amount: { currency_code: string; value: string } }[] };
  }[];
};

/** The PayPal fake's default REST app credentials (the providers' shop is started with them). */
const PAYPAL_BASIC = `Basic ${Buffer.from("fake-paypal-client-id:fake-paypal-client-secret").toString("base64")}`;

/** A call to the PayPal fake's REST API with a fresh token, as JSON. */
async function payPalApi<T>(method: "GET" | "POST", apiPath: string, body?: unknown): Promise<T> {
  const token = await fetch(`${payPalFakeUrl()}/v1/oauth2/token`, {
    method: "POST",
    headers: { authorization: PAYPAL_BASIC, "content-type": "application/x-www-form-urlencoded" },
    body: "grant_type=client_credentials",
  });
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const response = await fetch(`${payPalFakeUrl()}${apiPath}`, {
    method,
    headers: {
      authorization: `Bearer ${accessToken}`,
      "content-type": "application/json",
      prefer: "return=representation",
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${apiPath} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export const payPalFake = {
  orders: () => control<FakePayPalOrder[]>(`${payPalFakeUrl()}/_fake/orders`),
  /**
   * A PayPal order created, approved by its buyer and captured outside the shop's checkout
   * (a PayPal.me link, another of the merchant's programs): `customId` names a shop order or not.
   */
  capturedElsewhere: async (amount: { currency_code: string; value: string }, customId?: string) => {
    const created = await payPalApi<{ id: string }>("POST", "/v2/checkout/orders", {
      intent: "CAPTURE",
      purchase_units: [{ amount, ...(customId ? { custom_id: customId } : {}) }],
    });
    await control(`${payPalFakeUrl()}/_fake/orders/${created.id}/approve`, "POST");
    return payPalApi<FakePayPalOrder>("POST", `/v2/checkout/orders/${created.id}/capture`);
  },
  refunds: () =>
    control<
      {
        id: string;
        status: string;
        amount: { currency_code: string; value: string };
        links: { rel: string; href: string }[];
      }[]
    >(`${payPalFakeUrl()}/_fake/refunds`),
  calls: () => control<{ create: number; capture: number }>(`${payPalFakeUrl()}/_fake/calls`),
  /** Signs and posts a webhook event about the order `times` times; the shop's answers. */
  sendWebhook: (type: "PAYMENT.CAPTURE.COMPLETED" | "CHECKOUT.ORDER.APPROVED", orderId: string, times = 1) =>
    control<{ statuses: number[] }>(`${payPalFakeUrl()}/_fake/webhooks`, "POST", { type, orderId, times }),
};

/** The mails the providers' shop wrote for `email`, decoded as a person reads them. */
export function mailsTo(email: string): Promise<string[]> {
  return mailsIn(path.join(providersDataDir(), "mail"), email);
}

/** Waits for exactly one confirmation mail of the order to the customer. */
export async function expectOneConfirmationMail(email: string, orderNumber: string) {
  const ofOrder = async () => (await mailsTo(email)).filter((mail) => mail.includes(orderNumber));
  await expect.poll(async () => (await ofOrder()).length, { timeout: 15_000 }).toBe(1);
  const [mail] = await ofOrder();
  expect(mail).toContain(`Subject: Your order ${orderNumber}`);
}

/** A new customer, signed in, with a delivery address and a shirt in the bag, on /cart. */
export async function customerWithShirtInBag(page: Page): Promise<TestCustomer> {
  const customer = await registerCustomer(page.request);
  await signIn(page, customer, "/login?returnUrl=%2Fconfirm-adress");
  await expect(page).toHaveURL("/confirm-adress");
  await fillAddress(page, "Shipping address", "Milano");
  await page.getByRole("button", { name: "Save and continue" }).click();
  // The checkout sends an empty cart back to the cart.
  await expect(page).toHaveURL("/cart");
  await addShirtToBag(page, { collar: "41", sleeve: "66", fit: "Fitted" });
  return customer;
}

/**
 * What goes wrong in the page without showing: console errors (Content-Security-Policy
 * refusals among them) and uncaught exceptions. A journey ends with none. A card decline's
 * 402 answer is logged by the browser like any failed request: it is expected and left out.
 */
export function pageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    if (/Failed to load resource: the server responded with a status of 402\b/.test(message.text())) return;
    problems.push(`${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => problems.push(`Uncaught: ${error.message}`));
  return problems;
}

/** The shop's order id in a /confirmation address. */
export function orderIdOf(url: string): string {
  const orderId = new URL(url).searchParams.get("order");
  if (!orderId) throw new Error(`No order in ${url}`);
  return orderId;
}
