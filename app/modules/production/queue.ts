import type { OrderStatus } from "~/modules/shop/order-status";
import type { ShirtStage } from "~/modules/shop/stages";

/** Orders whose shirts the workshop works on: paid, not cancelled, not yet shipped. */
export const ORDERS_IN_WORKSHOP: OrderStatus[] = ["paid", "in_production"];

/** The stages of the workshop's queue: shirts still being made or waiting for their parcel. */
export const QUEUE_STAGES: readonly ShirtStage[] = ["queued", "cutting", "sewing", "quality_check", "packed"];
