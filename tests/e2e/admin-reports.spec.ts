import { readFile } from "node:fs/promises";
import { expect, test } from "../shop-test";
import { expectNoAxeViolations } from "./fixtures";
import { paidOrder } from "./order-helpers";
import { skipNewsletter } from "./shop-helpers";
import { staffState } from "./staff-helpers";

/*
 * The owner's reports: a paid order, then the owner opens /admin/reports, shows it by month,
 * reads a chart (drawn on the server, named for screen readers) and its table, and downloads
 * the table as CSV; no accessibility violation, nothing the page's security policy refuses, and
 * a layout that holds on a phone.
 */

test.describe("the owner's reports", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await skipNewsletter(context, baseURL);
  });

  test("shows revenue and orders by month as a chart with its table, and exports it as CSV", async ({
    page,
    browser,
  }, testInfo) => {
    test.slow();
    await paidOrder(page);
    const owner = await browser.newContext({ storageState: staffState("owner") });
    const office = await owner.newPage();
    const refused: string[] = [];
    office.on("console", (message) => {
      if (/Content.Security.Policy|Refused to/i.test(message.text())) refused.push(message.text());
    });

    await office.goto("/admin");
    await office.getByRole("link", { name: "Reports" }).click();
    await expect(office.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
    await expect(office.getByRole("img", { name: "Chart: Orders per week" })).toBeVisible();
    await expectNoAxeViolations(office);

    await office.getByRole("combobox", { name: "Shown" }).selectOption("month");
    await office.getByRole("button", { name: "Show" }).click();
    await expect(office).toHaveURL(/\/admin\/reports\?from=[^&]+&to=[^&]+&grain=month/);
    const chart = office.getByRole("img", { name: "Chart: Orders per month" });
    await expect(chart).toBeVisible();
    await expect(chart.locator("svg")).toBeVisible();
    const table = office.getByRole("table", { name: "Paid orders per month and currency" });
    await expect(table.getByRole("row", { name: /^Total/ })).toBeVisible();
    await expectNoAxeViolations(office);

    const [download] = await Promise.all([
      office.waitForEvent("download"),
      office.getByRole("link", { name: "Export CSV of orders per month" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^report-orders-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile((await download.path()) ?? "", "utf8")).replace(/^\uFEFF/, "").split(/\r?\n/);
    expect(csv[0]).toMatch(/^Month,(EUR|GBP|USD|CHF)(,(EUR|GBP|USD|CHF))*,All currencies$/);

    await office.screenshot({ path: testInfo.outputPath("reports-1280.png"), fullPage: true });
    await office.setViewportSize({ width: 390, height: 844 });
    await expect(chart.locator("svg")).toBeVisible();
    const box = await chart.locator("svg").boundingBox();
    expect(box?.width).toBeLessThanOrEqual(390);
    await office.screenshot({ path: testInfo.outputPath("reports-390.png"), fullPage: true });
    expect(refused).toEqual([]);
    await owner.close();
  });
});
