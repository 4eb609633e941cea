import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { countQueries } from "~/db/query-count.server";
import {
  auditLog,
  mailOutbox,
  orderLines,
  orderNotes,
  orders,
  payments,
  qualityChecks,
  shipments,
  shirtStageEvents,
  shirtUnits,
} from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { listOrderHistory } from "~/modules/orders/orders.server";
import { settlePayment } from "~/modules/orders/settle.server";
import { changeSetting } from "~/modules/settings/settings.server";
import { SHOP_ACTOR } from "~/modules/shop/audit.server";
import { addWorkingDays, shopDate } from "~/modules/shop/calendar";
import { promiseAtPayment } from "~/modules/shop/promise";
import type { ShirtStage } from "~/modules/shop/stages";
import {
  addOrderNote,
  findPackingSlip,
  findShirtCard,
  markDelivered,
  movePromise,
  moveShirtToNextStage,
  productionQueue,
  readShirtCards,
  recordQualityCheck,
  sheetUnitIds,
  shipOrder,
} from "./production.server";
import { paidOrder } from "./test-support.server";

const database = databaseForTests({ seed: true });

/** A staff member as the audit log and the stage events name them (no account needed: staff id null). */
const WORKSHOP = { id: null, name: "Giulia (workshop)" };

async function unitsOf(orderId: number) {
  return database.db
    .select({
      id: shirtUnits.id,
      lineId: shirtUnits.orderLineId,
      unitNumber: shirtUnits.unitNumber,
      stage: shirtUnits.stage,
    })
    .from(shirtUnits)
    .where(eq(shirtUnits.orderId, orderId))
    .orderBy(asc(shirtUnits.id));
}

async function orderRow(orderId: number) {
  const [row] = await database.db
    .select({
      status: orders.status,
      paidAt: orders.paidAt,
      earliest: orders.promisedEarliest,
      latest: orders.promisedLatest,
      email: orders.customerEmail,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row!;
}

async function auditOf(entity: string, entityId: number, action: string) {
  return database.db
    .select({ staffName: auditLog.staffName, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId)), eq(auditLog.action, action)))
    .orderBy(asc(auditLog.id));
}

async function mailsTo(email: string) {
  return database.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(asc(mailOutbox.id));
}

/** Taps a shirt forward from where it is until it reaches `stage`. */
async function tapTo(unitId: number, stage: ShirtStage) {
  const order: ShirtStage[] = ["queued", "cutting", "sewing", "quality_check"];
  const [unit] = await database.db
    .select({ stage: shirtUnits.stage })
    .from(shirtUnits)
    .where(eq(shirtUnits.id, unitId));
  for (const from of order.slice(order.indexOf(unit!.stage), order.indexOf(stage))) {
    const moved = await moveShirtToNextStage(WORKSHOP, { unitId, from });
    if (!moved.ok) throw new Error(moved.message);
  }
}

const EXACT = { neck: 42.5, chest: 110, waist: 100, hips: 108, shoulders: 46, sleeves: 88, back: 80, cuffs: 21 };

/** Measurements exactly as ordered for a shirt. */
async function orderedMeasures(unitId: number): Promise<Record<string, number>> {
  const card = await findShirtCard(unitId);
  return Object.fromEntries(card!.checkPoints.map(({ point, ordered }) => [point, ordered]));
}

async function packAll(orderId: number) {
  for (const unit of await unitsOf(orderId)) {
    await tapTo(unit.id, "quality_check");
    const passed = await recordQualityCheck(WORKSHOP, { unitId: unit.id, measured: await orderedMeasures(unit.id) });
    if (!passed.ok || !passed.passed) throw new Error("The check did not pass");
  }
}

const SHIPMENT = {
  carrier: "DHL",
  trackingNumber: "JD014600003",
  trackingUrl: "https://www.dhl.com/track?id=JD014600003",
};

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

