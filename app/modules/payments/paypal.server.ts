import {
  CaptureStatus,
  CheckoutPaymentIntent,
  Client,
  type Configuration,
  CustomError,
  Environment,
  type Order,
  OrderStatus,
  OrdersController,
  PaymentsController,
  type Refund,
  RefundStatus,
} from "@paypal/paypal-server-sdk";
import { z } from "zod";
import { parseId } from "~/infra/ids";
import { type CurrencyCode, isCurrencyCode } from "~/modules/money/money";
import {
  type PayableOrder,
  type PaymentProvider,
  type PaymentStatus,
  type ProviderPayment,
  type ProviderRefund,
  type RefundAnswer,
  WebhookSignatureError,
} from "./provider";

/*
 * PayPal through its official server SDK (Orders v2): the server creates the PayPal order,
 * the buyer approves it in PayPal's window (PayPalButtons), and the server captures it.
 * Amounts cross this module as integer minor units and leave it as PayPal's decimal strings.
 */

export type PayPalProvider = PaymentProvider & {
  /** Captures the buyer-approved PayPal order; a decline resolves as a failed payment, never throws. */
  capturePayment(ref: string, order: PayableOrder): Promise<ProviderPayment>;
};

type PayPalOptions = {
  clientId: string;
  clientSecret: string;
  /** The webhook's id in PayPal's dashboard; without it every delivery is refused. */
  webhookId?: string;
  environment: "sandbox" | "live";
  /** Another address for every call, the OAuth token included (a local fake in tests). */
  apiBase?: string;
};

/** The SDK sets no timeout by default; a hung PayPal must not hold a checkout forever. */
const REQUEST_TIMEOUT_MS = 30_000;

