/** Which drawing of a shirt to show. */
export type ShirtView = "front" | "back" | "collar" | "cuff";
