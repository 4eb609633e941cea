import type { BrowserContext, Page } from "@playwright/test";
import { expectNoAxeViolations } from "../e2e/fixtures";
import { becomeFirstOwner } from "../e2e/staff-helpers";
import { expect, test } from "../shop-test";
import {
  customerWithShirtInBag,
  expectOneConfirmationMail,
  installProviderScripts,
  orderIdOf,
  payPalFake,
  providersDataDir,
  stripeFake,
} from "./helpers";

/*
 * Unmatched payments: money Stripe and PayPal confirmed that paid no order is listed
 * for the owner with why it did not match; one is attached to the order it pays (the order is
 * paid once, its customer e-mailed once), the others are refunded in full through their
 * provider (each fake holds one refund). At 1280 and 390 px, axe clean.
 */

async function newShopper(context: BrowserContext, baseURL: string | undefined): Promise<Page> {
  await installProviderScripts(context, baseURL);
  return context.newPage();
}

test("the owner attaches a payment that named no order to its order and refunds a second payment and a PayPal capture", async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);

  // A customer's card is declined: the order waits for its payment.
  const waitingContext = await browser.newContext();
  const waitingPage = await newShopper(waitingContext, baseURL);
  const waiting = await customerWithShirtInBag(waitingPage);
  await waitingPage.goto("/checkout");
  await waitingPage.getByRole("textbox", { name: "Card number" }).fill("4000 0000 0000 0002");
  await waitingPage.getByRole("button", { name: "Buy now" }).click();
  await expect(waitingPage.getByRole("alert").filter({ hasText: "Error" })).toContainText("Your card was declined.");
  const declined = (await stripeFake.paymentIntents()).find((intent) => intent.receipt_email === waiting.email);
  const waitingOrder = { id: declined?.metadata.order_id ?? "", number: declined?.metadata.order_number ?? "" };
  expect(waitingOrder.number).toMatch(/^AS\d{6,}$/);

  // Another customer pays their order.
  const paidContext = await browser.newContext();
  const paidPage = await newShopper(paidContext, baseURL);
  await customerWithShirtInBag(paidPage);
  await paidPage.goto("/checkout");
  await paidPage.getByRole("textbox", { name: "Card number" }).fill("4242 4242 4242 4242");
  await paidPage.getByRole("button", { name: "Buy now" }).click();
  await expect(paidPage.getByRole("heading", { name: "Thank you for your order." })).toBeVisible({ timeout: 15_000 });
  const paidOrderId = orderIdOf(paidPage.url());
  const paid = (await stripeFake.paymentIntents()).find(
    (intent) => intent.metadata.order_id === paidOrderId && intent.status === "succeeded",
  );
  expect(paid).toBeDefined();

  // Two payments made outside the checkout reach the shop by webhook: one names no order (the
  // waiting order's amount), one pays the paid order a second time.
  const namesNoOrder = await stripeFake.createPaymentIntent(declined?.amount ?? 0, declined?.currency ?? "");
  await stripeFake.succeed(namesNoOrder.id);
  const second = await stripeFake.createPaymentIntent(paid?.amount ?? 0, paid?.currency ?? "", {
    order_id: paidOrderId,
  });
  await stripeFake.succeed(second.id);
  // And a PayPal capture that names no order, announced by its webhook.
  const payPalOrder = await payPalFake.capturedElsewhere({
    currency_code: (declined?.currency ?? "").toUpperCase(),
    value: ((declined?.amount ?? 0) / 100).toFixed(2),
  });
  const captureId = payPalOrder.purchase_units[0]?.payments?.captures[0]?.id ?? "";
  expect((await payPalFake.sendWebhook("PAYMENT.CAPTURE.COMPLETED", payPalOrder.id)).statuses).toEqual([200]);

  // The providers' shop's first owner lists them, each with why it did not match.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await becomeFirstOwner(owner, providersDataDir());
  await owner.goto("/admin/payments/unmatched");
  await expect(owner.getByRole("heading", { level: 1, name: "Unmatched payments" })).toBeVisible();
  await expect(owner.getByText("3 payments to reconcile.")).toBeVisible();
  const noOrder = owner.getByRole("article").filter({ hasText: namesNoOrder.id });
  await expect(noOrder).toContainText("It names no order.");
  await expect(noOrder).toContainText("Stripe");
  const secondPayment = owner.getByRole("article").filter({ hasText: second.id });
  await expect(secondPayment).toContainText("A second payment for an order already paid.");
  // The order it names takes no second payment: the attach form does not offer it.
  await expect(secondPayment.getByRole("textbox", { name: "Attach to order number" })).toHaveValue("");
  const byPayPal = owner.getByRole("article").filter({ hasText: payPalOrder.id });
  await expect(byPayPal).toContainText("PayPal");
  await expect(byPayPal).toContainText("It names no order.");
  await expectNoAxeViolations(owner);
  await owner.screenshot({ path: testInfo.outputPath("unmatched-payments-1280.png"), fullPage: true });
  const phone = await browser.newContext({
    storageState: await ownerContext.storageState(),
    viewport: { width: 390, height: 844 },
  });
  const phonePage = await phone.newPage();
  await phonePage.goto("/admin/payments/unmatched");
  await expect(phonePage.getByRole("article")).toHaveCount(3);
  await expectNoAxeViolations(phonePage);
  await phonePage.screenshot({ path: testInfo.outputPath("unmatched-payments-390.png"), fullPage: true });
  await phone.close();

  // Attached to the waiting order: refused without a number, then the order is paid, once.
  const orderField = noOrder.getByRole("textbox", { name: "Attach to order number" });
  await orderField.fill("the blue shirt");
  await noOrder.getByRole("button", { name: "Attach and mark the order paid" }).click();
  await expect(noOrder.getByText("Please enter the order's number, such as AS000042.")).toBeVisible();
  await orderField.fill(waitingOrder.number);
  await noOrder.getByRole("button", { name: "Attach and mark the order paid" }).click();
  await expect(owner.getByText(`Attached: order ${waitingOrder.number} is paid`)).toBeVisible();
  await expect(noOrder).toHaveCount(0);
  await expect(owner.getByText("2 payments to reconcile.")).toBeVisible();
  await expectOneConfirmationMail(waiting.email, waitingOrder.number);
  await waitingPage.goto("/history-order");
  await expect(waitingPage.getByRole("article", { name: `Order ${waitingOrder.number}`, exact: true })).toContainText(
    "Paid",
  );

  // The second payment goes back in full through Stripe; the paid order is untouched.
  const amount = (await secondPayment.getByRole("heading", { level: 2 }).textContent()) ?? "";
  await secondPayment.getByRole("button", { name: `Refund ${amount}` }).click();
  await expect(owner.getByText("Refunded in full through its provider.")).toBeVisible();
  await expect(secondPayment).toContainText("Refunded");
  await expect(secondPayment.getByRole("button")).toHaveCount(0);
  await expect(owner.getByText("1 payment to reconcile.")).toBeVisible();
  const refunds = (await stripeFake.refunds()).filter((refund) => refund.payment_intent === second.id);
  expect(refunds).toEqual([expect.objectContaining({ amount: second.amount, status: "succeeded" })]);
  expect((await stripeFake.refunds()).filter((refund) => refund.payment_intent === paid?.id)).toEqual([]);

  // The PayPal capture goes back through PayPal.
  const payPalAmount = (await byPayPal.getByRole("heading", { level: 2 }).textContent()) ?? "";
  await byPayPal.getByRole("button", { name: `Refund ${payPalAmount}` }).click();
  await expect(owner.getByText("Refunded in full through its provider.")).toBeVisible();
  await expect(byPayPal).toContainText("Refunded");
  await expect(owner.getByText("Nothing to reconcile.")).toBeVisible();
  const payPalRefunds = (await payPalFake.refunds()).filter((refund) =>
    refund.links.some((link) => link.rel === "up" && link.href.endsWith(`/captures/${captureId}`)),
  );
  expect(payPalRefunds).toEqual([
    expect.objectContaining({ status: "COMPLETED", amount: payPalOrder.purchase_units[0]?.amount }),
  ]);
  await expectNoAxeViolations(owner);

  await owner.goto("/admin/audit");
  await expect(owner.getByText("attached an unmatched payment to its order")).toBeVisible();
  await expect(owner.getByText("refunded an unmatched payment")).toHaveCount(2);
  await Promise.all([waitingContext.close(), paidContext.close(), ownerContext.close()]);
});
