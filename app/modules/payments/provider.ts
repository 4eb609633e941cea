import type { CurrencyCode } from "~/modules/money/money";

/*
 * The one interface every payment provider implements (DESIGN.md section 1 "payments"):
 * `test` (built in, used when no real keys are configured), `stripe` and `paypal`. The
 * orders module decides what a payment means for an order; a provider only talks to its
 * service. Every call that creates or changes something at the provider carries an
 * idempotency key derived from the shop's order id, so a retry, a double click or a
 * restarted process finds the same payment instead of creating a second one.
 */

export type ProviderName = "test" | "stripe" | "paypal";

/** What a provider needs to know of an order to take its payment. */
export type PayableOrder = {
  id: number;
  /** The order number the customer sees (prefix plus id), for statements and the provider's dashboard. */
  number: string;
  /** The order total in minor units of `currency`: exactly the amount charged. */
  amountMinor: number;
  currency: CurrencyCode;
  customerEmail: string;
};

export type PaymentStatus = "pending" | "succeeded" | "failed" | "cancelled";

/** The provider's view of one payment. */
export type ProviderPayment = {
  /** The provider's id: a PaymentIntent id, a PayPal order id, a test payment id. */
  ref: string;
  status: PaymentStatus;
  amountMinor: number;
  /**
   * The ISO code the provider reports, upper case: the order's currency, unless someone paid
   * in one the shop does not sell (the payment is then kept unmatched, with why).
   */
  currency: string;
  /** The shop order the payment was created for, as recorded at the provider (metadata, custom_id); null when absent. */
  orderId: number | null;
};

export type RefundStatus = "pending" | "succeeded" | "failed";

/** What the shop asks a provider to give back, in the payment's currency. */
export type RefundRequest = {
  /** The payment's ref (PaymentIntent id, PayPal order id, test payment id). */
  paymentRef: string;
  amountMinor: number;
  currency: CurrencyCode;
  /**
   * The shop's key for this refund: sent as the Idempotency-Key (Stripe) or PayPal-Request-Id
   * (PayPal) and recorded at the provider (metadata, custom_id), so a retry finds the same
   * refund and a webhook names the shop's refund it is about.
   */
  idempotencyKey: string;
};

/** The provider's view of one refund. */
export type ProviderRefund = {
  /** The provider's refund id (re_..., a PayPal refund id). */
  refundId: string;
  /** The payment refunded (its ref, as in ProviderPayment). */
  paymentRef: string;
  status: RefundStatus;
  amountMinor: number;
  /** The ISO code the provider reports, upper case: the payment's (perhaps one the shop does not sell). */
  currency: string;
  /** The shop's idempotency key recorded with the refund; null for a refund made in the provider's dashboard. */
  idempotencyKey: string | null;
  /** The provider's words when it refused the refund. */
  failureMessage: string | null;
};

/** The provider's answer to a refund asked: the refund it made (perhaps still pending), or its no, with its words. */
export type RefundAnswer = { kind: "refund"; refund: ProviderRefund } | { kind: "refused"; message: string };

/** A webhook delivery whose signature was verified, in the shop's terms. */
export type PaymentEvent = {
  /** The provider's event id: each is processed once. */
  eventId: string;
  type: string;
  /** The payment the event is about; null for event types the shop does not act on. */
  payment: ProviderPayment | null;
  /** The refunds the event tells of (charge.refunded may list several); empty for other events. */
  refunds: ProviderRefund[];
};

/** Thrown by `verifyWebhook` when a delivery's signature is missing or wrong (answered 400). */
export class WebhookSignatureError extends Error {
  override name = "WebhookSignatureError";
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /**
   * Creates the provider's payment for the order. Calling it again for the same order
   * returns the same payment (the idempotency key is derived from the order id).
   * `clientSecret` is what the browser needs to complete the payment (Stripe), else null.
   */
  createPayment(order: PayableOrder): Promise<{ ref: string; clientSecret: string | null }>;
  /** Asks the provider for the payment's current state (server-side retrieve). */
  retrievePayment(ref: string): Promise<ProviderPayment>;
  /** Cancels a payment that has not succeeded; resolves quietly when there is nothing the provider can cancel. */
  cancelPayment(ref: string, order: PayableOrder): Promise<void>;
  /**
   * Refunds part or all of a succeeded payment. Asked again with the same idempotency key
   * (a retry after a crash or a lost answer) it answers the same refund, never a second one.
   * A refusal by the provider (more than is left, a payment too old) resolves as `refused`;
   * only a fault (the provider unreachable) throws, and the refund stays pending.
   */
  refundPayment(request: RefundRequest): Promise<RefundAnswer>;
  /** Asks the provider for a refund's current state by its id. */
  retrieveRefund(refundId: string): Promise<ProviderRefund>;
  /** Verifies a webhook delivery on its raw body and headers; throws WebhookSignatureError when it is not genuine. */
  verifyWebhook(rawBody: string, headers: Headers): Promise<PaymentEvent>;
}
