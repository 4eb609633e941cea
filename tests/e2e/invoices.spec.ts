import { readFile } from "node:fs/promises";
import type { Download, Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { expect, test } from "../shop-test";
import { signedInCustomer } from "./account-helpers";
import { expectNoAxeViolations } from "./fixtures";
import { paidOrder as paidOrderOfNewCustomer } from "./order-helpers";
import { skipNewsletter } from "./shop-helpers";
import { staffState } from "./staff-helpers";

/*
 * Invoices: a paid order's invoice downloads as a PDF from the customer's history
 * and from the order page in the back office, and reads right; the owner sets the legal
 * details and VAT rates it prints.
 */

/** A new customer pays one shirt with the test card, delivered to Italy; the order's id and number. */
async function paidOrder(page: Page): Promise<{ id: string; number: string }> {
  const { number } = await paidOrderOfNewCustomer(page);
  return { id: String(Number(number.replace(/\D/g, ""))), number };
}

/** The text of a downloaded PDF, one string. */
async function pdfText(download: Download): Promise<string> {
  const bytes = await readFile((await download.path()) ?? "");
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

test.describe("a paid order's invoice", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await skipNewsletter(context, baseURL);
  });

  test("downloads from the customer's history and from the order page, and reads right", async ({
    page,
    browser,
  }, testInfo) => {
    const order = await paidOrder(page);
    await page.goto("/history-order");
    const link = page.getByRole("link", { name: /^Invoice \d{4}-\d{6} \(PDF\)$/ });
    await expect(link).toBeVisible();
    const invoiceNumber = /\d{4}-\d{6}/.exec((await link.textContent()) ?? "")?.[0] ?? "";
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath("history-invoice-1280.png"), fullPage: true });

    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe(`atelier-sartorial-invoice-${invoiceNumber}.pdf`);
    const text = await pdfText(download);
    for (const expected of [
      "Invoice",
      invoiceNumber,
      order.number,
      // The seller's details themselves may be the invoicing settings' test's, which runs alongside.
      "VAT number ",
      "Marco Rossi",
      "12 Via Roma",
      "20121 Milano",
      "VAT 22% (Italy)",
      "Net amount (excl. VAT)",
      "Total paid (incl. VAT)",
    ]) {
      expect(text, expected).toContain(expected);
    }

    // Another customer asking for this order's invoice gets the not-found page.
    const stranger = await browser.newContext();
    const strangerPage = await stranger.newPage();
    await signedInCustomer(strangerPage);
    const refused = await strangerPage.request.get(`/history-order/${order.id}/invoice`);
    expect(refused.status()).toBe(404);
    await stranger.close();

    const service = await browser.newContext({ storageState: staffState("service") });
    const office = await service.newPage();
    await office.goto(`/admin/orders/${order.id}`);
    const staffLink = office.getByRole("link", { name: `Invoice ${invoiceNumber} (PDF)` });
    await expect(staffLink).toBeVisible();
    await expectNoAxeViolations(office);
    const [staffDownload] = await Promise.all([office.waitForEvent("download"), staffLink.click()]);
    expect(staffDownload.suggestedFilename()).toBe(`atelier-sartorial-invoice-${invoiceNumber}.pdf`);
    const staffText = await pdfText(staffDownload);
    expect(staffText).toContain(invoiceNumber);
    expect(staffText).toContain(order.number);
    await service.close();
  });
});

test.describe("the owner's invoicing settings", () => {
  test.use({ storageState: staffState("owner") });

  test("saves the legal details and VAT rates, with a message beside a wrong value", async ({ page }, testInfo) => {
    await page.goto("/admin");
    await page.getByRole("link", { name: "Settings" }).click();
    await expect(page).toHaveURL("/admin/settings");
    await page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Invoicing" }).click();
    await expect(page).toHaveURL("/admin/settings/invoicing");
    await expect(page.getByRole("heading", { name: "Invoicing", level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath("settings-invoicing-1280.png"), fullPage: true });

    const legal = page.getByRole("region", { name: "Legal details" });
    const registration = legal.getByRole("textbox", { name: "Company registration" });
    const before = await registration.inputValue();
    await legal.getByRole("textbox", { name: "VAT number" }).fill("12345");
    await legal.getByRole("button", { name: "Save the legal details" }).click();
    await expect(legal.getByText("Please enter the VAT number with its country code")).toBeVisible();
    await legal.getByRole("textbox", { name: "VAT number" }).fill("IT12345678903");
    await registration.fill(`${before} · PEC atelier@pec.example`);
    await legal.getByRole("button", { name: "Save the legal details" }).click();
    await expect(page.getByText("Legal details saved.")).toBeVisible();
    await expect(registration).toHaveValue(`${before} · PEC atelier@pec.example`);

    const rates = page.getByRole("region", { name: "VAT rates by delivery country" });
    const malta = rates.getByRole("textbox", { name: "Malta" });
    await expect(malta).toHaveValue("18");
    await malta.fill("eighteen");
    await rates.getByRole("button", { name: "Save the VAT rates" }).click();
    await expect(rates.getByText("Please correct the rate marked below.")).toBeVisible();
    await expect(malta).toHaveAccessibleDescription(/from 0 to 50/);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath("settings-invoicing-errors-1280.png"), fullPage: true });
    await malta.fill("18,5");
    await rates.getByRole("button", { name: "Save the VAT rates" }).click();
    await expect(page.getByText("VAT rates saved.")).toBeVisible();
    await expect(rates.getByRole("textbox", { name: "Malta" })).toHaveValue("18.5");

    // As it was, for the other journeys.
    await rates.getByRole("textbox", { name: "Malta" }).fill("18");
    await rates.getByRole("button", { name: "Save the VAT rates" }).click();
    await expect(page.getByText("VAT rates saved.")).toBeVisible();
    await registration.fill(before);
    await legal.getByRole("button", { name: "Save the legal details" }).click();
    await expect(page.getByText("Legal details saved.")).toBeVisible();

    await page.goto("/admin/audit");
    await expect(page.getByText("changed a country's VAT rate").first()).toBeVisible();
  });
});

test("the invoicing settings on a phone @phone", async ({ browser }, testInfo) => {
  const context = await browser.newContext({
    storageState: staffState("owner"),
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto("/admin/settings/invoicing");
  await expect(page.getByRole("heading", { name: "Invoicing", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath("settings-invoicing-390.png"), fullPage: true });
  await context.close();
});
