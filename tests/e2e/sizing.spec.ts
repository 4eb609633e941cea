import type { Page } from "@playwright/test";
import { expect, test } from "../shop-test";
import { registerCustomer, signIn } from "./account-helpers";
import { expectNoAxeViolations } from "./fixtures";
import { skipNewsletter } from "./shop-helpers";

/*
 * Sizing journeys: the smart calculation, measures typed by hand and the
 * cross-check, the rapid size, Continue to Cart, saved profiles in /measurement and
 * /my-sizes, the size guide in both units; with and without JavaScript.
 */

test.beforeEach(async ({ context, baseURL }) => {
  await skipNewsletter(context, baseURL);
});

const REQUIRED = "Required value";
const SMART_ERROR = "Your size is not complete: please calculate your smart size first.";

/** Fills the smart form (height in cm) and asks for the calculation. */
async function calculate(page: Page, name = "Work shirts") {
  await page.getByLabel("Name of this size").fill(name);
  await page.getByRole("radio", { name: "Height in cm" }).check({ force: true });
  await page.getByRole("spinbutton", { name: "Height" }).fill("181");
  await page.getByLabel("Weight (kg)").fill("84");
  await page.getByLabel("Age (years)").fill("41");
  await page.getByText("Lean athletic").click();
  await page.getByText("Slim", { exact: true }).click();
  await page.getByLabel("Neckline (collar size)").selectOption("41");
  await page.getByRole("button", { name: "Calculate my size" }).click();
  await expect(page.getByRole("heading", { name: `Your size: ${name}` })).toBeVisible();
}

const measure = (page: Page, key: string) => page.getByTestId(`measure-${key}`);
const cmOf = async (page: Page, key: string) =>
  Number((await measure(page, key).textContent())?.replace(/[^\d.]/g, ""));

