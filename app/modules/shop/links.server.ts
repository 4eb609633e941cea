import { config } from "~/config.server";

/** Where a customer's mail sends them to follow their orders: the order history, signed in. */
export function orderHistoryUrl(): string {
  return `${config.baseUrl}/history-order`;
}
