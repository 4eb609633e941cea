import { expect, test } from "../shop-test";

test.describe("newsletter popup", () => {
  async function openPopup(page: import("@playwright/test").Page) {
    await page.clock.install();
    // The popup's timer starts once the page is hydrated.
    await page.goto("/faq", { waitUntil: "networkidle" });
    await page.clock.fastForward(9_000);
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    return dialog;
  }

  test("validates the address, subscribes it once and closes two seconds after the answer", async ({ page }) => {
    const dialog = await openPopup(page);
    await dialog.getByRole("button", { name: "Subscribe" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Please enter your email address.");

    await dialog.getByLabel("Email address").fill("not-an-address");
    await dialog.getByRole("button", { name: "Subscribe" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("E-mail must be valid");
    await expect(dialog.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");

    const email = `reader-${Date.now()}@example.com`;
    await dialog.getByLabel("Email address").fill(email);
    await dialog.getByRole("button", { name: "Subscribe" }).click();
    await expect(dialog.getByRole("status")).toHaveText(
      "Thank you! Please confirm your subscription with the link we have just e-mailed you.",
    );
    await page.clock.fastForward(1_500);
    await expect(dialog).toBeVisible();
    await page.clock.fastForward(600);
    await expect(dialog).toBeHidden();

    // A subscriber is not asked again.
    await page.reload({ waitUntil: "networkidle" });
    await page.clock.fastForward(10_000);
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("an address not yet confirmed is told so, and mailed its link again", async ({ page, request }) => {
    const email = `twice-${Date.now()}@example.com`;
    await request.post("/newsletter", { form: { intent: "subscribe", email } });
    const dialog = await openPopup(page);
    await dialog.getByLabel("Email address").fill(email.toUpperCase());
    await dialog.getByRole("button", { name: "Subscribe" }).click();
    await expect(dialog.getByRole("status")).toHaveText(
      "This address is waiting for its confirmation: we have e-mailed you the link again.",
    );
  });

  test("'do not show this again' is remembered", async ({ page }) => {
    const dialog = await openPopup(page);
    await dialog.getByLabel("Do not show this again").check();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect
      .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === "newsletter_popup"))
      .toBe(true);
    const cookie = (await page.context().cookies()).find((c) => c.name === "newsletter_popup");
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 3600);
    await page.goto("/", { waitUntil: "networkidle" });
    await page.clock.fastForward(10_000);
    await expect(page.getByRole("dialog")).toBeHidden();
  });
});
