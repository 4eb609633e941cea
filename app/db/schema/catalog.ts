import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, smallint, text, varchar } from "drizzle-orm/pg-core";
import { createdAt, serialId, timestamps, timestampTz } from "./columns";
import { staffUsers } from "./staff";

/**
 * Columns of a named list (category, weave, colour, motif): the spec's `id, designation`. A
 * function: each table needs its own column builders.
 */
const namedList = () => ({
  id: serialId(),
  name: varchar("name", { length: 80 }).notNull().unique(),
  sortOrder: smallint("sort_order").notNull().default(0),
});

export const categories = pgTable("categories", {
  ...namedList(),
  /** Text shown under '{label} Shirts' when the gallery is filtered by this category. */
  description: text("description").notNull().default(""),
});

export const weaves = pgTable("weaves", {
  ...namedList(),
  /** Drawing key used by FabricSwatch for the texture: poplin, twill, oxford, linen... */
  texture: varchar("texture", { length: 30 }).notNull(),
  description: text("description").notNull().default(""),
});

export const colours = pgTable("colours", {
  ...namedList(),
  hex: varchar("hex", { length: 7 }).notNull(),
});

export const motifs = pgTable("motifs", {
  ...namedList(),
  /** Drawing key used by FabricSwatch: plain, stripes, pinstripe, checks, gingham... */
  pattern: varchar("pattern", { length: 30 }).notNull(),
  description: text("description").notNull().default(""),
});

/** A fabric range groups fabrics woven the same way in several colours ('Also available in'). */
export const fabricRanges = pgTable("fabric_ranges", {
  id: serialId(),
  name: varchar("name", { length: 80 }).notNull().unique(),
  description: text("description").notNull().default(""),
});

