import { z } from "zod";
import { hundredthsField } from "~/infra/hundredths";
import { idSchema, parseId } from "~/infra/ids";

/*
 * The back office's fabric forms, one schema each: the editor's page uses them for instant
 * messages, the catalogue module on the server as the authority. The CSV import checks its
 * rows with the same field rules (fabric-csv.ts).
 */

export const FABRIC_MESSAGES = {
  unknownFabric: "This fabric could not be found.",
  changedMeanwhile:
    "Someone changed this fabric while you were editing it. Its new values are shown: make your changes again.",
  referenceTaken: "Another fabric already has this reference.",
  weave: "Please choose the weave.",
  motif: "Please choose the motif.",
  colour: "Please choose the colour.",
} as const;

/** The thickness words the product page shows, lightest first. */
export const THICKNESSES = ["Very light", "Light", "Medium", "Heavy"] as const;

export const PRICE_EUROS = { min: 1, max: 10_000 } as const;
export const WEIGHT_GSM = { min: 40, max: 400 } as const;

const text = (label: string, max: number) =>
  z
    .string({ error: `Please enter the ${label}.` })
    .trim()
    .min(1, { error: `Please enter the ${label}.` })
    .max(max, { error: `The ${label} is at most ${max} characters.` });

const hexMessage = "Please enter a colour as # and six hexadecimal digits, such as #1F2B44.";
const hex = z
  .string({ error: hexMessage })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: hexMessage })
  .transform((value) => value.toUpperCase());

const priceMessage = `Please enter the price in euros, from ${PRICE_EUROS.min} to ${PRICE_EUROS.max}, such as 89 or 89.50.`;
/** A price in euros as people type it ("89", "89.5", "89,50"), kept as euro cents. */
const priceEuros = hundredthsField({ message: priceMessage, min: PRICE_EUROS.min * 100, max: PRICE_EUROS.max * 100 });

const weightMessage = `Please enter the weight in g/m², a whole number from ${WEIGHT_GSM.min} to ${WEIGHT_GSM.max}.`;
const weightGsm = z
  .string({ error: weightMessage })
  .trim()
  .regex(/^\d{1,3}$/, { error: weightMessage })
  .transform(Number)
  .refine((grams) => grams >= WEIGHT_GSM.min && grams <= WEIGHT_GSM.max, { error: weightMessage });

const referenceMessage = "Please enter the reference: letters, digits and dashes (at most 30), such as AS-1101.";

/** An id chosen from a list, or null when left empty. */
function optionalId(message: string) {
  return z
    .unknown()
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === "") return null;
      const id = parseId(value);
      if (id === null) {
        context.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return id;
    });
}

/**
 * The attributes of a fabric that are typed (the weave, motif and colour are chosen from the
 * shop's lists: by id in the editor, by name in a CSV). Empty optional fields become null.
 */
export const fabricTextFields = {
  reference: z
    .string({ error: referenceMessage })
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,29}$/, { error: referenceMessage })
    .transform((value) => value.toUpperCase()),
  name: text("name", 120),
  price: priceEuros,
  primaryHex: hex,
  secondaryHex: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : null))
    .pipe(hex.nullable()),
  composition: text("composition", 80),
  weightGsm,
  thickness: z.enum(THICKNESSES, { error: `Please choose the thickness: ${THICKNESSES.join(", ")}.` }),
  finish: text("finish", 60),
  origin: text("origin", 60),
  threadCount: text("thread count", 30),
  style: text("style", 80),
  range: z
    .string()
    .trim()
    .max(80, { error: "The range's name is at most 80 characters." })
    .optional()
    .transform((value) => (value ? value : null)),
  description: text("description", 2000),
};

/** The editor's form: create and edit. `updatedAt` is the version the form was opened on (edit only). */
export const fabricFormSchema = z.object({
  ...fabricTextFields,
  weaveId: idSchema(FABRIC_MESSAGES.weave),
  motifId: idSchema(FABRIC_MESSAGES.motif),
  colourId: idSchema(FABRIC_MESSAGES.colour),
  updatedAt: z.string().optional(),
  /** On creation: the gallery category to show it in as a shirt; empty for the configurator only. */
  galleryCategoryId: optionalId("Please choose a category of the gallery, or none."),
});

export type FabricFormInput = z.input<typeof fabricFormSchema>;

