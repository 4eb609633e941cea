import { count, like, max } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  backs,
  bottoms,
  buttons,
  categories,
  collarBones,
  collarFastnesses,
  collars,
  colours,
  cuffs,
  embroideryStyles,
  embroiderySymbols,
  fabricRanges,
  fabrics,
  motifs,
  plackets,
  pockets,
  shirtModels,
  weaves,
} from "~/db/schema";
import { insertInChunks } from "./seed.server";

/*
 * A large generated catalogue for performance work (`npm run catalogue:generate`).
 * Fabrics are generated in ranges of 3 to 6 colours of one cloth, over the weaves, colours
 * and motifs already in the database, with one shirt model per fabric whose category and
 * default options suit the cloth. Generation is deterministic for a given starting size.
 */

export type LargeCatalogueResult = {
  fabricsBefore: number;
  fabricsAfter: number;
  rangesAdded: number;
  fabricsAdded: number;
  modelsAdded: number;
};

const DEFAULT_TARGET = 4000;
/** Generated references are AS- followed by five digits, above the seed's four-digit ones. */
const FIRST_GENERATED_REFERENCE = 20001;

type Texture =
  | "poplin"
  | "twill"
  | "oxford"
  | "pinpoint"
  | "royal-oxford"
  | "linen"
  | "flannel"
  | "end-on-end"
  | "dobby"
  | "herringbone"
  | "chambray"
  | "seersucker"
  | "satin"
  | "voile"
  | "denim";

type Cloth = {
  /** Relative frequency in the generated catalogue. */
  weight: number;
  motifs: string[];
  /** Colour names this cloth comes in (matched case-insensitively); empty means all. */
  colours: string[];
  compositions: string[];
  finishes: string[];
  origins: string[];
  threadCounts: string[];
  gsm: [number, number];
  styles: string[];
  /** Price premium of the weave over a plain poplin, in cents. */
  premium: number;
};

const LIGHT = ["white", "ivory", "sky blue", "blue", "pink", "lilac", "grey", "beige", "yellow", "green"];
const ALL: string[] = [];

