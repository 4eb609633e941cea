import type { ReactNode } from "react";
import type { FabricLook } from "~/modules/design/look";
import { lookup, luminance, mix, num, safeHex } from "./geometry";

/*
 * The cloth as SVG <pattern> tiles, shared by the swatch, the shirt and the option icons.
 * Tiles are drawn in millimetres of cloth; each picture chooses its scale (user units per
 * millimetre) and how much to enlarge the weave so it still reads at that scale. A motif
 * tile (stripes, checks, dots) nests the weave as a second pattern whose tile divides the
 * motif tile exactly, so the whole cloth is one fill: pieces of the shirt are single paths.
 */

type Tile = { w: number; h: number; body: (c2: string, c1: string, h: number) => ReactNode };

/** Stripes run along the warp: their tile height is free and is matched to the weave. */
type MotifTile = Tile & { stripes?: boolean };

const rect = (x: number, y: number, w: number, h: number) => `M${num(x)} ${num(y)}h${num(w)}v${num(h)}h${num(-w)}z`;

/** A circle as path data. */
const dot = (x: number, y: number, r: number) =>
  `M${num(x - r)} ${num(y)}a${num(r)} ${num(r)} 0 1 0 ${num(2 * r)} 0a${num(r)} ${num(r)} 0 1 0 ${num(-2 * r)} 0`;

/** A houndstooth as a 2/2 twill of 4 dark and 4 light ends and picks, 8 x 8 cells. */
const HOUNDSTOOTH = (() => {
  let d = "";
  const cell = 0.5;
  for (let y = 0; y < 8; y++) {
    let run = -1;
    for (let x = 0; x <= 8; x++) {
      let dark = false;
      if (x < 8) {
        const warpDark = x < 4;
        const weftDark = y < 4;
        if (warpDark === weftDark) dark = warpDark;
        else dark = (x + y) % 4 < 2 ? warpDark : weftDark;
      }
      if (dark && run < 0) run = x;
      if (!dark && run >= 0) {
        d += rect(run * cell, y * cell, (x - run) * cell, cell);
        run = -1;
      }
    }
  }
  return d;
})();

/** Glen check: a zone of hairlines and a zone of small blocks, crossed in warp and weft. */
const GLEN = (() => {
  let d = "";
  for (let i = 0; i < 8; i++) d += rect(1 + i * 1.4, 0, 0.5, 24) + rect(0, 1 + i * 1.4, 24, 0.5);
  for (let i = 0; i < 4; i++) d += rect(13 + i * 2.8, 0, 1.4, 24) + rect(0, 13 + i * 2.8, 24, 1.4);
  return d;
})();

const stripe = (period: number, width: number): MotifTile => ({
  w: period,
  h: 2,
  stripes: true,
  body: (c2, _c1, h) => <path d={rect(0, 0, width, h)} fill={c2} />,
});

/** Motif drawing keys. "plain" has no tile: the weave alone is the cloth. */
export const motifs: Record<string, MotifTile | null> = {
  plain: null,
  pinstripe: stripe(8, 0.9),
  "bengal-stripe": stripe(10, 5),
  "candy-stripe": stripe(5, 2.5),
  "wide-stripe": stripe(26, 12),
  "twill-stripe": {
    w: 7,
    h: 2,
    stripes: true,
    body: (c2, _c1, h) => (
      <>
        <path d={rect(0, 0, 2.2, h)} fill={c2} opacity={0.85} />
        <path d={rect(4.2, 0, 0.6, h)} fill={c2} opacity={0.6} />
      </>
    ),
  },
  "micro-check": {
    w: 2.4,
    h: 2.4,
    body: (c2) => <path d={rect(0, 0, 1.2, 2.4) + rect(1.2, 0, 1.2, 1.2)} fill={c2} opacity={0.55} />,
  },
  gingham: {
    w: 7,
    h: 7,
    body: (c2) => (
      <>
        <path d={rect(0, 0, 3.5, 7)} fill={c2} opacity={0.5} />
        <path d={rect(0, 0, 7, 3.5)} fill={c2} opacity={0.5} />
      </>
    ),
  },
  tattersall: {
    w: 10,
    h: 10,
    body: (c2, c1) => (
      <>
        <path d={rect(0, 0, 0.8, 10) + rect(0.8, 0, 9.2, 0.8)} fill={c2} />
        <path d={rect(5, 0, 0.6, 10) + rect(0, 5, 5, 0.6) + rect(5.6, 5, 4.4, 0.6)} fill={mix(c2, c1, 0.45)} />
      </>
    ),
  },
  windowpane: {
    w: 28,
    h: 28,
    body: (c2) => <path d={rect(0, 0, 0.8, 28) + rect(0.8, 0, 27.2, 0.8)} fill={c2} />,
  },
  "prince-of-wales": {
    w: 24,
    h: 24,
    body: (c2, c1) => (
      <>
        <path d={GLEN} fill={c2} opacity={0.42} />
        <path
          d={rect(0, 0, 0.35, 24) + rect(0.35, 0, 23.65, 0.35)}
          fill={mix(c2, luminance(c1) > 0.4 ? "#8a2f3a" : "#d9c48a", 0.55)}
        />
      </>
    ),
  },
  houndstooth: { w: 4, h: 4, body: (c2) => <path d={HOUNDSTOOTH} fill={c2} /> },
  dots: {
    w: 5,
    h: 5,
    body: (c2) => (
      <path
        d="M1.8 1.25a.55.55 0 1 1-1.1 0a.55.55 0 1 1 1.1 0M4.3 3.75a.55.55 0 1 1-1.1 0a.55.55 0 1 1 1.1 0"
        fill={c2}
      />
    ),
  },
};

