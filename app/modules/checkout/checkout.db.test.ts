import { count, eq } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { config } from "~/config.server";
import {
  cartLines,
  deliveryOptions,
  fabrics,
  mailOutbox,
  orderLines,
  orders,
  paymentEvents,
  payments,
} from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { clearCache } from "~/infra/cache.server";
import type { Customer } from "~/modules/accounts/accounts.server";
import { createTestCustomer } from "~/modules/accounts/test-support.server";
import { addLine, cartOwner, getCartSummary, setQuantity } from "~/modules/cart/cart.server";
import type { ShirtDesign } from "~/modules/design/design";
import { defaultDesignFor } from "~/modules/design/design.server";
import type { DisplayCurrency } from "~/modules/money/money";
import { findOwnOrderLine, listOrderHistory } from "~/modules/orders/orders.server";
import { settleEvent, settlePayment } from "~/modules/orders/settle.server";
import { sweepWaitingOrders } from "~/modules/orders/sweeper.server";
import { CARD_DECLINED_MESSAGE, TEST_CARD_ACCEPTED, TEST_CARD_DECLINED } from "~/modules/payments/test-card";
import { confirmReturn, loadCheckout, type PaymentStart, payWithTestCard, startPayment } from "./checkout.server";
import { CHECKOUT_MESSAGES } from "./forms";
import * as helpers from "./test-support.server";

const CURRENCIES: DisplayCurrency[] = [
  { code: "EUR", symbol: "€", rate: 1 },
  { code: "GBP", symbol: "£", rate: 0.85 },
  { code: "USD", symbol: "$", rate: 1.08 },
  { code: "CHF", symbol: "CHF", rate: 0.96 },
];
const GBP = CURRENCIES[1]!;
const SIZE = helpers.TEST_SIZE;
const STANDARD_DELIVERY = 1;
const EXPRESS_DELIVERY = 2;

const database = databaseForTests({ seed: true });
let design: ShirtDesign;

beforeAll(async () => {
  // The payment-start limit has its own test below; here many payments start from one address.
  config.rateLimits = false;
  // These carts buy more shirts than a shelf holds: the stock has its own tests (modules/stock).
  await database.db.update(fabrics).set({ stockCm: null });
  design = (await defaultDesignFor(1))!;
});
beforeEach(() => clearCache());

function customerWithCart(quantities: number[] = [1]): Promise<Customer> {
  return helpers.customerWithCart(design, quantities);
}

function buyNowForm(customer: Customer, currency = GBP, deliveryOptionId = STANDARD_DELIVERY) {
  return helpers.buyNowForm(customer, currency, { deliveryOptionId });
}

async function payWith(customer: Customer, card: string, form?: Record<string, unknown>, currency = GBP) {
  const started = await startPayment(customer, "203.0.113.9", currency, form ?? (await buyNowForm(customer, currency)));
  if (!started.ok || started.kind !== "started") return started;
  return payWithTestCard(started, card);
}

async function countOf(table: typeof orders | typeof payments | typeof mailOutbox, customer?: Customer) {
  if (table === orders && customer) {
    const [row] = await database.db.select({ n: count() }).from(orders).where(eq(orders.userId, customer.id));
    return row!.n;
  }
  const [row] = await database.db.select({ n: count() }).from(table);
  return row!.n;
}

async function ordersOf(customer: Customer) {
  return database.db.select().from(orders).where(eq(orders.userId, customer.id));
}

describe("checkout page", () => {
  it("prices every delivery option from rounded parts in the display currency", async () => {
    const customer = await customerWithCart([2, 1]);
    const checkout = await loadCheckout(customer, GBP);
    if (checkout.kind !== "ready") throw new Error(checkout.kind);
    const subtotal = checkout.lines.reduce((sum, line) => sum + line.lineMinor, 0);
    expect(checkout.subtotalMinor).toBe(subtotal);
    expect(checkout.deliveries.map((delivery) => delivery.totalMinor)).toEqual([
      subtotal,
      subtotal + Math.round(1490 * 0.85),
    ]);
    expect(checkout.defaultDeliveryId).toBe(STANDARD_DELIVERY);
    expect(checkout.methods).toEqual([{ id: 1, name: "Credit or debit card", provider: "test", publicKey: null }]);
  });

  it("sends a customer without a delivery address to the address form, and an empty cart to the cart", async () => {
    const id = await createTestCustomer({ name: "New", email: "new@example.com", password: "correct horse battery" });
    expect((await loadCheckout({ id, name: "New", email: "new@example.com" }, GBP)).kind).toBe("address");
    const customer = await customerWithCart([]);
    expect((await loadCheckout(customer, GBP)).kind).toBe("empty");
  });
});

