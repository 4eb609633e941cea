import type { EmbroideryLook, FabricLook, ShirtLook } from "~/components/shirt/types";
import { NO_EMBROIDERY, NO_SYMBOL } from "./constants";
import type { ShirtDesign } from "./design";
import { hasEmbroidery } from "./rules";

/*
 * How a design looks (ShirtPreview's ShirtLook), from the option tables: pure, so the
 * configurator draws a choice in the browser the moment it is made, with the same result
 * the server renders.
 */

export type Option = { id: number; name: string; drawing: string; description: string; active: boolean };
export type Named = { id: number; name: string };

/** Every option family, by id, in display order (inactive options included: old carts still show them). */
export type DesignOptions = {
  collars: Map<number, Option>;
  cuffs: Map<number, Option>;
  pockets: Map<number, Option>;
  plackets: Map<number, Option>;
  backs: Map<number, Option>;
  bottoms: Map<number, Option>;
  buttons: Map<number, Option & { hex: string }>;
  collarBones: Map<number, Named>;
  collarFastnesses: Map<number, Named>;
  embroideryTypes: Map<number, Option>;
  embroideryStyles: Map<number, Option & { fontFamily: string }>;
  embroideryColours: Map<number, Named & { hex: string }>;
  embroiderySymbols: Map<number, Option>;
  embroideryPositions: Map<number, Named & { drawing: string }>;
  weaves: Map<number, Named & { texture: string }>;
  motifs: Map<number, Named & { pattern: string }>;
  colours: Map<number, Named & { hex: string }>;
};

export type FabricLookRow = {
  id: number;
  name: string;
  reference: string;
  weaveId: number;
  motifId: number;
  primaryHex: string;
  secondaryHex: string | null;
  priceCents: number;
};

export function fabricLook(fabric: FabricLookRow, options: DesignOptions): FabricLook {
  return {
    pattern: options.motifs.get(fabric.motifId)?.pattern ?? "plain",
    texture: options.weaves.get(fabric.weaveId)?.texture ?? "poplin",
    primaryHex: fabric.primaryHex,
    secondaryHex: fabric.secondaryHex,
    name: fabric.name,
  };
}

/** "Spread" -> "Spread collar"; "French cuff" stays as it is. */
function withNoun(name: string, noun: string): string {
  return name.toLowerCase().endsWith(noun) ? name : `${name} ${noun}`;
}

function first<T>(map: Map<number, T>): T | undefined {
  return map.values().next().value;
}

function embroideryLook(embroidery: ShirtDesign["embroidery"], options: DesignOptions): EmbroideryLook | null {
  if (!hasEmbroidery(embroidery)) return null;
  const symbol = embroidery.symbolId === NO_SYMBOL ? undefined : options.embroiderySymbols.get(embroidery.symbolId);
  const symbolHex =
    embroidery.symbolColourId === null ? null : (options.embroideryColours.get(embroidery.symbolColourId)?.hex ?? null);
  const colourHex = embroidery.colourId === null ? null : options.embroideryColours.get(embroidery.colourId)?.hex;
  const style = embroidery.styleId === null ? undefined : options.embroideryStyles.get(embroidery.styleId);
  // The position is chosen with a symbol; a text alone goes where the first position says
  // (the level of the second button in the shop's data).
  const position = embroidery.positionId === null ? undefined : options.embroideryPositions.get(embroidery.positionId);
  return {
    text: embroidery.typeId === NO_EMBROIDERY ? "" : embroidery.text,
    fontFamily: style?.fontFamily ?? first(options.embroideryStyles)?.fontFamily ?? "serif",
    hex: colourHex ?? symbolHex ?? "#1F2B44",
    symbol: symbol && symbol.drawing !== "none" ? symbol.drawing : null,
    symbolHex,
    position: (position ?? first(options.embroideryPositions))?.drawing ?? "second-button",
  };
}

/** How ShirtPreview draws a design. */
export function shirtLook(design: ShirtDesign, fabric: FabricLookRow, options: DesignOptions): ShirtLook {
  const collar = options.collars.get(design.collarId);
  const cuff = options.cuffs.get(design.cuffId);
  return {
    fabric: fabricLook(fabric, options),
    collar: collar?.drawing ?? "classic",
    cuff: cuff?.drawing ?? "single-button",
    pocket: options.pockets.get(design.pocketId)?.drawing ?? "none",
    placket: options.plackets.get(design.placketId)?.drawing ?? "standard",
    back: options.backs.get(design.backId)?.drawing ?? "plain",
    bottom: options.bottoms.get(design.bottomId)?.drawing ?? "curved",
    buttonHex: options.buttons.get(design.buttonId)?.hex ?? "#F4F1EA",
    embroidery: embroideryLook(design.embroidery, options),
    labels: {
      collar: withNoun(collar?.name ?? "Classic", "collar"),
      cuff: withNoun(cuff?.name ?? "Single button", "cuff"),
    },
  };
}
