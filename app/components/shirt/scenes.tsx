import type { ReactNode } from "react";
import type { ShirtLook } from "~/modules/design/look";
import { backFor } from "./backs";
import { bottomFor, type HemShape } from "./bottoms";
import { collarFor } from "./collars";
import { type CuffDef, cuffFor, gauntlet } from "./cuffs";
import { monogram } from "./embroidery";
import { type Pt, path, pt, type Tf, tf } from "./geometry";
import { mirrorX, type Paint, piece, type Seg, seam, shadow, symmetric } from "./paint";
import { placketFor } from "./plackets";
import { pocketFor } from "./pockets";
import type { ShirtView } from "./types";

/*
 * The shirt laid flat. Front and back share one silhouette in a 400 x 440 frame whose
 * centre line is x = 200; outlines are written with x relative to that centre line and
 * mirrored. The collar close-up is the front view seen through a smaller viewBox, so its
 * cloth is at the same scale; the cuff close-up is drawn on its own.
 */

export const VIEW_BOX: Record<ShirtView, string> = {
  front: "0 0 400 440",
  back: "0 0 400 440",
  collar: "152 14 96 105.6",
  cuff: "0 0 200 220",
};

/** Cloth scale (user units per mm) and weave enlargement per view. */
export const CLOTH_SCALE: Record<ShirtView, { k: number; m: number }> = {
  front: { k: 0.75, m: 2.2 },
  back: { k: 0.75, m: 2.2 },
  collar: { k: 0.75, m: 1 },
  cuff: { k: 1.05, m: 1.2 },
};

/** Outline width per view. */
export const LINE_WIDTH: Record<ShirtView, number> = { front: 1.2, back: 1.2, collar: 0.36, cuff: 0.75 };

/** Horizontal extent of the volume shading gradient per view. */
export const VOLUME_X: Record<ShirtView, readonly [number, number]> = {
  front: [84, 316],
  back: [84, 316],
  collar: [84, 316],
  cuff: [14, 186],
};

/** Angle of the sleeves' axis from the vertical, degrees (the sleeve cloth follows it). */
export const SLEEVE_ANGLE = 15;

const C = tf(200, 0, 1);
/** Where the collar's local frame sits on the front view, and its scale. */
export const COLLAR_AT = { x: 200, y: 28, s: 0.62 } as const;
const COLLAR_T = tf(COLLAR_AT.x, COLLAR_AT.y, COLLAR_AT.s);

const SP: Pt = [-100, 64];
const UA: Pt = [-116, 158];
const CO: Pt = [-184, 312];
const CI: Pt = [-142, 320];

const CUFF_DEG = (Math.atan2(CI[1] - CO[1], CI[0] - CO[0]) * 180) / Math.PI;
const CUFF_S = Math.hypot(CI[0] - CO[0], CI[1] - CO[1]) / 72;
const CUFF_X = (CO[0] + CI[0]) / 2;
const CUFF_Y = (CO[1] + CI[1]) / 2;

/** Cuff frames: L is on the viewer's left (the wearer's right sleeve on the front view). */
function cuffFrames(front: boolean): { L: Tf; R: Tf } {
  return {
    L: tf(200 + CUFF_X, CUFF_Y, CUFF_S, CUFF_DEG, front),
    R: tf(200 - CUFF_X, CUFF_Y, CUFF_S, -CUFF_DEG, !front),
  };
}

const SLEEVE = "M-100 64C-122 112 -168 226 -184.4 314L-142.4 322C-138 262 -128 200 -116 158C-103 138 -103 100 -100 64Z";
const SLEEVE_SHADE = "M-142.4 322C-138 262 -128 200 -116 158L-122 188C-131 230 -140 275 -149 320Z";

/** Buttons down the front, by y, in the front frame (the collar band button is the first). */
const FRONT_BUTTONS = [92, 137, 182, 227, 272, 317, 362];

const START_FRONT: Pt = [0, 31.7];
const NECK_FRONT: Seg[] = [["C", [-18.6, 31.7], [-32.2, 33], [-36, 42.9]]];
const START_BACK: Pt = [0, 34];
const NECK_BACK: Seg[] = [["C", [-18, 34], [-30, 38], [-36, 42.9]]];

function outline(start: Pt, neck: Seg[], hem: HemShape): string {
  const segs: Seg[] = [
    ...neck,
    ["L", SP],
    ["C", [-103, 100], [-103, 138], UA],
    ["C", [-112, 210], [-109, 240], [-109, 262]],
    ["C", [-109, 300], [-112, 330], [-112, hem.side]],
    ...hem.segs(hem.side, hem.centre),
  ];
  return symmetric(start, segs, 0);
}

function ventLines(hem: HemShape): string {
  return hem.vent ? `M-112 ${hem.side - 12}L-107.5 ${hem.side + 1.5}` : "";
}

function both(t: Tf, d: string): string {
  return d ? path(t, d) + path(t, mirrorX(d)) : "";
}

function cuffText(look: ShirtLook, cuff: CuffDef, t: Tf, size: number, p: Paint): ReactNode {
  const e = look.embroidery;
  if (!e) return null;
  const [x, y] = pt(t, cuff.textX, cuff.h / 2 + 1.6);
  return monogram(e, x, y, size * t.s, p.ground, "middle", t.deg);
}

