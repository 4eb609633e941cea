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

/** Each screen: it opens, axe finds nothing, and it is no wider than the screen. */
async function sweep(office: Page, width: number, paths: string[]) {
  for (const path of paths) {
    const response = await office.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(office.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await test.step(`axe on ${path} at ${width} px`, () => expectNoAxeViolations(office));
    const scrollWidth = await office.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `${path} is no wider than the screen`).toBeLessThanOrEqual(width);
  }
}

/** The screens of one record each, found from their lists, and a shirt's sheet. */
async function recordScreens(office: Page): Promise<string[]> {
  const records = [];
  for (const { list, link } of RECORDS) records.push(await firstRecord(office, list, link));
  return [...records, `${records[2] ?? "/admin/production"}/sheet`];
}

const HALF = Math.ceil(LISTS.length / 2);
/** Three parts, so that each stays a few minutes long on a busy machine. */
const PARTS: { name: string; paths: (office: Page) => Promise<string[]> }[] = [
  { name: "lists and forms, first half", paths: async () => LISTS.slice(0, HALF) },
  { name: "lists and forms, second half", paths: async () => LISTS.slice(HALF) },
  { name: "one record of each kind", paths: recordScreens },
];

const WIDTHS = [
  { width: 1280, tag: "", device: { viewport: { width: 1280, height: 800 } } },
  { width: 390, tag: " @phone", device: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
];

test.describe("every back-office screen", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await skipNewsletter(context, baseURL);
  });

  for (const { width, tag, device } of WIDTHS) {
    for (const part of PARTS) {
      test(`${part.name}: axe finds nothing at ${width} px, nothing scrolls sideways${tag}`, async ({
        page,
        browser,
      }) => {
        test.setTimeout(300_000);
        // An order, so the order, customer, shirt and sheet screens have something to show.
        if (part.paths === recordScreens) await paidOrder(page);
        const context = await browser.newContext({ storageState: staffState("owner"), ...device });
        const office = await context.newPage();
        await sweep(office, width, await part.paths(office));
        await context.close();
      });
    }
  }
});