export const fabrics = pgTable(
  "fabrics",
  {
    id: serialId(),
    name: varchar("name", { length: 120 }).notNull(),
    reference: varchar("reference", { length: 30 }).notNull().unique(),
    /** Weight in grams per square metre (the spec's `matiere`). */
    weightGsm: smallint("weight_gsm").notNull(),
    weaveId: integer("weave_id")
      .notNull()
      .references(() => weaves.id),
    motifId: integer("motif_id")
      .notNull()
      .references(() => motifs.id),
    colourId: integer("colour_id")
      .notNull()
      .references(() => colours.id),
    /** Main and secondary colours of the drawing, as hex. */
    primaryHex: varchar("primary_hex", { length: 7 }).notNull(),
    secondaryHex: varchar("secondary_hex", { length: 7 }),
    composition: varchar("composition", { length: 80 }).notNull(),
    description: text("description").notNull(),
    style: varchar("style", { length: 80 }).notNull(),
    thickness: varchar("thickness", { length: 40 }).notNull(),
    origin: varchar("origin", { length: 60 }).notNull(),
    /** Yarn count, e.g. '100/2' (the spec's `titrage`). */
    threadCount: varchar("thread_count", { length: 30 }).notNull(),
    finish: varchar("finish", { length: 60 }).notNull(),
    rangeId: integer("range_id").references(() => fabricRanges.id),
    /** Price of a shirt in this fabric, in euro cents. */
    priceCents: integer("price_cents").notNull(),
    /** False once retired by the back office: gone from the gallery and the configurator, kept for carts and orders. */
    active: boolean("active").notNull().default(true),
    /**
     * Cloth on the shelf free for new orders, in centimetres (hundredths of a metre); null until
     * first counted. Changed only through modules/stock, which writes each change to its ledger.
     */
    stockCm: integer("stock_cm"),
    ...timestamps(),
  },
  (t) => [
    check("fabrics_stock_cm_check", sql`${t.stockCm} >= 0`),
    // The back office's search by part of a name or a reference (pg_trgm, migration 0011) and its order by name.
    index("fabrics_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    index("fabrics_reference_trgm_idx").using("gin", t.reference.op("gin_trgm_ops")),
    index("fabrics_name_idx").on(t.name, t.id),
    index("fabrics_range_idx").on(t.rangeId),
    index("fabrics_colour_idx").on(t.colourId),
    index("fabrics_motif_idx").on(t.motifId),
    index("fabrics_weave_idx").on(t.weaveId),
  ],
);

/**
 * What the back office edits on every option family beside its name: the code the production
 * sheet prints ("CO-07"), the order of the configurator and whether it is offered at all (an
 * unavailable option leaves the configurator; designs holding it cannot be bought).
 */
const optionAdministration = () => ({
  code: varchar("code", { length: 12 }).notNull().unique(),
  sortOrder: smallint("sort_order").notNull().default(0),
  active: boolean("active").notNull().default(true),
});

/** The option families share one shape: the spec's `id, designation, icone, photo, description`. */
const optionColumns = () => ({
  id: serialId(),
  name: varchar("name", { length: 80 }).notNull(),
  /** Drawing key: how ShirtPreview and the option icons draw this option. */
  drawing: varchar("drawing", { length: 40 }).notNull(),
  description: text("description").notNull().default(""),
  ...optionAdministration(),
});

export const collars = pgTable("collars", optionColumns());
export const cuffs = pgTable("cuffs", optionColumns());
export const pockets = pgTable("pockets", optionColumns());
export const plackets = pgTable("plackets", optionColumns());
export const backs = pgTable("backs", optionColumns());
export const bottoms = pgTable("bottoms", optionColumns());
export const buttons = pgTable("buttons", {
  ...optionColumns(),
  hex: varchar("hex", { length: 7 }).notNull(),
});

/** Collar bones: Collar with Bones, Removable bones collar, Bones-free collar. */
export const collarBones = pgTable("collar_bones", {
  id: serialId(),
  name: varchar("name", { length: 60 }).notNull().unique(),
  ...optionAdministration(),
});

/** Collar fastness: Rigid, Standard, Soft. */
export const collarFastnesses = pgTable("collar_fastnesses", {
  id: serialId(),
  name: varchar("name", { length: 60 }).notNull().unique(),
  ...optionAdministration(),
});

/** Embroidery types; id 1 is 'none'. */
export const embroideryTypes = pgTable("embroidery_types", optionColumns());
export const embroideryStyles = pgTable("embroidery_styles", {
  ...optionColumns(),
  /** CSS font stack used to draw the monogram in this style. */
  fontFamily: varchar("font_family", { length: 120 }).notNull(),
});
export const embroideryColours = pgTable("embroidery_colours", {
  id: serialId(),
  name: varchar("name", { length: 60 }).notNull().unique(),
  hex: varchar("hex", { length: 7 }).notNull(),
  ...optionAdministration(),
});
/** Embroidered symbols (shapes); id 1 is 'none'. */
export const embroiderySymbols = pgTable("embroidery_symbols", optionColumns());
export const embroideryPositions = pgTable("embroidery_positions", {
  id: serialId(),
  name: varchar("name", { length: 80 }).notNull().unique(),
  /** Drawing key: where ShirtPreview places the embroidery. */
  drawing: varchar("drawing", { length: 40 }).notNull(),
  ...optionAdministration(),
});

/** A shirt model: a fabric with a default design, shown in the gallery. */
export const shirtModels = pgTable(
  "shirt_models",
  {
    id: serialId(),
    name: varchar("name", { length: 120 }).notNull(),
    description: text("description").notNull(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    fabricId: integer("fabric_id")
      .notNull()
      .references(() => fabrics.id),
    collarId: integer("collar_id")
      .notNull()
      .references(() => collars.id),
    cuffId: integer("cuff_id")
      .notNull()
      .references(() => cuffs.id),
    pocketId: integer("pocket_id")
      .notNull()
      .references(() => pockets.id),
    placketId: integer("placket_id")
      .notNull()
      .references(() => plackets.id),
    backId: integer("back_id")
      .notNull()
      .references(() => backs.id),
    bottomId: integer("bottom_id")
      .notNull()
      .references(() => bottoms.id),
    buttonId: integer("button_id")
      .notNull()
      .references(() => buttons.id),
    collarBonesId: integer("collar_bones_id")
      .notNull()
      .references(() => collarBones.id),
    collarFastnessId: integer("collar_fastness_id")
      .notNull()
      .references(() => collarFastnesses.id),
    /** Default embroidery style and symbol (the spec's `bstyle`, `bmotif`). */
    embroideryStyleId: integer("embroidery_style_id")
      .notNull()
      .references(() => embroideryStyles.id),
    embroiderySymbolId: integer("embroidery_symbol_id")
      .notNull()
      .references(() => embroiderySymbols.id),
    isNew: boolean("is_new").notNull().default(false),
    active: boolean("active").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("shirt_models_category_idx").on(t.categoryId), index("shirt_models_fabric_idx").on(t.fabricId)],
);

/**
 * A CSV of fabrics uploaded to the back office, kept between its preview and its application
 * (the preview is worked out again from these rows against the catalogue of the moment).
 */
export const fabricImports = pgTable("fabric_imports", {
  id: serialId(),
  staffId: text("staff_id")
    .notNull()
    .references(() => staffUsers.id, { onDelete: "cascade" }),
  fileName: varchar("file_name", { length: 200 }).notNull(),
  /** The file's records, each a map of column name to text, in the file's order. */
  rows: jsonb("rows").$type<Record<string, string>[]>().notNull(),
  createdAt: createdAt(),
  appliedAt: timestampTz("applied_at"),
});
