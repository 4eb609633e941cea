import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { countQueries } from "~/db/query-count.server";
import { orders } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { shipOrder } from "~/modules/production/dispatch.server";
import { packAllShirts, paidOrder } from "~/modules/production/test-support.server";
import { shopDate } from "~/modules/shop/calendar";
import { todayAtAGlance } from "./dashboard.server";

const database = databaseForTests({ seed: true });

const SERVICE = { id: null, name: "Sofia (service)" };

describe("today at a glance", () => {
  it("counts orders to start, shirts per stage, late ones, this week's parcels and revenue per currency", async () => {
    const today = shopDate(new Date());
    const before = await todayAtAGlance({ today });
    const { orderId } = await paidOrder([2]);
    const second = await paidOrder([1]);
    await database.db
      .update(orders)
      .set({ promisedLatest: "2020-01-02", promisedEarliest: "2020-01-01" })
      .where(eq(orders.id, second.orderId));
    await packAllShirts(second.orderId, SERVICE);
    await shipOrder(SERVICE, {
      orderId: second.orderId,
      carrier: "UPS",
      trackingNumber: "1Z999",
      trackingUrl: "https://ups.example/t",
    });
    const [paid] = await database.db
      .select({ total: orders.totalMinor })
      .from(orders)
      .where(inArray(orders.id, [orderId]));

    const { result: after, queries } = await countQueries(database.db, () => todayAtAGlance({ today }));
    expect(queries).toBe(5);
    expect(after.toStart.total).toBe(before.toStart.total + 1);
    expect(after.toStart.orders.map((order) => order.id)).toContain(orderId);
    const queued = (figures: typeof after) => figures.stages.find((stage) => stage.stage === "queued")!.total;
    expect(queued(after)).toBe(queued(before) + 2);
    expect(after.shippedThisWeek).toBe(before.shippedThisWeek + 1);
    // Shipped but not delivered, past its promise: a late order, no longer a late shirt in the workshop.
    expect(after.lateOrders).toBe(before.lateOrders + 1);
    expect(after.lateShirts).toBe(before.lateShirts);
    const euros = (figures: typeof after) => figures.revenue.find((row) => row.currencyCode === "EUR");
    expect(euros(after)!.totalMinor - (euros(before)?.totalMinor ?? 0)).toBeGreaterThan(paid!.total);
    expect(euros(after)!.orders).toBe((euros(before)?.orders ?? 0) + 2);
  });
});
