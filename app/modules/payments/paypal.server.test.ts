import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CURRENCY_CODES, type CurrencyCode } from "~/modules/money/money";
import { type PayPalFake, startPayPalFake } from "../../../tests/fakes/paypal-fake";
import { createPayPalProvider, type PayPalProvider } from "./paypal.server";
import { type PayableOrder, WebhookSignatureError } from "./provider";

const WEBHOOK_ID = "WH-TEST";

/** Webhook deliveries the fake posts, as received. */
const received: { body: string; headers: Headers }[] = [];
const receiver = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers))
      if (typeof value === "string") headers.set(name, value);
    received.push({ body: Buffer.concat(chunks).toString("utf8"), headers });
    response.end();
  });
});

let fake: PayPalFake;
let paypal: PayPalProvider;

function providerFor(overrides: { clientSecret?: string; webhookId?: string } = {}) {
  return createPayPalProvider({
    clientId: fake.clientId,
    clientSecret: overrides.clientSecret ?? fake.clientSecret,
    webhookId: "webhookId" in overrides ? overrides.webhookId : WEBHOOK_ID,
    environment: "sandbox",
    apiBase: fake.url,
  });
}

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const { port } = receiver.address() as AddressInfo;
  fake = await startPayPalFake({ webhookId: WEBHOOK_ID, webhookUrl: `http://127.0.0.1:${port}/webhooks/paypal` });
  paypal = providerFor();
});

afterAll(async () => {
  await fake?.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

let nextOrderId = 1000;
function order(amountMinor = 4990, currency: CurrencyCode = "GBP"): PayableOrder {
  nextOrderId += 1;
  return { id: nextOrderId, number: `AS-${nextOrderId}`, amountMinor, currency, customerEmail: "jane@example.test" };
}

const fakeOrder = (ref: string) => fake.orders().find((candidate) => candidate.id === ref);

describe("createPayment", () => {
  it("creates one PayPal order per shop order, however often it is asked", async () => {
    const shopOrder = order(1234, "GBP");
    const before = { orders: fake.orders().length, creates: fake.calls().create };

    const first = await paypal.createPayment(shopOrder);
    const second = await paypal.createPayment(shopOrder);

    expect(second).toEqual(first);
    expect(first.clientSecret).toBeNull();
    expect(fake.calls().create).toBe(before.creates + 2);
    expect(fake.orders()).toHaveLength(before.orders + 1);
    expect(fakeOrder(first.ref)).toMatchObject({
      intent: "CAPTURE",
      status: "CREATED",
      purchase_units: [
        {
          amount: { currency_code: "GBP", value: "12.34" },
          custom_id: String(shopOrder.id),
          invoice_id: shopOrder.number,
          description: `Order ${shopOrder.number}`,
        },
      ],
    });
  });

  it("sends exact decimal amounts in every currency, and reads them back to the minor unit", async () => {
    for (const [minor, value] of [
      [1, "0.01"],
      [10, "0.10"],
      [100, "1.00"],
      [1999, "19.99"],
      [123456789, "1234567.89"],
    ] as const) {
      const { ref } = await paypal.createPayment(order(minor, "EUR"));
      expect(fakeOrder(ref)?.purchase_units[0]?.amount.value).toBe(value);
    }

    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.constantFrom(...CURRENCY_CODES),
        async (amountMinor, currency) => {
          const { ref } = await paypal.createPayment(order(amountMinor, currency));
          expect(fakeOrder(ref)?.purchase_units[0]?.amount).toEqual({
            currency_code: currency,
            value: (amountMinor / 100).toFixed(2),
          });
          const payment = await paypal.retrievePayment(ref);
          expect(payment).toMatchObject({ amountMinor, currency });
        },
      ),
      { numRuns: 60 },
    );
  });

  it("is refused with credentials PayPal does not know", async () => {
    await expect(providerFor({ clientSecret: "wrong" }).createPayment(order())).rejects.toThrow();
  });
});

