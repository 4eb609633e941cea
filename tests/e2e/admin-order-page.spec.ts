import type { Browser, Page, TestInfo } from "@playwright/test";
import { expect, test } from "../shop-test";
import { expectNoAxeViolations } from "./fixtures";
import { packShirt, paidOrder } from "./order-helpers";
import { skipNewsletter } from "./shop-helpers";
import { staffState } from "./staff-helpers";

/*
 * The order page as customer service uses it: the actions bar offers the next likely step
 * (shipping, once every shirt is packed) and opens its form in a dialog; without JavaScript
 * the same actions work as links to their form on the page, and a long timeline shows its
 * latest ten events with a link to all of them.
 */

const orderPathOf = (number: string) => `/admin/orders/${Number(number.replace(/\D/g, ""))}`;

/** A new customer's paid order (named `name`), its one shirt packed by the workshop. */
async function packedOrder(page: Page, browser: Browser, name?: string) {
  const { number } = await paidOrder(page, name);
  const service = await browser.newContext({ storageState: staffState("service") });
  const office = await service.newPage();
  await office.goto(orderPathOf(number));
  const shirtPath = (await office.getByRole("link", { name: "Shirt 1 of 1", exact: true }).getAttribute("href")) ?? "";
  await service.close();
  await packShirt(browser, shirtPath);
  return number;
}

async function shipsFromTheBar(page: Page, browser: Browser, width: number, testInfo: TestInfo) {
  // A checkout, the workshop's four stages, and the service's dialog.
  test.slow();
  const surname = `Fairbairn${Date.now().toString(36)}`;
  const number = await packedOrder(page, browser, `Harriet ${surname}`);
  const service = await browser.newContext({ storageState: staffState("service"), viewport: { width, height: 900 } });
  const office = await service.newPage();

  // The customer calls: "/" puts the cursor in the header's search, the surname brings the order up.
  await office.goto("/admin");
  await office.keyboard.press("/");
  const search = office.getByRole("combobox", { name: "Search the back office" });
  await expect(search).toBeFocused();
  await search.pressSequentially(surname, { delay: 20 });
  const found = office
    .getByRole("listbox")
    .getByRole("option", { name: new RegExp(`^${number} · Harriet ${surname}`) });
  await expect(found).toBeVisible();
  await expectNoAxeViolations(office);
  await office.screenshot({ path: testInfo.outputPath(`admin-search-${width}.png`) });
  await found.click();
  await expect(office.getByRole("heading", { level: 1, name: `Order ${number}` })).toBeVisible();
  await expect(search).toHaveValue("");
  const actions = office.getByRole("region", { name: "Actions on this order" });
  await expect(actions.getByRole("link").first()).toHaveText("Ship");
  await expectNoAxeViolations(office);
  await office.screenshot({ path: testInfo.outputPath(`admin-order-page-${width}.png`), fullPage: true });

  // The menu holds the rest: a note, the promise, a refund, the invoice; nothing cut can still be... cut.
  await actions.getByText("More actions").click();
  for (const name of ["Add a note", "Move the promise", "Refund", /^Invoice/]) {
    await expect(actions.getByRole("link", { name })).toBeVisible();
  }
  await expect(actions.getByRole("link", { name: "Cancel the order" })).toHaveCount(0);
  await expectNoAxeViolations(office);
  await office.screenshot({ path: testInfo.outputPath(`admin-order-menu-${width}.png`) });
  // The promise is typed as the shop writes days, whatever the browser's language.
  await actions.getByRole("link", { name: "Move the promise" }).click();
  const promise = office.getByRole("dialog", { name: "Move the delivery promise" });
  await promise.getByRole("textbox", { name: /^From \(DD\/MM\/YYYY\)/ }).fill("20/12/2030");
  await promise.getByRole("textbox", { name: /^Until \(DD\/MM\/YYYY\)/ }).fill("31/02/2031");
  await promise.getByRole("button", { name: "Move and e-mail the customer" }).click();
  await expect(promise.getByText("Please enter a day as DD/MM/YYYY, for example 26/11/2026.")).toBeVisible();
  await promise.getByRole("textbox", { name: /^Until \(DD\/MM\/YYYY\)/ }).fill("23/12/2030");
  await promise.getByRole("button", { name: "Move and e-mail the customer" }).click();
  await expect(office.getByText(/^Promise moved\./)).toBeVisible();
  await expect(promise).toHaveCount(0);

  await actions.getByRole("link", { name: "Ship" }).click();
  const dialog = office.getByRole("dialog", { name: "Ship the parcel" });
  await dialog.getByRole("textbox", { name: "Carrier" }).fill("UPS");
  await dialog.getByRole("textbox", { name: "Tracking number" }).fill("1Z999AA10123456784");
  await dialog
    .getByRole("textbox", { name: "Tracking link" })
    .fill("https://www.ups.com/track?tracknum=1Z999AA10123456784");
  await expectNoAxeViolations(office);
  await office.screenshot({ path: testInfo.outputPath(`admin-order-ship-dialog-${width}.png`) });
  await dialog.getByRole("button", { name: "Ship and e-mail the customer" }).click();

  await expect(office.getByText(/^Shipped\. The customer is e-mailed/)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(
    office.getByRole("region", { name: "Delivery" }).getByRole("link", { name: "1Z999AA10123456784" }),
  ).toBeVisible();
  await expect(actions.getByRole("link").first()).toHaveText("Mark delivered");
  const timeline = office.getByRole("region", { name: "Timeline" });
  const latest = timeline.locator("ol > li").first();
  await expect(latest).toContainText("Sam Service");
  await expect(timeline).toContainText("Shipped with UPS");
  await expectNoAxeViolations(office);
  await service.close();
}

test.describe("the order page's actions bar", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await skipNewsletter(context, baseURL);
  });

  test("customer service ships a packed order from the actions bar", async ({ page, browser }, testInfo) => {
    await shipsFromTheBar(page, browser, 1280, testInfo);
  });

  test("on a phone, customer service ships a packed order from the actions bar @phone", async ({
    page,
    browser,
  }, testInfo) => {
    await shipsFromTheBar(page, browser, 390, testInfo);
  });
});

