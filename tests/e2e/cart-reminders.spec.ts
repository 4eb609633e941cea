import { expect, test } from "../shop-test";
import { signedInCustomer } from "./account-helpers";
import { expectNoAxeViolations } from "./fixtures";
import { mailsTo } from "./order-helpers";
import { addShirtToBag, skipNewsletter } from "./shop-helpers";
import { staffState } from "./staff-helpers";

/*
 * A cart left behind (issue 25): a customer who agreed to reminders leaves a shirt in the cart;
 * once the owner's set time has passed without a change, one e-mail brings them back to it, and
 * no second one follows. The shop sweeps every 5 seconds in these tests
 * (CART_REMINDER_SWEEP_SECONDS in playwright.config.ts); the owner sets the time to a minute.
 */

const REMINDER = "Subject: Your shirts are waiting in your cart";

test.describe("a cart left behind", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await skipNewsletter(context, baseURL);
  });

  test("gets exactly one reminder, with the shirt, its price and the way back", async ({ page, browser }, testInfo) => {
    // A minute of waiting for the reminder, then three sweeps to see no second one.
    test.setTimeout(240_000);
    const owner = await browser.newContext({ storageState: staffState("owner") });
    const settings = await owner.newPage();
    await settings.goto("/admin/settings");
    await settings.getByLabel("Remind of a cart left behind after (minutes without a change)").fill("1");
    await settings.getByRole("button", { name: "Save these settings" }).click();
    await expect(settings.getByText(/^Settings saved/)).toBeVisible();
    await owner.close();

    const customer = await signedInCustomer(page);
    const emails = page.getByRole("region", { name: "E-mails from us" });
    const reminders = emails.getByRole("checkbox", { name: /Remind me once by e-mail of a cart I leave behind/ });
    await expect(reminders).not.toBeChecked();
    await reminders.check();
    await emails.getByRole("button", { name: "Save my e-mail choices" }).click();
    await expect(page.getByText("Your e-mail choices are saved.")).toBeVisible();
    await expect(reminders).toBeChecked();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath("account-emails-1280.png"), fullPage: true });

    await addShirtToBag(page, { collar: "41", sleeve: "66", fit: "Fitted" });
    const price = (await page.getByTestId("cart-total").textContent()) ?? "";

    const reminded = async () => (await mailsTo(customer.email)).filter((mail) => mail.includes(REMINDER));
    await expect.poll(async () => (await reminded()).length, { timeout: 150_000, intervals: [5_000] }).toBe(1);
    const [mail] = await reminded();
    expect(mail).toContain("The Executive");
    expect(mail).toContain(price.trim());
    const link = /https?:\/\/\S+\/cart\b/.exec(mail ?? "")?.[0];
    expect(link).toBeTruthy();

    // Three more sweeps: still one.
    await page.waitForTimeout(16_000);
    expect(await reminded()).toHaveLength(1);
    await page.goto(new URL(link!).pathname);
    await expect(page.getByRole("main")).toContainText("The Executive");
  });
});
