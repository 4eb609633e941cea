import type { ReactNode } from "react";
import { lookup, num, type Pt, path, pt, type Tf } from "./geometry";
import { button, buttonhole, buttons, mirrorX, type Paint, piece, seam, shadow, stitch } from "./paint";

/*
 * Collars, seen from the front, in a local frame: x = 0 is the centre front, the roll line
 * meets the side of the neck at (±46, 0) and the collar meets the shoulder at (±58, 24).
 * The shirt places this frame at any scale (front view, close-up, icon).
 */

export type CollarDef = {
  /** Everything visible from the front: inside of the back, band, leaves, buttons. */
  draw: (t: Tf, p: Paint, fill: string) => ReactNode;
  /** Local y where the front placket starts. */
  placketTop: number;
  /** The collar seen from behind. */
  back: (t: Tf, p: Paint, fill: string) => ReactNode;
};

const S: Pt = [58, 24];

const add = (a: Pt, b: Pt): Pt => [a[0] + b[0], a[1] + b[1]];
const sub = (a: Pt, b: Pt): Pt => [a[0] - b[0], a[1] - b[1]];
const mul = (a: Pt, k: number): Pt => [a[0] * k, a[1] * k];
const dot = (a: Pt, b: Pt) => a[0] * b[0] + a[1] * b[1];
const unit = (a: Pt): Pt => {
  const l = Math.hypot(a[0], a[1]) || 1;
  return [a[0] / l, a[1] / l];
};
const lerp = (a: Pt, b: Pt, k: number): Pt => [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k];
const P = (p: Pt) => `${p[0]} ${p[1]}`;

/** Shifts a transform by (dx, dy) page units, for drop shadows. */
const nudge = (t: Tf, dx: number, dy: number): Tf => ({ ...t, e: t.e + dx, f: t.f + dy });

/** Back of a collar from behind: rim on top, lower edge whose centre sits at yc. */
function backShape(rim: number, yc: number, side: Pt = S) {
  const k = (8 * yc - 2 * side[1]) / 6;
  return (t: Tf, p: Paint, fill: string) => {
    const d = `M-46 0C-40 ${-rim} 40 ${-rim} 46 0L${P(side)}C36 ${k} -36 ${k} ${-side[0]} ${side[1]}Z`;
    return (
      <>
        {piece(path(t, d), fill, p)}
        {stitch(
          path(t, `M${-side[0] + 4} ${side[1] - 1.5}C-36 ${k - 3.5} 36 ${k - 3.5} ${side[0] - 4} ${side[1] - 1.5}`),
          p,
        )}
      </>
    );
  };
}

// ---------------------------------------------------------------------------------------
// Pointed collars (the turn-down collars on a band)
// ---------------------------------------------------------------------------------------

type Pointed = {
  /** Length of the front edge, from where the leaves meet to the tip. */
  len: number;
  /** Angle of the front edge from the vertical, degrees: small = narrow, 80 = extreme cutaway. */
  ang: number;
  /** Tip rounding radius (club collars). */
  r?: number;
  /** Half distance between the two leaves where they meet the band. */
  gap?: number;
  /** Higher band and stand (Italian two-button collars). */
  tall?: boolean;
  bandButtons?: 0 | 1 | 2;
  /** Buttons holding the points: visible, or hidden underneath. */
  tips?: "buttons" | "hidden";
  /** Outward bulge of the outer edge (a soft roll). */
  bulge?: number;
  /** Bow of the front edge: positive curls the tip inwards (hai). */
  bow?: number;
  extra?: "tab" | "pin";
  /** One-piece collar: no seam between band and collar. */
  onePiece?: boolean;
};