const ln = (d: string, color: string, opacity: number, width: number) => (
  <path d={d} stroke={color} opacity={opacity} strokeWidth={width} fill="none" />
);
const fl = (d: string, color: string, opacity: number) => <path d={d} fill={color} opacity={opacity} />;

const K = "#000";
const W = "#fff";

/** Weave drawing keys: a faint overlay of light and dark threads over the colours. */
export const textures: Record<string, Tile & { sheen?: number; lighten?: number }> = {
  poplin: {
    w: 0.8,
    h: 0.8,
    body: () => (
      <>
        {ln("M0 .2H.8", K, 0.07, 0.25)}
        {ln("M0 .6H.8", W, 0.1, 0.25)}
      </>
    ),
  },
  twill: {
    w: 2,
    h: 2,
    body: () => (
      <>
        {ln("M0 2L2 0M-1 1L1-1M1 3L3 1", K, 0.1, 0.45)}
        {ln("M0 1L1 0M1 2L2 1", W, 0.12, 0.35)}
      </>
    ),
  },
  oxford: {
    w: 2,
    h: 2,
    body: () => (
      <>
        {fl(`${rect(0.05, 0.1, 0.9, 0.8)}${rect(1.05, 1.1, 0.9, 0.8)}`, W, 0.2)}
        {fl(`${rect(1.05, 0.1, 0.9, 0.8)}${rect(0.05, 1.1, 0.9, 0.8)}`, K, 0.06)}
      </>
    ),
  },
  pinpoint: {
    w: 1.2,
    h: 1.2,
    body: () => (
      <>
        {fl(`${rect(0, 0, 0.55, 0.5)}${rect(0.6, 0.6, 0.55, 0.5)}`, W, 0.14)}
        {fl(`${rect(0.6, 0, 0.55, 0.5)}${rect(0, 0.6, 0.55, 0.5)}`, K, 0.05)}
      </>
    ),
  },
  "royal-oxford": {
    w: 3,
    h: 3,
    sheen: 0.12,
    body: () => (
      <>
        {fl(
          "M.2 .3h1.1a.2.2 0 0 1 0 .9h-1.1a.2.2 0 0 1 0-.9zM1.7 1.8h1.1a.2.2 0 0 1 0 .9h-1.1a.2.2 0 0 1 0-.9z",
          W,
          0.26,
        )}
        {fl(`${rect(1.6, 0.35, 1.3, 0.8)}${rect(0.1, 1.85, 1.3, 0.8)}`, K, 0.07)}
      </>
    ),
  },
  linen: {
    w: 16,
    h: 12,
    body: () => (
      <>
        {ln("M2.5 0v12M6.1 0v12M8.8 0v12M13.6 0v12M0 4.1h16M0 8.3h16", K, 0.045, 0.3)}
        <path
          d="M1 1.5h4.2M9 3.2h2.6M3 5.6h6.3M12 7.1h2.2M0 9.4h3.4M7 10.3h5.4M13 .4h2.5M4.5 11.6h1.6M10.4 .9h1.2M14.2 4.5h1.4"
          stroke={K}
          opacity={0.08}
          strokeWidth={0.42}
          strokeLinecap="round"
        />
        <path
          d="M5 2.6h3.6M11 5h3.4M1 7.5h4.6M8.5 8.6h2.4M2 11.2h2.7M14 1.8h1.5M6.6 6.4h1.2M12.6 10.9h2.1"
          stroke={W}
          opacity={0.2}
          strokeWidth={0.38}
          strokeLinecap="round"
        />
      </>
    ),
  },
  flannel: {
    w: 9,
    h: 7,
    lighten: 0.05,
    body: () => (
      <>
        {fl(
          `${dot(1.4, 1.6, 1.5)}${dot(5.2, 2.9, 1.9)}${dot(2.6, 5.3, 1.2)}${dot(7.6, 5.6, 1.3)}${dot(8.4, 0.9, 0.9)}`,
          W,
          0.06,
        )}
        {fl(`${dot(3.6, 1.1, 1)}${dot(7.3, 3.2, 0.9)}${dot(0.9, 3.9, 1)}${dot(5.1, 6.2, 1.1)}`, K, 0.045)}
        {ln(
          "M.3 3.1l.8-.3M3.2 .5l.6.4M2.6 5.4l.9-.2M5.1 2.7l.5.5M7.2 1.8l.7.3M6.4 4.6l.6-.4M1.4 6.4l.8.2M8.1 6.5l.5-.5",
          W,
          0.22,
          0.18,
        )}
      </>
    ),
  },
  "end-on-end": {
    w: 1,
    h: 0.8,
    body: () => (
      <>
        {fl(`${rect(0, 0, 0.5, 0.4)}${rect(0.5, 0.4, 0.5, 0.4)}`, W, 0.3)}
        {fl(`${rect(0.5, 0, 0.5, 0.4)}`, K, 0.05)}
      </>
    ),
  },
  dobby: {
    w: 4,
    h: 4,
    body: () => (
      <>
        {ln("M2 .9L3.1 2L2 3.1L.9 2Z", W, 0.45, 0.3)}
        {ln("M2 1.3L2.7 2L2 2.7L1.3 2Z", K, 0.1, 0.25)}
        {fl("M0 0h.5v.5H0zM3.5 0h.5v.5h-.5zM0 3.5h.5V4H0zM3.5 3.5h.5V4h-.5z", K, 0.08)}
      </>
    ),
  },
  herringbone: {
    w: 4,
    h: 2,
    body: () => (
      <>
        {ln("M0 1L1 0M0 2L2 0M1 2L2 1M2 0L3 1M2 1L3 2M3 0L4 1M2 .001L4 2", K, 0.14, 0.36)}
        {ln("M2 0v2", W, 0.18, 0.2)}
      </>
    ),
  },
  chambray: {
    w: 3,
    h: 3,
    body: () => (
      <>
        {ln("M0 3L3 0M-1 1L1-1M2 4L4 2", K, 0.05, 0.4)}
        {ln("M.2 .6h.8M1.8 1.4h.9M.5 2.4h.7M2.2 2.8h.6M2.4.2h.4", W, 0.4, 0.3)}
      </>
    ),
  },
  denim: {
    w: 1.6,
    h: 1.6,
    body: () => (
      <>
        {ln("M0 1.6L1.6 0M-.8.8L.8-.8M.8 2.4L2.4.8", W, 0.24, 0.45)}
        {ln("M0 .8L.8 0M.8 1.6L1.6.8", K, 0.12, 0.3)}
      </>
    ),
  },
  seersucker: {
    w: 6,
    h: 1.5,
    body: () => (
      <>
        {ln("M0 .4Q.75 0 1.5 .4T3 .4M0 1.15Q.75 .75 1.5 1.15T3 1.15", K, 0.12, 0.3)}
        {ln("M0 .75Q.75 .35 1.5 .75T3 .75", W, 0.28, 0.3)}
        {fl(rect(3, 0, 3, 1.5), W, 0.08)}
        {ln("M3 0v1.5M6 0v1.5", K, 0.06, 0.2)}
      </>
    ),
  },
  satin: {
    w: 1,
    h: 0.6,
    sheen: 0.3,
    body: () => ln("M0 .3H1", W, 0.12, 0.2),
  },
  voile: {
    w: 1.2,
    h: 1.2,
    lighten: 0.08,
    body: () => ln("M0 .6H1.2M.6 0V1.2", W, 0.32, 0.3),
  },
};

