import { expect } from "@playwright/test";
import type { StripeFake, WebhookDelivery } from "../fakes/stripe-fake";
import {
  addShirt,
  openCheckout,
  openConfirmation,
  orderHistory,
  type ShopCustomer,
  startCardPayment,
} from "./customer";
import { test } from "./fixtures";
import { audit, printCounts, readLedger } from "./ledger";

/*
 * Stripe's webhooks delivered again and again, out of order,
 * about a PaymentIntent the shop does not know, and before or after the customer's return to
 * the confirmation page. Webhooks are delivered by hand here (autoDeliver: false).
 */

async function startOrder(customer: ShopCustomer) {
  await addShirt(customer.request);
  return startCardPayment(customer.request, await openCheckout(customer.request));
}

function statuses(deliveries: WebhookDelivery[]): (number | null)[] {
  return deliveries.map((delivery) => delivery.status);
}

/** A PaymentIntent created at Stripe for an order the shop never made (another system, a test in the dashboard). */
async function foreignPaymentIntent(stripe: StripeFake): Promise<string> {
  const response = await fetch(`${stripe.url}/v1/payment_intents`, {
    method: "POST",
    headers: { Authorization: "Bearer sk_test_reliability", "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ amount: "4200", currency: "eur", "metadata[order_id]": "999999" }),
  });
  return ((await response.json()) as { id: string }).id;
}

test("a webhook delivered five times, events in reverse order and an unknown PaymentIntent: each order paid once", async ({
  launch,
}) => {
  test.setTimeout(120_000);
  const { shop, stripe } = await launch.stripeShop({ autoDeliver: false });
  const customer = await launch.customer(shop);

  // payment_intent.succeeded, five times at once.
  const repeated = await startOrder(customer);
  const succeeded = stripe.succeed(repeated.providerRef);
  const fiveTimes = (await Promise.all(Array.from({ length: 5 }, () => stripe.deliver(succeeded)))).flat();
  expect(statuses(fiveTimes)).toEqual([200, 200, 200, 200, 200]);
  expect(await orderHistory(customer.request)).toEqual([repeated.orderId]);

  // A declined card, then an accepted one: created, payment_failed, succeeded, delivered newest first.
  const reversed = await startOrder(customer);
  stripe.decline(reversed.providerRef);
  stripe.succeed(reversed.providerRef);
  const newestFirst = stripe
    .events()
    .filter((event) => event.data.object.id === reversed.providerRef)
    .reverse();
  expect(newestFirst.map((event) => event.type)).toEqual([
    "payment_intent.succeeded",
    "payment_intent.payment_failed",
    "payment_intent.created",
  ]);
  const inReverse: WebhookDelivery[] = [];
  for (const event of newestFirst) inReverse.push(...(await stripe.deliver(event)));
  expect(statuses(inReverse)).toEqual([200, 200, 200]);
  expect(await orderHistory(customer.request)).toEqual([reversed.orderId, repeated.orderId]);

  // A payment for no order of the shop's is acknowledged, so Stripe stops retrying, and kept for the shop.
  const foreign = await foreignPaymentIntent(stripe);
  expect(statuses(await stripe.deliver(stripe.succeed(foreign)))).toEqual([200]);

  await shop.stop();
  const ledger = await readLedger(shop.dataDir);
  const result = audit(ledger, { paymentIntents: stripe.paymentIntents() });
  printCounts("Scenario 2: webhooks delivered 5 times, in reverse order, for an unknown PaymentIntent", {
    "webhook deliveries": stripe.deliveries().length,
    ...result.counts,
  });
  expect(result.lost).toEqual([]);
  expect(result.duplicated).toEqual([]);
  expect(ledger.orders).toEqual([
    { id: repeated.orderId, status: "paid" },
    { id: reversed.orderId, status: "paid" },
  ]);
  expect(ledger.payments).toEqual([
    { orderId: repeated.orderId, ref: repeated.providerRef, status: "succeeded" },
    { orderId: reversed.orderId, ref: reversed.providerRef, status: "succeeded" },
    { orderId: null, ref: foreign, status: "unmatched" },
  ]);
  // Each event stored once: one succeeded, the reversed PaymentIntent's three, the unknown one's succeeded.
  expect(result.counts).toMatchObject({ "payment events stored": 5, "payment events distinct": 5 });
  expect(ledger.confirmationMails).toEqual([{ orderId: repeated.orderId }, { orderId: reversed.orderId }]);
});

test("the webhook before or after the customer's return pays the order once", async ({ launch }) => {
  test.setTimeout(120_000);
  const { shop, stripe } = await launch.stripeShop({ autoDeliver: false });
  const customer = await launch.customer(shop);

  // The webhook first: the order is paid before the customer is back.
  const webhookFirst = await startOrder(customer);
  expect(statuses(await stripe.deliver(stripe.succeed(webhookFirst.providerRef)))).toEqual([200]);
  expect(await orderHistory(customer.request)).toEqual([webhookFirst.orderId]);
  expect(await openConfirmation(customer.request, webhookFirst.orderId)).toBe("paid");

  // The customer first: the confirmation page asks Stripe and settles; the late webhook changes nothing.
  const returnFirst = await startOrder(customer);
  const late = stripe.succeed(returnFirst.providerRef);
  expect(await openConfirmation(customer.request, returnFirst.orderId)).toBe("paid");
  expect(await orderHistory(customer.request)).toEqual([returnFirst.orderId, webhookFirst.orderId]);
  expect(statuses(await stripe.deliver(late))).toEqual([200]);

  await shop.stop();
  const ledger = await readLedger(shop.dataDir);
  const result = audit(ledger, { paymentIntents: stripe.paymentIntents() });
  printCounts("Scenario 3: the webhook before and after the customer's return", {
    "webhook deliveries": stripe.deliveries().length,
    ...result.counts,
  });
  expect(result.lost).toEqual([]);
  expect(result.duplicated).toEqual([]);
  expect(ledger.orders).toEqual([
    { id: webhookFirst.orderId, status: "paid" },
    { id: returnFirst.orderId, status: "paid" },
  ]);
  expect(result.counts).toMatchObject({
    "PaymentIntents succeeded": 2,
    "payments succeeded": 2,
    "payment events stored": 2,
    "confirmation mails": 2,
  });
});
