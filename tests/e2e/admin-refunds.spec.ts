import { readFile } from "node:fs/promises";
import type { Download, Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { expect, test } from "../shop-test";
import { expectNoAxeViolations } from "./fixtures";
import { mailsTo, paidOrder } from "./order-helpers";
import { skipNewsletter } from "./shop-helpers";
import { staffState } from "./staff-helpers";

/*
 * Money going back: customer service refunds part of a paid order on the order
 * page; the refund shows there, in the customer's order history and in their e-mail, and its
 * credit note downloads from both as a PDF that reads right.
 */

/** Clicks a download link and reads the PDF's text. */
async function downloadedPdfText(
  page: Page,
  link: ReturnType<Page["getByRole"]>,
): Promise<{ text: string; download: Download }> {
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const bytes = await readFile((await download.path()) ?? "");
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return { text, download };
}

test.describe("a refund", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await skipNewsletter(context, baseURL);
  });

  test("customer service refunds part of an order: the order page, the customer's history and e-mail show it", async ({
    page,
    browser,
  }, testInfo) => {
    // A checkout, the refund's dialog, two PDFs and axe on both sides at two widths.
    test.slow();
    const { email, number } = await paidOrder(page);
    const orderPath = `/admin/orders/${Number(number.replace(/\D/g, ""))}`;
    const service = await browser.newContext({ storageState: staffState("service") });
    const office = await service.newPage();
    await office.goto(orderPath);
    await expect(office.getByRole("heading", { level: 1, name: `Order ${number}` })).toBeVisible();

    const refundsRegion = office.getByRole("region", { name: "Refunds" });
    await expect(refundsRegion.getByText("Nothing refunded.")).toBeVisible();
    const actions = office.getByRole("region", { name: "Actions on this order" });
    await actions.getByText("More actions").click();
    await actions.getByRole("link", { name: "Refund" }).click();
    const dialog = office.getByRole("dialog", { name: "Refund the customer" });
    await expect(dialog.getByText(/Customer service may refund up to/)).toBeVisible();

    // An amount that is no amount is refused beside its field; nothing is refunded.
    await dialog.getByRole("textbox", { name: /^Amount/ }).fill("ten");
    await dialog.getByRole("button", { name: "Refund and e-mail the customer" }).click();
    await expect(dialog.getByText("Please enter the amount to refund, such as 25 or 12.50.")).toBeVisible();
    // More than was paid: the server refuses it inside the dialog, with what was typed kept.
    await dialog.getByRole("textbox", { name: /^Amount/ }).fill("9999.00");
    await dialog.getByRole("textbox", { name: "Note (staff only)" }).fill("Too much on purpose.");
    await dialog.getByRole("button", { name: "Refund and e-mail the customer" }).click();
    await expect(dialog.getByText(/^At most \S+ can still be refunded on this order/)).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: /^Amount/ })).toHaveValue("9999.00");
    await expect(dialog.getByRole("textbox", { name: "Note (staff only)" })).toHaveValue("Too much on purpose.");
    await expectNoAxeViolations(office);
    await office.screenshot({ path: testInfo.outputPath("admin-order-refund-dialog-1280.png") });

    await dialog.getByRole("textbox", { name: /^Amount/ }).fill("10.00");
    await dialog.getByRole("combobox", { name: "Reason" }).selectOption({ label: "Goodwill gesture" });
    await dialog.getByRole("textbox", { name: "Note (staff only)" }).fill("The parcel was two days late.");
    await dialog.getByRole("button", { name: "Refund and e-mail the customer" }).click();
    await expect(office.getByText(/^Refunded\. The customer is e-mailed the amount/)).toBeVisible();
    await expect(dialog).toHaveCount(0);

    const refundItem = refundsRegion.getByRole("listitem").first();
    await expect(refundItem).toContainText("10.00");
    await expect(refundItem).toContainText("Refunded");
    await expect(refundItem).toContainText("Goodwill gesture");
    await expect(refundItem).toContainText("The parcel was two days late.");
    await expect(refundItem).toContainText("Sam Service");
    const payment = office.getByRole("region", { name: "Payment" });
    await expect(payment).toContainText(/Refunded\s*\S10\.00/);
    await expect(office.getByRole("region", { name: "Timeline" })).toContainText(/Refund of \S10\.00 asked/);
    await expect(office.getByRole("region", { name: "Timeline" })).toContainText(
      /\S10\.00 refunded to the customer by test card/,
    );
    await expectNoAxeViolations(office);

    // The refund's credit note: numbered in its own series, the amount with its VAT share, the invoice it corrects.
    const staffLink = refundItem.getByRole("link", { name: /^Credit note CN-\d{4}-\d{6} \(PDF\)$/ });
    const creditNoteNumber = /CN-\d{4}-\d{6}/.exec((await staffLink.textContent()) ?? "")?.[0] ?? "";
    const staffPdf = await downloadedPdfText(office, staffLink);
    expect(staffPdf.download.suggestedFilename()).toBe(
      `atelier-sartorial-credit-note-${creditNoteNumber.replace(/^CN-/, "")}.pdf`,
    );
    for (const expected of [
      "Credit note",
      creditNoteNumber,
      "Corrects invoice",
      "Goodwill gesture",
      "Net amount (excl. VAT)",
      "Total refunded (incl. VAT)",
      "10.00",
    ]) {
      expect(staffPdf.text).toContain(expected);
    }
    expect(staffPdf.text).toMatch(/VAT \d+(\.\d+)?% \(/);
    expect(staffPdf.text).toMatch(/Refund on invoice \d{4}-\d{6}/);

    // The orders list marks it.
    await office.goto(`/admin/orders?q=${number}`);
    await expect(office.getByRole("table").getByRole("row").filter({ hasText: number })).toContainText(
      /\S10\.00 refunded/,
    );

    // The customer's e-mail says how much, for which order.
    await expect
      .poll(async () => (await mailsTo(email)).find((mail) => mail.includes("Subject: Refund of")) ?? "", {
        timeout: 15_000,
      })
      .toContain(`We have refunded £10.00 for your order ${number}.`);

    // The customer's history shows it.
    await page.goto("/history-order");
    const order = page.getByRole("article").filter({ hasText: number });
    await expect(order.getByRole("region", { name: "Refunds" })).toContainText(/\S10\.00 refunded on/);
    await expectNoAxeViolations(page);
    const customerPdf = await downloadedPdfText(
      page,
      order
        .getByRole("region", { name: "Refunds" })
        .getByRole("link", { name: `Credit note ${creditNoteNumber} (PDF)` }),
    );
    expect(customerPdf.text).toContain(creditNoteNumber);
    expect(customerPdf.text).toContain("Total refunded (incl. VAT)");

    for (const width of [1280, 390]) {
      await office.setViewportSize({ width, height: 900 });
      await office.goto(orderPath);
      await expectNoAxeViolations(office);
      await office.screenshot({ path: testInfo.outputPath(`admin-order-refunds-${width}.png`), fullPage: true });
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/history-order");
      await page.screenshot({ path: testInfo.outputPath(`history-refunds-${width}.png`), fullPage: true });
    }
    await service.close();
  });
});