describe("capturePayment", () => {
  it("takes the payment only once the buyer has approved it", async () => {
    const shopOrder = order(8900, "USD");
    const { ref } = await paypal.createPayment(shopOrder);

    expect(await paypal.capturePayment(ref, shopOrder)).toMatchObject({ ref, status: "pending" });
    expect(fakeOrder(ref)?.status).toBe("CREATED");

    fake.approve(ref);
    expect(await paypal.capturePayment(ref, shopOrder)).toEqual({
      ref,
      status: "succeeded",
      amountMinor: 8900,
      currency: "USD",
      orderId: shopOrder.id,
    });
    expect(fakeOrder(ref)?.purchase_units[0]?.payments?.captures).toHaveLength(1);
  });

  it("captures once when asked twice, and again after PayPal forgot the request id", async () => {
    const shopOrder = order(5000, "CHF");
    const { ref } = await paypal.createPayment(shopOrder);
    fake.approve(ref);
    const capturesBefore = fake.calls().capture;

    const first = await paypal.capturePayment(ref, shopOrder);
    const second = await paypal.capturePayment(ref, shopOrder);
    fake.expireRequestIds();
    // Now PayPal answers ORDER_ALREADY_CAPTURED; the order itself says it is paid.
    const third = await paypal.capturePayment(ref, shopOrder);

    expect(first.status).toBe("succeeded");
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(fake.calls().capture).toBe(capturesBefore + 3);
    expect(fakeOrder(ref)?.purchase_units[0]?.payments?.captures).toHaveLength(1);
  });

  it("answers a declined payment as failed, without throwing", async () => {
    const shopOrder = order(7700, "EUR");
    const { ref } = await paypal.createPayment(shopOrder);
    fake.approve(ref);
    fake.markDecline(ref);

    expect(await paypal.capturePayment(ref, shopOrder)).toEqual({
      ref,
      status: "failed",
      amountMinor: 7700,
      currency: "EUR",
      orderId: shopOrder.id,
    });
    expect(fakeOrder(ref)?.status).toBe("APPROVED");
  });

  it("throws for an order PayPal does not know", async () => {
    await expect(paypal.capturePayment("0NOSUCHORDER0000", order())).rejects.toThrow();
  });
});

describe("retrievePayment", () => {
  it("maps PayPal's order states to the shop's payment states", async () => {
    const shopOrder = order(2500, "GBP");
    const { ref } = await paypal.createPayment(shopOrder);
    const expected = { ref, amountMinor: 2500, currency: "GBP", orderId: shopOrder.id };

    expect(await paypal.retrievePayment(ref)).toEqual({ ...expected, status: "pending" });
    fake.approve(ref);
    expect(await paypal.retrievePayment(ref)).toEqual({ ...expected, status: "pending" });
    await paypal.capturePayment(ref, shopOrder);
    expect(await paypal.retrievePayment(ref)).toEqual({ ...expected, status: "succeeded" });

    const voided = await paypal.createPayment(order());
    fake.voidOrder(voided.ref);
    expect((await paypal.retrievePayment(voided.ref)).status).toBe("cancelled");
  });
});

describe("cancelPayment", () => {
  it("resolves quietly: PayPal lets an uncaptured order expire", async () => {
    const shopOrder = order();
    const { ref } = await paypal.createPayment(shopOrder);
    await expect(paypal.cancelPayment(ref, shopOrder)).resolves.toBeUndefined();
    expect(fakeOrder(ref)?.status).toBe("CREATED");
  });
});

