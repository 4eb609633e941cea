import type { ReactNode } from "react";
import { lookup, path, type Tf } from "./geometry";
import { mirrorX, type Paint, seam, shadow, stitch } from "./paint";

/*
 * Back styles in a local frame: x = 0 is the centre back, y = 0 the yoke seam at the centre;
 * the side seams are near x = ±110 and the hem about 280 below.
 */

export type BackDraw = (t: Tf, p: Paint) => ReactNode;

const pleat = "M-80 -1Q-79 26 -76 56";
const pleatShade = "M-80 -1Q-79 26 -76 56L-71 49Q-74 24 -74 -1Z";
const dart = "M-48 96Q-42.5 170 -48 250Q-53.5 170 -48 96Z";

/** Back drawing keys. */
export const backs: Record<string, BackDraw | null> = {
  plain: null,
  "box-pleat": (t, p) => (
    <>
      {shadow(path(t, "M-10 .5L10 .5L8 96L0 126L-8 96Z"), p, 1)}
      {shadow(path(t, "M-10 .5L10 .5L10 5.5L-10 5.5Z"), p, 1.4)}
      {seam(path(t, "M-10 .5Q-9.6 54 -8.5 118M10 .5Q9.6 54 8.5 118"), p, 0.9)}
      {stitch(path(t, "M-10 4L10 4"), p)}
    </>
  ),
  "side-pleats": (t, p) => (
    <>
      {shadow(path(t, pleatShade) + path(t, mirrorX(pleatShade)), p, 1.1)}
      {seam(path(t, pleat) + path(t, mirrorX(pleat)), p, 0.9)}
    </>
  ),
  darts: (t, p) => (
    <>
      {shadow(path(t, dart) + path(t, mirrorX(dart)), p, 1.6)}
      {seam(path(t, dart) + path(t, mirrorX(dart)), p, 0.8)}
    </>
  ),
};

export function backFor(key: string): BackDraw | null {
  return lookup(backs, key) ?? null;
}
