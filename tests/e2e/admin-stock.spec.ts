import type { Page } from "@playwright/test";
import { expect, test } from "../shop-test";
import { expectNoAxeViolations } from "./fixtures";
import { addShirtToBag, skipNewsletter } from "./shop-helpers";
import { staffState } from "./staff-helpers";

/*
 * Stock by the metre in the browser: the owner counts a new fabric's cloth below
 * one shirt, and it leaves the gallery while a visitor's cart holding it says so and cannot
 * check out; cloth received brings it back. The fabric page and the list at 1280 and 390 px.
 */

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function addFabric(page: Page, name: string, reference: string) {
  await page.goto("/admin/fabrics/new");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByRole("textbox", { name: "Reference", exact: true }).fill(reference);
  await page.getByRole("textbox", { name: "Price of a shirt (€)", exact: true }).fill("88");
  await page.getByRole("combobox", { name: "Weave" }).selectOption({ label: "Poplin" });
  await page.getByRole("combobox", { name: "Motif" }).selectOption({ label: "Plain" });
  await page.getByRole("combobox", { name: "Colour (the gallery's filter)" }).selectOption({ index: 1 });
  await page.getByRole("textbox", { name: "Main colour", exact: true }).fill("#D9E4EE");
  await page.getByRole("combobox", { name: "Composition", exact: true }).fill("100% Cotton");
  await page.getByRole("textbox", { name: "Weight (g/m²)", exact: true }).fill("110");
  await page.getByRole("combobox", { name: "Thickness" }).selectOption("Light");
  await page.getByRole("combobox", { name: "Finish", exact: true }).fill("Easy iron");
  await page.getByRole("combobox", { name: "Origin", exact: true }).fill("Portugal");
  await page.getByRole("combobox", { name: "Thread count", exact: true }).fill("100/2");
  await page.getByRole("combobox", { name: "Style", exact: true }).fill("Business");
  await page.getByRole("textbox", { name: "Description", exact: true }).fill("A pale blue poplin.");
  await page
    .getByRole("combobox", { name: "Show it in the gallery as a shirt of" })
    .selectOption({ label: "Business" });
  await page.getByRole("button", { name: "Add the fabric" }).click();
  await expect(page.getByText(/^Fabric added\./)).toBeVisible();
}

async function recordStock(page: Page, kind: "Cloth received" | "Stock counted", metres: string, note = "") {
  const stock = page.getByRole("region", { name: "Stock" });
  await stock.getByRole("radio", { name: new RegExp(`^${kind}`) }).check();
  await stock.getByRole("textbox", { name: "Metres" }).fill(metres);
  await stock.getByRole("textbox", { name: "Note" }).fill(note);
  await stock.getByRole("button", { name: "Record" }).click();
}

test.describe("the owner's stock", () => {
  test.use({ storageState: staffState("owner") });
  test.beforeEach(async ({ context, baseURL }) => {
    await skipNewsletter(context, baseURL);
  });

  test("counts a fabric below one shirt: it leaves the gallery and a cart says so; cloth received brings it back", async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    const name = `Stock Poplin ${unique()}`;
    const reference = `ST-${unique()}`.toUpperCase().slice(0, 30);
    await addFabric(page, name, reference);
    const fabricUrl = page.url();
    const stock = page.getByRole("region", { name: "Stock" });
    await expect(stock.getByText("Not counted yet: offered without a limit")).toBeVisible();

    // A visitor puts a shirt in it in the bag while it is on offer.
    const visitor = await browser.newContext();
    await skipNewsletter(visitor, baseURL);
    const shop = await visitor.newPage();
    await shop.goto(`/men-shirts?q=${encodeURIComponent(name)}`);
    const card = shop.getByRole("article").filter({ hasText: name }).getByRole("link", { name, exact: true });
    const shirtPath = new URL((await card.getAttribute("href")) ?? "", "http://x").pathname;
    await addShirtToBag(shop, { path: shirtPath });
    await expect(shop.getByRole("link", { name: "Proceed to checkout" })).toBeVisible();

    // Cloth cannot be added to a fabric never counted; the count is told beside its field when wrong.
    await recordStock(page, "Cloth received", "50");
    await expect(stock.getByText(/has never been counted/)).toBeVisible();
    await recordStock(page, "Stock counted", "1,5", "Remnant on the shelf");
    await expect(page.getByText(/^Stock recorded\./)).toBeVisible();
    await expect(stock.getByText("Sold out: not offered in the shop")).toBeVisible();
    await expect(stock.getByText("not enough for one standard shirt")).toBeVisible();
    await expect(stock.getByText("1.50 m", { exact: true }).first()).toBeVisible();
    await expect(stock.getByRole("cell", { name: "Remnant on the shelf" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath("fabric-stock-1280.png"), fullPage: true });

    // The storefront lets it go at once: not in the gallery, and the cart cannot check out.
    await shop.goto(`/men-shirts?q=${encodeURIComponent(name)}`);
    await expect(shop.getByRole("article").filter({ hasText: name })).toHaveCount(0);
    await shop.goto("/cart");
    await expect(shop.getByText(`The fabric of this shirt, ${name}, is sold out.`)).toBeVisible();
    await expect(shop.getByRole("link", { name: "Proceed to checkout" })).toHaveCount(0);
    await expectNoAxeViolations(shop);
    await shop.screenshot({ path: testInfo.outputPath("cart-sold-out-1280.png"), fullPage: true });

    // A bolt arrives: back in the shop, and the cart can check out again.
    await recordStock(page, "Cloth received", "40", "Bolt 2231 from the mill");
    await expect(stock.getByText("41.50 m", { exact: true }).first()).toBeVisible();
    await expect(stock.getByText("about 23 standard shirts")).toBeVisible();
    await shop.reload();
    await expect(shop.getByRole("link", { name: "Proceed to checkout" })).toBeVisible();
    await visitor.close();

    // The list shows its metres; the sold-out filter does not list it any more.
    await page.goto(`/admin/fabrics?q=${reference}`);
    await expect(page.getByRole("row").filter({ hasText: name }).getByRole("cell", { name: "41.50 m" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath("fabrics-stock-1280.png"), fullPage: true });
    await page.goto(`/admin/fabrics?q=${reference}&stock=sold-out`);
    await expect(page.getByText("No fabric matches these filters.")).toBeVisible();

    // On a phone: the list and the fabric page.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/admin/fabrics");
    await page.screenshot({ path: testInfo.outputPath("fabrics-390.png"), fullPage: true });
    await page
      .getByRole("list")
      .filter({ hasText: "in stock" })
      .first()
      .screenshot({ path: testInfo.outputPath("fabrics-rows-390.png") });
    await page.goto(fabricUrl);
    await expect(stock.getByRole("button", { name: "Record" })).toBeVisible();
    await expect(stock.getByRole("textbox", { name: "Metres" })).toHaveValue("");
    await page.screenshot({ path: testInfo.outputPath("fabric-stock-390.png"), fullPage: true });
    await stock.screenshot({ path: testInfo.outputPath("fabric-stock-section-390.png") });
    await expectNoAxeViolations(page);

    // Retired again, so that the gallery the other journeys read starts with its usual shirts.
    await page.getByRole("button", { name: "Retire this fabric" }).click();
    await expect(page.getByText(/^Retired\./)).toBeVisible();
  });
});
