import type { Page } from "@playwright/test";
import { expect, test } from "../shop-test";
import { fillAddress, registerCustomer, signIn } from "./account-helpers";
import { expectNoAxeViolations } from "./fixtures";
import { mailsTo } from "./order-helpers";
import { addShirtToBag, minorUnits, skipNewsletter } from "./shop-helpers";

/*
 * The purchase journey with the built-in test provider: cart, address, checkout,
 * delivery change, a declined then an accepted card, confirmation, the e-mail, the history,
 * its details and Reorder.
 */

test.beforeEach(async ({ context, baseURL }) => {
  await skipNewsletter(context, baseURL);
});

async function fillCard(page: Page, number: string) {
  await page.getByRole("textbox", { name: "Card number" }).fill(number);
  await page.getByRole("textbox", { name: "Expiry date" }).fill("12 / 34");
  await page.getByRole("textbox", { name: "Security code" }).fill("123");
}

test("a new customer buys two shirts with the test card and finds the order in the history", async ({ page }) => {
  const customer = await registerCustomer(page.request);
  await addShirtToBag(page, { collar: "41", sleeve: "66", fit: "Fitted" });
  await addShirtToBag(page, { path: "/custom-made-men-shirt/the-executive/1", quantity: "1" });

  await page.getByRole("link", { name: "Proceed to checkout" }).click();
  await expect(page).toHaveURL("/login?returnUrl=%2Fcheckout&from=cart");
  await signIn(page, customer, page.url().replace(/^https?:\/\/[^/]+/, ""));
  await expect(page).toHaveURL("/confirm-adress");
  await fillAddress(page, "Shipping address", "Milano");
  await page.getByRole("button", { name: "Save and continue" }).click();
  // Spec 000 section 7 (updateadresse): the cart flow says the save succeeded and goes on to /checkout.
  await expect(page).toHaveURL("/checkout?updated=address");
  await expect(page.getByRole("status").filter({ hasText: "Update successful" })).toBeVisible();

  // The page: details, address with Change, delivery, payment, summary, terms.
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(page.getByText(customer.email)).toBeVisible();
  await expect(page.getByRole("link", { name: "Change the delivery address" })).toHaveAttribute(
    "href",
    "/confirm-adress",
  );
  await expect(page.getByText("12 Via Roma")).toBeVisible();
  await expect(page.getByText("By clicking Buy now you accept our terms & conditions.")).toBeVisible();
  await expect(page.getByRole("link", { name: "terms & conditions" })).toHaveAttribute(
    "href",
    "/perfect-fit-guarantee",
  );
  await expect(page.getByText("Test payment:")).toBeVisible();
  const summary = page.getByRole("complementary", { name: "Order summary" });
  await expect(summary.getByRole("listitem")).toHaveCount(2);
  await expect(page.getByRole("radio", { name: /Standard delivery/ })).toBeChecked();
  const standardTotal = minorUnits(await page.getByTestId("order-total").textContent());

  // Express delivery recomputes the delivery and the total at once.
  await page.getByRole("radio", { name: /Express delivery/ }).check();
  await expect(page.getByTestId("delivery-fee")).not.toHaveText("Free");
  const fee = minorUnits(await page.getByTestId("delivery-fee").textContent());
  expect(fee).toBeGreaterThan(0);
  await expect(page.getByTestId("order-total")).toHaveText(new RegExp(`${((standardTotal + fee) / 100).toFixed(2)}$`));
  await expectNoAxeViolations(page);

  // Missing card fields are named; a declined card shows the provider's message in the Error alert.
  await page.getByRole("button", { name: "Buy now" }).click();
  await expect(page.getByText("Please enter the 16 digits of the card number.")).toBeVisible();
  await fillCard(page, "4000 0000 0000 0002");
  await page.getByRole("button", { name: "Buy now" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "Error" });
  await expect(alert).toContainText("Your card was declined.");
  await expect(page).toHaveURL("/checkout");
  await expect(page.getByRole("radio", { name: /Express delivery/ })).toBeChecked();

  await fillCard(page, "4242 4242 4242 4242");
  await page.getByRole("button", { name: "Buy now" }).click();
  await expect(page).toHaveURL(/\/confirmation\?order=\d+$/);
  await expect(page.getByRole("heading", { name: "Thank you for your order." })).toBeVisible();
  await expect(page.getByText("An email has been sent with all the information about your order.")).toBeVisible();
  const orderNumber = (await page.getByTestId("order-number").textContent()) ?? "";
  expect(orderNumber).toMatch(/^AS\d{6,}$/);
  await expect(page.getByRole("link", { name: "Go to my account" })).toHaveAttribute("href", "/account");
  await expectNoAxeViolations(page);

  // Reloading creates nothing; the cart is empty; the e-mail went out once.
  await page.reload();
  await expect(page.getByTestId("order-number")).toHaveText(orderNumber);
  await page.goto("/cart");
  await expect(page.getByRole("main").getByText("Your cart is empty!")).toBeVisible();
  await expect
    .poll(async () => (await mailsTo(customer.email)).filter((mail) => mail.includes(orderNumber)).length, {
      timeout: 15_000,
    })
    .toBe(1);
  const [mail] = (await mailsTo(customer.email)).filter((text) => text.includes(orderNumber));
  expect(mail).toContain(`Subject: Your order ${orderNumber}`);
  expect(mail).toContain("Express delivery");
  expect(mail).toContain("Collar");
  expect(mail).toMatch(/Expected (between|on) \d/);

  // The history: number, date, total, lines; Details opens the panel; Reorder fills the cart.
  await page.goto("/history-order");
  const order = page.getByRole("article", { name: `Order ${orderNumber}` });
  await expect(order).toBeVisible();
  await expect(order).toContainText("Paid");
  await expect(order).toContainText(/Expected (between \d+( [A-Z][a-z]+)? and|on) \d+ [A-Z][a-z]+/);
  await expect(order).toContainText(((standardTotal + fee) / 100).toFixed(2));
  await expect(order.getByRole("listitem")).toHaveCount(2);
  const firstLine = order.getByRole("listitem").first();
  await expect(firstLine.getByText("Fabric")).toBeHidden();
  await firstLine.getByText("Details").click();
  await expect(firstLine.getByText("Fabric")).toBeVisible();
  await expect(firstLine.getByText("Cuffs")).toBeVisible();
  await expectNoAxeViolations(page);
  await firstLine.getByRole("button", { name: /^Reorder/ }).click();
  await expect(page).toHaveURL("/cart");
  await expect(page.getByRole("heading", { level: 2, name: "The Executive" })).toHaveCount(1);
});