const CLOTHS: Record<Texture, Cloth> = {
  poplin: {
    weight: 16,
    motifs: ["plain", "bengal-stripe", "candy-stripe", "pinstripe", "micro-check", "gingham", "windowpane", "dots"],
    colours: ALL,
    compositions: ["100% Cotton", "100% Cotton", "100% Cotton", "60% Cotton 40% Polyester", "97% Cotton 3% Elastane"],
    finishes: ["Standard", "Easy iron", "Mercerised", "No iron"],
    origins: ["Italy, Como", "Italy, Biella", "Italy, Veneto", "Portugal", "Portugal"],
    threadCounts: ["50/1", "60/2", "80/2", "100/2", "120/2", "140/2"],
    gsm: [90, 120],
    styles: ["Business", "Business", "Formal", "Smart casual"],
    premium: 0,
  },
  twill: {
    weight: 12,
    motifs: ["plain", "pinstripe", "twill-stripe", "windowpane", "prince-of-wales", "houndstooth", "micro-check"],
    colours: ALL,
    compositions: ["100% Cotton", "100% Cotton", "100% Cotton", "97% Cotton 3% Elastane"],
    finishes: ["No iron", "Easy iron", "Mercerised", "Standard"],
    origins: ["Italy, Biella", "Italy, Como", "Italy, Veneto", "Portugal"],
    threadCounts: ["60/2", "80/2", "100/2", "120/2", "140/2"],
    gsm: [115, 140],
    styles: ["Business", "Business", "Formal", "Smart casual"],
    premium: 500,
  },
  oxford: {
    weight: 8,
    motifs: ["plain", "plain", "bengal-stripe", "candy-stripe", "gingham", "micro-check"],
    colours: LIGHT,
    compositions: ["100% Cotton"],
    finishes: ["Garment washed", "Standard", "Easy iron"],
    origins: ["Portugal", "Italy, Veneto"],
    threadCounts: ["40/1", "50/1", "40/2"],
    gsm: [135, 160],
    styles: ["Casual", "Smart casual"],
    premium: 500,
  },
  pinpoint: {
    weight: 5,
    motifs: ["plain", "plain", "bengal-stripe", "pinstripe", "micro-check"],
    colours: LIGHT,
    compositions: ["100% Cotton"],
    finishes: ["No iron", "Easy iron", "Standard"],
    origins: ["Italy, Veneto", "Portugal"],
    threadCounts: ["80/2", "100/2"],
    gsm: [115, 130],
    styles: ["Business", "Smart casual"],
    premium: 1500,
  },
  "royal-oxford": {
    weight: 4,
    motifs: ["plain", "plain", "bengal-stripe", "micro-check"],
    colours: LIGHT,
    compositions: ["100% Cotton"],
    finishes: ["Mercerised", "Easy iron"],
    origins: ["Italy, Biella", "Italy, Como"],
    threadCounts: ["100/2", "120/2"],
    gsm: [125, 140],
    styles: ["Smart casual", "Business"],
    premium: 2500,
  },
  linen: {
    weight: 7,
    motifs: ["plain", "plain", "wide-stripe", "bengal-stripe", "candy-stripe", "gingham", "windowpane"],
    colours: ["white", "ivory", "sky blue", "blue", "navy", "pink", "beige", "green", "yellow", "brown"],
    compositions: ["100% Linen", "100% Linen", "55% Linen 45% Cotton"],
    finishes: ["Garment washed", "Standard"],
    origins: ["Italy, Veneto", "Italy, Biella", "Portugal"],
    threadCounts: ["25/1", "36/1", "40/1"],
    gsm: [120, 170],
    styles: ["Casual", "Smart casual"],
    premium: 1500,
  },
  flannel: {
    weight: 6,
    motifs: ["plain", "tattersall", "windowpane", "gingham", "prince-of-wales", "houndstooth"],
    colours: ["grey", "navy", "burgundy", "brown", "green", "beige", "ivory", "sky blue", "red", "black"],
    compositions: ["100% Cotton", "100% Cotton", "70% Cotton 30% Wool"],
    finishes: ["Brushed"],
    origins: ["Portugal", "Italy, Biella", "Italy, Veneto"],
    threadCounts: ["20/1", "40/1", "50/1"],
    gsm: [170, 215],
    styles: ["Casual", "Smart casual"],
    premium: 1500,
  },
  "end-on-end": {
    weight: 6,
    motifs: ["plain", "plain", "pinstripe", "bengal-stripe"],
    colours: ["sky blue", "blue", "navy", "pink", "lilac", "grey", "green", "burgundy"],
    compositions: ["100% Cotton"],
    finishes: ["Easy iron", "Standard", "No iron"],
    origins: ["Italy, Veneto", "Italy, Como", "Portugal"],
    threadCounts: ["80/2", "100/2", "120/2"],
    gsm: [105, 120],
    styles: ["Business", "Business", "Smart casual"],
    premium: 1000,
  },
  dobby: {
    weight: 5,
    motifs: ["plain", "dots", "houndstooth", "micro-check", "pinstripe"],
    colours: ALL,
    compositions: ["100% Cotton"],
    finishes: ["Mercerised", "Standard"],
    origins: ["Italy, Como", "Italy, Biella", "Switzerland"],
    threadCounts: ["100/2", "120/2", "140/2"],
    gsm: [105, 125],
    styles: ["Business", "Formal", "Formal"],
    premium: 2000,
  },
  herringbone: {
    weight: 4,
    motifs: ["plain", "plain", "pinstripe"],
    colours: ["white", "ivory", "sky blue", "blue", "pink", "lilac", "grey", "navy", "beige"],
    compositions: ["100% Cotton"],
    finishes: ["Mercerised", "Easy iron"],
    origins: ["Italy, Biella", "Italy, Como", "Switzerland"],
    threadCounts: ["100/2", "120/2", "140/2", "170/2"],
    gsm: [110, 135],
    styles: ["Formal", "Business"],
    premium: 2500,
  },
  chambray: {
    weight: 4,
    motifs: ["plain", "plain", "bengal-stripe", "dots"],
    colours: ["sky blue", "blue", "navy", "grey", "black", "pink", "green"],
    compositions: ["100% Cotton"],
    finishes: ["Garment washed", "Standard"],
    origins: ["Japan", "Portugal", "Italy, Veneto"],
    threadCounts: ["30/1", "40/1", "60/2"],
    gsm: [130, 160],
    styles: ["Casual"],
    premium: 1000,
  },
  seersucker: {
    weight: 3,
    motifs: ["candy-stripe", "wide-stripe", "gingham", "plain"],
    colours: ["sky blue", "blue", "navy", "pink", "green", "yellow", "red", "lilac"],
    compositions: ["100% Cotton"],
    finishes: ["Standard", "Garment washed"],
    origins: ["Italy, Como", "Portugal"],
    threadCounts: ["50/1", "60/2"],
    gsm: [110, 130],
    styles: ["Casual"],
    premium: 500,
  },
  satin: {
    weight: 3,
    motifs: ["plain", "plain", "pinstripe", "dots"],
    colours: ["white", "ivory", "black", "sky blue", "pink", "navy"],
    compositions: ["100% Cotton"],
    finishes: ["Mercerised"],
    origins: ["Switzerland", "Italy, Como"],
    threadCounts: ["140/2", "170/2"],
    gsm: [95, 115],
    styles: ["Formal"],
    premium: 4000,
  },
  voile: {
    weight: 3,
    motifs: ["plain", "plain", "candy-stripe", "dots"],
    colours: ["white", "ivory", "sky blue", "pink", "lilac", "yellow"],
    compositions: ["100% Cotton"],
    finishes: ["Standard"],
    origins: ["Switzerland", "Italy, Como"],
    threadCounts: ["100/2", "120/2"],
    gsm: [80, 90],
    styles: ["Smart casual", "Casual"],
    premium: 2500,
  },
  denim: {
    weight: 3,
    motifs: ["plain"],
    colours: ["blue", "navy", "black", "grey", "sky blue"],
    compositions: ["100% Cotton", "97% Cotton 3% Elastane"],
    finishes: ["Garment washed"],
    origins: ["Japan, Okayama", "Japan", "Italy, Veneto"],
    threadCounts: ["16/1", "20/1"],
    gsm: [180, 220],
    styles: ["Casual"],
    premium: 2000,
  },
};

