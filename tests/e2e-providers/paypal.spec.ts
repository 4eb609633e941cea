import { minorUnits } from "../e2e/shop-helpers";
import { expect, test } from "../shop-test";
import {
  customerWithShirtInBag,
  expectOneConfirmationMail,
  installProviderScripts,
  orderIdOf,
  pageProblems,
  payPalFake,
} from "./helpers";

/*
 * Paying with PayPal (spec 000 section 8: "Method 2 shows the wallet button and hides
 * the card form"): the PayPal SDK loaded with the client id, the order's currency and intent
 * capture; the buyer approves, the shop captures on the server, exactly once, the exact amount.
 */

test.beforeEach(async ({ context, baseURL }) => {
  await installProviderScripts(context, baseURL);
});

test("a customer pays with PayPal in euros", async ({ page }) => {
  const problems = pageProblems(page);
  const customer = await customerWithShirtInBag(page);
  // The selector shows EUR at once; the choice is the cookie its form post sets: wait for that answer.
  const currencySaved = page.waitForResponse(
    (response) => new URL(response.url()).pathname.startsWith("/currency") && response.request().method() === "POST",
  );
  await page.getByRole("banner").getByRole("combobox", { name: "Currency" }).selectOption("EUR");
  await currencySaved;
  await page.goto("/checkout");

  // The card form shows first; PayPal hides it and shows the wallet button instead.
  const cardNumber = page.getByRole("textbox", { name: "Card number" });
  await expect(cardNumber).toBeVisible();
  const sdkRequest = page.waitForRequest((request) => request.url().startsWith("https://www.paypal.com/sdk/js?"));
  await page.getByRole("radio", { name: "PayPal" }).check();
  const sdkQuery = new URL((await sdkRequest).url()).searchParams;
  expect(Object.fromEntries(sdkQuery)).toMatchObject({
    "client-id": "fake-paypal-client-id",
    currency: "EUR",
    intent: "capture",
  });
  const payPalButton = page.getByRole("button", { name: "PayPal", exact: true });
  await expect(payPalButton).toBeVisible();
  await expect(page.getByText("Loading PayPal…")).toHaveCount(0);
  await expect(cardNumber).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Buy now" })).toHaveCount(0);

  // Back to the card and to PayPal again: each method shows its own form only.
  await page.getByRole("radio", { name: "Credit or debit card" }).check();
  await expect(cardNumber).toBeVisible();
  await expect(payPalButton).toHaveCount(0);
  await page.getByRole("radio", { name: "PayPal" }).check();
  await expect(payPalButton).toBeVisible();
  await expect(cardNumber).toHaveCount(0);

  const total = await page.getByTestId("order-total").textContent();
  expect(total).toMatch(/^€\d+\.\d{2}$/);
  const amount = (minorUnits(total) / 100).toFixed(2);
  const capturesBefore = (await payPalFake.calls()).capture;

  await payPalButton.click();
  await expect(page).toHaveURL(/\/confirmation\?order=\d+$/);
  await expect(page.getByRole("heading", { name: "Thank you for your order." })).toBeVisible();
  const orderNumber = (await page.getByTestId("order-number").textContent()) ?? "";
  expect(orderNumber).toMatch(/^AS\d{6,}$/);
  const orderId = orderIdOf(page.url());

  // One PayPal order for the shop's order, captured once, for exactly the amount shown.
  const ofOrder = (await payPalFake.orders()).filter((order) => order.purchase_units[0]?.custom_id === orderId);
  expect(ofOrder).toHaveLength(1);
  const [payPalOrder] = ofOrder;
  expect(payPalOrder).toMatchObject({
    intent: "CAPTURE",
    status: "COMPLETED",
    purchase_units: [{ amount: { currency_code: "EUR", value: amount }, invoice_id: orderNumber }],
  });
  const captures = payPalOrder!.purchase_units[0]!.payments?.captures ?? [];
  expect(captures).toHaveLength(1);
  expect(captures[0]).toMatchObject({ status: "COMPLETED", amount: { currency_code: "EUR", value: amount } });
  expect((await payPalFake.calls()).capture - capturesBefore).toBe(1);

  // PayPal's webhook for the capture, delivered twice, is accepted and changes nothing.
  expect((await payPalFake.sendWebhook("PAYMENT.CAPTURE.COMPLETED", payPalOrder!.id, 2)).statuses).toEqual([200, 200]);

  await expectOneConfirmationMail(customer.email, orderNumber);
  await page.goto("/history-order");
  const order = page.getByRole("article", { name: `Order ${orderNumber}` });
  await expect(order).toContainText("Paid");
  await expect(order).toContainText(`€${amount}`);
  expect((await payPalFake.calls()).capture - capturesBefore).toBe(1);
  expect(problems).toEqual([]);
});
