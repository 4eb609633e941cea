import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders, payments, qualityChecks, shirtStageEvents } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { settlePayment } from "~/modules/orders/settle.server";
import { changeSetting } from "~/modules/settings/settings.server";
import { SHOP_ACTOR } from "~/modules/shop/audit.server";
import { addWorkingDays, shopDate } from "~/modules/shop/calendar";
import { promiseAtPayment } from "~/modules/shop/promise";
import { productionQueue } from "./queue.server";
import { findShirtCard } from "./shirt-cards.server";
import { moveShirtToNextStage, recordQualityCheck } from "./stage-moves.server";
import { auditOf, orderedMeasures, orderRow, paidOrder, tapTo, unitsOf, WORKSHOP } from "./test-support.server";

const database = databaseForTests({ seed: true });

const EXACT = { neck: 42.5, chest: 110, waist: 100, hips: 108, shoulders: 46, sleeves: 88, back: 80, cuffs: 21 };

describe("paying an order", () => {
  it("creates one shirt per unit of each line, queued, and sets the dated promise, once", async () => {
    const { orderId } = await paidOrder([3, 1]);
    const units = await unitsOf(orderId);
    expect(units.map((unit) => [unit.unitNumber, unit.stage])).toEqual([
      [1, "queued"],
      [2, "queued"],
      [3, "queued"],
      [1, "queued"],
    ]);
    const order = await orderRow(orderId);
    expect(order.status).toBe("paid");
    expect({ earliest: order.earliest, latest: order.latest }).toEqual(
      promiseAtPayment(order.paidAt!, 10, { minDays: 5, maxDays: 7 }),
    );
    expect(await auditOf("order", orderId, "order.production_started")).toMatchObject([
      { staffName: "The shop", after: { shirts: 4 } },
    ]);

    // The provider tells the shop again (a webhook after the return): nothing more is made.
    const [payment] = await database.db
      .select({ ref: payments.providerRef, amountMinor: payments.amountMinor })
      .from(payments)
      .where(eq(payments.orderId, orderId));
    const again = await settlePayment("test", {
      ref: payment!.ref,
      status: "succeeded",
      amountMinor: payment!.amountMinor,
      currency: "EUR",
      orderId,
    });
    expect(again).toBe("already-paid");
    expect(await unitsOf(orderId)).toHaveLength(4);
  });

  it("promises with the lead time of the settings and the express option's days", async () => {
    await changeSetting(SHOP_ACTOR, "productionLeadDays", 15);
    const { orderId } = await paidOrder([1], 2);
    await changeSetting(SHOP_ACTOR, "productionLeadDays", 10);
    const order = await orderRow(orderId);
    const leaves = addWorkingDays(shopDate(order.paidAt!), 15);
    expect(order.earliest).toBe(addWorkingDays(leaves, 2));
    expect(order.latest).toBe(addWorkingDays(leaves, 3));
  });
});

describe("moving a shirt by a tap", () => {
  it("moves it to the next stage with an event and an audit entry, and the order follows", async () => {
    const { orderId } = await paidOrder([2]);
    const [first, second] = await unitsOf(orderId);
    const moved = await moveShirtToNextStage(WORKSHOP, { unitId: String(first!.id), from: "queued" });
    expect(moved).toEqual({ ok: true, stage: "cutting", orderStatus: "in_production" });
    expect((await orderRow(orderId)).status).toBe("in_production");
    expect((await unitsOf(orderId)).map((unit) => unit.stage)).toEqual(["cutting", "queued"]);
    const events = await database.db
      .select({ from: shirtStageEvents.fromStage, to: shirtStageEvents.toStage, staffName: shirtStageEvents.staffName })
      .from(shirtStageEvents)
      .where(eq(shirtStageEvents.unitId, first!.id));
    expect(events).toEqual([{ from: "queued", to: "cutting", staffName: WORKSHOP.name }]);
    expect(await auditOf("shirt", first!.id, "shirt.stage_moved")).toEqual([
      { staffName: WORKSHOP.name, before: { stage: "queued" }, after: { stage: "cutting" } },
    ]);
    expect(await auditOf("order", orderId, "order.status_changed")).toMatchObject([
      { before: { status: "paid" }, after: { status: "in_production" } },
    ]);

    // A second tap of the same page (or a colleague's) changes nothing and says where it is.
    const again = await moveShirtToNextStage(WORKSHOP, { unitId: first!.id, from: "queued" });
    expect(again).toMatchObject({ ok: false, status: 409, message: expect.stringContaining("cutting") });
    const concurrent = await Promise.all(
      Array.from({ length: 5 }, () => moveShirtToNextStage(WORKSHOP, { unitId: second!.id, from: "queued" })),
    );
    expect(concurrent.filter((outcome) => outcome.ok)).toHaveLength(1);
    const secondEvents = await database.db
      .select({ id: shirtStageEvents.id })
      .from(shirtStageEvents)
      .where(eq(shirtStageEvents.unitId, second!.id));
    expect(secondEvents).toHaveLength(1);
  });

  it("refuses what a tap cannot do: an unknown shirt, a bad stage, a shirt waiting for its check", async () => {
    const { orderId } = await paidOrder([1]);
    const [unit] = await unitsOf(orderId);
    expect(await moveShirtToNextStage(WORKSHOP, { unitId: 2_000_000, from: "queued" })).toMatchObject({ status: 404 });
    expect(await moveShirtToNextStage(WORKSHOP, { unitId: "x", from: "queued" })).toMatchObject({ status: 400 });
    expect(await moveShirtToNextStage(WORKSHOP, { unitId: unit!.id, from: "ironing" })).toMatchObject({ status: 400 });
    await tapTo(unit!.id, "quality_check");
    expect(await moveShirtToNextStage(WORKSHOP, { unitId: unit!.id, from: "quality_check" })).toMatchObject({
      ok: false,
      status: 409,
      message: expect.stringContaining("quality check"),
    });
    expect((await unitsOf(orderId))[0]!.stage).toBe("quality_check");
  });
});