export function createPayPalProvider(options: PayPalOptions): PayPalProvider {
  const client = createClient(
    {
      environment: options.environment === "live" ? Environment.Production : Environment.Sandbox,
      timeout: REQUEST_TIMEOUT_MS,
      clientCredentialsAuthCredentials: { oAuthClientId: options.clientId, oAuthClientSecret: options.clientSecret },
    },
    options.apiBase,
  );
  const orders = new OrdersController(client);
  const paymentsApi = new PaymentsController(client);
  const certificateOrigins = new Set([
    ...PAYPAL_CERTIFICATE_ORIGINS[options.environment],
    ...(options.apiBase ? [new URL(options.apiBase).origin] : []),
  ]);

  async function retrievePayment(ref: string): Promise<ProviderPayment> {
    const { result } = await orders.getOrder({ id: ref });
    return paymentOf(result);
  }

  /** The PayPal order a capture belongs to: a refund names its capture only (its "up" link). */
  async function orderOfCapture(captureId: string): Promise<string | null> {
    const { result } = await paymentsApi.getCapturedPayment({ captureId });
    return result.supplementaryData?.relatedIds?.orderId ?? null;
  }

  async function refundOf(refund: Refund, paymentRef: string | null): Promise<ProviderRefund | null> {
    const captureId = captureIdOfRefund(refund.links);
    const ref = paymentRef ?? (captureId ? await orderOfCapture(captureId) : null);
    // A refund of a capture made outside Orders v2 (an invoice, a dashboard payment) is none of the shop's.
    if (!ref) return null;
    return toProviderRefund(refund, ref);
  }

  return {
    name: "paypal",

    async createPayment(order) {
      const { result } = await orders.createOrder({
        // PayPal answers a repeated request id with the order it created the first time.
        paypalRequestId: `order-${order.id}-create`,
        body: {
          intent: CheckoutPaymentIntent.Capture,
          purchaseUnits: [
            {
              amount: { currencyCode: order.currency, value: toDecimalString(order.amountMinor) },
              customId: String(order.id),
              invoiceId: order.number,
              description: `Order ${order.number}`,
            },
          ],
        },
      });
      if (!result.id) throw new Error("PayPal created an order without an id");
      return { ref: result.id, clientSecret: null };
    },

    async capturePayment(ref, order) {
      try {
        const { result } = await orders.captureOrder({
          id: ref,
          paypalRequestId: `order-${order.id}-capture`,
          prefer: "return=representation",
        });
        return paymentOf(result);
      } catch (error) {
        const issues = unprocessableIssues(error);
        if (issues.includes("INSTRUMENT_DECLINED")) {
          return { ref, status: "failed", amountMinor: order.amountMinor, currency: order.currency, orderId: order.id };
        }
        // Captured already (a retry after a lost answer) or not approved yet: the order's state says what it is.
        if (issues.includes("ORDER_ALREADY_CAPTURED") || issues.includes("ORDER_NOT_APPROVED"))
          return retrievePayment(ref);
        throw error;
      }
    },

    retrievePayment,

    async cancelPayment() {
      // PayPal's API cannot cancel an order that was created but not captured: it expires on its
      // own (after 3 hours, or 72 once approved), and nothing is charged until the shop captures it.
    },

    /**
     * Refunds the PayPal order's capture (found on the order: the shop keeps the order's id).
     * PayPal-Request-Id makes a retry answer the refund made the first time.
     */
    async refundPayment(request): Promise<RefundAnswer> {
      const { result: order } = await orders.getOrder({ id: request.paymentRef });
      const captureId = order.purchaseUnits?.[0]?.payments?.captures?.[0]?.id;
      if (!captureId) return { kind: "refused", message: "PayPal has no capture for this payment to refund." };
      try {
        const { result } = await paymentsApi.refundCapturedPayment({
          captureId,
          paypalRequestId: request.idempotencyKey,
          prefer: "return=representation",
          body: {
            amount: { currencyCode: request.currency, value: toDecimalString(request.amountMinor) },
            customId: request.idempotencyKey,
          },
        });
        const refund = await refundOf(result, request.paymentRef);
        if (!refund) throw new Error("PayPal answered a refund without its capture");
        return { kind: "refund", refund };
      } catch (error) {
        const issues = unprocessableIssues(error);
        // PayPal's no (more than is left, a capture refunded in full, too old): nothing was refunded.
        if (issues.length > 0) return { kind: "refused", message: `PayPal refused the refund: ${issues.join(", ")}.` };
        throw error;
      }
    },

    async retrieveRefund(refundId) {
      const { result } = await paymentsApi.getRefund({ refundId });
      const refund = await refundOf(result, null);
      if (!refund) throw new Error(`PayPal refund ${refundId} is of no order of the shop`);
      return refund;
    },

    async verifyWebhook(rawBody, headers) {
      if (!options.webhookId) throw new WebhookSignatureError("No PayPal webhook id is configured");
      // The cheap checks first: a forged or replayed delivery costs no call to PayPal.
      const signature = transmissionHeaders(headers);
      checkTransmission(signature, certificateOrigins, Date.now());
      const { json, event } = parseWebhookEvent(rawBody);
      // The event goes back to PayPal as it came, every field in its order: it is what was signed.
      const verified = await verifySignature(client, {
        ...signature,
        webhook_id: options.webhookId,
        webhook_event: json,
      });
      if (!verified) throw new WebhookSignatureError("PayPal did not confirm the webhook's signature");
      const refund =
        event.event_type === "PAYMENT.CAPTURE.REFUNDED" ? await refundOfEvent(event.resource, orderOfCapture) : null;
      return {
        eventId: event.id,
        type: event.event_type,
        payment: paymentOfEvent(event),
        refunds: refund ? [refund] : [],
      };
    },
  };
}

/**
 * The SDK knows PayPal's two hosts only (its environment picks the address, with no way to
 * give another), so for `apiBase` every request the client builds, the OAuth token request
 * included, has its origin replaced through the SDK's own request interceptors.
 */
function createClient(configuration: Partial<Configuration>, apiBase: string | undefined): Client {
  if (!apiBase) return new Client(configuration);
  const base = apiBase.replace(/\/+$/, "");
  class RebasedClient extends Client {
    override getRequestBuilderFactory(): ReturnType<Client["getRequestBuilderFactory"]> {
      const createRequest = super.getRequestBuilderFactory();
      return (...args) => {
        const request = createRequest(...args);
        request.interceptRequest((httpRequest) => {
          const url = new URL(httpRequest.url);
          return { ...httpRequest, url: `${base}${url.pathname}${url.search}` };
        });
        return request;
      };
    }
  }
  return new RebasedClient(configuration);
}

/** Minor units to PayPal's decimal string: 1234 -> "12.34" (EUR, GBP, USD and CHF all have two decimals). */
function toDecimalString(amountMinor: number): string {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) {
    throw new RangeError(`Not an amount in minor units: ${amountMinor}`);
  }
  const digits = String(amountMinor).padStart(3, "0");
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** PayPal's decimal string to minor units, on the digits (no floating point): "12.3" -> 1230. */
function toMinorUnits(value: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) throw new Error(`Unexpected PayPal amount "${value}"`);
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

function currencyOf(code: string): CurrencyCode {
  if (!isCurrencyCode(code)) throw new Error(`Unexpected PayPal currency "${code}"`);
  return code;
}

