/*
 * What the catalogue generator knows of shirting cloths: the weaves it makes, with their
 * motifs, colours, yarns and weights, what a shirt costs by yarn, the names of its ranges,
 * the sentences its descriptions are written from, and the default options of each category.
 */

export type Texture =
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

export const CLOTHS: Record<Texture, Cloth> = {
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
export const YARN_PRICE: Record<string, number> = {
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

export const COLLECTION_NAMES = [
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

export const MOTIF_PHRASE: Record<string, string> = {
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

export const FINISH_SENTENCE: Record<string, string> = {
  Standard: "It irons easily and softens a little with every wash.",
  "Easy iron": "An easy-iron finish makes pressing quick.",
  "No iron": "A non-iron finish brings it out of the wash almost smooth.",
  Mercerised: "Mercerising gives it a soft lustre and deep, lasting colour.",
  Brushed: "It is brushed for a warm, downy handle.",
  "Garment washed": "It is washed after weaving, so it feels soft and relaxed from the first wear.",
};

export const STYLE_SENTENCE: Record<string, string> = {
  Business: "A dependable cloth for the office, under a suit and tie.",
  Formal: "Made for important days, ceremonies and evenings.",
  "Smart casual": "Smart with a jacket, relaxed without one.",
  Casual: "A cloth for weekends and relaxed days.",
};

/** Default options per category, as drawing keys (the first existing key wins when drawn). */
export type Defaults = {
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

export const CATEGORY_DEFAULTS: Record<string, Defaults> = {
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

export const CATEGORY_SENTENCE: Record<string, string> = {
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