describe("refundPayment", () => {
  async function captured(amountMinor = 5000, currency: CurrencyCode = "EUR") {
    const shopOrder = order(amountMinor, currency);
    const { ref } = await paypal.createPayment(shopOrder);
    fake.approve(ref);
    await paypal.capturePayment(ref, shopOrder);
    return ref;
  }

  it("refunds the order's capture in part, then the rest, with the shop's key as custom_id", async () => {
    const ref = await captured(5000, "EUR");
    const first = await paypal.refundPayment({
      paymentRef: ref,
      amountMinor: 1250,
      currency: "EUR",
      idempotencyKey: "refund-p1",
    });
    const rest = await paypal.refundPayment({
      paymentRef: ref,
      amountMinor: 3750,
      currency: "EUR",
      idempotencyKey: "refund-p2",
    });

    expect(first).toEqual({
      kind: "refund",
      refund: {
        refundId: expect.any(String),
        paymentRef: ref,
        status: "succeeded",
        amountMinor: 1250,
        currency: "EUR",
        idempotencyKey: "refund-p1",
        failureMessage: null,
      },
    });
    expect(rest).toMatchObject({ kind: "refund", refund: { amountMinor: 3750 } });
    // The order is still paid: a refund is no payment state of the shop.
    expect(await paypal.retrievePayment(ref)).toMatchObject({ status: "succeeded" });
    expect(fakeOrder(ref)?.purchase_units[0]?.payments?.captures[0]?.status).toBe("REFUNDED");
  });

  it("answers the same refund for the same PayPal-Request-Id, and PayPal's no as refused", async () => {
    const ref = await captured(2000, "GBP");
    const request = { paymentRef: ref, amountMinor: 1500, currency: "GBP" as const, idempotencyKey: "refund-p3" };
    const [once, again] = [await paypal.refundPayment(request), await paypal.refundPayment(request)];
    const tooMuch = await paypal.refundPayment({ ...request, amountMinor: 501, idempotencyKey: "refund-p4" });

    expect(again).toEqual(once);
    expect(fake.refunds().filter((refund) => refund.custom_id === "refund-p3")).toHaveLength(1);
    expect(tooMuch).toEqual({ kind: "refused", message: expect.stringContaining("REFUND_AMOUNT_EXCEEDED") });
  });

  it("retrieves a refund with its order, and reads PAYMENT.CAPTURE.REFUNDED, the dashboard's included", async () => {
    const ref = await captured(4000, "USD");
    const asked = await paypal.refundPayment({
      paymentRef: ref,
      amountMinor: 1000,
      currency: "USD",
      idempotencyKey: "refund-p5",
    });
    if (asked.kind !== "refund") throw new Error(asked.message);
    expect(await paypal.retrieveRefund(asked.refund.refundId)).toEqual(asked.refund);

    const dashboard = fake.refundInDashboard(ref, 500);
    const delivery = fake.createRefundWebhookDelivery(dashboard.id);
    const event = await paypal.verifyWebhook(delivery.body, new Headers(delivery.headers));
    expect(event).toEqual({
      eventId: delivery.eventId,
      type: "PAYMENT.CAPTURE.REFUNDED",
      payment: null,
      refunds: [
        {
          refundId: dashboard.id,
          paymentRef: ref,
          status: "succeeded",
          amountMinor: 500,
          currency: "USD",
          idempotencyKey: null,
          failureMessage: null,
        },
      ],
    });
  });
});

