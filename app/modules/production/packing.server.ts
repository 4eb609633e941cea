import { asc, eq } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { orders, shirtUnits } from "~/db/schema";
import { parseId } from "~/infra/ids";
import { orderNumber } from "~/modules/shop/order-number";
import { type ShippingLabel, shippingLabel } from "./packing";
import { type NamedShirt, namedShirt, namedShirtColumns, withOrderAndRemake } from "./shirts.server";

export type PackingSlip = {
  orderId: number;
  orderNumber: string;
  deliveryName: string;
  label: ShippingLabel;
  shirts: NamedShirt[];
};

/**
 * An order's packing slip: its label and the shirts in the parcel (no prices, no e-mail or
 * phone: the workshop packs it). Null for an order that has no shirts (not paid). Two queries.
 */
export async function findPackingSlip(orderIdInput: unknown, executor: Executor = db()): Promise<PackingSlip | null> {
  const orderId = parseId(orderIdInput);
  if (orderId === null) return null;
  const [[order], units] = await Promise.all([
    executor
      .select({ shippingAddress: orders.shippingAddress, deliveryName: orders.deliveryName })
      .from(orders)
      .where(eq(orders.id, orderId)),
    withOrderAndRemake(executor.select(namedShirtColumns).from(shirtUnits).$dynamic())
      .where(eq(shirtUnits.orderId, orderId))
      .orderBy(asc(shirtUnits.orderLineId), asc(shirtUnits.unitNumber)),
  ]);
  if (!order || units.length === 0) return null;
  return {
    orderId,
    orderNumber: orderNumber(orderId),
    deliveryName: order.deliveryName,
    label: shippingLabel(order.shippingAddress),
    shirts: units.map(namedShirt),
  };
}