test.describe("the order page without JavaScript", () => {
  test("shows the latest ten of a long timeline and all on asking, and adds a note through the page's form", async ({
    browser,
    baseURL,
  }, testInfo) => {
    // A checkout, thirty-five notes, and the office's pages.
    test.slow();
    // The customer pays with JavaScript (the checkout's card form); the office has none.
    const customer = await browser.newContext({ javaScriptEnabled: true });
    await skipNewsletter(customer, baseURL);
    const { number } = await paidOrder(await customer.newPage());
    await customer.close();
    const service = await browser.newContext({ storageState: staffState("service"), javaScriptEnabled: false });
    const office = await service.newPage();
    const orderPath = orderPathOf(number);

    // Thirty-five notes for the team make a timeline of forty events and more.
    for (let n = 1; n <= 35; n++) {
      const posted = await office.request.post(orderPath, {
        form: { intent: "note", visibility: "internal", text: `Call ${n} with the customer.` },
        maxRedirects: 0,
      });
      expect(posted.status()).toBe(302);
    }

    await office.goto(orderPath);
    const timeline = office.getByRole("region", { name: "Timeline" });
    await expect(timeline.locator("ol > li")).toHaveCount(10);
    await expect(timeline.locator("ol > li").first()).toContainText("Call 35 with the customer.");
    const showAll = timeline.getByRole("link", { name: /^Show all \d+ events$/ });
    const total = Number(/\d+/.exec((await showAll.textContent()) ?? "")?.[0]);
    expect(total).toBeGreaterThanOrEqual(40);
    for (const width of [1280, 390]) {
      await office.setViewportSize({ width, height: 900 });
      await office.screenshot({ path: testInfo.outputPath(`admin-order-long-timeline-${width}.png`), fullPage: true });
    }
    await office.setViewportSize({ width: 1280, height: 900 });
    await showAll.click();
    await expect(office).toHaveURL(/events=all/);
    await expect(timeline.locator("ol > li")).toHaveCount(total);
    await expect(timeline).toContainText("Order placed");
    await expect(timeline).toContainText("Paid by test card");
    // Only the e-mails, keeping all of them shown.
    await timeline.getByRole("link", { name: "E-mails" }).click();
    await expect(office).toHaveURL(/events=all/);
    await expect(office).toHaveURL(/show=mails/);
    await expect(timeline.locator("ol > li").first()).toContainText("E-mail");

    // The bar's first action is a link to its form on the page; an empty note is refused there.
    const actions = office.getByRole("region", { name: "Actions on this order" });
    await actions.getByRole("link", { name: "Add a note" }).click();
    await expect(office).toHaveURL(/do=note/);
    const form = office.getByRole("region", { name: "Add a note" });
    await form.getByRole("radio", { name: /The customer too/ }).check();
    await form.getByRole("button", { name: "Add the note" }).click();
    await expect(form.getByText("Please write the note")).toBeVisible();
    await expect(form.getByRole("radio", { name: /The customer too/ })).toBeChecked();
    await office.screenshot({ path: testInfo.outputPath("admin-order-nojs-note-1280.png"), fullPage: true });
    await form.getByRole("textbox", { name: "Note" }).fill("Your shirt is on the cutting table next week.");
    await form.getByRole("button", { name: "Add the note" }).click();
    await expect(office.getByText(/^Note added\./)).toBeVisible();
    await expect(office.getByRole("region", { name: "Add a note" })).toHaveCount(0);
    await expect(timeline.locator("ol > li").first()).toContainText("Your shirt is on the cutting table next week.");

    // The menu opens without JavaScript too, and its actions are links to their forms.
    await actions.getByText("More actions").click();
    await actions.getByRole("link", { name: "Move the promise" }).click();
    await expect(office.getByRole("region", { name: "Move the delivery promise" })).toBeVisible();
    await service.close();
  });
});
