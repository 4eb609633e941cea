import type { Page } from "@playwright/test";
import { expect, test } from "../shop-test";
import { expectNoAxeViolations } from "./fixtures";
import { skipNewsletter } from "./shop-helpers";
import { staffState } from "./staff-helpers";

/*
 * The catalogue in the back office: the owner renames a collar and takes a cuff off
 * offer (refused while a shirt starts with it, until that shirt gets another default), edits a
 * shirt's description, and the storefront shows each change at once. Every change is put back
 * at the end, since other journeys use the same shop.
 */

const optionForm = (page: Page, name: string) => page.getByRole("form", { name, exact: true });

async function saveOption(
  page: Page,
  family: string,
  name: string,
  change: (form: ReturnType<typeof optionForm>) => Promise<void>,
) {
  await page.goto(`/admin/catalogue/options/${family}`);
  const form = optionForm(page, name);
  await change(form);
  await form.getByRole("button", { name: /^Save/ }).click();
}

test.describe("the owner's catalogue", () => {
  test.use({ storageState: staffState("owner") });

  test("renames a collar, takes a cuff off offer and edits a shirt: the shop shows each at once", async ({
    page,
    browser,
    baseURL,
  }) => {
    // The storefront seen by a visitor without cookies, as the anonymous page cache serves it.
    const visitor = await browser.newContext();
    await skipNewsletter(visitor, baseURL);
    const shop = await visitor.newPage();
    await shop.goto("/design-shirt/1");
    await expect(
      shop.getByRole("region", { name: "Collar", exact: true }).getByRole("button", { name: /^Tab/ }),
    ).toBeVisible();
    await expect(
      shop.getByRole("region", { name: "Cuffs", exact: true }).getByRole("button", { name: /^Convertible cuff/ }),
    ).toBeVisible();

    // The collar.
    let tabCode = "";
    await saveOption(page, "collars", "Tab", async (form) => {
      tabCode = await form.getByRole("textbox", { name: "Sheet code" }).inputValue();
      await form.getByRole("textbox", { name: "Name" }).fill("Tab royal");
      await form.getByRole("textbox", { name: "Sheet code" }).fill("co-tab");
    });
    await expect(optionForm(page, "Tab royal").getByText("Saved: the configurator shows it now.")).toBeVisible();
    await expect(optionForm(page, "Tab royal").getByRole("textbox", { name: "Sheet code" })).toHaveValue("CO-TAB");
    await expectNoAxeViolations(page);

    // The cuff: The Traveller starts with it, so it cannot go yet; what was typed stays.
    await saveOption(page, "cuffs", "Convertible cuff", async (form) => {
      await form.getByRole("textbox", { name: "Description" }).fill("Buttons or cufflinks, as you like.");
      await form.getByRole("checkbox", { name: "Offered in the configurator" }).uncheck();
    });
    const cuff = optionForm(page, "Convertible cuff");
    await expect(cuff.getByText("“The Traveller” starts with this cuff: give it another default first.")).toBeVisible();
    await expect(cuff.getByRole("textbox", { name: "Description" })).toHaveValue("Buttons or cufflinks, as you like.");
    await expect(cuff.getByRole("checkbox", { name: "Offered in the configurator" })).not.toBeChecked();
    await expectNoAxeViolations(page);

    // The Traveller: another default cuff, and a new description.
    await page.goto("/admin/catalogue");
    await page.getByRole("link", { name: /The Traveller/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "The Traveller" })).toBeVisible();
    const description = page.getByRole("textbox", { name: "Description" });
    const originalDescription = await description.inputValue();
    await description.fill("Non-iron sky blue twill for the flight, the meeting and the dinner afterwards.");
    await page.getByRole("combobox", { name: "Cuff" }).selectOption({ label: "French cuff" });
    await page.getByRole("button", { name: "Save the shirt" }).click();
    await expect(page.getByText("Saved: the gallery and the product page show it now.")).toBeVisible();
    await expectNoAxeViolations(page);
    await shop.goto("/custom-made-men-shirt/the-traveller/18");
    await expect(
      shop.getByText("Non-iron sky blue twill for the flight, the meeting and the dinner afterwards."),
    ).toBeVisible();

    await saveOption(page, "cuffs", "Convertible cuff", async (form) => {
      await form.getByRole("checkbox", { name: "Offered in the configurator" }).uncheck();
    });
    await expect(optionForm(page, "Convertible cuff").getByText("Saved: the configurator shows it now.")).toBeVisible();

    // The configurator offers the collar under its new name, and the cuff no more.
    await shop.goto("/design-shirt/1");
    await expect(
      shop.getByRole("region", { name: "Collar", exact: true }).getByRole("button", { name: /^Tab royal/ }),
    ).toBeVisible();
    await expect(
      shop.getByRole("region", { name: "Cuffs", exact: true }).getByRole("button", { name: /^Convertible cuff/ }),
    ).toHaveCount(0);
    await expect(
      shop.getByRole("region", { name: "Cuffs", exact: true }).getByRole("button", { name: /^French cuff/ }),
    ).toBeVisible();

    // The audit log has each change.
    await page.goto("/admin/audit");
    await expect(page.getByText("changed a shirt option").first()).toBeVisible();
    await expect(page.getByText("changed a shirt model").first()).toBeVisible();

    // Put back for the other journeys.
    await saveOption(page, "cuffs", "Convertible cuff", async (form) => {
      await form.getByRole("checkbox", { name: "Offered in the configurator" }).check();
    });
    await expect(optionForm(page, "Convertible cuff").getByText("Saved: the configurator shows it now.")).toBeVisible();
    await saveOption(page, "collars", "Tab royal", async (form) => {
      await form.getByRole("textbox", { name: "Name" }).fill("Tab");
      await form.getByRole("textbox", { name: "Sheet code" }).fill(tabCode);
    });
    await expect(optionForm(page, "Tab").getByText("Saved: the configurator shows it now.")).toBeVisible();
    await page.goto("/admin/catalogue/models/18");
    await page.getByRole("textbox", { name: "Description" }).fill(originalDescription);
    await page.getByRole("combobox", { name: "Cuff" }).selectOption({ label: "Convertible cuff" });
    await page.getByRole("button", { name: "Save the shirt" }).click();
    await expect(page.getByText("Saved: the gallery and the product page show it now.")).toBeVisible();
    await visitor.close();
  });

  test("a category holding shirts cannot be deleted; a refused form keeps what was typed", async ({ page }) => {
    await page.goto("/admin/catalogue/categories");
    await expectNoAxeViolations(page);
    const first = page
      .getByRole("region")
      .filter({ has: page.getByRole("button", { name: /^Delete the category/ }) })
      .first();
    await first.getByRole("button", { name: /^Delete the category/ }).click();
    await expect(page.getByRole("alert").filter({ hasText: /still holds \d+ shirt model/ })).toBeVisible();

    const fresh = page.getByRole("region", { name: "New category" });
    // A name of spaces passes the browser's check, not the server's.
    await fresh.getByRole("textbox", { name: "Name" }).fill("   ");
    await fresh.getByRole("textbox", { name: "Description" }).fill("Linen and seersucker for hot days.");
    await fresh.getByRole("button", { name: "Add the category" }).click();
    await expect(fresh.getByText("Give the category a name of 1 to 80 characters.")).toBeVisible();
    await expect(fresh.getByRole("textbox", { name: "Description" })).toHaveValue("Linen and seersucker for hot days.");
  });

  const screens = [
    ["/admin/catalogue", "catalogue"],
    ["/admin/catalogue/models/1", "model"],
    ["/admin/catalogue/options/cuffs", "options"],
    ["/admin/catalogue/categories", "categories"],
  ] as const;

  test("the catalogue's screens at 1280 px", async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const [path, name] of screens) {
      await page.goto(path);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`admin-${name}-1280.png`), fullPage: true });
    }
  });

  test("the catalogue's screens on a phone @phone", async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [path, name] of screens) {
      await page.goto(path);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`admin-${name}-390.png`), fullPage: true });
    }
  });
});
