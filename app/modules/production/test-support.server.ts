import { eq } from "drizzle-orm";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { shirtUnits } from "~/db/schema";
import type { Customer } from "~/modules/accounts/accounts.server";
import { payWithTestCard, startPayment } from "~/modules/checkout/checkout.server";
import { buyNowForm, customerWithCart } from "~/modules/checkout/test-support.server";
import { defaultDesignFor } from "~/modules/design/design.server";
import { TEST_CARD_ACCEPTED } from "~/modules/payments/test-card";
import type { Actor } from "~/modules/shop/audit.server";
import type { ShirtStage } from "~/modules/shop/stages";
import type { Size } from "~/modules/sizing/size";
import { findShirtCard, moveShirtToNextStage, recordQualityCheck } from "./production.server";

/*
 * Helpers for the workshop's integration tests (never imported by the shop): orders paid the
 * way a customer pays them, through the checkout and the test card, in a seeded database.
 */

const EUR = { code: "EUR", symbol: "€", rate: 1 } as const;

/** A new customer's order, paid with the test card: one line per quantity (in `size`, else the test size). */
export async function paidOrder(
  quantities: number[],
  deliveryOptionId?: number,
  size?: Size,
): Promise<{ orderId: number; customer: Customer }> {
  // Many payments start from one test address.
  config.rateLimits = false;
  const design = await defaultDesignFor(1);
  if (!design) throw new Error("The seed has no shirt model 1.");
  const customer = await customerWithCart(design, quantities, size);
  const form = await buyNowForm(customer, EUR, { deliveryOptionId });
  const started = await startPayment(customer, "203.0.113.9", EUR, form);
  if (!started.ok || started.kind !== "started") throw new Error("The payment did not start.");
  const paid = await payWithTestCard(started, TEST_CARD_ACCEPTED);
  if (!paid.ok) throw new Error(paid.message);
  return { orderId: paid.order.id, customer };
}

/**
 * Takes every shirt of a paid order through the workshop as staff would (taps, then a quality
 * check measured exactly as ordered) until all are packed and the order can ship.
 */
export async function packAllShirts(orderId: number, actor: Actor): Promise<void> {
  const units = await db()
    .select({ id: shirtUnits.id, stage: shirtUnits.stage })
    .from(shirtUnits)
    .where(eq(shirtUnits.orderId, orderId));
  const way: ShirtStage[] = ["queued", "cutting", "sewing", "quality_check"];
  for (const unit of units) {
    for (const from of way.slice(way.indexOf(unit.stage), -1)) {
      const moved = await moveShirtToNextStage(actor, { unitId: unit.id, from });
      if (!moved.ok) throw new Error(moved.message);
    }
    const card = await findShirtCard(unit.id);
    if (!card) throw new Error(`Shirt ${unit.id} has no card.`);
    const measured = Object.fromEntries(card.checkPoints.map(({ point, ordered }) => [point, ordered]));
    const checked = await recordQualityCheck(actor, { unitId: unit.id, measured });
    if (!checked.ok || !checked.passed) throw new Error(`Shirt ${unit.id} did not pass its check.`);
  }
}