describe("shipping and delivery", () => {
  it("ships an order once all its shirts are packed, e-mails the tracking link, then records the delivery", async () => {
    const { orderId, customer } = await paidOrder([2]);
    const [first] = await unitsOf(orderId);
    await tapTo(first!.id, "quality_check");
    expect(await shipOrder(WORKSHOP, { orderId, ...SHIPMENT })).toMatchObject({
      ok: false,
      status: 409,
      message: expect.stringContaining("2 shirts are not packed"),
    });
    expect(await shipOrder(WORKSHOP, { orderId, ...SHIPMENT, trackingUrl: "dhl.com" })).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { trackingUrl: [expect.any(String)] },
    });
    await packAll(orderId);

    expect(await shipOrder(WORKSHOP, { orderId, ...SHIPMENT })).toEqual({ ok: true, orderStatus: "shipped" });
    expect((await unitsOf(orderId)).map((unit) => unit.stage)).toEqual(["shipped", "shipped"]);
    expect((await orderRow(orderId)).status).toBe("shipped");
    const shippingMails = (await mailsTo(customer.email)).filter((mail) => mail.subject.includes("on its way"));
    expect(shippingMails).toHaveLength(1);
    expect(shippingMails[0]?.text).toContain(SHIPMENT.trackingUrl);
    expect(shippingMails[0]?.text).toContain("Expected between");
    expect(await auditOf("order", orderId, "order.shipped")).toMatchObject([{ after: SHIPMENT }]);
    expect(await shipOrder(WORKSHOP, { orderId, ...SHIPMENT })).toMatchObject({ status: 409 });

    const delivered = await markDelivered(WORKSHOP, { orderId });
    expect(delivered).toEqual({ ok: true, deliveredOn: shopDate(new Date()) });
    expect((await orderRow(orderId)).status).toBe("delivered");
    expect((await unitsOf(orderId)).map((unit) => unit.stage)).toEqual(["delivered", "delivered"]);
    const [shipment] = await database.db
      .select({ deliveredAt: shipments.deliveredAt })
      .from(shipments)
      .where(eq(shipments.orderId, orderId));
    expect(shipment?.deliveredAt).toBeInstanceOf(Date);
    expect(await markDelivered(WORKSHOP, { orderId })).toMatchObject({ status: 409 });
  });

  it("refuses to deliver an order never shipped", async () => {
    const { orderId } = await paidOrder([1]);
    expect(await markDelivered(WORKSHOP, { orderId })).toMatchObject({ ok: false, status: 409 });
    expect(await markDelivered(WORKSHOP, { orderId: 2_000_000 })).toMatchObject({ ok: false, status: 404 });
  });
});

describe("notes and the promise", () => {
  it("keeps internal notes for staff and e-mails the customer's", async () => {
    const { orderId, customer } = await paidOrder([1]);
    const before = (await mailsTo(customer.email)).length;
    expect(
      await addOrderNote(WORKSHOP, { orderId, visibility: "internal", text: "Check the monogram colour" }),
    ).toMatchObject({ ok: true });
    expect(await mailsTo(customer.email)).toHaveLength(before);
    expect(
      await addOrderNote(WORKSHOP, { orderId, visibility: "customer", text: "Your fabric arrives Monday." }),
    ).toMatchObject({ ok: true });
    const mails = await mailsTo(customer.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)?.text).toContain("Your fabric arrives Monday.");
    expect(await addOrderNote(WORKSHOP, { orderId, visibility: "everyone", text: "x" })).toMatchObject({ status: 400 });
    expect(await addOrderNote(WORKSHOP, { orderId, visibility: "internal", text: "  " })).toMatchObject({
      status: 400,
    });
    const notes = await database.db
      .select({ visibility: orderNotes.visibility, staffName: orderNotes.staffName })
      .from(orderNotes)
      .where(eq(orderNotes.orderId, orderId));
    expect(notes).toEqual([
      { visibility: "internal", staffName: WORKSHOP.name },
      { visibility: "customer", staffName: WORKSHOP.name },
    ]);
    expect(await auditOf("order", orderId, "order.note_added")).toHaveLength(2);
  });

  it("moves the promise to new dates, e-mails them, and refuses dates in the past or reversed", async () => {
    const { orderId, customer } = await paidOrder([1]);
    const old = await orderRow(orderId);
    const today = shopDate(new Date());
    const earliest = addWorkingDays(old.latest!, 3);
    const latest = addWorkingDays(old.latest!, 5);
    expect(await movePromise(WORKSHOP, { orderId, earliest: addWorkingDays(today, -2), latest })).toMatchObject({
      status: 400,
      fieldErrors: { earliest: [expect.any(String)] },
    });
    expect(await movePromise(WORKSHOP, { orderId, earliest: latest, latest: earliest })).toMatchObject({
      status: 400,
      fieldErrors: { latest: [expect.any(String)] },
    });
    expect(await movePromise(WORKSHOP, { orderId, earliest, latest })).toEqual({
      ok: true,
      promise: { earliest, latest },
    });
    expect(await orderRow(orderId)).toMatchObject({ earliest, latest });
    const mail = (await mailsTo(customer.email)).at(-1);
    expect(mail?.subject).toContain("New delivery dates");
    expect(mail?.text).toContain("Expected between");
    expect(await auditOf("order", orderId, "order.promise_moved")).toEqual([
      { staffName: WORKSHOP.name, before: { earliest: old.earliest, latest: old.latest }, after: { earliest, latest } },
    ]);
  });
});

