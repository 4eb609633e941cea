import { expect, test } from "../shop-test";
import { expectNoAxeViolations } from "./fixtures";

test.describe("on a phone @phone", () => {
  test("the menu opens, lists every section and leads to a page", async ({ page }) => {
    await page.goto("/");
    const menu = page.getByRole("banner").locator("summary");
    await menu.click();
    for (const section of ["Men's shirts", "About us", "Style guide", "Guides"]) {
      await expect(page.getByRole("banner").getByRole("heading", { name: section, exact: true })).toBeVisible();
    }
    await page.getByRole("banner").getByRole("link", { name: "Perfect fit guarantee" }).first().click();
    await expect(page).toHaveURL("/perfect-fit-guarantee");
    await expect(page.getByRole("banner").getByRole("heading", { name: "Men's shirts", exact: true })).toBeHidden();
  });

  test("pages fit the screen without sideways scrolling", async ({ page }) => {
    for (const path of ["/", "/faq", "/contact", "/style-device", "/take-measurements-shirts-on-the-shirt"]) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await expectNoAxeViolations(page);
  });
});
