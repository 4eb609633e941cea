import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "../shop-test";
import { fillAddress, signedInCustomer } from "./account-helpers";
import { expectNoAxeViolations } from "./fixtures";
import { mailsTo, paidOrder } from "./order-helpers";
import { addShirtToBag, skipNewsletter } from "./shop-helpers";
import { staffState } from "./staff-helpers";

/*
 * The perfect fit guarantee: a delivered shirt's customer reports a fit problem with
 * a photo from the order history; service approves a remake; the remake shirt waits in the
 * workshop's queue, marked, its sheet cut to the corrected finished measurements; the
 * customer's saved size has taken the correction. Another claim gets an alteration refund
 * from customer service, refused a cent above its cap. At 1280 and 390 px, axe clean.
 */

const SCREENS = process.env.E2E_SCREENSHOTS_DIR;

async function screen(page: Page, name: string) {
  if (SCREENS) await page.screenshot({ path: path.join(SCREENS, `${name}.png`), fullPage: true });
}

async function staffPage(browser: Browser, role: "owner" | "service" | "workshop", width = 1280) {
  const context = await browser.newContext({ storageState: staffState(role), viewport: { width, height: 900 } });
  return context.newPage();
}

/** The shop's workshop and service take a paid order's one shirt to the customer's door. */
async function makeAndDeliver(browser: Browser, orderNumber: string) {
  const workshop = await staffPage(browser, "workshop");
  await workshop.goto(`/admin/production?q=${orderNumber}`);
  await workshop.getByRole("link", { name: new RegExp(`${orderNumber} · 1 of 1`) }).click();
  // The shirt's own page: the queue's cards have their own "Move to" buttons.
  await expect(workshop).toHaveURL(/\/admin\/shirts\/\d+$/);
  for (const stage of ["cutting", "sewing", "quality check"]) {
    await workshop.getByRole("button", { name: `Move to ${stage}` }).click();
    await expect(workshop.getByTestId("stage")).toHaveText(new RegExp(stage, "i"));
  }
  const check = workshop.getByRole("region", { name: "Quality check" });
  const inputs = check.locator("input[inputmode=decimal]");
  for (let index = 0; index < (await inputs.count()); index++) {
    const input = inputs.nth(index);
    const label = await check.locator(`label[for="${await input.getAttribute("id")}"]`).textContent();
    await input.fill(/: ([\d.]+) cm/.exec(label ?? "")?.[1] ?? "");
  }
  await check.getByRole("button", { name: "Record the check" }).click();
  await expect(workshop.getByTestId("stage")).toHaveText("Packed");
  await workshop.context().close();

  const service = await staffPage(browser, "service");
  await service.goto(`/admin/orders?q=${encodeURIComponent(orderNumber)}`);
  await service
    .getByRole("link", { name: new RegExp(orderNumber) })
    .first()
    .click();
  const actions = service.getByRole("region", { name: "Actions on this order" });
  await actions.getByRole("link", { name: "Ship" }).click();
  const ship = service.getByRole("dialog", { name: "Ship the parcel" });
  await ship.getByRole("textbox", { name: "Carrier" }).fill("BRT");
  await ship.getByRole("textbox", { name: "Tracking number" }).fill(`BRT${orderNumber}`);
  await ship.getByRole("textbox", { name: "Tracking link" }).fill("https://www.brt.it/track");
  await ship.getByRole("button", { name: "Ship and e-mail the customer" }).click();
  await expect(service.getByText(/^Shipped\./)).toBeVisible();
  await actions.getByRole("link", { name: "Mark delivered" }).click();
  await service
    .getByRole("dialog", { name: "Mark the order delivered" })
    .getByRole("button", { name: "Mark delivered today" })
    .click();
  await expect(service.getByText(/^Marked delivered\./)).toBeVisible();
  await expect(actions.getByRole("link", { name: "Mark delivered" })).toHaveCount(0);
  await service.context().close();
}