function pointed(s: Pointed): CollarDef {
  const g = s.gap ?? 2;
  const By = s.tall ? 12 : 16;
  const bh = s.tall ? 15 : 9;
  const a = (s.ang * Math.PI) / 180;
  const B: Pt = [g, By];
  const T: Pt = [g + s.len * Math.sin(a), By + s.len * Math.cos(a)];
  const r = s.r ?? 0;
  const u1 = unit(sub(T, B));
  const n1: Pt = [u1[1], -u1[0]]; // towards the inside of the leaf
  const u2 = unit(sub(S, T));
  let n2: Pt = [-u2[1], u2[0]];
  const centre: Pt = [(46 + g + T[0] + S[0]) / 4, (0 + By + T[1] + S[1]) / 4];
  const mid2 = lerp(T, S, 0.5);
  if (dot(n2, sub(centre, mid2)) < 0) n2 = mul(n2, -1); // n2 points inside too
  const P1 = r ? sub(T, mul(u1, r)) : T;
  const P2 = r ? add(T, mul(u2, r)) : T;
  const bow = s.bow ?? 0;
  const bulge = s.bulge ?? 3;
  const c1 = add(lerp(B, P1, 0.5), mul(n1, bow));
  const c2 = add(lerp(P2, S, 0.5), mul(n2, -bulge));
  const leaf =
    `M46 0C36 1 ${g + 12} ${By - 5} ${P(B)}` +
    (bow ? `Q${P(c1)} ${P(P1)}` : `L${P(P1)}`) +
    (r ? `Q${P(T)} ${P(P2)}` : "") +
    `Q${P(c2)} ${P(S)}Q54 9 46 0Z`;
  // Topstitching 2.2 units inside the front and outer edges.
  const d = 2.4;
  const Ti = add(T, mul(add(n1, n2), d / (1 + dot(n1, n2))));
  const Bi = add(add(B, mul(n1, d)), mul(u1, d));
  const Si = add(add(S, mul(n2, d)), mul(u2, -d));
  const ri = Math.max(0, r - d * 0.6);
  const stitchD =
    `M${P(Bi)}` +
    (bow ? `Q${P(add(c1, mul(n1, d)))} ${P(sub(Ti, mul(u1, ri)))}` : `L${P(sub(Ti, mul(u1, ri)))}`) +
    (ri ? `Q${P(Ti)} ${P(add(Ti, mul(u2, ri)))}` : "") +
    `Q${P(add(c2, mul(n2, d)))} ${P(Si)}`;
  const inside = `M-46 0C-40 ${s.tall ? -10 : -7} 40 ${s.tall ? -10 : -7} 46 0L${g} ${By}L${-g} ${By}Z`;
  const innerBand = `M-40 ${s.tall ? 1 : 3}C-26 ${s.tall ? -4 : -1} 26 ${s.tall ? -4 : -1} 40 ${s.tall ? 1 : 3}`;
  const bandBottom = By + bh;
  const band = `M-30 ${By - 3}L30 ${By - 3}L30 ${bandBottom - 4}Q0 ${bandBottom + 5} -30 ${bandBottom - 4}Z`;
  const btnY = By + bh * 0.5 + 0.5;
  const nb = s.bandButtons ?? 1;
  const tipBtn = add(T, mul(unit(add(n1, n2)), 5 + r * 0.35));
  const tabAt = lerp(B, T, 0.42);
  const pinAt = lerp(B, T, 0.36);

  const draw = (t: Tf, p: Paint, fill: string) => {
    const leafR = path(t, leaf);
    const leafL = path(t, mirrorX(leaf));
    const sh = nudge(t, 0.6 * t.s, 2.2 * t.s);
    return (
      <>
        {piece(path(t, inside), fill, p)}
        {shadow(path(t, inside), p, 1.8)}
        {seam(path(t, innerBand), p)}
        {s.onePiece ? (
          <>
            <path d={path(t, band)} fill={fill} stroke="none" />
            {seam(path(t, `M-30 ${bandBottom - 4}Q0 ${bandBottom + 5} 30 ${bandBottom - 4}`), p, 1)}
          </>
        ) : (
          piece(path(t, band), fill, p)
        )}
        {nb === 2
          ? buttons(
              t,
              [
                [-3.9, btnY],
                [3.9, btnY],
              ],
              2.1,
              p,
            )
          : nb === 1
            ? button(t, 0, btnY, 2.3, p)
            : null}
        {s.extra === "tab"
          ? piece(
              path(
                t,
                `M${-tabAt[0] - 4} ${tabAt[1] - 2.6}L${tabAt[0] + 4} ${tabAt[1] - 2.6}Q${tabAt[0] + 7} ${tabAt[1]} ${tabAt[0] + 4} ${tabAt[1] + 2.6}L${-tabAt[0] - 4} ${tabAt[1] + 2.6}Q${-tabAt[0] - 7} ${tabAt[1]} ${-tabAt[0] - 4} ${tabAt[1] - 2.6}Z`,
              ),
              fill,
              p,
            )
          : null}
        {s.extra === "tab" ? button(t, 0, tabAt[1], 1.7, p) : null}
        {shadow(`${path(sh, leaf)}${path(sh, mirrorX(leaf))}`, p, 1.3)}
        {piece(leafR, fill, p)}
        {piece(leafL, fill, p)}
        {stitch(path(t, stitchD) + path(t, mirrorX(stitchD)), p)}
        {s.tips === "buttons"
          ? buttons(
              t,
              [
                [tipBtn[0], tipBtn[1]],
                [-tipBtn[0], tipBtn[1]],
              ],
              2,
              p,
            )
          : null}
        {s.tips === "hidden" ? (
          <path
            d={path(
              t,
              `M${P(tipBtn)}L${tipBtn[0] + 0.01} ${tipBtn[1]}M${-tipBtn[0]} ${tipBtn[1]}L${-tipBtn[0] - 0.01} ${tipBtn[1]}`,
            )}
            stroke={p.seam}
            strokeWidth={num(4.4 * t.s)}
            strokeLinecap="round"
            opacity={0.28}
          />
        ) : null}
        {s.extra === "pin" ? <CollarBar t={t} p={p} x={pinAt[0] + 5.5} y={pinAt[1]} /> : null}
      </>
    );
  };
  return { draw, placketTop: bandBottom + 0.5, back: backShape(s.tall ? 11 : 9, s.tall ? 31 : 29) };
}