test.describe("the smart calculation", () => {
  test("is not sent while the form is invalid, then shows the shirt's eight measures", async ({ page }) => {
    await page.goto("/measurement?shirt=1");
    await expect(page.getByRole("link", { name: "New smart measurement" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("complementary", { name: "Your shirt" }).getByText("The Executive")).toBeVisible();
    await expectNoAxeViolations(page);

    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await page.getByRole("button", { name: "Calculate my size" }).click();
    await expect(page.getByText(REQUIRED, { exact: true })).toHaveCount(7);
    await expect(page.getByLabel("Name of this size")).toHaveAttribute("aria-invalid", "true");
    await page.getByRole("spinbutton", { name: "Height" }).fill("180");
    await page.getByRole("button", { name: "Calculate my size" }).click();
    await expect(page.getByText("That looks like centimetres")).toBeVisible();
    expect(posts).toEqual([]);
    await expectNoAxeViolations(page);

    await calculate(page);
    expect(posts).toHaveLength(1);
    await expect(page).toHaveURL("/measurement?mode=smart&shirt=1#result");
    await expect(page.getByText("The finished shirt our workshop will sew")).toBeVisible();
    await expect(measure(page, "neck")).toHaveText("41 cm");
    for (const key of ["chest", "waist", "shoulders", "sleeves", "back", "cuffs", "hips", "biceps"]) {
      expect(await cmOf(page, key)).toBeGreaterThan(15);
    }
    await expect(page.getByTestId("chosen-size")).toHaveText(/^Work shirts · Slim fit · collar 41 cm/);
    await expectNoAxeViolations(page);

    // A reload keeps the result; 'Create new sizes' opens the calculator with the same answers.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Your size: Work shirts" })).toBeVisible();
    await page.getByRole("link", { name: "Create new sizes" }).click();
    await expect(page.getByLabel("Name of this size")).toHaveValue("Work shirts");
    await expect(page.getByRole("spinbutton", { name: "Height" })).toHaveValue("181");
  });

  test("the size guide dialog shows the three fits, in inches first, then in centimetres", async ({ page }) => {
    await page.goto("/measurement");
    await page.getByRole("link", { name: "Size guide" }).click();
    const dialog = page.getByRole("dialog", { name: "Size guide" });
    await expect(dialog.getByRole("tab", { name: "Slim" })).toHaveAttribute("aria-selected", "true");
    await expect(dialog.getByRole("button", { name: "Inches" })).toHaveAttribute("aria-pressed", "true");
    const chestRow = () => dialog.getByRole("tabpanel").getByRole("row", { name: /Chest width/ });
    // The slim chart's XS-35 chest width is 46 cm: 18.11 inches (2.54, two decimals).
    await expect(chestRow().getByRole("cell").first()).toHaveText("18.11");
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Centimetres" }).click();
    await expect(chestRow().getByRole("cell").first()).toHaveText("46");
    await dialog.getByRole("tab", { name: "Regular" }).click();
    await expect(dialog.getByRole("tabpanel").getByRole("columnheader").nth(1)).toHaveText("S-37");
    await expect(chestRow().getByRole("cell").first()).toHaveText("54");
    await dialog.getByRole("tab", { name: "Classic" }).click();
    await expect(dialog.getByRole("tabpanel").getByRole("columnheader").nth(1)).toHaveText("M-39");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("link", { name: "Size guide" })).toBeFocused();
  });
});

test.describe("measures typed by hand", () => {
  test("far from the estimate, they are named and used only once confirmed", async ({ page }) => {
    await page.goto("/measurement?mode=smart&shirt=1");
    await calculate(page);
    const sleeves = await cmOf(page, "sleeves");
    const chest = await cmOf(page, "chest");

    await page.getByRole("link", { name: "Modify" }).click();
    const dialog = page.getByRole("dialog", { name: "Measure your shirt" });
    await expect(dialog.getByLabel("Neck (cm)")).toHaveValue("41");
    await expect(dialog.getByText("From the centre back of the collar, over the shoulder seam")).toBeVisible();
    await dialog.getByLabel("Back (cm)").fill("");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText(REQUIRED)).toBeVisible();

    await dialog.getByLabel("Back (cm)").fill("81");
    await dialog.getByLabel("Chest (cm)").fill(String(chest + 2));
    await dialog.getByLabel("Sleeves Length (cm)").fill(String(sleeves - 23));
    await dialog.getByRole("button", { name: "Save" }).click();
    const warning = dialog.getByRole("alert");
    await expect(warning).toContainText("Please check this measure");
    await expect(warning).toContainText(`Sleeves: you entered ${sleeves - 23} cm, we expect about ${sleeves} cm.`);
    await expect(warning).not.toContainText("Chest");
    await expectNoAxeViolations(page);
    await expect(measure(page, "sleeves")).toHaveText(`${sleeves} cm`); // nothing used yet

    await dialog.getByRole("button", { name: "Yes, use my measures" }).click();
    await expect(dialog).toBeHidden();
    await expect(measure(page, "sleeves")).toHaveText(`${sleeves - 23} cm`);
    await expect(measure(page, "chest")).toHaveText(`${chest + 2} cm`);
    await expect(measure(page, "back")).toHaveText("81 cm");

    // Near the estimate: saved at once.
    await page.getByRole("link", { name: "Modify" }).click();
    await dialog.getByLabel("Sleeves Length (cm)").fill(String(sleeves + 1));
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await expect(measure(page, "sleeves")).toHaveText(`${sleeves + 1} cm`);
  });
});

