import { expect } from "@playwright/test";
import {
  addShirt,
  buyNowWithTestCard,
  openCheckout,
  openConfirmation,
  postStartPayment,
  type ShopCustomer,
} from "./customer";
import { test } from "./fixtures";
import { audit, printCounts, readLedger } from "./ledger";

/*
 * Fifty concurrent Buy now on one customer's cart, against the built
 * shop over HTTP, make one order, one payment and one confirmation mail.
 */

const CONCURRENT_BUY_NOW = 50;

async function fillCart(customer: ShopCustomer): Promise<string> {
  await addShirt(customer.request, { quantity: 2, sleeveCm: 65, neckCm: 40, fit: 1 });
  await addShirt(customer.request, { quantity: 1, sleeveCm: 67, neckCm: 42, fit: 3 });
  return openCheckout(customer.request);
}

test("fifty concurrent Buy now with the test card make one paid order, and each is sent to its confirmation", async ({
  launch,
}) => {
  test.setTimeout(120_000);
  const shop = await launch.testProviderShop();
  const customer = await launch.customer(shop);
  const cartVersion = await fillCart(customer);

  const answers = await Promise.all(
    Array.from({ length: CONCURRENT_BUY_NOW }, () => buyNowWithTestCard(customer.request, cartVersion)),
  );

  // Whichever request charged the card, every other one finds the order it paid (the same
  // order waiting for payment, or the paid order once the cart was emptied): the customer
  // always lands on that order's confirmation, never on an error.
  const outcomes = answers.map((answer) => `${answer.status()} ${answer.headers().location ?? ""}`);
  const [first] = outcomes;
  expect(first).toMatch(/^302 \/confirmation\?order=\d+$/);
  expect(outcomes.filter((outcome) => outcome !== first)).toEqual([]);
  const orderId = Number(first?.split("=")[1]);
  expect(await openConfirmation(customer.request, orderId)).toBe("paid");

  await shop.stop();
  const ledger = await readLedger(shop.dataDir);
  const result = audit(ledger, { toldPaid: [orderId] });
  printCounts("Scenario 1a: 50 concurrent Buy now with the test card", {
    "Buy now sent": answers.length,
    "302 to the one confirmation": outcomes.filter((outcome) => outcome === first).length,
    ...result.counts,
  });
  expect(result.lost).toEqual([]);
  expect(result.duplicated).toEqual([]);
  expect(ledger.orders).toEqual([{ id: orderId, status: "paid" }]);
  expect(ledger.payments).toEqual([{ orderId, ref: `test_order_${orderId}`, status: "succeeded" }]);
  expect(ledger.confirmationMails).toEqual([{ orderId }]);
});

test("fifty concurrent payment starts with Stripe make one order and one PaymentIntent", async ({ launch }) => {
  test.setTimeout(120_000);
  const { shop, stripe } = await launch.stripeShop();
  const customer = await launch.customer(shop);
  const cartVersion = await fillCart(customer);

  const answers = await Promise.all(
    Array.from({ length: CONCURRENT_BUY_NOW }, () => postStartPayment(customer.request, cartVersion)),
  );

  expect(answers.map((answer) => answer.status()).filter((status) => status !== 200)).toEqual([]);
  const started = await Promise.all(
    answers.map(async (answer) => (await answer.json()) as { orderId: number; providerRef: string }),
  );
  const distinct = new Set(started.map(({ orderId, providerRef }) => `${orderId} ${providerRef}`));
  expect(distinct.size).toBe(1);
  const [{ orderId, providerRef }] = started as [{ orderId: number; providerRef: string }];
  // The shop may ask Stripe more than once; its idempotency key makes every ask find the same PaymentIntent.
  expect(stripe.paymentIntents().map((paymentIntent) => paymentIntent.id)).toEqual([providerRef]);

  stripe.succeed(providerRef);
  await stripe.webhooksSettled();
  expect(await openConfirmation(customer.request, orderId)).toBe("paid");

  await shop.stop();
  const ledger = await readLedger(shop.dataDir);
  const result = audit(ledger, { paymentIntents: stripe.paymentIntents() });
  printCounts("Scenario 1b: 50 concurrent payment starts with Stripe", {
    "payment starts sent": answers.length,
    "PaymentIntent create calls (replays included)": stripe.createCalls(),
    ...result.counts,
  });
  expect(result.lost).toEqual([]);
  expect(result.duplicated).toEqual([]);
  expect(ledger.orders).toEqual([{ id: orderId, status: "paid" }]);
  expect(result.counts).toMatchObject({
    PaymentIntents: 1,
    "PaymentIntents succeeded": 1,
    "payments succeeded": 1,
    "confirmation mails": 1,
  });
});