function CollarBar({ t, p, x, y }: { t: Tf; p: Paint; x: number; y: number }) {
  const [x1, y1] = pt(t, -x, y);
  const [x2, y2] = pt(t, x, y);
  return (
    <g fill={p.metal} stroke={p.line} strokeWidth={num(p.sw * 0.5)}>
      <path d={`M${num(x1)} ${num(y1)}L${num(x2)} ${num(y2)}`} stroke={p.metal} strokeWidth={num(1.8 * t.s)} />
      <circle cx={num(x1)} cy={num(y1)} r={num(2.3 * t.s)} />
      <circle cx={num(x2)} cy={num(y2)} r={num(2.3 * t.s)} />
    </g>
  );
}

// ---------------------------------------------------------------------------------------
// Standing collars (no leaves): mandarin, band, grandad, wing
// ---------------------------------------------------------------------------------------

type Stand = {
  /** Height at the centre front. */
  h: number;
  /** Rounding of the top front corner. */
  r?: number;
  gap?: number;
  close: "button" | "none" | "open" | "stud";
  wing?: boolean;
};

function stand(s: Stand): CollarDef {
  const g = s.gap ?? 0.6;
  const yb = 29;
  const yt = yb - s.h;
  const r = s.r ?? 0;
  const half =
    `M46 -1C43 ${yt * 0.45} ${g + 16} ${yt} ${g + r} ${yt}` +
    (r ? `Q${g} ${yt} ${g} ${yt + r}` : "") +
    `L${g} ${yb}C${g + 22} ${yb} 50 27 58 24Q50 10 46 -1Z`;
  const inside = `M-46 -1C-40 -10 40 -10 46 -1C43 ${yt * 0.45} ${g + 16} ${yt} ${g} ${yt}L${-g} ${yt}C${-g - 16} ${yt} -43 ${yt * 0.45} -46 -1Z`;
  const my = (yt + yb) / 2;
  const wingD = `M${g} ${yt}L${g + 16} ${yt + 2}L${g + 5} ${yt + 14.5}Z`;
  const stitchD = `M${g + 2.2} ${yb - 2}L${g + 2.2} ${yt + 2 + r * 0.5}`;
  const draw = (t: Tf, p: Paint, fill: string) => (
    <>
      {piece(path(t, inside), fill, p)}
      {shadow(path(t, inside), p, 1.8)}
      {piece(path(t, half), fill, p)}
      {piece(path(t, mirrorX(half)), fill, p)}
      {stitch(path(t, stitchD) + path(t, mirrorX(stitchD)), p)}
      {s.close === "button" ? button(t, 0, my, 2.4, p) : null}
      {s.close === "open" ? (
        <>
          {button(t, -g - 4, my, 2.2, p)}
          {buttonhole(t, g + 4.5, my, 5.5, p)}
        </>
      ) : null}
      {s.wing ? (
        <>
          {shadow(path(nudge(t, 0.5 * t.s, 1.5 * t.s), wingD + mirrorX(wingD)), p, 1.5)}
          {piece(path(t, wingD), fill, p)}
          {piece(path(t, mirrorX(wingD)), fill, p)}
        </>
      ) : null}
      {s.close === "stud" ? (
        <circle
          cx={num(pt(t, 0, my + 2)[0])}
          cy={num(pt(t, 0, my + 2)[1])}
          r={num(2.4 * t.s)}
          fill={p.metal}
          stroke={p.line}
          strokeWidth={num(p.sw * 0.5)}
        />
      ) : null}
    </>
  );
  return { draw, placketTop: yb, back: backShape(11, -8.2 + s.h * 0.85) };
}

