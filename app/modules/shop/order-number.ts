/** The fixed prefix of order numbers (spec 000 sections 2 and 9: "a fixed prefix plus its id"). */
export const ORDER_NUMBER_PREFIX = "AS";

/** The number a customer sees for an order, e.g. 42 -> "AS000042". */
export function orderNumber(id: number): string {
  return `${ORDER_NUMBER_PREFIX}${String(id).padStart(6, "0")}`;
}
