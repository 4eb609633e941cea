/*
 * The words of the stock ledger (db/schema/stock.ts): what each movement and each shirt's
 * reservation is, as staff read them.
 */

export const MOVEMENT_KINDS = ["received", "counted", "reserved", "released"] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

export const MOVEMENT_LABELS: Record<MovementKind, string> = {
  received: "Cloth received",
  counted: "Stock counted",
  reserved: "Reserved for a paid shirt",
  released: "Released by a cancelled order",
};

export const RESERVATION_STATUSES = ["reserved", "short", "released"] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
