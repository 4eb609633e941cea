import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { payments, refunds } from "~/db/schema";
import { parseId } from "~/infra/ids";
import type { CurrencyCode } from "~/modules/money/money";
import type { PaymentProvider, ProviderPayment, ProviderRefund, RefundRequest } from "./provider";
import { WebhookSignatureError } from "./provider";
import { CARD_DECLINED_MESSAGE, testCardOutcome, UNKNOWN_TEST_CARD_MESSAGE } from "./test-card";

/*
 * The built-in `test` provider (DESIGN.md section 1), offered when no real provider is
 * configured so the shop can be tried end to end on a laptop. It has no service of its own:
 * a payment is charged in the Buy now request itself, and the shop's payments table is its
 * ledger. One test payment per order, named after it, so a second Buy now finds it again.
 */

export type TestProvider = PaymentProvider & {
  /** Charges a test card: the payment as the provider now sees it, or the bank's refusal. */
  chargeCard(
    ref: string,
    digits: string,
  ): Promise<{ ok: true; payment: ProviderPayment } | { ok: false; message: string }>;
};

/** A test refund succeeds at once, named after the shop's key so asking again answers the same one. */
function testRefund(request: RefundRequest): ProviderRefund {
  return {
    refundId: `test_${request.idempotencyKey}`,
    paymentRef: request.paymentRef,
    status: "succeeded",
    amountMinor: request.amountMinor,
    currency: request.currency,
    idempotencyKey: request.idempotencyKey,
    failureMessage: null,
  };
}

const REF_PATTERN = /^test_order_(\d+)$/;

export function createTestProvider(): TestProvider {
  async function retrievePayment(ref: string): Promise<ProviderPayment> {
    const [row] = await db()
      .select({ status: payments.status, amountMinor: payments.amountMinor, currencyCode: payments.currencyCode })
      .from(payments)
      .where(and(eq(payments.provider, "test"), eq(payments.providerRef, ref)));
    if (!row) throw new Error(`Unknown test payment ${ref}.`);
    // Money kept unmatched by the shop was taken all the same: the "provider" sees it succeeded.
    const taken = row.status === "succeeded" || row.status === "unmatched";
    return {
      ref,
      status: taken ? "succeeded" : row.status === "cancelled" ? "cancelled" : "pending",
      amountMinor: row.amountMinor,
      currency: row.currencyCode as CurrencyCode,
      orderId: parseId(REF_PATTERN.exec(ref)?.[1]),
    };
  }

  return {
    name: "test",
    async createPayment(order) {
      return { ref: `test_order_${order.id}`, clientSecret: null };
    },
    retrievePayment,
    async cancelPayment() {
      // Nothing is held anywhere: cancelling the order is all there is to do.
    },
    async refundPayment(request) {
      // No service gives the money back: the shop's refunds table is the test provider's ledger.
      const payment = await retrievePayment(request.paymentRef);
      if (payment.status !== "succeeded") return { kind: "refused", message: "This test payment was not taken." };
      return { kind: "refund", refund: testRefund(request) };
    },
    async retrieveRefund(refundId) {
      const [row] = await db()
        .select({
          paymentRef: payments.providerRef,
          amountMinor: refunds.amountMinor,
          currencyCode: refunds.currencyCode,
          key: refunds.idempotencyKey,
        })
        .from(refunds)
        .innerJoin(payments, eq(payments.id, refunds.paymentId))
        .where(and(eq(refunds.provider, "test"), eq(refunds.providerRefundId, refundId)));
      if (!row) throw new Error(`Unknown test refund ${refundId}.`);
      return testRefund({
        paymentRef: row.paymentRef,
        amountMinor: row.amountMinor,
        currency: row.currencyCode as CurrencyCode,
        idempotencyKey: row.key,
      });
    },
    async verifyWebhook() {
      throw new WebhookSignatureError("The test provider sends no webhooks.");
    },
    async chargeCard(ref, digits) {
      const outcome = testCardOutcome(digits);
      if (outcome === "declined") return { ok: false, message: CARD_DECLINED_MESSAGE };
      if (outcome === "unknown") return { ok: false, message: UNKNOWN_TEST_CARD_MESSAGE };
      return { ok: true, payment: { ...(await retrievePayment(ref)), status: "succeeded" } };
    },
  };
}
