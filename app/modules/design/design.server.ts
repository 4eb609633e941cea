import { and, asc, eq, inArray } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { db } from "~/db/client.server";
import {
  backs,
  bottoms,
  buttons,
  collarBones,
  collarFastnesses,
  collars,
  colours,
  cuffs,
  embroideryColours,
  embroideryPositions,
  embroideryStyles,
  embroiderySymbols,
  embroideryTypes,
  fabrics,
  motifs,
  plackets,
  pockets,
  shirtModels,
  weaves,
} from "~/db/schema";
import { cached } from "~/infra/cache.server";
import { type Refusal, refuse } from "~/infra/refusal";
import type { ShirtLook } from "~/modules/design/look";
import { canMakeOneShirt } from "~/modules/stock/consumption";
import { fabricOffered } from "~/modules/stock/offer.server";
import { NO_EMBROIDERY, NO_SYMBOL } from "./constants";
import { designFromModel, type ModelDesignRow, type ShirtDesign, shirtDesignSchema } from "./design";
import { choiceKeys, EMBROIDERY_CHOICES, fieldName, SHIRT_CHOICES } from "./fields";
import { type DesignOptions, type FabricLookRow, type Option, type OptionFamilyName, shirtLook } from "./look";
import { type DesignIssue, embroideryIssues } from "./rules";

/*
 * The design module's door for the server: a model's default design, whether a design can
 * be made (DESIGN.md section 3 "A shirt design"), and what a design looks like (ShirtLook
 * for the drawings, labels for people). Option tables are small and change rarely: they are
 * loaded together and kept in memory (SHARED_DATA_TTL_MS), so describing 1 or 100 designs
 * costs the same: one query for their fabrics.
 */

type OptionTable =
  | typeof collars
  | typeof cuffs
  | typeof pockets
  | typeof plackets
  | typeof backs
  | typeof bottoms
  | typeof embroideryTypes
  | typeof embroiderySymbols;

/**
 * The table of each option family, by its name in DesignOptions (the weaves, motifs and
 * colours are the fabrics' lists): the back office's option editor writes the rows this
 * module reads.
 */
export const OPTION_TABLES = {
  collars,
  cuffs,
  pockets,
  plackets,
  backs,
  bottoms,
  buttons,
  collarBones,
  collarFastnesses,
  embroideryTypes,
  embroideryStyles,
  embroideryColours,
  embroiderySymbols,
  embroideryPositions,
} satisfies Record<OptionFamilyName, unknown>;

function byId<T extends { id: number }>(rows: T[]): Map<number, T> {
  return new Map(rows.map((row) => [row.id, row]));
}

