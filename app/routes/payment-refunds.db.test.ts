import { and, eq, like } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { config } from "~/config.server";
import { mailOutbox, paymentEvents, payments, refunds, staffUsers } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { clearCache } from "~/infra/cache.server";
import type { Customer } from "~/modules/accounts/accounts.server";
import { capturePayPalPayment, confirmReturn, startPayment } from "~/modules/checkout/checkout.server";
import { buyNowForm, customerWithCart } from "~/modules/checkout/test-support.server";
import type { ShirtDesign } from "~/modules/design/design";
import { defaultDesignFor } from "~/modules/design/design.server";
import type { DisplayCurrency } from "~/modules/money/money";
import { sweepWaitingOrders } from "~/modules/orders/sweeper.server";
import { refundOrder } from "~/modules/refunds/refunds.server";
import { orderNumber } from "~/modules/shop/order-number";
import type { StaffMember } from "~/modules/staff/staff";
import type { PayPalFake } from "../../tests/fakes/paypal-fake";
import type { StripeFake } from "../../tests/fakes/stripe-fake";
import { providerFakesForThisFile } from "./payment-fakes.test-support";

/*
 * Refunds through the real Stripe and PayPal SDKs against the local fakes of both APIs, with
 * webhooks posted over HTTP to the shop's webhook route with real signatures: partial and full
 * refunds, refunds made in the providers' dashboards, replays, and a crash before the answer.
 */

const USD: DisplayCurrency = { code: "USD", symbol: "$", rate: 1.08 };
const CARD = 1;
const WALLET = 2;

const database = databaseForTests({ seed: true });
let design: ShirtDesign;
let stripe: StripeFake;
let paypal: PayPalFake;
const owner: StaffMember = {
  id: "staff-owner-refunds",
  name: "Olivia Owner",
  email: "olivia@shop.test",
  role: "owner",
  twoFactorEnabled: true,
};

const fakes = providerFakesForThisFile();

beforeAll(async () => {
  ({ stripe, paypal } = fakes);
  design = (await defaultDesignFor(1))!;
  await database.db.insert(staffUsers).values({ id: owner.id, name: owner.name, email: owner.email, role: "owner" });
});
beforeEach(() => clearCache());

/** An order paid by card through Stripe, settled on the customer's return. */
async function paidByStripe() {
  const customer = await customerWithCart(design);
  const started = await startPayment(
    customer,
    "203.0.113.7",
    USD,
    await buyNowForm(customer, USD, { paymentMethodId: CARD }),
  );
  if (!started.ok || started.kind !== "started") throw new Error("the payment did not start");
  stripe.succeed(started.ref);
  expect((await confirmReturn(customer, started.order.id))?.status).toBe("paid");
  return { customer, orderId: started.order.id, ref: started.ref, totalMinor: started.order.totalMinor };
}

/** An order paid with PayPal, approved by the buyer and captured by the shop. */
async function paidByPayPal() {
  const customer = await customerWithCart(design);
  const started = await startPayment(
    customer,
    "203.0.113.7",
    USD,
    await buyNowForm(customer, USD, { paymentMethodId: WALLET }),
  );
  if (!started.ok || started.kind !== "started") throw new Error("the payment did not start");
  paypal.approve(started.ref);
  const captured = await capturePayPalPayment(customer, started.order.id);
  if (!captured.ok || captured.kind !== "paid") throw new Error("the PayPal payment was not captured");
  return { customer, orderId: started.order.id, ref: started.ref, totalMinor: started.order.totalMinor };
}

const refundsOf = (orderId: number) =>
  database.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(refunds.id);

const refundMails = (customer: Customer) =>
  database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, customer.email), like(mailOutbox.subject, "Refund of %")));

