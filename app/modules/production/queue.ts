import { ORDER_NUMBER_PREFIX } from "~/modules/shop/order-number";
import type { OrderStatus } from "~/modules/shop/order-status";
import { movesByTap, nextStage, type ShirtStage } from "~/modules/shop/stages";

/** Orders whose shirts the workshop works on: paid, not cancelled, not yet shipped. */
export const ORDERS_IN_WORKSHOP: OrderStatus[] = ["paid", "in_production"];

/** The stages of the workshop's queue: shirts still being made or waiting for their parcel. */
export const QUEUE_STAGES: readonly ShirtStage[] = ["queued", "cutting", "sewing", "quality_check", "packed"];

/*
 * The queue's filter, as its address carries it (a GET form, so it works without JavaScript
 * and a phone can keep it as a bookmark): `stage` (one of the queue's, or none for all),
 * `q` (an order or a shirt number) and `show` (how many shirts a stage lists, grown by "Show
 * more").
 */

/** Shirts a stage lists at first, and how many more each "Show more" adds. */
export const QUEUE_PAGE_SIZE = 20;
/** At most this many shirts a stage on one page: past it, the search finds the others. */
export const QUEUE_MAX_SHOWN = 200;

/**
 * What the search box was understood as: an order (its number, "AS000042", or its figures,
 * "42") and the shirt with that number (printed on its sheet, ending its page's address, which
 * a scan may paste). Both ids may be null: the text names nothing, and nothing matches.
 */
export type QueueSearch = { text: string; orderId: number | null; unitId: number | null };

export type QueueFilter = { stage: ShirtStage | null; search: QueueSearch | null; show: number };

const MAX_ID = 2_147_483_647;

function asId(figures: string | undefined): number | null {
  if (!figures) return null;
  const id = Number(figures);
  return Number.isSafeInteger(id) && id >= 1 && id <= MAX_ID ? id : null;
}

/**
 * Reads the search box: "AS000042" is an order; "Shirt no. 7" (as its sheet prints it) or
 * ".../admin/shirts/7" a shirt; figures alone, "42", the order and the shirt with that number.
 */
export function parseQueueSearch(input: string | null): QueueSearch | null {
  const text = (input ?? "").trim().slice(0, 200);
  if (text === "") return null;
  const address = /\/admin\/shirts\/(\d+)(?:[/?#]|$)/.exec(text);
  if (address) return { text, orderId: null, unitId: asId(address[1]) };
  const compact = text.replace(/[\s#]/g, "").toUpperCase();
  const order = new RegExp(`^${ORDER_NUMBER_PREFIX}(\\d+)$`).exec(compact);
  if (order) return { text, orderId: asId(order[1]), unitId: null };
  const shirt = /^(?:SHIRT(?:NO\.?)?|NO\.?)(\d+)$/.exec(compact);
  if (shirt) return { text, orderId: null, unitId: asId(shirt[1]) };
  if (/^\d+$/.test(compact)) {
    const id = asId(compact);
    return { text, orderId: id, unitId: id };
  }
  return { text, orderId: null, unitId: null };
}

/** The queue's filter from its address; anything it does not know is left out (all stages, no search). */
export function parseQueueFilter(params: URLSearchParams): QueueFilter {
  const stageParam = params.get("stage");
  const stage = QUEUE_STAGES.find((candidate) => candidate === stageParam) ?? null;
  const asked = Number(params.get("show"));
  const show = Number.isInteger(asked) && asked > QUEUE_PAGE_SIZE ? Math.min(asked, QUEUE_MAX_SHOWN) : QUEUE_PAGE_SIZE;
  return { stage, search: parseQueueSearch(params.get("q")), show };
}

/** The queue's address for a filter: only what differs from the plain queue. */
export function queueHref(filter: { stage: ShirtStage | null; q?: string; show?: number }): string {
  const params = new URLSearchParams();
  if (filter.stage) params.set("stage", filter.stage);
  if (filter.q) params.set("q", filter.q);
  if (filter.show && filter.show > QUEUE_PAGE_SIZE) params.set("show", String(Math.min(filter.show, QUEUE_MAX_SHOWN)));
  const query = params.toString();
  return query ? `/admin/production?${query}` : "/admin/production";
}

/**
 * What a queue card offers for its shirt's next stage: one tap (queued, cutting, sewing), the
 * quality check on the shirt's page, or nothing to do until its order's parcel leaves.
 */
export type QueueCardAction = { kind: "move"; to: ShirtStage } | { kind: "check" } | { kind: "parcel" };

export function queueCardAction(stage: ShirtStage): QueueCardAction {
  const next = nextStage(stage);
  if (movesByTap(stage) && next) return { kind: "move", to: next };
  return stage === "quality_check" ? { kind: "check" } : { kind: "parcel" };
}

/** What a stage's list says when it has no shirt. */
export const EMPTY_STAGE: Record<ShirtStage, string> = {
  queued: "No shirt is waiting to be cut.",
  cutting: "No shirt is being cut.",
  sewing: "No shirt is being sewn.",
  quality_check: "No shirt is waiting for its quality check.",
  packed: "No shirt is packed and waiting for its parcel.",
  shipped: "No shirt has been shipped.",
  delivered: "No shirt has been delivered.",
};