test.describe("the rapid size and Continue to Cart", () => {
  test("nothing goes to the cart without a size; the rapid size, once saved, does", async ({ page }) => {
    await page.goto("/measurement?mode=rapid&shirt=2");
    await page.getByRole("button", { name: "Continue to Cart" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Your size is not complete: please choose your fit, neckline and sleeve, then save them.",
    );
    await expect(page).toHaveURL("/measurement?mode=rapid&shirt=2");

    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(REQUIRED, { exact: true })).toHaveCount(3);
    await page.getByText("Fitted", { exact: true }).click();
    await page.getByLabel("Neckline (collar size)").selectOption("42");
    await page.getByLabel("Sleeve length (shoulder seam to cuff end)").selectOption("67");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("your size has been saved successfully, you can add to bag")).toBeVisible();
    await expect(page.getByTestId("chosen-size")).toHaveText("Fitted fit · collar 42 cm (L) · sleeve 67 cm");
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Continue to Cart" }).click();
    await expect(page).toHaveURL("/cart");
    const line = page
      .getByRole("region", { name: "Shirts in your cart" })
      .getByRole("article", { name: "The Boardroom" });
    await expect(line).toContainText("Fitted fit · collar 42 cm (L) · sleeve 67 cm");
  });

  test("the smart size goes with the shirt; without a shirt the screen offers to choose one", async ({ page }) => {
    await page.goto("/measurement");
    await expect(page.getByRole("button", { name: "Continue to Cart" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Choose a shirt", exact: true })).toHaveAttribute(
      "href",
      "/men-shirts",
    );

    await page.goto("/measurement?mode=smart&shirt=1");
    await page.getByRole("button", { name: "Continue to Cart" }).click();
    await expect(page.getByRole("alert")).toHaveText(SMART_ERROR);
    await calculate(page, "Office");
    await page.getByRole("button", { name: "Continue to Cart" }).click();
    await expect(page).toHaveURL("/cart");
    const line = page
      .getByRole("region", { name: "Shirts in your cart" })
      .getByRole("article", { name: "The Executive" });
    await expect(line).toContainText("Office · Slim fit · collar 41 cm");
  });
});

test.describe("saved sizes", () => {
  test("a visitor logs in from the screen; a customer's sizes are kept, chosen, edited and deleted", async ({
    page,
  }) => {
    const customer = await registerCustomer(page.request);
    await page.goto("/measurement?mode=profiles&shirt=1");
    await expect(page.getByText("Please log in to find your measurement profiles")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("main").getByRole("link", { name: "Log in" }).first().click();
    const login = page.getByRole("dialog", { name: "Log in" });
    await login.getByRole("button", { name: "Log in" }).click();
    await expect(login.getByText("E-mail required")).toBeVisible();
    await expectNoAxeViolations(page);
    await login.getByRole("textbox", { name: "E-mail" }).fill(customer.email);
    await login.getByLabel("Password").fill("not-the-password");
    await login.getByRole("button", { name: "Log in" }).click();
    await expect(login.getByText("Login or password incorrect")).toBeVisible();
    await login.getByLabel("Password").fill(customer.password);
    await login.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByText("You have no saved measurement profile yet.")).toBeVisible();

    // A smart and a rapid size, each kept as a profile.
    await page.getByRole("link", { name: "Add new measurement profile" }).click();
    await calculate(page, "Office");
    await expect(page.getByText("Saved in My sizes as “Office”.")).toBeVisible();
    await page.getByRole("link", { name: "New rapid measurement" }).click();
    await page.getByText("Loose", { exact: true }).click();
    await page.getByLabel("Neckline (collar size)").selectOption("43");
    await page.getByLabel("Sleeve length (shoulder seam to cuff end)").selectOption("70");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("your size has been saved successfully, you can add to bag")).toBeVisible();

    // Chosen on the measurement screen, it goes to the cart.
    await page.getByRole("link", { name: "I choose from my cuts" }).click();
    await page.getByLabel("Choose profile").selectOption({ label: "Smart Measurement: Office" });
    await page.getByRole("button", { name: "Choose", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Smart Measurement: Office" })).toBeVisible();
    await expect(page.getByLabel("Name of this size")).toHaveValue("Office");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Continue to Cart" }).click();
    await expect(page).toHaveURL("/cart");
    await expect(page.getByRole("main")).toContainText("Office · Slim fit · collar 41 cm");

    // My sizes: each as '{type} Measurement'; edit the rapid one, the smart one's measures, delete.
    await page.goto("/my-sizes");
    await expect(page.getByRole("heading", { name: "Smart Measurement" })).toBeVisible();
    const rapid = page.getByRole("region", { name: "Rapid Measurement" });
    await expect(rapid).toContainText("Loose, collar 43 cm, sleeve 70 cm");
    await expectNoAxeViolations(page);
    await rapid.getByLabel("Sleeve length (shoulder seam to cuff end)").selectOption("71");
    await rapid.getByRole("button", { name: "Save" }).click();
    await expect(rapid.getByText("Your size has been saved.")).toBeVisible();
    await expect(rapid).toContainText("Loose, collar 43 cm, sleeve 71 cm");

    const smart = page.getByRole("region", { name: "Smart Measurement" });
    const waist = Number((await smart.getByTestId("measure-waist").textContent())?.replace(/[^\d.]/g, ""));
    await smart.getByRole("link", { name: "Modify" }).click();
    const dialog = page.getByRole("dialog", { name: "Measure your shirt" });
    await dialog.getByLabel("Waist (cm)").fill(String(waist + 30));
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByRole("alert")).toContainText("Waist: you entered");
    await dialog.getByLabel("Waist (cm)").fill(String(waist + 2));
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await expect(smart.getByTestId("measure-waist")).toHaveText(`${waist + 2} cm`);

    await rapid.getByRole("button", { name: /^Delete Rapid Measurement/ }).click();
    await expect(page.getByText("The size has been deleted.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Rapid Measurement" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Smart Measurement" })).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test("the forms, the measure section and the size guide still work", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await skipNewsletter(context, baseURL);
    const page = await context.newPage();
    await page.goto("/measurement?shirt=1");
    await page.getByRole("button", { name: "Calculate my size" }).click();
    await expect(page.getByText(REQUIRED, { exact: true })).toHaveCount(7);
    await page.getByLabel("Name of this size").fill("No script");
    await page.getByRole("radio", { name: "Height in cm" }).check({ force: true });
    await page.getByRole("spinbutton", { name: "Height" }).fill("175");
    await page.getByLabel("Weight (kg)").fill("70");
    await page.getByLabel("Age (years)").fill("30");
    await page.getByRole("radio", { name: "Flat / slim" }).check({ force: true });
    await page.getByRole("radio", { name: /^Fitted/ }).check({ force: true });
    await page.getByLabel("Neckline (collar size)").selectOption("39");
    await page.getByRole("button", { name: "Calculate my size" }).click();
    await expect(page.getByRole("heading", { name: "Your size: No script" })).toBeVisible();
    const cuffs = await cmOf(page, "cuffs");

    // MODIFY leads to the same form as a section of the page.
    await page.getByRole("link", { name: "Modify" }).click();
    await expect(page).toHaveURL("/measurement?mode=smart&shirt=1&edit=measures#measure-your-shirt");
    const section = page.getByRole("region", { name: "Measure your shirt" });
    await section.getByLabel("Cuff Around (cm)").fill(String(cuffs + 6));
    await section.getByRole("button", { name: "Save" }).click();
    await expect(section.getByRole("alert")).toContainText("Cuffs: you entered");
    await section.getByRole("button", { name: "Yes, use my measures" }).click();
    await expect(measure(page, "cuffs")).toHaveText(`${cuffs + 6} cm`);

    await expect(page.getByRole("link", { name: "Size guide" })).toHaveAttribute("href", "/sizing-guides?unit=in");
    await page.getByRole("link", { name: "Size guide" }).click();
    await expect(page.getByRole("heading", { name: "Standard Sizes for Shirt Fits" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Inches" })).toHaveAttribute("aria-current", "true");
    await context.close();
  });
});

test.describe("on a phone @phone", () => {
  const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  test("the measurement screen and My sizes fit the screen and pass axe", async ({ page }) => {
    await page.goto("/measurement?shirt=1");
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await calculate(page);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);

    const customer = await registerCustomer(page.request);
    await signIn(page, customer, "/login?returnUrl=%2Fmeasurement%3Fmode%3Drapid");
    await page.getByText("Loose", { exact: true }).click();
    await page.getByLabel("Neckline (collar size)").selectOption("43");
    await page.getByLabel("Sleeve length (shoulder seam to cuff end)").selectOption("70");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("your size has been saved successfully, you can add to bag")).toBeVisible();
    await page.goto("/my-sizes");
    await expect(page.getByRole("heading", { name: "Rapid Measurement" })).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});
