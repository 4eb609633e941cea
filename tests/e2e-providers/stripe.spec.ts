import { minorUnits } from "../e2e/shop-helpers";
import { expect, test } from "../shop-test";
import {
  customerWithShirtInBag,
  expectOneConfirmationMail,
  installProviderScripts,
  orderIdOf,
  pageProblems,
  stripeFake,
} from "./helpers";

/*
 * Paying by card with Stripe (spec 000 section 8): the Payment Element in deferred
 * intent mode, a declined card that leaves the order unpaid, then an accepted one; the
 * confirmation, the history and the mail, and exactly one PaymentIntent at Stripe.
 */

test.beforeEach(async ({ context, baseURL }) => {
  await installProviderScripts(context, baseURL);
});

test("a customer pays by card with Stripe after a declined card", async ({ page }) => {
  const problems = pageProblems(page);
  const customer = await customerWithShirtInBag(page);
  await page.goto("/checkout");

  // Both methods are offered; the card is chosen and Stripe's form loads in place of the test card.
  const card = page.getByRole("radio", { name: "Credit or debit card" });
  await expect(card).toBeChecked();
  await expect(page.getByRole("radio", { name: "PayPal" })).not.toBeChecked();
  await expect(page.getByText("Test payment:")).toHaveCount(0);
  const cardNumber = page.getByRole("textbox", { name: "Card number" });
  await expect(cardNumber).toBeVisible();
  await expect(page.getByText("Loading the secure card form…")).toHaveCount(0);
  const buyNow = page.getByRole("button", { name: "Buy now" });
  await expect(buyNow).toBeEnabled();
  const total = minorUnits(await page.getByTestId("order-total").textContent());
  expect(total).toBeGreaterThan(0);

  // A declined card: Stripe's message in the Error alert, still on the checkout, nothing paid.
  await cardNumber.fill("4000 0000 0000 0002");
  await buyNow.click();
  const alert = page.getByRole("alert").filter({ hasText: "Error" });
  await expect(alert).toContainText("Your card was declined.");
  await expect(page).toHaveURL("/checkout");
  await expect(buyNow).toBeEnabled();
  const [declined, ...others] = (await stripeFake.paymentIntents()).filter(
    (paymentIntent) => paymentIntent.receipt_email === customer.email,
  );
  expect(others).toEqual([]);
  expect(declined).toMatchObject({
    status: "requires_payment_method",
    amount_received: 0,
    last_payment_error: { code: "card_declined" },
  });
  const unpaidOrderId = declined!.metadata.order_id;
  const waiting = await page.request.get(`/confirmation?order=${unpaidOrderId}`);
  expect(await waiting.text()).toContain("We are confirming your payment");
  expect(await (await page.request.get("/history-order")).text()).toContain("You have no orders yet.");

  // The accepted card pays the same order, through the same PaymentIntent.
  await cardNumber.fill("4242 4242 4242 4242");
  await buyNow.click();
  await expect(page).toHaveURL(
    /\/confirmation\?order=\d+&payment_intent=pi_\w+&payment_intent_client_secret=\w+&redirect_status=succeeded$/,
  );
  const orderId = orderIdOf(page.url());
  expect(orderId).toBe(unpaidOrderId);
  // The page may first wait for Stripe's answer; it asks again by itself.
  await expect(page.getByRole("heading", { name: "Thank you for your order." })).toBeVisible({ timeout: 15_000 });
  const orderNumber = (await page.getByTestId("order-number").textContent()) ?? "";
  expect(orderNumber).toMatch(/^AS\d{6,}$/);

  const ofOrder = (await stripeFake.paymentIntents()).filter(
    (paymentIntent) => paymentIntent.metadata.order_id === orderId,
  );
  expect(ofOrder).toHaveLength(1);
  expect(ofOrder[0]).toMatchObject({
    id: declined!.id,
    status: "succeeded",
    amount: total,
    amount_received: total,
    currency: "gbp",
    metadata: { order_id: orderId, order_number: orderNumber },
  });
  // Stripe's webhook reached the shop and was accepted.
  const succeeded = (await stripeFake.events()).find(
    (event) => event.type === "payment_intent.succeeded" && event.data.object.id === declined!.id,
  );
  expect(succeeded).toBeDefined();
  await expect
    .poll(async () => (await stripeFake.deliveries()).filter((delivery) => delivery.eventId === succeeded!.id))
    .toEqual([{ eventId: succeeded!.id, type: "payment_intent.succeeded", status: 200 }]);

  // Reloading creates nothing; the cart is empty; one mail; the order in the history.
  await page.reload();
  await expect(page.getByTestId("order-number")).toHaveText(orderNumber);
  await expectOneConfirmationMail(customer.email, orderNumber);
  await page.goto("/cart");
  await expect(page.getByRole("main").getByText("Your cart is empty!")).toBeVisible();
  await page.goto("/history-order");
  const order = page.getByRole("article", { name: `Order ${orderNumber}` });
  await expect(order).toContainText("Paid");
  await expect(order).toContainText(`£${(total / 100).toFixed(2)}`);
  expect(
    (await stripeFake.paymentIntents()).filter((paymentIntent) => paymentIntent.metadata.order_id === orderId),
  ).toHaveLength(1);
  expect(problems).toEqual([]);
});
