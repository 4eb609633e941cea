import type { ReactNode } from "react";
import type { EmbroideryLook } from "~/modules/design/look";
import { contrast, lookup, luminance, num, path, safeHex, tf } from "./geometry";

/*
 * Monograms: the embroidered symbols (drawn in a 20 x 20 box centred on the origin, with
 * absolute M/L/C/Q/Z commands so they can be placed at any scale) and the positions.
 */

type Glyph = { d: string; stroke?: number };

const circle = (cx: number, cy: number, r: number) => {
  const k = r * 1.333;
  return `M${cx - r} ${cy}C${cx - r} ${cy - k} ${cx + r} ${cy - k} ${cx + r} ${cy}C${cx + r} ${cy + k} ${cx - r} ${cy + k} ${cx - r} ${cy}Z`;
};

const star = (() => {
  let d = "";
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? 10 : 4.1;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    d += `${i === 0 ? "M" : "L"}${(Math.cos(a) * r).toFixed(2)} ${(Math.sin(a) * r + 0.8).toFixed(2)}`;
  }
  return `${d}Z`;
})();

/** Embroidery symbol drawing keys ("none" draws nothing). */
export const symbols: Record<string, Glyph | null> = {
  none: null,
  anchor: {
    d: `${circle(0, -7.2, 2.1)}M0 -5.1L0 8.6M-4.6 -2.6L4.6 -2.6M-8 2.6C-7 7.2 -3.6 8.6 0 8.6C3.6 8.6 7 7.2 8 2.6M-8 2.6L-9.6 5M-8 2.6L-5.4 3.4M8 2.6L9.6 5M8 2.6L5.4 3.4`,
    stroke: 1.8,
  },
  crown: { d: "M-8 5L-9.6 -5.2L-4.4 -.4L0 -8.4L4.4 -.4L9.6 -5.2L8 5ZM-8 6.6L8 6.6L8 9.2L-8 9.2Z" },
  star: { d: star },
  heart: { d: "M0 8.5C-10.5 1.5 -9.5 -7 -4 -7.6C-1.8 -7.8 0 -6 0 -4.4C0 -6 1.8 -7.8 4 -7.6C9.5 -7 10.5 1.5 0 8.5Z" },
  clover: {
    d: `${circle(-3.4, -3.6, 3.5)}${circle(3.4, -3.6, 3.5)}${circle(-3.4, 3.2, 3.5)}${circle(3.4, 3.2, 3.5)}M-1 0L1 0L5 10L3.4 10.4Z`,
  },
  "fleur-de-lis": {
    d: "M0 -10C3.2 -6 3.4 -2 0 3C-3.4 -2 -3.2 -6 0 -10ZM1 3C2 -1 5 -4.2 8 -3.2C10.2 -2.2 9.6 1.2 7.4 1.2C8 -1 6 -1.2 5 0C3.8 1.4 3.5 2.6 3.4 3.6ZM-1 3C-2 -1 -5 -4.2 -8 -3.2C-10.2 -2.2 -9.6 1.2 -7.4 1.2C-8 -1 -6 -1.2 -5 0C-3.8 1.4 -3.5 2.6 -3.4 3.6ZM-5.6 3.4L5.6 3.4L5.6 5.4L-5.6 5.4ZM-2.6 5.4C-2.6 8 -1.2 9 0 10C1.2 9 2.6 8 2.6 5.4Z",
  },
  horseshoe: { d: "M-5.4 -7.6C-10.6 -1 -8.4 8 0 8C8.4 8 10.6 -1 5.4 -7.6", stroke: 3.4 },
};

export function symbolGlyph(key: string, x: number, y: number, size: number, color: string): ReactNode {
  const s = lookup(symbols, key);
  if (!s) return null;
  const d = path(tf(x, y, size / 20), s.d);
  return s.stroke ? (
    <path
      d={d}
      fill="none"
      stroke={color}
      strokeWidth={num((s.stroke * size) / 20)}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  ) : (
    <path d={d} fill={color} stroke="none" />
  );
}

/** Embroidery position drawing keys: on the chest beside a button, on the hem, or on a cuff. */
export const positions: Record<string, "second-button" | "fourth-button" | "hem" | "left-cuff" | "right-cuff"> = {
  "second-button": "second-button",
  "fourth-button": "fourth-button",
  hem: "hem",
  "left-cuff": "left-cuff",
  "right-cuff": "right-cuff",
};

/**
 * The monogram text (and its symbol before it) at (x, y), y being the vertical centre.
 * `anchor` says whether x is where it starts or its middle; deg rotates it about (x, y).
 */
export function monogram(
  e: EmbroideryLook,
  x: number,
  y: number,
  size: number,
  ground: string,
  anchor: "start" | "middle" = "start",
  deg = 0,
): ReactNode {
  const hex = safeHex(e.hex, "#1f2b44");
  const symHex = safeHex(e.symbolHex, hex);
  const text = e.text.slice(0, 12);
  const hasSym = !!lookup(symbols, e.symbol);
  if (!text && !hasSym) return null;
  const symW = hasSym ? size * 1.05 : 0;
  const gap = hasSym && text ? size * 0.3 : 0;
  const textW = text.length * size * 0.56;
  const x0 = anchor === "middle" ? x - (symW + gap + textW) / 2 : x;
  const low = contrast(hex, ground) < 1.6;
  const halo = luminance(hex) > 0.45 ? "#000" : "#fff";
  const body = (
    <>
      {hasSym ? symbolGlyph(e.symbol!, x0 + symW / 2, y, symW, symHex) : null}
      {text ? (
        <text
          x={num(x0 + symW + gap)}
          y={num(y + size * 0.34)}
          fontFamily={e.fontFamily}
          fontSize={num(size)}
          fill={hex}
          {...(low
            ? { stroke: halo, strokeOpacity: 0.35, strokeWidth: num(size * 0.07), paintOrder: "stroke" }
            : { stroke: "none" })}
        >
          {text}
        </text>
      ) : null}
    </>
  );
  return deg ? <g transform={`rotate(${num(deg)} ${num(x)} ${num(y)})`}>{body}</g> : body;
}
