import { expect, test } from "../shop-test";

test.describe("currency", () => {
  test("prices are in pounds by default and follow the currency chosen in the header", async ({ page }) => {
    await page.goto("/");
    const price = page.getByTestId("starting-price");
    await expect(price).toHaveText(/^£\d+\.\d{2}$/);

    const selector = page.getByRole("banner").getByRole("combobox", { name: "Currency" });
    await selector.selectOption("EUR");
    await expect(price).toHaveText("€39.00");

    await selector.selectOption("USD");
    // One way to write the dollar: the selector's "$ USD", the prices' "$".
    await expect(selector.locator("option:checked")).toHaveText("$ USD");
    await expect(price).toHaveText(/^\$\d+\.\d{2}$/);

    await selector.selectOption("CHF");
    await expect(price).toHaveText(/^CHF\s\d+\.\d{2}$/);

    // The choice is kept in a cookie: another page and a reload keep it.
    await page.goto("/faq");
    await expect(page.getByRole("banner").getByRole("combobox", { name: "Currency" })).toHaveValue("CHF");
    await page.goto("/");
    await expect(price).toHaveText(/^CHF\s\d+\.\d{2}$/);
  });

  test("a currency chosen on a slow phone before the scripts ran is sent once they have", async ({ page }) => {
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => {
      releaseScripts = resolve;
    });
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    const opened = page.goto("/");
    await page.getByRole("banner").getByRole("combobox", { name: "Currency" }).selectOption("EUR");
    releaseScripts();
    await opened;
    await expect(page.getByTestId("starting-price")).toHaveText("€39.00");
  });

  test("the currency can be changed without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/faq");
    await page.getByRole("banner").getByRole("combobox", { name: "Currency" }).selectOption("EUR");
    await page.getByRole("banner").getByRole("button", { name: "Change" }).click();
    await expect(page).toHaveURL("/faq");
    await page.goto("/");
    await expect(page.getByTestId("starting-price")).toHaveText("€39.00");
    await context.close();
  });

  test("a post from another site is refused, as for every form, and changes nothing", async ({ page, baseURL }) => {
    const choice = { currency: "EUR", redirectTo: "/" };
    const fromElsewhere = await page.request.post("/currency", {
      form: choice,
      headers: { Origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(fromElsewhere.status()).toBe(400);
    expect(fromElsewhere.headers()["set-cookie"]).toBeUndefined();
    await page.goto("/");
    await expect(page.getByTestId("starting-price")).toHaveText(/^£\d+\.\d{2}$/);

    // The shop's own page posting the same choice is answered as before.
    const fromTheShop = await page.request.post("/currency", {
      form: choice,
      headers: { Origin: new URL(baseURL!).origin },
      maxRedirects: 0,
    });
    expect(fromTheShop.status()).toBe(302);
    expect(fromTheShop.headers()["set-cookie"]).toMatch(/^currency=/);
  });

  test("an unknown currency is refused with a readable message", async ({ request }) => {
    const response = await request.post("/currency", { form: { currency: "XYZ", redirectTo: "/" }, maxRedirects: 0 });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("Please choose one of the shop's currencies");
  });
});
