import type { Browser, Page } from "@playwright/test";
import { expect, test } from "../shop-test";
import { fillAddress, registerCustomer, signIn } from "./account-helpers";
import { expectNoAxeViolations } from "./fixtures";
import { mailsTo } from "./order-helpers";
import { addShirtToBag, skipNewsletter } from "./shop-helpers";
import { STAFF, staffCode, staffState } from "./staff-helpers";

/*
 * A paid order becomes a shipped shirt, through the whole back office:
 * the customer pays; the owner signs in with two factors and finds the order; the workshop
 * prints the sheet, moves the shirt through its stages from its phone page and fails then
 * passes the quality check; service ships it with tracking; the customer reads the status,
 * the promise and the tracking link, and the e-mail is written.
 */

/** A customer pays one shirt with the test card; returns the order number. */
async function customerPays(page: Page, baseURL: string | undefined): Promise<{ email: string; orderNumber: string }> {
  await skipNewsletter(page.context(), baseURL);
  const customer = await registerCustomer(page.request);
  await addShirtToBag(page, { collar: "41", sleeve: "66", fit: "Fitted" });
  await page.getByRole("link", { name: "Proceed to checkout" }).click();
  await expect(page).toHaveURL(/\/login\?returnUrl=/);
  await signIn(page, customer, page.url().replace(/^https?:\/\/[^/]+/, ""));
  await fillAddress(page, "Shipping address", "Milano");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page).toHaveURL(/\/checkout/);
  await page.getByRole("textbox", { name: "Card number" }).fill("4242 4242 4242 4242");
  await page.getByRole("textbox", { name: "Expiry date" }).fill("12 / 34");
  await page.getByRole("textbox", { name: "Security code" }).fill("123");
  await page.getByRole("button", { name: "Buy now" }).click();
  await expect(page).toHaveURL(/\/confirmation\?order=\d+$/);
  const orderNumber = (await page.getByTestId("order-number").textContent()) ?? "";
  return { email: customer.email, orderNumber };
}

async function staffPage(browser: Browser, role: "service" | "workshop", width = 1280) {
  const context = await browser.newContext({ storageState: staffState(role), viewport: { width, height: 900 } });
  return context.newPage();
}

/** Fills the quality check with the ordered values, `tooSmallBy` cm under on the first point. */
async function recordCheck(page: Page, tooSmallBy = 0) {
  const check = page.getByRole("region", { name: "Quality check" });
  const inputs = check.locator("input[inputmode=decimal]");
  const count = await inputs.count();
  expect(count).toBeGreaterThan(5);
  for (let index = 0; index < count; index++) {
    const input = inputs.nth(index);
    const label = await check.locator(`label[for="${await input.getAttribute("id")}"]`).textContent();
    const ordered = Number(/: ([\d.]+) cm/.exec(label ?? "")?.[1]);
    expect(ordered, `the ordered value in "${label}"`).toBeGreaterThan(0);
    await input.fill(String(index === 0 ? ordered - tooSmallBy : ordered));
  }
  await check.getByRole("button", { name: "Record the check" }).click();
}

async function tap(page: Page, stage: string) {
  await page.getByRole("button", { name: `Move to ${stage}` }).click();
  await expect(page.getByTestId("stage")).toHaveText(new RegExp(stage, "i"));
}