const DEFAULT_TEXTURE = "poplin";

type ClothVariant = {
  /** Degrees: 90 turns stripes across (yoke), a few degrees follows a sleeve. */
  rot?: number;
  /** Extra scale factor. */
  f?: number;
};

export type ClothOptions = {
  /** User units per millimetre of cloth. */
  k: number;
  /** How much the weave is enlarged relative to the motif, so it reads at small scales. */
  m?: number;
  /** Pattern origin, e.g. the centre front so stripes sit symmetrically. */
  ox?: number;
  oy?: number;
  /** Extra fills that reuse the same tile (href) at another angle or scale. */
  variants?: Record<string, ClothVariant>;
};

export type Cloth = {
  /** Pattern elements, to place inside <defs>. */
  defs: ReactNode;
  /** fill="url(#...)" of the cloth. */
  fill: string;
  /** fill of each requested variant. */
  variant: Record<string, string>;
  /** Ground colour (for shading decisions). */
  ground: string;
  /** Strength of a satin-like sheen to add in shading, 0 for none. */
  sheen: number;
  /** True when the fabric is dark, so seams and stitching should be light. */
  dark: boolean;
};

/** Ground and motif colours as drawn. */
function fabricColours(fabric: FabricLook): { c1: string; c2: string } {
  const c1 = safeHex(fabric.primaryHex, "#f4f4f2");
  const dark = luminance(c1) < 0.25;
  const c2 = safeHex(fabric.secondaryHex, mix(c1, dark ? "#ffffff" : "#1f2b44", 0.45));
  return { c1, c2 };
}

