import type { DesignOptions } from "./look";

/*
 * The choices of a design, listed once. The schema (design.ts), the configurator's fields
 * (rules.ts), the share link (share.ts), the messages and the check against the option tables
 * (design.server.ts) all read these two tables. Their order is the share link's: links already
 * sent depend on it, so a new choice goes at the end of its table.
 */

export type Choice = {
  /** What messages call it: "Please choose a valid collar." */
  name: string;
  /** The option table its id is one of; the fabric is looked up on its own (there are thousands). */
  options?: keyof DesignOptions;
  /** Empty until chosen: these go with an embroidery or a symbol (rules.ts). */
  optional?: true;
};

export const SHIRT_CHOICES = {
  fabricId: { name: "fabric" },
  collarId: { name: "collar", options: "collars" },
  collarBonesId: { name: "collar bones", options: "collarBones" },
  collarFastnessId: { name: "collar fastness", options: "collarFastnesses" },
  cuffId: { name: "cuff", options: "cuffs" },
  pocketId: { name: "pocket", options: "pockets" },
  placketId: { name: "placket", options: "plackets" },
  backId: { name: "back", options: "backs" },
  bottomId: { name: "bottom", options: "bottoms" },
  buttonId: { name: "button", options: "buttons" },
} as const satisfies Record<string, Choice>;

/** The embroidery's choices of an id; its text is the one choice written rather than picked. */
export const EMBROIDERY_CHOICES = {
  typeId: { name: "embroidery type", options: "embroideryTypes" },
  styleId: { name: "embroidery style", options: "embroideryStyles", optional: true },
  colourId: { name: "embroidery colour", options: "embroideryColours", optional: true },
  symbolId: { name: "symbol", options: "embroiderySymbols" },
  symbolColourId: { name: "symbol colour", options: "embroideryColours", optional: true },
  positionId: { name: "embroidery position", options: "embroideryPositions", optional: true },
} as const satisfies Record<string, Choice>;

/** A table's keys, typed (Object.keys forgets them). */
export function choiceKeys<T extends Record<string, Choice>>(choices: T): (keyof T & string)[] {
  return Object.keys(choices) as (keyof T & string)[];
}

/** The fields a customer chooses one at a time in the configurator, as its forms name them. */
export const DESIGN_FIELDS = [
  ...choiceKeys(SHIRT_CHOICES),
  ...choiceKeys(EMBROIDERY_CHOICES).map((key) => `embroidery.${key}` as const),
  "embroidery.text",
] as const;

export type DesignField = (typeof DESIGN_FIELDS)[number];

/** What each field of a design is called in messages ("embroidery.styleId" -> "embroidery style"). */
export function fieldName(field: string): string | undefined {
  if (field === "modelId") return "shirt";
  if (field === "embroidery.text") return "embroidery text";
  if (field.startsWith("embroidery.")) return lookUp(EMBROIDERY_CHOICES, field.slice("embroidery.".length))?.name;
  return lookUp(SHIRT_CHOICES, field)?.name;
}

function lookUp(choices: Record<string, Choice>, key: string): Choice | undefined {
  return Object.hasOwn(choices, key) ? choices[key] : undefined;
}