describe("the quality check", () => {
  it("sends a shirt too large back to sewing and one too small back to cutting, then packs it", async () => {
    const { orderId } = await paidOrder([1]);
    const [unit] = await unitsOf(orderId);
    const unitId = unit!.id;
    expect(await recordQualityCheck(WORKSHOP, { unitId, measured: EXACT })).toMatchObject({ status: 409 });
    await tapTo(unitId, "quality_check");
    const ordered = await orderedMeasures(unitId);

    const incomplete = await recordQualityCheck(WORKSHOP, { unitId, measured: { ...ordered, neck: undefined } });
    expect(incomplete).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { "measured.neck": [expect.any(String)] },
    });

    const tooLarge = await recordQualityCheck(WORKSHOP, {
      unitId,
      measured: { ...ordered, waist: ordered.waist! + 2 },
    });
    expect(tooLarge).toMatchObject({
      ok: true,
      passed: false,
      stage: "sewing",
      reason: expect.stringContaining("Waist 2 cm too large"),
    });
    await tapTo(unitId, "quality_check");
    const tooSmall = await recordQualityCheck(WORKSHOP, {
      unitId,
      measured: { ...ordered, sleeves: String(ordered.sleeves! - 1.5) },
      defect: "",
    });
    expect(tooSmall).toMatchObject({ ok: true, passed: false, stage: "cutting" });
    await tapTo(unitId, "quality_check");
    const passed = await recordQualityCheck(WORKSHOP, { unitId, measured: { ...ordered, chest: ordered.chest! + 1 } });
    expect(passed).toMatchObject({ ok: true, passed: true, stage: "packed", reason: null });

    const checks = await database.db
      .select({ passed: qualityChecks.passed, reason: qualityChecks.failureReason, measured: qualityChecks.measured })
      .from(qualityChecks)
      .where(eq(qualityChecks.unitId, unitId))
      .orderBy(asc(qualityChecks.id));
    expect(checks.map((check) => check.passed)).toEqual([false, false, true]);
    expect(checks[1]?.reason).toContain("Sleeves 1.5 cm too small");
    expect(checks[2]?.measured.chest).toBe(ordered.chest! + 1);
    const card = await findShirtCard(unitId);
    expect(card?.timeline.map((event) => `${event.from}>${event.to}`)).toEqual([
      "queued>cutting",
      "cutting>sewing",
      "sewing>quality_check",
      "quality_check>sewing",
      "sewing>quality_check",
      "quality_check>cutting",
      "cutting>sewing",
      "sewing>quality_check",
      "quality_check>packed",
    ]);
    expect(card?.timeline[3]?.reason).toContain("Waist");
    expect(await auditOf("shirt", unitId, "shirt.quality_checked")).toHaveLength(3);
  });
});

describe("a cancelled order", () => {
  it("leaves a cancelled order's shirts out of the queue and refuses to move them", async () => {
    const { orderId } = await paidOrder([1]);
    const [unit] = await unitsOf(orderId);
    await database.db.update(orders).set({ status: "cancelled", cancelReason: "shop" }).where(eq(orders.id, orderId));
    expect(await moveShirtToNextStage(WORKSHOP, { unitId: unit!.id, from: "queued" })).toMatchObject({
      ok: false,
      status: 409,
      message: expect.stringContaining("cancelled"),
    });
    const queue = await productionQueue();
    expect(queue.stages.flatMap((stage) => stage.shirts).some((shirt) => shirt.orderId === orderId)).toBe(false);
  });
});
