import type { Page } from "@playwright/test";
import { expect, test } from "../shop-test";
import { expectNoAxeViolations } from "./fixtures";
import { paidOrder } from "./order-helpers";
import { skipNewsletter } from "./shop-helpers";
import { staffState } from "./staff-helpers";

/*
 * The back office's search, as customer service uses it when a customer calls: "/" puts the
 * cursor in the header's search, the customer's surname brings their order up as it is typed,
 * Enter opens it. Without JavaScript the same box opens the search's page.
 */

/** A surname no other test's customer has. */
const surname = () => `Fairbairn${Date.now().toString(36)}`;

async function findOrderFromHeader(office: Page, name: string, number: string) {
  await office.goto("/admin");
  await office.keyboard.press("/");
  const search = office.getByRole("combobox", { name: "Search the back office" });
  await expect(search).toBeFocused();
  await search.pressSequentially(name.slice(0, 12), { delay: 20 });
  const listbox = office.getByRole("listbox");
  const result = listbox.getByRole("option", { name: new RegExp(`^${number} · Harriet ${name}`) });
  await expect(result).toBeVisible();
  await expect(listbox.getByRole("group", { name: "Customers" })).toBeVisible();
  await expectNoAxeViolations(office);
  return { search, result };
}

test.describe("the back office's search", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await skipNewsletter(context, baseURL);
  });

  test("service finds an order by the customer's surname from the header and opens it", async ({
    page,
    browser,
  }, testInfo) => {
    test.slow();
    const name = surname();
    const { number } = await paidOrder(page, `Harriet ${name}`);
    const context = await browser.newContext({ storageState: staffState("service") });
    const office = await context.newPage();

    const { search } = await findOrderFromHeader(office, name, number);
    await office.screenshot({ path: testInfo.outputPath("search-1280.png") });
    await search.press("ArrowDown");
    await search.press("Enter");
    await expect(office.getByRole("heading", { level: 1, name: `Order ${number}` })).toBeVisible();
    await expect(search).toHaveValue("");

    // The full search's page, as Enter without a chosen result opens it.
    await search.fill(name);
    await search.press("Enter");
    await expect(office).toHaveURL(`/admin/search?q=${name}`);
    await expect(office.getByRole("heading", { level: 2, name: /^Orders/ })).toBeVisible();
    await expectNoAxeViolations(office);
    await context.close();
  });

  test("service finds an order by the customer's surname on a phone @phone", async ({ page, browser }, testInfo) => {
    test.slow();
    const name = surname();
    const { number } = await paidOrder(page, `Harriet ${name}`);
    const context = await browser.newContext({
      storageState: staffState("service"),
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const office = await context.newPage();
    const { result } = await findOrderFromHeader(office, name, number);
    await office.screenshot({ path: testInfo.outputPath("search-390.png") });
    const width = await office.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await result.tap();
    await expect(office.getByRole("heading", { level: 1, name: `Order ${number}` })).toBeVisible();
    await context.close();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the header's search opens its page, grouped, each group leading to its list", async ({ page, browser }) => {
      test.slow();
      const name = surname();
      const { number } = await paidOrder(page, `Harriet ${name}`);
      const context = await browser.newContext({ storageState: staffState("owner"), javaScriptEnabled: false });
      const office = await context.newPage();
      await office.goto("/admin");
      const search = office
        .getByRole("searchbox", { name: "Search the back office" })
        .or(office.getByRole("combobox", { name: "Search the back office" }));
      await search.fill(name);
      await search.press("Enter");
      await expect(office).toHaveURL(`/admin/search?q=${name}`);
      const orders = office.getByRole("region", { name: /^Orders/ });
      await expect(orders.getByRole("link", { name: new RegExp(`^${number} · Harriet ${name}`) })).toBeVisible();
      await expect(
        office.getByRole("region", { name: /^Customers/ }).getByRole("link", { name: /Harriet/ }),
      ).toBeVisible();

      await office.goto(`/admin/search?q=${"x".repeat(101)}`);
      await expect(office.getByRole("alert")).toHaveText("Please search with at most 100 characters.");
      await context.close();
    });
  });
});
