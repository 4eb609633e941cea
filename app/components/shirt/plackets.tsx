import type { ReactNode } from "react";
import { lookup, path, type Tf } from "./geometry";
import { buttons, type Paint, piece, seam, shadow, stitch } from "./paint";

/*
 * Front fastenings in a local frame where x = 0 is the centre front and y runs down the
 * shirt from `top` (under the collar) to `bottom` (the hem); `buttons` are the y of the
 * front buttons.
 */

export type PlacketDraw = (t: Tf, p: Paint, fill: string, top: number, bottom: number, buttons: number[]) => ReactNode;

/** Placket drawing keys. */
export const plackets: Record<string, PlacketDraw> = {
  standard: (t, p, fill, top, bottom, ys) => (
    <>
      {piece(path(t, `M-5.2 ${top}L5.2 ${top}L5.2 ${bottom}L-5.2 ${bottom}Z`), fill, p)}
      {stitch(path(t, `M-4 ${top}L-4 ${bottom - 1}M4 ${top}L4 ${bottom - 1}`), p)}
      {buttons(
        t,
        ys.map((y) => [0, y] as const),
        2.5,
        p,
      )}
    </>
  ),
  hidden: (t, p, _fill, top, bottom, ys) => (
    <>
      {shadow(path(t, `M-1 ${top}L1 ${top}L1 ${bottom}L-1 ${bottom}Z`), p, 1.2)}
      {seam(path(t, `M-1 ${top}L-1 ${bottom}`), p, 0.9)}
      {seam(path(t, `M6.5 ${top}L6.5 ${bottom - 2}`), p, 0.55)}
      {seam(path(t, ys.map((y) => `M3 ${y + 24}L6.5 ${y + 24}`).join("")), p, 0.55)}
    </>
  ),
  none: (t, p, _fill, top, bottom, ys) => (
    <>
      {shadow(path(t, `M-5.6 ${top}L-3.6 ${top}L-3.6 ${bottom}L-5.6 ${bottom}Z`), p, 1.2)}
      {seam(path(t, `M-5 ${top}L-5 ${bottom}`), p, 0.9)}
      {buttons(
        t,
        ys.map((y) => [0, y] as const),
        2.5,
        p,
      )}
    </>
  ),
};

const DEFAULT_PLACKET = "standard";

export function placketFor(key: string): PlacketDraw {
  return lookup(plackets, key) ?? plackets[DEFAULT_PLACKET]!;
}
