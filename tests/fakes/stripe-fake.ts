import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import Stripe from "stripe";

/*
 * A local fake of Stripe's HTTP API, for tests and for running the shop without the internet.
 * It speaks the wire format the stripe SDK and Stripe.js use: form-encoded bodies with
 * bracket notation (metadata[order_id]=7), the secret key as a Bearer token (or the
 * publishable key plus the PaymentIntent's client secret, as Stripe.js does), JSON answers
 * shaped like Stripe's objects, Stripe's error objects with their HTTP status, and
 * Idempotency-Key replays. Webhook events are signed exactly as Stripe signs them.
 *
 * Only what the shop uses is implemented: PaymentIntents (create, retrieve, confirm with the
 * test payment methods pm_card_visa and pm_card_chargeDeclined, cancel), Refunds (create on a
 * PaymentIntent, retrieve; made in the dashboard; held pending and settled) and webhook delivery.
 * Tests drive it through the returned object; another process (browser tests, the
 * reliability harness) through the same operations under /_fake/ (JSON answers):
 *   GET  /_fake/payment_intents                 every PaymentIntent
 *   GET  /_fake/create_calls                    { count } of POST /v1/payment_intents
 *   POST /_fake/payment_intents/:id/succeed     the customer pays; answers the event
 *   POST /_fake/payment_intents/:id/decline     the customer's card is declined; answers the event
 *   POST /_fake/payment_intents/:id/dashboard_refund  body { "amount": n } (optional): a refund made in the dashboard
 *   GET  /_fake/refunds                         every Refund
 *   GET  /_fake/events                          every event, oldest first
 *   POST /_fake/events/:id/deliver              body { "times": n } (optional); answers the deliveries
 *   GET  /_fake/deliveries                      every delivery attempt and the shop's HTTP status
 *
 * Standalone:
 *   npx tsx tests/fakes/stripe-fake.ts --port 12111 \
 *     --webhook-url http://127.0.0.1:3210/webhooks/stripe --webhook-secret whsec_test [--manual-webhooks]
 */

export type StripeFakeOptions = {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Where webhook events are posted. */
  webhookUrl?: string;
  /** The endpoint's signing secret (whsec_...). */
  webhookSecret?: string;
  /**
   * With a webhookUrl, every event is posted as soon as it happens, in order (the default);
   * false keeps them until a test calls `deliver`.
   */
  autoDeliver?: boolean;
  /**
   * Posts a failed automatic delivery (no answer, or a status other than 2xx) again `afterMs`
   * later, until it is answered 2xx or the fake closes, as Stripe retries a failed delivery for
   * days. Off by default: a failed delivery is only recorded.
   */
  redeliverFailed?: { afterMs: number };
};

/** The events of a PaymentIntent's life. */
type PaymentIntentEvent =
  | Stripe.PaymentIntentCreatedEvent
  | Stripe.PaymentIntentSucceededEvent
  | Stripe.PaymentIntentPaymentFailedEvent
  | Stripe.PaymentIntentCanceledEvent;

/** The events of a refund's life: refund.* with the Refund, charge.refunded with the Charge and its refunds. */
type RefundEvent =
  | Stripe.RefundCreatedEvent
  | Stripe.RefundUpdatedEvent
  | Stripe.RefundFailedEvent
  | Stripe.ChargeRefundedEvent;

/** The events the fake emits. */
type FakeEvent = PaymentIntentEvent | RefundEvent;

/** One attempt to post an event; `status` is null when the endpoint could not be reached. */
export type WebhookDelivery = { eventId: string; type: string; status: number | null; error?: string };

export type StripeFake = {
  /** The API base, e.g. http://127.0.0.1:12111: the shop's STRIPE_API_BASE. */
  url: string;
  port: number;
  close(): Promise<void>;
  /** Every PaymentIntent, oldest first, as Stripe would answer them now. */
  paymentIntents(): Stripe.PaymentIntent[];
  /** How many POST /v1/payment_intents requests arrived, idempotent replays included. */
  createCalls(): number;
  /** The customer pays with a card that is accepted (pm_card_visa), as the Payment Element would. */
  succeed(paymentIntentId: string): PaymentIntentEvent;
  /** The customer's card is declined (pm_card_chargeDeclined); the PaymentIntent waits for another card. */
  decline(paymentIntentId: string): PaymentIntentEvent;
  /**
   * A refund made in Stripe's dashboard (no metadata of the shop): `amountMinor` of the
   * PaymentIntent, all that is left by default. Emits refund.created and charge.refunded.
   */
  refundInDashboard(paymentIntentId: string, amountMinor?: number): Stripe.Refund;
  /** Every Refund, oldest first. */
  refunds(): Stripe.Refund[];
  /** From now on refunds are made `pending` (true) and wait for `settleRefund`, or succeed at once (false, the default). */
  holdRefunds(hold: boolean): void;
  /** A pending refund reaches its end: emits refund.updated (and refund.failed for a failure). */
  settleRefund(refundId: string, outcome: "succeeded" | "failed"): Stripe.Refund;
  /** How many POST /v1/refunds requests arrived, idempotent replays included. */
  refundCalls(): number;
  /** Every event so far, oldest first (to deliver again, twice, or in another order). */
  events(): FakeEvent[];
  /** Every delivery attempt so far, oldest first. */
  deliveries(): WebhookDelivery[];
  /** Signs and posts the event `times` times (1 by default), one after the other. */
  deliver(event: FakeEvent, options?: { times?: number; url?: string; secret?: string }): Promise<WebhookDelivery[]>;
  /**
   * Resolves once every automatic delivery queued so far has been answered (with
   * `redeliverFailed`: answered 2xx, redeliveries included).
   */
  webhooksSettled(): Promise<void>;
};

