import { type ReactNode, useId } from "react";
import type { FabricLook, ShirtLook } from "~/modules/design/look";
import { buttons } from "./buttons";
import { collarFor } from "./collars";
import { cuffFor, gauntlet } from "./cuffs";
import type { DrawingFamily } from "./drawings";
import { symbolGlyph } from "./embroidery";
import { cloth } from "./fabricPattern";
import { lookup, num, path, svgId, type Tf, tf } from "./geometry";
import { clothPaint, lineArt, NAVY, Outlined, type Paint, piece } from "./paint";
import { placketFor } from "./plackets";
import { pocketFor } from "./pockets";
import { backScene, COLLAR_AT, frontScene, positionPoint, SLEEVE_ANGLE } from "./scenes";

/** The option families the configurator shows as cards: every drawing family but the cloth's. */
export type OptionFamily = Exclude<DrawingFamily, "motif" | "texture">;

const ACCENT = "#b9975b";

/** A neutral shirt the icons vary one option of. */
const BASE: ShirtLook = {
  fabric: { pattern: "plain", texture: "poplin", primaryHex: "#ffffff", secondaryHex: null, name: "" },
  collar: "classic",
  cuff: "single-button",
  pocket: "none",
  placket: "standard",
  back: "plain",
  bottom: "curved",
  buttonHex: "#ffffff",
  embroidery: null,
  labels: { collar: "", cuff: "" },
};

/** Each family: its viewBox, outline width in that viewBox, and the drawing. */
type IconDef = { box: string; sw: number; k: number; draw: (key: string, p: Paint) => ReactNode };

/** Front-view coordinates (x relative to the centre line) mapped into an icon frame. */
const front = (x: number, y: number, k: number): Tf => tf(x, y - 28 * k, k);

const collarIcon: IconDef = {
  box: "0 0 64 64",
  sw: 1.3,
  k: 0.75,
  draw: (key, p) => {
    const s = 0.47;
    const t = tf(32, 10, s);
    const f = front(32, 10, s / COLLAR_AT.s);
    const collar = collarFor(key);
    return (
      <>
        {piece(path(t, "M0 6C-30 6 -52 8 -58 24L-84 33L-84 140L84 140L84 33L58 24C52 8 30 6 0 6Z"), p.cloth, p)}
        {placketFor("standard")(f, p, p.cloth, 28 + COLLAR_AT.s * collar.placketTop - 1, 140, [92])}
        {collar.draw(t, p, p.cloth)}
      </>
    );
  },
};

const cuffIcon: IconDef = {
  box: "0 0 64 64",
  sw: 1.3,
  k: 0.8,
  draw: (key, p) => {
    const t = tf(27, 22, 0.6);
    return (
      <>
        {piece(path(t, "M-46 -60L-36 3L36 3L46 -60Z"), p.cloth, p)}
        {gauntlet(t, p, p.cloth)}
        {cuffFor(key).draw(t, p, p.cloth)}
      </>
    );
  },
};

const pocketIcon: IconDef = {
  box: "0 0 64 64",
  sw: 1.3,
  k: 0.8,
  draw: (key, p) => {
    const pocket = pocketFor(key);
    return (
      <>
        <rect x="-1" y="-1" width="66" height="66" fill={p.cloth} stroke="none" />
        {placketFor("standard")(tf(9, 0, 1.1), p, p.cloth, -2, 66, [6, 46])}
        {pocket ? pocket(tf(38, 10, 1.05), p, p.cloth) : null}
      </>
    );
  },
};

const placketIcon: IconDef = {
  box: "0 0 64 64",
  sw: 1.3,
  k: 0.8,
  draw: (key, p) => {
    const k = 0.7;
    const f = front(32, 8, k);
    const collar = collarFor("band");
    return (
      <>
        {piece(path(f, "M-60 35L-30 30L0 29L30 30L60 35L60 130L-60 130Z"), p.cloth, p)}
        {placketFor(key)(f, p, p.cloth, 28 + COLLAR_AT.s * collar.placketTop - 1, 130, [60, 95])}
        {collar.draw(tf(32, 8, COLLAR_AT.s * k), p, p.cloth)}
      </>
    );
  },
};

const backIcon: IconDef = {
  box: "60 24 280 280",
  sw: 4.2,
  k: 2,
  draw: (key, p) => backScene({ ...BASE, back: key, collar: "band" }, p),
};