/** Base price of a poplin shirt by yarn count, in cents. */
const YARN_PRICE: Record<string, number> = {
  "16/1": 4400,
  "20/1": 4400,
  "25/1": 4400,
  "30/1": 4200,
  "36/1": 4400,
  "40/1": 3900,
  "40/2": 4600,
  "50/1": 3900,
  "60/2": 4600,
  "80/2": 5400,
  "100/2": 6400,
  "120/2": 7400,
  "140/2": 8900,
  "170/2": 10900,
};

const COLLECTION_NAMES = [
  "Asolo",
  "Bassano",
  "Brenta",
  "Burano",
  "Cadore",
  "Castelfranco",
  "Cittadella",
  "Cortina",
  "Dolomiti",
  "Este",
  "Feltre",
  "Garda",
  "Lido",
  "Marostica",
  "Montagnana",
  "Murano",
  "Padova",
  "Piave",
  "Portogruaro",
  "Rialto",
  "Riva",
  "Rovigo",
  "Schio",
  "Sile",
  "Torcello",
  "Treviso",
  "Valdobbiadene",
  "Verona",
  "Vicenza",
  "Zattere",
];

const MOTIF_PHRASE: Record<string, string> = {
  plain: "in a plain colour",
  pinstripe: "with fine pinstripes",
  "bengal-stripe": "with even bengal stripes",
  "candy-stripe": "with narrow candy stripes",
  "wide-stripe": "with bold wide stripes",
  "micro-check": "with a micro check that reads as a texture",
  gingham: "in a crisp gingham check",
  tattersall: "with a tattersall check of fine crossing lines",
  windowpane: "with a single-line windowpane check",
  "prince-of-wales": "with a small Prince of Wales check",
  houndstooth: "with a miniature houndstooth",
  dots: "with tiny woven dots",
  "twill-stripe": "with narrow woven twill stripes",
};

const FINISH_SENTENCE: Record<string, string> = {
  Standard: "It irons easily and softens a little with every wash.",
  "Easy iron": "An easy-iron finish makes pressing quick.",
  "No iron": "A non-iron finish brings it out of the wash almost smooth.",
  Mercerised: "Mercerising gives it a soft lustre and deep, lasting colour.",
  Brushed: "It is brushed for a warm, downy handle.",
  "Garment washed": "It is washed after weaving, so it feels soft and relaxed from the first wear.",
};

const STYLE_SENTENCE: Record<string, string> = {
  Business: "A dependable cloth for the office, under a suit and tie.",
  Formal: "Made for important days, ceremonies and evenings.",
  "Smart casual": "Smart with a jacket, relaxed without one.",
  Casual: "A cloth for weekends and relaxed days.",
};

