import type { auditLog, qualityChecks, shirtStageEvents } from "~/db/schema";
import { checkPoints, qualityVerdict } from "~/modules/production/sheet";
import type { ShirtStage } from "~/modules/shop/stages";
import type { Size } from "~/modules/sizing/size";
import { DAY_MS, HOUR_MS, type ShopContext } from "./orders-context";
import type { Random } from "./random";

/*
 * The workshop's history of a paid order's shirts, as the back office would have recorded it:
 * each move between stages, each quality check (a few failed and sent back), the parcel's
 * day and the delivery's; then the rows of the stage moves, checks and their audit.
 */

const QC_DEFECTS = [
  { text: "Collar points uneven", recut: false },
  { text: "Loose stitching on the placket", recut: false },
  { text: "Stripe not matched at the yoke", recut: true },
];

/** One shirt's way through the workshop: each move with its moment, as far as `now`. */
type Move = { from: ShirtStage; to: ShirtStage; at: Date; reason: string | null };
type CheckRecord = {
  at: Date;
  passed: boolean;
  reason: string | null;
  measured: Record<string, number>;
  sentTo: ShirtStage;
};
/** A shirt's moves and checks as far as the generator's `now`. */
export type ShirtLife = { moves: Move[]; checks: CheckRecord[] };

/**
 * What happened to a paid order's shirts up to `now`: moves and checks at working-time pace
 * (later for a late order), the parcel once every shirt is packed, delivery some days later.
 */
export function workshopLife(
  random: Random,
  paidAt: Date,
  sizes: Size[],
  leadDays: number,
  days: { minDays: number; maxDays: number },
  slow: boolean,
  now: Date,
) {
  const pace = slow ? random.between(1.8, 2.6) : random.between(0.7, 1.05);
  const leadMs = leadDays * 1.4 * DAY_MS * pace;
  const shirts = sizes.map((size) => {
    const moves: Move[] = [];
    const checks: CheckRecord[] = [];
    let at = paidAt.getTime() + random.between(0.15, 0.45) * leadMs;
    const move = (from: ShirtStage, to: ShirtStage, reason: string | null = null) => {
      moves.push({ from, to, at: new Date(at), reason });
    };
    move("queued", "cutting");
    at += random.between(0.08, 0.2) * leadMs;
    move("cutting", "sewing");
    at += random.between(0.1, 0.25) * leadMs;
    move("sewing", "quality_check");
    const points = checkPoints(size);
    const ordered = Object.fromEntries(points.map(({ point, ordered }) => [point, ordered]));
    if (random.chance(0.06)) {
      at += random.between(1, 6) * HOUR_MS;
      const defect = random.pick(QC_DEFECTS);
      const verdict = qualityVerdict(points, ordered, { text: defect.text, recut: defect.recut });
      if (!verdict.passed) {
        checks.push({
          at: new Date(at),
          passed: false,
          reason: verdict.reason,
          measured: ordered,
          sentTo: verdict.sendBackTo,
        });
        move("quality_check", verdict.sendBackTo, verdict.reason);
        if (verdict.sendBackTo === "cutting") {
          at += random.between(0.05, 0.15) * leadMs;
          move("cutting", "sewing");
        }
        at += random.between(0.05, 0.15) * leadMs;
        move("sewing", "quality_check");
      }
    }
    at += random.between(1, 20) * HOUR_MS;
    const measured = Object.fromEntries(
      points.map(({ point, ordered: cm, toleranceCm }) => [
        point,
        Math.round((cm + random.between(-toleranceCm, toleranceCm) * 0.8) * 2) / 2,
      ]),
    );
    // Within the tolerances (a value rounded out of them is recorded as ordered): it passes.
    const within = qualityVerdict(points, measured, { text: "", recut: false }).passed;
    checks.push({
      at: new Date(at),
      passed: true,
      reason: null,
      measured: within ? measured : ordered,
      sentTo: "packed",
    });
    move("quality_check", "packed");
    return { moves, checks, packedAt: at };
  });
  const shippedAt = Math.max(...shirts.map((shirt) => shirt.packedAt)) + random.between(2, 30) * HOUR_MS;
  const onTheWay = random.between(days.minDays, days.maxDays + (slow ? 3 : 0.5)) * 1.4 * DAY_MS;
  const deliveredAt = shippedAt + onTheWay;
  for (const shirt of shirts) {
    shirt.moves.push({ from: "packed", to: "shipped", at: new Date(shippedAt), reason: null });
    shirt.moves.push({ from: "shipped", to: "delivered", at: new Date(deliveredAt), reason: null });
  }
  const until = now.getTime();
  return {
    shirts: shirts.map((shirt) => ({
      moves: shirt.moves.filter((m) => m.at.getTime() <= until),
      checks: shirt.checks.filter((c) => c.at.getTime() <= until),
    })),
    shippedAt: shippedAt <= until ? new Date(shippedAt) : null,
    deliveredAt: deliveredAt <= until ? new Date(deliveredAt) : null,
  };
}

/**
 * The stage moves, quality checks and their audit entries of stored shirts (`unitIds[i]` is the
 * shirt that lived `lives[i]`): the workshop moves and checks them, customer service ships.
 */
export function workshopRows(lives: ShirtLife[], unitIds: number[], context: ShopContext) {
  const events: (typeof shirtStageEvents.$inferInsert)[] = [];
  const checks: (typeof qualityChecks.$inferInsert)[] = [];
  const audits: (typeof auditLog.$inferInsert)[] = [];
  const { workshop, service } = context;
  lives.forEach((life, index) => {
    const unitId = unitIds[index]!;
    for (const move of life.moves) {
      const actor = move.to === "shipped" || move.to === "delivered" ? service : workshop;
      events.push({
        unitId,
        fromStage: move.from,
        toStage: move.to,
        staffId: actor.id,
        staffName: actor.name,
        reason: move.reason,
        at: move.at,
      });
      audits.push({
        at: move.at,
        staffId: actor.id,
        staffName: actor.name,
        action: "shirt.stage_moved",
        entity: "shirt",
        entityId: String(unitId),
        before: { stage: move.from },
        after: { stage: move.to, ...(move.reason ? { reason: move.reason } : {}) },
      });
    }
    for (const check of life.checks) {
      checks.push({
        unitId,
        staffId: workshop.id,
        staffName: workshop.name,
        measured: check.measured,
        passed: check.passed,
        failureReason: check.reason,
        at: check.at,
      });
      audits.push({
        at: check.at,
        staffId: workshop.id,
        staffName: workshop.name,
        action: "shirt.quality_checked",
        entity: "shirt",
        entityId: String(unitId),
        after: {
          passed: check.passed,
          measured: check.measured,
          reason: check.reason,
          sentTo: check.sentTo,
        },
      });
    }
  });
  return { events, checks, audits };
}
