import { eq, inArray } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { config } from "~/config.server";
import { mailOutbox, orders, paymentEvents, payments } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { clearCache } from "~/infra/cache.server";
import type { Customer } from "~/modules/accounts/accounts.server";
import { capturePayPalPayment, confirmReturn, loadCheckout, startPayment } from "~/modules/checkout/checkout.server";
import { buyNowForm, customerWithCart } from "~/modules/checkout/test-support.server";
import type { ShirtDesign } from "~/modules/design/design";
import { defaultDesignFor } from "~/modules/design/design.server";
import type { DisplayCurrency } from "~/modules/money/money";
import { sweepWaitingOrders } from "~/modules/orders/sweeper.server";
import { listUnmatchedPayments } from "~/modules/orders/unmatched.server";
import type { PayPalFake } from "../../tests/fakes/paypal-fake";
import type { StripeFake } from "../../tests/fakes/stripe-fake";
import { providerFakesForThisFile, STRIPE_PUBLISHABLE_KEY } from "./payment-fakes.test-support";

/*
 * The Stripe and PayPal paths of the checkout, end to end on the server: the real SDKs
 * against the local fakes of both APIs, and webhooks posted over HTTP to the shop's
 * webhook route with real signatures.
 */

const USD: DisplayCurrency = { code: "USD", symbol: "$", rate: 1.08 };
const CARD = 1;
const WALLET = 2;

const database = databaseForTests({ seed: true });
let design: ShirtDesign;
let stripe: StripeFake;
let paypal: PayPalFake;

const fakes = providerFakesForThisFile();

beforeAll(async () => {
  ({ stripe, paypal } = fakes);
  design = (await defaultDesignFor(1))!;
});
beforeEach(() => clearCache());

async function start(customer: Customer, method: number) {
  const started = await startPayment(
    customer,
    "203.0.113.7",
    USD,
    await buyNowForm(customer, USD, { paymentMethodId: method }),
  );
  if (!started.ok || started.kind !== "started") throw new Error(`Buy now answered ${JSON.stringify(started)}`);
  return started;
}

