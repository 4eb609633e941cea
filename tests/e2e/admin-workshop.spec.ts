import type { Browser, Locator, Page, TestInfo } from "@playwright/test";
import { expect, test } from "../shop-test";
import { fillAddress, registerCustomer, signIn } from "./account-helpers";
import { expectNoAxeViolations } from "./fixtures";
import { addShirtToBag, skipNewsletter } from "./shop-helpers";
import { staffState } from "./staff-helpers";

/*
 * The workshop's journeys: a paid order's shirts in the queue, their printed
 * sheets with the QR code of each shirt's page, the shirt moved stage by stage from that page
 * on a phone, a failed then a passed quality check, and the packing slip.
 */

/** A new customer pays for `quantity` shirts of one line with the test card; the order's number. */
async function paidOrder(browser: Browser, baseURL: string | undefined, quantity: string): Promise<string> {
  const context = await browser.newContext();
  await skipNewsletter(context, baseURL);
  const page = await context.newPage();
  const customer = await registerCustomer(page.request);
  await signIn(page, customer, "/login?returnUrl=%2Fconfirm-adress");
  await fillAddress(page, "Shipping address", "Milano");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page).toHaveURL("/cart");
  await addShirtToBag(page, { quantity });
  await page.getByRole("link", { name: "Proceed to checkout" }).click();
  await expect(page).toHaveURL("/checkout");
  await page.getByRole("textbox", { name: "Card number" }).fill("4242 4242 4242 4242");
  await page.getByRole("textbox", { name: "Expiry date" }).fill("12 / 34");
  await page.getByRole("textbox", { name: "Security code" }).fill("123");
  await page.getByRole("button", { name: "Buy now" }).click();
  await expect(page).toHaveURL(/\/confirmation\?order=\d+$/);
  const orderNumber = (await page.getByTestId("order-number").textContent()) ?? "";
  await context.close();
  return orderNumber;
}

/** The queue's link to a shirt of an order ("AS000012 · 2 of 3"). */
function shirtLink(scope: Locator, orderNumber: string, unit: string) {
  return scope.getByRole("link", { name: new RegExp(`^${orderNumber} · ${unit}(?!\\d)`) });
}

/** How many pages a PDF of the page in print has. */
async function printedPages(page: Page): Promise<number> {
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  return pdf.toString("latin1").match(/\/Type\s*\/Page\b/g)?.length ?? 0;
}

