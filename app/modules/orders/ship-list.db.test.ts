import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { countQueries } from "~/db/query-count.server";
import { auditLog, shipments } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { auditOf, mailsTo, orderRow, packAllShirts, paidOrder } from "~/modules/production/test-support.server";
import { orderNumber } from "~/modules/shop/order-number";
import { SHIP_LIST_MESSAGES } from "./ship-list";
import { previewShipList, shipFromList } from "./ship-list.server";

const database = databaseForTests({ seed: true });

const SERVICE = { id: null, name: "Sofia (service)" };

let packed: { orderId: number; customer: { email: string } };
let other: { orderId: number; customer: { email: string } };
let notPacked: number;

beforeAll(async () => {
  packed = await paidOrder([2]);
  other = await paidOrder([1]);
  notPacked = (await paidOrder([1])).orderId;
  await packAllShirts(packed.orderId, SERVICE);
  await packAllShirts(other.orderId, SERVICE);
});

describe("shipping orders from a list", () => {
  it("checks each line against its order in one query, changing nothing", async () => {
    const text = [
      `${orderNumber(packed.orderId)}, DHL, JD0001`,
      `${orderNumber(notPacked)}, UPS, 1Z1`,
      "AS999999, GLS, 9",
      `${orderNumber(other.orderId)}, Pigeon, 7`,
    ].join("\n");
    const { result, queries } = await countQueries(database.db, () => previewShipList(text));
    expect(queries).toBe(1);
    if (!("lines" in result)) throw new Error(result.problem);
    expect(result.lines.map((line) => line.problem)).toEqual([
      null,
      "1 shirt is not packed yet: ship the order once all its shirts are packed.",
      SHIP_LIST_MESSAGES.order,
      SHIP_LIST_MESSAGES.carrier,
    ]);
    expect(await database.db.select().from(shipments).where(eq(shipments.orderId, packed.orderId))).toEqual([]);
  });

  it("ships the ready orders as one order is shipped, and audits the list", async () => {
    const text = [
      `${orderNumber(packed.orderId)}, DHL, JD0001`,
      `${orderNumber(other.orderId)}, royal mail, RM 42`,
      `${orderNumber(notPacked)}, UPS, 1Z1`,
    ].join("\n");
    const result = await shipFromList(SERVICE, text);
    expect(result).toEqual({
      shipped: [orderNumber(packed.orderId), orderNumber(other.orderId)],
      refused: [
        {
          line: 3,
          order: orderNumber(notPacked),
          problem: "1 shirt is not packed yet: ship the order once all its shirts are packed.",
        },
      ],
    });
    expect((await orderRow(packed.orderId)).status).toBe("shipped");
    expect((await orderRow(notPacked)).status).toBe("paid");
    const [shipment] = await database.db.select().from(shipments).where(eq(shipments.orderId, other.orderId));
    expect(shipment).toMatchObject({
      carrier: "Royal Mail",
      trackingNumber: "RM 42",
      trackingUrl: "https://www.royalmail.com/track-your-item#/tracking-results/RM%2042",
    });
    expect(await auditOf("order", packed.orderId, "order.shipped")).toHaveLength(1);
    const [listed] = await database.db.select().from(auditLog).where(eq(auditLog.action, "order.shipped_from_list"));
    expect(listed).toMatchObject({ staffName: "Sofia (service)", after: { refusedLines: 1 } });
    expect((await mailsTo(other.customer.email)).some((mail) => mail.text.includes("RM 42"))).toBe(true);

    // The same list again: every order refused, nothing shipped twice.
    const again = await shipFromList(SERVICE, text);
    expect(again).toMatchObject({
      shipped: [],
      refused: [{ problem: "This order has already been shipped." }, {}, {}],
    });
  });
});
