import type { ReactNode } from "react";
import { lookup, path, type Tf } from "./geometry";
import { button, type Paint, piece, seam, shadow, stitch } from "./paint";

/*
 * Chest pockets in a local frame: top edge centred at (0, 0), 34 units wide (the front
 * view's scale), about 40 deep.
 */

export type PocketDraw = (t: Tf, p: Paint, fill: string) => ReactNode;

function patch(outline: string, hem: string, inner: string): PocketDraw {
  return (t, p, fill) => (
    <>
      {shadow(path({ ...t, e: t.e + 0.8 * t.s, f: t.f + 1.2 * t.s }, outline), p, 0.9)}
      {piece(path(t, outline), fill, p)}
      {seam(path(t, hem), p, 0.6)}
      {stitch(path(t, inner), p)}
    </>
  );
}

/** Pocket drawing keys. */
export const pockets: Record<string, PocketDraw | null> = {
  none: null,
  classic: patch("M-17 0L17 0L17 33L0 40L-17 33Z", "M-17 5L17 5", "M-15.4 6.6L-15.4 32L0 38.2L15.4 32L15.4 6.6"),
  rounded: patch(
    "M-17 0L17 0L17 29Q17 40 6 40L-6 40Q-17 40 -17 29Z",
    "M-17 5L17 5",
    "M-15.4 6.6L-15.4 29Q-15.4 38.4 -6 38.4L6 38.4Q15.4 38.4 15.4 29L15.4 6.6",
  ),
  flap: (t, p, fill) => (
    <>
      {patch("M-17 2L17 2L17 40L-17 40Z", "M-17 2L17 2", "M-15.4 12L-15.4 38.4L15.4 38.4L15.4 12")(t, p, fill)}
      {shadow(path({ ...t, f: t.f + 1.4 * t.s }, "M-18 0L18 0L18 10L0 15L-18 10Z"), p, 1.2)}
      {piece(path(t, "M-18 0L18 0L18 10L0 15L-18 10Z"), fill, p)}
      {stitch(path(t, "M-16.4 1.6L16.4 1.6L16.4 9L0 13.4L-16.4 9Z"), p)}
      {button(t, 0, 10.6, 2.3, p)}
    </>
  ),
};

export function pocketFor(key: string): PocketDraw | null {
  return lookup(pockets, key) ?? null;
}