test.describe("the workshop's queue and sheets", () => {
  test.use({ storageState: staffState("workshop") });

  test("opens the queue, prints the sheets (QR code to each shirt's page), one A4 page each", async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    // A checkout, the queue and every printed sheet checked by axe: longer than a minute on a busy machine.
    test.slow();
    const orderNumber = await paidOrder(browser, baseURL, "2");
    await page.goto(`/admin/production?q=${orderNumber}`);
    await expect(page.getByRole("heading", { level: 1, name: "Production" })).toBeVisible();
    const queued = page.getByRole("region", { name: /^Queued/ });
    await expect(shirtLink(queued, orderNumber, "1 of 2")).toBeVisible();
    await expect(shirtLink(queued, orderNumber, "2 of 2")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath("production-1280.png"), fullPage: true });
    // No customer's contact data on the workshop's queue.
    await expect(page.getByText(/@example\.com/)).toHaveCount(0);

    // The day's sheets: one document, a page per shirt.
    await page.getByRole("link", { name: "Today's sheets" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Production sheets" })).toBeVisible();
    const sheets = page.getByRole("article", { name: new RegExp(`order ${orderNumber}`) });
    await expect(sheets).toHaveCount(2);
    await expectNoAxeViolations(page);

    // One shirt's sheet: its QR code opens that shirt's page.
    await page.goto(`/admin/production?q=${orderNumber}`);
    await shirtLink(queued, orderNumber, "1 of 2").click();
    await expect(page.getByRole("heading", { level: 1, name: `${orderNumber} · 1 of 2` })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/shirts\/\d+$/);
    const shirtUrl = page.url();
    await page.getByRole("link", { name: "Sheet", exact: true }).click();
    await expect(page).toHaveURL(`${new URL(shirtUrl).pathname}/sheet`);
    const qr = page.getByRole("img", { name: /^QR code opening this shirt's page/ });
    await expect(qr).toHaveAttribute("data-qr-url", shirtUrl);
    await expect(qr.locator("svg path").first()).toBeAttached();
    const sheet = page.getByRole("article", { name: `Production sheet, order ${orderNumber}, shirt 1 of 2` });
    for (const heading of ["Fabric", "Monogram", "Style options", "Measurements (cm)", "Quality check"]) {
      await expect(sheet.getByRole("heading", { name: heading })).toBeVisible();
    }
    await expect(sheet.getByRole("cell", { name: /^CO-\d+$/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Print the sheet" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath("sheet-1280.png"), fullPage: true });
    // As printed: an A4 page's width at 96 dpi.
    await page.setViewportSize({ width: 794, height: 1123 });
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("button", { name: "Print the sheet" })).toBeHidden();
    await page.screenshot({ path: testInfo.outputPath("sheet-print.png"), fullPage: true });
    expect(await printedPages(page)).toBe(1);
    await page.emulateMedia({ media: "screen" });

    await page.goto("/admin/production/sheets?stage=queued");
    const allQueued = await page.getByRole("article").count();
    expect(allQueued).toBeGreaterThanOrEqual(2);
    // Within A4's 273 mm between the margins at the printed width (186 mm), every sheet.
    await page.setViewportSize({ width: 703, height: 1032 });
    await page.emulateMedia({ media: "print" });
    const heights = await page.getByRole("article").evaluateAll((sheets) => sheets.map((sheet) => sheet.scrollHeight));
    expect(heights.filter((height) => height > 1032)).toEqual([]);
    expect(await printedPages(page)).toBe(allQueued);
  });

  test("moves a shirt without JavaScript, and refuses a second tap of the same page", async ({ browser, baseURL }) => {
    const orderNumber = await paidOrder(browser, baseURL, "1");
    const context = await browser.newContext({ storageState: staffState("workshop"), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/admin/production?q=${orderNumber}`);
    await shirtLink(page.getByRole("region", { name: /^Queued/ }), orderNumber, "1 of 1").click();
    const stale = await context.newPage();
    await stale.goto(page.url());
    await page.getByRole("button", { name: "Move to cutting" }).click();
    await expect(page.getByRole("status")).toContainText("Moved on. Now at cutting.");
    await expect(page.getByTestId("stage")).toHaveText("Cutting");
    // The other tab still shows "queued": its tap is refused, and the shirt moves once only.
    await stale.getByRole("button", { name: "Move to cutting" }).click();
    await expect(stale.getByRole("alert")).toContainText("This shirt has already moved on: it is at cutting now.");
    await stale.reload();
    await expect(stale.getByTestId("stage")).toHaveText("Cutting");
    await context.close();
  });
});

/**
 * The journey of issue 4, at the width of `project`: the workshop filters its queue to
 * "Cutting", finds a shirt by the number its sheet shows, and moves it on from its card.
 */
async function filterFindAndMove(
  page: Page,
  browser: Browser,
  baseURL: string | undefined,
  testInfo: TestInfo,
  width: string,
) {
  const orderNumber = await paidOrder(browser, baseURL, "1");
  await page.goto(`/admin/production?q=${orderNumber}`);
  const card = page.getByTestId("queue-card").filter({ hasText: new RegExp(`${orderNumber} · 1 of 1(?!\\d)`) });
  // The shirt's number as its sheet prints it ("Shirt no. 12").
  const shirtNumber = (await card.getByText(/^Shirt no\. \d+$/).textContent()) ?? "";
  await card.getByRole("button", { name: "Move to cutting" }).click();
  await expect(page.getByRole("status")).toContainText("Moved to cutting.");
  await expect(page).toHaveURL(`/admin/production?q=${orderNumber}&done=cutting`);

  // The stage filter: large tabs with each stage's count.
  await page.goto("/admin/production");
  const stages = page.getByRole("navigation", { name: "Stages" });
  await stages.getByRole("link", { name: /^Cutting \d+/ }).click();
  await expect(page).toHaveURL("/admin/production?stage=cutting");
  await expect(stages.getByRole("link", { name: /^Cutting/ })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("region", { name: /^Queued/ })).toHaveCount(0);
  const cutting = page.getByRole("region", { name: /^Cutting/ });
  await expect(cutting).toBeVisible();

  // Found by the shirt's number from its sheet, within the stage.
  await page.getByRole("searchbox", { name: "Order or shirt number" }).fill(shirtNumber);
  await page.getByRole("button", { name: "Find" }).click();
  await expect(page).toHaveURL(
    `/admin/production?stage=cutting&q=${encodeURIComponent(shirtNumber).replace(/%20/g, "+")}`,
  );
  const found = cutting.getByTestId("queue-card").filter({ hasText: new RegExp(`${orderNumber} · 1 of 1(?!\\d)`) });
  await expect(found).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`production-cutting-${width}.png`), fullPage: true });

  // One large tap target: the card's whole width, at least 44 px high.
  const move = found.getByRole("button", { name: "Move to sewing" });
  const box = (await move.boundingBox())!;
  const cardBox = (await found.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.width).toBeGreaterThanOrEqual(cardBox.width - 24);
  await move.click();
  await expect(page.getByRole("status")).toContainText("Moved to sewing.");
  // The filter is kept: still the cutting stage and the search.
  await expect(page).toHaveURL(
    `/admin/production?stage=cutting&q=${encodeURIComponent(shirtNumber).replace(/%20/g, "+")}&done=sewing`,
  );
  await expect(cutting.getByText("None of the shirts found is at cutting.")).toBeVisible();
  await expect(stages.getByRole("link", { name: /^Sewing 1/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // Without the search, a stage with no shirt says so in words.
  await page.goto("/admin/production?stage=quality_check&q=AS999999");
  await expect(page.getByText("No shirt in the workshop matches “AS999999”.", { exact: false })).toBeVisible();
}

test.describe("the workshop's queue, filtered and searched", () => {
  test.use({ storageState: staffState("workshop") });

  test("filters to Cutting, finds a shirt by its number and moves it on from its card", async ({
    page,
    browser,
    baseURL,
  }, info) => {
    await filterFindAndMove(page, browser, baseURL, info, "1280");
  });
});

test.describe("the workshop's queue on a phone @phone", () => {
  test.use({ storageState: staffState("workshop"), viewport: { width: 390, height: 844 } });

  test("filters to Cutting, finds a shirt by its number and moves it on from its card", async ({
    page,
    browser,
    baseURL,
  }, info) => {
    await filterFindAndMove(page, browser, baseURL, info, "390");
  });
});

test.describe("a shirt on the workshop's phone @phone", () => {
  test.use({ storageState: staffState("workshop"), viewport: { width: 390, height: 844 } });

  test("moves it stage by stage, fails then passes its quality check, and packs it with its label", async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    const orderNumber = await paidOrder(browser, baseURL, "1");
    await page.goto(`/admin/production?q=${orderNumber}`);
    await page.screenshot({ path: testInfo.outputPath("production-390.png"), fullPage: true });
    await shirtLink(page.getByRole("region", { name: /^Queued/ }), orderNumber, "1 of 1").click();
    await expect(page.getByRole("heading", { level: 1, name: `${orderNumber} · 1 of 1` })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath("shirt-queued-390.png"), fullPage: true });
    for (const [next, label] of [
      ["cutting", "Cutting"],
      ["sewing", "Sewing"],
      ["quality check", "Quality check"],
    ] as const) {
      await page.getByRole("button", { name: `Move to ${next}` }).click();
      await expect(page.getByTestId("stage")).toHaveText(label);
    }

    // The check: each point's ordered value and tolerance is in its label.
    const check = page.getByRole("region", { name: "Quality check" });
    const fields = check.getByRole("textbox", { name: /cm ±/ });
    const count = await fields.count();
    expect(count).toBeGreaterThanOrEqual(6);
    await check.getByRole("button", { name: "Record the check" }).click();
    await expect(check.getByText("Please enter the measurement in cm.").first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath("shirt-check-390.png"), fullPage: true });
    // Measured exactly as ordered, but the sleeves 3 cm too long.
    const points = await fields.evaluateAll((inputs) =>
      inputs.map((input) => ({
        name: (input as HTMLInputElement).name,
        label: (input as HTMLInputElement).labels?.[0]?.textContent ?? "",
      })),
    );
    const fillMeasures = async (adjust: (label: string, ordered: number) => number) => {
      for (const { name, label } of points) {
        const ordered = Number(label.match(/: ([\d.]+) cm/)?.[1]);
        await check.locator(`input[name="${name}"]`).fill(String(adjust(label, ordered)));
      }
    };
    await fillMeasures((label, ordered) => (label.startsWith("Sleeves:") ? ordered + 3 : ordered));
    await check.getByRole("button", { name: "Record the check" }).click();
    await expect(page.getByRole("status")).toContainText("Quality check failed: the shirt is sent back.");
    await expect(page.getByRole("status")).toContainText("Sleeves 3 cm too large");
    await expect(page.getByTestId("stage")).toHaveText("Sewing");
    await expect(page.getByRole("region", { name: "Timeline" })).toContainText("Reason: Sleeves 3 cm too large");

    await page.getByRole("button", { name: "Move to quality check" }).click();
    await fillMeasures((_label, ordered) => ordered);
    await check.getByRole("button", { name: "Record the check" }).click();
    await expect(page.getByRole("status")).toContainText("Quality check passed: the shirt is packed.");
    await expect(page.getByTestId("stage")).toHaveText("Packed");

    // Packing: the label is the only contact data shown.
    const label = page.getByRole("region", { name: "Shipping label" });
    await expect(label).toContainText("Marco Rossi");
    await expect(label).toContainText("20121 Milano");
    await expect(page.getByText(/@example\.com/)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath("shirt-packed-390.png"), fullPage: true });

    await label.getByRole("link", { name: "Packing slip" }).click();
    // Its address is the order number with a check: the next order's slip is not one digit away.
    await expect(page).toHaveURL(new RegExp(`/admin/packing-slips/${orderNumber}-[\\w-]{22}$`));
    const slip = page.getByRole("article", { name: `Packing slip, order ${orderNumber}` });
    await expect(slip).toContainText("Marco Rossi");
    await expect(slip.getByRole("row", { name: new RegExp(`${orderNumber} · 1 of 1`) })).toContainText("Packed");
    await expect(slip).not.toContainText("€");
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath("packing-slip-390.png"), fullPage: true });
  });
});
