import { createHash } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { deliveryOptions, payments } from "~/db/schema";
import { cached } from "~/infra/cache.server";
import { createRateLimit } from "~/infra/rate-limit.server";
import { type Refusal, refuse, tooManyRequests } from "~/infra/refusal";
import {
  type Customer,
  getProfile,
  isDeliveryAddressComplete,
  listCountries,
  type Profile,
} from "~/modules/accounts/accounts.server";
import { type PricedLine, readPricedLines } from "~/modules/cart/cart.server";
import type { CurrencyCode, DisplayCurrency } from "~/modules/money/money";
import {
  type ChosenDelivery,
  cartVersion,
  findOwnOrder,
  orderAmounts,
  type PlacedOrder,
  placeOrder,
  recentlyPaidOrder,
} from "~/modules/orders/orders.server";
import { recordPaymentRefused, recordPaymentStarted, settlePayment } from "~/modules/orders/settle.server";
import type { PayableOrder, ProviderName } from "~/modules/payments/provider";
import {
  type OfferedMethod,
  offeredPaymentMethods,
  payPalProvider,
  providerNamed,
  testProvider,
} from "~/modules/payments/providers.server";
import { buyNowSchema, CHECKOUT_MESSAGES } from "./forms";

/*
 * The checkout (spec 000 sections 2 "Checkout", 4 "purchase flow"; DESIGN.md sections 3
 * and 6): what the page shows, and Buy now, which turns the cart the customer was shown
 * into an order and starts its payment with the provider of the chosen method.
 */

export type DeliveryChoice = ChosenDelivery & { description: string; isDefault: boolean };

/** The active delivery options, default first among equals of the shop's order. */
export function listDeliveryOptions(): Promise<DeliveryChoice[]> {
  return cached("delivery", "active", () =>
    db()
      .select({
        id: deliveryOptions.id,
        name: deliveryOptions.name,
        description: deliveryOptions.description,
        feeCents: deliveryOptions.feeCents,
        isDefault: deliveryOptions.isDefault,
      })
      .from(deliveryOptions)
      .where(eq(deliveryOptions.active, true))
      .orderBy(asc(deliveryOptions.sortOrder)),
  );
}

export type CheckoutView = {
  profile: Profile;
  lines: PricedLine[];
  cartVersion: string;
  /** Each option with its fee and the order total it makes, in the display currency's minor units. */
  deliveries: (DeliveryChoice & { feeMinor: number; totalMinor: number })[];
  defaultDeliveryId: number;
  subtotalMinor: number;
  methods: OfferedMethod[];
};

/**
 * What the checkout page showed, sent back with Buy now: the cart as priced and the delivery
 * fees offered beside it, so an order is never placed at a fee the customer was not shown (the
 * owner changed it while the page was open).
 */
function checkoutVersion(lines: PricedLine[], currency: CurrencyCode, deliveries: DeliveryChoice[]): string {
  const fees = deliveries.map((delivery) => [delivery.id, delivery.feeCents]);
  return createHash("sha256")
    .update(JSON.stringify([cartVersion(lines, currency), fees]))
    .digest("hex")
    .slice(0, 32);
}

/**
 * What /checkout shows; `address` when the delivery address must be completed first,
 * `empty` for an empty cart.
 */
export async function loadCheckout(
  customer: Customer,
  currency: DisplayCurrency,
): Promise<{ kind: "address" } | { kind: "empty" } | { kind: "not-on-sale" } | ({ kind: "ready" } & CheckoutView)> {
  const [profile, lines, deliveries, methods] = await Promise.all([
    getProfile(customer),
    readPricedLines({ token: null, customerId: customer.id }, currency),
    listDeliveryOptions(),
    offeredPaymentMethods(),
  ]);
  if (!isDeliveryAddressComplete(profile.shipping)) return { kind: "address" };
  if (lines.length === 0) return { kind: "empty" };
  if (lines.some((line) => line.unavailable !== null)) return { kind: "not-on-sale" };
  const priced = deliveries.map((delivery) => {
    const amounts = orderAmounts(lines, delivery.feeCents, currency.rate);
    return { ...delivery, feeMinor: amounts.deliveryMinor, totalMinor: amounts.totalMinor };
  });
  return {
    kind: "ready",
    profile,
    lines,
    cartVersion: checkoutVersion(lines, currency.code, deliveries),
    deliveries: priced,
    defaultDeliveryId: (deliveries.find((delivery) => delivery.isDefault) ?? deliveries[0])?.id ?? 0,
    subtotalMinor: orderAmounts(lines, 0, currency.rate).subtotalMinor,
    methods,
  };
}