/** The shop order id recorded as custom_id, or null when absent or not ours. */
function shopOrderId(customId: string | undefined): number | null {
  return parseId(customId);
}

function paymentOf(order: Order): ProviderPayment {
  const unit = order.purchaseUnits?.[0];
  if (!order.id || !unit?.amount) throw new Error("PayPal answered with an order without id or amount");
  return {
    ref: order.id,
    status: statusOf(order),
    amountMinor: toMinorUnits(unit.amount.value),
    currency: currencyOf(unit.amount.currencyCode),
    orderId: shopOrderId(unit.customId),
  };
}

function statusOf(order: Order): PaymentStatus {
  switch (order.status) {
    case OrderStatus.Completed:
      return captureStatusOf(order.purchaseUnits?.[0]?.payments?.captures?.at(-1)?.status);
    case OrderStatus.Voided:
      return "cancelled";
    default:
      // CREATED, SAVED, APPROVED, PAYER_ACTION_REQUIRED: the buyer or the shop has yet to act.
      return "pending";
  }
}

function captureStatusOf(status: CaptureStatus | undefined): PaymentStatus {
  switch (status) {
    // The money was taken; refunds happen in PayPal's dashboard and are no payment state of the shop.
    case CaptureStatus.Completed:
    case CaptureStatus.PartiallyRefunded:
    case CaptureStatus.Refunded:
      return "succeeded";
    case CaptureStatus.Declined:
    case CaptureStatus.Failed:
      return "failed";
    default:
      return "pending";
  }
}

function refundStatusOf(status: RefundStatus | string | undefined): ProviderRefund["status"] {
  if (status === RefundStatus.Completed) return "succeeded";
  if (status === RefundStatus.Failed || status === RefundStatus.Cancelled) return "failed";
  return "pending";
}

/** A refund's capture: the id at the end of its "up" link (…/v2/payments/captures/<id>). */
function captureIdOfRefund(links: readonly { href: string; rel: string }[] | undefined): string | null {
  const up = links?.find((link) => link.rel === "up")?.href;
  return up ? (/\/captures\/([^/?]+)/.exec(up)?.[1] ?? null) : null;
}

function toProviderRefund(refund: Refund, paymentRef: string): ProviderRefund {
  if (!refund.id || !refund.amount) throw new Error("PayPal answered a refund without id or amount");
  const status = refundStatusOf(refund.status);
  return {
    refundId: refund.id,
    paymentRef,
    status,
    amountMinor: toMinorUnits(refund.amount.value),
    currency: currencyOf(refund.amount.currencyCode),
    idempotencyKey: refund.customId ?? null,
    failureMessage: status === "failed" ? `PayPal could not refund (${refund.status}).` : null,
  };
}

/** The issues of PayPal's 422 answer (INSTRUMENT_DECLINED, ORDER_ALREADY_CAPTURED...); none for other errors. */
function unprocessableIssues(error: unknown): string[] {
  if (!(error instanceof CustomError) || error.statusCode !== 422) return [];
  return error.result?.details?.map((detail) => detail.issue) ?? [];
}

const moneySchema = z.object({ currency_code: z.string(), value: z.string() });

const webhookEventSchema = z.object({ id: z.string(), event_type: z.string(), resource: z.unknown() });
type WebhookEvent = z.infer<typeof webhookEventSchema>;

/** PAYMENT.CAPTURE.* events carry a capture; its PayPal order is among the related ids. */
const captureResourceSchema = z.object({
  amount: moneySchema,
  custom_id: z.string().optional(),
  supplementary_data: z.object({ related_ids: z.object({ order_id: z.string().optional() }) }).optional(),
});

/** CHECKOUT.ORDER.* events carry the order. */
const orderResourceSchema = z.object({
  id: z.string(),
  purchase_units: z.array(z.object({ amount: moneySchema, custom_id: z.string().optional() })).min(1),
});

function parseWebhookEvent(rawBody: string): { json: unknown; event: WebhookEvent } {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new WebhookSignatureError("The webhook's body is not JSON");
  }
  const event = webhookEventSchema.safeParse(json);
  if (!event.success) throw new WebhookSignatureError("The webhook's body is not a PayPal event");
  return { json, event: event.data };
}

function transmissionHeaders(headers: Headers) {
  const header = (name: string) => {
    const value = headers.get(name);
    if (!value) throw new WebhookSignatureError(`The webhook has no ${name} header`);
    return value;
  };
  return {
    auth_algo: header("paypal-auth-algo"),
    cert_url: header("paypal-cert-url"),
    transmission_id: header("paypal-transmission-id"),
    transmission_sig: header("paypal-transmission-sig"),
    transmission_time: header("paypal-transmission-time"),
  };
}