/**
 * The Stripe-Signature header for a payload: `t=<unix seconds>,v1=<HMAC-SHA256 of "t.payload"
 * with the endpoint's secret, in hex>`, as Stripe computes it.
 */
export function stripeSignatureHeader(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  const signature = createHmac("sha256", secret).update(`${timestamp}.${payload}`, "utf8").digest("hex");
  return `t=${timestamp},v1=${signature}`;
}

// ---------------------------------------------------------------------------------------------
// The wire format

/** A form-encoded body or query string, nested by its bracket notation. */
type FormObject = { [key: string]: FormValue };
type FormValue = string | FormObject;

/** `a[b][c]=1&list[]=x` → { a: { b: { c: "1" } }, list: { "0": "x" } }, as Stripe reads it. */
function parseForm(encoded: string): FormObject {
  const root: FormObject = {};
  for (const [name, value] of new URLSearchParams(encoded)) {
    const [head = "", ...rest] = name.split("[");
    const path = [head, ...rest.map((segment) => segment.replace(/]$/, ""))];
    let node = root;
    path.forEach((segment, index) => {
      const key = segment === "" && index > 0 ? String(Object.keys(node).length) : segment;
      if (index === path.length - 1) {
        node[key] = value;
        return;
      }
      const child = node[key];
      if (typeof child === "object") {
        node = child;
      } else {
        const created: FormObject = {};
        node[key] = created;
        node = created;
      }
    });
  }
  return root;
}

/** The same parameters in a fixed key order, to compare an idempotent retry with its first request. */
function canonical(value: FormValue): string {
  if (typeof value === "string") return JSON.stringify(value);
  const keys = Object.keys(value).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key]!)}`).join(",")}}`;
}

type StripeErrorBody = {
  type: "api_error" | "card_error" | "idempotency_error" | "invalid_request_error";
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  charge?: string;
  payment_intent?: Stripe.PaymentIntent;
};

/** An answer with Stripe's error object: `{ "error": { type, code, message, param, doc_url, ... } }`. */
class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: StripeErrorBody,
  ) {
    super(error.message);
  }

  toJSON() {
    const docUrl = this.error.code
      ? { doc_url: `https://docs.stripe.com/error-codes/${this.error.code.replaceAll("_", "-")}` }
      : {};
    return { error: { ...this.error, ...docUrl } };
  }
}

const parameterMissing = (param: string) =>
  new ApiError(400, {
    type: "invalid_request_error",
    code: "parameter_missing",
    param,
    message: `Missing required param: ${param}.`,
  });

function rejectUnknownParameters(params: FormObject, allowed: readonly string[]): void {
  const unknown = Object.keys(params).find((name) => !allowed.includes(name));
  if (unknown !== undefined) {
    throw new ApiError(400, {
      type: "invalid_request_error",
      code: "parameter_unknown",
      param: unknown,
      message: `Received unknown parameter: ${unknown}`,
    });
  }
}

function optionalString(params: FormObject, name: string): string | null {
  const value = params[name];
  if (value === undefined) return null;
  if (typeof value !== "string") {
    throw new ApiError(400, {
      type: "invalid_request_error",
      code: "parameter_invalid_string",
      param: name,
      message: `Invalid string: ${name} must be a string.`,
    });
  }
  return value;
}

function stripeId(prefix: string, length = 24): string {
  const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
  const bytes = randomBytes(length);
  return `${prefix}_${Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join("")}`;
}

const now = () => Math.floor(Date.now() / 1000);

// ---------------------------------------------------------------------------------------------
// PaymentIntents

/** Stripe's smallest chargeable amounts, in minor units, for the shop's currencies. */
const MINIMUM_AMOUNTS: Record<string, number> = { eur: 50, gbp: 30, usd: 50, chf: 50 };