/**
 * Payment starts, a defence against card testing (DESIGN.md section 6): ten per customer in
 * ten minutes, the person; sixty per address, so an office or a mobile network sharing one
 * address is not shut out by one of its people (docs/decisions/035).
 */
const PAYMENT_START_LIMITS = {
  perCustomer: createRateLimit({ name: "payment-start", points: 10, durationSeconds: 10 * 60 }),
  perAddress: createRateLimit({ name: "payment-start-ip", points: 60, durationSeconds: 10 * 60 }),
};

/** An order paid (now, or already by an earlier Buy now). */
type Paid = { ok: true; kind: "paid"; order: PlacedOrder };

export type PaymentStart =
  | Refusal
  /** Already paid (a second Buy now after the first paid and emptied the cart). */
  | Paid
  | { ok: true; kind: "started"; order: PlacedOrder; provider: ProviderName; ref: string; clientSecret: string | null };

function payable(order: PlacedOrder): PayableOrder {
  return {
    id: order.id,
    number: order.number,
    amountMinor: order.totalMinor,
    currency: order.currency,
    customerEmail: order.customerEmail,
  };
}

/**
 * Buy now: checks the choices and that the cart is the one the page showed, creates the
 * order (or finds the one already waiting for this purchase) and starts its payment with
 * the chosen method's provider. Nothing is charged here except by the test provider's card,
 * which the caller then charges with `payWithTestCard`.
 */
export async function startPayment(
  customer: Customer,
  clientIp: string,
  currency: DisplayCurrency,
  input: Record<string, unknown>,
): Promise<PaymentStart> {
  // The person first: a customer over their own limit does not use up the address's.
  const limited =
    (await PAYMENT_START_LIMITS.perCustomer(`customer:${customer.id}`)) ??
    (await PAYMENT_START_LIMITS.perAddress(`ip:${clientIp}`));
  if (limited) return tooManyRequests(limited);
  const parsed = buyNowSchema.safeParse(input);
  if (!parsed.success) return refuse(400, parsed.error.issues[0]?.message ?? CHECKOUT_MESSAGES.cartChanged);
  const [methods, deliveries, lines, profile, countries] = await Promise.all([
    offeredPaymentMethods(),
    listDeliveryOptions(),
    readPricedLines({ token: null, customerId: customer.id }, currency),
    getProfile(customer),
    listCountries(),
  ]);
  const method = methods.find((candidate) => candidate.id === parsed.data.paymentMethodId);
  if (!method) return refuse(400, CHECKOUT_MESSAGES.choosePayment);
  const delivery = deliveries.find((candidate) => candidate.id === parsed.data.deliveryOptionId);
  if (!delivery) return refuse(400, CHECKOUT_MESSAGES.chooseDelivery);
  if (!isDeliveryAddressComplete(profile.shipping)) {
    return { ...refuse(409, "Please complete your delivery address."), redirectTo: "/confirm-adress" };
  }
  // An empty cart right after a payment is a second Buy now of what was just paid (a double
  // click): it lands on that order's confirmation.
  const paidMeanwhile = async (): Promise<PaymentStart> => {
    const paid = await recentlyPaidOrder(customer);
    if (paid) return { ok: true, kind: "paid", order: paid };
    return { ...refuse(409, CHECKOUT_MESSAGES.cartEmpty), redirectTo: "/cart" };
  };
  if (lines.length === 0) return paidMeanwhile();
  if (lines.some((line) => line.unavailable !== null)) {
    return { ...refuse(409, CHECKOUT_MESSAGES.notOnSale), redirectTo: "/cart" };
  }
  if (checkoutVersion(lines, currency.code, deliveries) !== parsed.data.cartVersion) {
    return refuse(409, CHECKOUT_MESSAGES.cartChanged);
  }

  const placed = await placeOrder(
    customer,
    profile,
    new Map(countries.map((country) => [country.id, country.name])),
    lines,
    { delivery, paymentMethodId: method.id, provider: method.provider, currency },
  );
  // A fabric was retired between reading the cart and locking it.
  if (placed === "not-on-sale") return { ...refuse(409, CHECKOUT_MESSAGES.notOnSale), redirectTo: "/cart" };
  // The cart changed between reading it and locking it: paid and emptied by a concurrent Buy now, or edited.
  if (!placed) {
    const paid = await recentlyPaidOrder(customer);
    if (paid) return { ok: true, kind: "paid", order: paid };
    return refuse(409, CHECKOUT_MESSAGES.cartChanged);
  }
  const { order } = placed;
  const provider = providerNamed(order.provider);
  if (!provider) return refuse(400, CHECKOUT_MESSAGES.choosePayment);
  const created = await provider.createPayment(payable(order));
  await recordPaymentStarted(order.provider, order.id, {
    ref: created.ref,
    amountMinor: order.totalMinor,
    currency: order.currency,
  });
  // An order already waiting may have been paid without the shop knowing yet (the customer
  // paid, closed the tab, and the webhook is late): ask the provider before asking to pay again.
  if (placed.reused && order.provider !== "test") {
    const outcome = await settlePayment(order.provider, await provider.retrievePayment(created.ref));
    if (outcome === "paid" || outcome === "already-paid")
      return { ok: true, kind: "paid", order: { ...order, status: "paid" } };
  }
  return {
    ok: true,
    kind: "started",
    order,
    provider: order.provider,
    ref: created.ref,
    clientSecret: created.clientSecret,
  };
}

