import type { Page } from "@playwright/test";
import { expect, test } from "../shop-test";
import { expectNoAxeViolations } from "./fixtures";
import { paidOrder } from "./order-helpers";
import { skipNewsletter } from "./shop-helpers";
import { staffState } from "./staff-helpers";

/*
 * Every screen of the back office, as the owner opens it, at 1280 px and on a phone: axe finds
 * nothing, and no screen scrolls sideways on a phone. A screen of one record is reached from
 * its list, as a person would, so the sweep follows whatever the lists hold.
 */

const LISTS = [
  "/admin",
  "/admin/orders",
  "/admin/orders?view=to_ship",
  "/admin/orders/ship",
  "/admin/customers",
  "/admin/search?q=rossi",
  "/admin/reports",
  "/admin/production",
  "/admin/production/sheets?stage=queued",
  "/admin/claims",
  "/admin/fit-accuracy",
  "/admin/catalogue",
  "/admin/catalogue/categories",
  "/admin/catalogue/options/collars",
  "/admin/fabrics",
  "/admin/fabrics/new",
  "/admin/fabrics/import",
  "/admin/content",
  "/admin/content/home",
  "/admin/content/faq",
  "/admin/content/articles/new",
  "/admin/messages",
  "/admin/subscribers",
  "/admin/campaigns",
  "/admin/campaigns/new",
  "/admin/payments/unmatched",
  "/admin/staff",
  "/admin/audit",
  "/admin/settings",
  "/admin/settings/invoicing",
  "/admin/account",
];

/** From a list, the first link to one of its records (`/admin/orders/12`, not `/admin/orders/new`). */
const RECORDS: { list: string; link: RegExp }[] = [
  { list: "/admin/orders", link: /^\/admin\/orders\/\d+$/ },
  { list: "/admin/customers", link: /^\/admin\/customers\/[^/]+$/ },
  { list: "/admin/production", link: /^\/admin\/shirts\/\d+$/ },
  { list: "/admin/catalogue", link: /^\/admin\/catalogue\/models\/\d+$/ },
  { list: "/admin/fabrics", link: /^\/admin\/fabrics\/\d+$/ },
  { list: "/admin/content", link: /^\/admin\/content\/pages\/\d+$/ },
  { list: "/admin/content", link: /^\/admin\/content\/guides\/[^/]+$/ },
  { list: "/admin/content/faq", link: /^\/admin\/content\/faq\/\d+$/ },
  { list: "/admin/settings", link: /^\/admin\/settings\/delivery\/\d+$/ },
];

async function firstRecord(office: Page, list: string, link: RegExp): Promise<string> {
  await office.goto(list);
  const hrefs = await office
    .locator("main a[href]")
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
  const found = hrefs.find((href) => link.test(href));
  expect(found, `a record linked from ${list}`).toBeDefined();
  return found ?? list;
}

async function sweep(office: Page, width: number) {
  const records = [];
  for (const { list, link } of RECORDS) records.push(await firstRecord(office, list, link));
  const shirtPage = records[2] ?? "/admin/production";
  for (const path of [...LISTS, ...records, `${shirtPage}/sheet`]) {
    const response = await office.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(office.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await test.step(`axe on ${path} at ${width} px`, () => expectNoAxeViolations(office));
    const scrollWidth = await office.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `${path} is no wider than the screen`).toBeLessThanOrEqual(width);
  }
}

test.describe("every back-office screen", () => {
  test.beforeEach(async ({ context, baseURL, page }) => {
    await skipNewsletter(context, baseURL);
    // An order, so the order, customer, shirt and invoice screens have something to show.
    await paidOrder(page);
  });

  test("passes axe at 1280 px", async ({ browser }) => {
    test.setTimeout(300_000);
    const context = await browser.newContext({
      storageState: staffState("owner"),
      viewport: { width: 1280, height: 800 },
    });
    await sweep(await context.newPage(), 1280);
    await context.close();
  });

  test("passes axe on a phone and never scrolls sideways @phone", async ({ browser }) => {
    test.setTimeout(300_000);
    const context = await browser.newContext({
      storageState: staffState("owner"),
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await sweep(await context.newPage(), 390);
    await context.close();
  });
});