/** The option tables, cached: a fixed cost per page whatever the number of designs shown. */
export function loadDesignOptions(): Promise<DesignOptions> {
  return cached("design-options", "all", async () => {
    const option = (table: OptionTable) =>
      db()
        .select({
          id: table.id,
          name: table.name,
          drawing: table.drawing,
          description: table.description,
          active: table.active,
          code: table.code,
        })
        .from(table)
        .orderBy(asc(table.sortOrder), asc(table.id));
    const [collarRows, cuffRows, pocketRows, placketRows, backRows, bottomRows, typeRows, symbolRows] =
      await Promise.all([
        option(collars),
        option(cuffs),
        option(pockets),
        option(plackets),
        option(backs),
        option(bottoms),
        option(embroideryTypes),
        option(embroiderySymbols),
      ]);
    const [
      buttonRows,
      boneRows,
      fastnessRows,
      styleRows,
      colourRows,
      positionRows,
      weaveRows,
      motifRows,
      fabricColours,
    ] = await Promise.all([
      db()
        .select({
          id: buttons.id,
          name: buttons.name,
          drawing: buttons.drawing,
          description: buttons.description,
          active: buttons.active,
          code: buttons.code,
          hex: buttons.hex,
        })
        .from(buttons)
        .orderBy(asc(buttons.sortOrder), asc(buttons.id)),
      db()
        .select({ id: collarBones.id, name: collarBones.name, active: collarBones.active, code: collarBones.code })
        .from(collarBones)
        .orderBy(asc(collarBones.sortOrder), asc(collarBones.id)),
      db()
        .select({
          id: collarFastnesses.id,
          name: collarFastnesses.name,
          active: collarFastnesses.active,
          code: collarFastnesses.code,
        })
        .from(collarFastnesses)
        .orderBy(asc(collarFastnesses.sortOrder), asc(collarFastnesses.id)),
      db()
        .select({
          id: embroideryStyles.id,
          name: embroideryStyles.name,
          drawing: embroideryStyles.drawing,
          description: embroideryStyles.description,
          active: embroideryStyles.active,
          code: embroideryStyles.code,
          fontFamily: embroideryStyles.fontFamily,
        })
        .from(embroideryStyles)
        .orderBy(asc(embroideryStyles.sortOrder), asc(embroideryStyles.id)),
      db()
        .select({
          id: embroideryColours.id,
          name: embroideryColours.name,
          active: embroideryColours.active,
          code: embroideryColours.code,
          hex: embroideryColours.hex,
        })
        .from(embroideryColours)
        .orderBy(asc(embroideryColours.sortOrder), asc(embroideryColours.id)),
      db()
        .select({
          id: embroideryPositions.id,
          name: embroideryPositions.name,
          active: embroideryPositions.active,
          code: embroideryPositions.code,
          drawing: embroideryPositions.drawing,
        })
        .from(embroideryPositions)
        .orderBy(asc(embroideryPositions.sortOrder), asc(embroideryPositions.id)),
      db().select({ id: weaves.id, name: weaves.name, texture: weaves.texture }).from(weaves),
      db().select({ id: motifs.id, name: motifs.name, pattern: motifs.pattern }).from(motifs),
      db().select({ id: colours.id, name: colours.name, hex: colours.hex }).from(colours),
    ]);
    return {
      collars: byId(collarRows),
      cuffs: byId(cuffRows),
      pockets: byId(pocketRows),
      plackets: byId(placketRows),
      backs: byId(backRows),
      bottoms: byId(bottomRows),
      buttons: byId(buttonRows),
      collarBones: byId(boneRows),
      collarFastnesses: byId(fastnessRows),
      embroideryTypes: byId(typeRows),
      embroideryStyles: byId(styleRows),
      embroideryColours: byId(colourRows),
      embroiderySymbols: byId(symbolRows),
      embroideryPositions: byId(positionRows),
      weaves: byId(weaveRows),
      motifs: byId(motifRows),
      colours: byId(fabricColours),
    };
  });
}

/** The columns of a model that make its default design. */
export const modelDesignColumns = {
  modelId: shirtModels.id,
  fabricId: shirtModels.fabricId,
  collarId: shirtModels.collarId,
  collarBonesId: shirtModels.collarBonesId,
  collarFastnessId: shirtModels.collarFastnessId,
  cuffId: shirtModels.cuffId,
  pocketId: shirtModels.pocketId,
  placketId: shirtModels.placketId,
  backId: shirtModels.backId,
  bottomId: shirtModels.bottomId,
  buttonId: shirtModels.buttonId,
} satisfies Record<keyof ModelDesignRow, PgColumn>;

/** The default design of an active model, or null when there is no such model. */
export async function defaultDesignFor(modelId: number): Promise<ShirtDesign | null> {
  const [row] = await db()
    .select(modelDesignColumns)
    .from(shirtModels)
    .where(and(eq(shirtModels.id, modelId), eq(shirtModels.active, true)));
  return row ? designFromModel(row) : null;
}

export type DesignCheck = { ok: true; design: ShirtDesign } | { ok: false; issues: DesignIssue[] };

/**
 * Whether a design can be made: its shape (shirtDesignSchema), the embroidery rules, and,
 * against the database, that the model, the fabric and every option exist, are on sale and
 * belong to their family (each family is its own table: a cuff id is looked up among cuffs).
 * Two queries (model and fabric) plus the cached option tables. A design `inProgress` may
 * still miss what is not chosen yet (an embroidery's style, colour or position).
 */
