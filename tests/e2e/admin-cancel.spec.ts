import { expect, test } from "../shop-test";
import { expectNoAxeViolations } from "./fixtures";
import { mailsTo, paidOrder } from "./order-helpers";
import { skipNewsletter } from "./shop-helpers";
import { staffState } from "./staff-helpers";

/*
 * Cancelling an order: while no shirt is cut, customer service cancels it and it is
 * refunded in full; once a shirt is cut, the order page no longer offers it.
 */

const orderPathOf = (number: string) => `/admin/orders/${Number(number.replace(/\D/g, ""))}`;

test.describe("cancelling an order", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await skipNewsletter(context, baseURL);
  });

  test("before any shirt is cut: cancelled, refunded in full, out of the queue, and the customer told", async ({
    page,
    browser,
  }, testInfo) => {
    // A checkout, the cancellation in its dialog, the workshop's queue and the customer's history.
    test.slow();
    const { email, number } = await paidOrder(page);
    const service = await browser.newContext({ storageState: staffState("service") });
    const office = await service.newPage();
    await office.goto(orderPathOf(number));

    // Nothing cut yet: the actions menu offers the cancellation, in a dialog.
    const actions = office.getByRole("region", { name: "Actions on this order" });
    await actions.getByText("More actions").click();
    await actions.getByRole("link", { name: "Cancel the order" }).click();
    const cancel = office.getByRole("dialog", { name: "Cancel the order" });
    await expect(cancel).toContainText("No shirt is cut yet");
    await expectNoAxeViolations(office);
    await office.screenshot({ path: testInfo.outputPath("admin-order-cancel-1280.png"), fullPage: true });
    await cancel.getByRole("textbox", { name: "Why (staff only)" }).fill("The customer's wedding was called off.");
    await cancel.getByRole("button", { name: "Cancel the order and refund it in full" }).click();
    await expect(office.getByText(/^Order cancelled and refunded in full\./)).toBeVisible();
    await expect(office.getByText(/Cancelled · placed/)).toBeVisible();
    const refundItem = office.getByRole("region", { name: "Refunds" }).getByRole("listitem").first();
    await expect(refundItem).toContainText("Order cancelled");
    await expect(refundItem).toContainText("Refunded");
    await expect(cancel).toHaveCount(0);
    await actions.getByText("More actions").click();
    await expect(actions.getByRole("link", { name: "Cancel the order" })).toHaveCount(0);
    await expect(office.getByRole("region", { name: "Timeline" })).toContainText(
      "The customer's wedding was called off.",
    );
    await expectNoAxeViolations(office);

    // The workshop's queue no longer lists its shirt.
    const workshop = await browser.newContext({ storageState: staffState("workshop") });
    const queue = await workshop.newPage();
    await queue.goto("/admin/production");
    await expect(queue.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(queue.getByText(number)).toHaveCount(0);
    await workshop.close();

    await expect
      .poll(
        async () => (await mailsTo(email)).some((mail) => mail.includes(`Subject: Your order ${number} is cancelled`)),
        {
          timeout: 15_000,
        },
      )
      .toBe(true);
    await page.goto("/history-order");
    const order = page.getByRole("article").filter({ hasText: number });
    await expect(order).toContainText("Cancelled");
    await expect(order.getByRole("region", { name: "Refunds" })).toContainText("refunded on");
    await service.close();
  });

  test("once a shirt is cut: the order page no longer offers the cancellation; a refund remains", async ({
    page,
    browser,
  }) => {
    // A checkout, the workshop's first stage and the order page's menu.
    test.slow();
    const { number } = await paidOrder(page);
    const service = await browser.newContext({ storageState: staffState("service") });
    const office = await service.newPage();
    await office.goto(orderPathOf(number));
    const shirtPath =
      (await office.getByRole("link", { name: "Shirt 1 of 1", exact: true }).getAttribute("href")) ?? "";

    const workshop = await browser.newContext({ storageState: staffState("workshop") });
    const shirt = await workshop.newPage();
    await shirt.goto(shirtPath);
    await shirt.getByRole("button", { name: "Move to cutting" }).click();
    await expect(shirt.getByTestId("stage")).toHaveText(/cutting/i);
    await workshop.close();

    await office.reload();
    // A shirt is cut: the cancellation is no longer offered; a refund is.
    const actions = office.getByRole("region", { name: "Actions on this order" });
    await actions.getByText("More actions").click();
    await expect(actions.getByRole("link", { name: "Refund" })).toBeVisible();
    await expect(actions.getByRole("link", { name: "Cancel the order" })).toHaveCount(0);
    // Asked for by its address, it is not shown either.
    await office.goto(`${orderPathOf(number)}?do=cancel`);
    await expect(office.getByRole("region", { name: "Cancel the order" })).toHaveCount(0);
    await expectNoAxeViolations(office);
    await service.close();
  });
});