describe("Buy now with the test card", () => {
  it("refuses a declined card with the provider's message, then pays with the accepted card", async () => {
    const customer = await customerWithCart([1, 2]);
    const owner = await cartOwner(new Request("http://localhost/"), customer);
    // The header's summary, read once before paying: paying must make it read the cart again.
    expect((await getCartSummary(owner, GBP)).count).toBe(3);
    const form = await buyNowForm(customer, GBP, EXPRESS_DELIVERY);
    const declined = await payWith(customer, TEST_CARD_DECLINED, form);
    expect(declined).toMatchObject({ ok: false, status: 402, message: CARD_DECLINED_MESSAGE });
    const [pending] = await ordersOf(customer);
    expect(pending?.status).toBe("pending_payment");

    const paid = await payWith(customer, TEST_CARD_ACCEPTED, form);
    expect(paid).toMatchObject({ kind: "paid" });
    const all = await ordersOf(customer);
    expect(all).toHaveLength(1);
    const order = all[0]!;
    const express = form.checkout.deliveries.find((delivery) => delivery.id === EXPRESS_DELIVERY)!;
    expect(order).toMatchObject({
      status: "paid",
      currencyCode: "GBP",
      totalMinor: express.totalMinor,
      deliveryMinor: express.feeMinor,
      deliveryName: "Express delivery",
      paymentProvider: "test",
      customerEmail: customer.email,
    });
    expect(order.shippingAddress).toMatchObject({ city: "Milano", country: expect.any(String) });
    expect(order.billingAddress).toEqual(order.shippingAddress);
    const lines = await database.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(lines.map((line) => line.quantity)).toEqual([1, 2]);
    expect(lines.reduce((sum, line) => sum + line.lineTotalMinor, 0) + order.deliveryMinor).toBe(order.totalMinor);

    const [payment] = await database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment).toMatchObject({ status: "succeeded", amountMinor: order.totalMinor, currencyCode: "GBP" });
    expect(payment?.lastError).toBe(CARD_DECLINED_MESSAGE);

    // The cart is empty (the header's summary too), the confirmation e-mail queued once, the order in the history.
    const cart = await loadCheckout(customer, GBP);
    expect(cart.kind).toBe("empty");
    expect((await getCartSummary(owner, GBP)).count).toBe(0);
    expect(owner.customerId).toBe(customer.id);
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, customer.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Your order AS${String(order.id).padStart(6, "0")}`);
    expect(mails[0]?.text).toContain("Collar");
    expect(mails[0]?.text).toContain("Express delivery");
    expect(mails[0]?.text).toMatch(/Expected (between|on) \d/);
    const history = await listOrderHistory(customer);
    expect(history.map((entry) => entry.id)).toEqual([order.id]);
    expect(history[0]).toMatchObject({
      promise: { earliest: order.promisedEarliest, latest: order.promisedLatest },
      parcel: null,
      notes: [],
    });
    expect(order.promisedEarliest).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("refuses an unknown card number, a wrong cart version, a delivery or method not offered", async () => {
    const customer = await customerWithCart();
    const form = await buyNowForm(customer);
    expect(await payWith(customer, "4111111111111111", form)).toMatchObject({ ok: false, status: 402 });
    expect(await payWith(customer, TEST_CARD_ACCEPTED, { ...form, cartVersion: "0".repeat(32) })).toMatchObject({
      status: 409,
      message: CHECKOUT_MESSAGES.cartChanged,
    });
    expect(await payWith(customer, TEST_CARD_ACCEPTED, { ...form, deliveryOptionId: 99 })).toMatchObject({
      status: 400,
      message: CHECKOUT_MESSAGES.chooseDelivery,
    });
    expect(await payWith(customer, TEST_CARD_ACCEPTED, { ...form, paymentMethodId: 2 })).toMatchObject({
      status: 400,
      message: CHECKOUT_MESSAGES.choosePayment,
    });
    expect(await payWith(customer, TEST_CARD_ACCEPTED, { ...form, deliveryOptionId: "x" })).toMatchObject({
      status: 400,
    });
    expect((await ordersOf(customer)).every((order) => order.status === "pending_payment")).toBe(true);
  });

  it("refuses Buy now from a page showing a delivery fee the owner has changed since, and orders nothing", async () => {
    const customer = await customerWithCart();
    const form = await buyNowForm(customer);
    const chosen = form.checkout.deliveries.find((delivery) => delivery.id === form.deliveryOptionId)!;
    await database.db
      .update(deliveryOptions)
      .set({ feeCents: chosen.feeCents + 500 })
      .where(eq(deliveryOptions.id, chosen.id));
    try {
      clearCache();
      expect(await payWith(customer, TEST_CARD_ACCEPTED, form)).toMatchObject({
        status: 409,
        message: CHECKOUT_MESSAGES.cartChanged,
      });
      expect(await ordersOf(customer)).toEqual([]);
      // The page read again shows the new fee, and Buy now from it is taken.
      const fresh = await buyNowForm(customer);
      expect(await payWith(customer, TEST_CARD_ACCEPTED, fresh)).toMatchObject({ ok: true, kind: "paid" });
    } finally {
      await database.db
        .update(deliveryOptions)
        .set({ feeCents: chosen.feeCents })
        .where(eq(deliveryOptions.id, chosen.id));
      clearCache();
    }
  });

  it("makes one order and one payment of fifty concurrent Buy now on one cart", async () => {
    const customer = await customerWithCart([1, 3]);
    const form = await buyNowForm(customer);
    const mailsBefore = await countOf(mailOutbox);
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => payWith(customer, TEST_CARD_ACCEPTED, form)));
    expect(outcomes.filter((outcome) => !outcome.ok || outcome.kind !== "paid")).toEqual([]);
    const all = await ordersOf(customer);
    expect(all.map((order) => order.status)).toEqual(["paid"]);
    expect(new Set(outcomes.map((outcome) => (outcome as Extract<PaymentStart, { kind: "paid" }>).order.id))).toEqual(
      new Set([all[0]!.id]),
    );
    const paymentRows = await database.db.select().from(payments).where(eq(payments.orderId, all[0]!.id));
    expect(paymentRows).toHaveLength(1);
    expect((await countOf(mailOutbox)) - mailsBefore).toBe(1);
  });

  it("keeps an order as it was when the cart changes afterwards in another tab", async () => {
    const customer = await customerWithCart([1]);
    const form = await buyNowForm(customer);
    const started = await startPayment(customer, "203.0.113.9", GBP, form);
    if (!started.ok || started.kind !== "started") throw new Error(JSON.stringify(started));
    // Another tab adds a shirt and changes the quantity of the first.
    const owner = await cartOwner(new Request("http://localhost/"), customer);
    const added = await addLine(owner, { design, size: SIZE, quantity: 1 });
    if (!added.ok) throw new Error(added.message);
    const [first] = form.checkout.lines;
    await setQuantity(owner, first!.id, { quantity: 4 });

    expect(await payWithTestCard(started, TEST_CARD_ACCEPTED)).toMatchObject({ kind: "paid" });
    const [order] = await ordersOf(customer);
    const lines = await database.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(lines.map((line) => line.quantity)).toEqual([1]);
    expect(order!.totalMinor).toBe(form.checkout.deliveries[0]!.totalMinor);
    // What changed after the order stays in the cart.
    const left = await database.db.select({ quantity: cartLines.quantity }).from(cartLines);
    expect(left.filter((line) => line.quantity === 4)).toHaveLength(1);
    // The page the customer was shown is out of date now: Buy now from it is refused.
    expect(await payWith(customer, TEST_CARD_ACCEPTED, form)).toMatchObject({
      status: 409,
      message: CHECKOUT_MESSAGES.cartChanged,
    });
  });

  it("charges exactly the total shown, in every currency, for random carts", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 1, maxLength: 4 }),
        fc.constantFrom(...CURRENCIES),
        fc.constantFrom(STANDARD_DELIVERY, EXPRESS_DELIVERY),
        async (quantities, currency, deliveryId) => {
          const customer = await customerWithCart(quantities);
          const form = await buyNowForm(customer, currency, deliveryId);
          const shown = form.checkout.deliveries.find((delivery) => delivery.id === deliveryId)!.totalMinor;
          expect(await payWith(customer, TEST_CARD_ACCEPTED, form, currency)).toMatchObject({ kind: "paid" });
          const [order] = await ordersOf(customer);
          const [payment] = await database.db.select().from(payments).where(eq(payments.orderId, order!.id));
          expect(order!.totalMinor).toBe(shown);
          expect(payment!.amountMinor).toBe(shown);
          expect(order!.currencyCode).toBe(currency.code);
        },
      ),
      { numRuns: 12 },
    );
  });
});

describe("settling payments", () => {
  async function startedOrder() {
    const customer = await customerWithCart([1]);
    const started = await startPayment(customer, "203.0.113.9", GBP, await buyNowForm(customer));
    if (!started.ok || started.kind !== "started") throw new Error(JSON.stringify(started));
    return { customer, started };
  }

  it("processes a webhook event once however often it is delivered, whatever the order", async () => {
    const { customer, started } = await startedOrder();
    const succeeded = {
      ref: started.ref,
      status: "succeeded" as const,
      amountMinor: started.order.totalMinor,
      currency: started.order.currency,
      orderId: started.order.id,
    };
    const events = [
      {
        eventId: "evt_pending",
        type: "payment.processing",
        payment: { ...succeeded, status: "pending" as const },
        refunds: [],
      },
      { eventId: "evt_paid", type: "payment.succeeded", payment: succeeded, refunds: [] },
    ];
    const mailsBefore = await countOf(mailOutbox);
    // Reverse order, each five times, concurrently.
    const outcomes = await Promise.all(
      [...events].reverse().flatMap((event) => Array.from({ length: 5 }, () => settleEvent("test", event))),
    );
    expect(outcomes.filter((outcome) => outcome === "paid")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === "duplicate-event")).toHaveLength(8);
    expect((await ordersOf(customer)).map((order) => order.status)).toEqual(["paid"]);
    expect((await countOf(mailOutbox)) - mailsBefore).toBe(1);
    const stored = await database.db.select().from(paymentEvents).where(eq(paymentEvents.provider, "test"));
    expect(stored.map((event) => event.eventId).sort()).toEqual(["evt_paid", "evt_pending"]);
    // The customer's return after the webhook finds it paid and changes nothing.
    expect((await confirmReturn(customer, started.order.id))?.status).toBe("paid");
    expect(await settlePayment("test", succeeded)).toBe("already-paid");
  });

  it("records a payment confirmed for an order it cannot find, for the shop to reconcile", async () => {
    const outcome = await settleEvent("test", {
      eventId: "evt_stray",
      type: "payment.succeeded",
      payment: { ref: "test_order_999999", status: "succeeded", amountMinor: 5000, currency: "EUR", orderId: 999999 },
      refunds: [],
    });
    expect(outcome).toBe("unmatched");
    const [row] = await database.db.select().from(payments).where(eq(payments.providerRef, "test_order_999999"));
    expect(row).toMatchObject({ status: "unmatched", orderId: null, amountMinor: 5000 });
  });

  it("does not mark an order paid for an amount other than its total", async () => {
    const { customer, started } = await startedOrder();
    const outcome = await settlePayment("test", {
      ref: started.ref,
      status: "succeeded",
      amountMinor: started.order.totalMinor - 1,
      currency: started.order.currency,
      orderId: started.order.id,
    });
    expect(outcome).toBe("unmatched");
    expect((await ordersOf(customer))[0]?.status).toBe("pending_payment");
  });
});

describe("waiting orders", () => {
  it("cancels orders whose payment did not come in time, and a late payment still buys the order", async () => {
    const { customer, started } = await (async () => {
      const buyer = await customerWithCart([1]);
      const start = await startPayment(buyer, "203.0.113.9", GBP, await buyNowForm(buyer));
      if (!start.ok || start.kind !== "started") throw new Error(JSON.stringify(start));
      return { customer: buyer, started: start };
    })();
    const timeout = config.orderPaymentTimeoutMinutes;
    config.orderPaymentTimeoutMinutes = 0;
    try {
      const swept = await sweepWaitingOrders();
      expect(swept.cancelled).toBeGreaterThanOrEqual(1);
    } finally {
      config.orderPaymentTimeoutMinutes = timeout;
    }
    const [cancelled] = await ordersOf(customer);
    expect(cancelled).toMatchObject({ status: "cancelled", cancelReason: "expired" });
    expect(await listOrderHistory(customer)).toEqual([]);

    const outcome = await settlePayment("test", {
      ref: started.ref,
      status: "succeeded",
      amountMinor: started.order.totalMinor,
      currency: started.order.currency,
      orderId: started.order.id,
    });
    expect(outcome).toBe("paid");
    expect((await ordersOf(customer))[0]?.status).toBe("paid");
  });
});

describe("the payment-start limit", () => {
  it("answers 429 after ten Buy now of one customer within ten minutes", async () => {
    config.rateLimits = true;
    try {
      const customer = await customerWithCart([1]);
      const form = { ...(await buyNowForm(customer)), cartVersion: "0".repeat(32) };
      const outcomes = [];
      for (let attempt = 0; attempt < 11; attempt++) {
        outcomes.push(await startPayment(customer, `198.51.100.${attempt}`, GBP, form));
      }
      expect(outcomes.slice(0, 10).every((outcome) => !outcome.ok && outcome.status === 409)).toBe(true);
      expect(outcomes[10]).toMatchObject({ ok: false, status: 429 });
    } finally {
      config.rateLimits = false;
    }
  });

  it("does not shut out the others behind one address while one of them hammers; sixty an address in ten minutes", async () => {
    config.rateLimits = true;
    try {
      const office = "203.0.113.77";
      const attempts = async (customer: Customer, times: number) => {
        const form = { ...(await buyNowForm(customer)), cartVersion: "0".repeat(32) };
        const outcomes: PaymentStart[] = [];
        for (let attempt = 0; attempt < times; attempt++)
          outcomes.push(await startPayment(customer, office, GBP, form));
        return outcomes.map((outcome) => (outcome.ok ? 200 : outcome.status));
      };
      const hammering = await customerWithCart([1]);
      expect(await attempts(hammering, 12)).toEqual([...Array<number>(10).fill(409), 429, 429]);
      // Colleagues on the same network: each has their own ten (the hammering one's refusals did not count).
      for (let colleague = 0; colleague < 5; colleague++) {
        expect(await attempts(await customerWithCart([1]), 10)).toEqual(Array<number>(10).fill(409));
      }
      // Sixty from the address in ten minutes: the next person there waits, with a clear message.
      const next = await customerWithCart([1]);
      const refused = await startPayment(next, office, GBP, await buyNowForm(next));
      expect(refused).toMatchObject({
        ok: false,
        status: 429,
        message: expect.stringMatching(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/),
      });
      // Elsewhere, a customer pays as usual.
      const elsewhere = await customerWithCart([1]);
      expect(await startPayment(elsewhere, "198.51.100.200", GBP, await buyNowForm(elsewhere))).toMatchObject({
        ok: true,
      });
    } finally {
      config.rateLimits = false;
    }
  });
});

describe("order history", () => {
  it("shows only the customer's own orders and lines", async () => {
    const alice = await customerWithCart([2]);
    const bob = await customerWithCart([1]);
    expect(await payWith(alice, TEST_CARD_ACCEPTED)).toMatchObject({ kind: "paid" });
    const [aliceOrder] = await listOrderHistory(alice);
    expect(await listOrderHistory(bob)).toEqual([]);
    const lineId = aliceOrder!.lines[0]!.id;
    expect(await findOwnOrderLine(alice, lineId)).toMatchObject({ quantity: 2, size: SIZE });
    expect(await findOwnOrderLine(bob, lineId)).toBeNull();
    expect(await confirmReturn(bob, aliceOrder!.id)).toBeNull();
    expect(await countOf(orders, bob)).toBe(0);
  });
});
