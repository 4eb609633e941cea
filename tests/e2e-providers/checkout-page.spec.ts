import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "../e2e/fixtures";
import { expect, test } from "../shop-test";
import { customerWithShirtInBag, installProviderScripts, mainShopUrl, pageProblems } from "./helpers";

/*
 * The checkout with real providers configured: its Content-Security-Policy allows their
 * scripts and frames by name, and only when they are configured (DESIGN.md section 6); the
 * page with the Stripe form and with the PayPal button is accessible, at desktop and phone
 * widths (screenshots attached for review).
 */

const PROVIDER_HOSTS = ["https://js.stripe.com", "https://www.paypal.com", "https://www.sandbox.paypal.com"];

function directives(policy: string | undefined): Map<string, string[]> {
  return new Map(
    (policy ?? "")
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = "", ...values]) => [name, values]),
  );
}

test("the Content-Security-Policy names the payment providers only where they are configured", async ({
  request,
  playwright,
}) => {
  const withProviders = directives(
    (await request.get("/checkout", { maxRedirects: 0 })).headers()["content-security-policy"],
  );
  expect(withProviders.get("script-src")).toEqual(expect.arrayContaining(PROVIDER_HOSTS));
  expect(withProviders.get("frame-src")).toEqual(expect.arrayContaining(PROVIDER_HOSTS));
  expect(withProviders.get("connect-src")).toEqual(
    expect.arrayContaining(["https://api.stripe.com", "https://www.paypal.com", "https://www.sandbox.paypal.com"]),
  );
  expect(withProviders.get("frame-ancestors")).toEqual(["'none'"]);

  const mainShop = await playwright.request.newContext({ baseURL: mainShopUrl() });
  const keyless = (await mainShop.get("/checkout", { maxRedirects: 0 })).headers()["content-security-policy"];
  await mainShop.dispose();
  expect(keyless).toContain("script-src 'self'");
  expect(keyless).not.toMatch(/stripe\.com|paypal\.com|paypalobjects\.com/);
  expect(directives(keyless).get("frame-src")).toEqual(["'none'"]);
});

/** A full-page screenshot, kept in the test's output folder and attached to the report. */
async function screenshot(page: Page, name: string) {
  const file = test.info().outputPath(name);
  // From the top: the order summary is sticky, and would be drawn where the last click scrolled it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: file, fullPage: true });
  await test.info().attach(name, { path: file, contentType: "image/png" });
}

test("the checkout with the Stripe form and with the PayPal button has no accessibility violation", async ({
  page,
  context,
  baseURL,
}) => {
  await installProviderScripts(context, baseURL);
  const problems = pageProblems(page);
  await customerWithShirtInBag(page);
  await page.goto("/checkout");

  const cardNumber = page.getByRole("textbox", { name: "Card number" });
  await expect(cardNumber).toBeVisible();
  await expect(page.getByRole("button", { name: "Buy now" })).toBeEnabled();
  await expectNoAxeViolations(page);
  await screenshot(page, "checkout-stripe-1280.png");

  await page.getByRole("radio", { name: "PayPal" }).check();
  await expect(page.getByRole("button", { name: "PayPal", exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, "checkout-paypal-1280.png");

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await screenshot(page, "checkout-paypal-390.png");
  await page.getByRole("radio", { name: "Credit or debit card" }).check();
  await expect(cardNumber).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, "checkout-stripe-390.png");
  expect(problems).toEqual([]);
});