// ---------------------------------------------------------------------------------------
// Camp collar: no band, lying open and flat with the fronts turned back into revers.
// ---------------------------------------------------------------------------------------

const camp: CollarDef = (() => {
  const collarBack = "M-44 1C-38 -4 38 -4 44 1L41 7C26 3 -26 3 -41 7Z";
  const inside = "M-41 7C-26 3 26 3 41 7L16 34L0 72L-16 34Z";
  const revers = "M16 34L34 50C27 60 12 68 0 72Z";
  const leaf = "M44 1C36 14 25 25 16 34L50 56Q60 42 66 24Q56 9 44 1Z";
  const stitchD = "M19.8 36.6L48.6 53.2Q57.4 41 62.6 24.8";
  const draw = (t: Tf, p: Paint, fill: string) => (
    <>
      {piece(path(t, inside), fill, p)}
      {shadow(path(t, inside), p, 1.6)}
      {seam(path(t, "M-30 9.5C-16 7.5 16 7.5 30 9.5"), p)}
      {piece(path(t, collarBack), fill, p)}
      {piece(path(t, revers), fill, p)}
      {piece(path(t, mirrorX(revers)), fill, p)}
      {shadow(path(nudge(t, 0.5 * t.s, 2 * t.s), leaf + mirrorX(leaf)), p, 1.3)}
      {piece(path(t, leaf), fill, p)}
      {piece(path(t, mirrorX(leaf)), fill, p)}
      {stitch(path(t, stitchD) + path(t, mirrorX(stitchD)), p)}
    </>
  );
  return { draw, placketTop: 72, back: backShape(5, 30, [64, 22]) };
})();

/** Collar drawing keys. */
export const collars: Record<string, CollarDef> = {
  classic: pointed({ len: 54, ang: 24 }),
  "semi-spread": pointed({ len: 52, ang: 38 }),
  spread: pointed({ len: 50, ang: 52 }),
  cutaway: pointed({ len: 46, ang: 68, gap: 6 }),
  "extreme-cutaway": pointed({ len: 44, ang: 80, gap: 9 }),
  "button-down": pointed({ len: 52, ang: 28, tips: "buttons", bulge: 5 }),
  "hidden-button-down": pointed({ len: 50, ang: 46, tips: "hidden", bulge: 4 }),
  club: pointed({ len: 38, ang: 34, r: 14 }),
  "rounded-club": pointed({ len: 46, ang: 38, r: 8 }),
  mandarin: stand({ h: 19, r: 8, gap: 1.6, close: "none" }),
  band: stand({ h: 18, close: "button" }),
  wing: stand({ h: 23, gap: 1.2, close: "stud", wing: true }),
  tab: pointed({ len: 54, ang: 18, extra: "tab" }),
  pin: pointed({ len: 56, ang: 24, extra: "pin" }),
  italian: pointed({ len: 60, ang: 58, tall: true, onePiece: true, gap: 4 }),
  french: pointed({ len: 46, ang: 44, gap: 1 }),
  kent: pointed({ len: 50, ang: 31 }),
  "long-point": pointed({ len: 68, ang: 16 }),
  "short-point": pointed({ len: 37, ang: 28 }),
  "tall-two-button": pointed({ len: 54, ang: 36, tall: true, bandButtons: 2, gap: 5 }),
  "tall-cutaway": pointed({ len: 48, ang: 68, tall: true, gap: 7 }),
  "polo-button-down": pointed({ len: 62, ang: 26, tips: "buttons", bulge: 9, bow: -3 }),
  "cutaway-two-button": pointed({ len: 48, ang: 70, tall: true, bandButtons: 2, gap: 7 }),
  "spread-two-button": pointed({ len: 52, ang: 54, tall: true, bandButtons: 2, gap: 5 }),
  windsor: pointed({ len: 52, ang: 62, gap: 3 }),
  hai: pointed({ len: 62, ang: 54, tall: true, bow: 5.5, bulge: -1.5, gap: 4 }),
  camp,
  grandad: stand({ h: 13, r: 2, gap: 4, close: "open" }),
  "round-edge-spread": pointed({ len: 50, ang: 52, r: 6 }),
};

const DEFAULT_COLLAR = "classic";

export function collarFor(key: string): CollarDef {
  return lookup(collars, key) ?? collars[DEFAULT_COLLAR]!;
}
