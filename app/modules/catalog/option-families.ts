import type { OptionFamilyName } from "~/modules/design/look";

/*
 * The option families the back office edits: their names in words, the prefix of
 * the codes the production sheet prints, and what each row has. The drawings are the code's
 * (components/shirt knows each drawing key), so the back office renames, describes, codes,
 * orders and withdraws the rows the shop has; it never invents one the drawings cannot show.
 */

export type OptionFamily = {
  /** The family in DesignOptions (the design module's cached option tables). */
  options: OptionFamilyName;
  /** "Collars": the family's page title and menu entry. */
  title: string;
  /** "collar": what one row is called in messages. */
  one: string;
  /** The first letters of its seeded codes: "CO" for collars, so collar 7 is "CO-07". */
  prefix: string;
  /** Whether its rows have a description the storefront shows. */
  described: boolean;
  /** A row that means "none" (no embroidery, no symbol): always offered, since choosing nothing must stay possible. */
  noneId?: number;
};

export const OPTION_FAMILIES = {
  collars: { options: "collars", title: "Collars", one: "collar", prefix: "CO", described: true },
  "collar-bones": {
    options: "collarBones",
    title: "Collar bones",
    one: "collar bones",
    prefix: "CB",
    described: false,
  },
  "collar-fastnesses": {
    options: "collarFastnesses",
    title: "Collar fastness",
    one: "collar fastness",
    prefix: "CF",
    described: false,
  },
  cuffs: { options: "cuffs", title: "Cuffs", one: "cuff", prefix: "CU", described: true },
  pockets: { options: "pockets", title: "Pockets", one: "pocket", prefix: "PO", described: true },
  plackets: { options: "plackets", title: "Plackets", one: "placket", prefix: "PL", described: true },
  backs: { options: "backs", title: "Backs", one: "back", prefix: "BA", described: true },
  bottoms: { options: "bottoms", title: "Bottoms", one: "bottom", prefix: "BO", described: true },
  buttons: { options: "buttons", title: "Buttons", one: "button", prefix: "BU", described: true },
  "embroidery-types": {
    options: "embroideryTypes",
    title: "Embroidery types",
    one: "embroidery type",
    prefix: "EM",
    described: true,
    noneId: 1,
  },
  "embroidery-styles": {
    options: "embroideryStyles",
    title: "Embroidery styles",
    one: "embroidery style",
    prefix: "ES",
    described: true,
  },
  "embroidery-colours": {
    options: "embroideryColours",
    title: "Embroidery colours",
    one: "embroidery colour",
    prefix: "EC",
    described: false,
  },
  "embroidery-symbols": {
    options: "embroiderySymbols",
    title: "Embroidery symbols",
    one: "symbol",
    prefix: "SY",
    described: true,
    noneId: 1,
  },
  "embroidery-positions": {
    options: "embroideryPositions",
    title: "Embroidery positions",
    one: "embroidery position",
    prefix: "EP",
    described: false,
  },
} as const satisfies Record<string, OptionFamily>;

export type OptionFamilyKey = keyof typeof OPTION_FAMILIES;

export const OPTION_FAMILY_KEYS = Object.keys(OPTION_FAMILIES) as OptionFamilyKey[];

export function isOptionFamilyKey(value: unknown): value is OptionFamilyKey {
  return typeof value === "string" && Object.hasOwn(OPTION_FAMILIES, value);
}

/** The code a row was seeded with: "CO-07" for collar 7 (the sheet's codes before the back office could edit them). */
export function seededOptionCode(prefix: string, id: number): string {
  return `${prefix}-${String(id).padStart(2, "0")}`;
}
