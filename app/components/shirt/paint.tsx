import type { ReactNode } from "react";
import { luminance, mix, num, type Pt, path, pt, safeHex, type Tf } from "./geometry";

/** How a drawing is coloured: the cloth fills plus line, seam, shade and button colours. */
export type Paint = {
  /** Fill of the body, collar and pocket. */
  cloth: string;
  /** Fill of the yoke (stripes turned across). */
  yoke: string;
  /** Fills of the sleeves and their cuffs, following the sleeve's angle. */
  sleeveL: string;
  sleeveR: string;
  /** Outline colour and width (user units of the picture). */
  line: string;
  sw: number;
  /** Inner seams and topstitching. */
  seam: string;
  /** Shadow colour and opacity; opacity 0 for line art. */
  shade: string;
  shadeOp: number;
  /** Extra highlight strength for lustrous cloth (satin). */
  sheen: number;
  button: string;
  buttonEdge: string;
  /** Cufflinks, collar bars, studs. */
  metal: string;
  /** Draw fine details (topstitching, button holes). */
  detail: boolean;
  /** Ground colour of the cloth, for contrast decisions. */
  ground: string;
  /** Fill giving the body its roundness (a gradient), or null. */
  volume: string | null;
};

export const NAVY = "#1f2b44";

/** Line art for the configurator icons: navy lines on white. */
export function lineArt(sw: number): Paint {
  return {
    cloth: "#ffffff",
    yoke: "#ffffff",
    sleeveL: "#ffffff",
    sleeveR: "#ffffff",
    line: NAVY,
    sw,
    seam: mix(NAVY, "#ffffff", 0.35),
    shade: NAVY,
    shadeOp: 0,
    sheen: 0,
    button: "#ffffff",
    buttonEdge: NAVY,
    metal: "#b9975b",
    detail: false,
    ground: "#ffffff",
    volume: null,
  };
}

/** Paint for a cloth: outlines and seams tuned to the ground colour. */
export function clothPaint(
  fills: { cloth: string; yoke: string; sleeveL: string; sleeveR: string },
  ground: string,
  buttonHex: string,
  sw: number,
  detail: boolean,
  sheen = 0,
  volume: string | null = null,
): Paint {
  const lum = luminance(ground);
  const dark = lum < 0.12;
  const button = safeHex(buttonHex, "#f4f1ea");
  return {
    ...fills,
    line: dark ? mix(ground, "#ffffff", 0.32) : mix(ground, "#1a1d24", 0.8),
    sw,
    seam: dark ? mix(ground, "#ffffff", 0.3) : mix(ground, "#1a1d24", 0.42),
    shade: "#0b1020",
    shadeOp: dark ? 0.22 : 0.075,
    sheen,
    button,
    buttonEdge: luminance(button) < 0.1 ? mix(button, "#ffffff", 0.35) : mix(button, "#000000", 0.38),
    metal: "#c9a94e",
    detail,
    ground,
    volume,
  };
}

/**
 * A filled and outlined piece of cloth. The outline colour and width come from the
 * enclosing <Outlined> group, so each piece only carries its shape and fill.
 */
export function piece(d: string, fill: string, _p: Paint, key?: string): ReactNode {
  return <path key={key} d={d} fill={fill} />;
}

/** The group that gives every piece inside it its outline. */
export function Outlined({ p, children }: { p: Paint; children: ReactNode }) {
  return (
    <g stroke={p.line} strokeWidth={num(p.sw)} strokeLinejoin="round">
      {children}
    </g>
  );
}

/** Seam lines (no fill). */
export function seam(d: string, p: Paint, width = 0.55, key?: string): ReactNode {
  if (!d) return null;
  return <path key={key} d={d} fill="none" stroke={p.seam} strokeWidth={num(p.sw * width)} strokeLinecap="round" />;
}

/** Topstitching: a fine dashed line, only on detailed pictures. */
export function stitch(d: string, p: Paint, key?: string): ReactNode {
  if (!p.detail) return null;
  const w = p.sw * 0.4;
  return (
    <path
      key={key}
      d={d}
      fill="none"
      stroke={p.seam}
      strokeWidth={num(w)}
      strokeDasharray={`${num(w * 3)} ${num(w * 2)}`}
      opacity={0.8}
    />
  );
}

/** Soft shadow shapes. */
export function shadow(d: string, p: Paint, strength = 1, key?: string): ReactNode {
  if (p.shadeOp <= 0 || !d) return null;
  return <path key={key} d={d} fill={p.shade} stroke="none" opacity={Math.round(p.shadeOp * strength * 1000) / 1000} />;
}

