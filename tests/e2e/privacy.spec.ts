import { type Page, request as playwrightRequest } from "@playwright/test";
import { expect, test } from "../shop-test";
import { fillAddress, signedInCustomer } from "./account-helpers";
import { expectNoAxeViolations } from "./fixtures";
import { addShirtToBag, choose, skipNewsletter } from "./shop-helpers";

/*
 * Privacy between people at one browser: after sign-out nothing of the customer
 * is shown at the browser, not even through the back button; a shared design link changes
 * nothing until 'Use this design'; personal pages and reset links are never cached.
 */

test.beforeEach(async ({ context, baseURL }) => {
  await skipNewsletter(context, baseURL);
});

/** The radio drawn as a card or a switch: its label is what a person clicks. */
const radioCard = (page: Page, name: string | RegExp) =>
  page.locator("label").filter({ has: page.getByRole("radio", { name }) });

/** The SIZES tab's calculator: a size named `name` for someone 178 cm tall, 83 kg, 37 years old. */
async function calculateSmartSize(page: Page, name: string) {
  await page.getByLabel("Name of this size").fill(name);
  await radioCard(page, "Height in cm").click();
  await page.getByRole("spinbutton", { name: "Height" }).fill("178");
  await page.getByLabel("Weight (kg)").fill("83");
  await page.getByLabel("Age (years)").fill("37");
  await radioCard(page, "Lean athletic").click();
  await radioCard(page, /^Slim/).click();
  await page.getByLabel("Neckline (collar size)").selectOption("41");
  await page.getByRole("button", { name: "Calculate my size" }).click();
  await expect(page.getByRole("heading", { name: `Your size: ${name}` })).toBeVisible();
}

/** Nothing of the customer on the page: neither name, nor size, nor the calculator's answers. */
async function expectNothingOf(page: Page, name: string) {
  await expect(page.locator("body")).not.toContainText(name);
  await expect(page.getByRole("heading", { name: /^Your size:/ })).toHaveCount(0);
  for (const field of ["Name of this size", "Weight (kg)", "Age (years)"]) {
    const input = page.getByLabel(field);
    if ((await input.count()) > 0) await expect(input).toHaveValue("");
  }
  const height = page.getByRole("spinbutton", { name: "Height" });
  if ((await height.count()) > 0) await expect(height).toHaveValue("");
}

test("after sign-out the next person at the browser finds nothing of the customer; a shared link changes nothing until used", async ({
  page,
}) => {
  await signedInCustomer(page, "Alice Private");
  await page.goto("/design-shirt/1");
  await choose(page, "Cuffs", /^French/);
  await page.goto("/design-shirt/1?step=sizes");
  await calculateSmartSize(page, "Alice's shirts");
  await page.goto("/design-shirt/1?step=summary");
  const summary = page.getByTestId("summary");
  await expect(summary).toContainText("French");
  await expect(summary).toContainText("Alice's shirts");
  const shareHref = (await page.getByTestId("share-link").getAttribute("href")) ?? "";
  await page.goto("/design-shirt/1?step=sizes&mode=smart");
  await expect(page.getByRole("heading", { name: "Your size: Alice's shirts" })).toBeVisible();

  const banner = page.getByRole("banner");
  await banner.getByRole("button", { name: "Hello, Alice Private" }).hover();
  await banner.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL("/login");

  // The back button asks the server again (no-store): the page comes back without Alice.
  await page.goBack();
  await expect(page).toHaveURL("/design-shirt/1?step=sizes&mode=smart");
  await expect(page.getByLabel("Name of this size")).toBeVisible();
  await expectNothingOf(page, "Alice");

  await page.goto("/design-shirt/1?step=summary");
  await expect(page.getByTestId("summary")).not.toContainText("French");
  await expect(page.getByTestId("summary")).toContainText("Not chosen yet");
  await expectNothingOf(page, "Alice");
  await page.goto("/measurement?mode=smart&shirt=1");
  await expect(page.getByLabel("Name of this size")).toBeVisible();
  await expectNothingOf(page, "Alice");
  await page.goto("/cart");
  await expectNothingOf(page, "Alice");

  // Alice's link, opened by the next person: the design is shown, their own one is untouched.
  await page.goto(shareHref);
  await expect(page.getByTestId("shared-summary")).toContainText("French");
  await expectNothingOf(page, "Alice");
  await page.goto("/design-shirt/1?step=summary");
  await expect(page.getByTestId("summary")).not.toContainText("French");
  await page.goto(shareHref);
  await page.getByRole("button", { name: "Use this design" }).click();
  await expect(page).toHaveURL("/design-shirt/1?step=summary");
  await expect(page.getByTestId("summary")).toContainText("French");
  await expect(page.getByTestId("summary")).toContainText("Not chosen yet");
});