/** Default options per category, as drawing keys (the first existing key wins when drawn). */
type Defaults = {
  collars: string[];
  cuffs: string[];
  pockets: string[];
  plackets: string[];
  backs: string[];
  bottoms: string[];
  buttons: string[];
  bones: number[];
  fastness: number[];
};

const CATEGORY_DEFAULTS: Record<string, Defaults> = {
  business: {
    collars: ["spread", "semi-spread", "cutaway", "kent", "french", "classic", "spread-two-button", "windsor", "tab"],
    cuffs: ["two-button", "angled-two-button", "rounded-two-button", "single-button", "french", "convertible"],
    pockets: ["none"],
    plackets: ["standard"],
    backs: ["darts", "side-pleats", "plain"],
    bottoms: ["curved"],
    buttons: ["white-mother-of-pearl", "white-mother-of-pearl", "ivory", "navy"],
    bones: [2, 2, 1],
    fastness: [2, 2, 1],
  },
  casual: {
    collars: ["button-down", "hidden-button-down", "polo-button-down", "camp", "cutaway", "rounded-club", "grandad"],
    cuffs: ["rounded-single", "single-button", "angled-single"],
    pockets: ["classic", "rounded", "flap", "none"],
    plackets: ["standard", "standard", "none"],
    backs: ["box-pleat", "plain", "side-pleats"],
    bottoms: ["curved", "straight"],
    buttons: ["white-mother-of-pearl", "ivory", "smoke-grey", "horn-brown"],
    bones: [3],
    fastness: [3, 2],
  },
  evening: {
    collars: ["wing", "cutaway", "spread", "pin", "tall-cutaway"],
    cuffs: ["french", "french-rounded"],
    pockets: ["none"],
    plackets: ["hidden"],
    backs: ["plain", "darts"],
    bottoms: ["curved"],
    buttons: ["white-mother-of-pearl", "black", "ivory"],
    bones: [1],
    fastness: [1],
  },
  "easy care": {
    collars: ["spread", "semi-spread", "hidden-button-down", "classic", "kent"],
    cuffs: ["two-button", "convertible", "single-button", "rounded-two-button"],
    pockets: ["none", "classic"],
    plackets: ["standard"],
    backs: ["side-pleats", "darts", "plain"],
    bottoms: ["curved"],
    buttons: ["white-mother-of-pearl"],
    bones: [2, 3],
    fastness: [2],
  },
  linen: {
    collars: ["camp", "band", "grandad", "mandarin", "cutaway", "button-down"],
    cuffs: ["rounded-single", "single-button"],
    pockets: ["none", "classic", "rounded"],
    plackets: ["standard", "none"],
    backs: ["plain", "box-pleat"],
    bottoms: ["straight", "curved"],
    buttons: ["white-mother-of-pearl", "ivory", "horn-brown"],
    bones: [3],
    fastness: [3],
  },
  italian: {
    collars: ["extreme-cutaway", "cutaway", "italian", "tall-two-button", "tall-cutaway", "cutaway-two-button", "hai"],
    cuffs: ["angled-two-button", "rounded-two-button", "french-rounded"],
    pockets: ["none"],
    plackets: ["standard", "none"],
    backs: ["darts"],
    bottoms: ["curved"],
    buttons: ["white-mother-of-pearl"],
    bones: [2, 3],
    fastness: [2, 3],
  },
  oxford: {
    collars: ["button-down", "polo-button-down", "hidden-button-down", "semi-spread"],
    cuffs: ["rounded-single", "two-button", "rounded-two-button"],
    pockets: ["classic", "none"],
    plackets: ["standard"],
    backs: ["box-pleat", "side-pleats"],
    bottoms: ["curved"],
    buttons: ["white-mother-of-pearl", "ivory"],
    bones: [3, 2],
    fastness: [3, 2],
  },
  flannel: {
    collars: ["button-down", "semi-spread", "rounded-club", "club", "grandad"],
    cuffs: ["rounded-single", "rounded-two-button"],
    pockets: ["flap", "classic"],
    plackets: ["standard"],
    backs: ["box-pleat"],
    bottoms: ["curved", "straight"],
    buttons: ["horn-brown", "smoke-grey", "ivory"],
    bones: [3],
    fastness: [3],
  },
  white: {
    collars: ["classic", "spread", "semi-spread", "cutaway", "kent", "button-down"],
    cuffs: ["single-button", "two-button", "french", "convertible"],
    pockets: ["none"],
    plackets: ["standard"],
    backs: ["plain", "darts", "side-pleats"],
    bottoms: ["curved"],
    buttons: ["white-mother-of-pearl"],
    bones: [2],
    fastness: [2],
  },
};

