import type { Page } from "@playwright/test";
import { expect, test } from "../shop-test";
import { expectNoAxeViolations } from "./fixtures";
import { addShirtToBag, skipNewsletter } from "./shop-helpers";
import { staffState } from "./staff-helpers";

/*
 * The catalogue's fabrics in the back office: the owner adds a fabric and sees it
 * in the gallery; retires it while it is in a visitor's cart, which then says so and cannot
 * check out; imports a CSV with a bad row, reads the report, fixes the file and applies it.
 */

/** A name no other test (or earlier run on the same data) uses. */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function fillFabric(page: Page, name: string, reference: string) {
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByRole("textbox", { name: "Reference", exact: true }).fill(reference);
  await page.getByRole("textbox", { name: "Price of a shirt (€)", exact: true }).fill("92.50");
  await page.getByRole("combobox", { name: "Weave" }).selectOption({ label: "Twill" });
  await page.getByRole("combobox", { name: "Motif" }).selectOption({ label: "Pinstripe" });
  await page.getByRole("combobox", { name: "Colour (the gallery's filter)" }).selectOption({ index: 2 });
  await page.getByRole("textbox", { name: "Main colour", exact: true }).fill("#1F2B44");
  await page.getByRole("textbox", { name: "Second colour", exact: true }).fill("#F4F1EA");
  await page.getByRole("combobox", { name: "Composition", exact: true }).fill("100% Cotton");
  await page.getByRole("textbox", { name: "Weight (g/m²)", exact: true }).fill("125");
  await page.getByRole("combobox", { name: "Thickness" }).selectOption("Medium");
  await page.getByRole("combobox", { name: "Finish", exact: true }).fill("Mercerised");
  await page.getByRole("combobox", { name: "Origin", exact: true }).fill("Italy, Biella");
  await page.getByRole("combobox", { name: "Thread count", exact: true }).fill("120/2");
  await page.getByRole("combobox", { name: "Style", exact: true }).fill("Business");
  await page.getByRole("textbox", { name: "Description", exact: true }).fill("A navy twill with chalk pinstripes.");
}

