import { inArray, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { orders, shipments, shirtUnits } from "~/db/schema";
import { shipOrder } from "~/modules/production/dispatch.server";
import { type Actor, recordAudit } from "~/modules/shop/audit.server";
import { orderNumber } from "~/modules/shop/order-number";
import { shippingRefusal } from "~/modules/shop/order-rules";
import type { OrderStatus } from "~/modules/shop/order-status";
import type { ShirtStage } from "~/modules/shop/stages";
import { readShipList, SHIP_LIST_MESSAGES, type ShipLine } from "./ship-list";

/*
 * Shipping many orders from a list (ship-list.ts reads it): a preview saying of each line
 * whether it is ready or why not, by the rule that ships one order (shop/order-rules), in one
 * query whatever the list's length; then shipping the ready ones, each through shipOrder (its
 * own checks again under the order's lock, its audit entry, its shirts moved and the customer's
 * e-mail), and one audit entry for the list.
 */

/** The order's id named with its table, so the subqueries below do not read their own "id". */
const ORDER_ID = sql`${sql.identifier("orders")}.${sql.identifier("id")}`;

/** A line of the preview: as read, with the order's number and the reason it cannot ship, if any. */
export type ShipPreviewLine = ShipLine & { number: string | null };

/** The lines of a list, each checked against its order: one query. */
export async function previewShipList(text: string): Promise<{ lines: ShipPreviewLine[] } | { problem: string }> {
  const read = readShipList(text);
  if (!("lines" in read)) return read;
  const ids = [...new Set(read.lines.flatMap((line) => (line.orderId === null ? [] : [line.orderId])))];
  const found =
    ids.length === 0
      ? []
      : await db()
          .select({
            id: orders.id,
            status: orders.status,
            shipped: sql<boolean>`exists (select 1 from ${shipments} where ${shipments.orderId} = ${ORDER_ID})`,
            stages: sql<
              ShirtStage[]
            >`array(select ${shirtUnits.stage} from ${shirtUnits} where ${shirtUnits.orderId} = ${ORDER_ID})`,
          })
          .from(orders)
          .where(inArray(orders.id, ids));
  return {
    lines: read.lines.map((line) => {
      const number = line.orderId === null ? null : orderNumber(line.orderId);
      if (line.problem !== null || line.orderId === null) return { ...line, number, shipment: null };
      const order = found.find((row) => row.id === line.orderId);
      const problem = order
        ? shippingRefusal({ status: order.status as OrderStatus, shirtStages: order.stages, shipped: order.shipped })
        : SHIP_LIST_MESSAGES.order;
      return problem === null ? { ...line, number } : { ...line, number, problem, shipment: null };
    }),
  };
}

/** What shipping a list did: each line shipped, or refused with its reason (the preview's or a later change's). */
export type ShipListResult = { shipped: string[]; refused: { line: number; order: string; problem: string }[] };

/**
 * Ships the ready lines of a list, each as one order is shipped, and audits the list (who
 * shipped which orders from it, how many lines were refused).
 */
export async function shipFromList(actor: Actor, text: string): Promise<ShipListResult | { problem: string }> {
  const preview = await previewShipList(text);
  if (!("lines" in preview)) return preview;
  const result: ShipListResult = { shipped: [], refused: [] };
  for (const line of preview.lines) {
    if (!line.shipment || line.orderId === null || line.number === null) {
      result.refused.push({ line: line.line, order: line.order, problem: line.problem ?? SHIP_LIST_MESSAGES.order });
      continue;
    }
    const done = await shipOrder(actor, { orderId: line.orderId, ...line.shipment });
    if (done.ok) result.shipped.push(line.number);
    else result.refused.push({ line: line.line, order: line.order, problem: done.message ?? SHIP_LIST_MESSAGES.order });
  }
  if (result.shipped.length > 0) {
    await recordAudit(db(), actor, {
      action: "order.shipped_from_list",
      entity: "orders",
      entityId: result.shipped.join(", "),
      after: { shipped: result.shipped, refusedLines: result.refused.length },
    });
  }
  return result;
}