const CREATE_PARAMETERS = [
  "amount",
  "currency",
  "automatic_payment_methods",
  "metadata",
  "receipt_email",
  "description",
  "statement_descriptor_suffix",
  "expand",
] as const;
const CONFIRM_PARAMETERS = ["payment_method", "return_url", "client_secret", "receipt_email", "expand"] as const;
const CANCEL_PARAMETERS = ["cancellation_reason", "expand"] as const;
const REFUND_PARAMETERS = ["payment_intent", "amount", "metadata", "reason", "expand"] as const;
const CANCELLATION_REASONS = ["duplicate", "fraudulent", "requested_by_customer", "abandoned"];

const ACCEPTED_PAYMENT_METHOD = "pm_card_visa";
const DECLINED_PAYMENT_METHODS = ["pm_card_chargeDeclined", "pm_card_visa_chargeDeclined"];
const CANCELABLE_STATUSES = [
  "requires_payment_method",
  "requires_capture",
  "requires_confirmation",
  "requires_action",
  "processing",
];

function newPaymentIntent(params: FormObject): Stripe.PaymentIntent {
  rejectUnknownParameters(params, CREATE_PARAMETERS);
  const amountText = optionalString(params, "amount");
  if (amountText === null) throw parameterMissing("amount");
  if (!/^\d+$/.test(amountText)) {
    throw new ApiError(400, {
      type: "invalid_request_error",
      code: "parameter_invalid_integer",
      param: "amount",
      message: `Invalid integer: ${amountText}`,
    });
  }
  const currencyText = optionalString(params, "currency");
  if (currencyText === null) throw parameterMissing("currency");
  const currency = currencyText.toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) {
    throw new ApiError(400, {
      type: "invalid_request_error",
      code: "parameter_invalid_string",
      param: "currency",
      message: `Invalid currency: ${currencyText}.`,
    });
  }
  const amount = Number(amountText);
  const minimum = MINIMUM_AMOUNTS[currency] ?? 50;
  if (amount < minimum) {
    throw new ApiError(400, {
      type: "invalid_request_error",
      code: "amount_too_small",
      param: "amount",
      message: `Amount must be at least ${(minimum / 100).toFixed(2)} ${currency}`,
    });
  }
  const metadata = params.metadata ?? {};
  if (typeof metadata !== "object" || Object.values(metadata).some((value) => typeof value !== "string")) {
    throw new ApiError(400, {
      type: "invalid_request_error",
      code: "parameter_invalid_string",
      param: "metadata",
      message: "Invalid metadata: metadata must be a hash of strings.",
    });
  }
  const automatic = params.automatic_payment_methods;
  const automaticEnabled = typeof automatic === "object" && automatic.enabled === "true";
  const id = stripeId("pi");
  return {
    id,
    object: "payment_intent",
    allowed_payment_method_types: null,
    amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: automaticEnabled ? { allow_redirects: "always", enabled: true } : null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: "automatic_async",
    client_secret: `${id}_secret_${stripeId("x", 25).slice(2)}`,
    confirmation_method: "automatic",
    created: now(),
    currency,
    customer: null,
    customer_account: null,
    description: optionalString(params, "description"),
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    managed_payments: null,
    metadata: metadata as Record<string, string>,
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: automaticEnabled ? { id: stripeId("pmc"), parent: null } : null,
    payment_method_options: {
      card: { installments: null, mandate_options: null, network: null, request_three_d_secure: "automatic" },
    },
    payment_method_types: ["card"],
    payment_record: null,
    processing: null,
    receipt_email: optionalString(params, "receipt_email"),
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: optionalString(params, "statement_descriptor_suffix"),
    status: "requires_payment_method",
    transfer_data: null,
    transfer_group: null,
  };
}

function unexpectedState(paymentIntent: Stripe.PaymentIntent, message: string): ApiError {
  return new ApiError(400, {
    type: "invalid_request_error",
    code: "payment_intent_unexpected_state",
    message,
    payment_intent: structuredClone(paymentIntent),
  });
}

/**
 * Confirms with one of Stripe's test payment methods. An accepted card succeeds at once; a
 * declined one records the decline in last_payment_error and sends the PaymentIntent back to
 * requires_payment_method, from where the customer may try another card.
 */
function confirm(paymentIntent: Stripe.PaymentIntent, paymentMethod: string): "succeeded" | "declined" {
  if (paymentIntent.status === "succeeded") {
    throw unexpectedState(
      paymentIntent,
      "You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.",
    );
  }
  if (!["requires_payment_method", "requires_confirmation", "requires_action"].includes(paymentIntent.status)) {
    throw unexpectedState(
      paymentIntent,
      `You cannot confirm this PaymentIntent because it has a status of ${paymentIntent.status}.`,
    );
  }
  const declined = DECLINED_PAYMENT_METHODS.includes(paymentMethod);
  if (paymentMethod !== ACCEPTED_PAYMENT_METHOD && !declined) {
    throw new ApiError(400, {
      type: "invalid_request_error",
      code: "resource_missing",
      param: "payment_method",
      message: `No such PaymentMethod: '${paymentMethod}'`,
    });
  }
  const charge = stripeId("ch");
  paymentIntent.latest_charge = charge;
  if (declined) {
    paymentIntent.status = "requires_payment_method";
    paymentIntent.payment_method = null;
    // Stripe's generic decline: error code card_declined, the issuer's reason generic_decline.
    paymentIntent.last_payment_error = {
      charge,
      code: "card_declined",
      decline_code: "generic_decline",
      doc_url: "https://docs.stripe.com/error-codes/card-declined",
      message: "Your card was declined.",
      payment_method_type: "card",
      type: "card_error",
    };
    return "declined";
  }
  paymentIntent.status = "succeeded";
  paymentIntent.payment_method = stripeId("pm");
  paymentIntent.amount_received = paymentIntent.amount;
  paymentIntent.last_payment_error = null;
  return "succeeded";
}

