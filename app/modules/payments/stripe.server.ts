import Stripe from "stripe";
import { parseId } from "~/infra/ids";
import {
  type PayableOrder,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentStatus,
  type ProviderPayment,
  type ProviderRefund,
  type RefundRequest,
  WebhookSignatureError,
} from "./provider";

/*
 * Card payments through Stripe PaymentIntents (DESIGN.md section 1 "payments"). The browser
 * completes the payment with the Payment Element and the PaymentIntent's client secret; the
 * shop learns the outcome from a signed webhook or by retrieving the PaymentIntent, never
 * from the browser.
 */

/** The webhook events that tell something about a payment; every other type is acknowledged and ignored. */
const PAYMENT_EVENT_TYPES = new Set([
  "payment_intent.succeeded",
  "payment_intent.payment_failed",
  "payment_intent.canceled",
  "payment_intent.processing",
]);

/** The webhook events that carry a refund (made by the shop or in Stripe's dashboard). */
const REFUND_EVENT_TYPES = new Set(["refund.created", "refund.updated", "refund.failed"]);

export function createStripeProvider(options: {
  secretKey: string;
  webhookSecret: string;
  /** Another API address, such as a local fake in tests (http://127.0.0.1:12111). */
  apiBase?: string;
}): PaymentProvider {
  const stripe = new Stripe(options.secretKey, apiAddress(options.apiBase));

  return {
    name: "stripe",

    async createPayment(order: PayableOrder) {
      const paymentIntent = await stripe.paymentIntents.create(
        {
          amount: order.amountMinor,
          currency: order.currency.toLowerCase(),
          automatic_payment_methods: { enabled: true },
          metadata: { order_id: String(order.id), order_number: order.number },
          receipt_email: order.customerEmail,
          description: `Order ${order.number}`,
        },
        { idempotencyKey: `order-${order.id}-payment-intent` },
      );
      return { ref: paymentIntent.id, clientSecret: paymentIntent.client_secret };
    },

    async retrievePayment(ref: string) {
      return toProviderPayment(await stripe.paymentIntents.retrieve(ref));
    },

    async cancelPayment(ref: string, order: PayableOrder) {
      try {
        await stripe.paymentIntents.cancel(ref, {}, { idempotencyKey: `order-${order.id}-cancel` });
      } catch (error) {
        // Already canceled or succeeded: nothing left to cancel; the caller reads the status again.
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          error.code === "payment_intent_unexpected_state"
        ) {
          return;
        }
        throw error;
      }
    },

    async refundPayment(request: RefundRequest) {
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: request.paymentRef,
            amount: request.amountMinor,
            metadata: { [REFUND_KEY_METADATA]: request.idempotencyKey },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return { kind: "refund" as const, refund: toProviderRefund(refund) };
      } catch (error) {
        // Stripe's no to this refund (more than is left, a payment not refundable): nothing was refunded.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          return { kind: "refused" as const, message: error.message };
        }
        throw error;
      }
    },

    async retrieveRefund(refundId: string) {
      return toProviderRefund(await stripe.refunds.retrieve(refundId));
    },

    async verifyWebhook(rawBody: string, headers: Headers): Promise<PaymentEvent> {
      const signature = headers.get("stripe-signature");
      if (!signature) throw new WebhookSignatureError("The Stripe-Signature header is missing.");
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signature, options.webhookSecret);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          throw new WebhookSignatureError(error.message);
        }
        throw error;
      }
      const payment = PAYMENT_EVENT_TYPES.has(event.type)
        ? toProviderPayment(event.data.object as Stripe.PaymentIntent)
        : null;
      return { eventId: event.id, type: event.type, payment, refunds: refundsOfEvent(event) };
    },
  };
}

/** Stripe's constructor options for another API address; none for Stripe's own. */
function apiAddress(apiBase: string | undefined): Stripe.StripeConfig {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol };
}

function toProviderPayment(paymentIntent: Stripe.PaymentIntent): ProviderPayment {
  return {
    ref: paymentIntent.id,
    status: paymentStatus(paymentIntent.status),
    amountMinor: paymentIntent.amount,
    currency: paymentIntent.currency.toUpperCase(),
    orderId: orderIdOf(paymentIntent.metadata),
  };
}

/**
 * A PaymentIntent has no failed state: after a declined card it goes back to
 * requires_payment_method and the customer may try another card, so it stays pending until
 * it succeeds or is canceled.
 */
function paymentStatus(status: Stripe.PaymentIntent.Status): PaymentStatus {
  if (status === "succeeded") return "succeeded";
  if (status === "canceled") return "cancelled";
  return "pending";
}

/** Where the shop's idempotency key of a refund is kept in the Refund's metadata. */
const REFUND_KEY_METADATA = "shop_refund_key";

/**
 * The refunds an event tells of: the Refund of refund.*, the refunds listed on the Charge
 * of charge.refunded (when Stripe includes them; the refund.* events carry each one anyway).
 */
function refundsOfEvent(event: Stripe.Event): ProviderRefund[] {
  if (REFUND_EVENT_TYPES.has(event.type)) return [toProviderRefund(event.data.object as Stripe.Refund)];
  if (event.type === "charge.refunded") {
    return (event.data.object.refunds?.data ?? []).map(toProviderRefund);
  }
  return [];
}

function toProviderRefund(refund: Stripe.Refund): ProviderRefund {
  const paymentIntent = typeof refund.payment_intent === "string" ? refund.payment_intent : refund.payment_intent?.id;
  if (!paymentIntent) throw new Error(`Refund ${refund.id} is not of a PaymentIntent.`);
  const status = refundStatus(refund.status);
  return {
    refundId: refund.id,
    paymentRef: paymentIntent,
    status,
    amountMinor: refund.amount,
    currency: refund.currency.toUpperCase(),
    idempotencyKey: refund.metadata?.[REFUND_KEY_METADATA] ?? null,
    failureMessage: status === "failed" ? `Stripe could not refund: ${refund.failure_reason ?? refund.status}.` : null,
  };
}

/** pending and requires_action wait (a bank transfer, a card refund in flight); failed and canceled give nothing back. */
function refundStatus(status: string | null): ProviderRefund["status"] {
  if (status === "succeeded") return "succeeded";
  if (status === "failed" || status === "canceled") return "failed";
  return "pending";
}

function orderIdOf(metadata: Stripe.Metadata | null): number | null {
  return parseId(metadata?.order_id);
}