export async function validateDesign(input: unknown, { inProgress = false } = {}): Promise<DesignCheck> {
  const parsed = shirtDesignSchema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.map((issue) => {
        const field = issue.path.join(".");
        const message =
          field === "embroidery.text" && issue.code === "too_big"
            ? issue.message
            : `Please choose a valid ${fieldName(field) ?? "design"}.`;
        return { field, message };
      }),
    };
  }
  const design = parsed.data;
  const issues = embroideryIssues(design.embroidery);
  const [options, [model], [fabric]] = await Promise.all([
    loadDesignOptions(),
    db()
      .select({ id: shirtModels.id })
      .from(shirtModels)
      .where(and(eq(shirtModels.id, design.modelId), eq(shirtModels.active, true))),
    db()
      .select({ id: fabrics.id })
      .from(fabrics)
      .where(and(eq(fabrics.id, design.fabricId), fabricOffered())),
  ]);
  if (!model) issues.push({ field: "modelId", message: "This shirt is no longer available." });
  if (!fabric) issues.push({ field: "fabricId", message: "This fabric is no longer available." });

  issues.push(...unavailableChoices(design, options).map(({ chosen: _name, ...issue }) => issue));
  const found = inProgress ? issues.filter((issue) => !issue.missing) : issues;
  return found.length === 0 ? { ok: true, design } : { ok: false, issues: found };
}

/**
 * The choices of a design that are not on offer: an id its family does not have, or an option
 * the back office made unavailable. The one rule of option availability: validateDesign refuses
 * such a design, and a cart line holding one says so and cannot be bought (describeDesigns).
 */
function unavailableChoices(design: ShirtDesign, options: DesignOptions): (DesignIssue & { chosen?: string })[] {
  const choices = [
    ...choiceKeys(SHIRT_CHOICES).map((key) => [key, SHIRT_CHOICES[key], design[key]] as const),
    ...choiceKeys(EMBROIDERY_CHOICES).map(
      (key) => [`embroidery.${key}`, EMBROIDERY_CHOICES[key], design.embroidery[key]] as const,
    ),
  ];
  return choices.flatMap(([field, choice, id]) => {
    // The fabric has no option table: it is looked up on its own.
    if (id === null || !("options" in choice)) return [];
    const option = options[choice.options].get(id);
    if (option?.active) return [];
    return [{ field, message: `This ${fieldName(field)} is not available.`, chosen: option?.name }];
  });
}

/**
 * A design refused for its issues: each message beside its field, and above the form
 * `message`, or else every message together.
 */
export function refuseDesign(issues: DesignIssue[], message?: string): Refusal {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues) fieldErrors[issue.field] = [...(fieldErrors[issue.field] ?? []), issue.message];
  return refuse(400, message ?? issues.map((issue) => issue.message).join(" "), fieldErrors);
}

/** The fabric columns a look, a label and a price need. */
export const fabricLookColumns = {
  id: fabrics.id,
  name: fabrics.name,
  reference: fabrics.reference,
  weaveId: fabrics.weaveId,
  motifId: fabrics.motifId,
  primaryHex: fabrics.primaryHex,
  secondaryHex: fabrics.secondaryHex,
  priceCents: fabrics.priceCents,
};

/** One line of a design's description: "Collar" -> "Spread", with what the option is when known. */
export type DesignLabel = { label: string; value: string; description?: string };

