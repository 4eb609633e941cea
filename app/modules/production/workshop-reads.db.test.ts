import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { countQueries } from "~/db/query-count.server";
import { orderLines } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { addWorkingDays, shopDate } from "~/modules/shop/calendar";
import { orderNumber } from "~/modules/shop/order-number";
import { movePromise } from "./dispatch.server";
import { findPackingSlip, openPackingSlip } from "./packing.server";
import { parseQueueSearch } from "./queue";
import { productionQueue } from "./queue.server";
import { findShirtCard, readShirtCards, sheetUnitIds } from "./shirt-cards.server";
import { recordQualityCheck } from "./stage-moves.server";
import { orderedMeasures, orderRow, paidOrder, tapTo, unitsOf, WORKSHOP } from "./test-support.server";

/* What the workshop reads: its queue, a shirt's card and sheet, the printed batches and the packing slip. */

const database = databaseForTests({ seed: true });

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

describe("the queue filtered by stage and searched", () => {
  it("lists one stage's shirts with every stage counted, finds an order or a shirt by number, in two queries", async () => {
    const { orderId } = await paidOrder([3]);
    const [first, second, third] = await unitsOf(orderId);
    await tapTo(first!.id, "cutting");
    await tapTo(second!.id, "cutting");
    const { orderId: other } = await paidOrder([1]);
    const [elsewhere] = await unitsOf(other);
    await tapTo(elsewhere!.id, "sewing");

    const { result: cutting, queries } = await countQueries(database.db, () =>
      productionQueue({ stage: "cutting", perStage: 20 }),
    );
    expect(queries).toBe(2);
    // Only the cutting stage's shirts are read; every stage keeps its count for the tabs.
    expect(cutting.stages.filter((stage) => stage.shirts.length > 0).map((stage) => stage.stage)).toEqual(["cutting"]);
    const cut = cutting.stages.find((stage) => stage.stage === "cutting")!;
    expect(cut.shirts.filter((shirt) => shirt.orderId === orderId).map((shirt) => shirt.unitId)).toEqual([
      first!.id,
      second!.id,
    ]);
    expect(cutting.stages.find((stage) => stage.stage === "sewing")!.total).toBeGreaterThanOrEqual(1);

    // "AS0000nn" or its figures: that order's shirts, counted by stage.
    const byOrder = await productionQueue({ search: parseQueueSearch(orderNumber(orderId)) });
    expect(byOrder.stages.map((stage) => [stage.stage, stage.total])).toEqual([
      ["queued", 1],
      ["cutting", 2],
      ["sewing", 0],
      ["quality_check", 0],
      ["packed", 0],
    ]);
    expect(byOrder.stages.flatMap((stage) => stage.shirts.map((shirt) => shirt.unitId))).toEqual([
      third!.id,
      first!.id,
      second!.id,
    ]);
    // A shirt's page address (a scanned QR code) or "shirt" and its number: that shirt only.
    for (const text of [`https://shop.example/admin/shirts/${elsewhere!.id}`, `Shirt ${elsewhere!.id}`]) {
      const byShirt = await productionQueue({ search: parseQueueSearch(text) });
      expect(byShirt.stages.flatMap((stage) => stage.shirts.map((shirt) => shirt.unitId))).toEqual([elsewhere!.id]);
    }
    // Figures alone: the order with that number and the shirt with that number, whichever exist.
    const figures = await productionQueue({ search: parseQueueSearch(String(elsewhere!.id)) });
    const found = figures.stages.flatMap((stage) => stage.shirts);
    expect(found.some((shirt) => shirt.unitId === elsewhere!.id)).toBe(true);
    expect(found.every((shirt) => shirt.unitId === elsewhere!.id || shirt.orderId === elsewhere!.id)).toBe(true);
    // Text that names nothing finds nothing.
    const nothing = await productionQueue({ search: parseQueueSearch("blue collar") });
    expect(nothing.stages.every((stage) => stage.total === 0 && stage.shirts.length === 0)).toBe(true);
    // A search within a stage: the order's queued shirt.
    const both = await productionQueue({ stage: "queued", search: parseQueueSearch(orderNumber(orderId)) });
    expect(both.stages.flatMap((stage) => stage.shirts.map((shirt) => shirt.unitId))).toEqual([third!.id]);
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

  it("puts the label (name and address, nothing else) and the shirts on an order's slip, once a shirt is packed", async () => {
    const { orderId } = await paidOrder([2, 1]);
    expect(await findPackingSlip(orderId)).toBeNull();
    const [first] = await unitsOf(orderId);
    await tapTo(first!.id, "quality_check");
    const checked = await recordQualityCheck(WORKSHOP, {
      unitId: first!.id,
      measured: await orderedMeasures(first!.id),
    });
    expect(checked).toMatchObject({ ok: true, passed: true });
    const { result: slip, queries } = await countQueries(database.db, () => findPackingSlip(orderId));
    expect(queries).toBe(2);
    expect(slip).toMatchObject({ orderId, orderNumber: expect.stringMatching(/^AS0+\d+$/) });
    expect(slip!.shirts.map((shirt) => shirt.unitLabel)).toEqual(["1 of 2", "2 of 2", "1 of 1"]);
    expect(slip!.label.name).not.toBe("");
    expect(slip!.label.lines.length).toBeGreaterThanOrEqual(3);
    const { email } = await orderRow(orderId);
    expect(JSON.stringify(slip)).not.toContain(email);
    expect(JSON.stringify(slip)).not.toMatch(/price|Minor|phone|billing/i);
    expect(slip!.shirts.map((shirt) => shirt.stage)).toEqual(["packed", "queued", "queued"]);
    expect(await findPackingSlip(2_000_000)).toBeNull();
    expect(await openPackingSlip(slip!.slipPath.split("/").at(-1))).toEqual(slip);
    expect(await openPackingSlip("x")).toBeNull();
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
