import { expect, test } from "../shop-test";
import { expectNoAxeViolations } from "./fixtures";
import { staffState } from "./staff-helpers";

/*
 * The storefront's words in the back office: the owner edits a FAQ answer and the
 * FAQ shows it; writes an article in Markdown, previews it, publishes it; a draft stays off
 * the storefront. Visitors see each change at once, though the anonymous page cache had the page.
 */

test.describe("the owner's content", () => {
  test.use({ storageState: staffState("owner") });

  test("edits a FAQ answer and the FAQ shows it at once", async ({ page, browser }) => {
    const visitor = await browser.newContext();
    const shop = await visitor.newPage();
    // An anonymous visitor's FAQ: the page cache now holds it.
    await shop.goto("/faq");
    await expect(shop.getByText("Does customisation cost extra?")).toBeVisible();

    await page.goto("/admin/content");
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Edit the FAQ" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "FAQ" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Does customisation cost extra?" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit a question" })).toBeVisible();
    const answer = page.getByRole("textbox", { name: /^Answer/ });
    await expect(answer).toHaveValue(/The price of a shirt is the price of its fabric/);
    await expectNoAxeViolations(page);

    // A refused save keeps what was typed.
    await answer.fill("");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Please enter the answer (at most 5000 characters).")).toBeVisible();

    await answer.fill(
      "No. **Every option is included**, from collar to monogram.\n\n- Embroidery: free\n- Measurements: free",
    );
    const preview = page.getByRole("region", { name: /Preview/ });
    await expect(preview.locator("strong", { hasText: "Every option is included" })).toBeVisible();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Saved. The FAQ shows it now.")).toBeVisible();

    await shop.goto("/faq");
    await shop.getByText("Does customisation cost extra?").click();
    await expect(shop.locator("strong", { hasText: "Every option is included" })).toBeVisible();
    await expect(shop.getByText("Embroidery: free")).toBeVisible();
    await visitor.close();

    await page.goto("/admin/audit");
    await expect(page.getByText("edited a FAQ question").first()).toBeVisible();
  });

  test("writes an article in Markdown, previews it and publishes it; the draft is not on the storefront", async ({
    page,
    browser,
  }) => {
    const address = `linen-notes-${Date.now().toString(36)}`;
    const title = "Notes on linen, from the cutting table";
    await page.goto("/admin/content/articles/new");
    await expectNoAxeViolations(page);
    await page.getByRole("combobox", { name: "Kind" }).selectOption("blog");
    await page
      .getByRole("textbox", { name: /^Title/ })
      .first()
      .fill(title);
    await page.getByRole("textbox", { name: /^Address/ }).fill("Not An Address");
    await page.getByRole("combobox", { name: "Drawing" }).selectOption("linen");
    await page.getByRole("textbox", { name: /^Summary/ }).fill("What our cutters know about linen.");
    const body = page.getByRole("textbox", { name: /^Text/ });
    await body.fill("## Why linen breathes\n\nIts fibres are **hollow**.");
    await page
      .getByRole("textbox", { name: /^Title/ })
      .nth(1)
      .fill(`${title} | Atelier Sartorial`);
    await page.getByRole("textbox", { name: /^Description/ }).fill("What our cutters know about linen shirts.");
    await page.getByRole("button", { name: "Create the draft" }).click();
    await expect(page.getByText(/An address is lower-case letters and digits/)).toBeVisible();
    await expect(body).toHaveValue(/Its fibres are \*\*hollow\*\*/);

    await page.getByRole("textbox", { name: /^Address/ }).fill(address);
    await page.getByRole("button", { name: "Create the draft" }).click();
    await expect(page.getByText("Draft created.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

    // A draft: not at its address, not in the shop's menus.
    const visitor = await browser.newContext();
    const shop = await visitor.newPage();
    expect((await shop.goto(`/blog/${address}`))?.status()).toBe(404);
    await shop.goto("/");
    await expect(shop.getByRole("link", { name: title })).toHaveCount(0);

    // Edited in Markdown, previewed by the server (the "Preview" button, as without JavaScript).
    await body.fill(
      "## Why linen breathes\n\nIts fibres are **hollow**.\n\n| Weight | Feel |\n| --- | --- |\n| 120 g | Airy |\n\n<script>alert('x')</script>",
    );
    await page.getByRole("button", { name: "Preview" }).click();
    const preview = page.getByRole("region", { name: /Preview/ });
    await expect(preview.getByText("Why linen breathes")).toBeVisible();
    await expect(preview.locator("td", { hasText: "Airy" })).toBeVisible();
    await expect(preview.getByText("Not published yet")).toBeVisible();
    await expect(body).toHaveValue(/\| 120 g \| Airy \|/);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Save and publish" }).click();
    await expect(page.getByText("Saved and published: it is on the storefront now.")).toBeVisible();

    const response = await shop.goto(`/blog/${address}`);
    expect(response?.status()).toBe(200);
    await expect(shop.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(shop.getByRole("heading", { level: 2, name: "Why linen breathes" })).toBeVisible();
    await expect(shop.locator("article strong", { hasText: "hollow" })).toBeVisible();
    expect(await shop.locator("article").innerHTML()).not.toContain("<script");
    await shop.goto("/");
    await expect(shop.getByRole("link", { name: title }).first()).toBeAttached();

    // Back to draft: gone again.
    await page.getByRole("button", { name: "Take back to draft" }).click();
    await expect(page.getByText("Back to draft: it is no longer on the storefront.")).toBeVisible();
    expect((await shop.goto(`/blog/${address}`))?.status()).toBe(404);
    await visitor.close();
  });
});

test("the content screens on a phone and a desktop @phone", async ({ browser }, testInfo) => {
  // Twelve screens, each checked by axe: longer than one journey on a busy machine (90 s seen).
  test.setTimeout(180_000);
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ storageState: staffState("owner"), viewport: { width, height: 900 } });
    const page = await context.newPage();
    for (const path of [
      "/admin/content",
      "/admin/content/faq",
      "/admin/content/faq/2",
      "/admin/content/pages/5",
      "/admin/content/home",
      "/admin/content/guides/perfect-fit-guarantee",
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({
        path: testInfo.outputPath(`${path.slice(1).replaceAll("/", "-")}-${width}.png`),
        fullPage: true,
      });
    }
    await context.close();
  }
});

test.describe("the workshop", () => {
  test.use({ storageState: staffState("workshop") });

  test("cannot open the content", async ({ page }) => {
    const response = await page.goto("/admin/content/faq");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("link", { name: "Content" })).toHaveCount(0);
  });
});