/**
 * The pattern definitions of a fabric under the ids `${id}c` (cloth), `${id}w` (weave, when
 * nested) and `${id}${variantKey}`.
 */
export function cloth(fabric: FabricLook, id: string, opts: ClothOptions): Cloth {
  const motif = lookup(motifs, fabric.pattern) ?? null;
  const tex = lookup(textures, fabric.texture) ?? textures[DEFAULT_TEXTURE]!;
  const { c1, c2 } = fabricColours(fabric);
  const ground = tex.lighten ? mix(c1, "#ffffff", tex.lighten) : c1;
  const m = opts.m ?? 1;
  const ox = opts.ox ?? 0;
  const oy = opts.oy ?? 0;

  let base: number;
  let tile: ReactNode;
  let w: number;
  let h: number;
  let weave: ReactNode = null;
  if (!motif) {
    base = opts.k * m;
    w = tex.w;
    h = tex.h;
    tile = (
      <>
        <rect width={w} height={h} fill={ground} />
        {tex.body(c2, c1, tex.h)}
      </>
    );
  } else {
    base = opts.k;
    w = motif.w;
    const th = tex.h * m;
    h = motif.stripes ? th * Math.max(1, Math.round(4 / th)) : motif.h;
    const nx = Math.max(1, Math.round(w / (tex.w * m)));
    const ny = Math.max(1, Math.round(h / th));
    const sx = w / nx / tex.w;
    const sy = h / ny / tex.h;
    weave = (
      <pattern
        id={`${id}w`}
        width={tex.w}
        height={tex.h}
        patternUnits="userSpaceOnUse"
        patternTransform={`scale(${Number(sx.toFixed(4))} ${Number(sy.toFixed(4))})`}
      >
        {tex.body(c2, c1, tex.h)}
      </pattern>
    );
    tile = (
      <>
        <rect width={w} height={h} fill={ground} />
        {motif.body(c2, c1, h)}
        <rect width={w} height={h} fill={`url(#${id}w)`} />
      </>
    );
  }
  const transform = (v: ClothVariant = {}) =>
    `${v.rot ? `rotate(${num(v.rot)} ${num(ox)} ${num(oy)}) ` : ""}translate(${num(ox)} ${num(oy)}) scale(${Number((base * (v.f ?? 1)).toFixed(3))})`;
  const variant: Record<string, string> = {};
  const variants = Object.entries(opts.variants ?? {});
  for (const [key] of variants) variant[key] = `url(#${id}${key})`;
  const defs = (
    <>
      {weave}
      <pattern
        id={`${id}c`}
        width={num(w)}
        height={Number(h.toFixed(3))}
        patternUnits="userSpaceOnUse"
        patternTransform={transform()}
      >
        {tile}
      </pattern>
      {variants.map(([key, v]) => (
        <pattern key={key} id={`${id}${key}`} href={`#${id}c`} patternTransform={transform(v)} />
      ))}
    </>
  );
  return { defs, fill: `url(#${id}c)`, variant, ground: c1, sheen: tex.sheen ?? 0, dark: luminance(c1) < 0.2 };
}
