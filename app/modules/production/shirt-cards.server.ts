import { and, eq, inArray, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { deliveryOptions, fabrics, type MeasuredValues, motifs, orderLines, orders, shirtUnits } from "~/db/schema";
import { parseId } from "~/infra/ids";
import { loadDesignOptions } from "~/modules/design/design.server";
import type { ShirtLook } from "~/modules/design/look";
import { type IsoDate, SHOP_TIME_ZONE, shopDate } from "~/modules/shop/calendar";
import {
  type DeliveryPromise,
  formatPromise,
  isPastPromise,
  promiseFromColumns,
  shipByDate,
} from "~/modules/shop/promise";
import { movesByTap, nextStage, type ShirtStage } from "~/modules/shop/stages";
import { describeSize } from "~/modules/sizing/describe";
import type { Size } from "~/modules/sizing/size";
import { type WorkshopMeasures, workshopMeasures } from "~/modules/sizing/workshop";
import { ORDERS_IN_WORKSHOP } from "./queue";
import { QUEUE_ORDER, shirtsInQueue } from "./queue.server";
import {
  checkPoints,
  fabricMetres,
  positionWords,
  type SheetOption,
  sheetOptions,
  workshopInstructions,
} from "./sheet";
import { type NamedShirt, namedShirt, namedShirtColumns, stageMoves, withOrderAndRemake } from "./shirts.server";

/*
 * A shirt as the workshop reads it: its phone page (the QR code) and its printed production
 * sheet, alone or in a batch.
 */

/** A shirt as its phone page (the QR code) and its production sheet show it. */
export type ShirtCard = NamedShirt & {
  /** Where one tap takes it, or null when something else moves it on (a check, the parcel). */
  nextByTap: ShirtStage | null;
  fabric: { reference: string; name: string; pattern: string; metres: number } | null;
  /** Every style option, the monogram's among them, as the customer chose them, with its code. */
  options: SheetOption[];
  /** The drawing of the shirt as ordered (ShirtPreview), the monogram in place. */
  look: ShirtLook;
  monogram: Monogram | null;
  /** What the cutter and sewer must know beyond the numbers (sheet.ts workshopInstructions). */
  instructions: string[];
  size: { summary: string; rows: { label: string; value: string }[] };
  measurements: WorkshopMeasures;
  checkPoints: { point: keyof MeasuredValues; ordered: number; toleranceCm: number }[];
  promise: DeliveryPromise | null;
  promiseText: string | null;
  shipBy: IsoDate | null;
  late: boolean;
  timeline: { at: Date; from: ShirtStage; to: ShirtStage; staffName: string; reason: string | null }[];
};

/** The embroidery as the workshop sews it: words for the sheet, the thread and font for drawing it. */
export type Monogram = {
  text: string;
  style: string | null;
  colour: string | null;
  hex: string;
  fontFamily: string;
  symbol: string | null;
  position: string;
};

function monogramOf(look: ShirtLook, labels: { label: string; value: string }[]): Monogram | null {
  const embroidery = look.embroidery;
  if (!embroidery) return null;
  const label = (name: string) => labels.find((row) => row.label === name)?.value || null;
  return {
    text: embroidery.text,
    style: embroidery.text ? label("Embroidery style") : null,
    colour: embroidery.text ? label("Embroidery colour") : null,
    hex: embroidery.hex,
    fontFamily: embroidery.fontFamily,
    symbol: embroidery.symbol ? [label("Symbol"), label("Symbol colour")].filter(Boolean).join(", ") : null,
    position: label("Position") ?? positionWords(embroidery.position),
  };
}

/**
 * Shirts with all their sheet shows, in the order of `unitIds` (unknown ids left out): two
 * queries whatever their number, for one shirt's phone page or the day's sheets.
 */
export async function readShirtCards(unitIds: number[], executor: Executor = db()): Promise<ShirtCard[]> {
  if (unitIds.length === 0) return [];
  const today = shopDate(new Date());
  const fabricId = sql`(${orderLines.design}->>'fabricId')::int`;
  const shirts = executor
    .select({
      ...namedShirtColumns,
      labels: orderLines.designLabels,
      design: orderLines.design,
      look: orderLines.look,
      size: orderLines.size,
      promisedEarliest: orders.promisedEarliest,
      promisedLatest: orders.promisedLatest,
      maxDays: deliveryOptions.maxDays,
      minDays: deliveryOptions.minDays,
      fabricReference: fabrics.reference,
      fabricName: fabrics.name,
      pattern: motifs.pattern,
    })
    .from(shirtUnits)
    .$dynamic();
  const [rows, events, options] = await Promise.all([
    withOrderAndRemake(shirts)
      .leftJoin(deliveryOptions, eq(deliveryOptions.id, orders.deliveryOptionId))
      .leftJoin(fabrics, eq(fabrics.id, fabricId))
      .leftJoin(motifs, eq(motifs.id, fabrics.motifId))
      .where(inArray(shirtUnits.id, unitIds)),
    stageMoves(executor, { unitIds }),
    // The options' codes, from the cached option tables (no query per shirt).
    loadDesignOptions(),
  ]);
  return unitIds.flatMap((unitId) => {
    const row = rows.find((candidate) => candidate.unitId === unitId);
    if (!row) return [];
    const measurements = workshopMeasures(row.size as Size);
    const promise = promiseFromColumns(row);
    const days = row.minDays !== null && row.maxDays !== null ? { minDays: row.minDays, maxDays: row.maxDays } : null;
    const next = nextStage(row.stage);
    const timeline = events.filter((event) => event.unitId === unitId).map(({ unitId: _unit, ...event }) => event);
    const monogram = monogramOf(row.look, row.labels);
    const named = namedShirt(row);
    const lastMove = timeline.at(-1);
    const sentBack =
      lastMove?.from === "quality_check" && lastMove.reason && (lastMove.to === "cutting" || lastMove.to === "sewing")
        ? { to: lastMove.to, reason: lastMove.reason }
        : null;
    return [
      {
        ...named,
        nextByTap: movesByTap(row.stage) ? next : null,
        fabric:
          row.fabricReference !== null && row.fabricName !== null && row.pattern !== null
            ? {
                reference: row.fabricReference,
                name: row.fabricName,
                pattern: row.pattern,
                metres: fabricMetres(row.pattern, measurements.finished),
              }
            : null,
        options: sheetOptions(row.design, row.labels, row.fabricReference, options),
        look: row.look,
        monogram,
        instructions: workshopInstructions({ pattern: row.pattern, monogram, sentBack, remakeOf: named.remakeOf }),
        size: describeSize(row.size),
        measurements,
        checkPoints: checkPoints(row.size),
        promise,
        promiseText: promise ? formatPromise(promise) : null,
        shipBy: promise && days ? shipByDate(promise, days) : null,
        late: isPastPromise(promise, today, row.stage === "delivered"),
        timeline,
      },
    ];
  });
}

/** One shirt for its phone page, from the id in its address; null when there is none. */
export async function findShirtCard(unitIdInput: unknown): Promise<ShirtCard | null> {
  const unitId = parseId(unitIdInput);
  if (unitId === null) return null;
  const [card] = await readShirtCards([unitId]);
  return card ?? null;
}

/**
 * Which sheets to print together: the shirts of the orders paid on a day, every shirt at a
 * stage, or the shirts of orders chosen on the order list (those still in the workshop).
 */
export type SheetSelection = { date: IsoDate } | { stage: ShirtStage } | { orderIds: number[] };

/** At most this many sheets in one document; the queue page says when there are more. */
export const SHEETS_PER_DOCUMENT = 100;

/**
 * The shirts of a printed batch, in the queue's order, still in the workshop: one query, with
 * how many there are in all.
 */
export async function sheetUnitIds(
  selection: SheetSelection,
  executor: Executor = db(),
): Promise<{ unitIds: number[]; total: number }> {
  if ("orderIds" in selection && selection.orderIds.length === 0) return { unitIds: [], total: 0 };
  const where =
    "date" in selection
      ? and(shirtsInQueue(), sql`(${orders.paidAt} at time zone ${SHOP_TIME_ZONE})::date = ${selection.date}::date`)
      : "stage" in selection
        ? and(eq(shirtUnits.stage, selection.stage), inArray(orders.status, ORDERS_IN_WORKSHOP))
        : and(shirtsInQueue(), inArray(shirtUnits.orderId, selection.orderIds));
  const rows = await executor
    .select({ unitId: shirtUnits.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(shirtUnits)
    .innerJoin(orders, eq(orders.id, shirtUnits.orderId))
    .where(where)
    .orderBy(...QUEUE_ORDER)
    .limit(SHEETS_PER_DOCUMENT);
  return { unitIds: rows.map((row) => row.unitId), total: rows[0]?.total ?? 0 };
}
