import { type APIRequestContext, type APIResponse, request as playwrightRequest } from "@playwright/test";
import { newCustomer, registerCustomer } from "../e2e/account-helpers";

/*
 * A customer of a reliability shop, over HTTP only, as a browser without JavaScript would be:
 * registered (the captcha solved), signed in, with a complete delivery address, adding shirts
 * with the product page's form and paying from the checkout page. Each answer the journey
 * does not expect throws an UnexpectedAnswer; a failed connection (the shop is down) throws
 * Playwright's own error.
 */

export type ShopCustomer = { email: string; password: string; request: APIRequestContext };

/** An HTTP answer the journey did not expect. */
export class UnexpectedAnswer extends Error {
  override name = "UnexpectedAnswer";
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(`${message} (HTTP ${status})`);
  }
}

const STANDARD_DELIVERY_ID = "1";
const CARD_METHOD_ID = "1";
const ACCEPTED_TEST_CARD = { cardNumber: "4242 4242 4242 4242", cardExpiry: "12 / 34", cardCvc: "123" };

/** A shirt as the product page's Add to bag form sends it (the quick size). */
export type ShirtChoice = { quantity: number; sleeveCm: number; neckCm: number; fit: 1 | 2 | 3 };

const THE_EXECUTIVE = "/custom-made-men-shirt/the-executive/1";

/**
 * A new customer with a delivery address, signed in on their own request context (cookies).
 * `origin`: the Origin header a browser sends with its form posts (the shop's public address).
 */
export async function newShopCustomer(shopUrl: string, options: { origin?: string } = {}): Promise<ShopCustomer> {
  const request = await playwrightRequest.newContext({
    baseURL: shopUrl,
    maxRedirects: 0,
    extraHTTPHeaders: options.origin ? { Origin: options.origin } : undefined,
  });
  const customer = await registerCustomer(request, newCustomer());
  await expectRedirect(
    await request.post("/login", { form: { intent: "login", email: customer.email, password: customer.password } }),
    "/account",
    "sign in",
  );
  await expectRedirect(
    await request.post("/confirm-adress", {
      form: {
        intent: "profile",
        "shipping.firstName": "Marco",
        "shipping.lastName": "Rossi",
        "shipping.line1": "12 Via Roma",
        "shipping.city": "Milano",
        "shipping.postcode": "20121",
        "shipping.countryId": String(await countryIdOf(request, "Italy")),
        billingSame: "1",
      },
    }),
    "/checkout?updated=address",
    "save the delivery address",
  );
  return { email: customer.email, password: customer.password, request };
}

/** The id the address form's country list gives a country. */
async function countryIdOf(request: APIRequestContext, name: string): Promise<number> {
  const page = await (await request.get("/confirm-adress")).text();
  const match = new RegExp(`<option value="(\\d+)"[^>]*>${name}</option>`).exec(page);
  if (!match) throw new Error(`the address form offers no ${name}`);
  return Number(match[1]);
}

/** Add to bag on the product page: the cart follows. */
export async function addShirt(
  request: APIRequestContext,
  shirt: ShirtChoice = { quantity: 1, sleeveCm: 65, neckCm: 40, fit: 1 },
): Promise<void> {
  const form = Object.fromEntries(Object.entries(shirt).map(([name, value]) => [name, String(value)]));
  await expectRedirect(await request.post(THE_EXECUTIVE, { form }), "/cart", "add a shirt to the bag");
}

/** Opens /checkout and reads the version of the cart it shows (its hidden input). */
export async function openCheckout(request: APIRequestContext): Promise<string> {
  const response = await request.get("/checkout");
  if (response.status() !== 200) throw new UnexpectedAnswer(response.status(), "open the checkout");
  const version = /name="cartVersion" value="([0-9a-f]{32})"/.exec(await response.text())?.[1];
  if (!version) throw new Error("the checkout page has no cartVersion");
  return version;
}

/** Buy now with the test provider's accepted card (the page's plain form post). */
export function buyNowWithTestCard(request: APIRequestContext, cartVersion: string): Promise<APIResponse> {
  return request.post("/checkout", {
    form: {
      deliveryOptionId: STANDARD_DELIVERY_ID,
      paymentMethodId: CARD_METHOD_ID,
      cartVersion,
      ...ACCEPTED_TEST_CARD,
    },
  });
}

/** Buy now by card with Stripe: the page's fetch that creates the order and its PaymentIntent. */
export function postStartPayment(request: APIRequestContext, cartVersion: string): Promise<APIResponse> {
  return request.post("/checkout/payment", {
    form: { intent: "start", deliveryOptionId: STANDARD_DELIVERY_ID, paymentMethodId: CARD_METHOD_ID, cartVersion },
  });
}

export type StartedPayment = { orderId: number; providerRef: string };

/** Buy now by card with Stripe; the order and the PaymentIntent the browser would complete. */
export async function startCardPayment(request: APIRequestContext, cartVersion: string): Promise<StartedPayment> {
  const response = await postStartPayment(request, cartVersion);
  if (response.status() !== 200) throw new UnexpectedAnswer(response.status(), "start the payment");
  const answer = (await response.json()) as { ok: boolean; orderId: number; providerRef: string };
  if (!answer.ok) throw new Error(`the payment did not start: ${JSON.stringify(answer)}`);
  return { orderId: answer.orderId, providerRef: answer.providerRef };
}

export type ConfirmationState = "paid" | "waiting" | "other";

/** The customer's return to /confirmation?order=N: what the page says of the order. */
export async function openConfirmation(request: APIRequestContext, orderId: number): Promise<ConfirmationState> {
  const response = await request.get(`/confirmation?order=${orderId}`);
  if (response.status() !== 200) throw new UnexpectedAnswer(response.status(), "open the confirmation");
  const page = await response.text();
  if (page.includes("Thank you for your order.")) return "paid";
  if (page.includes("is waiting for the confirmation of your payment")) return "waiting";
  return "other";
}

/** The orders the customer's order history shows (paid ones), newest first. */
export async function orderHistory(request: APIRequestContext): Promise<number[]> {
  const response = await request.get("/history-order");
  if (response.status() !== 200) throw new UnexpectedAnswer(response.status(), "open the order history");
  return [...(await response.text()).matchAll(/<h2 id="order-(\d+)"/g)].map((match) => Number(match[1]));
}

async function expectRedirect(response: APIResponse, location: string, what: string): Promise<void> {
  if (response.status() !== 302 || response.headers().location !== location) {
    throw new UnexpectedAnswer(response.status(), `${what}: expected a redirect to ${location}`);
  }
}