test("a customer without orders sees the empty history", async ({ page }) => {
  const customer = await registerCustomer(page.request);
  await signIn(page, customer, "/login?returnUrl=%2Fhistory-order");
  await expect(page).toHaveURL("/history-order");
  await expect(page.getByText("You have no orders yet.")).toBeVisible();
});

test("the checkout works before JavaScript loads", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await skipNewsletter(context, baseURL);
  const page = await context.newPage();
  const customer = await registerCustomer(page.request);
  await signIn(page, customer, "/login?returnUrl=%2Fconfirm-adress");
  await fillAddress(page, "Shipping address", "Milano");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page).toHaveURL("/cart");
  await addShirtToBag(page);
  await page.getByRole("link", { name: "Proceed to checkout" }).click();
  await expect(page).toHaveURL("/checkout");
  await page.getByRole("radio", { name: /Express delivery/ }).check();
  await fillCard(page, "4242 4242 4242 4242");
  await page.getByRole("button", { name: "Buy now" }).click();
  await expect(page).toHaveURL(/\/confirmation\?order=\d+$/);
  await expect(page.getByRole("heading", { name: "Thank you for your order." })).toBeVisible();
  await context.close();
});

test("pays on a phone: the checkout fits the screen and the card form works @phone", async ({ page }) => {
  const customer = await registerCustomer(page.request);
  await signIn(page, customer, "/login?returnUrl=%2Fconfirm-adress");
  await fillAddress(page, "Shipping address", "Milano");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await addShirtToBag(page);
  await page.goto("/checkout");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await fillCard(page, "4242 4242 4242 4242");
  await page.getByRole("button", { name: "Buy now" }).click();
  await expect(page.getByRole("heading", { name: "Thank you for your order." })).toBeVisible();
  await page.goto("/history-order");
  const overflowHistory = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflowHistory).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});