function cancel(paymentIntent: Stripe.PaymentIntent, reason: string | null): void {
  if (!CANCELABLE_STATUSES.includes(paymentIntent.status)) {
    throw unexpectedState(
      paymentIntent,
      `You cannot cancel this PaymentIntent because it has a status of ${paymentIntent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE_STATUSES.join(", ")}.`,
    );
  }
  if (reason !== null && !CANCELLATION_REASONS.includes(reason)) {
    throw new ApiError(400, {
      type: "invalid_request_error",
      code: "parameter_invalid_string",
      param: "cancellation_reason",
      message: `Invalid cancellation_reason: must be one of ${CANCELLATION_REASONS.join(", ")}`,
    });
  }
  paymentIntent.status = "canceled";
  paymentIntent.canceled_at = now();
  paymentIntent.cancellation_reason = reason as Stripe.PaymentIntent.CancellationReason | null;
}

// ---------------------------------------------------------------------------------------------
// The server

type ApiRequest = {
  method: string;
  path: string;
  params: FormObject;
  /** Which kind of key called: a secret key, or the publishable key of Stripe.js. */
  caller: "secret" | "publishable";
  idempotencyKey: string | null;
  requestId: string;
};

/** A request's outcome kept under its Idempotency-Key, replayed for a retry with the same key. */
type IdempotentResult = { endpoint: string; parameters: string; status: number; body: unknown };

/** How long a delivery may wait for the shop's answer. */
const WEBHOOK_TIMEOUT_MS = 10_000;