/** Delivers every refund event of a PaymentIntent Stripe has so far, `times` times each. */
async function deliverStripeRefundEvents(ref: string, times = 1) {
  const events = stripe
    .events()
    .filter(
      (event) =>
        (event.type.startsWith("refund.") || event.type === "charge.refunded") &&
        ("payment_intent" in event.data.object ? event.data.object.payment_intent === ref : false),
    );
  for (const event of events) {
    const statuses = (await stripe.deliver(event, { times })).map((delivery) => delivery.status);
    expect(statuses).toEqual(Array(times).fill(200));
  }
  return events;
}

describe("Stripe refunds", () => {
  it("refunds part, then the rest; each succeeds once, e-mails the amount, and webhooks afterwards change nothing", async () => {
    const { customer, orderId, ref, totalMinor } = await paidByStripe();
    const part = await refundOrder(owner, orderId, { amountMinor: 1_000, reason: "goodwill", note: "Late parcel" });
    expect(part).toMatchObject({ ok: true, status: "succeeded" });
    const rest = await refundOrder(owner, orderId, { amountMinor: totalMinor - 1_000, reason: "customer_request" });
    expect(rest).toMatchObject({ ok: true, status: "succeeded" });
    const more = await refundOrder(owner, orderId, { amountMinor: 1, reason: "goodwill" });
    expect(more).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { amount: ["This order is already refunded in full."] },
    });

    await deliverStripeRefundEvents(ref, 3);
    const rows = await refundsOf(orderId);
    expect(rows.map((row) => [row.amountMinor, row.status, row.reason, row.staffId])).toEqual([
      [1_000, "succeeded", "goodwill", owner.id],
      [totalMinor - 1_000, "succeeded", "customer_request", owner.id],
    ]);
    expect(rows.every((row) => row.providerRefundId?.startsWith("re_"))).toBe(true);
    expect(
      stripe
        .refunds()
        .filter((refund) => refund.payment_intent === ref)
        .map((refund) => refund.amount),
    ).toEqual([1_000, totalMinor - 1_000]);
    const mails = await refundMails(customer);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.subject).toBe(`Refund of $10.00 for your order ${orderNumber(orderId)}`);
    expect(mails[0]?.text).toContain("We have refunded $10.00");
  });

  it("records a refund made in Stripe's dashboard against its order once, however often its events come", async () => {
    const { customer, orderId, ref, totalMinor } = await paidByStripe();
    const dashboard = stripe.refundInDashboard(ref, 2_500);
    await deliverStripeRefundEvents(ref, 2);

    const rows = await refundsOf(orderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      providerRefundId: dashboard.id,
      amountMinor: 2_500,
      status: "succeeded",
      reason: "provider",
      staffId: null,
    });
    expect(await refundMails(customer)).toHaveLength(1);
    // What the dashboard refunded counts: the shop refunds no more than what is left.
    const tooMuch = await refundOrder(owner, orderId, { amountMinor: totalMinor - 2_500 + 1, reason: "goodwill" });
    expect(tooMuch).toMatchObject({ ok: false, status: 400 });
  });

  it("keeps a refund Stripe confirms later pending until its webhook, which settles it once", async () => {
    const { customer, orderId, ref } = await paidByStripe();
    stripe.holdRefunds(true);
    try {
      const asked = await refundOrder(owner, orderId, { amountMinor: 700, reason: "out_of_stock" });
      expect(asked).toMatchObject({ ok: true, status: "pending" });
      expect(await refundMails(customer)).toHaveLength(0);
      const [pending] = await refundsOf(orderId);
      stripe.settleRefund(pending!.providerRefundId!, "succeeded");
      await deliverStripeRefundEvents(ref, 2);
    } finally {
      stripe.holdRefunds(false);
    }
    expect((await refundsOf(orderId)).map((row) => row.status)).toEqual(["succeeded"]);
    expect(await refundMails(customer)).toHaveLength(1);
  });

  it("settles a refund left pending by a crash before the answer: the sweeper sends it again with its key", async () => {
    const { customer, orderId, ref } = await paidByStripe();
    // The refund was stored and sent, and the process died before the answer was recorded.
    const [payment] = await database.db.select().from(payments).where(eq(payments.providerRef, ref));
    const key = "refund-crashed-before-answer";
    await database.db.insert(refunds).values({
      orderId,
      paymentId: payment!.id,
      provider: "stripe",
      amountMinor: 900,
      currencyCode: "USD",
      status: "pending",
      reason: "goodwill",
      staffId: owner.id,
      staffName: owner.name,
      idempotencyKey: key,
      updatedAt: new Date(Date.now() - 3_600_000),
    });
    const sent = await createStripeRefundDirectly(ref, 900, key);

    const [sweepSeconds, timeout] = [config.orderSweepSeconds, config.orderPaymentTimeoutMinutes];
    config.orderSweepSeconds = 0;
    try {
      expect((await sweepWaitingOrders()).refunds).toBeGreaterThanOrEqual(1);
    } finally {
      config.orderSweepSeconds = sweepSeconds;
      config.orderPaymentTimeoutMinutes = timeout;
    }
    const rows = await refundsOf(orderId);
    expect(rows).toMatchObject([{ status: "succeeded", providerRefundId: sent }]);
    // Stripe answered the retry with the refund it made the first time: one refund, not two.
    expect(stripe.refunds().filter((refund) => refund.payment_intent === ref)).toHaveLength(1);
    expect(await refundMails(customer)).toHaveLength(1);
  });
});

