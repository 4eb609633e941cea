import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { expect, test } from "../shop-test";
import { fillAddress, signedInCustomer, signIn, type TestCustomer } from "./account-helpers";
import { expectNoAxeViolations } from "./fixtures";
import { mailsTo, paidOrder } from "./order-helpers";
import { staffState } from "./staff-helpers";

/*
 * Their data is theirs (GDPR articles 15, 17 and 20): a customer downloads everything the shop
 * holds about them from /account, then erases it; an order under way holds the erasure back.
 */

/** Downloads "My data" from /account and returns the zip's files. */
async function downloadMyData(page: Page): Promise<Record<string, Uint8Array>> {
  await page.goto("/account");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download my data" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^atelier-sartorial-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  return unzipSync(new Uint8Array(await readFile(await download.path())));
}

async function deleteAccount(page: Page, customer: TestCustomer) {
  await page.getByText("Delete my account").first().click();
  await page.getByLabel("Your password").fill(customer.password);
  await page.getByRole("button", { name: "Delete my account" }).click();
}

test.describe("my data", () => {
  test("a customer downloads and then erases their data", async ({ page }) => {
    const customer = await signedInCustomer(page, "Ottavia Privata");
    await page.getByRole("textbox", { name: "Phone" }).fill("+39 02 1234 5678");
    await fillAddress(page, "Shipping address", "Bergamo");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page).toHaveURL("/account?updated=profile");
    await page.request.post("/newsletter", { form: { intent: "subscribe", email: customer.email } });
    await expect.poll(async () => (await mailsTo(customer.email)).length, { timeout: 15_000 }).toBeGreaterThan(0);

    // The page says what an erasure keeps, and why.
    await page.getByText("Delete my account").first().click();
    await expect(
      page.getByText(/Invoices and credit notes are kept for 10 years, as accounting law requires/),
    ).toBeVisible();

    const files = await downloadMyData(page);
    expect(Object.keys(files).sort()).toEqual(["README.txt", "customer-data.json"]);
    const data = JSON.parse(strFromU8(files["customer-data.json"]!));
    expect(data.profile).toMatchObject({ name: "Ottavia Privata", email: customer.email, phone: "+39 02 1234 5678" });
    expect(data.addresses).toEqual([expect.objectContaining({ kind: "shipping", city: "Bergamo", country: "Italy" })]);
    expect(data.newsletter).toMatchObject({ subscribed: true, email: customer.email });
    expect(data.signIn.sessions.length).toBeGreaterThan(0);
    expect(JSON.stringify(data)).not.toMatch(/"(password|token)"/);

    await deleteAccount(page, customer);
    await expect(page).toHaveURL("/login?account=deleted");
    await expect(page.getByRole("status")).toContainText("Your account has been deleted");
    // The copies of the mails sent to them went too.
    expect(await mailsTo(customer.email)).toEqual([]);
    expect((await page.request.get("/account/data", { maxRedirects: 0 })).status()).toBe(302);
    await signIn(page, customer);
    await expect(page.getByRole("alert")).toHaveText("Login or password incorrect");
  });

  test("an order under way is in the download, with its invoice, and holds the erasure back", async ({ page }) => {
    const { email, number } = await paidOrder(page);
    const files = await downloadMyData(page);
    const invoices = Object.keys(files).filter((name) => /^invoices\/.+\.pdf$/.test(name));
    expect(invoices).toHaveLength(1);
    expect(strFromU8(files[invoices[0]!]!.subarray(0, 5))).toBe("%PDF-");
    const data = JSON.parse(strFromU8(files["customer-data.json"]!));
    expect(data.orders).toEqual([expect.objectContaining({ number, status: "paid", customerEmail: email })]);

    await deleteAccount(page, { name: "", email, password: "tailored-shirt-1" });
    await expect(page.getByRole("alert")).toContainText(`Your order ${number} is waiting to be made`);
    await expect(page).toHaveURL("/account");
  });

  test("customer service downloads a customer's data and erases it on their request", async ({ page, browser }) => {
    const customer = await signedInCustomer(page, "Rita Richiesta");
    const { id } = JSON.parse(strFromU8((await downloadMyData(page))["customer-data.json"]!)).profile;

    const service = await browser.newContext({ storageState: staffState("service") });
    const staffPage = await service.newPage();
    await staffPage.goto(`/admin/customers/${id}/erase`);
    await expect(staffPage.getByRole("heading", { name: `Rita Richiesta · ${customer.email}` })).toBeVisible();
    await expectNoAxeViolations(staffPage);
    const [download] = await Promise.all([
      staffPage.waitForEvent("download"),
      staffPage.getByRole("link", { name: "download the customer's data" }).click(),
    ]);
    const files = unzipSync(new Uint8Array(await readFile(await download.path())));
    expect(JSON.parse(strFromU8(files["customer-data.json"]!)).profile.email).toBe(customer.email);

    const confirmation = staffPage.getByLabel("Type the customer's e-mail address to confirm");
    const erase = staffPage.getByRole("button", { name: "Erase this customer's data" });
    await confirmation.fill("someone-else@example.com");
    await erase.click();
    await expect(staffPage.getByText("Type the customer's e-mail address exactly")).toBeVisible();
    await confirmation.fill(customer.email);
    await erase.click();
    await expect(staffPage).toHaveURL("/admin/customers?done=erased");
    await service.close();

    await page.goto("/account");
    await expect(page).toHaveURL("/login?returnUrl=%2Faccount");
    await signIn(page, customer);
    await expect(page.getByRole("alert")).toHaveText("Login or password incorrect");
  });
});