test.describe("the owner's fabrics", () => {
  test.use({ storageState: staffState("owner") });
  test.beforeEach(async ({ context, baseURL }) => {
    await skipNewsletter(context, baseURL);
  });

  test("adds a fabric and sees it in the gallery; retires it from a visitor's cart, which then cannot check out", async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    const name = `Chalk Stripe ${unique()}`;
    const reference = `E2E-${unique()}`.toUpperCase().slice(0, 30);
    await page.goto("/admin/fabrics");
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "New fabric" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "New fabric" })).toBeVisible();

    // A wrong price and colour are told beside their fields; the drawings follow what is typed.
    await fillFabric(page, name, reference);
    const swatch = page.getByRole("complementary", { name: "Preview" }).getByRole("img", { name }).first();
    await expect(swatch).toBeVisible();
    await page.getByRole("textbox", { name: "Price of a shirt (€)", exact: true }).fill("cheap");
    await page
      .getByRole("combobox", { name: "Show it in the gallery as a shirt of" })
      .selectOption({ label: "Business" });
    await page.getByRole("button", { name: "Add the fabric" }).click();
    await expect(page.getByText(/Please enter the price in euros/)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("fabric-new-1280.png"), fullPage: true });
    await expectNoAxeViolations(page);
    await page.getByRole("textbox", { name: "Price of a shirt (€)", exact: true }).fill("92.50");
    await page.getByRole("button", { name: "Add the fabric" }).click();
    await expect(page.getByText(/^Fabric added\./)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("fabric-edit-1280.png"), fullPage: true });
    await expectNoAxeViolations(page);

    // The storefront shows it at once: the gallery, then its page, where a visitor buys it.
    const visitor = await browser.newContext();
    await skipNewsletter(visitor, baseURL);
    const shop = await visitor.newPage();
    await shop.goto(`/men-shirts?q=${encodeURIComponent(name)}`);
    const card = shop.getByRole("article").filter({ hasText: name }).getByRole("link", { name, exact: true });
    await expect(card).toBeVisible();
    const shirtPath = new URL((await card.getAttribute("href")) ?? "", "http://x").pathname;
    await shop.getByRole("banner").getByRole("combobox", { name: "Currency" }).selectOption("EUR");
    // The prices follow once the choice is saved (the select shows it at once, before then).
    await expect(shop.getByRole("article").filter({ hasText: name }).getByTestId("card-price")).toHaveText("€92.50");
    await addShirtToBag(shop, { path: shirtPath });
    await expect(shop.getByRole("link", { name: "Proceed to checkout" })).toBeVisible();
    await expect(shop.getByTestId("line-subtotal")).toHaveText("€92.50");

    // The owner raises the price: the visitor's cart shows the new one before any checkout.
    await page.getByRole("textbox", { name: "Price of a shirt (€)", exact: true }).fill("98.00");
    await page.getByRole("button", { name: "Save the changes" }).click();
    await expect(page.getByText(/^Saved\. The storefront shows the new values now\./)).toBeVisible();
    await shop.reload();
    await expect(shop.getByTestId("line-subtotal")).toHaveText("€98.00");
    await expect(shop.getByTestId("cart-total")).toContainText("€98.00");

    // The owner retires it: gone from the gallery; the visitor's cart says so and offers no checkout.
    await page.getByRole("button", { name: "Retire this fabric" }).click();
    await expect(page.getByText(/^Retired\. It is gone from the gallery/)).toBeVisible();
    await expect(page.getByText("1 cart holds a shirt in it.")).toBeVisible();
    await shop.goto(`/men-shirts?q=${encodeURIComponent(name)}`);
    await expect(shop.getByRole("article").filter({ hasText: name })).toHaveCount(0);
    await shop.goto("/cart");
    await expect(shop.getByText(`The fabric of this shirt, ${name}, is no longer available.`)).toBeVisible();
    await expect(shop.getByRole("alert").filter({ hasText: "can no longer be made" })).toBeVisible();
    await expect(shop.getByRole("link", { name: "Proceed to checkout" })).toHaveCount(0);
    await expectNoAxeViolations(shop);
    await shop.screenshot({ path: testInfo.outputPath("cart-retired-1280.png"), fullPage: true });

    // Back on sale: the cart can check out again.
    await page.getByRole("button", { name: "Put it back on sale" }).click();
    await expect(page.getByText("Back on sale in the gallery and the configurator.")).toBeVisible();
    await shop.reload();
    await expect(shop.getByRole("link", { name: "Proceed to checkout" })).toBeVisible();
    await visitor.close();

    // The list finds it by its reference.
    await page.goto(`/admin/fabrics?q=${reference}`);
    await expect(page.getByRole("link", { name })).toHaveCount(1);
    await page.screenshot({ path: testInfo.outputPath("fabrics-1280.png"), fullPage: true });

    // Retired again, so that the gallery the other journeys read starts with its usual shirts.
    await page.getByRole("link", { name }).click();
    await page.getByRole("button", { name: "Retire this fabric" }).click();
    await expect(page.getByText(/^Retired\./)).toBeVisible();
  });

  test("imports a CSV: the report shows a bad row, nothing changes; the fixed file applies", async ({
    page,
  }, testInfo) => {
    const tag = unique().toUpperCase();
    const header =
      "reference,name,price_eur,weave,motif,colour,primary_hex,secondary_hex,composition,weight_gsm,thickness,finish,origin,thread_count,style,range,description";
    const row = (reference: string, price: string, weave = "Poplin") =>
      `${reference},Import Poplin ${reference},${price},${weave},Plain,White,#F4F4F2,,100% Cotton,105,Light,Standard,Portugal,80/2,Business,Import ${tag},"A poplin, imported."`;
    const good = `IM-${tag}-1`;
    const bad = `IM-${tag}-2`;
    const upload = async (text: string) => {
      await page.goto("/admin/fabrics/import");
      await page
        .getByLabel("CSV file")
        .setInputFiles({ name: "fabrics.csv", mimeType: "text/csv", buffer: Buffer.from(text) });
      await page.getByRole("button", { name: "Check the file" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Import report" })).toBeVisible();
    };

    await page.goto("/admin/fabrics/import");
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath("fabrics-import-1280.png"), fullPage: true });
    await upload([header, row(good, "79.00"), row(bad, "cheap", "Silk")].join("\n"));
    await expect(page.getByRole("alert").filter({ hasText: "One row has errors" })).toBeVisible();
    const errors = page.getByRole("region", { name: "Rows with errors" });
    await expect(errors.getByText(`Row 3 · ${bad}`)).toBeVisible();
    await expect(errors.getByText(/^price_eur: Please enter the price in euros/)).toBeVisible();
    await expect(errors.getByText(/^weave: “Silk” is not one of the shop's weaves/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Apply the import" })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath("fabrics-import-report-1280.png"), fullPage: true });
    await page.goto(`/admin/fabrics?q=${good}&status=all`);
    await expect(page.getByText("No fabric matches these filters.")).toBeVisible();

    await upload([header, row(good, "79.00"), row(bad, "84.00")].join("\n"));
    await expect(page.getByRole("region", { name: "New fabrics" }).getByText(`Row 3 · ${bad}`)).toBeVisible();
    await page.getByRole("button", { name: "Apply the import" }).click();
    await expect(page.getByText("Import applied: 2 fabrics added, 0 changed.")).toBeVisible();
    await page.goto(`/admin/fabrics?q=IM-${tag}`);
    await expect(page.getByRole("link", { name: /^Import Poplin IM-/ })).toHaveCount(2);
  });
});