describe("verifyWebhook", () => {
  async function capturedOrder() {
    const shopOrder = order(3100, "GBP");
    const { ref } = await paypal.createPayment(shopOrder);
    fake.approve(ref);
    await paypal.capturePayment(ref, shopOrder);
    return { shopOrder, ref };
  }

  it("accepts the fake's genuine deliveries and maps them to payments", async () => {
    const { shopOrder, ref } = await capturedOrder();
    const expected = { ref, amountMinor: 3100, currency: "GBP", orderId: shopOrder.id };

    const completed = fake.createWebhookDelivery("PAYMENT.CAPTURE.COMPLETED", ref);
    expect(await paypal.verifyWebhook(completed.body, new Headers(completed.headers))).toEqual({
      eventId: completed.eventId,
      type: "PAYMENT.CAPTURE.COMPLETED",
      payment: { ...expected, status: "succeeded" },
      refunds: [],
    });
    expect(completed.eventId).toMatch(/^WH-/);

    const approved = fake.createWebhookDelivery("CHECKOUT.ORDER.APPROVED", ref);
    expect(await paypal.verifyWebhook(approved.body, new Headers(approved.headers))).toMatchObject({
      type: "CHECKOUT.ORDER.APPROVED",
      payment: { ...expected, status: "pending" },
    });
  });

  it("maps a denied capture to a failed payment", async () => {
    const shopOrder = order(6400, "USD");
    const { ref } = await paypal.createPayment(shopOrder);
    fake.markDecline(ref);
    const denied = fake.createWebhookDelivery("PAYMENT.CAPTURE.DENIED", ref);

    const event = await paypal.verifyWebhook(denied.body, new Headers(denied.headers));
    expect(event.payment).toEqual({ ref, status: "failed", amountMinor: 6400, currency: "USD", orderId: shopOrder.id });
  });

  it("posts a delivery to the webhook address as often as asked, each one genuine", async () => {
    const { ref } = await capturedOrder();
    received.length = 0;
    const delivery = fake.createWebhookDelivery("PAYMENT.CAPTURE.COMPLETED", ref);

    expect(await fake.sendWebhook(delivery, 3)).toEqual([200, 200, 200]);
    expect(received).toHaveLength(3);
    for (const { body, headers } of received) {
      expect((await paypal.verifyWebhook(body, headers)).eventId).toBe(delivery.eventId);
    }
  });

  it("rejects a tampered body, an unknown transmission, missing headers and another webhook id", async () => {
    const { ref } = await capturedOrder();
    const { body, headers } = fake.createWebhookDelivery("PAYMENT.CAPTURE.COMPLETED", ref);
    const reject = (rawBody: string, changed: Record<string, string | null>, provider = paypal) => {
      const sent = new Headers(headers);
      for (const [name, value] of Object.entries(changed)) {
        if (value === null) sent.delete(name);
        else sent.set(name, value);
      }
      return expect(provider.verifyWebhook(rawBody, sent)).rejects.toBeInstanceOf(WebhookSignatureError);
    };

    const tampered = body.replace('"value":"31.00"', '"value":"0.01"');
    expect(tampered).not.toBe(body);
    await reject(tampered, {});
    await reject(body, { "paypal-transmission-id": crypto.randomUUID() });
    await reject(body, { "paypal-transmission-sig": Buffer.from("forged").toString("base64") });
    await reject(body, { "paypal-transmission-sig": null });
    await reject("not json", {});
    await reject(body, {}, providerFor({ webhookId: "WH-SOMEONE-ELSE" }));
    await reject(body, {}, providerFor({ webhookId: undefined }));
  });

  it("refuses stale transmissions, foreign certificates and missing headers without asking PayPal", async () => {
    const { ref } = await capturedOrder();
    const { body, headers } = fake.createWebhookDelivery("PAYMENT.CAPTURE.COMPLETED", ref);
    const minutes = (offset: number) => new Date(Date.now() + offset * 60_000).toISOString();
    const verifications = fake.calls().verify;
    for (const changed of [
      { "paypal-transmission-time": minutes(-6) },
      { "paypal-transmission-time": minutes(6) },
      { "paypal-transmission-time": "yesterday" },
      { "paypal-cert-url": "https://evil.example/v1/notifications/certs/CERT-360caa42-fca2a594-fake" },
      { "paypal-cert-url": "https://api.paypal.com.evil.example/v1/notifications/certs/CERT" },
      { "paypal-cert-url": "http://api.sandbox.paypal.com/v1/notifications/certs/CERT" },
      { "paypal-cert-url": "not a url" },
      { "paypal-cert-url": null },
      { "paypal-transmission-time": null },
      { "paypal-auth-algo": null },
    ]) {
      const sent = new Headers(headers);
      for (const [name, value] of Object.entries(changed)) {
        if (value === null) sent.delete(name);
        else sent.set(name, value);
      }
      await expect(paypal.verifyWebhook(body, sent), JSON.stringify(changed)).rejects.toBeInstanceOf(
        WebhookSignatureError,
      );
    }
    expect(fake.calls().verify).toBe(verifications);

    // A delivery sent four minutes ago (a slow network, a clock a little off) is still asked about.
    const late = fake.createWebhookDelivery("PAYMENT.CAPTURE.COMPLETED", ref);
    const sent = new Headers(late.headers);
    sent.set("paypal-transmission-time", minutes(-4));
    await expect(paypal.verifyWebhook(late.body, sent)).rejects.toBeInstanceOf(WebhookSignatureError);
    expect(fake.calls().verify).toBe(verifications + 1);
  });
});

describe("the fake, driven over HTTP by another process", () => {
  const control = async (method: "GET" | "POST", path: string, body?: unknown) => {
    const response = await fetch(`${fake.url}/_fake/${path}`, {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  };

  it("approves orders, counts calls and delivers webhooks through /_fake/", async () => {
    const shopOrder = order(4200, "EUR");
    const { ref } = await paypal.createPayment(shopOrder);
    expect(await control("POST", `orders/${ref}/approve`)).toMatchObject({ id: ref, status: "APPROVED" });
    await paypal.capturePayment(ref, shopOrder);
    expect(await control("GET", "calls")).toEqual(fake.calls());

    received.length = 0;
    const delivery = await control("POST", "webhooks", { type: "PAYMENT.CAPTURE.COMPLETED", orderId: ref, times: 2 });
    expect(delivery.statuses).toEqual([200, 200]);
    expect(received.map(({ body }) => body)).toEqual([delivery.body, delivery.body]);

    // times 0: signed and handed back, for delivery out of order.
    const held = await control("POST", "webhooks", { type: "CHECKOUT.ORDER.APPROVED", orderId: ref, times: 0 });
    expect(received).toHaveLength(2);
    const event = await paypal.verifyWebhook(String(held.body), new Headers(held.headers as Record<string, string>));
    expect(event.payment).toMatchObject({ ref, status: "pending" });
  });
});
