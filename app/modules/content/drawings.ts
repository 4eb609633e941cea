/*
 * The shop's drawings by key (it has no photos): the SVG art is the code's
 * (components/content/Illustration), the key is what a page, an article or a guide record
 * names. The back office offers these, with the words its picker shows.
 */
export const DRAWINGS = {
  collar: "A shirt collar, close-up",
  cuff: "A French cuff and a button cuff",
  fabric: "Three folded fabric swatches",
  fit: "Three shirt silhouettes (slim, regular, loose)",
  linen: "A linen shirt on a hanger",
  business: "A business shirt with a tie",
  workshop: "The workshop's sewing machine",
  measure: "A tape measure around a shirt",
  "flat-shirt": "A shirt laid flat, its measuring points numbered",
} as const;

export type DrawingKey = keyof typeof DRAWINGS;

export const DRAWING_KEYS = Object.keys(DRAWINGS) as [DrawingKey, ...DrawingKey[]];

export function isDrawingKey(value: string): value is DrawingKey {
  return Object.hasOwn(DRAWINGS, value);
}
