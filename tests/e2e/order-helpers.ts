import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { fillAddress, registerCustomer, signIn } from "./account-helpers";
import { dataDir } from "./fixtures";
import { addShirtToBag } from "./shop-helpers";

/* Orders for the back office's browser tests: one paid by a new customer, and the e-mails they received. */

/** The .eml files written for `email`, soft line breaks undone. */
export async function mailsTo(email: string): Promise<string[]> {
  const dir = path.join(dataDir(), "mail");
  const files = (await readdir(dir).catch(() => [] as string[])).sort();
  const mails = await Promise.all(files.map((file) => readFile(path.join(dir, file), "utf8")));
  return mails
    .map((mail) => mail.replace(/=\r?\n/g, "").replace(/=3D/g, "="))
    .filter((mail) => new RegExp(`^To: ${email.replace(/[.+]/g, "\\$&")}`, "m").test(mail));
}

/** A new customer pays one shirt with the test card; their e-mail and the order number. */
export async function paidOrder(page: Page): Promise<{ email: string; number: string }> {
  const customer = await registerCustomer(page.request);
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
