import { and, count, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { clothReservations, orders, shirtUnits } from "~/db/schema";
import { type IsoDate, shopDate } from "~/modules/shop/calendar";
import { type DeliveryPromise, isPastPromise, promiseFromColumns } from "~/modules/shop/promise";
import { type ShirtStage, stageLabel } from "~/modules/shop/stages";
import { ORDERS_IN_WORKSHOP, QUEUE_STAGES, type QueueSearch } from "./queue";
import { type NamedShirt, namedShirt, namedShirtColumns, withOrderAndRemake } from "./shirts.server";

/*
 * The workshop's queue: the /admin/production screen, and the shirts per stage on the
 * dashboard. It reads the workshop's tables only, and the tests of the stock, refunds and
 * claims check it, which modules/pages would forbid them: so it stays in the area.
 */

/** The shirts of the queue: at a queue stage, in an order the workshop still works on. */
export function shirtsInQueue() {
  return and(inArray(shirtUnits.stage, [...QUEUE_STAGES]), inArray(orders.status, ORDERS_IN_WORKSHOP));
}

/** The shirts a search names (queue.ts parseQueueSearch): its order's, or the one shirt; none when it names nothing. */
function matchingSearch(search: QueueSearch | null | undefined): SQL | undefined {
  if (!search) return undefined;
  const named = [
    search.orderId === null ? undefined : eq(shirtUnits.orderId, search.orderId),
    search.unitId === null ? undefined : eq(shirtUnits.id, search.unitId),
  ].filter((condition) => condition !== undefined);
  return named.length === 0 ? sql`false` : or(...named);
}

/** The queue's order: the oldest promise first (the order's last promised day), then the oldest order. */
export const QUEUE_ORDER = [
  sql`${orders.promisedLatest} asc nulls last`,
  shirtUnits.orderId,
  shirtUnits.orderLineId,
  shirtUnits.unitNumber,
];

export type QueueShirt = NamedShirt & {
  stageChangedAt: Date;
  promise: DeliveryPromise | null;
  late: boolean;
  /** Paid while its fabric was short (modules/stock): not cut until cloth comes. */
  waitingForCloth: boolean;
};

export type StageTotal = { stage: ShirtStage; label: string; total: number; late: number };

export type ProductionQueue = { stages: (StageTotal & { shirts: QueueShirt[] })[] };

/** How many shirts wait at each stage of the workshop's queue, and how many of them are late: one query. */
export async function workshopStageTotals(
  options: { today?: IsoDate; search?: QueueSearch | null; executor?: Executor } = {},
): Promise<StageTotal[]> {
  const { today = shopDate(new Date()), search, executor = db() } = options;
  const totals = await executor
    .select({
      stage: shirtUnits.stage,
      total: count(),
      late: sql<number>`count(*) filter (where ${orders.promisedLatest} < ${today})`.mapWith(Number),
    })
    .from(shirtUnits)
    .innerJoin(orders, eq(orders.id, shirtUnits.orderId))
    .where(and(shirtsInQueue(), matchingSearch(search)))
    .groupBy(shirtUnits.stage);
  return QUEUE_STAGES.map((stage) => {
    const counted = totals.find((row) => row.stage === stage);
    return { stage, label: stageLabel(stage), total: counted?.total ?? 0, late: counted?.late ?? 0 };
  });
}

/**
 * The workshop's queue (/admin/production): the shirts of each stage in the queue's order, at
 * most `perStage` a stage, with each stage's total and late count. With `stage`, only that
 * stage's shirts are read (every stage is still counted); with `search`, only the shirts it
 * names, and the counts are theirs. Two queries whatever the shop's size.
 */
export async function productionQueue(
  options: {
    perStage?: number;
    stage?: ShirtStage | null;
    search?: QueueSearch | null;
    today?: IsoDate;
    executor?: Executor;
  } = {},
): Promise<ProductionQueue> {
  const { perStage = 200, stage = null, search, today = shopDate(new Date()), executor = db() } = options;
  const shirts = executor
    .select({
      ...namedShirtColumns,
      stageChangedAt: shirtUnits.stageChangedAt,
      promisedEarliest: orders.promisedEarliest,
      promisedLatest: orders.promisedLatest,
      waitingForCloth: sql<boolean>`coalesce(${clothReservations.status} = 'short', false)`.as("waiting_for_cloth"),
      rank: sql<number>`row_number() over (partition by ${shirtUnits.stage} order by ${sql.join(QUEUE_ORDER, sql`, `)})`.as(
        "rank",
      ),
    })
    .from(shirtUnits)
    .$dynamic();
  const ranked = withOrderAndRemake(shirts)
    .leftJoin(clothReservations, eq(clothReservations.shirtUnitId, shirtUnits.id))
    .where(and(shirtsInQueue(), stage ? eq(shirtUnits.stage, stage) : undefined, matchingSearch(search)))
    .as("ranked");
  const [rows, totals] = await Promise.all([
    executor.select().from(ranked).where(sql`${ranked.rank} <= ${perStage}`).orderBy(ranked.stage, ranked.rank),
    workshopStageTotals({ today, search, executor }),
  ]);
  return {
    stages: totals.map((counted) => ({
      ...counted,
      shirts: rows
        .filter((row) => row.stage === counted.stage)
        .map((row) => {
          const promise = promiseFromColumns(row);
          return {
            ...namedShirt(row),
            stageChangedAt: row.stageChangedAt,
            promise,
            late: isPastPromise(promise, today, false),
            waitingForCloth: row.waitingForCloth,
          };
        }),
    })),
  };
}

/**
 * The shirts a search names, at any stage (the back office's header search): as the workshop
 * names them, in the queue's order, at most `limit`. One query.
 */
export async function findNamedShirts(
  search: QueueSearch,
  limit: number,
  executor: Executor = db(),
): Promise<NamedShirt[]> {
  const rows = await withOrderAndRemake(executor.select(namedShirtColumns).from(shirtUnits).$dynamic())
    .where(matchingSearch(search))
    .orderBy(...QUEUE_ORDER)
    .limit(limit);
  return rows.map(namedShirt);
}
