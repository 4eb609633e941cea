import type { Page } from "@playwright/test";
import { expect, test } from "../shop-test";
import { registerCustomer } from "./account-helpers";
import { expectNoAxeViolations } from "./fixtures";
import { addShirtToBag, choose, skipNewsletter } from "./shop-helpers";

/*
 * The configurator and the redesign page (spec 001 sections 2 to 5): every
 * group is chosen and drawn at once, the embroidery rules, the SIZES tab (calculator, measure
 * dialog, saved profiles, login form), the summary, adding with a size, redesigning a cart
 * line and a shared design link.
 */

test.beforeEach(async ({ context, baseURL }) => {
  await skipNewsletter(context, baseURL);
});

const tab = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Configurator steps" }).getByRole("link", { name: new RegExp(name) });

const drawing = (page: Page) => page.getByTestId("live-drawing").locator("svg").first();

/** The radio drawn as a card or a switch: its label is what a person clicks. */
const radioCard = (page: Page, name: string | RegExp) =>
  page.locator("label").filter({ has: page.getByRole("radio", { name }) });

/** Fills the SIZES tab's calculator (181 cm, 84 kg, 41, lean athletic, slim, collar 41) and calculates. */
async function calculateInTab(page: Page, name: string) {
  await page.getByLabel("Name of this size").fill(name);
  await radioCard(page, "Height in cm").click();
  await page.getByRole("spinbutton", { name: "Height" }).fill("181");
  await page.getByLabel("Weight (kg)").fill("84");
  await page.getByLabel("Age (years)").fill("41");
  await radioCard(page, "Lean athletic").click();
  await radioCard(page, /^Slim/).click();
  await page.getByLabel("Neckline (collar size)").selectOption("41");
  await page.getByRole("button", { name: "Calculate my size" }).click();
  await expect(page.getByRole("heading", { name: `Your size: ${name}` })).toBeVisible();
}

const measure = (page: Page, key: string) => page.getByTestId(`measure-${key}`);
const cmOf = async (page: Page, key: string) =>
  Number((await measure(page, key).textContent())?.replace(/[^\d.]/g, ""));

test("every style group is chosen and drawn at once, and kept on reload", async ({ page }) => {
  await page.goto("/design-shirt/1");
  await expect(page.getByRole("heading", { level: 1, name: "The Executive" })).toBeVisible();
  await expect(tab(page, "Style")).toHaveAttribute("aria-current", "step");
  await expectNoAxeViolations(page);

  const groups: [string, string][] = [
    ["Collar", "Button-down"],
    ["Cuffs", "Rounded single button"],
    ["Pocket", "Flap pocket"],
    ["Throat", "Hidden placket"],
    ["Back", "Box pleat"],
    ["Bottom", "Straight hem"],
    ["Button", "Navy"],
  ];
  // Each choice changes the drawing of the view that shows it.
  const views: Record<string, string> = { Back: "Back", Cuffs: "Cuff" };
  for (const [group, option] of groups) {
    await page.getByRole("button", { name: views[group] ?? "Front", exact: true }).click();
    const before = await drawing(page).innerHTML();
    await choose(page, group, option);
    expect(await drawing(page).innerHTML(), `${group} changes the drawing`).not.toBe(before);
  }
  await page.getByLabel("Collar bones").selectOption({ label: "Removable bones collar" });
  await page.getByLabel("Collar fastness").selectOption({ label: "Soft" });
  await page.waitForLoadState("networkidle");

  // The design in progress is on the server: a reload shows every choice.
  await page.reload();
  for (const [group, option] of groups) {
    await expect(
      page.getByRole("region", { name: group, exact: true }).getByRole("button", { name: new RegExp(`^${option}`) }),
    ).toHaveAttribute("aria-pressed", "true");
  }
  await expect(page.getByLabel("Collar bones")).toHaveValue("2");

  // An info dialog: large drawing, description, Choose closes it and marks the card.
  await page.getByRole("button", { name: "About Cutaway", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Cutaway" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Choose" }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole("region", { name: "Collar", exact: true }).getByRole("button", { name: /^Cutaway( Chosen)?$/ }),
  ).toHaveAttribute("aria-pressed", "true");

  // The fabric step: filter, choose, and the price comes from the server.
  await tab(page, "Fabric").click();
  await expect(page).toHaveURL(/step=fabric/);
  await expectNoAxeViolations(page);
  const before = await drawing(page).innerHTML();
  const fabricCards = page.getByRole("region", { name: "Fabric", exact: true }).locator('button[aria-pressed="false"]');
  await fabricCards.nth(3).click();
  await expect.poll(() => drawing(page).innerHTML()).not.toBe(before);
});

