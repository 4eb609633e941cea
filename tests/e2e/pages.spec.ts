import { expect, test } from "../shop-test";
import { CONTENT_PAGES, expectNoAxeViolations } from "./fixtures";
import { skipNewsletter } from "./shop-helpers";

test.describe("content pages", () => {
  // The newsletter's popup opens once the page is interactive: over a link about to be
  // clicked, it would hide the next page's heading (newsletter.spec.ts tests it).
  test.beforeEach(async ({ context, baseURL }) => {
    await skipNewsletter(context, baseURL);
  });

  for (const { path, heading } of CONTENT_PAGES) {
    test(`${path} shows real content with its meta tags and no accessibility violation`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(/\w{3,}/);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length ?? 0).toBeGreaterThan(40);
      await expect(page.locator('meta[name="robots"]')).toHaveCount(1);
      // The shell is on every page.
      await expect(page.getByRole("navigation", { name: "Main" })).toBeAttached();
      await expect(page.getByRole("contentinfo")).toContainText("5-7 working days");
      await expectNoAxeViolations(page);
    });
  }

  test("style guides and blog posts open from the menus and the footer", async ({ page }) => {
    await page.goto("/");
    const styleLink = page.getByRole("contentinfo").locator('a[href^="/style/"]').first();
    const styleTitle = await styleLink.textContent();
    await styleLink.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(styleTitle ?? "");
    await expectNoAxeViolations(page);

    const blogLink = page.getByRole("contentinfo").locator('a[href^="/blog/"]').first();
    const blogTitle = await blogLink.textContent();
    await blogLink.click();
    await expect(page).toHaveURL(/\/blog\//);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(blogTitle ?? "");
  });

  test("the home page links every collection and a style article", async ({ page }) => {
    await page.goto("/");
    for (const id of [9, 2, 5, 6, 1, 4]) {
      await expect(page.locator(`main a[href="/men-shirts?id=${id}"]`)).toHaveCount(1);
    }
    await expect(page.getByRole("link", { name: /^Read More about \S/ }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Order now" })).toHaveAttribute("href", "/men-shirts");
    await expect(page.getByRole("link", { name: "Our story" })).toHaveAttribute(
      "href",
      "/made-to-measure-online-shirt",
    );
    // The header is fixed on the home page only.
    await expect(page.getByRole("banner")).toHaveCSS("position", "fixed");
    await page.goto("/faq");
    await expect(page.getByRole("banner")).not.toHaveCSS("position", "fixed");
  });

  test("the home page fetches its two fonts once each, from their preload, and sets its text in them", async ({
    page,
  }) => {
    await page.goto("/");
    const fonts = await page.evaluate(async () => {
      await document.fonts.ready;
      return {
        // A preload the stylesheet cannot use (a CORS mismatch) would show as a second request.
        fetched: performance
          .getEntriesByType("resource")
          .filter((entry) => entry.name.endsWith(".woff2"))
          .map((entry) => `${new URL(entry.name).pathname} ${(entry as PerformanceResourceTiming).initiatorType}`),
        loaded: [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family),
      };
    });
    expect(fonts.fetched.map((request) => request.replace(/-[\w-]{8}\.woff2 /, " ")).sort()).toEqual([
      "/assets/cormorant-garamond-latin link",
      "/assets/inter-latin link",
    ]);
    expect(fonts.loaded).toEqual(expect.arrayContaining(["Cormorant Garamond Variable", "Inter Variable"]));
  });

  test("the FAQ answers open in place and lead to the contact page", async ({ page }) => {
    await page.goto("/faq");
    const firstQuestion = page.getByRole("main").locator("details summary").first();
    const answer = page.getByRole("main").locator("details").first().locator(".prose-shop");
    await expect(answer).toBeHidden();
    await firstQuestion.click();
    await expect(answer).toBeVisible();
    await page.getByRole("link", { name: "CONTACT US" }).click();
    await expect(page).toHaveURL("/contact");
  });

  test("the size charts show the three fits in centimetres or inches", async ({ page }) => {
    await page.goto("/sizing-guides");
    const slim = page.getByRole("table", { name: /Slim fit/ });
    await expect(slim.getByRole("columnheader").nth(1)).toHaveText("XS-35");
    await expect(slim.getByRole("columnheader").last()).toHaveText("XL-44");
    await expect(
      page
        .getByRole("table", { name: /Regular fit/ })
        .getByRole("columnheader")
        .last(),
    ).toHaveText("XXL-46");
    await expect(
      page
        .getByRole("table", { name: /Classic fit/ })
        .getByRole("columnheader")
        .last(),
    ).toHaveText("XXXXL-50");
    const chestRow = slim.getByRole("row", { name: /Chest width/ });
    await expect(chestRow.getByRole("cell").first()).toHaveText("46");
    await page.getByRole("link", { name: "Inches" }).click();
    await expect(page).toHaveURL(/unit=in/);
    await expect(chestRow.getByRole("cell").first()).toHaveText("18.11"); // 46 cm / 2.54
    await page.getByRole("link", { name: "Start designing" }).click();
    await expect(page).toHaveURL("/men-shirts");
  });

  test("the measuring guide switches between inches and centimetres", async ({ page }) => {
    await page.goto("/take-measurements-shirts-on-the-shirt");
    await expect(page.locator("main")).toContainText(/in\b|inch/);
    await page
      .getByRole("link", { name: /centimet/i })
      .first()
      .click();
    await expect(page).toHaveURL(/unit=cm/);
    await expect(page.locator("main")).toContainText("cm");
  });
});

test.describe("not found", () => {
  for (const path of ["/404-html", "/no-such-page", "/style/no-such-guide", "/blog/no-such-post"]) {
    test(`${path} answers 404 with the not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveURL(path);
      await expect(page).toHaveTitle("404 - Page Not Found");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Error 404");
      await expect(page.getByText("We are sorry, the page you've requested is not available.")).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole("link", { name: "BACK TO HOMEPAGE" }).click();
      await expect(page).toHaveURL("/");
    });
  }
});

test("a request refused with a reason shows it, and an unknown address the not-found page in the shop", async ({
  request,
}) => {
  // A form action sent something that is not a form: readForm throws 415 with a sentence. After
  // a refused action React Router runs no loader up to the root's boundary: the page has no shell.
  const refused = await request.post("/contact", { data: "{}", headers: { "content-type": "application/json" } });
  expect(refused.status()).toBe(415);
  const page = await refused.text();
  expect(page).toContain("We could not accept this request");
  expect(page).toContain("This address takes a form");
  const missing = await request.get("/style/no-such-guide");
  expect(missing.status()).toBe(404);
  const notFound = await missing.text();
  expect(notFound).toContain("Error 404");
  expect(notFound).toContain("Secure payment by card or PayPal.");
});

test("the health check and security headers", async ({ request }) => {
  const health = await request.get("/healthz");
  expect(await health.json()).toEqual({ status: "ok" });
  const home = await request.get("/");
  const headers = home.headers();
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["content-encoding"]).toMatch(/gzip|br/);
  const asset = (await home.text()).match(/\/assets\/[^"]+\.js/)?.[0];
  const assetResponse = await request.get(asset ?? "/missing");
  expect(assetResponse.headers()["cache-control"]).toContain("immutable");
});