/** A shirt button at local (x, y), radius r in local units. */
export function button(t: Tf, x: number, y: number, r: number, p: Paint): ReactNode {
  return buttons(t, [[x, y]], r, p);
}

/** Several buttons of one size as a single path (and their holes on detailed pictures). */
export function buttons(t: Tf, at: readonly Pt[], r: number, p: Paint, key?: string): ReactNode {
  if (at.length === 0) return null;
  const R = r * t.s;
  const h = R * 0.32;
  let d = "";
  let holes = "";
  for (const [x, y] of at) {
    const [cx, cy] = pt(t, x, y);
    d += `M${num(cx - R)} ${num(cy)}a${num(R)} ${num(R)} 0 1 0 ${num(2 * R)} 0a${num(R)} ${num(R)} 0 1 0 ${num(-2 * R)} 0`;
    holes += `M${num(cx - h)} ${num(cy - h)}h.01M${num(cx + h)} ${num(cy - h)}h.01M${num(cx - h)} ${num(cy + h)}h.01M${num(cx + h)} ${num(cy + h)}h.01`;
  }
  const face = (
    <path key={key} d={d} fill={p.button} stroke={p.buttonEdge} strokeWidth={num(Math.max(0.3, R * 0.16))} />
  );
  if (!p.detail || R <= 1.8) return face;
  return (
    <g key={key}>
      {face}
      <path d={holes} stroke={p.buttonEdge} strokeWidth={num(R * 0.26)} strokeLinecap="round" />
    </g>
  );
}

/** A horizontal buttonhole slit of length len at local (x, y). */
export function buttonhole(t: Tf, x: number, y: number, len: number, p: Paint, deg = 0): ReactNode {
  const r = (deg * Math.PI) / 180;
  const dx = (Math.cos(r) * len) / 2;
  const dy = (Math.sin(r) * len) / 2;
  return (
    <path
      d={path(t, `M${x - dx} ${y - dy}L${x + dx} ${y + dy}`)}
      stroke={p.seam}
      strokeWidth={num(Math.max(0.5, 1.3 * t.s))}
      strokeLinecap="round"
    />
  );
}

// ---------------------------------------------------------------------------------------
// Outline helpers
// ---------------------------------------------------------------------------------------

export type Seg = readonly ["L", Pt] | readonly ["Q", Pt, Pt] | readonly ["C", Pt, Pt, Pt];

const fmt = (p: Pt) => `${p[0]} ${p[1]}`;

function segStr(s: Seg): string {
  if (s[0] === "L") return `L${fmt(s[1])}`;
  if (s[0] === "Q") return `Q${fmt(s[1])} ${fmt(s[2])}`;
  return `C${fmt(s[1])} ${fmt(s[2])} ${fmt(s[3])}`;
}

const endOf = (s: Seg): Pt => (s[0] === "L" ? s[1] : s[0] === "Q" ? s[2] : s[3]);

/** Reverses an open path given as start + segments; returns the segments from the end back to start. */
function reverse(start: Pt, segs: readonly Seg[]): Seg[] {
  const out: Seg[] = [];
  for (let i = segs.length - 1; i >= 0; i--) {
    const s = segs[i]!;
    const prev = i === 0 ? start : endOf(segs[i - 1]!);
    if (s[0] === "L") out.push(["L", prev]);
    else if (s[0] === "Q") out.push(["Q", s[1], prev]);
    else out.push(["C", s[2], s[1], prev]);
  }
  return out;
}

/**
 * A symmetrical closed outline: the left half from a point on the centre line (x = cx)
 * through the segments to another point on the centre line, then the mirror image back.
 */
export function symmetric(start: Pt, segs: readonly Seg[], cx: number): string {
  const m = (p: Pt): Pt => [2 * cx - p[0], p[1]];
  const mirrored = reverse(start, segs).map((s) => s.map((v) => (typeof v === "string" ? v : m(v))) as unknown as Seg);
  return `M${fmt(start)}${segs.map(segStr).join("")}${mirrored.map(segStr).join("")}Z`;
}

/** Mirrors a local path string around x = 0 (absolute commands only). */
export function mirrorX(d: string): string {
  let i = 0;
  return d.replace(/-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g, (v) => {
    const out = i % 2 === 0 ? String(-Number(v)) : v;
    i++;
    return out;
  });
}