test("embroidery: show and hide rules, errors beside each field, drawn in its colour", async ({ page }) => {
  await page.goto("/design-shirt/2?step=extras");
  await expectNoAxeViolations(page);
  await expect(page.getByLabel("Embroidery text")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Symbol colour" })).toHaveCount(0);

  await choose(page, "Embroidery", "Initials");
  await expect(page.getByLabel("Embroidery text")).toHaveAttribute("placeholder", "Maximum 6 letters");
  await expect(page.getByLabel("Embroidery text")).toHaveAttribute("maxlength", "6");

  // Continue with nothing filled in: each error beside its field.
  await page.getByRole("button", { name: "Continue and add your measurement" }).click();
  await expect(page.getByText("Please enter the text to embroider")).toBeVisible();
  await expect(page.getByText("Please choose an embroidery colour.")).toBeVisible();
  await expect(page.getByText("Please choose an embroidery style.")).toBeVisible();

  const before = await drawing(page).innerHTML();
  await page.getByLabel("Embroidery text").fill("JDM");
  await expect(drawing(page)).toContainText("JDM");
  await page.getByLabel("Embroidery colour").selectOption({ label: "Red" });
  await expect.poll(async () => (await drawing(page).innerHTML()).toLowerCase()).toContain("#");
  await choose(page, "Embroidery style", /Block/);
  expect(await drawing(page).innerHTML()).not.toBe(before);

  // A symbol shows its colour and position; no symbol hides them again.
  await choose(page, "Shapes and symbols", /^Anchor/);
  await expect(page.getByRole("region", { name: "Symbol colour" })).toBeVisible();
  await page.getByRole("button", { name: "Continue and add your measurement" }).click();
  await expect(page.getByText("Please choose the colour of the symbol.")).toBeVisible();
  await expect(page.getByText("Please choose where to embroider the symbol.")).toBeVisible();
  await choose(page, "Symbol colour", /^Gold/);
  await page.getByLabel("Position").selectOption({ label: "Bottom hem of the shirt" });
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Continue and add your measurement" }).click();
  await expect(page).toHaveURL(/\/measurement/);

  await page.goto("/design-shirt/2?step=extras");
  await choose(page, "Shapes and symbols", /^No symbol/);
  await expect(page.getByRole("region", { name: "Symbol colour" })).toHaveCount(0);
  await choose(page, "Embroidery", "No embroidery");
  await expect(page.getByLabel("Embroidery text")).toHaveCount(0);
});

test("the server refuses a choice that does not exist or breaks a rule, and changes nothing", async ({ page }) => {
  await page.goto("/design-shirt/1");
  const post = (form: Record<string, string>) =>
    page.request.post("/design-shirt/1", { form: { intent: "choose", step: "style", live: "1", ...form } });
  expect((await post({ field: "collarId", value: "9999" })).status()).toBe(400);
  expect((await post({ field: "embroidery.symbolColourId", value: "2" })).status()).toBe(400);
  expect((await post({ field: "embroidery.typeId", value: "2" })).status()).toBe(200);
  expect((await post({ field: "embroidery.text", value: "ABCDEFG" })).status()).toBe(400);
  await page.goto("/design-shirt/1?step=summary");
  await expect(page.getByTestId("summary")).not.toContainText("ABCDEFG");
  await expect(page.getByTestId("summary")).toContainText("Spread");
});

test("summary links, size required, add to cart, then redesign the line from the cart", async ({ page }) => {
  await page.goto("/design-shirt/3");
  await choose(page, "Cuffs", "Angled two-button");
  await tab(page, "Summary").click();
  await expectNoAxeViolations(page);
  const summary = page.getByTestId("summary");
  await expect(summary).toContainText("Angled two-button");
  await expect(page.getByText("Don't forget to add your size")).toBeVisible();

  // ADD TO CART is refused while no size is attached.
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please add your size" })).toBeVisible();

  // Each summary entry leads to its tab.
  await summary.getByRole("link", { name: /change the size/ }).click();
  await expect(page).toHaveURL(/step=sizes/);
  await calculateInTab(page, "Office");
  await expect(page.getByTestId("draft-size")).toHaveText("Office · Slim fit · collar 41 cm");
  await tab(page, "Summary").click();
  await summary.getByRole("link", { name: /change the cuffs/ }).click();
  await expect(page).toHaveURL(/step=style/);
  await tab(page, "Summary").click();
  const price = (await page.getByTestId("configurator-price").textContent()) ?? "";
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page).toHaveURL("/cart");
  await expect(page.getByText("Cuffs: Angled two-button")).toBeVisible();
  await expect(page.getByRole("main").getByText(price).first()).toBeVisible();

  // Redesign: the line's design and size, 'Update your Shirt' changes it in place.
  await page
    .getByRole("link", { name: /Modify this shirt/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/redesign-shirt\/\d+/);
  await expect(page.getByText("Redesign your shirt")).toBeVisible();
  // The same SIZES tab: the line's size, which is the calculation just made.
  await tab(page, "Sizes").click();
  await expect(page.getByTestId("draft-size")).toHaveText("Office · Slim fit · collar 41 cm");
  await expect(page.getByText("This size goes with your shirt.")).toBeVisible();
  await tab(page, "Style").click();
  await choose(page, "Cuffs", "Rounded single button");
  await tab(page, "Summary").click();
  await expect(page.getByTestId("summary")).toContainText("Office · Slim fit · collar 41 cm");
  await page.getByRole("button", { name: "Update your Shirt" }).click();
  await expect(page).toHaveURL("/cart");
  await expect(page.getByText("Cuffs: Rounded single button")).toBeVisible();
  await expect(page.getByText("Angled two-button")).toHaveCount(0);
});

test.describe("the SIZES tab", () => {
  test("a visitor calculates his size, changes a measure in 'Measure your shirt' and adds the shirt with it", async ({
    page,
  }) => {
    await page.goto("/design-shirt/2");
    await choose(page, "Collar", "Button-down");
    await tab(page, "Sizes").click();
    await expect(page).toHaveURL(/step=sizes/);
    await expect(page.getByRole("link", { name: "New profile" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText("Not chosen yet")).toBeVisible();
    await expectNoAxeViolations(page);

    // Not sent while invalid, as on the measurement screen.
    await page.getByRole("button", { name: "Calculate my size" }).click();
    await expect(page.getByText("Required value", { exact: true })).toHaveCount(7);
    const drawingBefore = await drawing(page).innerHTML();
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await calculateInTab(page, "Office");
    // No full reload: the drawing's view is kept, and the server gave the result.
    await expect(page.getByRole("button", { name: "Back", exact: true })).toHaveAttribute("aria-pressed", "true");
    expect(await drawing(page).innerHTML()).not.toBe(drawingBefore);
    await expect(page.getByTestId("draft-size")).toHaveText("Office · Slim fit · collar 41 cm");
    await expect(page.getByText("This size goes with your shirt.")).toBeVisible();
    await expect(page.getByText("Don't forget to add your size")).toHaveCount(0);
    await expectNoAxeViolations(page);

    // 'Measure your shirt': eight measures with their drawings, cross-checked, then the shirt's.
    const sleeves = await cmOf(page, "sleeves");
    await page.getByRole("link", { name: "Modify" }).click();
    const dialog = page.getByRole("dialog", { name: "Measure your shirt" });
    for (const label of ["Neck", "Chest", "Waist", "Shoulders", "Sleeves Length", "Back", "Cuff Around", "Hips"]) {
      await expect(dialog.getByLabel(`${label} (cm)`)).toBeVisible();
    }
    // Each with its drawing.
    await expect(dialog.locator("svg:has(marker)")).toHaveCount(8);
    await dialog.getByLabel("Sleeves Length (cm)").fill(String(sleeves - 23));
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByRole("alert")).toContainText(`Sleeves: you entered ${sleeves - 23} cm`);
    await expectNoAxeViolations(page);
    await dialog.getByLabel("Sleeves Length (cm)").fill(String(sleeves + 1));
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await expect(measure(page, "sleeves")).toHaveText(`${sleeves + 1} cm`);
    await expect(page.getByText("This size goes with your shirt.")).toBeVisible();

    // The size guide opens over the tab.
    await page.getByRole("link", { name: "Size guide" }).click();
    await expect(page.getByRole("dialog", { name: "Size guide" }).getByRole("tab", { name: "Slim" })).toBeVisible();
    await page.keyboard.press("Escape");

    await tab(page, "Summary").click();
    await expect(page.getByTestId("summary")).toContainText("Office · Slim fit · collar 41 cm");
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(page).toHaveURL("/cart");
    const line = page
      .getByRole("region", { name: "Shirts in your cart" })
      .getByRole("article", { name: "The Boardroom" });
    await expect(line).toContainText("Office · Slim fit · collar 41 cm");
    await expect(line).toContainText("Button-down");
    await line.getByRole("button", { name: "View Details" }).click();
    await expect(page.getByRole("dialog", { name: "The Boardroom" })).toContainText(`${sleeves + 1} cm`);
  });

  test("a visitor logs in from the tab; a customer chooses one of his saved profiles and adds the shirt with it", async ({
    page,
  }) => {
    const customer = await registerCustomer(page.request);
    await page.goto("/design-shirt/3?step=sizes");
    await page.getByRole("link", { name: "Existing profile" }).click();
    await expect(page.getByText("Please log in to find your measurement profiles")).toBeVisible();
    await expectNoAxeViolations(page);
    const main = page.getByRole("main");
    await main.getByRole("button", { name: "Log in" }).click();
    await expect(main.getByText("E-mail required")).toBeVisible();
    await main.getByRole("textbox", { name: "E-mail" }).fill(customer.email);
    await main.getByLabel("Password").fill(customer.password);
    await main.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByText("You have no saved measurement profile yet.")).toBeVisible();
    await expect(page).toHaveURL(/\/design-shirt\/3\?step=sizes&mode=profiles/);

    // A size calculated here is kept as a profile; a rapid one comes from the measurement screen.
    await page.getByRole("link", { name: "Add new measurement profile" }).click();
    await calculateInTab(page, "Office");
    await expect(page.getByText("Saved in My sizes as “Office”.")).toBeVisible();
    await page.goto("/measurement?mode=rapid");
    await radioCard(page, /^Loose/).click();
    await page.getByLabel("Neckline (collar size)").selectOption("43");
    await page.getByLabel("Sleeve length (shoulder seam to cuff end)").selectOption("70");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("your size has been saved successfully, you can add to bag")).toBeVisible();

    // With saved sizes the tab opens on them, the shirt's own size shown.
    await page.goto("/design-shirt/3?step=sizes");
    await expect(page.getByRole("link", { name: "Existing profile" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { name: "Smart Measurement: Office" })).toBeVisible();
    await expect(page.getByText("This size goes with your shirt.")).toBeVisible();

    await page
      .getByLabel("Choose profile")
      .selectOption({ label: "Rapid Measurement: Loose, collar 43 cm, sleeve 70 cm" });
    await page.getByRole("button", { name: "Choose", exact: true }).click();
    await expect(
      page.getByRole("heading", { name: "Rapid Measurement: Loose, collar 43 cm, sleeve 70 cm" }),
    ).toBeVisible();
    await expect(page.getByTestId("draft-size")).toHaveText("Loose fit · collar 43 cm (XL) · sleeve 70 cm");
    await expectNoAxeViolations(page);

    // The calculation is still there in 'new profile', no longer the shirt's size.
    await page.getByRole("link", { name: "New profile" }).click();
    await expect(page.getByRole("button", { name: "Use this size for my shirt" })).toBeVisible();

    await tab(page, "Summary").click();
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(page).toHaveURL("/cart");
    await expect(
      page.getByRole("region", { name: "Shirts in your cart" }).getByRole("article", { name: "The Windowpane" }),
    ).toContainText("Loose fit · collar 43 cm (XL) · sleeve 70 cm");
  });
});

test("only the owner of a cart line can redesign it", async ({ page, browser }) => {
  await addShirtToBag(page);
  const href = await page
    .getByRole("link", { name: /Modify this shirt/ })
    .first()
    .getAttribute("href");
  expect(href).toMatch(/^\/redesign-shirt\/\d+$/);
  const other = await browser.newContext();
  const response = await (await other.newPage()).goto(href ?? "");
  expect(response?.status()).toBe(404);
  await other.close();
});

test("a shared design link shows the design; 'Use this design' makes it the visitor's", async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto("/design-shirt/1");
  await choose(page, "Cuffs", /^French/);
  await page.goto("/design-shirt/1?step=extras");
  await choose(page, "Embroidery", "Initials");
  await page.getByLabel("Embroidery text").fill("A.B.");
  await page.getByLabel("Embroidery colour").selectOption({ label: "Navy" });
  await choose(page, "Embroidery style", /Script/);
  await page.goto("/design-shirt/1?step=summary");
  const href = await page.getByTestId("share-link").getAttribute("href");
  expect(href).toMatch(/^\/design-shirt\/1\?d=/);

  const friend = await browser.newContext();
  await skipNewsletter(friend, baseURL);
  const friendPage = await friend.newPage();
  await friendPage.goto(href ?? "");
  const shared = friendPage.getByTestId("shared-summary");
  await expect(shared).toContainText("French");
  await expect(shared).toContainText("“A.B.”");
  await expect(shared).toContainText("Script");
  // Opening the link changed nothing: the friend's own design is still the model's.
  await friendPage.goto("/design-shirt/1?step=summary");
  await expect(friendPage.getByTestId("summary")).not.toContainText("French");
  await friendPage.goBack();
  await friendPage.getByRole("button", { name: "Use this design" }).click();
  await expect(friendPage).toHaveURL("/design-shirt/1?step=summary");
  const summary = friendPage.getByTestId("summary");
  await expect(summary).toContainText("French");
  await expect(summary).toContainText("“A.B.”");
  await expect(summary).toContainText("Script");
  await friend.close();

  const broken = await page.goto("/design-shirt/1?d=1.2.3");
  expect(broken?.status()).toBe(200);
  await expect(page.getByRole("alert").filter({ hasText: "cannot be made" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Design this shirt yourself" })).toHaveAttribute(
    "href",
    "/design-shirt/1",
  );
});

test("the SIZES tab fits a phone's screen and passes axe @phone", async ({ page }) => {
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await page.goto("/design-shirt/1?step=sizes");
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  await calculateInTab(page, "Phone");
  await expect(page.getByRole("heading", { name: "Your size: Phone" })).toBeInViewport();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});

test("the drawing stays in view on a phone @phone", async ({ page }) => {
  await page.goto("/design-shirt/1");
  await page.mouse.wheel(0, 1500);
  await expect(page.getByTestId("live-drawing")).toBeInViewport();
  await choose(page, "Bottom", "Straight hem");
  await expect(page.getByTestId("live-drawing")).toBeInViewport();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the configurator works as forms, tab by tab, drawn by the server", async ({ page }) => {
    await page.goto("/design-shirt/4");
    const before = await drawing(page).innerHTML();
    const flap = page
      .getByRole("region", { name: "Pocket", exact: true })
      .getByRole("button", { name: /^Flap pocket/ });
    await flap.click();
    await expect(page).toHaveURL(/\?step=style#group-placketId$/);
    await expect(flap).toHaveAttribute("aria-pressed", "true");
    expect(await drawing(page).innerHTML()).not.toBe(before);

    await tab(page, "Extras").click();
    await page
      .getByRole("region", { name: "Embroidery", exact: true })
      .getByRole("button", { name: "Initials", exact: true })
      .click();
    await page.getByLabel("Embroidery text").fill("AB");
    await page.getByLabel("Embroidery text").locator("xpath=..").getByRole("button", { name: "Save" }).click();
    await expect(drawing(page)).toContainText("AB");
    await tab(page, "Summary").click();
    await expect(page.getByTestId("summary")).toContainText("“AB”");
  });

  test("the SIZES tab calculates, modifies and adds to the cart as forms", async ({ page }) => {
    await page.goto("/design-shirt/5?step=sizes");
    await calculateInTab(page, "No script");
    await expect(page).toHaveURL("/design-shirt/5?step=sizes&mode=smart#result");
    await expect(page.getByTestId("draft-size")).toHaveText("No script · Slim fit · collar 41 cm");
    const cuffs = await cmOf(page, "cuffs");

    // MODIFY leads to the same form as a section of the tab.
    await page.getByRole("link", { name: "Modify" }).click();
    await expect(page).toHaveURL("/design-shirt/5?step=sizes&mode=smart&edit=measures#measure-your-shirt");
    const section = page.getByRole("region", { name: "Measure your shirt" });
    await section.getByLabel("Cuff Around (cm)").fill(String(cuffs + 6));
    await section.getByRole("button", { name: "Save" }).click();
    await expect(section.getByRole("alert")).toContainText("Cuffs: you entered");
    await section.getByRole("button", { name: "Yes, use my measures" }).click();
    await expect(measure(page, "cuffs")).toHaveText(`${cuffs + 6} cm`);

    await expect(page.getByRole("link", { name: "Size guide" })).toHaveAttribute("href", "/sizing-guides?unit=in");
    await page.getByRole("link", { name: "Existing profile" }).click();
    await expect(page.getByRole("main").getByRole("button", { name: "Log in" })).toBeVisible();

    await tab(page, "Summary").click();
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(page).toHaveURL("/cart");
    await expect(page.getByRole("main")).toContainText("No script · Slim fit · collar 41 cm");
  });
});