test.describe("the shared view", () => {
  async function openSharedLink(page: Page) {
    await page.goto("/design-shirt/1");
    await choose(page, "Cuffs", /^French/);
    await page.goto("/design-shirt/1?step=summary");
    const href = (await page.getByTestId("share-link").getAttribute("href")) ?? "";
    await page.context().clearCookies();
    await page.goto(href);
    await expect(page.getByRole("button", { name: "Use this design" })).toBeVisible();
  }

  test("looks right at 1280 px and passes axe", async ({ page }) => {
    await openSharedLink(page);
    await expect(page.getByTestId("shared-drawing").locator("svg").first()).toBeVisible();
    await page.getByRole("button", { name: "Cuff", exact: true }).click();
    await page.getByRole("button", { name: "Front", exact: true }).click();
    await test.info().attach("shared view at 1280 px", {
      body: await page.screenshot({ fullPage: true }),
      contentType: "image/png",
    });
    await expectNoAxeViolations(page);
  });

  test.describe("on a 390 px screen", () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test("fits, and passes axe", async ({ page }) => {
      await openSharedLink(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await test.info().attach("shared view at 390 px", {
        body: await page.screenshot({ fullPage: true }),
        contentType: "image/png",
      });
      await expectNoAxeViolations(page);
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("'Use this design' is a plain form post", async ({ page }) => {
      await page.goto("/design-shirt/1");
      await page
        .getByRole("region", { name: "Cuffs", exact: true })
        .getByRole("button", { name: /^French/ })
        .first()
        .click();
      await page.goto("/design-shirt/1?step=summary");
      const href = (await page.getByTestId("share-link").getAttribute("href")) ?? "";
      await page.context().clearCookies();
      await page.goto(href);
      await page.getByRole("button", { name: "Use this design" }).click();
      await expect(page).toHaveURL("/design-shirt/1?step=summary");
      await expect(page.getByTestId("summary")).toContainText("French");
    });
  });
});

test("every account page answers no-store, and a reset link is never served from the page cache", async ({
  page,
  baseURL,
}) => {
  const noStore = async (path: string, expectedStatus = 200) => {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(expectedStatus);
    expect(response.headers()["cache-control"], path).toBe("no-store");
  };
  const anonymous = await playwrightRequest.newContext({ baseURL });
  for (const path of ["/login", "/register", "/confirmation", "/reset-password?token=not-a-real-token"]) {
    const response = await anonymous.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).toBe("no-store");
  }

  await signedInCustomer(page, "Carla Bianchi");
  await addShirtToBag(page);
  for (const path of ["/account", "/adresse", "/my-sizes", "/history-order", "/confirm-adress"]) {
    await noStore(path);
  }
  await page.goto("/confirm-adress");
  await fillAddress(page, "Shipping address", "Milano");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page).toHaveURL("/checkout?updated=address");
  await noStore("/checkout");
  // Any page rendered for a customer is no-store too (its header greets them, its cart is theirs).
  await noStore("/faq");

  // The page cache is on (a content page asked twice is served from it) but never keeps a reset link.
  const twice = async (path: string) => {
    await anonymous.get(path);
    return (await anonymous.get(path)).headers()["x-page-cache"];
  };
  expect(await twice("/faq")).toBe("hit");
  expect(await twice("/reset-password?token=not-a-real-token")).not.toBe("hit");
  await anonymous.dispose();
});
