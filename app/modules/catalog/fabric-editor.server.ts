import { and, asc, countDistinct, eq, exists, ilike, isNotNull, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { db, type Transaction } from "~/db/client.server";
import { isUniqueViolation } from "~/db/errors";
import { cartLines, fabricRanges, fabrics, shirtModels } from "~/db/schema";
import { invalidate } from "~/infra/invalidation.server";
import { type Refusal, refuse, refuseFields, refuseInvalid } from "~/infra/refusal";
import { designFromModel } from "~/modules/design/design";
import { fabricLookColumns, loadDesignOptions, modelDesignColumns } from "~/modules/design/design.server";
import {
  type DesignOptions,
  type FabricColumns,
  type FabricLook,
  fabricLook,
  type ShirtLook,
  shirtLook,
} from "~/modules/design/look";
import { readSetting } from "~/modules/settings/settings.server";
import { type Actor, recordAudit } from "~/modules/shop/audit.server";
import { canMakeOneShirt } from "~/modules/stock/consumption";
import { oneShirtCmSql } from "~/modules/stock/offer.server";
import { listCategories } from "./catalog.server";
import { addGalleryShirt } from "./catalogue-editor.server";
import {
  describeChanges,
  FABRIC_MESSAGES,
  type FabricFilters,
  type FabricValues,
  fabricFormSchema,
  type ListNames,
} from "./fabric-forms";

/*
 * The back office's fabrics: the list, one fabric, and its changes. Every change
 * is checked with fabric-forms.ts, written with its audit entry in one transaction, and then
 * shown by every instance of the shop within a second (invalidate("catalogue")). A fabric is
 * never deleted: carts and orders point at it. It is retired instead, which takes it out of
 * the gallery and the configurator (they select active fabrics) and stops carts holding it
 * at the checkout (cart.server.ts, orders.server.ts).
 */

export const FABRICS_PAGE_SIZE = 50;

/** "%" and "_" in a search are letters, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The columns of a fabric's stored attributes (FabricValues); the range joined by name. */
export const fabricValueColumns = {
  reference: fabrics.reference,
  name: fabrics.name,
  priceCents: fabrics.priceCents,
  weaveId: fabrics.weaveId,
  motifId: fabrics.motifId,
  colourId: fabrics.colourId,
  primaryHex: fabrics.primaryHex,
  secondaryHex: fabrics.secondaryHex,
  composition: fabrics.composition,
  weightGsm: fabrics.weightGsm,
  thickness: fabrics.thickness,
  finish: fabrics.finish,
  origin: fabrics.origin,
  threadCount: fabrics.threadCount,
  style: fabrics.style,
  range: fabricRanges.name,
  description: fabrics.description,
};

export type FabricListRow = {
  id: number;
  reference: string;
  name: string;
  priceCents: number;
  weave: string;
  motif: string;
  colour: string;
  active: boolean;
  /** Metres in stock, cm; null when never counted. */
  stockCm: number | null;
  /** Counted and able to make one more standard shirt, or not counted (modules/stock). */
  canMakeShirt: boolean;
  low: boolean;
  look: FabricLook;
};

/** The conditions of the list's filters. The search uses the trigram indexes of name and reference. */
function listConditions(filters: FabricFilters, lowStockCm: number): SQL | undefined {
  const search = filters.q.trim();
  const conditions: (SQL | undefined)[] = [
    search ? or(ilike(fabrics.name, likePattern(search)), ilike(fabrics.reference, likePattern(search))) : undefined,
    filters.weave !== null ? eq(fabrics.weaveId, filters.weave) : undefined,
    filters.colour !== null ? eq(fabrics.colourId, filters.colour) : undefined,
    filters.motif !== null ? eq(fabrics.motifId, filters.motif) : undefined,
    filters.status === "on-sale"
      ? eq(fabrics.active, true)
      : filters.status === "retired"
        ? eq(fabrics.active, false)
        : undefined,
    filters.stock === "low"
      ? and(isNotNull(fabrics.stockCm), lt(fabrics.stockCm, lowStockCm))
      : filters.stock === "sold-out"
        ? and(isNotNull(fabrics.stockCm), sql`${fabrics.stockCm} < ${oneShirtCmSql()}`)
        : filters.stock === "not-counted"
          ? isNull(fabrics.stockCm)
          : undefined,
    // A fabric is in a category when a shirt of the gallery in that category is made of it.
    filters.category !== null
      ? exists(
          db()
            .select({ one: sql`1` })
            .from(shirtModels)
            .where(and(eq(shirtModels.fabricId, fabrics.id), eq(shirtModels.categoryId, filters.category))),
        )
      : undefined,
  ];
  return and(...conditions);
}

/** The low-stock line of the list's filter, cm (the `lowStockMetres` setting). */
export async function lowStockCm(): Promise<number> {
  return (await readSetting("lowStockMetres")) * 100;
}

/** The list's order: by name, or fewest metres first when it lists stock to look after. */
function listOrder(filters: FabricFilters) {
  const byName = [asc(fabrics.name), asc(fabrics.id)];
  return filters.stock === "low" || filters.stock === "sold-out" ? [asc(fabrics.stockCm), ...byName] : byName;
}

/** The matching fabrics (and `more` conditions) by name then id, without paging: the export reads them. */
export function selectFabrics(filters: FabricFilters, lowCm: number, more?: SQL) {
  return db()
    .select({ id: fabrics.id, active: fabrics.active, stockCm: fabrics.stockCm, ...fabricValueColumns })
    .from(fabrics)
    .leftJoin(fabricRanges, eq(fabricRanges.id, fabrics.rangeId))
    .where(and(listConditions(filters, lowCm), more))
    .orderBy(asc(fabrics.name), asc(fabrics.id));
}

/**
 * One page of the back office's fabric list and the number of matches: one query (the count
 * as a window) plus the cached lists, whatever the size of the catalogue; a page past the end
 * (an old link) shows the last page.
 */
export async function listFabricsForStaff(filters: FabricFilters): Promise<{
  rows: FabricListRow[];
  total: number;
  page: number;
  pages: number;
}> {
  const [options, low] = await Promise.all([loadDesignOptions(), lowStockCm()]);
  const where = listConditions(filters, low);
  const pageRows = (page: number) =>
    db()
      .select({
        ...fabricLookColumns,
        colourId: fabrics.colourId,
        active: fabrics.active,
        stockCm: fabrics.stockCm,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(fabrics)
      .where(where)
      .orderBy(...listOrder(filters))
      .limit(FABRICS_PAGE_SIZE)
      .offset((page - 1) * FABRICS_PAGE_SIZE);
  let page = filters.page;
  let rows = await pageRows(page);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) {
    const [counted] = await db()
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(fabrics)
      .where(where);
    total = counted?.n ?? 0;
    page = Math.max(1, Math.ceil(total / FABRICS_PAGE_SIZE));
    rows = total === 0 ? [] : await pageRows(page);
  }
  return {
    rows: rows.map((row) => ({
      id: row.id,
      reference: row.reference,
      name: row.name,
      priceCents: row.priceCents,
      weave: options.weaves.get(row.weaveId)?.name ?? "",
      motif: options.motifs.get(row.motifId)?.name ?? "",
      colour: options.colours.get(row.colourId)?.name ?? "",
      active: row.active,
      stockCm: row.stockCm,
      canMakeShirt: canMakeOneShirt(row.stockCm, options.motifs.get(row.motifId)?.pattern ?? ""),
      low: row.stockCm !== null && row.stockCm < low,
      look: fabricLook(row, options),
    })),
    total,
    page,
    pages: Math.max(1, Math.ceil(total / FABRICS_PAGE_SIZE)),
  };
}

/** The names of the shop's weaves, motifs and colours by id. */
export function listNames(options: DesignOptions): ListNames {
  const names = (map: Map<number, { name: string }>) => new Map([...map].map(([id, row]) => [id, row.name]));
  return { weaves: names(options.weaves), motifs: names(options.motifs), colours: names(options.colours) };
}

/** What the editor offers: the lists to choose from, and the words already used, as suggestions. */
export async function fabricEditorLists() {
  const distinct = (column: PgColumn) =>
    db()
      .select({ value: sql<string>`${column}` })
      .from(fabrics)
      .groupBy(column)
      .orderBy(sql`count(*) desc`, asc(column))
      .limit(40)
      .then((rows) => rows.map((row) => row.value));
  const [options, categoryRows, ranges, compositions, finishes, origins, threadCounts, styles] = await Promise.all([
    loadDesignOptions(),
    listCategories(),
    db()
      .select({ name: fabricRanges.name })
      .from(fabricRanges)
      .orderBy(asc(fabricRanges.name))
      .then((rows) => rows.map((row) => row.name)),
    distinct(fabrics.composition),
    distinct(fabrics.finish),
    distinct(fabrics.origin),
    distinct(fabrics.threadCount),
    distinct(fabrics.style),
  ]);
  return {
    weaves: [...options.weaves.values()].map(({ id, name, texture }) => ({ id, name, texture })),
    motifs: [...options.motifs.values()].map(({ id, name, pattern }) => ({ id, name, pattern })),
    colours: [...options.colours.values()].map(({ id, name, hex }) => ({ id, name, hex })),
    categories: categoryRows,
    suggestions: { ranges, compositions, finishes, origins, threadCounts, styles },
  };
}

/** A shirt to draw a fabric on: the design of a model, from the gallery's first one when the fabric has none. */
async function previewDesignRow(fabricId: number | null) {
  const [own] =
    fabricId === null
      ? []
      : await db()
          .select(modelDesignColumns)
          .from(shirtModels)
          .where(eq(shirtModels.fabricId, fabricId))
          .orderBy(asc(shirtModels.sortOrder), asc(shirtModels.id))
          .limit(1);
  if (own) return own;
  const [first] = await db()
    .select(modelDesignColumns)
    .from(shirtModels)
    .where(eq(shirtModels.active, true))
    .orderBy(asc(shirtModels.sortOrder), asc(shirtModels.id))
    .limit(1);
  return first ?? null;
}

/**
 * The shirt the editor draws a fabric on: the first shirt of the gallery made of it, else the
 * gallery's first shirt, in this fabric (the page swaps in the fabric as it is typed). Null
 * when the gallery has no shirt at all.
 */
export async function previewShirt(fabric: FabricColumns & { id: number | null }): Promise<ShirtLook | null> {
  const [options, row] = await Promise.all([loadDesignOptions(), previewDesignRow(fabric.id)]);
  if (!row) return null;
  return shirtLook(designFromModel(row), fabric, options);
}

export type StaffFabric = FabricValues & {
  id: number;
  active: boolean;
  updatedAt: Date;
  createdAt: Date;
  /** The gallery's shirts made of it (at most 10) and how many there are. */
  shirts: { id: number; name: string; active: boolean }[];
  shirtCount: number;
  /** How many carts hold a shirt in it. */
  cartCount: number;
  look: FabricLook;
};

/** One fabric with everything the editor shows, or null. Four queries and the cached option tables. */
export async function getFabricForStaff(id: number): Promise<StaffFabric | null> {
  const [row] = await db()
    .select({
      id: fabrics.id,
      active: fabrics.active,
      updatedAt: fabrics.updatedAt,
      createdAt: fabrics.createdAt,
      ...fabricValueColumns,
    })
    .from(fabrics)
    .leftJoin(fabricRanges, eq(fabricRanges.id, fabrics.rangeId))
    .where(eq(fabrics.id, id));
  if (!row) return null;
  const [options, shirts, [shirtCount], [carts]] = await Promise.all([
    loadDesignOptions(),
    db()
      .select({ id: shirtModels.id, name: shirtModels.name, active: shirtModels.active })
      .from(shirtModels)
      .where(eq(shirtModels.fabricId, id))
      .orderBy(asc(shirtModels.sortOrder), asc(shirtModels.id))
      .limit(10),
    db()
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(shirtModels)
      .where(eq(shirtModels.fabricId, id)),
    db()
      .select({ n: countDistinct(cartLines.cartId) })
      .from(cartLines)
      .where(eq(cartLines.fabricId, id)),
  ]);
  return {
    ...row,
    shirts,
    shirtCount: shirtCount?.n ?? 0,
    cartCount: carts?.n ?? 0,
    look: fabricLook(row, options),
  };
}

/** The range of this name, created when the shop has none yet; null for none. */
export async function rangeIdFor(tx: Transaction, name: string | null): Promise<number | null> {
  if (name === null) return null;
  await tx.insert(fabricRanges).values({ name }).onConflictDoNothing({ target: fabricRanges.name });
  const [range] = await tx.select({ id: fabricRanges.id }).from(fabricRanges).where(eq(fabricRanges.name, name));
  return range?.id ?? null;
}

/** The form checked with the schema and against the shop's lists: the fabric's values, or a refusal with a message per field. */
async function readFabricForm(input: unknown) {
  const parsed = fabricFormSchema.safeParse(input);
  if (!parsed.success) return refuseInvalid(parsed.error);
  const { price, weaveId, motifId, colourId, updatedAt, galleryCategoryId, ...rest } = parsed.data;
  const options = await loadDesignOptions();
  const fieldErrors: Record<string, string[]> = {};
  if (!options.weaves.has(weaveId)) fieldErrors.weaveId = [FABRIC_MESSAGES.weave];
  if (!options.motifs.has(motifId)) fieldErrors.motifId = [FABRIC_MESSAGES.motif];
  if (!options.colours.has(colourId)) fieldErrors.colourId = [FABRIC_MESSAGES.colour];
  if (Object.keys(fieldErrors).length > 0) return refuseFields(fieldErrors);
  const values: FabricValues = { ...rest, priceCents: price, weaveId, motifId, colourId };
  return { ok: true as const, values, updatedAt, galleryCategoryId, names: listNames(options) };
}

const REFERENCE_TAKEN = refuseFields({ reference: [FABRIC_MESSAGES.referenceTaken] });

/** The stored columns of these values (the range by id). */
function storedColumns({ range: _range, ...values }: FabricValues, rangeId: number | null) {
  return { ...values, rangeId };
}

/**
 * Adds a fabric (the editor's "New fabric"). With a gallery category it is also shown in the
 * gallery as a shirt of that category, cut like the category's first shirt and marked new
 * (decision 021): the gallery shows shirts, not cloths.
 */
export async function createFabric(actor: Actor, input: unknown): Promise<{ ok: true; id: number } | Refusal> {
  const form = await readFabricForm(input);
  if (!form.ok) return form;
  const { values, galleryCategoryId } = form;
  if (galleryCategoryId !== null && !(await listCategories()).some((category) => category.id === galleryCategoryId)) {
    return refuseFields({ galleryCategoryId: ["Please choose a category of the gallery, or none."] });
  }
  try {
    const id = await db().transaction(async (tx) => {
      const rangeId = await rangeIdFor(tx, values.range);
      const [fabric] = await tx.insert(fabrics).values(storedColumns(values, rangeId)).returning({ id: fabrics.id });
      if (!fabric) throw new Error("The fabric was not stored.");
      const shirt =
        galleryCategoryId === null
          ? null
          : await addGalleryShirt(tx, {
              name: values.name,
              description: values.description,
              categoryId: galleryCategoryId,
              fabricId: fabric.id,
            });
      await recordAudit(tx, actor, {
        action: "fabric.created",
        entity: "fabric",
        entityId: fabric.id,
        after: { reference: values.reference, name: values.name, galleryShirt: shirt?.name ?? null },
      });
      return fabric.id;
    });
    await invalidate("catalogue");
    return { ok: true, id };
  } catch (error) {
    if (isUniqueViolation(error)) return REFERENCE_TAKEN;
    throw error;
  }
}

/** Changes a fabric's attributes; refused when someone changed it since the form was opened. */
export async function updateFabric(actor: Actor, id: number, input: unknown): Promise<{ ok: true } | Refusal> {
  const form = await readFabricForm(input);
  if (!form.ok) return form;
  const { values, updatedAt, names } = form;
  try {
    const changed = await db().transaction(async (tx) => {
      const [current] = await tx
        .select({ id: fabrics.id, updatedAt: fabrics.updatedAt, ...fabricValueColumns })
        .from(fabrics)
        .leftJoin(fabricRanges, eq(fabricRanges.id, fabrics.rangeId))
        .where(eq(fabrics.id, id))
        .for("update", { of: fabrics });
      if (!current) return refuse(404, FABRIC_MESSAGES.unknownFabric);
      if (updatedAt !== undefined && updatedAt !== current.updatedAt.toISOString()) {
        return refuse(409, FABRIC_MESSAGES.changedMeanwhile);
      }
      const changes = describeChanges(current, values, names);
      if (changes.length === 0) return false;
      const rangeId = await rangeIdFor(tx, values.range);
      await tx
        .update(fabrics)
        .set({ ...storedColumns(values, rangeId), updatedAt: sql`now()` })
        .where(eq(fabrics.id, id));
      await recordAudit(tx, actor, {
        action: "fabric.changed",
        entity: "fabric",
        entityId: id,
        before: Object.fromEntries(changes.map((change) => [change.label, change.from])),
        after: Object.fromEntries(changes.map((change) => [change.label, change.to])),
      });
      return true;
    });
    if (typeof changed === "object") return changed;
    if (changed) await invalidate("catalogue");
    return { ok: true };
  } catch (error) {
    if (isUniqueViolation(error)) return REFERENCE_TAKEN;
    throw error;
  }
}

/**
 * Retires a fabric (`onSale` false) or puts it back on sale. Carts keep their lines, which
 * then say so and cannot be bought (cart.server.ts); orders keep their snapshot.
 */
export async function setFabricOnSale(
  actor: Actor,
  id: number,
  onSale: boolean,
): Promise<{ ok: true; changed: boolean } | Refusal> {
  const changed = await db().transaction(async (tx) => {
    const [current] = await tx
      .select({ active: fabrics.active, reference: fabrics.reference, name: fabrics.name })
      .from(fabrics)
      .where(eq(fabrics.id, id))
      .for("update");
    if (!current) return null;
    if (current.active === onSale) return false;
    await tx.update(fabrics).set({ active: onSale, updatedAt: sql`now()` }).where(eq(fabrics.id, id));
    await recordAudit(tx, actor, {
      action: onSale ? "fabric.restored" : "fabric.retired",
      entity: "fabric",
      entityId: id,
      after: { reference: current.reference, name: current.name },
    });
    return true;
  });
  if (changed === null) return refuse(404, FABRIC_MESSAGES.unknownFabric);
  if (changed) await invalidate("catalogue");
  return { ok: true, changed };
}

/** The gallery's categories and the list's other filters, for the list's form. */
export async function fabricFilterLists() {
  const [options, categoryRows] = await Promise.all([loadDesignOptions(), listCategories()]);
  const named = (map: Map<number, { id: number; name: string }>) =>
    [...map.values()].map(({ id, name }) => ({ id, name }));
  return {
    categories: categoryRows,
    weaves: named(options.weaves),
    motifs: named(options.motifs),
    colours: named(options.colours),
  };
}

/** How many fabrics are on sale and retired, for the list's header. */
export async function fabricCounts(): Promise<{ onSale: number; retired: number }> {
  const [row] = await db()
    .select({
      onSale: sql<number>`count(*) filter (where ${fabrics.active})`.mapWith(Number),
      retired: sql<number>`count(*) filter (where not ${fabrics.active})`.mapWith(Number),
    })
    .from(fabrics);
  return { onSale: row?.onSale ?? 0, retired: row?.retired ?? 0 };
}
