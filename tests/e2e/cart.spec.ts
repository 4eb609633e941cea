import type { Page } from "@playwright/test";
import { expect, test } from "../shop-test";
import { expectNoAxeViolations } from "./fixtures";
import { addShirtToBag, minorUnits, skipNewsletter } from "./shop-helpers";

test.beforeEach(async ({ context, baseURL }) => {
  await skipNewsletter(context, baseURL);
});

const line = (page: Page, name: string) =>
  page.getByRole("region", { name: "Shirts in your cart" }).getByRole("article", { name });
const total = (page: Page) => page.getByTestId("cart-total");

/** The id of a line, as the page's forms post it. */
async function lineIdOf(page: Page, name: string): Promise<string> {
  const id = await line(page, name).locator('input[name="lineId"]').first().getAttribute("value");
  if (!id) throw new Error(`no line ${name}`);
  return id;
}

test.describe("cart", () => {
  test("a shirt with its size goes into the bag; quantities, details and delete work", async ({ page }) => {
    await addShirtToBag(page, { quantity: "2", sleeve: "66", collar: "41", fit: "Fitted" });
    const executive = line(page, "The Executive");
    await expect(executive).toContainText("Fitted fit · collar 41 cm (L) · sleeve 66 cm");
    await expect(executive.getByTestId("line-quantity")).toHaveText("2");
    const subtotal = minorUnits(await executive.getByTestId("line-subtotal").textContent());
    const unit = subtotal / 2;
    await expect(total(page)).toHaveText(/^£/);
    expect(minorUnits(await total(page).textContent())).toBe(subtotal);
    await expect(page.getByRole("banner").getByRole("link", { name: "Cart, 2 shirts" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Checkout steps" }).locator('[aria-current="step"]')).toHaveText(
      /Cart/,
    );
    await expect(page.getByRole("main").getByText("5-7 working days")).toBeVisible();
    await expect(page.getByRole("main").getByText(/Italian factory/)).toBeVisible();
    await expect(executive.getByRole("link", { name: "Modify this shirt" })).toHaveAttribute(
      "href",
      /^\/redesign-shirt\/\d+$/,
    );
    await expect(page.getByRole("link", { name: "Continue shopping" })).toHaveAttribute("href", "/men-shirts");
    await expect(page.getByRole("link", { name: "Proceed to checkout" })).toHaveAttribute(
      "href",
      "/login?returnUrl=%2Fcheckout&from=cart",
    );
    await expectNoAxeViolations(page);

    // A second shirt: the total is the sum of the lines.
    await addShirtToBag(page, { path: "/custom-made-men-shirt/the-boardroom/2" });
    const boardroom = line(page, "The Boardroom");
    const second = minorUnits(await boardroom.getByTestId("line-subtotal").textContent());
    expect(minorUnits(await total(page).textContent())).toBe(subtotal + second);

    // Three quick clicks on plus: the line and the total follow at once, and none is lost.
    const plus = executive.getByRole("button", { name: "One more The Executive" });
    await plus.click();
    await plus.click();
    await plus.click();
    await expect(executive.getByTestId("line-quantity")).toHaveText("5");
    await expect(executive.getByTestId("line-subtotal")).toHaveText(formatPounds(unit * 5));
    await expect(total(page)).toHaveText(formatPounds(unit * 5 + second));
    // The header counts from the server: once it says so, the change is saved and a reload cannot race it.
    await expect(page.getByRole("banner").getByRole("link", { name: "Cart, 6 shirts" })).toBeVisible();
    await page.reload();
    await expect(executive.getByTestId("line-quantity")).toHaveText("5");
    await executive.getByRole("button", { name: "One less The Executive" }).click();
    await expect(executive.getByTestId("line-quantity")).toHaveText("4");
    await expect(page.getByRole("banner").getByRole("link", { name: "Cart, 5 shirts" })).toBeVisible();
    await page.reload();
    await expect(executive.getByTestId("line-quantity")).toHaveText("4");
    await expect(boardroom.getByRole("button", { name: "One less The Boardroom" })).toBeDisabled();

    // View Details: every option and every size value.
    await executive.getByRole("button", { name: "View Details" }).click();
    const dialog = page.getByRole("dialog", { name: "The Executive" });
    const design = dialog.getByRole("region", { name: "Design" });
    for (const label of ["Fabric", "Collar", "Collar bones", "Collar fastness", "Cuffs", "Pocket", "Embroidery"]) {
      await expect(design.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(design.getByText("Spread", { exact: true })).toBeVisible();
    const size = dialog.getByRole("region", { name: "Size" });
    await expect(size.getByText("41 cm · L · 16.25 in")).toBeVisible();
    await expect(size.getByText("66 cm")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // Delete both lines: the empty cart.
    await executive.getByRole("button", { name: "Delete The Executive" }).click();
    await expect(executive).toHaveCount(0);
    await expect(total(page)).toHaveText(formatPounds(second));
    await boardroom.getByRole("button", { name: "Delete The Boardroom" }).click();
    await expect(page.getByRole("main").getByText("Your cart is empty!")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Cart, 0 shirts" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("main").getByText("Your cart is empty!")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Cart, 0 shirts" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the header dropdown shows the real lines", async ({ page }) => {
    await addShirtToBag(page, { quantity: "3" });
    await page.goto("/faq");
    const cart = page.getByRole("banner").getByRole("link", { name: "Cart, 3 shirts" });
    await cart.hover();
    const dropdown = page.getByRole("banner").getByRole("link", { name: "View Cart" }).locator("..").locator("..");
    await expect(dropdown).toContainText("The Executive");
    await expect(dropdown).toContainText("Quantity 3");
  });

  test("another visitor's cart stays out of reach", async ({ browser, baseURL }) => {
    const alice = await browser.newContext();
    const bob = await browser.newContext();
    await skipNewsletter(alice, baseURL);
    await skipNewsletter(bob, baseURL);
    const alicePage = await alice.newPage();
    const bobPage = await bob.newPage();
    await addShirtToBag(alicePage, { quantity: "2" });
    const aliceLine = await lineIdOf(alicePage, "The Executive");

    await bobPage.goto("/cart");
    await expect(bobPage.getByRole("main").getByText("Your cart is empty!")).toBeVisible();
    await addShirtToBag(bobPage, { path: "/custom-made-men-shirt/the-boardroom/2" });
    await expect(line(bobPage, "The Executive")).toHaveCount(0);
    const attempts: Record<string, string>[] = [
      { intent: "quantity", lineId: aliceLine, step: "1" },
      { intent: "remove", lineId: aliceLine },
    ];
    for (const form of attempts) {
      const response = await bobPage.request.post("/cart", { form, maxRedirects: 0 });
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain("This shirt is not in your cart any more.");
    }
    await bobPage.reload();
    await expect(line(bobPage, "The Boardroom").getByTestId("line-quantity")).toHaveText("1");
    await alicePage.reload();
    await expect(line(alicePage, "The Executive").getByTestId("line-quantity")).toHaveText("2");
    await alice.close();
    await bob.close();
  });

  test("bad input is refused with a readable message and changes nothing", async ({ page }) => {
    await addShirtToBag(page);
    const id = await lineIdOf(page, "The Executive");
    const attempts: Record<string, string>[] = [
      { intent: "quantity", lineId: id, step: "5" },
      { intent: "quantity", lineId: "abc", step: "1" },
      { intent: "explode", lineId: id },
    ];
    for (const form of attempts) {
      const response = await page.request.post("/cart", { form, maxRedirects: 0 });
      expect(response.status(), JSON.stringify(form)).toBe(400);
    }
    const lower = await page.request.post("/cart", { form: { intent: "quantity", lineId: id, step: "-1" } });
    expect(lower.status()).toBe(400);
    expect(await lower.text()).toContain("Please choose a quantity from 1 to 10.");
    // A GET changes nothing.
    expect((await page.request.get(`/cart?intent=remove&lineId=${id}`)).status()).toBe(200);
    await page.reload();
    await expect(line(page, "The Executive").getByTestId("line-quantity")).toHaveText("1");
  });

  test("add to bag and the quantity buttons work without JavaScript", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await skipNewsletter(context, baseURL);
    const page = await context.newPage();
    await page.goto("/custom-made-men-shirt/the-executive/1");
    await page.getByRole("button", { name: "Add to bag" }).click();
    await expect(page.getByRole("alert")).toContainText("Please choose your sleeve length, fit and collar size");
    await addShirtToBag(page);
    const executive = line(page, "The Executive");
    await executive.getByRole("button", { name: "One more The Executive" }).click();
    await expect(executive.getByTestId("line-quantity")).toHaveText("2");
    const subtotal = minorUnits(await executive.getByTestId("line-subtotal").textContent());
    expect(minorUnits(await total(page).textContent())).toBe(subtotal);
    await executive.getByRole("button", { name: "One less The Executive" }).click();
    await expect(executive.getByTestId("line-quantity")).toHaveText("1");
    await executive.getByRole("button", { name: "Delete The Executive" }).click();
    await expect(page.getByRole("main").getByText("Your cart is empty!")).toBeVisible();
    await context.close();
  });

  test("prices follow the display currency, each line rounded and the total their sum", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("combobox", { name: "Currency" }).selectOption("CHF");
    await expect(page.getByTestId("starting-price")).toHaveText(/^CHF/);
    await addShirtToBag(page, { quantity: "3" });
    await addShirtToBag(page, { path: "/custom-made-men-shirt/the-windowpane/3", quantity: "2" });
    const subtotals = await page.getByTestId("line-subtotal").allTextContents();
    expect(subtotals.every((text) => text.startsWith("CHF"))).toBe(true);
    const sum = subtotals.reduce((acc, text) => acc + minorUnits(text), 0);
    expect(minorUnits(await total(page).textContent())).toBe(sum);
  });
});

function formatPounds(minor: number): string {
  return new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" }).format(minor / 100);
}