test("a customer reports a fit problem with a photo; the remake is queued in the corrected size and the saved size changes", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await skipNewsletter(page.context(), baseURL);
  const customer = await signedInCustomer(page);

  // The customer keeps a quick size, and orders a shirt in it.
  await page.goto("/measurement?mode=rapid");
  await page.getByText("Fitted", { exact: true }).click();
  await page.getByLabel("Neckline (collar size)").selectOption("41");
  await page.getByLabel("Sleeve length (shoulder seam to cuff end)").selectOption("66");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("your size has been saved successfully, you can add to bag")).toBeVisible();
  await addShirtToBag(page, { collar: "41", sleeve: "66", fit: "Fitted" });
  await page.getByRole("link", { name: "Proceed to checkout" }).click();
  await fillAddress(page, "Shipping address", "Milano");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await page.getByRole("textbox", { name: "Card number" }).fill("4242 4242 4242 4242");
  await page.getByRole("textbox", { name: "Expiry date" }).fill("12 / 34");
  await page.getByRole("textbox", { name: "Security code" }).fill("123");
  await page.getByRole("button", { name: "Buy now" }).click();
  await expect(page).toHaveURL(/\/confirmation\?order=\d+$/);
  const orderNumber = (await page.getByTestId("order-number").textContent()) ?? "";
  await makeAndDeliver(browser, orderNumber);

  // From the order history: the claim form, refused without a correction, then sent with a photo.
  await page.goto("/history-order");
  const order = page.getByRole("article", { name: `Order ${orderNumber}`, exact: true });
  await expect(order).toContainText("Delivered on");
  await order.getByRole("link", { name: /^Report a fit problem/ }).click();
  await expect(page).toHaveURL(/\/history-order\/fit-claim\/\d+$/);
  await page.getByRole("button", { name: "Send my claim" }).click();
  await expect(page.getByText("Please tell us what is wrong at one measurement at least.")).toBeVisible();
  const neck = page.getByRole("group", { name: /^Neck/ });
  const orderedNeck = Number(/ordered ([\d.]+) cm/.exec((await neck.textContent()) ?? "")?.[1]);
  const sleeves = page.getByRole("group", { name: /^Sleeves/ });
  const orderedSleeves = Number(/ordered ([\d.]+) cm/.exec((await sleeves.textContent()) ?? "")?.[1]);
  await neck.getByLabel("What is wrong").selectOption({ label: "Too tight" });
  await neck.getByLabel("By (cm)").fill("1");
  await sleeves.getByLabel("What is wrong").selectOption({ label: "Too long" });
  await sleeves.getByLabel("By (cm)").fill("2");
  await page
    .getByLabel("Anything else we should know")
    .fill("The collar pinches once buttoned; the cuffs cover my hands.");
  const photo = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: "#8da0b8" } })
    .jpeg()
    .withExif({ IFD0: { Make: "PhoneMaker", Copyright: "Marco Rossi" } })
    .toBuffer();
  await page.getByLabel(/^Photos/).setInputFiles({ name: "IMG_0420.jpg", mimeType: "image/jpeg", buffer: photo });
  await expectNoAxeViolations(page);
  await screen(page, "fit-claim-form-1280");
  await page.getByRole("button", { name: "Send my claim" }).click();
  await expect(page).toHaveURL(/\/history-order\?claimed=\d+/);
  await expect(page.getByRole("status")).toContainText("we have your fit claim");
  await expect(order).toContainText("Waiting for our answer");
  await expect(order).toContainText("Neck: too tight by 1 cm");
  await expect(order.getByRole("link", { name: /^Report a fit problem/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // On a phone, the history with the claim.
  const phone = await browser.newContext({
    storageState: await page.context().storageState(),
    viewport: { width: 390, height: 844 },
  });
  const phonePage = await phone.newPage();
  await phonePage.goto("/history-order");
  await expect(phonePage.getByRole("article", { name: `Order ${orderNumber}`, exact: true })).toContainText(
    "Waiting for our answer",
  );
  await expectNoAxeViolations(phonePage);
  await screen(phonePage, "fit-claim-history-390");

  // Service finds the claim, sees the photo and the corrections beside the ordered values, approves a remake.
  const service = await staffPage(browser, "service");
  await service.goto("/admin/claims");
  await service.getByRole("link", { name: new RegExp(`Order ${orderNumber}`) }).click();
  await expect(service.getByRole("heading", { level: 1 })).toContainText("Claim");
  const table = service.getByRole("table");
  await expect(table.getByRole("row", { name: /Neck/ })).toContainText(
    `${orderedNeck}too tight by 1 cm${orderedNeck + 1}`,
  );
  const shown = service.getByRole("img", { name: /The shirt worn/ });
  await expect(shown).toBeVisible();
  expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
  await expectNoAxeViolations(service);
  await screen(service, "admin-claim-1280");
  await service.getByRole("button", { name: "Approve a remake" }).click();
  await expect(service.getByText(/Remake approved: the shirt is in the workshop's queue/)).toBeVisible();
  const remakeNumber = ((await service.getByRole("link", { name: /^order / }).textContent()) ?? "").replace(
    "order ",
    "",
  );
  await service.context().close();

  // The workshop's queue shows the remake, marked; its sheet has the corrected finished measurements.
  const workshop = await staffPage(browser, "workshop", 390);
  await workshop.goto(`/admin/production?q=${remakeNumber}`);
  const queued = workshop.getByRole("link", { name: new RegExp(`${remakeNumber} · 1 of 1`) });
  await expect(queued).toContainText(`Remake of ${orderNumber}`);
  await expectNoAxeViolations(workshop);
  await screen(workshop, "production-remake-390");
  await queued.click();
  await expect(workshop).toHaveURL(/\/admin\/shirts\/\d+$/);
  await workshop.getByRole("link", { name: "Sheet", exact: true }).click();
  const sheet = workshop.getByRole("article", { name: new RegExp(`Production sheet, order ${remakeNumber}`) });
  await expect(sheet).toContainText(`Order ${orderNumber} (perfect fit guarantee)`);
  await expect(sheet).toContainText("cut to the corrected finished measurements");
  const measurements = sheet.getByRole("table").filter({ has: workshop.getByRole("columnheader", { name: "Cut to" }) });
  await expect(measurements.getByRole("row", { name: /^Collar/ })).toContainText(String(orderedNeck + 1));
  await expect(measurements.getByRole("row", { name: /^Sleeves/ })).toContainText(String(orderedSleeves - 2));
  await workshop.context().close();

  // The customer reads the outcome and the e-mail; the saved quick size took the collar and sleeve.
  await page.goto("/history-order");
  await expect(order).toContainText("Remake approved");
  await expect(order).toContainText(`order ${remakeNumber}`);
  await expect(page.getByRole("article", { name: new RegExp(`Order ${remakeNumber}`) })).toContainText(
    `Remake of order ${orderNumber}`,
  );
  await expect
    .poll(
      async () => (await mailsTo(customer.email)).filter((mail) => mail.includes("We are remaking your shirt")).length,
      {
        timeout: 15_000,
      },
    )
    .toBe(1);
  await page.goto("/my-sizes");
  await expect(page.getByRole("region", { name: "Rapid Measurement" })).toContainText(
    "Fitted, collar 42 cm, sleeve 64 cm",
  );

  // The owner's fit accuracy page (a quick size is not the calculator's: none counted yet).
  const owner = await staffPage(browser, "owner");
  await owner.goto("/admin/fit-accuracy");
  await expect(owner.getByRole("heading", { level: 1, name: "Fit accuracy" })).toBeVisible();
  await expectNoAxeViolations(owner);
  await owner.context().close();
  await phone.close();
});

test("customer service decides an alteration refund, capped at the setting's share of the shirt's price", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await skipNewsletter(page.context(), baseURL);
  const { email, number } = await paidOrder(page);
  const orderPath = `/admin/orders/${Number(number.replace(/\D/g, ""))}`;
  await makeAndDeliver(browser, number);
  const office = await staffPage(browser, "service");

  // The customer reports that the collar is too tight.
  await page.goto("/history-order");
  await page.getByRole("link", { name: /^Report a fit problem/ }).click();
  const neck = page.getByRole("group", { name: /^Neck/ });
  await neck.getByRole("combobox", { name: "What is wrong" }).selectOption("larger");
  await neck.getByRole("spinbutton", { name: "By (cm)" }).fill("1");
  await page.getByRole("button", { name: "Send my claim" }).click();
  await expect(page.getByText(/we have your fit claim/i)).toBeVisible();

  // Service opens it: the decision offers the alteration refund with its cap.
  await office.goto("/admin/claims");
  await office.getByRole("link", { name: new RegExp(`Order ${number}`) }).click();
  const decision = office.getByRole("region", { name: "Decision" });
  const intro = (await decision.getByText(/^Part of the shirt's price back/).textContent()) ?? "";
  const cap = /that is (\S+?)\. It goes/.exec(intro)?.[1] ?? "";
  expect(cap).toMatch(/^\D\d+\.\d{2}$/);
  const capAmount = Number(cap.slice(1));
  await expectNoAxeViolations(office);
  for (const width of [1280, 390]) {
    await office.setViewportSize({ width, height: 900 });
    await screen(office, `admin-claim-alteration-open-${width}`);
  }
  await office.setViewportSize({ width: 1280, height: 900 });

  // A cent above the cap is refused beside the amount; nothing is refunded.
  const amount = decision.getByRole("textbox", { name: /^Amount/ });
  await amount.fill((capAmount + 0.01).toFixed(2));
  await decision.getByRole("button", { name: "Refund for an alteration and e-mail the customer" }).click();
  await expect(decision.getByText(/^An alteration refund is at most 30% of the shirt's price/)).toBeVisible();
  await expectNoAxeViolations(office);

  await amount.fill("10.00");
  await decision.getByRole("textbox", { name: "Note (staff only)" }).fill("Collar to be let out by a tailor.");
  await decision.getByRole("button", { name: "Refund for an alteration and e-mail the customer" }).click();
  await expect(office.getByText(/^Alteration refund made/)).toBeVisible();
  await expect(decision).toContainText("Alteration refund of");
  await expect(decision).toContainText("10.00");
  await expect(decision).toContainText("Refunded");
  for (const width of [1280, 390]) {
    await office.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(office);
    await screen(office, `admin-claim-alteration-decided-${width}`);
  }

  // The order page lists the refund with its reason and credit note.
  await office.goto(orderPath);
  const refundItem = office.getByRole("region", { name: "Refunds" }).getByRole("listitem").first();
  await expect(refundItem).toContainText("Alteration under the fit guarantee");
  await expect(refundItem.getByRole("link", { name: /^Credit note CN-/ })).toBeVisible();
  await office.context().close();

  // The customer reads it on the shirt and in the e-mail.
  await page.goto("/history-order");
  await expect(page.getByText(/We refunded you \S+10\.00 toward having it altered by a tailor/)).toBeVisible();
  await expect
    .poll(
      async () => (await mailsTo(email)).find((mail) => mail.includes("An alteration refund for your shirt")) ?? "",
      {
        timeout: 15_000,
      },
    )
    .toContain("toward having your");
});