const bottomIcon: IconDef = {
  box: "60 170 280 280",
  sw: 4,
  k: 1.8,
  draw: (key, p) => frontScene({ ...BASE, bottom: key }, p),
};

const positionIcon: IconDef = {
  box: "-10 14 420 420",
  sw: 5,
  k: 2.2,
  draw: (key, p) => {
    const [x, y] = positionPoint(key);
    return (
      <>
        {frontScene({ ...BASE, collar: "band" }, p)}
        <circle cx={num(x)} cy={num(y)} r="22" fill={ACCENT} stroke="#fff" strokeWidth="4" />
        <path
          d={`M${num(x - 7)} ${num(y + 8)}L${num(x)} ${num(y - 10)}L${num(x + 7)} ${num(y + 8)}M${num(x - 4.5)} ${num(y + 2)}L${num(x + 4.5)} ${num(y + 2)}`}
          fill="none"
          stroke="#fff"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </>
    );
  },
};

const buttonIcon: IconDef = {
  box: "0 0 64 64",
  sw: 1.6,
  k: 1,
  draw: (key, p) => {
    const b = lookup(buttons, key);
    const fill = b?.hex ?? p.button;
    const dark = b ? ["navy", "black", "horn-brown"].includes(key) : false;
    const holes = dark ? "rgba(255,255,255,.55)" : NAVY;
    return (
      <>
        <circle cx="32" cy="32" r="24" fill={fill} stroke={NAVY} strokeWidth={p.sw} />
        <circle
          cx="32"
          cy="32"
          r="18.5"
          fill="none"
          stroke={dark ? "rgba(255,255,255,.35)" : NAVY}
          strokeOpacity={dark ? 1 : 0.35}
          strokeWidth="1.2"
        />
        {b?.pearl ? (
          <path d="M18 24Q24 14 36 13" fill="none" stroke="#cfd8e6" strokeWidth="3" strokeLinecap="round" />
        ) : null}
        <path
          d="M26.5 26.5h.01M37.5 26.5h.01M26.5 37.5h.01M37.5 37.5h.01"
          stroke={holes}
          strokeWidth="5"
          strokeLinecap="round"
        />
      </>
    );
  },
};

const symbolIcon: IconDef = {
  box: "0 0 64 64",
  sw: 1.6,
  k: 1,
  draw: (key) =>
    symbolGlyph(key, 32, 32, 40, NAVY) ?? (
      <g fill="none" stroke={NAVY} strokeOpacity=".45" strokeWidth="2">
        <circle cx="32" cy="32" r="16" />
        <path d="M20.7 43.3L43.3 20.7" />
      </g>
    ),
};

const icons: Record<OptionFamily, IconDef> = {
  collar: collarIcon,
  cuff: cuffIcon,
  pocket: pocketIcon,
  placket: placketIcon,
  back: backIcon,
  bottom: bottomIcon,
  button: buttonIcon,
  "embroidery-symbol": symbolIcon,
  "embroidery-position": positionIcon,
};

/**
 * A small picture of one option for the configurator cards: navy line art on white, or in
 * the shirt's own cloth when `fabric` is given. Decorative: the card carries the name.
 */
export function OptionIcon({
  family,
  drawing,
  fabric,
  className,
}: {
  family: OptionFamily;
  drawing: string;
  fabric?: FabricLook | null;
  className?: string;
}) {
  const id = svgId(useId());
  const def = icons[family] ?? collarIcon;
  let defs: ReactNode = null;
  let p = lineArt(def.sw);
  if (fabric) {
    const c = cloth(fabric, id, {
      k: def.k,
      m: 1.6,
      ox: 32,
      variants: { t: { rot: 90 }, l: { rot: SLEEVE_ANGLE }, r: { rot: -SLEEVE_ANGLE } },
    });
    defs = <defs>{c.defs}</defs>;
    p = clothPaint(
      { cloth: c.fill, yoke: c.variant.t!, sleeveL: c.variant.l!, sleeveR: c.variant.r! },
      c.ground,
      "#f4f1ea",
      def.sw,
      false,
    );
    p = { ...p, shadeOp: 0 };
  }
  return (
    <svg viewBox={def.box} className={className} aria-hidden="true" focusable="false">
      {defs}
      <Outlined p={p}>{def.draw(drawing, p)}</Outlined>
    </svg>
  );
}