describe("the production queue", () => {
  it("lists shirts by stage, oldest promise first, late ones marked, in two queries", async () => {
    const { orderId: older } = await paidOrder([1]);
    const { orderId: newer } = await paidOrder([2]);
    const latest = (await orderRow(newer)).latest!;
    // The newer order's customer was promised earlier dates: it comes first.
    const earliest = shopDate(new Date());
    await movePromise(WORKSHOP, { orderId: newer, earliest, latest: earliest });

    const today = addWorkingDays(latest, 1);
    const { result: queue, queries } = await countQueries(database.db, () => productionQueue({ today }));
    expect(queries).toBe(2);
    const queued = queue.stages.find((stage) => stage.stage === "queued")!;
    const ours = queued.shirts.filter((shirt) => shirt.orderId === older || shirt.orderId === newer);
    expect(ours.map((shirt) => [shirt.orderId, shirt.unitLabel])).toEqual([
      [newer, "1 of 2"],
      [newer, "2 of 2"],
      [older, "1 of 1"],
    ]);
    expect(ours.every((shirt) => shirt.late)).toBe(true);
    expect(queued.total).toBeGreaterThanOrEqual(3);
    expect(queued.late).toBeGreaterThanOrEqual(3);
    expect(queued.late).toBeLessThanOrEqual(queued.total);
    expect(queue.stages.map((stage) => stage.stage)).toEqual([
      "queued",
      "cutting",
      "sewing",
      "quality_check",
      "packed",
    ]);

    const onTime = await productionQueue({ today: earliest, perStage: 1 });
    const first = onTime.stages.find((stage) => stage.stage === "queued")!;
    expect(first.shirts).toHaveLength(1);
    expect(first.shirts[0]?.late).toBe(false);
  });
});

describe("a shirt's card (phone page and sheet)", () => {
  it("shows the order, '2 of 3', the stage, fabric with metres, options, size, measurements and promise", async () => {
    const { orderId } = await paidOrder([3]);
    const units = await unitsOf(orderId);
    const ids = units.map((unit) => unit.id);
    const { result: cards, queries } = await countQueries(database.db, () => readShirtCards(ids));
    expect(queries).toBe(2);
    const card = cards[1]!;
    expect(card).toMatchObject({
      orderId,
      orderNumber: `AS${String(orderId).padStart(6, "0")}`,
      unitLabel: "2 of 3",
      stage: "queued",
      stageLabel: "Queued",
      nextByTap: "cutting",
      promiseText: expect.stringMatching(/^Expected (between|on) /),
      late: false,
    });
    expect(card.fabric).toMatchObject({ reference: expect.any(String), metres: expect.any(Number) });
    expect(card.fabric!.metres).toBeGreaterThan(1.5);
    expect(card.options.length).toBeGreaterThan(3);
    expect(card.size.summary).toContain("collar 41 cm");
    expect(card.measurements.finished.neck).toBeGreaterThan(40);
    expect(card.checkPoints.map((point) => point.point)).toContain("neck");
    expect(card.shipBy! < card.promise!.earliest).toBe(true);
    // What the sheet adds: each option's code, the fabric's reference as its code, the drawing.
    expect(card.options.find((option) => option.label === "Collar")?.code).toMatch(/^CO-\d{2,}$/);
    expect(card.options.find((option) => option.label === "Fabric")?.code).toBe(card.fabric!.reference);
    expect(card.look.fabric.name).toBe(card.fabric!.name);
    expect(await findShirtCard("nope")).toBeNull();
    expect(await findShirtCard(2_000_000)).toBeNull();
    expect(await readShirtCards([])).toEqual([]);
  });
});

