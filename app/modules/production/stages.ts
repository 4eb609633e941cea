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

export function stageLabel(stage: ShirtStage): string {
  return STAGE_LABELS[stage];
}
