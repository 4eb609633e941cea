import { type BrowserContext, expect, type Page } from "@playwright/test";

/**
 * Marks the newsletter popup as already offered, so that it does not cover the page in a
 * long journey (the popup itself is tested in newsletter.spec.ts).
 */
export async function skipNewsletter(context: BrowserContext, baseURL: string | undefined) {
  // The value react-router's createCookie writes for "hidden".
  await context.addCookies([{ name: "newsletter_popup", value: "ImhpZGRlbiI%3D", url: baseURL ?? "http://localhost" }]);
}

/** Opens a shirt's page, chooses a quick size and a quantity, and adds it to the bag: the cart shows. */
export async function addShirtToBag(
  page: Page,
  options: {
    path?: string;
    sleeve?: string;
    collar?: string;
    fit?: "Slim" | "Fitted" | "Loose";
    quantity?: string;
  } = {},
) {
  await page.goto(options.path ?? "/custom-made-men-shirt/the-executive/1");
  await page.getByLabel("Sleeve length").selectOption(options.sleeve ?? "65");
  await page.getByLabel("Collar size").selectOption(options.collar ?? "40");
  await page.getByText(options.fit ?? "Slim", { exact: true }).click();
  await page.getByLabel("Quantity").selectOption(options.quantity ?? "1");
  await page.getByRole("button", { name: "Add to bag" }).click();
  await expect(page).toHaveURL("/cart");
  await expect(page.getByRole("heading", { level: 1, name: "Your cart" })).toBeVisible();
}

/** Chooses an option card of a configurator group and waits until the server has it. */
export async function choose(page: Page, group: string, option: string | RegExp) {
  const card = page
    .getByRole("region", { name: group, exact: true })
    .getByRole("button", { name: typeof option === "string" ? new RegExp(`^${option}`) : option });
  const saved = page.waitForResponse((response) => response.request().method() === "POST" && response.ok());
  await card.first().click();
  await saved;
  await expect(card.first()).toHaveAttribute("aria-pressed", "true");
}

/** A price as shown ("£63.75", "CHF 12.00") in minor units. */
export function minorUnits(text: string | null): number {
  const [units = "0", cents = "0"] = (text ?? "").replace(/[^0-9.]/g, "").split(".");
  return Number(units) * 100 + Number(cents);
}