/** PayPal signs each delivery, retries included, as it sends it: an older one is a replay. */
const TRANSMISSION_TOLERANCE_MS = 5 * 60_000;

/** Where PayPal's signing certificates are served from (and, with PAYPAL_API_BASE, that address: the fake's). */
const PAYPAL_CERTIFICATE_ORIGINS = {
  live: ["https://api.paypal.com", "https://api-m.paypal.com"],
  sandbox: ["https://api.sandbox.paypal.com", "https://api-m.sandbox.paypal.com"],
} as const;

/** Refuses a delivery sent more than five minutes from `now`, or signed with a certificate that is not PayPal's. */
function checkTransmission(
  signature: ReturnType<typeof transmissionHeaders>,
  certificateOrigins: ReadonlySet<string>,
  now: number,
): void {
  const sentAt = Date.parse(signature.transmission_time);
  if (!Number.isFinite(sentAt) || Math.abs(now - sentAt) > TRANSMISSION_TOLERANCE_MS) {
    throw new WebhookSignatureError("The webhook's transmission time is not within five minutes of now");
  }
  if (!URL.canParse(signature.cert_url) || !certificateOrigins.has(new URL(signature.cert_url).origin)) {
    throw new WebhookSignatureError("The webhook's certificate is not served by PayPal");
  }
}

/**
 * PayPal's verification API (POST /v1/notifications/verify-webhook-signature) checks the
 * signature for us. The SDK has no controller for it, so it goes through the client's own
 * request builder: the same OAuth token, address and timeout as every other call.
 */
async function verifySignature(client: Client, verification: Record<string, unknown>): Promise<boolean> {
  const request = client.getRequestBuilderFactory()("POST", "/v1/notifications/verify-webhook-signature");
  request.json(verification);
  request.authenticate([{ oauth2: true }]);
  const { result } = await request.callAsText();
  const answer = z.object({ verification_status: z.string() }).safeParse(JSON.parse(result));
  return answer.success && answer.data.verification_status === "SUCCESS";
}

function paymentOfEvent(event: WebhookEvent): ProviderPayment | null {
  switch (event.event_type) {
    case "PAYMENT.CAPTURE.COMPLETED":
      return paymentOfCapture(event.resource, "succeeded");
    case "PAYMENT.CAPTURE.DENIED":
      return paymentOfCapture(event.resource, "failed");
    case "CHECKOUT.ORDER.APPROVED": {
      const order = orderResourceSchema.parse(event.resource);
      const unit = order.purchase_units[0]!;
      return {
        ref: order.id,
        status: "pending",
        amountMinor: toMinorUnits(unit.amount.value),
        currency: currencyOf(unit.amount.currency_code),
        orderId: shopOrderId(unit.custom_id),
      };
    }
    default:
      return null;
  }
}

function paymentOfCapture(resource: unknown, status: PaymentStatus): ProviderPayment | null {
  const capture = captureResourceSchema.parse(resource);
  const ref = capture.supplementary_data?.related_ids.order_id;
  // A capture made outside Orders v2 (an invoice, a dashboard payment) is none of the shop's orders.
  if (!ref) return null;
  return {
    ref,
    status,
    amountMinor: toMinorUnits(capture.amount.value),
    currency: currencyOf(capture.amount.currency_code),
    orderId: shopOrderId(capture.custom_id),
  };
}

/** PAYMENT.CAPTURE.REFUNDED carries the refund in PayPal's wire names. */
const refundResourceSchema = z.object({
  id: z.string(),
  status: z.string().optional(),
  amount: moneySchema,
  custom_id: z.string().optional(),
  links: z.array(z.object({ href: z.string(), rel: z.string() })).optional(),
});

async function refundOfEvent(
  resource: unknown,
  orderOfCapture: (captureId: string) => Promise<string | null>,
): Promise<ProviderRefund | null> {
  const refund = refundResourceSchema.parse(resource);
  const captureId = captureIdOfRefund(refund.links);
  const ref = captureId ? await orderOfCapture(captureId) : null;
  if (!ref) return null;
  return toProviderRefund(
    {
      id: refund.id,
      status: refund.status as RefundStatus | undefined,
      amount: { currencyCode: refund.amount.currency_code, value: refund.amount.value },
      customId: refund.custom_id,
    },
    ref,
  );
}
