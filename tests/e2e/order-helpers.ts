import path from "node:path";
import { type Browser, expect, type Page } from "@playwright/test";
import { mailsIn } from "../mail-files";
import { fillAddress, newCustomer, registerCustomer, signIn } from "./account-helpers";
import { dataDir } from "./fixtures";
import { addShirtToBag } from "./shop-helpers";
import { staffState } from "./staff-helpers";

/* Orders for the back office's browser tests: one paid by a new customer, and the e-mails they received. */

/** The mails written for `email`, decoded as a person reads them. */
export function mailsTo(email: string): Promise<string[]> {
  return mailsIn(path.join(dataDir(), "mail"), email);
}

/** A new customer (named `name`) pays one shirt with the test card; their e-mail and the order number. */
export async function paidOrder(page: Page, name?: string): Promise<{ email: string; number: string }> {
  const customer = await registerCustomer(page.request, newCustomer(name));
  await addShirtToBag(page, { collar: "41", sleeve: "66", fit: "Fitted" });
  await page.getByRole("link", { name: "Proceed to checkout" }).click();
  await expect(page).toHaveURL("/login?returnUrl=%2Fcheckout&from=cart");
  await signIn(page, customer, page.url().replace(/^https?:\/\/[^/]+/, ""));
  await expect(page).toHaveURL("/confirm-adress");
  await fillAddress(page, "Shipping address", "Milano");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page).toHaveURL("/checkout?updated=address");
  await page.getByRole("textbox", { name: "Card number" }).fill("4242 4242 4242 4242");
  await page.getByRole("textbox", { name: "Expiry date" }).fill("12 / 34");
  await page.getByRole("textbox", { name: "Security code" }).fill("123");
  await page.getByRole("button", { name: "Buy now" }).click();
  await expect(page).toHaveURL(/\/confirmation\?order=\d+$/);
  return { email: customer.email, number: (await page.getByTestId("order-number").textContent()) ?? "" };
}

/** The workshop takes a shirt from its phone page through the stages and a passed quality check. */
export async function packShirt(browser: Browser, shirtPath: string) {
  const context = await browser.newContext({ storageState: staffState("workshop") });
  const page = await context.newPage();
  await page.goto(shirtPath);
  for (const next of ["cutting", "sewing", "quality check"]) {
    await page.getByRole("button", { name: `Move to ${next}` }).click();
    await expect(page.getByTestId("stage")).toHaveText(new RegExp(next, "i"));
  }
  const check = page.getByRole("region", { name: /quality check/i });
  for (const input of await check.getByRole("textbox", { name: /cm ±/ }).all()) {
    const label = (await input.getAttribute("id")) ?? "";
    const text = (await page.locator(`label[for="${label}"]`).textContent()) ?? "";
    await input.fill(/: ([\d.]+) cm/.exec(text)?.[1] ?? "");
  }
  await check.getByRole("button", { name: "Record the check" }).click();
  await expect(page.getByTestId("stage")).toHaveText("Packed");
  await context.close();
}