const CATEGORY_SENTENCE: Record<string, string> = {
  business: "Cut for the office and at its best under a jacket and tie.",
  casual: "A relaxed shirt for weekends, with or without a jacket.",
  evening: "An evening shirt for ceremonies, dinners and black tie.",
  "easy care": "Quick to care for, it is ready for the week with hardly any ironing.",
  linen: "Cool and breathable, it is made for the warmest days.",
  italian: "Cut in the Italian manner, with a collar that stands proudly under a jacket.",
  oxford: "A textured classic, as good with chinos as with a blazer.",
  flannel: "Warm and soft, it is made for the colder months.",
  white: "The white shirt, in a cloth and style for every occasion.",
};

/** A small deterministic random generator (mulberry32). */
function randomGenerator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, maxInclusive: number) => min + Math.floor(next() * (maxInclusive - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error("pick from an empty list");
    return item;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  return { next, int, pick, shuffle };
}

function parseHex(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace("#", ""), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`.toUpperCase();
}

function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** A shade close to the list colour, so fabrics of the same colour are not all identical. */
function shade(hex: string, offset: number): string {
  const [r, g, b] = parseHex(hex);
  return toHex([r + offset, g + offset, b + offset]);
}

/** Words that keep their capital inside a sentence. */
const PROPER = /^(Kent|Italian|French|Windsor|Hai|Prince)\b/;

function lowerFirst(text: string): string {
  return PROPER.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

/** 'Italy, Biella' reads 'Biella, Italy' in a sentence. */
function originPhrase(origin: string): string {
  const [country, place] = origin.split(", ");
  return place ? `${place}, ${country}` : origin;
}

/** "a" or "an" before a word. */
function article(word: string): string {
  return /^[aeiou]/i.test(word) ? "an" : "a";
}

function cuffPhrase(name: string): string {
  return `${lowerFirst(name.replace(/ cuff$/i, ""))} cuffs`;
}

type Named = { id: number; name: string };
type Option = { id: number; name: string; drawing: string };

function optionId(options: Option[], keys: string[], pick: <T>(items: readonly T[]) => T): Option {
  const matching = keys
    .map((key) => options.find((o) => o.drawing === key))
    .filter((o): o is Option => o !== undefined);
  const first = options[0];
  if (!first) throw new Error("An option list is empty: seed the database first.");
  return matching.length > 0 ? pick(matching) : first;
}

/**
 * Runs queries one after the other. Drizzle's queries start when awaited; a transaction has one
 * connection, and pg refuses (deprecated, then an error) a query while another is running on it.
 */
async function oneByOne<T extends readonly unknown[]>(queries: { [K in keyof T]: PromiseLike<T[K]> }): Promise<T> {
  const results: unknown[] = [];
  for (const query of queries) results.push(await query);
  return results as unknown as T;
}

/**
 * Adds generated fabrics (with their ranges and one shirt model each) until the catalogue
 * holds `fabrics` fabrics. Does nothing when it already holds that many.
 */
export async function generateLargeCatalogue(
  db: Database,
  options: { fabrics?: number } = {},
): Promise<LargeCatalogueResult> {
  const target = options.fabrics ?? DEFAULT_TARGET;
  // One transaction: a consistent snapshot, one connection, and nothing stored on failure.
  return db.transaction(async (tx) => {
    const [counted] = await tx.select({ n: count() }).from(fabrics);
    const fabricsBefore = counted?.n ?? 0;
    const missing = target - fabricsBefore;
    if (missing <= 0) {
      return { fabricsBefore, fabricsAfter: fabricsBefore, rangesAdded: 0, fabricsAdded: 0, modelsAdded: 0 };
    }

    const [weaveRows, colourRows, motifRows, categoryRows, rangeRows] = await oneByOne([
      tx.select({ id: weaves.id, name: weaves.name, texture: weaves.texture }).from(weaves),
      tx.select({ id: colours.id, name: colours.name, hex: colours.hex }).from(colours),
      tx.select({ id: motifs.id, name: motifs.name, pattern: motifs.pattern }).from(motifs),
      tx.select({ id: categories.id, name: categories.name }).from(categories),
      tx.select({ name: fabricRanges.name }).from(fabricRanges),
    ]);
    const [collarRows, cuffRows, pocketRows, placketRows, backRows, bottomRows, buttonRows] = await oneByOne([
      tx.select({ id: collars.id, name: collars.name, drawing: collars.drawing }).from(collars).orderBy(collars.id),
      tx.select({ id: cuffs.id, name: cuffs.name, drawing: cuffs.drawing }).from(cuffs).orderBy(cuffs.id),
      tx.select({ id: pockets.id, name: pockets.name, drawing: pockets.drawing }).from(pockets).orderBy(pockets.id),
      tx
        .select({ id: plackets.id, name: plackets.name, drawing: plackets.drawing })
        .from(plackets)
        .orderBy(plackets.id),
      tx.select({ id: backs.id, name: backs.name, drawing: backs.drawing }).from(backs).orderBy(backs.id),
      tx.select({ id: bottoms.id, name: bottoms.name, drawing: bottoms.drawing }).from(bottoms).orderBy(bottoms.id),
      tx.select({ id: buttons.id, name: buttons.name, drawing: buttons.drawing }).from(buttons).orderBy(buttons.id),
    ]);
    const [boneRows, fastnessRows, styleRows, symbolRows] = await oneByOne([
      tx.select({ id: collarBones.id }).from(collarBones),
      tx.select({ id: collarFastnesses.id }).from(collarFastnesses),
      tx
        .select({ id: embroideryStyles.id })
        .from(embroideryStyles)
        .orderBy(embroideryStyles.sortOrder, embroideryStyles.id),
      tx.select({ id: embroiderySymbols.id, drawing: embroiderySymbols.drawing }).from(embroiderySymbols),
    ]);
    const [lastReference] = await tx
      .select({ reference: max(fabrics.reference) })
      .from(fabrics)
      .where(like(fabrics.reference, "AS-_____"));
    const [lastSort] = await tx.select({ sortOrder: max(shirtModels.sortOrder) }).from(shirtModels);

    const categoryByName = new Map<string, Named>(categoryRows.map((c) => [c.name.toLowerCase(), c]));
    const category = (name: string): Named => {
      const found = categoryByName.get(name) ?? categoryByName.get("casual") ?? categoryRows[0];
      if (!found) throw new Error("No categories: seed the database first.");
      return found;
    };
    const boneIds = new Set(boneRows.map((b) => b.id));
    const fastnessIds = new Set(fastnessRows.map((f) => f.id));
    const embroideryStyleId = styleRows[0]?.id;
    const noSymbolId = (symbolRows.find((s) => s.drawing === "none") ?? symbolRows[0])?.id;
    if (embroideryStyleId === undefined || noSymbolId === undefined || boneIds.size === 0 || fastnessIds.size === 0) {
      throw new Error("The option lists are empty: seed the database first.");
    }

    const rng = randomGenerator(0x5eed + fabricsBefore * 7919);
    const usedRangeNames = new Set(rangeRows.map((r) => r.name));
    const weaveChoices = weaveRows.filter((w) => w.texture in CLOTHS);
    if (weaveChoices.length === 0 || colourRows.length === 0 || motifRows.length === 0) {
      throw new Error("Weaves, colours or motifs are missing: seed the database first.");
    }
    const totalWeight = weaveChoices.reduce((sum, w) => sum + CLOTHS[w.texture as Texture].weight, 0);
    const pickWeave = () => {
      let roll = rng.next() * totalWeight;
      for (const weave of weaveChoices) {
        roll -= CLOTHS[weave.texture as Texture].weight;
        if (roll <= 0) return weave;
      }
      return weaveChoices[weaveChoices.length - 1] as (typeof weaveChoices)[number];
    };

    let nextReference = Math.max(
      FIRST_GENERATED_REFERENCE,
      lastReference?.reference ? Number(lastReference.reference.slice(3)) + 1 : 0,
    );
    let sortOrder = lastSort?.sortOrder ?? 0;

    type NewRange = { name: string; description: string };
    type NewFabric = Omit<typeof fabrics.$inferInsert, "rangeId"> & { rangeName: string };
    type NewModel = Omit<typeof shirtModels.$inferInsert, "fabricId"> & { reference: string };
    const newRanges: NewRange[] = [];
    const newFabrics: NewFabric[] = [];
    const newModels: NewModel[] = [];

    while (newFabrics.length < missing) {
      const weave = pickWeave();
      const cloth = CLOTHS[weave.texture as Texture];
      const motifChoices = cloth.motifs
        .map((pattern) => motifRows.find((m) => m.pattern === pattern))
        .filter((m): m is (typeof motifRows)[number] => m !== undefined);
      const motif = motifChoices.length > 0 ? rng.pick(motifChoices) : rng.pick(motifRows);
      const allowedColours =
        cloth.colours.length === 0
          ? colourRows
          : colourRows.filter((c) => cloth.colours.includes(c.name.toLowerCase()));
      const rangeColours = rng
        .shuffle(allowedColours.length >= 3 ? allowedColours : colourRows)
        .slice(0, Math.min(rng.int(3, 6), missing - newFabrics.length));

      // Blends are everyday cloths: sturdier yarns, no superfine counts.
      const composition = rng.pick(cloth.compositions);
      const blended = composition.includes("Polyester");
      const stretch = composition.includes("Elastane");
      const finish = blended ? "Easy iron" : rng.pick(cloth.finishes);
      const origin = blended ? "Portugal" : rng.pick(cloth.origins);
      const yarns = cloth.threadCounts.filter(
        (t) => !(blended || stretch) || ["16/1", "20/1", "50/1", "60/2", "80/2"].includes(t),
      );
      const threadCount = rng.pick(yarns.length > 0 ? yarns : cloth.threadCounts);
      const style = blended ? "Business" : rng.pick(cloth.styles);
      const gsm = rng.int(cloth.gsm[0], cloth.gsm[1]);
      const thickness = gsm < 95 ? "Very light" : gsm < 120 ? "Light" : gsm < 165 ? "Medium" : "Heavy";
      const basePrice = (YARN_PRICE[threadCount] ?? 4900) + cloth.premium + (origin.startsWith("Italy") ? 500 : 0);

      const motifLabel = motif.pattern === "plain" ? "" : ` ${motif.name}`;
      let rangeName = `${rng.pick(COLLECTION_NAMES)} ${weave.name}${motifLabel}`;
      for (let series = 2; usedRangeNames.has(rangeName); series++) {
        rangeName = `${rangeName.replace(/ No\. \d+$/, "")} No. ${series}`;
      }
      usedRangeNames.add(rangeName);
      const motifPhrase = MOTIF_PHRASE[motif.pattern] ?? `with a ${motif.name.toLowerCase()} pattern`;
      newRanges.push({
        name: rangeName,
        description: `${motif.pattern === "plain" ? `Plain ${weave.name.toLowerCase()}` : `${weave.name} ${motifPhrase}`}, woven in ${originPhrase(origin)} from ${threadCount} yarns, in ${rangeColours.length} colours.`,
      });

      for (const colour of rangeColours) {
        const reference = `AS-${nextReference++}`;
        const primaryHex = shade(colour.hex, rng.int(-10, 10));
        const secondaryHex =
          motif.pattern === "plain"
            ? null
            : luminance(primaryHex) > 0.6
              ? rng.pick(["#1F2B44", "#4F7DB8", "#6E2233", "#4A4D53", "#7B5B44", "#3F6B48"])
              : "#FFFFFF";
        const price = Math.round((basePrice + rng.int(-4, 6) * 100) / 500) * 500 - 100;
        const name = `${rangeName.replace(/ No\. \d+$/, "")} ${colour.name}`;
        newFabrics.push({
          name,
          reference,
          weightGsm: gsm,
          weaveId: weave.id,
          motifId: motif.id,
          colourId: colour.id,
          primaryHex,
          secondaryHex,
          composition,
          description:
            `A ${thickness === "Medium" ? "medium-weight" : thickness.toLowerCase()} ${motif.pattern === "plain" ? `plain ${weave.name.toLowerCase()}` : `${weave.name.toLowerCase()} ${motifPhrase}`} in ${composition.toLowerCase()}, woven in ${originPhrase(origin)} from ${threadCount} yarns. ${FINISH_SENTENCE[finish] ?? ""} ${STYLE_SENTENCE[style] ?? ""}`.trim(),
          style,
          thickness,
          origin,
          threadCount,
          finish,
          rangeName,
          priceCents: Math.max(3900, Math.min(12900, price)),
          active: true,
        });

        // The model's category follows the cloth.
        const colourName = colour.name.toLowerCase();
        let categoryName: string;
        if (weave.texture === "linen") categoryName = "linen";
        else if (weave.texture === "flannel") categoryName = "flannel";
        else if (weave.texture === "satin") categoryName = "evening";
        else if (["oxford", "pinpoint", "royal-oxford"].includes(weave.texture))
          categoryName = colourName === "white" && motif.pattern === "plain" && rng.next() < 0.3 ? "white" : "oxford";
        else if (colourName === "white" && motif.pattern === "plain") categoryName = "white";
        else if (weave.texture === "dobby" && ["white", "ivory", "black"].includes(colourName))
          categoryName = "evening";
        else if (finish === "No iron" || finish === "Easy iron" || composition.includes("Polyester"))
          categoryName = rng.next() < 0.6 ? "easy care" : "business";
        else if (origin.startsWith("Italy") && rng.next() < 0.4) categoryName = "italian";
        else if (style === "Business" || style === "Formal") categoryName = "business";
        else categoryName = "casual";
        const modelCategory = category(categoryName);
        const defaults = CATEGORY_DEFAULTS[modelCategory.name.toLowerCase()] ?? (CATEGORY_DEFAULTS.casual as Defaults);
        const collar = optionId(collarRows, defaults.collars, rng.pick);
        const cuff = optionId(cuffRows, defaults.cuffs, rng.pick);
        const bones = defaults.bones.filter((id) => boneIds.has(id));
        const fastness = defaults.fastness.filter((id) => fastnessIds.has(id));
        newModels.push({
          reference,
          name,
          description:
            `${colour.name} ${weave.name.toLowerCase()}${motif.pattern === "plain" ? "" : ` ${motifPhrase}`}, made with ${article(collar.name)} ${lowerFirst(collar.name)} collar and ${cuffPhrase(cuff.name)}. ${CATEGORY_SENTENCE[modelCategory.name.toLowerCase()] ?? ""}`.trim(),
          categoryId: modelCategory.id,
          collarId: collar.id,
          cuffId: cuff.id,
          pocketId: optionId(pocketRows, defaults.pockets, rng.pick).id,
          placketId: optionId(placketRows, defaults.plackets, rng.pick).id,
          backId: optionId(backRows, defaults.backs, rng.pick).id,
          bottomId: optionId(bottomRows, defaults.bottoms, rng.pick).id,
          buttonId: optionId(buttonRows, defaults.buttons, rng.pick).id,
          collarBonesId: bones.length > 0 ? rng.pick(bones) : rng.pick([...boneIds]),
          collarFastnessId: fastness.length > 0 ? rng.pick(fastness) : rng.pick([...fastnessIds]),
          embroideryStyleId,
          embroiderySymbolId: noSymbolId,
          isNew: rng.next() < 0.05,
          active: true,
          sortOrder: ++sortOrder,
        });
      }
    }

    await insertInChunks(tx, fabricRanges, newRanges);
    const names = new Set(newRanges.map((r) => r.name));
    const rangeIds = new Map(
      (await tx.select({ id: fabricRanges.id, name: fabricRanges.name }).from(fabricRanges))
        .filter((r) => names.has(r.name))
        .map((r) => [r.name, r.id]),
    );
    await insertInChunks(
      tx,
      fabrics,
      newFabrics.map(({ rangeName, ...fabric }) => ({ ...fabric, rangeId: rangeIds.get(rangeName) ?? null })),
    );
    const fabricIds = new Map(
      (
        await tx
          .select({ id: fabrics.id, reference: fabrics.reference })
          .from(fabrics)
          .where(like(fabrics.reference, "AS-_____"))
      ).map((f) => [f.reference, f.id]),
    );
    await insertInChunks(
      tx,
      shirtModels,
      newModels.map(({ reference, ...model }) => {
        const fabricId = fabricIds.get(reference);
        if (fabricId === undefined) throw new Error(`Generated fabric ${reference} was not stored.`);
        return { ...model, fabricId };
      }),
    );

    return {
      fabricsBefore,
      fabricsAfter: fabricsBefore + newFabrics.length,
      rangesAdded: newRanges.length,
      fabricsAdded: newFabrics.length,
      modelsAdded: newModels.length,
    };
  });
}
