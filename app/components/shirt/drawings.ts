import { backs } from "./backs";
import { bottoms } from "./bottoms";
import { buttons } from "./buttons";
import { collars } from "./collars";
import { cuffs } from "./cuffs";
import { positions, symbols } from "./embroidery";
import { motifs, textures } from "./fabricPattern";
import { plackets } from "./plackets";
import { pockets } from "./pockets";

/** Every family of drawing keys the shirt drawings understand. */
export type DrawingFamily =
  | "collar"
  | "cuff"
  | "pocket"
  | "placket"
  | "back"
  | "bottom"
  | "button"
  | "embroidery-symbol"
  | "embroidery-position"
  | "motif"
  | "texture";

const maps: Record<DrawingFamily, Record<string, unknown>> = {
  collar: collars,
  cuff: cuffs,
  pocket: pockets,
  placket: plackets,
  back: backs,
  bottom: bottoms,
  button: buttons,
  "embroidery-symbol": symbols,
  "embroidery-position": positions,
  motif: motifs,
  texture: textures,
};

/**
 * True when `key` has its own drawing in `family`; false when the drawings would fall back
 * to the family's default (an unknown key never breaks a page, it is drawn as the default).
 */
export function hasDrawing(family: DrawingFamily, key: string): boolean {
  return Object.hasOwn(maps[family], key);
}
