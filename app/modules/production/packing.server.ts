import { createHmac, timingSafeEqual } from "node:crypto";
import { asc, eq, inArray } from "drizzle-orm";
import { getSecrets } from "~/config.server";
import { db, type Executor } from "~/db/client.server";
import { orders, shirtUnits } from "~/db/schema";
import { ORDER_NUMBER_PREFIX, orderNumber } from "~/modules/shop/order-number";
import { type ShippingLabel, shippingLabel } from "./packing";
import { ORDERS_IN_WORKSHOP } from "./queue";
import { type NamedShirt, namedShirt, namedShirtColumns, withOrderAndRemake } from "./shirts.server";

export type PackingSlip = {
  orderId: number;
  orderNumber: string;
  /** Where the slip opens: an address made from the order number and a check only the shop can make. */
  slipPath: string;
  deliveryName: string;
  label: ShippingLabel;
  shirts: NamedShirt[];
};

/** Characters of the check: 132 bits of an HMAC, in base64url. */
const CHECK_LENGTH = 22;

/**
 * The slip's address of an order: its number and a check (an HMAC of its id with the shop's
 * secret), so that the address of one order does not lead to the next one's name and address.
 */
export function packingSlipReference(orderId: number): string {
  const check = createHmac("sha256", getSecrets().authSecret)
    .update(`packing-slip:${orderId}`)
    .digest("base64url")
    .slice(0, CHECK_LENGTH);
  return `${orderNumber(orderId)}-${check}`;
}

const REFERENCE = new RegExp(`^${ORDER_NUMBER_PREFIX}(\\d{6,10})-[\\w-]{${CHECK_LENGTH}}$`);

/** The order a slip's address names, when its check is the shop's; else null. */
function orderOfReference(reference: unknown): number | null {
  if (typeof reference !== "string") return null;
  const digits = REFERENCE.exec(reference)?.[1];
  const orderId = digits ? Number(digits) : null;
  if (!orderId || orderId > 2_147_483_647) return null;
  const expected = Buffer.from(packingSlipReference(orderId));
  const given = Buffer.from(reference);
  return given.length === expected.length && timingSafeEqual(given, expected) ? orderId : null;
}

/**
 * An order's packing slip: its label and the shirts in the parcel (no prices, no e-mail or
 * phone: the workshop packs it). Only while one of its shirts is packed: the workshop reads a
 * customer's name and address to pack, at no other stage. Null otherwise. Two queries.
 */
export async function findPackingSlip(orderId: number, executor: Executor = db()): Promise<PackingSlip | null> {
  const [[order], units] = await Promise.all([
    executor
      .select({ shippingAddress: orders.shippingAddress, deliveryName: orders.deliveryName })
      .from(orders)
      .where(eq(orders.id, orderId)),
    withOrderAndRemake(executor.select(namedShirtColumns).from(shirtUnits).$dynamic())
      .where(eq(shirtUnits.orderId, orderId))
      .orderBy(asc(shirtUnits.orderLineId), asc(shirtUnits.unitNumber)),
  ]);
  if (!order || !units.some((unit) => unit.stage === "packed")) return null;
  return {
    orderId,
    orderNumber: orderNumber(orderId),
    slipPath: `/admin/packing-slips/${packingSlipReference(orderId)}`,
    deliveryName: order.deliveryName,
    label: shippingLabel(order.shippingAddress),
    shirts: units.map(namedShirt),
  };
}

/**
 * The packing slips of orders chosen on the order list (by staff who read their addresses
 * anyway), in the order given: those of orders still in the workshop (paid or in production);
 * `skipped` names the others (not paid, shipped, cancelled, unknown). Two queries whatever
 * their number.
 */
export async function findPackingSlips(
  orderIds: number[],
  executor: Executor = db(),
): Promise<{ slips: PackingSlip[]; skipped: string[] }> {
  if (orderIds.length === 0) return { slips: [], skipped: [] };
  const [found, units] = await Promise.all([
    executor
      .select({
        id: orders.id,
        status: orders.status,
        shippingAddress: orders.shippingAddress,
        deliveryName: orders.deliveryName,
      })
      .from(orders)
      .where(inArray(orders.id, orderIds)),
    withOrderAndRemake(executor.select(namedShirtColumns).from(shirtUnits).$dynamic())
      .where(inArray(shirtUnits.orderId, orderIds))
      .orderBy(asc(shirtUnits.orderId), asc(shirtUnits.orderLineId), asc(shirtUnits.unitNumber)),
  ]);
  const slips: PackingSlip[] = [];
  const skipped: string[] = [];
  for (const orderId of orderIds) {
    const order = found.find((row) => row.id === orderId);
    const shirts = units.filter((unit) => unit.orderId === orderId);
    if (!order || !ORDERS_IN_WORKSHOP.includes(order.status) || shirts.length === 0) {
      skipped.push(orderNumber(orderId));
      continue;
    }
    slips.push({
      orderId,
      orderNumber: orderNumber(orderId),
      slipPath: `/admin/packing-slips/${packingSlipReference(orderId)}`,
      deliveryName: order.deliveryName,
      label: shippingLabel(order.shippingAddress),
      shirts: shirts.map(namedShirt),
    });
  }
  return { slips, skipped };
}

/** The packing slip its address opens (see `packingSlipReference`); null for any other address. */
export function openPackingSlip(reference: unknown): Promise<PackingSlip | null> {
  const orderId = orderOfReference(reference);
  return orderId === null ? Promise.resolve(null) : findPackingSlip(orderId);
}
