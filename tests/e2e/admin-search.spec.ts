import { expect, test } from "../shop-test";
import { expectNoAxeViolations } from "./fixtures";
import { paidOrder } from "./order-helpers";
import { skipNewsletter } from "./shop-helpers";
import { staffState } from "./staff-helpers";

/*
 * The back office's search beyond its first use (finding an order by the surname and shipping
 * it: admin-order-page.spec.ts): Ctrl+K, Enter for the search's page, a result chosen by the
 * keyboard, and the same box without JavaScript.
 */

/** A surname no other test's customer has. */
const surname = () => `Fairbairn${Date.now().toString(36)}`;

test.describe("the back office's search", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await skipNewsletter(context, baseURL);
  });

  test("Enter opens the search's page, every group with the way to its list, and a result by the keyboard", async ({
    page,
    browser,
  }) => {
    test.slow();
    const name = surname();
    const { number } = await paidOrder(page, `Harriet ${name}`);
    const context = await browser.newContext({ storageState: staffState("owner") });
    const office = await context.newPage();
    await office.goto("/admin/orders");
    await office.keyboard.press("Control+K");
    const search = office.getByRole("combobox", { name: "Search the back office" });
    await expect(search).toBeFocused();
    await search.pressSequentially(name, { delay: 20 });
    await expect(office.getByRole("option", { name: new RegExp(`^${number} · Harriet ${name}`) })).toBeVisible();
    await search.press("Enter");
    await expect(office).toHaveURL(`/admin/search?q=${name}`);
    await expect(
      office.getByRole("region", { name: /^Orders/ }).getByRole("link", { name: new RegExp(`^${number}`) }),
    ).toBeVisible();
    await expectNoAxeViolations(office);

    await search.pressSequentially(name, { delay: 20 });
    await expect(office.getByRole("option", { name: new RegExp(`^Harriet ${name}`) })).toBeVisible();
    await search.press("ArrowDown");
    await search.press("Enter");
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