/** Every choice of a design in words, for the cart's details and the order. */
export function designLabels(design: ShirtDesign, fabric: FabricLookRow, options: DesignOptions): DesignLabel[] {
  const name = (family: Map<number, { name: string }>, id: number | null) =>
    id === null ? "" : (family.get(id)?.name ?? "");
  const option = (label: string, family: Map<number, Option>, id: number): DesignLabel => {
    const chosen = family.get(id);
    return { label, value: chosen?.name ?? "", description: chosen?.description };
  };
  const { embroidery } = design;
  const rows: DesignLabel[] = [
    { label: "Fabric", value: `${fabric.name} (${fabric.reference})` },
    option("Collar", options.collars, design.collarId),
    { label: "Collar bones", value: name(options.collarBones, design.collarBonesId) },
    { label: "Collar fastness", value: name(options.collarFastnesses, design.collarFastnessId) },
    option("Cuffs", options.cuffs, design.cuffId),
    option("Pocket", options.pockets, design.pocketId),
    option("Placket", options.plackets, design.placketId),
    option("Back", options.backs, design.backId),
    option("Bottom", options.bottoms, design.bottomId),
    option("Buttons", options.buttons, design.buttonId),
  ];
  if (embroidery.typeId === NO_EMBROIDERY) {
    rows.push({ label: "Embroidery", value: "None" });
  } else {
    rows.push(
      { label: "Embroidery", value: name(options.embroideryTypes, embroidery.typeId) },
      { label: "Embroidery text", value: `“${embroidery.text}”` },
      { label: "Embroidery style", value: name(options.embroideryStyles, embroidery.styleId) },
      { label: "Embroidery colour", value: name(options.embroideryColours, embroidery.colourId) },
    );
  }
  if (embroidery.symbolId !== NO_SYMBOL) {
    rows.push(
      { label: "Symbol", value: name(options.embroiderySymbols, embroidery.symbolId) },
      { label: "Symbol colour", value: name(options.embroideryColours, embroidery.symbolColourId) },
      { label: "Position", value: name(options.embroideryPositions, embroidery.positionId) },
    );
  }
  return rows;
}

export type DescribedDesign = {
  look: ShirtLook;
  labels: DesignLabel[];
  /** The price of the shirt: the price of its fabric (DESIGN.md section 3), euro cents. */
  priceCents: number;
  /** Why it cannot be bought as it is (an option no longer offered, its fabric sold out), or null. */
  unavailable: string | null;
  /** Its fabric's cloth, for the cart's check of how many shirts it still makes (modules/stock). */
  cloth: { fabricId: number; fabricName: string; stockCm: number | null; pattern: string };
};

/**
 * Looks, labels and prices of many designs in a fixed number of queries: the cached option
 * tables and one query for all their fabrics. A design whose fabric no longer exists is
 * described as null.
 */
export async function describeDesigns(designs: ShirtDesign[]): Promise<(DescribedDesign | null)[]> {
  if (designs.length === 0) return [];
  const ids = [...new Set(designs.map((design) => design.fabricId))];
  const [options, fabricRows] = await Promise.all([
    loadDesignOptions(),
    db()
      .select({ ...fabricLookColumns, active: fabrics.active, stockCm: fabrics.stockCm })
      .from(fabrics)
      .where(inArray(fabrics.id, ids)),
  ]);
  const fabricsById = byId(fabricRows);
  return designs.map((design) => {
    const fabric = fabricsById.get(design.fabricId);
    if (!fabric) return null;
    const pattern = options.motifs.get(fabric.motifId)?.pattern ?? "";
    return {
      look: shirtLook(design, fabric, options),
      labels: designLabels(design, fabric, options),
      priceCents: fabric.priceCents,
      unavailable: !fabric.active
        ? retiredFabricMessage(fabric.name)
        : !canMakeOneShirt(fabric.stockCm, pattern)
          ? soldOutFabricMessage(fabric.name)
          : unavailableMessage(design, options),
      cloth: { fabricId: fabric.id, fabricName: fabric.name, stockCm: fabric.stockCm, pattern },
    };
  });
}

/** What a cart line says of a design whose fabric the back office retired. */
function retiredFabricMessage(fabricName: string): string {
  return `The fabric of this shirt, ${fabricName}, is no longer available. Please modify the shirt to choose another fabric, or remove it.`;
}

/** What a cart line says of a design whose fabric cannot make one more shirt. */
function soldOutFabricMessage(fabricName: string): string {
  return `The fabric of this shirt, ${fabricName}, is sold out. Please modify the shirt to choose another fabric, or remove it.`;
}

/** What a cart line says of a design holding an option no longer offered. */
function unavailableMessage(design: ShirtDesign, options: DesignOptions): string | null {
  const [first] = unavailableChoices(design, options);
  if (!first) return null;
  const what = fieldName(first.field) ?? "option";
  return `The ${what} of this shirt${first.chosen ? `, ${first.chosen},` : ""} is no longer offered. Please modify the shirt to choose another, or remove it.`;
}
