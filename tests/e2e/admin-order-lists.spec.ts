import type { Browser, Page } from "@playwright/test";
import { expect, test } from "../shop-test";
import { expectNoAxeViolations } from "./fixtures";
import { paidOrder } from "./order-helpers";
import { skipNewsletter } from "./shop-helpers";
import { staffState } from "./staff-helpers";

/*
 * The order list a team lives in: its saved views, filters that apply as they change, days
 * typed the shop's way, and the owner printing the sheets of the orders they choose in one
 * click, on a desktop and on a phone (where the list is cards).
 */

const SCREENSHOTS = process.env.SCREENSHOT_DIR;

async function ownerAt(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({
    storageState: staffState("owner"),
    viewport: { width, height: width > 800 ? 900 : 844 },
    isMobile: width < 800,
    hasTouch: width < 800,
    // A browser set to another language: the days still read DD/MM/YYYY.
    locale: "en-US",
  });
  return context.newPage();
}

/** The owner opens "To start", ticks the order and prints its sheets in one click. */
async function printSheetsOf(office: Page, number: string, width: number) {
  await office.goto("/admin/orders");
  await office.getByRole("navigation", { name: "Saved views" }).getByRole("link", { name: "To start" }).click();
  await expect(office).toHaveURL(/\/admin\/orders\?view=to_start$/);
  await expect(
    office.getByRole("navigation", { name: "Saved views" }).getByRole("link", { name: "To start" }),
  ).toHaveAttribute("aria-current", "page");
  const actions = office.getByRole("form", { name: "Orders chosen" });
  await expect(actions.getByText("0 chosen")).toBeVisible();
  await expect(actions.getByRole("button", { name: "Print sheets" })).toBeDisabled();
  await office
    .getByRole("checkbox", { name: `Choose order ${number}` })
    .locator("visible=true")
    .check();
  await expect(actions.getByText("1 chosen")).toBeVisible();
  await expectNoAxeViolations(office);
  if (SCREENSHOTS) await office.screenshot({ path: `${SCREENSHOTS}/orders-${width}.png`, fullPage: true });

  await actions.getByRole("button", { name: "Print sheets" }).click();
  await expect(office).toHaveURL(/\/admin\/production\/sheets\?orders=\d+$/);
  await expect(office.getByText(`Shirts of order ${number}: 1 sheet, one per page.`)).toBeVisible();
  await expect(office.getByRole("button", { name: "Print all sheets" })).toBeVisible();
  await expectNoAxeViolations(office);
  if (SCREENSHOTS) await office.screenshot({ path: `${SCREENSHOTS}/sheets-${width}.png` });
}

test.describe("the order list a team lives in", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await skipNewsletter(context, baseURL);
  });

  test("the owner prints the sheets of the orders chosen in one click, at 1280 and 390 px", async ({
    page,
    browser,
  }) => {
    test.slow();
    const { number } = await paidOrder(page);
    for (const width of [1280, 390]) {
      const office = await ownerAt(browser, width);
      await printSheetsOf(office, number, width);
      await office.context().close();
    }
  });

  test("filters apply as they change, days are typed DD/MM/YYYY, slips and labels print for a choice", async ({
    page,
    browser,
  }) => {
    // A checkout, then the list, two printouts' worth of axe passes and a shipping list.
    test.setTimeout(360_000);
    const { number, email } = await paidOrder(page);
    const office = await ownerAt(browser, 1280);
    await office.goto("/admin/orders");

    // A choice applies at once, a search once typing pauses: no button pressed.
    await office.getByRole("combobox", { name: "Status" }).selectOption("paid");
    await expect(office).toHaveURL(/status=paid/);
    await office.getByRole("searchbox", { name: "Search" }).fill(email);
    await expect(office).toHaveURL(/q=/);
    await expect(office.getByText("1 order matches these filters.")).toBeVisible();

    // A day typed the shop's way in an en-US browser; a day that does not exist is said.
    const from = office.getByRole("textbox", { name: /Placed from/ });
    await expect(from).toHaveAttribute("type", "text");
    await from.fill("01/01/2020");
    await from.press("Enter");
    await expect(office).toHaveURL(/from=01%2F01%2F2020/);
    await expect(office.getByRole("textbox", { name: /Placed from/ })).toHaveValue("01/01/2020");
    await expect(office.getByText("1 order matches these filters.")).toBeVisible();
    await office.getByRole("textbox", { name: /Placed until/ }).fill("31/02/2026");
    await office.getByRole("textbox", { name: /Placed until/ }).press("Enter");
    await expect(office.getByRole("alert")).toContainText("Placed until: 31/02/2026 is not a day of the calendar.");
    await expectNoAxeViolations(office);

    // Every tab is a link; the list under each one passes axe.
    await office.goto("/admin/orders?view=refunds");
    await expect(office.getByRole("link", { name: "Refunds" })).toHaveAttribute("aria-current", "page");
    await expectNoAxeViolations(office);

    await office.goto("/admin/orders?view=to_start");
    await office
      .getByRole("checkbox", { name: `Choose order ${number}` })
      .locator("visible=true")
      .check();
    await office.getByRole("button", { name: "Print slips and labels" }).click();
    await expect(office).toHaveURL(/\/admin\/orders\/packing-slips\?orders=\d+$/);
    await expect(office.getByRole("article", { name: `Packing slip, order ${number}` })).toBeVisible();
    await expectNoAxeViolations(office);
    if (SCREENSHOTS) await office.screenshot({ path: `${SCREENSHOTS}/slips-1280.png` });

    // Shipping from a pasted list: each line checked first, an order not packed refused with why.
    await office.goto("/admin/orders?view=to_start");
    await office.getByRole("link", { name: "Ship from a list" }).click();
    await office.getByRole("textbox", { name: /One order a line/ }).fill(`${number}, DHL, JD0001\nAS999999, Pigeon, 1`);
    await office.getByRole("button", { name: "Check the list" }).click();
    await expect(office.getByRole("heading", { name: "0 of 2 lines ready to ship" })).toBeVisible();
    const checks = office.getByRole("table", { name: "The list, line by line" });
    await expect(checks).toContainText("Refused: 1 shirt is not packed yet");
    await expect(checks).toContainText("Refused: Unknown carrier");
    await expectNoAxeViolations(office);
    if (SCREENSHOTS) await office.screenshot({ path: `${SCREENSHOTS}/ship-1280.png`, fullPage: true });
    await office.context().close();
  });
});