export async function startStripeFake(options: StripeFakeOptions = {}): Promise<StripeFake> {
  if (options.webhookUrl && !options.webhookSecret) {
    throw new Error("The Stripe fake needs the webhookSecret to sign the events it posts to webhookUrl.");
  }
  const paymentIntents = new Map<string, Stripe.PaymentIntent>();
  const idempotentResults = new Map<string, IdempotentResult>();
  const events: FakeEvent[] = [];
  const refunds = new Map<string, Stripe.Refund>();
  let refundCalls = 0;
  let holdingRefunds = false;
  const deliveries: WebhookDelivery[] = [];
  let createCalls = 0;
  const autoDeliver = Boolean(options.webhookUrl) && options.autoDeliver !== false;
  let deliveryQueue = Promise.resolve();
  /** Redeliveries waiting for their moment: `due` resolves once the delivery is queued (or the fake closes). */
  const redeliveries = new Set<{ timer: NodeJS.Timeout; due: Promise<void>; cancel: () => void }>();
  const closing = new AbortController();

  function find(id: string): Stripe.PaymentIntent {
    const paymentIntent = paymentIntents.get(id);
    if (!paymentIntent) {
      throw new ApiError(404, {
        type: "invalid_request_error",
        code: "resource_missing",
        param: "intent",
        message: `No such payment_intent: '${id}'`,
      });
    }
    return paymentIntent;
  }

  function record<Type extends FakeEvent["type"]>(
    type: Type,
    object: Stripe.PaymentIntent | Stripe.Refund | Stripe.Charge,
    request: Pick<ApiRequest, "requestId" | "idempotencyKey"> | null,
  ): Extract<FakeEvent, { type: Type }> {
    const event = {
      id: stripeId("evt"),
      object: "event",
      api_version: Stripe.API_VERSION,
      created: now(),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: options.webhookUrl ? 1 : 0,
      request: request ? { id: request.requestId, idempotency_key: request.idempotencyKey } : null,
      type,
    } as Extract<FakeEvent, { type: Type }>;
    events.push(event);
    if (autoDeliver) queueDelivery(event);
    return event;
  }

  /** Posts the event after those already queued; with `redeliverFailed`, again later if it fails. */
  function queueDelivery(event: FakeEvent): void {
    deliveryQueue = deliveryQueue.then(async () => {
      const { status } = await deliverOnce(event, options.webhookUrl!, options.webhookSecret);
      const failed = status === null || status < 200 || status >= 300;
      if (failed && options.redeliverFailed && !closing.signal.aborted) {
        scheduleRedelivery(event, options.redeliverFailed.afterMs);
      }
    });
  }

  function scheduleRedelivery(event: FakeEvent, afterMs: number): void {
    let resolveDue = () => {};
    const due = new Promise<void>((resolve) => {
      resolveDue = resolve;
    });
    const redelivery = {
      due,
      timer: setTimeout(() => {
        redeliveries.delete(redelivery);
        queueDelivery(event);
        resolveDue();
      }, afterMs),
      cancel: () => {
        clearTimeout(redelivery.timer);
        redeliveries.delete(redelivery);
        resolveDue();
      },
    };
    redeliveries.add(redelivery);
  }

  async function deliverOnce(event: FakeEvent, url: string, secret: string | undefined) {
    if (!secret) throw new Error("The Stripe fake needs a webhook secret to sign events.");
    const payload = JSON.stringify(event, null, 2);
    let delivery: WebhookDelivery;
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json; charset=utf-8",
          "Stripe-Signature": stripeSignatureHeader(payload, secret),
          "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
        },
        body: payload,
        signal: AbortSignal.any([closing.signal, AbortSignal.timeout(WEBHOOK_TIMEOUT_MS)]),
      });
      await response.arrayBuffer();
      delivery = { eventId: event.id, type: event.type, status: response.status };
    } catch (error) {
      delivery = { eventId: event.id, type: event.type, status: null, error: String(error) };
    }
    deliveries.push(delivery);
    return delivery;
  }

  function confirmAndRecord(
    paymentIntent: Stripe.PaymentIntent,
    paymentMethod: string,
    request: ApiRequest | null,
  ): PaymentIntentEvent {
    const outcome = confirm(paymentIntent, paymentMethod);
    return record(
      outcome === "succeeded" ? "payment_intent.succeeded" : "payment_intent.payment_failed",
      paymentIntent,
      request,
    );
  }

  function findRefund(id: string): Stripe.Refund {
    const refund = refunds.get(id);
    if (!refund) {
      throw new ApiError(404, {
        type: "invalid_request_error",
        code: "resource_missing",
        param: "id",
        message: `No such refund: '${id}'`,
      });
    }
    return refund;
  }

  /** What is refunded of a PaymentIntent: succeeded and pending refunds, as Stripe counts them. */
  function refundedOf(paymentIntentId: string): number {
    return [...refunds.values()]
      .filter(
        (refund) =>
          refund.payment_intent === paymentIntentId && refund.status !== "failed" && refund.status !== "canceled",
      )
      .reduce((sum, refund) => sum + refund.amount, 0);
  }

  /** The PaymentIntent's Charge as charge.refunded carries it, with its refunds listed. */
  function chargeOf(paymentIntent: Stripe.PaymentIntent): Stripe.Charge {
    const listed = [...refunds.values()].filter((refund) => refund.payment_intent === paymentIntent.id).reverse();
    const refunded = refundedOf(paymentIntent.id);
    return {
      id: paymentIntent.latest_charge as string,
      object: "charge",
      amount: paymentIntent.amount,
      amount_captured: paymentIntent.amount,
      amount_refunded: refunded,
      captured: true,
      created: paymentIntent.created,
      currency: paymentIntent.currency,
      livemode: false,
      metadata: paymentIntent.metadata,
      paid: true,
      payment_intent: paymentIntent.id,
      refunded: refunded >= paymentIntent.amount,
      refunds: {
        object: "list",
        data: structuredClone(listed),
        has_more: false,
        url: `/v1/charges/${paymentIntent.latest_charge}/refunds`,
      },
      status: "succeeded",
    } as unknown as Stripe.Charge;
  }

  /**
   * Refunds a succeeded PaymentIntent as Stripe does: all that is left when no amount is given,
   * never more than is left (charge_already_refunded once nothing is). A card refund succeeds at
   * once unless the fake holds refunds. Emits refund.created and charge.refunded.
   */
  function createRefund(
    paymentIntent: Stripe.PaymentIntent,
    amount: number | null,
    metadata: Record<string, string>,
    request: ApiRequest | null,
  ): Stripe.Refund {
    if (paymentIntent.status !== "succeeded") {
      throw new ApiError(400, {
        type: "invalid_request_error",
        code: "payment_intent_unexpected_state",
        message: `This PaymentIntent (${paymentIntent.id}) does not have a successful charge to refund.`,
      });
    }
    const left = paymentIntent.amount - refundedOf(paymentIntent.id);
    if (left <= 0) {
      throw new ApiError(400, {
        type: "invalid_request_error",
        code: "charge_already_refunded",
        message: `Charge ${paymentIntent.latest_charge} has already been refunded.`,
      });
    }
    const refundAmount = amount ?? left;
    if (refundAmount > left || refundAmount <= 0) {
      throw new ApiError(400, {
        type: "invalid_request_error",
        param: "amount",
        message: `Refund amount (${refundAmount}) is greater than unrefunded amount on charge (${left})`,
      });
    }
    const refund = {
      id: stripeId("re"),
      object: "refund",
      amount: refundAmount,
      balance_transaction: null,
      charge: paymentIntent.latest_charge,
      created: now(),
      currency: paymentIntent.currency,
      customer: null,
      customer_account: null,
      destination_details: {
        type: "card",
        card: { reference_status: "pending", reference_type: "acquirer_reference_number", type: "refund" },
      },
      metadata,
      payment_intent: paymentIntent.id,
      payment_method: paymentIntent.payment_method,
      reason: null,
      receipt_number: null,
      source_transfer_reversal: null,
      status: holdingRefunds ? "pending" : "succeeded",
      transfer_reversal: null,
    } as unknown as Stripe.Refund;
    refunds.set(refund.id, refund);
    record("refund.created", refund, request);
    record("charge.refunded", chargeOf(paymentIntent), request);
    return refund;
  }

  function settleRefund(refundId: string, outcome: "succeeded" | "failed"): Stripe.Refund {
    const refund = findRefund(refundId);
    if (refund.status !== "pending") throw new Error(`Refund ${refundId} is ${refund.status}, not pending.`);
    refund.status = outcome;
    if (outcome === "failed") refund.failure_reason = "expired_or_canceled_card";
    record("refund.updated", refund, null);
    if (outcome === "failed") record("refund.failed", refund, null);
    return structuredClone(refund);
  }

  /** A caller with the publishable key may only reach a PaymentIntent whose client secret it holds. */
  function authorize(request: ApiRequest, paymentIntent: Stripe.PaymentIntent): void {
    if (request.caller === "secret") return;
    if (request.params.client_secret !== paymentIntent.client_secret) {
      throw new ApiError(400, {
        type: "invalid_request_error",
        code: "payment_intent_invalid_parameter",
        param: "client_secret",
        message: "The client_secret provided does not match the client_secret associated with the PaymentIntent.",
      });
    }
  }

  function requireSecretKey(request: ApiRequest): void {
    if (request.caller === "publishable") {
      throw new ApiError(401, {
        type: "invalid_request_error",
        message: "This API call cannot be made with a publishable API key. Please use a secret API key.",
      });
    }
  }

  /** The /v1 routes; answers the object or throws an ApiError. */
  function handleApi(request: ApiRequest): unknown {
    const { method, path, params } = request;
    if (method === "POST" && path === "/v1/payment_intents") {
      requireSecretKey(request);
      const paymentIntent = newPaymentIntent(params);
      paymentIntents.set(paymentIntent.id, paymentIntent);
      record("payment_intent.created", paymentIntent, request);
      return paymentIntent;
    }
    const match = /^\/v1\/payment_intents\/([^/]+)(?:\/(confirm|cancel))?$/.exec(path);
    if (match) {
      const [, id = "", action] = match;
      if (method === "GET" && !action) {
        const paymentIntent = find(id);
        authorize(request, paymentIntent);
        return paymentIntent;
      }
      if (method === "POST" && action === "confirm") {
        rejectUnknownParameters(params, CONFIRM_PARAMETERS);
        const paymentIntent = find(id);
        authorize(request, paymentIntent);
        const paymentMethod = optionalString(params, "payment_method");
        if (paymentMethod === null) throw parameterMissing("payment_method");
        const event = confirmAndRecord(paymentIntent, paymentMethod, request);
        if (event.type === "payment_intent.payment_failed") {
          const { last_payment_error: decline } = paymentIntent;
          throw new ApiError(402, {
            type: "card_error",
            code: decline?.code,
            decline_code: decline?.decline_code,
            charge: decline?.charge,
            message: decline?.message ?? "Your card was declined.",
            payment_intent: structuredClone(paymentIntent),
          });
        }
        return paymentIntent;
      }
      if (method === "POST" && action === "cancel") {
        requireSecretKey(request);
        rejectUnknownParameters(params, CANCEL_PARAMETERS);
        const paymentIntent = find(id);
        cancel(paymentIntent, optionalString(params, "cancellation_reason"));
        record("payment_intent.canceled", paymentIntent, request);
        return paymentIntent;
      }
    }
    if (method === "POST" && path === "/v1/refunds") {
      requireSecretKey(request);
      rejectUnknownParameters(params, REFUND_PARAMETERS);
      const paymentIntentId = optionalString(params, "payment_intent");
      if (paymentIntentId === null) throw parameterMissing("payment_intent");
      const amountText = optionalString(params, "amount");
      if (amountText !== null && !/^\d+$/.test(amountText)) {
        throw new ApiError(400, {
          type: "invalid_request_error",
          code: "parameter_invalid_integer",
          param: "amount",
          message: `Invalid integer: ${amountText}`,
        });
      }
      const metadata = params.metadata ?? {};
      if (typeof metadata !== "object") throw parameterMissing("metadata");
      return createRefund(
        find(paymentIntentId),
        amountText === null ? null : Number(amountText),
        metadata as Record<string, string>,
        request,
      );
    }
    const refundMatch = /^\/v1\/refunds\/([^/]+)$/.exec(path);
    if (method === "GET" && refundMatch) {
      requireSecretKey(request);
      return findRefund(refundMatch[1]!);
    }
    throw new ApiError(404, {
      type: "invalid_request_error",
      message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    });
  }

  /**
   * Stripe keeps the outcome of a POST under its Idempotency-Key once the endpoint has run
   * (a success or a card decline) and replays it for a retry with the same key; the same key
   * with other parameters, or on another endpoint, is refused.
   */
  function handleIdempotently(request: ApiRequest): { status: number; body: unknown; replayed: boolean } {
    const key = request.idempotencyKey;
    const endpoint = `${request.method} ${request.path}`;
    const parameters = canonical(request.params);
    const earlier = key === null ? undefined : idempotentResults.get(key);
    // Every request counts, replays too: a test of idempotency compares requests with PaymentIntents.
    if (endpoint === "POST /v1/payment_intents") createCalls += 1;
    if (endpoint === "POST /v1/refunds") refundCalls += 1;
    if (earlier) {
      if (earlier.endpoint !== endpoint) {
        throw new ApiError(400, {
          type: "idempotency_error",
          message: `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${earlier.endpoint}' vs '${endpoint}'). Try using a key other than '${key}' if you meant to execute a different request.`,
        });
      }
      if (earlier.parameters !== parameters) {
        throw new ApiError(400, {
          type: "idempotency_error",
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        });
      }
      return { status: earlier.status, body: earlier.body, replayed: true };
    }
    let status = 200;
    let body: unknown;
    try {
      body = structuredClone(handleApi(request));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      status = error.status;
      body = error.toJSON();
    }
    if (key !== null && request.method === "POST" && (status === 200 || status === 402)) {
      idempotentResults.set(key, { endpoint, parameters, status, body });
    }
    return { status, body, replayed: false };
  }

  async function deliver(
    event: FakeEvent,
    deliverOptions: { times?: number; url?: string; secret?: string } = {},
  ): Promise<WebhookDelivery[]> {
    const url = deliverOptions.url ?? options.webhookUrl;
    if (!url) throw new Error("The Stripe fake has no webhookUrl to deliver to.");
    const results: WebhookDelivery[] = [];
    for (let attempt = 0; attempt < (deliverOptions.times ?? 1); attempt += 1) {
      results.push(await deliverOnce(event, url, deliverOptions.secret ?? options.webhookSecret));
    }
    return results;
  }

  async function webhooksSettled(): Promise<void> {
    let queued: Promise<void>;
    do {
      queued = deliveryQueue;
      await queued;
      await Promise.all([...redeliveries].map((redelivery) => redelivery.due));
    } while (queued !== deliveryQueue || redeliveries.size > 0);
  }

  const fake = {
    paymentIntents: () => [...paymentIntents.values()].map((paymentIntent) => structuredClone(paymentIntent)),
    createCalls: () => createCalls,
    succeed: (id: string) => confirmAndRecord(find(id), ACCEPTED_PAYMENT_METHOD, null),
    decline: (id: string) => confirmAndRecord(find(id), DECLINED_PAYMENT_METHODS[0]!, null),
    refundInDashboard: (id: string, amountMinor?: number) =>
      structuredClone(createRefund(find(id), amountMinor ?? null, {}, null)),
    refunds: () => [...refunds.values()].map((refund) => structuredClone(refund)),
    holdRefunds: (hold: boolean) => {
      holdingRefunds = hold;
    },
    settleRefund,
    refundCalls: () => refundCalls,
    events: () => [...events],
    deliveries: () => [...deliveries],
    deliver,
    webhooksSettled,
  };

  /** The control routes under /_fake/, for a test running in another process. */
  async function handleControl(method: string, path: string, body: string): Promise<unknown> {
    if (method === "GET" && path === "/_fake/payment_intents") return fake.paymentIntents();
    if (method === "GET" && path === "/_fake/create_calls") return { count: fake.createCalls() };
    if (method === "GET" && path === "/_fake/events") return fake.events();
    if (method === "GET" && path === "/_fake/deliveries") return fake.deliveries();
    const outcome = /^\/_fake\/payment_intents\/([^/]+)\/(succeed|decline)$/.exec(path);
    if (method === "POST" && outcome) {
      const [, id = "", action] = outcome;
      return action === "succeed" ? fake.succeed(id) : fake.decline(id);
    }
    if (method === "GET" && path === "/_fake/refunds") return fake.refunds();
    const dashboardRefund = /^\/_fake\/payment_intents\/([^/]+)\/dashboard_refund$/.exec(path);
    if (method === "POST" && dashboardRefund) {
      const { amount } = (body ? JSON.parse(body) : {}) as { amount?: number };
      return fake.refundInDashboard(dashboardRefund[1]!, amount);
    }
    const delivery = /^\/_fake\/events\/([^/]+)\/deliver$/.exec(path);
    if (method === "POST" && delivery) {
      const event = events.find((candidate) => candidate.id === delivery[1]);
      if (!event)
        throw new ApiError(404, { type: "invalid_request_error", message: `No such event: '${delivery[1]}'` });
      const { times } = (body ? JSON.parse(body) : {}) as { times?: number };
      return deliver(event, { times });
    }
    throw new ApiError(404, { type: "invalid_request_error", message: `No fake control route ${method} ${path}` });
  }

  async function handle(incoming: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(incoming.url ?? "/", "http://localhost");
    const method = incoming.method ?? "GET";
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    const requestId = stripeId("req", 14);
    const send = (status: number, answer: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, {
        "Content-Type": "application/json",
        "Request-Id": requestId,
        // Stripe.js calls the API from the shop's pages.
        "Access-Control-Allow-Origin": "*",
        ...headers,
      });
      response.end(JSON.stringify(answer, null, 2));
    };
    try {
      if (method === "OPTIONS") {
        response.writeHead(204, {
          "Access-Control-Allow-Origin": "*",
          "Access-Control-Allow-Methods": "GET, POST",
          "Access-Control-Allow-Headers": "Authorization, Content-Type, Idempotency-Key, Stripe-Version",
        });
        response.end();
        return;
      }
      if (url.pathname.startsWith("/_fake/")) {
        send(200, await handleControl(method, url.pathname, body));
        return;
      }
      const { key, ...params } = parseForm(method === "GET" ? url.search.slice(1) : body);
      const apiKey = apiKeyOf(incoming.headers.authorization) ?? (typeof key === "string" ? key : undefined);
      const request: ApiRequest = {
        method,
        path: url.pathname,
        params,
        caller: callerOf(apiKey),
        idempotencyKey: (incoming.headers["idempotency-key"] as string | undefined) ?? null,
        requestId,
      };
      const stripeVersion = incoming.headers["stripe-version"];
      const answer = handleIdempotently(request);
      send(answer.status, answer.body, {
        ...(typeof stripeVersion === "string" ? { "Stripe-Version": stripeVersion } : {}),
        ...(answer.replayed ? { "Idempotent-Replayed": "true" } : {}),
      });
    } catch (error) {
      if (error instanceof ApiError) {
        send(error.status, error.toJSON());
      } else {
        send(500, { error: { type: "api_error", message: String(error) } });
      }
    }
  }

  const server = createServer((incoming, response) => {
    // A caller killed in the middle of its request (the scale-out test kills an instance): its
    // body cannot be read, and there is nobody to answer.
    handle(incoming, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    ...fake,
    async close() {
      closing.abort();
      for (const redelivery of redeliveries) redelivery.cancel();
      await webhooksSettled();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

/** The key of a Bearer token (the SDK) or of Basic auth with the key as user name (curl -u sk_test_...:). */
function apiKeyOf(authorization: string | undefined): string | undefined {
  if (authorization?.startsWith("Bearer ")) return authorization.slice("Bearer ".length);
  if (authorization?.startsWith("Basic ")) {
    return Buffer.from(authorization.slice("Basic ".length), "base64").toString("utf8").split(":")[0];
  }
  return undefined;
}

function callerOf(apiKey: string | undefined): ApiRequest["caller"] {
  if (!apiKey) {
    throw new ApiError(401, {
      type: "invalid_request_error",
      message:
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
    });
  }
  if (/^(sk|rk)_(test|live)_/.test(apiKey)) return "secret";
  if (/^pk_(test|live)_/.test(apiKey)) return "publishable";
  throw new ApiError(401, {
    type: "invalid_request_error",
    message: `Invalid API Key provided: ${redacted(apiKey)}`,
  });
}

/** A key as Stripe echoes it in errors: its start and end, the rest hidden. */
function redacted(apiKey: string): string {
  if (apiKey.length <= 12) return "*".repeat(apiKey.length);
  return `${apiKey.slice(0, 8)}${"*".repeat(apiKey.length - 12)}${apiKey.slice(-4)}`;
}

// ---------------------------------------------------------------------------------------------
// Standalone

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      port: { type: "string", default: "12111" },
      "webhook-url": { type: "string" },
      "webhook-secret": { type: "string" },
      "manual-webhooks": { type: "boolean", default: false },
    },
  });
  const fake = await startStripeFake({
    port: Number(values.port),
    webhookUrl: values["webhook-url"],
    webhookSecret: values["webhook-secret"],
    autoDeliver: !values["manual-webhooks"],
  });
  console.log(`Stripe fake listening on ${fake.url}`);
  const stop = () => {
    void fake.close().then(() => process.exit(0));
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}
