import type { ReactNode } from "react";
import { lookup, num, path, pt, type Tf } from "./geometry";
import { button, buttonhole, buttons, type Paint, piece, seam, shadow, stitch } from "./paint";

/*
 * Cuffs seen from the front of a hanging sleeve, in a local frame: the band runs from
 * x = -36 (far side of the wrist) to x = 36 (the overlapping end, where the corners are
 * shaped and the buttons sit); its top edge is at y = 0 and its depth is `h`. A French cuff
 * is folded back and its two ends are pressed together outwards, up to x = 46, with a link.
 */

export type CuffDef = {
  /** Depth of the visible band. */
  h: number;
  draw: (t: Tf, p: Paint, fill: string) => ReactNode;
  /** Local x of the free area where a monogram goes. */
  textX: number;
};

type Corner = "square" | "round" | "angle";

type BarrelSpec = { h: number; corner: Corner; buttons: 1 | 2; convertible?: boolean };

function ends(corner: Corner, x: number, h: number, size: number) {
  const c = corner === "square" ? 0 : size;
  const top = corner === "round" ? `Q${x} 0 ${x} ${c}` : corner === "angle" ? `L${x} ${c}` : "";
  const bottom = corner === "round" ? `Q${x} ${h} ${x - c} ${h}` : corner === "angle" ? `L${x - c} ${h}` : "";
  return { c, top, bottom };
}

function barrel(s: BarrelSpec): CuffDef {
  const { h } = s;
  const size = s.corner === "round" ? Math.min(12, h * 0.34) : 9;
  const e = ends(s.corner, 36, h, size);
  const band = `M-36 0Q0 4 ${36 - e.c} 0${e.top}L36 ${h - e.c}${e.bottom}Q0 ${h + 4} -36 ${h}Z`;
  const i = 2.6;
  const xi = 36 - i;
  const hi = h - i;
  const ci = e.c ? Math.max(1, e.c - i * 0.6) : 0;
  const topC = s.corner === "round" ? `Q${xi} ${i} ${xi} ${i + ci}` : s.corner === "angle" ? `L${xi} ${i + ci}` : "";
  const botC = s.corner === "round" ? `Q${xi} ${hi} ${xi - ci} ${hi}` : s.corner === "angle" ? `L${xi - ci} ${hi}` : "";
  const stitchD = `M-34 ${i}Q0 ${i + 4} ${xi - ci} ${i}${topC}L${xi} ${hi - ci}${botC}Q0 ${hi + 4} -34 ${hi}`;
  const y = h / 2 + 1.6;
  const draw = (t: Tf, p: Paint, fill: string) => (
    <>
      {piece(path(t, band), fill, p)}
      {stitch(path(t, stitchD), p)}
      {s.buttons === 2 ? (
        buttons(
          t,
          [
            [15, y],
            [26 - e.c * 0.25, y],
          ],
          3.1,
          p,
        )
      ) : s.convertible ? (
        <>
          {button(t, 19, y, 3.1, p)}
          {buttonhole(t, 29, y, 6, p)}
        </>
      ) : (
        button(t, 27 - e.c * 0.35, y, 3.2, p)
      )}
    </>
  );
  return { h, draw, textX: s.buttons === 2 ? -12 : -6 };
}

function french(round: boolean): CuffDef {
  const h = 44;
  const c = round ? 11 : 0;
  const band = `M-36 0Q0 4 30 0L30 ${h}Q0 ${h + 4} -36 ${h}Z`;
  const fin =
    `M29 .4L${46 - c} 1.4` +
    (round ? `Q46 1.4 46 ${1.4 + c}L46 ${h - 1.4 - c}Q46 ${h - 1.4} ${46 - c} ${h - 1.4}` : `L46 1.4L46 ${h - 1.4}`) +
    `L29 ${h + 0.6}Z`;
  const y = h / 2 + 1;
  const draw = (t: Tf, p: Paint, fill: string) => {
    const [lx, ly] = pt(t, 38.5, y);
    return (
      <>
        {piece(path(t, fin), fill, p)}
        {seam(path(t, `M43.5 ${3 + c * 0.5}L43.5 ${h - 3 - c * 0.5}`), p, 0.5)}
        {piece(path(t, band), fill, p)}
        {shadow(path(t, `M-36 0Q0 4 30 0L30 2.4Q0 6.4 -36 2.4Z`), p, 1.6)}
        {p.shadeOp > 0 ? (
          <path
            d={path(t, `M-34 ${h - 1.8}Q0 ${h + 2.2} 28 ${h - 1.8}`)}
            fill="none"
            stroke="#fff"
            strokeOpacity={0.4}
            strokeWidth={num(1.4 * t.s)}
          />
        ) : null}
        {stitch(path(t, `M-34 ${h - 3.2}Q0 ${h + 0.8} 27.6 ${h - 3.2}L27.6 3.4Q0 7.2 -34 3.4`), p)}
        <ellipse
          cx={num(lx)}
          cy={num(ly)}
          rx={num(4.8 * t.s)}
          ry={num(4 * t.s)}
          fill={p.metal}
          stroke={p.line}
          strokeWidth={num(p.sw * 0.6)}
        />
        {p.shadeOp > 0 ? (
          <ellipse
            cx={num(lx - 1.2 * t.s)}
            cy={num(ly - 1.2 * t.s)}
            rx={num(1.8 * t.s)}
            ry={num(1.2 * t.s)}
            fill="#fff"
            stroke="none"
            opacity={0.55}
          />
        ) : null}
      </>
    );
  };
  return { h, draw, textX: -6 };
}

/** Cuff drawing keys. */
export const cuffs: Record<string, CuffDef> = {
  "single-button": barrel({ h: 38, corner: "square", buttons: 1 }),
  "two-button": barrel({ h: 44, corner: "square", buttons: 2 }),
  "rounded-single": barrel({ h: 38, corner: "round", buttons: 1 }),
  "angled-single": barrel({ h: 38, corner: "angle", buttons: 1 }),
  "rounded-two-button": barrel({ h: 44, corner: "round", buttons: 2 }),
  "angled-two-button": barrel({ h: 44, corner: "angle", buttons: 2 }),
  french: french(false),
  "french-rounded": french(true),
  convertible: barrel({ h: 40, corner: "square", buttons: 1, convertible: true }),
};

const DEFAULT_CUFF = "single-button";

export function cuffFor(key: string): CuffDef {
  return lookup(cuffs, key) ?? cuffs[DEFAULT_CUFF]!;
}

/** The sleeve's vent placket (gauntlet) above the cuff's overlapping end, with its button. */
export function gauntlet(t: Tf, p: Paint, fill: string): ReactNode {
  return (
    <>
      {piece(path(t, "M20 0.6L28 0.3L28 -38L24 -44L20 -38Z"), fill, p)}
      {button(t, 24, -24, 2.2, p)}
    </>
  );
}
