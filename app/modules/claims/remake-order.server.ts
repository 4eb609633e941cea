import { eq, sql } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { orderLines, orders } from "~/db/schema";
import { startProduction } from "~/modules/production/stage-moves.server";
import type { Actor } from "~/modules/shop/audit.server";
import type { DeliveryPromise } from "~/modules/shop/promise";
import type { Size } from "~/modules/sizing/size";
import { reserveCloth } from "~/modules/stock/stock.server";

/*
 * The remake model (docs/decisions/016): a new order of the same customer, one shirt of the same
 * design in the corrected size, everything at 0, paid at once (nothing to pay), queued through
 * startProduction with its own dated promise, its cloth taken from the stock. It ships to the
 * original order's address.
 */

/** What a remake order takes over from the order it remakes: currency, delivery, payment, customer, addresses. */
export const remadeOrderColumns = {
  currencyCode: orders.currencyCode,
  rate: orders.rate,
  deliveryOptionId: orders.deliveryOptionId,
  deliveryName: orders.deliveryName,
  paymentMethodId: orders.paymentMethodId,
  paymentProvider: orders.paymentProvider,
  customerName: orders.customerName,
  customerEmail: orders.customerEmail,
  customerPhone: orders.customerPhone,
  shippingAddress: orders.shippingAddress,
  billingAddress: orders.billingAddress,
};

/** What the remade shirt takes over from the claimed one: its model and design, drawn the same. */
export const remadeLineColumns = {
  modelId: orderLines.modelId,
  name: orderLines.name,
  design: orderLines.design,
  designLabels: orderLines.designLabels,
  look: orderLines.look,
};

/** The claim a remake answers, with the line and the order it takes over. */
export type RemakeSource = {
  id: number;
  userId: string;
  correctedSize: Size;
  order: Pick<typeof orders.$inferSelect, keyof typeof remadeOrderColumns>;
  line: Pick<typeof orderLines.$inferSelect, keyof typeof remadeLineColumns>;
};

/**
 * Creates the remake order of `claim` within `tx`, in the workshop's queue with its cloth. The
 * claim's order and line are read with `remadeOrderColumns` and `remadeLineColumns`: they are
 * copied as they are.
 */
export async function createRemakeOrder(
  tx: Transaction,
  actor: Actor,
  claim: RemakeSource,
): Promise<{ orderId: number; promise: DeliveryPromise | null; offerChanged: boolean }> {
  const [remake] = await tx
    .insert(orders)
    .values({
      ...claim.order,
      userId: claim.userId,
      cartId: null,
      status: "paid",
      fingerprint: `remake-of-claim-${claim.id}`,
      subtotalMinor: 0,
      deliveryMinor: 0,
      totalMinor: 0,
      paidAt: sql`now()`,
    })
    .returning({ id: orders.id });
  if (!remake) throw new Error("The remake order was not stored.");
  await tx.insert(orderLines).values({
    ...claim.line,
    orderId: remake.id,
    size: claim.correctedSize,
    quantity: 1,
    unitPriceMinor: 0,
    lineTotalMinor: 0,
  });
  await startProduction(tx, actor, remake.id);
  const cloth = await reserveCloth(tx, actor, remake.id);
  const [dated] = await tx
    .select({ earliest: orders.promisedEarliest, latest: orders.promisedLatest })
    .from(orders)
    .where(eq(orders.id, remake.id));
  const promise = dated?.earliest && dated.latest ? { earliest: dated.earliest, latest: dated.latest } : null;
  return { orderId: remake.id, promise, offerChanged: cloth.offerChanged };
}