/** The attributes of a fabric as the shop stores them (euro cents, ids). */
export type FabricValues = {
  reference: string;
  name: string;
  priceCents: number;
  weaveId: number;
  motifId: number;
  colourId: number;
  primaryHex: string;
  secondaryHex: string | null;
  composition: string;
  weightGsm: number;
  thickness: string;
  finish: string;
  origin: string;
  threadCount: string;
  style: string;
  /** The range's name; null for none. */
  range: string | null;
  description: string;
};

export const FABRIC_STATUSES = ["on-sale", "retired", "all"] as const;
export type FabricStatus = (typeof FABRIC_STATUSES)[number];

/** The list's stock filter: low (counted, under the setting, fewest metres first), sold out (cannot make one more shirt), never counted. */
export const STOCK_FILTERS = ["any", "low", "sold-out", "not-counted"] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];

/** The list's search, filters and page, as its address carries them. */
export const fabricFiltersSchema = z.object({
  q: z.string().trim().max(100, { error: "A search is at most 100 characters." }).default(""),
  category: optionalId("Please choose a category from the list."),
  weave: optionalId("Please choose a weave from the list."),
  colour: optionalId("Please choose a colour from the list."),
  motif: optionalId("Please choose a motif from the list."),
  status: z.enum(FABRIC_STATUSES, { error: "Please choose on sale, retired or all." }).default("on-sale"),
  stock: z.enum(STOCK_FILTERS, { error: "Please choose a stock filter from the list." }).default("any"),
  page: z.coerce.number({ error: "A page is a number." }).int().min(1).max(100_000).default(1),
});

export type FabricFilters = z.output<typeof fabricFiltersSchema>;

/** The filters from an address, or null when they do not parse. */
export function readFabricFilters(params: URLSearchParams): FabricFilters | null {
  const parsed = fabricFiltersSchema.safeParse(Object.fromEntries(params));
  return parsed.success ? parsed.data : null;
}

/** The address's query of these filters ("" when none), at `page` (1 leaves it out). */
export function fabricFiltersQuery(filters: FabricFilters, page = 1): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  for (const key of ["category", "weave", "colour", "motif"] as const) {
    const value = filters[key];
    if (value !== null) params.set(key, String(value));
  }
  if (filters.status !== "on-sale") params.set("status", filters.status);
  if (filters.stock !== "any") params.set("stock", filters.stock);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** Cents as the editor shows a price ("89.00"). */
export function eurosText(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Each stored attribute in words, in the order the editor and the reports show them. */
export const FABRIC_FIELD_LABELS: Record<keyof FabricValues, string> = {
  reference: "Reference",
  name: "Name",
  priceCents: "Price",
  weaveId: "Weave",
  motifId: "Motif",
  colourId: "Colour",
  primaryHex: "Main colour",
  secondaryHex: "Second colour",
  composition: "Composition",
  weightGsm: "Weight",
  thickness: "Thickness",
  finish: "Finish",
  origin: "Origin",
  threadCount: "Thread count",
  style: "Style",
  range: "Range",
  description: "Description",
};

const FABRIC_FIELDS = Object.keys(FABRIC_FIELD_LABELS) as (keyof FabricValues)[];

/** The attributes whose values differ, in the shop's order. */
export function changedFields(before: FabricValues, after: FabricValues): (keyof FabricValues)[] {
  return FABRIC_FIELDS.filter((field) => before[field] !== after[field]);
}

/** Names of the shop's lists by id, to say a weave, motif or colour in words. */
export type ListNames = {
  weaves: Map<number, string>;
  motifs: Map<number, string>;
  colours: Map<number, string>;
};

/** An attribute's value as a person reads it ("€89.00", "Twill", "—" for none). */
export function fabricValueText(field: keyof FabricValues, value: string | number | null, names: ListNames): string {
  if (value === null || value === "") return "—";
  switch (field) {
    case "priceCents":
      return `€${eurosText(Number(value))}`;
    case "weightGsm":
      return `${value} g/m²`;
    case "weaveId":
      return names.weaves.get(Number(value)) ?? `#${value}`;
    case "motifId":
      return names.motifs.get(Number(value)) ?? `#${value}`;
    case "colourId":
      return names.colours.get(Number(value)) ?? `#${value}`;
    default:
      return String(value);
  }
}

/** What changed between two versions, in words: the audit log's before and after, the import's report. */
export function describeChanges(
  before: FabricValues,
  after: FabricValues,
  names: ListNames,
): { field: keyof FabricValues; label: string; from: string; to: string }[] {
  return changedFields(before, after).map((field) => ({
    field,
    label: FABRIC_FIELD_LABELS[field],
    from: fabricValueText(field, before[field], names),
    to: fabricValueText(field, after[field], names),
  }));
}