async function orderOf(customer: Customer) {
  const rows = await database.db.select().from(orders).where(eq(orders.userId, customer.id));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

async function mailsFor(customer: Customer) {
  return database.db.select().from(mailOutbox).where(eq(mailOutbox.to, customer.email));
}

describe("the methods offered with real keys", () => {
  it("takes cards through Stripe and the wallet through PayPal, never the test provider", async () => {
    const customer = await customerWithCart(design);
    const checkout = await loadCheckout(customer, USD);
    if (checkout.kind !== "ready") throw new Error(checkout.kind);
    expect(checkout.methods).toEqual([
      { id: CARD, name: "Credit or debit card", provider: "stripe", publicKey: STRIPE_PUBLISHABLE_KEY },
      { id: WALLET, name: "PayPal", provider: "paypal", publicKey: paypal.clientId },
    ]);
  });
});

describe("Stripe", () => {
  it("creates one PaymentIntent per order for the order's amount and currency, however often Buy now is sent", async () => {
    const customer = await customerWithCart(design, [2, 1]);
    const form = await buyNowForm(customer, USD, { paymentMethodId: CARD });
    const results = await Promise.all(
      Array.from({ length: 8 }, () => startPayment(customer, "203.0.113.7", USD, form)),
    );
    const refs = new Set(
      results.map((result) => (result.ok && result.kind === "started" ? result.ref : JSON.stringify(result))),
    );
    expect(refs.size).toBe(1);
    const order = await orderOf(customer);
    const intents = stripe.paymentIntents().filter((intent) => intent.metadata.order_id === String(order.id));
    expect(intents).toHaveLength(1);
    expect(intents[0]).toMatchObject({ amount: order.totalMinor, currency: "usd", id: [...refs][0] });
    expect(results[0]).toMatchObject({ kind: "started", clientSecret: intents[0]!.client_secret });
  });

  it("marks the order paid once when payment_intent.succeeded arrives five times, in any order", async () => {
    const customer = await customerWithCart(design);
    const started = await start(customer, CARD);
    stripe.decline(started.ref);
    stripe.succeed(started.ref);
    const events = stripe.events().filter((event) => event.data.object.id === started.ref);
    expect(events.map((event) => event.type)).toEqual([
      "payment_intent.created",
      "payment_intent.payment_failed",
      "payment_intent.succeeded",
    ]);
    // Newest first, each five times.
    for (const event of [...events].reverse()) {
      const deliveries = await stripe.deliver(event, { times: 5 });
      expect(deliveries.map((delivery) => delivery.status)).toEqual([200, 200, 200, 200, 200]);
    }
    expect((await orderOf(customer)).status).toBe("paid");
    expect(await mailsFor(customer)).toHaveLength(1);
    const stored = await database.db.select().from(paymentEvents).where(eq(paymentEvents.provider, "stripe"));
    expect(stored.filter((event) => events.some((sent) => sent.id === event.eventId))).toHaveLength(3);
    const [payment] = await database.db.select().from(payments).where(eq(payments.providerRef, started.ref));
    expect(payment?.status).toBe("succeeded");
  });

  it("settles on the customer's return before the webhook, and the webhook then changes nothing", async () => {
    const customer = await customerWithCart(design);
    const started = await start(customer, CARD);
    expect((await confirmReturn(customer, started.order.id))?.status).toBe("pending_payment");
    stripe.succeed(started.ref);
    expect((await confirmReturn(customer, started.order.id))?.status).toBe("paid");
    expect((await confirmReturn(customer, started.order.id))?.status).toBe("paid");
    const succeeded = stripe
      .events()
      .find((event) => event.type === "payment_intent.succeeded" && event.data.object.id === started.ref)!;
    expect((await stripe.deliver(succeeded))[0]?.status).toBe(200);
    expect(await mailsFor(customer)).toHaveLength(1);
  });

  it("finds a payment the shop has not heard of yet when the customer buys the same cart again", async () => {
    const customer = await customerWithCart(design);
    const started = await start(customer, CARD);
    // The customer paid and closed the tab; the webhook is late.
    stripe.succeed(started.ref);
    const again = await startPayment(customer, "203.0.113.7", USD, await buyNowForm(customer, USD));
    expect(again).toMatchObject({ kind: "paid", order: { id: started.order.id } });
    expect(
      stripe.paymentIntents().filter((intent) => intent.metadata.order_id === String(started.order.id)),
    ).toHaveLength(1);
    expect((await orderOf(customer)).status).toBe("paid");
    expect(await mailsFor(customer)).toHaveLength(1);
  });

  it("refuses a delivery whose signature is wrong, and records a payment for an order it does not know", async () => {
    const customer = await customerWithCart(design);
    const started = await start(customer, CARD);
    stripe.succeed(started.ref);
    const succeeded = stripe
      .events()
      .find((event) => event.type === "payment_intent.succeeded" && event.data.object.id === started.ref)!;
    expect((await stripe.deliver(succeeded, { secret: "whsec_wrong" }))[0]?.status).toBe(400);
    expect((await orderOf(customer)).status).toBe("pending_payment");

    const stray = {
      ...succeeded,
      id: "evt_stray_order",
      data: {
        ...succeeded.data,
        object: { ...succeeded.data.object, id: "pi_stray", metadata: { order_id: "987654" } },
      },
    };
    expect((await stripe.deliver(stray as typeof succeeded))[0]?.status).toBe(200);
    const [recorded] = await database.db.select().from(payments).where(eq(payments.providerRef, "pi_stray"));
    expect(recorded).toMatchObject({ status: "unmatched", orderId: null });
  });

  it("records a payment in a currency the shop does not sell as unmatched, says why, and answers 200 so Stripe stops", async () => {
    const customer = await customerWithCart(design);
    const started = await start(customer, CARD);
    stripe.succeed(started.ref);
    const succeeded = stripe
      .events()
      .find((event) => event.type === "payment_intent.succeeded" && event.data.object.id === started.ref)!;
    // Copies, changed in place: spreading Stripe's event union makes the type checker crawl.
    const inYen = structuredClone(succeeded);
    inYen.id = "evt_yen";
    Object.assign(inYen.data.object, { id: "pi_yen", currency: "jpy", amount: 12_000 });
    const stray = structuredClone(inYen);
    stray.id = "evt_yen_stray";
    Object.assign(stray.data.object, { id: "pi_yen_stray", metadata: {} });

    const deliveries = [...(await stripe.deliver(inYen, { times: 2 })), ...(await stripe.deliver(stray))];

    expect(deliveries.map((delivery) => delivery.status)).toEqual([200, 200, 200]);
    const order = await orderOf(customer);
    expect(order.status).toBe("pending_payment");
    const recorded = await database.db
      .select({
        ref: payments.providerRef,
        status: payments.status,
        orderId: payments.orderId,
        currencyCode: payments.currencyCode,
        amountMinor: payments.amountMinor,
      })
      .from(payments)
      .where(inArray(payments.providerRef, ["pi_yen", "pi_yen_stray"]))
      .orderBy(payments.id);
    expect(recorded).toEqual([
      { ref: "pi_yen", status: "unmatched", orderId: order.id, currencyCode: "JPY", amountMinor: 12_000 },
      { ref: "pi_yen_stray", status: "unmatched", orderId: null, currencyCode: "JPY", amountMinor: 12_000 },
    ]);
    const listed = (await listUnmatchedPayments()).filter((payment) => payment.currencyCode === "JPY");
    expect(listed.map(({ reference, reason }) => [reference, reason])).toEqual([
      ["pi_yen_stray", "It is in JPY, a currency the shop does not sell in."],
      ["pi_yen", "It is in JPY, a currency the shop does not sell in."],
    ]);

    // Given back in Stripe's dashboard: the refund's event, in yen too, is recorded against that payment.
    stripe.refundInDashboard(started.ref, 500);
    const refundEvent = stripe
      .events()
      .find((event) => event.type === "refund.created" && event.data.object.payment_intent === started.ref)!;
    const refundInYen = structuredClone(refundEvent);
    refundInYen.id = "evt_refund_yen";
    Object.assign(refundInYen.data.object, { id: "re_yen", payment_intent: "pi_yen", currency: "jpy", amount: 12_000 });
    expect((await stripe.deliver(refundInYen))[0]?.status).toBe(200);
    const refunded = (await listUnmatchedPayments()).find((payment) => payment.reference === "pi_yen");
    expect(refunded?.refundStatus).toBe("succeeded");
  });

  it("reconciles a payment whose webhook never came, and cancels an order whose payment never came", async () => {
    const paidCustomer = await customerWithCart(design);
    const paidStart = await start(paidCustomer, CARD);
    stripe.succeed(paidStart.ref);
    const abandoned = await customerWithCart(design);
    const abandonedStart = await start(abandoned, CARD);

    const [sweepSeconds, timeout] = [config.orderSweepSeconds, config.orderPaymentTimeoutMinutes];
    config.orderSweepSeconds = 0;
    config.orderPaymentTimeoutMinutes = 0;
    try {
      await sweepWaitingOrders();
    } finally {
      config.orderSweepSeconds = sweepSeconds;
      config.orderPaymentTimeoutMinutes = timeout;
    }
    expect((await orderOf(paidCustomer)).status).toBe("paid");
    expect(await mailsFor(paidCustomer)).toHaveLength(1);
    expect(await orderOf(abandoned)).toMatchObject({ status: "cancelled", cancelReason: "expired" });
    expect(stripe.paymentIntents().find((intent) => intent.id === abandonedStart.ref)?.status).toBe("canceled");
  });
});

describe("PayPal", () => {
  it("creates the PayPal order on the server and captures it once after the buyer's approval", async () => {
    const customer = await customerWithCart(design, [1, 1]);
    const started = await start(customer, WALLET);
    expect(started.clientSecret).toBeNull();
    const [created] = paypal.orders().filter((order) => order.id === started.ref);
    expect(created?.purchase_units?.[0]?.amount).toEqual({
      currency_code: "USD",
      value: (started.order.totalMinor / 100).toFixed(2),
    });
    // Before the buyer approves, nothing is captured and the order waits.
    await expect(capturePayPalPayment(customer, started.order.id)).resolves.toMatchObject({ ok: false });
    paypal.approve(started.ref);
    const captures = await Promise.all([1, 2, 3].map(() => capturePayPalPayment(customer, started.order.id)));
    expect(captures.map((capture) => capture.ok && capture.kind)).toEqual(["paid", "paid", "paid"]);
    expect((await orderOf(customer)).status).toBe("paid");
    expect(await mailsFor(customer)).toHaveLength(1);

    // PayPal's webhook afterwards, three times: received, nothing changes.
    const delivery = paypal.createWebhookDelivery("PAYMENT.CAPTURE.COMPLETED", started.ref);
    expect(await paypal.sendWebhook(delivery, 3)).toEqual([200, 200, 200]);
    expect(await mailsFor(customer)).toHaveLength(1);
  });

  it("does not capture an order of another customer", async () => {
    const alice = await customerWithCart(design);
    const bob = await customerWithCart(design);
    const started = await start(alice, WALLET);
    paypal.approve(started.ref);
    expect(await capturePayPalPayment(bob, started.order.id)).toMatchObject({ ok: false, status: 404 });
    expect((await orderOf(alice)).status).toBe("pending_payment");
  });

  it("marks the order paid from the capture webhook when the customer's browser never came back", async () => {
    const customer = await customerWithCart(design);
    const started = await start(customer, WALLET);
    paypal.approve(started.ref);
    // Another path captured it (e.g. the customer's tab closed after PayPal captured): only the webhook tells.
    const payPalProvider = (await import("~/modules/payments/providers.server")).payPalProvider()!;
    await payPalProvider.capturePayment(started.ref, {
      id: started.order.id,
      number: started.order.number,
      amountMinor: started.order.totalMinor,
      currency: started.order.currency,
      customerEmail: customer.email,
    });
    const delivery = paypal.createWebhookDelivery("PAYMENT.CAPTURE.COMPLETED", started.ref);
    expect(await paypal.sendWebhook(delivery, 2)).toEqual([200, 200]);
    expect((await orderOf(customer)).status).toBe("paid");
    expect(await mailsFor(customer)).toHaveLength(1);
  });
});
