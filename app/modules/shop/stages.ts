/*
 * A shirt's way through the workshop (DESIGN.md section 3): one row per shirt, each moving
 * forward one stage at a time. The stages and the words staff and customers read for them are
 * listed once, here.
 */
const STAGE_LABELS = {
  queued: "Queued",
  cutting: "Cutting",
  sewing: "Sewing",
  quality_check: "Quality check",
  packed: "Packed",
  shipped: "Shipped",
  delivered: "Delivered",
} as const;

export type ShirtStage = keyof typeof STAGE_LABELS;

/** The stages in workshop order. */
export const SHIRT_STAGES = Object.keys(STAGE_LABELS) as ShirtStage[];

/** How every screen and mail names one shirt among the shirts of its order line: "2 of 3". */
export function unitLabel(unitNumber: number, quantity: number): string {
  return `${unitNumber} of ${quantity}`;
}

export function stageLabel(stage: ShirtStage): string {
  return STAGE_LABELS[stage];
}

/** The stage after this one, or null at the end of the way. */
export function nextStage(stage: ShirtStage): ShirtStage | null {
  return SHIRT_STAGES[SHIRT_STAGES.indexOf(stage) + 1] ?? null;
}

/**
 * Stages a shirt leaves with one tap on its phone page. The others are left by something
 * recorded: a quality check (passed: packed; failed: sent back), the order's parcel leaving
 * (shipped) and its delivery.
 */
const TAP_STAGES: readonly ShirtStage[] = ["queued", "cutting", "sewing"];

export function movesByTap(stage: ShirtStage): boolean {
  return TAP_STAGES.includes(stage);
}

/** What takes a shirt from one stage to another. */
export type MoveCause = "tap" | "check_passed" | "check_failed" | "shipment" | "delivery";

/** Every move a shirt may make, and what makes it. Nothing else moves a shirt. */
const MOVES: { from: ShirtStage; to: ShirtStage; cause: MoveCause }[] = [
  { from: "queued", to: "cutting", cause: "tap" },
  { from: "cutting", to: "sewing", cause: "tap" },
  { from: "sewing", to: "quality_check", cause: "tap" },
  { from: "quality_check", to: "packed", cause: "check_passed" },
  { from: "quality_check", to: "sewing", cause: "check_failed" },
  { from: "quality_check", to: "cutting", cause: "check_failed" },
  { from: "packed", to: "shipped", cause: "shipment" },
  { from: "shipped", to: "delivered", cause: "delivery" },
];

export function isAllowedMove(from: ShirtStage, to: ShirtStage, cause: MoveCause): boolean {
  return MOVES.some((move) => move.from === from && move.to === to && move.cause === cause);
}
