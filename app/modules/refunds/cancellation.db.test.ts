import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, mailOutbox, orders, refunds, shirtUnits, staffUsers } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { productionQueue } from "~/modules/production/queue.server";
import { moveShirtToNextStage } from "~/modules/production/stage-moves.server";
import { paidOrder } from "~/modules/production/test-support.server";
import { orderNumber } from "~/modules/shop/order-number";
import type { StaffMember } from "~/modules/staff/staff";
import { cancelOrder, refundOrder } from "./refunds.server";

/*
 * Cancelling an order, by stage, with the built-in test provider: refunded in full
 * and out of the workshop's queue while no shirt is cut; refused once one is.
 */

const database = databaseForTests({ seed: true });

const service: Pick<StaffMember, "id" | "name" | "role"> = {
  id: "staff-service-cancel",
  name: "Sam Service",
  role: "service",
};
const workshop = { id: "staff-workshop-cancel", name: "Wes Workshop" };

beforeAll(async () => {
  await database.db.insert(staffUsers).values([
    { id: service.id, name: service.name, email: "sam@shop.test", role: "service" },
    { id: workshop.id, name: workshop.name, email: "wes@shop.test", role: "workshop" },
  ]);
});

const refundsOf = (orderId: number) =>
  database.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(refunds.id);

async function orderRow(orderId: number) {
  const [row] = await database.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

async function mailSubjects(email: string) {
  const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  return mails.map((mail) => mail.subject);
}

async function unitsOf(orderId: number) {
  return database.db.select().from(shirtUnits).where(eq(shirtUnits.orderId, orderId)).orderBy(shirtUnits.id);
}

describe("cancelling an order whose shirts are all queued", () => {
  it("refunds it in full, takes its shirts out of the queue, tells the customer and audits it", async () => {
    const { orderId, customer } = await paidOrder([2, 1]);
    const total = (await orderRow(orderId)).totalMinor;
    const queuedBefore = (await productionQueue()).stages.find((stage) => stage.stage === "queued")!;
    expect(queuedBefore.shirts.filter((shirt) => shirt.orderId === orderId)).toHaveLength(3);

    // Customer service's refund limit (€150) does not hold back a cancellation's full refund.
    const cancelled = await cancelOrder(service, orderId, { note: "Fabric discontinued by the mill" });
    expect(cancelled).toMatchObject({ ok: true, refundStatus: "succeeded" });

    expect(await orderRow(orderId)).toMatchObject({ status: "cancelled", cancelReason: "shop" });
    expect(await refundsOf(orderId)).toMatchObject([
      { amountMinor: total, status: "succeeded", reason: "cancelled", staffName: "Sam Service" },
    ]);
    const queued = (await productionQueue()).stages.find((stage) => stage.stage === "queued")!;
    expect(queued.shirts.filter((shirt) => shirt.orderId === orderId)).toEqual([]);
    const [unit] = await unitsOf(orderId);
    expect(await moveShirtToNextStage(workshop, { unitId: unit!.id, from: "queued" })).toMatchObject({ ok: false });
    expect(await mailSubjects(customer.email)).toEqual(
      expect.arrayContaining([
        `Your order ${orderNumber(orderId)} is cancelled`,
        expect.stringMatching(new RegExp(`^Refund of .+ for your order ${orderNumber(orderId)}$`)),
      ]),
    );
    const [audited] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "order.cancelled"), eq(auditLog.entityId, String(orderId))));
    expect(audited).toMatchObject({ staffName: "Sam Service", after: { note: "Fabric discontinued by the mill" } });

    expect(await cancelOrder(service, orderId)).toMatchObject({
      ok: false,
      status: 409,
      message: "This order is already cancelled.",
    });
    expect(await refundsOf(orderId)).toHaveLength(1);
  });

  it("refunds only what is left after an earlier refund", async () => {
    const { orderId } = await paidOrder([1]);
    const total = (await orderRow(orderId)).totalMinor;
    expect(await refundOrder(service, orderId, { amountMinor: 1_000, reason: "goodwill" })).toMatchObject({ ok: true });
    expect(await cancelOrder(service, orderId)).toMatchObject({ ok: true });
    expect((await refundsOf(orderId)).map((row) => [row.amountMinor, row.reason])).toEqual([
      [1_000, "goodwill"],
      [total - 1_000, "cancelled"],
    ]);
  });

  it("cancels once when asked twice at the same moment", async () => {
    const { orderId } = await paidOrder([1]);
    const outcomes = await Promise.all([cancelOrder(service, orderId), cancelOrder(service, orderId)]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(await refundsOf(orderId)).toHaveLength(1);
  });
});

describe("cancelling an order once a shirt is cut", () => {
  it("is refused with the terms' reason, changing nothing; a refund remains possible", async () => {
    const { orderId, customer } = await paidOrder([2]);
    const [first] = await unitsOf(orderId);
    expect(await moveShirtToNextStage(workshop, { unitId: first!.id, from: "queued" })).toMatchObject({ ok: true });
    const mailsBefore = await mailSubjects(customer.email);

    const refused = await cancelOrder(service, orderId);
    expect(refused).toMatchObject({ ok: false, status: 409, message: expect.stringContaining("has been cut") });
    expect(await orderRow(orderId)).toMatchObject({ status: "in_production", cancelReason: null });
    expect(await refundsOf(orderId)).toEqual([]);
    expect(await mailSubjects(customer.email)).toEqual(mailsBefore);
    expect(await refundOrder(service, orderId, { amountMinor: 500, reason: "out_of_stock" })).toMatchObject({
      ok: true,
      status: "succeeded",
    });
  });

  it("answers an unknown order with 404", async () => {
    expect(await cancelOrder(service, 999_999)).toMatchObject({ ok: false, status: 404 });
  });
});
