import { config } from "~/config.server";
import type { Customer } from "~/modules/accounts/accounts.server";
import { payWithTestCard, startPayment } from "~/modules/checkout/checkout.server";
import { buyNowForm, customerWithCart } from "~/modules/checkout/test-support.server";
import { defaultDesignFor } from "~/modules/design/design.server";
import { TEST_CARD_ACCEPTED } from "~/modules/payments/test-card";

/*
 * Helpers for the workshop's integration tests (never imported by the shop): orders paid the
 * way a customer pays them, through the checkout and the test card, in a seeded database.
 */

const EUR = { code: "EUR", symbol: "€", rate: 1 } as const;

/** A new customer's order, paid with the test card: one line per quantity. */
export async function paidOrder(
  quantities: number[],
  deliveryOptionId?: number,
): Promise<{ orderId: number; customer: Customer }> {
  // Many payments start from one test address.
  config.rateLimits = false;
  const design = await defaultDesignFor(1);
  if (!design) throw new Error("The seed has no shirt model 1.");
  const customer = await customerWithCart(design, quantities);
  const form = await buyNowForm(customer, EUR, { deliveryOptionId });
  const started = await startPayment(customer, "203.0.113.9", EUR, form);
  if (!started.ok || started.kind !== "started") throw new Error("The payment did not start.");
  const paid = await payWithTestCard(started, TEST_CARD_ACCEPTED);
  if (!paid.ok) throw new Error(paid.message);
  return { orderId: paid.order.id, customer };
}
