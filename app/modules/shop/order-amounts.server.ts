import { orders } from "~/db/schema";

/**
 * An order's amounts as its customer paid them, to spread into a select from `orders`: the
 * currency and its rate to the euro, then subtotal, delivery (with the option's name) and
 * total in that currency's minor units. The invoice and the order page read the same.
 */
export const orderAmountColumns = {
  currencyCode: orders.currencyCode,
  rate: orders.rate,
  subtotalMinor: orders.subtotalMinor,
  deliveryMinor: orders.deliveryMinor,
  totalMinor: orders.totalMinor,
  deliveryName: orders.deliveryName,
};