test.describe("the workshop's fabrics", () => {
  test.use({ storageState: staffState("workshop") });

  test("reads the list and a fabric without any control to change them", async ({ page }) => {
    await page.goto("/admin/fabrics");
    await expect(page.getByRole("link", { name: "New fabric" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Import CSV" })).toHaveCount(0);
    await page.getByRole("row").nth(1).getByRole("link").first().click();
    await expect(page.getByRole("heading", { name: "Technical sheet" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Save the changes" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Retire this fabric" })).toHaveCount(0);
    expect((await page.goto("/admin/fabrics/new"))?.status()).toBe(403);
  });
});

/**
 * How far the page spreads past the screen's `width` (0 when nothing does). A phone's browser
 * widens its layout to whatever overflows, so the screen's own width is the measure.
 */
function sidewaysOverflow(page: Page, width: number): Promise<number> {
  return page.evaluate((screenWidth) => document.documentElement.scrollWidth - screenWidth, width);
}

test("the fabric pages on a phone and a desktop @phone", async ({ browser }, testInfo) => {
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ storageState: staffState("owner"), viewport: { width, height: 900 } });
    const page = await context.newPage();
    const main = page.getByRole("main");
    /** What every fabric screen owes at this width: no sideways scrolling, axe on a phone, a picture. */
    const fitsTheScreen = async (file: string) => {
      expect(await sidewaysOverflow(page, width), file).toBeLessThanOrEqual(0);
      if (width === 390) await expectNoAxeViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`${file}-${width}.png`), fullPage: true });
    };

    // The list: a table on a desktop, cards on a phone, with the owner's three actions and the filters.
    await page.goto("/admin/fabrics");
    await expect(page.getByRole("heading", { level: 1, name: "Fabrics" })).toBeVisible();
    for (const action of ["Export CSV", "Import CSV", "New fabric"]) {
      await expect(main.getByRole("link", { name: action })).toBeVisible();
    }
    await expect(page.getByRole("searchbox", { name: "Search" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Filter", exact: true })).toBeVisible();
    if (width === 1280) {
      const table = page.getByRole("table", { name: "Fabrics, page 1" });
      await expect(table.getByRole("columnheader")).toHaveText([
        "Swatch",
        "Fabric",
        "Reference",
        "Weave",
        "Motif",
        "Colour",
        "Price",
        "In stock",
      ]);
      await expect(table.getByRole("row").nth(1).getByRole("link")).toBeVisible();
    } else {
      await expect(page.getByRole("table")).toHaveCount(0);
      await expect(main.getByRole("listitem").first().getByRole("link")).toBeVisible();
    }
    await fitsTheScreen("fabrics");

    // A fabric of the demo catalogue: its stock, the editor with its preview, where it is sold, retiring it.
    await page.goto("/admin/fabrics/1");
    await expect(main.getByRole("link", { name: "Fabrics", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Essential Poplin White" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Stock", exact: true })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Essential Poplin White");
    await expect(page.getByRole("complementary", { name: "Preview" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Save the changes" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "In the shop" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Retire this fabric" })).toBeVisible();
    await fitsTheScreen("fabric");

    // A new fabric: the same editor, empty.
    await page.goto("/admin/fabrics/new");
    await expect(page.getByRole("heading", { level: 1, name: "New fabric" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("");
    await expect(page.getByRole("complementary", { name: "Preview" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add the fabric" })).toBeVisible();
    await fitsTheScreen("fabric-new");

    // The import: the file to send and the columns it may hold.
    await page.goto("/admin/fabrics/import");
    await expect(page.getByRole("heading", { level: 1, name: "Import fabrics" })).toBeVisible();
    await expect(page.getByLabel("CSV file")).toBeVisible();
    await expect(page.getByRole("button", { name: "Check the file" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "The columns" })).toBeVisible();
    await expect(main.getByText("reference", { exact: true })).toBeVisible();
    await fitsTheScreen("fabrics-import");
    await context.close();
  }
});