/** Where a monogram sits on the front view (page coordinates), for the position icons. */
export function positionPoint(position: string): Pt {
  const { L, R } = cuffFrames(true);
  if (position === "left-cuff") return pt(R, -4, 20);
  if (position === "right-cuff") return pt(L, -4, 20);
  if (position === "hem") return [224, 370];
  if (position === "fourth-button") return [222, FRONT_BUTTONS[2]!];
  return [222, FRONT_BUTTONS[0]!];
}

export function frontScene(look: ShirtLook, p: Paint): ReactNode {
  const bottom = bottomFor(look.bottom).front;
  const collar = collarFor(look.collar);
  const cuff = cuffFor(look.cuff);
  const pocket = pocketFor(look.pocket);
  const { L, R } = cuffFrames(true);
  const placketTop = 28 + 0.62 * collar.placketTop - 1;
  const ys = FRONT_BUTTONS.filter((y) => y < bottom.centre - 24);
  const e = look.embroidery;
  return (
    <>
      {piece(path(C, SLEEVE), p.sleeveL, p)}
      {piece(path(C, mirrorX(SLEEVE)), p.sleeveR, p)}
      {shadow(both(C, SLEEVE_SHADE), p)}
      {cuff.draw(L, p, p.sleeveL)}
      {cuff.draw(R, p, p.sleeveR)}
      {piece(path(C, outline(START_FRONT, NECK_FRONT, bottom)), p.cloth, p)}
      {p.volume ? <path d={path(C, outline(START_FRONT, NECK_FRONT, bottom))} fill={p.volume} stroke="none" /> : null}
      {seam(both(C, ventLines(bottom)), p, 0.8)}
      {placketFor(look.placket)(C, p, p.cloth, placketTop, bottom.centre, ys)}
      {pocket ? pocket(tf(246, 116, 1.4), p, p.cloth) : null}
      {collar.draw(COLLAR_T, p, p.cloth)}
      {e?.position === "second-button" ? monogram(e, 210.5, FRONT_BUTTONS[0]!, 8.5, p.ground) : null}
      {e?.position === "fourth-button" ? monogram(e, 210.5, FRONT_BUTTONS[2]!, 8.5, p.ground) : null}
      {e?.position === "hem" ? monogram(e, 214, bottom.centre - 26, 8.5, p.ground) : null}
      {e?.position === "left-cuff" ? cuffText(look, cuff, R, 12, p) : null}
      {e?.position === "right-cuff" ? cuffText(look, cuff, L, 12, p) : null}
    </>
  );
}

const YOKE_Y = 100;
const YOKE_SEGS: Seg[] = [...NECK_BACK, ["L", SP], ["Q", [-103, 80], [-102.3, 96.5]], ["Q", [-52, 101], [0, YOKE_Y]]];
const YOKE_SHADE = "M-102.3 96.5Q-52 101 0 100L0 104Q-52 105 -102.6 100.5Z";

export function backScene(look: ShirtLook, p: Paint): ReactNode {
  const bottom = bottomFor(look.bottom).back;
  const collar = collarFor(look.collar);
  const cuff = cuffFor(look.cuff);
  const back = backFor(look.back);
  const { L, R } = cuffFrames(false);
  return (
    <>
      {piece(path(C, SLEEVE), p.sleeveL, p)}
      {piece(path(C, mirrorX(SLEEVE)), p.sleeveR, p)}
      {shadow(both(C, SLEEVE_SHADE), p)}
      {gauntlet(L, p, p.sleeveL)}
      {gauntlet(R, p, p.sleeveR)}
      {cuff.draw(L, p, p.sleeveL)}
      {cuff.draw(R, p, p.sleeveR)}
      {piece(path(C, outline(START_BACK, NECK_BACK, bottom)), p.cloth, p)}
      {p.volume ? <path d={path(C, outline(START_BACK, NECK_BACK, bottom))} fill={p.volume} stroke="none" /> : null}
      {seam(both(C, ventLines(bottom)), p, 0.8)}
      {back ? back(tf(200, YOKE_Y, 1), p) : null}
      {shadow(both(C, YOKE_SHADE), p, 1.2)}
      {piece(path(C, symmetric(START_BACK, YOKE_SEGS, 0)), p.yoke, p)}
      {collar.back(COLLAR_T, p, p.cloth)}
    </>
  );
}

const CUFF_SLEEVE = "M-53 -96L-36 3L36 3L53 -96Z";
const CUFF_PLEATS = "M-13 1Q-14 -9 -18 -22M1 2Q0 -9 -3 -18";

/** The cuff close-up: the wearer's right cuff, or the left one (mirrored) when it carries the monogram. */
function cuffScene(look: ShirtLook, p: Paint): ReactNode {
  const cuff = cuffFor(look.cuff);
  const left = look.embroidery?.position === "left-cuff";
  const t = tf(left ? 107 : 93, 112, 1.5, 0, left);
  const onCuff = look.embroidery?.position === "left-cuff" || look.embroidery?.position === "right-cuff";
  return (
    <>
      {piece(path(t, CUFF_SLEEVE), p.cloth, p)}
      {p.volume ? <path d={path(t, CUFF_SLEEVE)} fill={p.volume} stroke="none" /> : null}
      {seam(path(t, CUFF_PLEATS), p, 0.8)}
      {gauntlet(t, p, p.cloth)}
      {cuff.draw(t, p, p.cloth)}
      {onCuff ? cuffText(look, cuff, t, 10, p) : null}
    </>
  );
}

export function scene(view: ShirtView, look: ShirtLook, p: Paint): ReactNode {
  if (view === "back") return backScene(look, p);
  if (view === "cuff") return cuffScene(look, p);
  return frontScene(look, p);
}
