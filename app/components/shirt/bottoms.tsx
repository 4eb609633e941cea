import { lookup } from "./geometry";
import type { Seg } from "./paint";

/*
 * Hems: where the side seam ends and how the hem runs to the centre, for the front and the
 * back. Coordinates are those of the shirt views (x relative to the centre line).
 */

export type HemShape = {
  /** y where the side seam ends. */
  side: number;
  /** y of the hem at the centre. */
  centre: number;
  /** Segments from the side seam end (x = -77) to the centre (x = 0). */
  segs: (side: number, centre: number) => Seg[];
  /** Side vents (straight hems). */
  vent: boolean;
};

export type BottomDef = { front: HemShape; back: HemShape };

const curve = (side: number, centre: number): HemShape => ({
  side,
  centre,
  segs: (s, c) => [["C", [-110, s + 30], [-70, c - 1], [0, c]]],
  vent: false,
});
const straight = (y: number): HemShape => ({
  side: y,
  centre: y + 2,
  segs: (s, c) => [["Q", [-56, s + 2.5], [0, c]]],
  vent: true,
});

/** Bottom drawing keys. */
export const bottoms: Record<string, BottomDef> = {
  curved: { front: curve(346, 398), back: curve(346, 406) },
  straight: { front: straight(378), back: straight(378) },
};

const DEFAULT_BOTTOM = "curved";

export function bottomFor(key: string): BottomDef {
  return lookup(bottoms, key) ?? bottoms[DEFAULT_BOTTOM]!;
}
