import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type StripeFake, startStripeFake, stripeSignatureHeader } from "../../../tests/fakes/stripe-fake";
import type { CurrencyCode } from "../money/money";
import { type PayableOrder, type PaymentEvent, type PaymentProvider, WebhookSignatureError } from "./provider";
import { createStripeProvider } from "./stripe.server";

/* The provider with the real stripe SDK, pointed at the local fake of Stripe's API. */

const SECRET_KEY = "sk_test_shop";
const WEBHOOK_SECRET = "whsec_test_shop";

function order(id: number, overrides: Partial<PayableOrder> = {}): PayableOrder {
  return {
    id,
    number: `AS-${id}`,
    amountMinor: 8_950,
    currency: "EUR",
    customerEmail: `customer${id}@example.com`,
    ...overrides,
  };
}

/** The shop's webhook endpoint, reduced to the provider's verification: 200 when genuine, 400 otherwise. */
async function startWebhookReceiver(verify: PaymentProvider["verifyWebhook"]) {
  const received: PaymentEvent[] = [];
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    try {
      received.push(await verify(Buffer.concat(chunks).toString("utf8"), toHeaders(request.headers)));
      response.writeHead(200).end();
    } catch (error) {
      response.writeHead(error instanceof WebhookSignatureError ? 400 : 500).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/stripe`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function toHeaders(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (typeof value === "string") headers.set(name, value);
  }
  return headers;
}

describe("the Stripe provider", () => {
  let fake: StripeFake;
  let provider: PaymentProvider;

  beforeEach(async () => {
    fake = await startStripeFake();
    provider = createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBase: fake.url });
  });
  afterEach(async () => {
    await fake.close();
  });

  it("creates one PaymentIntent per order, however often it is asked", async () => {
    const first = await provider.createPayment(order(41));
    const second = await provider.createPayment(order(41));

    expect(second).toEqual(first);
    expect(first.ref).toMatch(/^pi_/);
    expect(first.clientSecret).toMatch(new RegExp(`^${first.ref}_secret_`));
    expect(fake.createCalls()).toBe(2);
    expect(fake.paymentIntents()).toHaveLength(1);
  });

  it("creates another PaymentIntent for another order", async () => {
    const first = await provider.createPayment(order(42));
    const second = await provider.createPayment(order(43));

    expect(second.ref).not.toBe(first.ref);
    expect(fake.paymentIntents()).toHaveLength(2);
  });

  it.each<[CurrencyCode, number]>([
    ["EUR", 8_950],
    ["GBP", 7_731],
    ["USD", 9_712],
    ["CHF", 8_399],
  ])("charges the order's total in %s minor units", async (currency, amountMinor) => {
    const { ref } = await provider.createPayment(order(44, { currency, amountMinor }));

    const [paymentIntent] = fake.paymentIntents();
    expect(paymentIntent).toMatchObject({
      id: ref,
      amount: amountMinor,
      currency: currency.toLowerCase(),
      automatic_payment_methods: { enabled: true },
      metadata: { order_id: "44", order_number: "AS-44" },
      receipt_email: "customer44@example.com",
      description: "Order AS-44",
      status: "requires_payment_method",
    });
    expect(await provider.retrievePayment(ref)).toEqual({
      ref,
      status: "pending",
      amountMinor,
      currency,
      orderId: 44,
    });
  });

  it("reads a paid PaymentIntent as succeeded", async () => {
    const { ref } = await provider.createPayment(order(45));
    fake.succeed(ref);

    expect(await provider.retrievePayment(ref)).toMatchObject({ status: "succeeded", orderId: 45 });
  });

  it("keeps a PaymentIntent pending after a declined card, since the customer may try another", async () => {
    const { ref } = await provider.createPayment(order(46));
    fake.decline(ref);

    expect(fake.paymentIntents()[0]).toMatchObject({
      status: "requires_payment_method",
      last_payment_error: { code: "card_declined", message: "Your card was declined." },
    });
    expect(await provider.retrievePayment(ref)).toMatchObject({ status: "pending" });
  });

  it("cancels a payment that has not succeeded", async () => {
    const { ref } = await provider.createPayment(order(47));
    await provider.cancelPayment(ref, order(47));

    expect(await provider.retrievePayment(ref)).toMatchObject({ status: "cancelled" });
  });

  it("cancels quietly when the payment already succeeded or was canceled", async () => {
    const paid = await provider.createPayment(order(48));
    fake.succeed(paid.ref);
    await expect(provider.cancelPayment(paid.ref, order(48))).resolves.toBeUndefined();
    expect(await provider.retrievePayment(paid.ref)).toMatchObject({ status: "succeeded" });

    const abandoned = await provider.createPayment(order(49));
    await provider.cancelPayment(abandoned.ref, order(49));
    await expect(provider.cancelPayment(abandoned.ref, order(49))).resolves.toBeUndefined();
  });

  it("does not hide other failures to cancel", async () => {
    await expect(provider.cancelPayment("pi_unknown", order(50))).rejects.toThrow("No such payment_intent");
  });

  it("reads no order id when the PaymentIntent's metadata has none", async () => {
    const stripe = new Stripe(SECRET_KEY, { host: "127.0.0.1", port: fake.port, protocol: "http" });
    const created = await Promise.all(
      ([{}, { order_id: "not a number" }, { order_id: "0" }] as Record<string, string>[]).map((metadata) =>
        stripe.paymentIntents.create({ amount: 1_000, currency: "gbp", metadata }),
      ),
    );

    for (const { id } of created) {
      expect(await provider.retrievePayment(id)).toMatchObject({ orderId: null, currency: "GBP" });
    }
  });
});

describe("the Stripe provider's refunds", () => {
  let fake: StripeFake;
  let provider: PaymentProvider;

  beforeEach(async () => {
    fake = await startStripeFake();
    provider = createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBase: fake.url });
  });
  afterEach(async () => {
    await fake.close();
  });

  async function paid(id: number, amountMinor = 8_950) {
    const { ref } = await provider.createPayment(order(id, { amountMinor }));
    fake.succeed(ref);
    return ref;
  }

  it("refunds part of a PaymentIntent, then the rest, each with the shop's key kept in the metadata", async () => {
    const ref = await paid(70);
    const first = await provider.refundPayment({
      paymentRef: ref,
      amountMinor: 2_000,
      currency: "EUR",
      idempotencyKey: "refund-a",
    });
    const rest = await provider.refundPayment({
      paymentRef: ref,
      amountMinor: 6_950,
      currency: "EUR",
      idempotencyKey: "refund-b",
    });

    expect(first).toEqual({
      kind: "refund",
      refund: {
        refundId: expect.stringMatching(/^re_/),
        paymentRef: ref,
        status: "succeeded",
        amountMinor: 2_000,
        currency: "EUR",
        idempotencyKey: "refund-a",
        failureMessage: null,
      },
    });
    expect(rest).toMatchObject({ kind: "refund", refund: { amountMinor: 6_950, status: "succeeded" } });
    expect(fake.refunds().map((refund) => [refund.amount, refund.metadata])).toEqual([
      [2_000, { shop_refund_key: "refund-a" }],
      [6_950, { shop_refund_key: "refund-b" }],
    ]);
  });

  it("answers the same refund when asked again with the same key, never a second one", async () => {
    const ref = await paid(71);
    const request = { paymentRef: ref, amountMinor: 1_000, currency: "EUR" as const, idempotencyKey: "refund-once" };
    const answers = [await provider.refundPayment(request), await provider.refundPayment(request)];

    expect(answers[1]).toEqual(answers[0]);
    expect(fake.refundCalls()).toBe(2);
    expect(fake.refunds()).toHaveLength(1);
  });

  it("answers Stripe's no as refused: more than is left, or a payment not taken", async () => {
    const ref = await paid(72, 5_000);
    await provider.refundPayment({ paymentRef: ref, amountMinor: 4_000, currency: "EUR", idempotencyKey: "refund-c" });
    const tooMuch = await provider.refundPayment({
      paymentRef: ref,
      amountMinor: 1_001,
      currency: "EUR",
      idempotencyKey: "refund-d",
    });
    const { ref: unpaid } = await provider.createPayment(order(73));
    const notTaken = await provider.refundPayment({
      paymentRef: unpaid,
      amountMinor: 100,
      currency: "EUR",
      idempotencyKey: "refund-e",
    });

    expect(tooMuch).toEqual({ kind: "refused", message: expect.stringContaining("greater than unrefunded amount") });
    expect(notTaken).toMatchObject({ kind: "refused" });
    expect(fake.refunds()).toHaveLength(1);
  });

  it("reads a refund Stripe confirms later as pending, then as it ends", async () => {
    const ref = await paid(74);
    fake.holdRefunds(true);
    const answer = await provider.refundPayment({
      paymentRef: ref,
      amountMinor: 500,
      currency: "EUR",
      idempotencyKey: "refund-f",
    });
    if (answer.kind !== "refund") throw new Error(answer.message);
    expect(answer.refund.status).toBe("pending");

    fake.settleRefund(answer.refund.refundId, "failed");
    expect(await provider.retrieveRefund(answer.refund.refundId)).toMatchObject({
      status: "failed",
      failureMessage: expect.stringContaining("expired_or_canceled_card"),
    });
  });
});

describe("the Stripe provider's webhooks", () => {
  let fake: StripeFake;
  let provider: PaymentProvider;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

  beforeEach(async () => {
    receiver = await startWebhookReceiver((rawBody, headers) => provider.verifyWebhook(rawBody, headers));
    fake = await startStripeFake({ webhookUrl: receiver.url, webhookSecret: WEBHOOK_SECRET, autoDeliver: false });
    provider = createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBase: fake.url });
  });
  afterEach(async () => {
    await fake.close();
    await receiver.close();
  });

  it("signs events exactly as Stripe does", () => {
    const payload = JSON.stringify({ id: "evt_1", object: "event" });
    const timestamp = 1_700_000_000;

    expect(stripeSignatureHeader(payload, WEBHOOK_SECRET, timestamp)).toBe(
      Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp }),
    );
  });

  it("accepts a genuine delivery and reads the payment from its PaymentIntent", async () => {
    const { ref } = await provider.createPayment(order(60, { currency: "CHF", amountMinor: 12_345 }));
    const event = fake.succeed(ref);

    expect(await fake.deliver(event)).toEqual([{ eventId: event.id, type: event.type, status: 200 }]);
    expect(receiver.received).toEqual([
      {
        eventId: event.id,
        type: "payment_intent.succeeded",
        payment: { ref, status: "succeeded", amountMinor: 12_345, currency: "CHF", orderId: 60 },
        refunds: [],
      },
    ]);
  });

  it("verifies the same event each time it is delivered, for the shop to process it once", async () => {
    const { ref } = await provider.createPayment(order(61));
    const event = fake.succeed(ref);

    const deliveries = await fake.deliver(event, { times: 3 });

    expect(deliveries.map((delivery) => delivery.status)).toEqual([200, 200, 200]);
    expect(new Set(receiver.received.map((received) => received.eventId))).toEqual(new Set([event.id]));
  });

  it("maps each payment event, and reads no payment from other events", async () => {
    const { ref } = await provider.createPayment(order(62));
    fake.decline(ref);
    await provider.cancelPayment(ref, order(62));

    // Delivered newest first: Stripe does not promise the order of its deliveries.
    for (const event of fake.events().reverse()) await fake.deliver(event);

    expect(receiver.received.map(({ type, payment }) => [type, payment?.status ?? null])).toEqual([
      ["payment_intent.canceled", "cancelled"],
      ["payment_intent.payment_failed", "pending"],
      ["payment_intent.created", null],
    ]);
  });

  it("reads the refund of refund.created and charge.refunded, the shop's key with it or none from the dashboard", async () => {
    const { ref } = await provider.createPayment(order(64));
    fake.succeed(ref);
    await provider.refundPayment({ paymentRef: ref, amountMinor: 1_500, currency: "EUR", idempotencyKey: "refund-g" });
    const dashboard = fake.refundInDashboard(ref, 2_500);

    for (const event of fake
      .events()
      .filter((event) => event.type.startsWith("refund.") || event.type === "charge.refunded")) {
      await fake.deliver(event);
    }
    const refunds = receiver.received.map(({ type, payment, refunds }) => [
      type,
      payment,
      refunds.map((refund) => [refund.amountMinor, refund.idempotencyKey, refund.paymentRef === ref]),
    ]);
    expect(refunds).toEqual([
      ["refund.created", null, [[1_500, "refund-g", true]]],
      ["charge.refunded", null, [[1_500, "refund-g", true]]],
      ["refund.created", null, [[2_500, null, true]]],
      [
        "charge.refunded",
        null,
        [
          [2_500, null, true],
          [1_500, "refund-g", true],
        ],
      ],
    ]);
    expect(receiver.received[2]?.refunds[0]?.refundId).toBe(dashboard.id);
  });

  it("reads a processing PaymentIntent as pending", async () => {
    const { ref } = await provider.createPayment(order(63));
    const [created] = fake.events();
    const payload = JSON.stringify({
      ...created,
      id: "evt_processing",
      type: "payment_intent.processing",
      data: { object: { ...created?.data.object, status: "processing" } },
    });

    const event = await provider.verifyWebhook(
      payload,
      new Headers({ "Stripe-Signature": stripeSignatureHeader(payload, WEBHOOK_SECRET) }),
    );

    expect(event).toEqual({
      eventId: "evt_processing",
      type: "payment_intent.processing",
      payment: expect.objectContaining({ ref, status: "pending" }),
      refunds: [],
    });
  });

  it("posts every event as it happens when deliveries are automatic", async () => {
    const automatic = await startStripeFake({ webhookUrl: receiver.url, webhookSecret: WEBHOOK_SECRET });
    try {
      const shop = createStripeProvider({
        secretKey: SECRET_KEY,
        webhookSecret: WEBHOOK_SECRET,
        apiBase: automatic.url,
      });
      const { ref } = await shop.createPayment(order(64));
      automatic.succeed(ref);
      await automatic.webhooksSettled();

      expect(automatic.deliveries().map(({ type, status }) => [type, status])).toEqual([
        ["payment_intent.created", 200],
        ["payment_intent.succeeded", 200],
      ]);
    } finally {
      await automatic.close();
    }
  });

  it("posts a failed automatic delivery again until the endpoint answers 2xx, when asked to", async () => {
    // An endpoint that is down for its first two deliveries, then works.
    let answered = 0;
    const flaky = createServer((request, response) => {
      answered += 1;
      request.resume();
      response.writeHead(answered <= 2 ? 503 : 200).end();
    });
    await new Promise<void>((resolve) => flaky.listen(0, "127.0.0.1", resolve));
    const retrying = await startStripeFake({
      webhookUrl: `http://127.0.0.1:${(flaky.address() as AddressInfo).port}/webhooks/stripe`,
      webhookSecret: WEBHOOK_SECRET,
      redeliverFailed: { afterMs: 10 },
    });
    try {
      const shop = createStripeProvider({
        secretKey: SECRET_KEY,
        webhookSecret: WEBHOOK_SECRET,
        apiBase: retrying.url,
      });
      await shop.createPayment(order(67));
      await retrying.webhooksSettled();

      expect(retrying.deliveries().map(({ type, status }) => [type, status])).toEqual([
        ["payment_intent.created", 503],
        ["payment_intent.created", 503],
        ["payment_intent.created", 200],
      ]);
    } finally {
      await retrying.close();
      await new Promise<void>((resolve) => flaky.close(() => resolve()));
    }
  });

  it("stops posting failed deliveries again when it closes", async () => {
    const unreachable = await startStripeFake({
      webhookUrl: "http://127.0.0.1:9/webhooks/stripe",
      webhookSecret: WEBHOOK_SECRET,
      redeliverFailed: { afterMs: 60_000 },
    });
    const shop = createStripeProvider({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      apiBase: unreachable.url,
    });
    await shop.createPayment(order(68));
    await expect.poll(() => unreachable.deliveries().length).toBe(1);

    await unreachable.close();

    expect(unreachable.deliveries()).toEqual([
      expect.objectContaining({ type: "payment_intent.created", status: null }),
    ]);
  });

  describe("refuses a delivery that is not genuine", () => {
    async function signedSuccess() {
      const { ref } = await provider.createPayment(order(65));
      const payload = JSON.stringify(fake.succeed(ref), null, 2);
      return { payload, signature: stripeSignatureHeader(payload, WEBHOOK_SECRET) };
    }

    it("with a tampered body", async () => {
      const { payload, signature } = await signedSuccess();
      const tampered = payload.replace('"amount": 8950', '"amount": 1');

      expect(tampered).not.toBe(payload);
      await expect(
        provider.verifyWebhook(tampered, new Headers({ "Stripe-Signature": signature })),
      ).rejects.toBeInstanceOf(WebhookSignatureError);
    });

    it("signed with another secret", async () => {
      const { payload } = await signedSuccess();
      const forged = stripeSignatureHeader(payload, "whsec_someone_else");

      await expect(provider.verifyWebhook(payload, new Headers({ "Stripe-Signature": forged }))).rejects.toBeInstanceOf(
        WebhookSignatureError,
      );
    });

    it("without a signature", async () => {
      const { payload } = await signedSuccess();

      await expect(provider.verifyWebhook(payload, new Headers())).rejects.toBeInstanceOf(WebhookSignatureError);
    });

    it("answered 400 by the endpoint when posted with another secret", async () => {
      const { ref } = await provider.createPayment(order(66));
      const event = fake.succeed(ref);

      const [delivery] = await fake.deliver(event, { secret: "whsec_someone_else" });

      expect(delivery?.status).toBe(400);
      expect(receiver.received).toEqual([]);
    });
  });
});
