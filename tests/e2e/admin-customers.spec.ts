import { expect, test } from "../shop-test";
import { expectNoAxeViolations } from "./fixtures";
import { mailsTo, paidOrder } from "./order-helpers";
import { skipNewsletter } from "./shop-helpers";
import { staffState } from "./staff-helpers";

/*
 * Customer service and a customer (issue 25): a customer who says "my last shirt's sleeves were
 * short" is found by the number of their order, and service corrects the saved size the next
 * shirt will be made in. The customer is e-mailed what changed and why, the size's history
 * keeps who did it, and the audit log has it.
 */

test.describe("customer service and a customer", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await skipNewsletter(context, baseURL);
  });

  test("finds a customer by an order number and corrects a saved size", async ({ page, browser }, testInfo) => {
    test.slow();
    const { email, number } = await paidOrder(page);
    // The customer keeps a quick size in My sizes.
    await page.goto("/measurement?mode=rapid");
    await page.getByText("Loose", { exact: true }).click();
    await page.getByLabel("Neckline (collar size)").selectOption("43");
    await page.getByLabel("Sleeve length (shoulder seam to cuff end)").selectOption("70");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("your size has been saved successfully, you can add to bag")).toBeVisible();

    const service = await browser.newContext({ storageState: staffState("service") });
    const office = await service.newPage();
    await office.goto("/admin");
    await office.getByRole("navigation").getByRole("link", { name: "Customers" }).click();
    await expect(office.getByRole("heading", { level: 1, name: "Customers" })).toBeVisible();
    await office.getByRole("searchbox", { name: "Search" }).fill(number);
    await office.getByRole("button", { name: "Filter" }).click();
    await expect(office.getByText("1 customer matches these filters.")).toBeVisible();
    await expectNoAxeViolations(office);
    await office.screenshot({ path: testInfo.outputPath("admin-customers-1280.png"), fullPage: true });
    await office.getByRole("link", { name: "Marco Rossi" }).click();

    await expect(office.getByRole("heading", { level: 1, name: "Marco Rossi" })).toBeVisible();
    const orders = office.getByRole("region", { name: "Orders", exact: true });
    await expect(orders.getByRole("link", { name: number })).toBeVisible();
    await expect(orders).toContainText("1 shirt: 1 queued");
    await expect(office.getByRole("region", { name: "Mails sent" })).toContainText(number);
    const sizes = office.getByRole("region", { name: "Saved sizes" });
    await expect(sizes).toContainText("Sleeve (shoulder seam to cuff)70 cm");
    await expectNoAxeViolations(office);

    // A reason is required; the corrected sleeve is kept with who and why, and the customer told.
    await sizes.getByText("Correct this size").click();
    await sizes.getByRole("spinbutton", { name: "Sleeve (cm)" }).fill("72");
    await sizes.getByRole("button", { name: "Save and tell the customer" }).click();
    await expect(sizes.getByText("Say why, as the customer will read it.")).toBeVisible();
    await sizes.getByRole("textbox", { name: /Why/ }).fill("Your last shirt's sleeves were 2 cm short.");
    await sizes.getByRole("button", { name: "Save and tell the customer" }).click();
    await expect(office.getByText(/^Size corrected\./)).toBeVisible();
    await expect(sizes).toContainText("Sleeve (shoulder seam to cuff)72 cm");
    await expect(sizes).toContainText("Sleeve (shoulder seam to cuff): 70 cm → 72 cm");
    await expect(sizes).toContainText("“Your last shirt's sleeves were 2 cm short.”");
    await office.screenshot({ path: testInfo.outputPath("admin-customer-1280.png"), fullPage: true });
    await expect
      .poll(async () => (await mailsTo(email)).some((mail) => mail.includes("70 cm → 72 cm")), { timeout: 15_000 })
      .toBe(true);

    // The customer sees the new sleeve in My sizes.
    await page.goto("/my-sizes");
    await expect(page.getByRole("region", { name: "Rapid Measurement" })).toContainText("sleeve 72 cm");

    // A note, then the audit log has both actions.
    await office.getByRole("textbox", { name: "Note (staff only)" }).fill("Called about the sleeves; happy now.");
    await office.getByRole("button", { name: "Add the note" }).click();
    await expect(office.getByText("Note added.")).toBeVisible();
    await expect(office.getByRole("region", { name: "Notes" })).toContainText("Called about the sleeves; happy now.");
    await office.setViewportSize({ width: 390, height: 844 });
    await office.screenshot({ path: testInfo.outputPath("admin-customer-390.png"), fullPage: true });
    await service.close();

    const owner = await browser.newContext({ storageState: staffState("owner") });
    const audit = await owner.newPage();
    await audit.goto("/admin/audit");
    await expect(audit.getByRole("main")).toContainText("corrected a customer's saved size");
    await expect(audit.getByRole("main")).toContainText("added a note about a customer");
    await owner.close();
  });
});