/** Charges the test provider's card for a started order: paid, or the bank's refusal (402). */
export async function payWithTestCard(
  started: Extract<PaymentStart, { kind: "started" }>,
  cardDigits: string,
): Promise<Paid | Refusal> {
  const provider = testProvider();
  if (!provider || started.provider !== "test") {
    return refuse(400, CHECKOUT_MESSAGES.choosePayment);
  }
  const charged = await provider.chargeCard(started.ref, cardDigits);
  if (!charged.ok) {
    await recordPaymentRefused("test", started.ref, charged.message);
    return refuse(402, charged.message);
  }
  await settlePayment("test", charged.payment);
  return { ok: true, kind: "paid", order: started.order };
}

/** The order's payment with its provider, if one was started. */
async function paymentOf(order: PlacedOrder): Promise<string | null> {
  const [row] = await db()
    .select({ ref: payments.providerRef })
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.provider, order.provider)));
  return row?.ref ?? null;
}

/**
 * PayPal's onApprove: captures the customer's approved PayPal order on the server and
 * settles the shop's order. An order the shop cancelled (expired) is not captured.
 */
export async function capturePayPalPayment(customer: Customer, orderIdInput: unknown): Promise<Paid | Refusal> {
  const order = await findOwnOrder(customer, orderIdInput);
  const paypal = payPalProvider();
  const ref = order && order.provider === "paypal" ? await paymentOf(order) : null;
  if (!order || !paypal || !ref) return refuse(404, CHECKOUT_MESSAGES.unknownOrder);
  if (order.status !== "pending_payment") {
    if (order.status === "cancelled") {
      return refuse(
        409,
        "This order was cancelled because its payment took too long. Nothing was charged; please order again.",
      );
    }
    return { ok: true, kind: "paid", order };
  }
  const payment = await paypal.capturePayment(ref, payable(order));
  const outcome = await settlePayment("paypal", payment);
  if (outcome === "paid" || outcome === "already-paid") return { ok: true, kind: "paid", order };
  return refuse(402, "PayPal could not take this payment. Please try again or choose another way to pay.");
}

/**
 * The customer's return to /confirmation: a payment still waiting for its webhook is asked
 * of the provider on the server (a Stripe retrieve) and settled. Reloading creates nothing.
 */
export async function confirmReturn(customer: Customer, orderIdInput: unknown): Promise<PlacedOrder | null> {
  const order = await findOwnOrder(customer, orderIdInput);
  if (order?.status !== "pending_payment") return order;
  const provider = providerNamed(order.provider);
  const ref = await paymentOf(order);
  if (!provider || !ref || order.provider === "test") return order;
  const outcome = await settlePayment(order.provider, await provider.retrievePayment(ref));
  return outcome === "paid" || outcome === "already-paid" ? { ...order, status: "paid" } : order;
}
