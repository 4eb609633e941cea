/**
 * Small pure helpers shared by every drawing: an affine transform that maps local drawing
 * coordinates to page coordinates (so each option is drawn once and placed at any scale,
 * angle or side without SVG transforms that would also scale the cloth pattern), number
 * rounding to keep the markup short, and colour arithmetic.
 */

/** Rounds to one decimal and prints without a trailing ".0" or a "-0". */
export function num(v: number): string {
  const r = Math.round(v * 10) / 10;
  return r === 0 ? "0" : String(r);
}

export type Pt = readonly [number, number];

/** A 2D affine transform: X = a x + c y + e, Y = b x + d y + f. */
export type Tf = {
  readonly a: number;
  readonly b: number;
  readonly c: number;
  readonly d: number;
  readonly e: number;
  readonly f: number;
  /** Uniform scale factor (for radii and stroke widths). */
  readonly s: number;
  /** Rotation in degrees (for text). */
  readonly deg: number;
};

/** Translate to (x, y), rotate by deg, scale by s, optionally mirror the local x axis. */
export function tf(x = 0, y = 0, s = 1, deg = 0, flip = false): Tf {
  const r = (deg * Math.PI) / 180;
  const cos = Math.cos(r) * s;
  const sin = Math.sin(r) * s;
  const fx = flip ? -1 : 1;
  return { a: cos * fx, b: sin * fx, c: -sin, d: cos, e: x, f: y, s, deg };
}

/** Maps a local point. */
export function pt(t: Tf, x: number, y: number): Pt {
  return [t.a * x + t.c * y + t.e, t.b * x + t.d * y + t.f];
}

const TOKEN = /[MLCQZ]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g;

/**
 * Maps a path written with absolute M, L, C, Q and Z commands only (numbers in pairs)
 * and prints it compactly.
 */
export function path(t: Tf, d: string): string {
  const tokens = d.match(TOKEN) ?? [];
  let out = "";
  let pending: number | null = null;
  for (const tok of tokens) {
    if (tok === "M" || tok === "L" || tok === "C" || tok === "Q" || tok === "Z") {
      out += tok;
      continue;
    }
    const v = Number(tok);
    if (pending === null) {
      pending = v;
    } else {
      const [x, y] = pt(t, pending, v);
      const last = out.at(-1);
      const sep = last === undefined || /[A-Z]/.test(last) ? "" : " ";
      const xs = num(x);
      out += `${sep}${xs} ${num(y)}`;
      pending = null;
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------
// Colour
// ---------------------------------------------------------------------------------------

type Rgb = readonly [number, number, number];

function parseHex(hex: string | null | undefined, fallback: Rgb = [200, 200, 200]): Rgb {
  if (!hex) return fallback;
  const m = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex.trim());
  if (!m?.[1]) return fallback;
  let h = m[1];
  if (h.length === 3) h = h.replace(/./g, (c) => c + c);
  const n = Number.parseInt(h, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, "0");
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Mixes two colours: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** Relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** A normalised '#rrggbb' (lower case), or the fallback when the input is not a colour. */
export function safeHex(hex: string | null | undefined, fallback: string): string {
  return hex && /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.test(hex.trim()) ? toHex(parseHex(hex)) : fallback;
}

/** Turns a React useId() value into something valid inside url(#...) and as an XML id. */
export function svgId(raw: string): string {
  return `s${raw.replace(/[^A-Za-z0-9_-]/g, "_")}`;
}

/** The entry of a drawing map for a key, never an inherited property such as "toString". */
export function lookup<T>(map: Record<string, T>, key: string | null | undefined): T | undefined {
  return key != null && Object.hasOwn(map, key) ? map[key] : undefined;
}