describe("the customer's order history", () => {
  it("shows the parcel once shipped and only the notes meant for the customer, in five queries", async () => {
    const { orderId, customer } = await paidOrder([1]);
    await addOrderNote(WORKSHOP, { orderId, visibility: "internal", text: "Staff only" });
    await addOrderNote(WORKSHOP, { orderId, visibility: "customer", text: "Your shirt is being cut today." });
    expect((await listOrderHistory(customer))[0]).toMatchObject({ status: "paid", parcel: null });
    await packAll(orderId);
    await shipOrder(WORKSHOP, { orderId, ...SHIPMENT });

    const { result: history, queries } = await countQueries(database.db, () => listOrderHistory(customer));
    expect(queries).toBe(5);
    expect(history[0]).toMatchObject({
      status: "shipped",
      promise: { earliest: expect.any(String), latest: expect.any(String) },
      parcel: {
        carrier: "DHL",
        trackingNumber: SHIPMENT.trackingNumber,
        trackingUrl: SHIPMENT.trackingUrl,
        deliveredAt: null,
      },
    });
    expect(history[0]?.notes.map((note) => note.text)).toEqual(["Your shirt is being cut today."]);
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

describe("the printed batches and the packing slip", () => {
  it("selects the shirts of a day's orders or of a stage, oldest promise first, in one query", async () => {
    const { orderId } = await paidOrder([2]);
    const [first, second] = await unitsOf(orderId);
    await tapTo(first!.id, "cutting");
    const today = shopDate((await orderRow(orderId)).paidAt!);
    const { result: ofToday, queries } = await countQueries(database.db, () => sheetUnitIds({ date: today }));
    expect(queries).toBe(1);
    expect(ofToday.unitIds).toEqual(expect.arrayContaining([first!.id, second!.id]));
    expect(ofToday.total).toBeGreaterThanOrEqual(ofToday.unitIds.length);
    expect((await sheetUnitIds({ date: addWorkingDays(today, -5) })).unitIds).not.toContain(first!.id);

    const queued = await sheetUnitIds({ stage: "queued" });
    expect(queued.unitIds).toContain(second!.id);
    expect(queued.unitIds).not.toContain(first!.id);
    const cutting = await sheetUnitIds({ stage: "cutting" });
    expect(cutting.unitIds).toContain(first!.id);
  });

  it("puts the label (name and address, nothing else) and the shirts on an order's slip", async () => {
    const { orderId } = await paidOrder([2, 1]);
    const { result: slip, queries } = await countQueries(database.db, () => findPackingSlip(orderId));
    expect(queries).toBe(2);
    expect(slip).toMatchObject({ orderId, orderNumber: expect.stringMatching(/^AS0+\d+$/) });
    expect(slip!.shirts.map((shirt) => shirt.unitLabel)).toEqual(["1 of 2", "2 of 2", "1 of 1"]);
    expect(slip!.label.name).not.toBe("");
    expect(slip!.label.lines.length).toBeGreaterThanOrEqual(3);
    const { email } = await orderRow(orderId);
    expect(JSON.stringify(slip)).not.toContain(email);
    expect(JSON.stringify(slip)).not.toMatch(/price|Minor|phone|billing/i);
    expect(await findPackingSlip("x")).toBeNull();
    expect(await findPackingSlip(2_000_000)).toBeNull();
  });
});

describe("the monogram on a shirt's card", () => {
  it("gives the sheet its text, style, colour and position, and tells the workshop where to embroider it", async () => {
    const { orderId } = await paidOrder([1]);
    const [unit] = await unitsOf(orderId);
    const [line] = await database.db
      .select({ look: orderLines.look, labels: orderLines.designLabels })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId));
    // The order as it would be kept for an embroidered design (the design module's look and labels).
    await database.db
      .update(orderLines)
      .set({
        look: {
          ...line!.look,
          embroidery: {
            text: "JDM",
            fontFamily: "Georgia, serif",
            hex: "#1f3550",
            symbol: null,
            symbolHex: null,
            position: "left-cuff",
          },
        },
        designLabels: [
          ...line!.labels.filter((label) => label.label !== "Embroidery"),
          { label: "Embroidery", value: "Initials" },
          { label: "Embroidery text", value: "“JDM”" },
          { label: "Embroidery style", value: "Script" },
          { label: "Embroidery colour", value: "Navy" },
        ],
      })
      .where(eq(orderLines.orderId, orderId));
    const card = await findShirtCard(unit!.id);
    expect(card!.monogram).toEqual({
      text: "JDM",
      style: "Script",
      colour: "Navy",
      hex: "#1f3550",
      fontFamily: "Georgia, serif",
      symbol: null,
      position: "Left cuff",
    });
    expect(card!.instructions).toContain("Embroider “JDM” at the left cuff before assembly.");
  });
});