/** The call the shop made before its crash: the same request, the same key. */
async function createStripeRefundDirectly(ref: string, amount: number, key: string): Promise<string> {
  const response = await fetch(`${stripe.url}/v1/refunds`, {
    method: "POST",
    headers: {
      Authorization: "Bearer sk_test_refunds",
      "Content-Type": "application/x-www-form-urlencoded",
      "Idempotency-Key": key,
    },
    body: new URLSearchParams({
      payment_intent: ref,
      amount: String(amount),
      "metadata[shop_refund_key]": key,
    }).toString(),
  });
  const body = (await response.json()) as { id: string };
  return body.id;
}

describe("PayPal refunds", () => {
  it("refunds part, then the rest of the capture; PAYMENT.CAPTURE.REFUNDED afterwards changes nothing", async () => {
    const { customer, orderId, totalMinor } = await paidByPayPal();
    expect(await refundOrder(owner, orderId, { amountMinor: 1_234, reason: "alteration" })).toMatchObject({
      ok: true,
      status: "succeeded",
    });
    expect(
      await refundOrder(owner, orderId, { amountMinor: totalMinor - 1_234, reason: "customer_request" }),
    ).toMatchObject({ ok: true, status: "succeeded" });

    const rows = await refundsOf(orderId);
    for (const row of rows) {
      const delivery = paypal.createRefundWebhookDelivery(row.providerRefundId!);
      expect(await paypal.sendWebhook(delivery, 2)).toEqual([200, 200]);
    }
    expect((await refundsOf(orderId)).map((row) => [row.amountMinor, row.status])).toEqual([
      [1_234, "succeeded"],
      [totalMinor - 1_234, "succeeded"],
    ]);
    expect(await refundMails(customer)).toHaveLength(2);
  });

  it("records a refund made in PayPal's dashboard against its order, once", async () => {
    const { customer, orderId, ref } = await paidByPayPal();
    const dashboard = paypal.refundInDashboard(ref, 1_500);
    const delivery = paypal.createRefundWebhookDelivery(dashboard.id);
    expect(await paypal.sendWebhook(delivery, 3)).toEqual([200, 200, 200]);
    // The same refund in another event (PayPal sends again with a new id): still one refund.
    expect(await paypal.sendWebhook(paypal.createRefundWebhookDelivery(dashboard.id))).toEqual([200]);

    expect(await refundsOf(orderId)).toMatchObject([
      { providerRefundId: dashboard.id, amountMinor: 1_500, status: "succeeded", reason: "provider", staffId: null },
    ]);
    expect(await refundMails(customer)).toHaveLength(1);
    const stored = await database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, delivery.eventId));
    expect(stored).toHaveLength(1);
  });
});