test("a paid shirt goes from the workshop to the customer's door, every step seen by who needs it", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { email, orderNumber } = await customerPays(page, baseURL);

  // The owner signs in with the code from the app and finds the order by the customer's e-mail.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await owner.goto("/admin/orders");
  await owner.getByRole("textbox", { name: "E-mail" }).fill(STAFF.owner.email);
  await owner.getByLabel(/^Password/).fill(STAFF.owner.password);
  await owner.getByRole("button", { name: "Sign in" }).click();
  await owner.getByRole("textbox", { name: /Code from your app/ }).fill(await staffCode("owner"));
  await owner.getByRole("button", { name: "Sign in" }).click();
  await expect(owner).toHaveURL("/admin/orders");
  await owner.getByRole("searchbox", { name: "Search" }).fill(email);
  await owner.getByRole("button", { name: "Filter" }).click();
  await owner
    .getByRole("link", { name: new RegExp(orderNumber) })
    .first()
    .click();
  await expect(owner.getByRole("heading", { level: 1 })).toContainText(orderNumber);
  await expect(owner.getByText(email).first()).toBeVisible();
  await expect(owner.getByText("Front").first()).toBeVisible();
  await expect(owner.getByText("Back", { exact: true }).first()).toBeVisible();
  await ownerContext.close();

  // The workshop, on a phone: the queue, the sheet with its QR code, then one tap per stage.
  const workshop = await staffPage(browser, "workshop", 390);
  await workshop.goto(`/admin/production?q=${orderNumber}`);
  await workshop.getByRole("link", { name: new RegExp(`${orderNumber} · 1 of 1`) }).click();
  await expect(workshop).toHaveURL(/\/admin\/shirts\/\d+$/);
  const shirtUrl = workshop.url();
  await expect(workshop.getByTestId("stage")).toHaveText("Queued");
  await expectNoAxeViolations(workshop);
  await workshop.getByRole("link", { name: "Sheet" }).click();
  await expect(workshop.getByText(orderNumber).first()).toBeVisible();
  const qr = workshop.getByRole("img", { name: /QR code opening this shirt's page/ });
  await expect(qr).toHaveAttribute("data-qr-url", new RegExp(`${new URL(shirtUrl).pathname}$`));
  await expect(qr.locator("svg path").first()).toBeAttached();
  await workshop.goto(shirtUrl);
  await tap(workshop, "cutting");
  await tap(workshop, "sewing");
  await tap(workshop, "quality check");

  // The first check finds a point too small: a seam cannot give it back, so the shirt is cut again.
  await recordCheck(workshop, 3);
  await expect(workshop.getByTestId("stage")).toHaveText("Cutting");
  await expect(workshop.getByRole("status")).toContainText("Reason:");
  await tap(workshop, "sewing");
  await tap(workshop, "quality check");
  await recordCheck(workshop);
  await expect(workshop.getByTestId("stage")).toHaveText("Packed");
  // Packing: the label is the only customer data the workshop sees.
  await expect(workshop.getByRole("region", { name: /label/i })).toContainText("Milano");
  await expect(workshop.getByText(email)).toHaveCount(0);
  await workshop.context().close();

  // Service ships the parcel with its tracking.
  const service = await staffPage(browser, "service");
  await service.goto(`/admin/orders?q=${encodeURIComponent(orderNumber)}`);
  await service
    .getByRole("link", { name: new RegExp(orderNumber) })
    .first()
    .click();
  await service.getByRole("region", { name: "Actions on this order" }).getByRole("link", { name: "Ship" }).click();
  const ship = service.getByRole("dialog", { name: "Ship the parcel" });
  await ship.getByRole("textbox", { name: "Carrier" }).fill("DHL Express");
  await ship.getByRole("textbox", { name: "Tracking number" }).fill("JD014600006281");
  await ship.getByRole("textbox", { name: "Tracking link" }).fill("https://www.dhl.com/track?id=JD014600006281");
  await ship.getByRole("button", { name: "Ship and e-mail the customer" }).click();
  await expect(service.getByText("Shipped. The customer is e-mailed the tracking link.")).toBeVisible();
  await expectNoAxeViolations(service);
  await service.context().close();

  // The customer reads it in the history, and in the e-mail.
  await page.goto("/history-order");
  const order = page.getByRole("article", { name: `Order ${orderNumber}` });
  await expect(order).toContainText("Shipped");
  await expect(order).toContainText(/Expected (between|on) /);
  await expect(order.getByRole("link", { name: /track/i })).toHaveAttribute(
    "href",
    "https://www.dhl.com/track?id=JD014600006281",
  );
  await expect
    .poll(async () => (await mailsTo(email)).filter((mail) => mail.includes("JD014600006281")).length, {
      timeout: 15_000,
    })
    .toBe(1);
});
