import { NO_EMBROIDERY, NO_SYMBOL } from "./constants";
import type { ShirtDesign } from "./design";
import { hasEmbroidery } from "./rules";

/*
 * How a design looks (ShirtPreview's ShirtLook), from the option tables: pure, so the
 * configurator draws a choice in the browser the moment it is made, with the same result
 * the server renders.
 */

/*
 * The drawings' vocabulary (components/shirt draws it): drawing keys and colours, never ids,
 * resolved from the database by the catalogue and design modules and kept in order lines. The
 * same values render on the server and in the browser.
 */

/** A fabric as FabricSwatch and ShirtPreview draw it. */
export type FabricLook = {
  /** Motif drawing key: plain, pinstripe, bengal-stripe, candy-stripe, wide-stripe, twill-stripe, micro-check, gingham, tattersall, windowpane, prince-of-wales, houndstooth, dots. */
  pattern: string;
  /** Weave drawing key: poplin, twill, oxford, pinpoint, royal-oxford, linen, flannel, end-on-end, dobby, herringbone, chambray, seersucker, satin, voile, denim. */
  texture: string;
  /** Ground colour, '#rrggbb'. */
  primaryHex: string;
  /** Colour of the stripes, checks or dots; null for a plain cloth. */
  secondaryHex: string | null;
  /** For the text alternative, e.g. "Sky blue pinpoint oxford". */
  name: string;
};

/** Embroidery as ShirtPreview draws it; null when the design has none. */
export type EmbroideryLook = {
  /** Up to 6 characters; empty when only a symbol is embroidered. */
  text: string;
  /** CSS font stack of the embroidery style. */
  fontFamily: string;
  /** Thread colour, '#rrggbb'. */
  hex: string;
  /** Symbol drawing key (anchor, crown, star, heart, clover, fleur-de-lis, horseshoe) or null for none. */
  symbol: string | null;
  /** Symbol thread colour, '#rrggbb', or null. */
  symbolHex: string | null;
  /** Position drawing key: second-button, fourth-button, hem, left-cuff, right-cuff. */
  position: string;
};

/** A whole shirt design as ShirtPreview draws it. */
export type ShirtLook = {
  fabric: FabricLook;
  /** Collar drawing key (one of the 29 collar styles, e.g. spread, cutaway, button-down, club, mandarin, wing...). */
  collar: string;
  /** Cuff drawing key (single-button, two-button, rounded-single, angled-single, rounded-two-button, angled-two-button, french, french-rounded, convertible). */
  cuff: string;
  /** Pocket drawing key: none, classic, rounded, flap. */
  pocket: string;
  /** Placket drawing key: standard, hidden, none. */
  placket: string;
  /** Back drawing key: plain, box-pleat, side-pleats, darts. */
  back: string;
  /** Bottom drawing key: curved, straight. */
  bottom: string;
  /** Button colour, '#rrggbb'. */
  buttonHex: string;
  embroidery: EmbroideryLook | null;
  /** Names for the text alternative, e.g. { collar: "Cutaway collar", cuff: "French cuff" }. */
  labels: { collar: string; cuff: string };
};

/** What the back office sets on every option: whether it is offered, and its production sheet code. */
type Administered = { active: boolean; code: string };
export type Option = { id: number; name: string; drawing: string; description: string } & Administered;
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
  collarBones: Map<number, Named & Administered>;
  collarFastnesses: Map<number, Named & Administered>;
  embroideryTypes: Map<number, Option>;
  embroideryStyles: Map<number, Option & { fontFamily: string }>;
  embroideryColours: Map<number, Named & Administered & { hex: string }>;
  embroiderySymbols: Map<number, Option>;
  embroideryPositions: Map<number, Named & Administered & { drawing: string }>;
  weaves: Map<number, Named & { texture: string }>;
  motifs: Map<number, Named & { pattern: string }>;
  colours: Map<number, Named & { hex: string }>;
};

/** The option families, by their names in DesignOptions: all but the fabrics' lists. */
export type OptionFamilyName = Exclude<keyof DesignOptions, "weaves" | "motifs" | "colours">;

/** The fabric columns a look, a label and a price need (design.server's fabricLookColumns). */
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

/** What a fabric's drawing is made of: its name, weave, motif and colours. */
export type FabricColumns = Pick<FabricLookRow, "name" | "weaveId" | "motifId" | "primaryHex" | "secondaryHex">;

/** The drawing keys of the weaves and motifs by id: DesignOptions has them, and so can a form's lists. */
export type FabricDrawings = {
  weaves: ReadonlyMap<number, { texture: string }>;
  motifs: ReadonlyMap<number, { pattern: string }>;
};

/**
 * The one way a fabric becomes a drawing, on the server and in the browser alike: the drawing
 * keys of its weave and motif (a plain poplin when either is unknown) and its own colours.
 */
export function fabricLook(fabric: FabricColumns, drawings: FabricDrawings): FabricLook {
  return {
    pattern: drawings.motifs.get(fabric.motifId)?.pattern ?? "plain",
    texture: drawings.weaves.get(fabric.weaveId)?.texture ?? "poplin",
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
export function shirtLook(design: ShirtDesign, fabric: FabricColumns, options: DesignOptions): ShirtLook {
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
