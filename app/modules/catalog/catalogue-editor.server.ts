import { and, asc, between, count, eq, ilike, ne, or, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { db, type Transaction } from "~/db/client.server";
import { isUniqueViolation } from "~/db/errors";
import { categories, fabrics, shirtModels } from "~/db/schema";
import { parseId } from "~/infra/ids";
import { invalidate } from "~/infra/invalidation.server";
import { type Refusal, refuse, refuseFields, refuseInvalid } from "~/infra/refusal";
import { designFromModel } from "~/modules/design/design";
import { fabricLookColumns, loadDesignOptions, modelDesignColumns } from "~/modules/design/design.server";
import {
  type DesignOptions,
  type FabricLook,
  type FabricLookRow,
  fabricLook,
  type ShirtLook,
  shirtLook,
} from "~/modules/design/look";
import { type Actor, recordAudit } from "~/modules/shop/audit.server";
import {
  CATALOGUE_MESSAGES,
  type CategoryValues,
  categorySchema,
  MODEL_OPTION_FIELDS,
  type ModelOptionField,
  type ModelValues,
  modelSchema,
} from "./catalogue-forms";
import { firstPlace, GALLERY_POSITIONS } from "./gallery-order";
import { shirtPath } from "./urls";

/*
 * The back office's editor of shirt models and categories. Every change is checked
 * on the server, written with its audit entry in one transaction, and then invalidated under
 * the `catalogue` topic, which also empties the anonymous page cache on every instance
 * (decision 010): the gallery, menus and product pages show it at once.
 *
 * A model's default design must be one the configurator accepts (every option on offer, the
 * fabric on sale), or the product page would offer a shirt that cannot be added to the cart.
 */

export type StaffModelRow = {
  id: number;
  name: string;
  category: string;
  fabricName: string;
  fabricReference: string;
  fabricOnSale: boolean;
  isNew: boolean;
  active: boolean;
  sortOrder: number;
  href: string;
};

/** Every model, on sale or retired, in the gallery's order (one query). */
export async function listModelsForStaff(): Promise<StaffModelRow[]> {
  const rows = await db()
    .select({
      id: shirtModels.id,
      name: shirtModels.name,
      category: categories.name,
      fabricName: fabrics.name,
      fabricReference: fabrics.reference,
      fabricOnSale: fabrics.active,
      isNew: shirtModels.isNew,
      active: shirtModels.active,
      sortOrder: shirtModels.sortOrder,
    })
    .from(shirtModels)
    .innerJoin(categories, eq(categories.id, shirtModels.categoryId))
    .innerJoin(fabrics, eq(fabrics.id, shirtModels.fabricId))
    .orderBy(asc(shirtModels.sortOrder), asc(shirtModels.id));
  return rows.map((row) => ({ ...row, href: shirtPath(row) }));
}

/** A model's default options (MODEL_OPTION_FIELDS): its cut, and where a customer's embroidery starts. */
const { modelId: _modelId, fabricId: _fabricId, ...cutColumns } = modelDesignColumns;
const optionColumns = {
  ...cutColumns,
  embroideryStyleId: shirtModels.embroideryStyleId,
  embroiderySymbolId: shirtModels.embroiderySymbolId,
} satisfies Record<ModelOptionField, PgColumn>;

const modelColumns = {
  id: shirtModels.id,
  name: shirtModels.name,
  description: shirtModels.description,
  categoryId: shirtModels.categoryId,
  fabricId: shirtModels.fabricId,
  ...optionColumns,
  isNew: shirtModels.isNew,
  active: shirtModels.active,
  sortOrder: shirtModels.sortOrder,
};

/** A model as its form shows it: its values, its fabric, its drawing, its address. */
export type StaffModel = {
  id: number;
  active: boolean;
  href: string;
  category: string;
  values: Omit<ModelValues, "fabricReference"> & { fabricReference: string };
  fabric: FabricLookRow & { active: boolean };
  look: ShirtLook;
};

export async function getModelForStaff(idInput: unknown): Promise<StaffModel | null> {
  const id = parseId(idInput);
  if (id === null) return null;
  const [[row], options] = await Promise.all([
    db()
      .select({ ...modelColumns, category: categories.name, fabric: { ...fabricLookColumns, active: fabrics.active } })
      .from(shirtModels)
      .innerJoin(categories, eq(categories.id, shirtModels.categoryId))
      .innerJoin(fabrics, eq(fabrics.id, shirtModels.fabricId))
      .where(eq(shirtModels.id, id)),
    loadDesignOptions(),
  ]);
  if (!row) return null;
  const { fabric, category, ...model } = row;
  const { id: _id, active, fabricId: _fabricId, ...values } = model;
  return {
    id,
    active,
    href: shirtPath(model),
    category,
    values: { ...values, fabricReference: fabric.reference },
    fabric,
    look: shirtLook(designFromModel({ ...model, modelId: id }), fabric, options),
  };
}

/** What the model form chooses from: the categories and every option family (the unavailable ones marked). */
export async function modelFormChoices(): Promise<{
  categories: { id: number; name: string }[];
  options: DesignOptions;
}> {
  const [rows, options] = await Promise.all([
    db()
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .orderBy(asc(categories.sortOrder), asc(categories.id)),
    loadDesignOptions(),
  ]);
  return { categories: rows, options };
}

/**
 * Why these default options cannot make a shirt the configurator accepts, by field: an option
 * that does not exist or is not offered any more. (The default design has no embroidery, so the
 * embroidery rules have nothing to refuse; its style and symbol are where a customer starts.)
 */
export function defaultOptionIssues(
  values: Record<ModelOptionField, number>,
  options: DesignOptions,
): Record<string, string[]> {
  const issues: Record<string, string[]> = {};
  for (const [field, { name, options: family }] of Object.entries(MODEL_OPTION_FIELDS)) {
    const option = options[family].get(values[field as ModelOptionField]);
    if (!option) issues[field] = [CATALOGUE_MESSAGES.option(name)];
    else if (!option.active)
      issues[field] = [`This ${name} is not offered any more: choose one the configurator shows.`];
  }
  return issues;
}

/** A model in the audit log's words: names rather than ids. */
function modelRecord(
  values: Omit<ModelValues, "fabricReference">,
  categoryName: string,
  fabricName: string,
  options: DesignOptions,
): Record<string, unknown> {
  const record: Record<string, unknown> = {
    name: values.name,
    description: values.description,
    category: categoryName,
    fabric: fabricName,
  };
  for (const [field, { name, options: family }] of Object.entries(MODEL_OPTION_FIELDS)) {
    record[name] = options[family].get(values[field as ModelOptionField])?.name ?? null;
  }
  record.new = values.isNew;
  record.order = values.sortOrder;
  return record;
}

type CheckedModel = {
  values: Omit<ModelValues, "fabricReference"> & { fabricId: number };
  /** The audit's words for the model: names rather than ids. */
  record: Record<string, unknown>;
};

/** The model form's values checked against the database: category, fabric on sale, default options offered. */
async function checkModel(input: unknown): Promise<{ ok: true; model: CheckedModel } | Refusal> {
  const parsed = modelSchema.safeParse(input);
  if (!parsed.success) return refuseInvalid(parsed.error);
  const { fabricReference, ...values } = parsed.data;
  const [[category], [fabric], options] = await Promise.all([
    db().select({ name: categories.name }).from(categories).where(eq(categories.id, values.categoryId)),
    db()
      .select({ id: fabrics.id, name: fabrics.name, active: fabrics.active })
      .from(fabrics)
      .where(sql`lower(${fabrics.reference}) = lower(${fabricReference})`),
    loadDesignOptions(),
  ]);
  const fieldErrors = defaultOptionIssues(values, options);
  if (!category) fieldErrors.categoryId = [CATALOGUE_MESSAGES.category];
  if (!fabric) fieldErrors.fabricReference = [CATALOGUE_MESSAGES.fabricUnknown];
  else if (!fabric.active) fieldErrors.fabricReference = [CATALOGUE_MESSAGES.fabricRetired];
  if (!category || !fabric || Object.keys(fieldErrors).length > 0) {
    return refuse(400, "The shirt was not saved: please correct the fields marked.", fieldErrors);
  }
  const record = modelRecord(values, category.name, fabric.name, options);
  return { ok: true, model: { values: { ...values, fabricId: fabric.id }, record } };
}

/** The entries of `after` that differ from `before`, for an audit entry that says what changed. */
function changes(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changed = Object.keys(after).filter((key) => before[key] !== after[key]);
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  };
}

/** Creates a model from its form; it is on sale at once. */
export async function createModel(actor: Actor, input: unknown): Promise<{ ok: true; id: number } | Refusal> {
  const checked = await checkModel(input);
  if (!checked.ok) return checked;
  const { values, record } = checked.model;
  const id = await db().transaction(async (tx) => {
    const [created] = await tx.insert(shirtModels).values(values).returning({ id: shirtModels.id });
    if (!created) throw new Error("The shirt model was not stored.");
    await recordAudit(tx, actor, {
      action: "catalogue.model_created",
      entity: "shirt_model",
      entityId: created.id,
      after: record,
    });
    return created.id;
  });
  await invalidate("catalogue");
  return { ok: true, id };
}

/**
 * The position that shows a new shirt first of the gallery (gallery-order.ts), after moving
 * the shirts in its way one place later. The table is locked against other writes until the
 * caller's transaction ends, so two shirts placed at once cannot push a position out of range.
 */
async function makeRoomFirst(tx: Transaction): Promise<number> {
  await tx.execute(sql`lock table ${shirtModels} in share row exclusive mode`);
  const taken = await tx.selectDistinct({ position: shirtModels.sortOrder }).from(shirtModels);
  const { position, moveThrough } = firstPlace(taken.map((row) => row.position));
  if (moveThrough !== null) {
    await tx
      .update(shirtModels)
      .set({ sortOrder: sql`${shirtModels.sortOrder} + 1` })
      .where(between(shirtModels.sortOrder, GALLERY_POSITIONS.first, moveThrough));
  }
  return position;
}

/**
 * Adds a shirt of the gallery in `shirt.fabricId`, in the caller's transaction: cut like the
 * category's first shirt (else the gallery's), marked new and shown first, at a position the
 * model form accepts (decision 021: the gallery shows shirts, not cloths).
 */
export async function addGalleryShirt(
  tx: Transaction,
  shirt: { name: string; description: string; categoryId: number; fabricId: number },
): Promise<{ id: number; name: string }> {
  const [template] = await tx
    .select(optionColumns)
    .from(shirtModels)
    .orderBy(sql`${shirtModels.categoryId} = ${shirt.categoryId} desc`, asc(shirtModels.sortOrder), asc(shirtModels.id))
    .limit(1);
  if (!template) throw new Error("The gallery has no shirt to cut a new one like.");
  const sortOrder = await makeRoomFirst(tx);
  const [created] = await tx
    .insert(shirtModels)
    .values({ ...template, ...shirt, isNew: true, sortOrder })
    .returning({ id: shirtModels.id, name: shirtModels.name });
  if (!created) throw new Error("The gallery's shirt was not stored.");
  return created;
}

/**
 * Saves a model's form. Its address follows its name: /custom-made-men-shirt/{name}/{id} is
 * found by the id, and an old name in an address is redirected to the new one (routes/shirt.tsx),
 * so links already shared keep working.
 */
export async function updateModel(actor: Actor, idInput: unknown, input: unknown): Promise<{ ok: true } | Refusal> {
  const id = parseId(idInput);
  const current = id === null ? null : await getModelForStaff(id);
  if (id === null || !current) return refuse(404, CATALOGUE_MESSAGES.modelNotFound);
  const checked = await checkModel(input);
  if (!checked.ok) return checked;
  const { values, record } = checked.model;
  const before = modelRecord(current.values, current.category, current.fabric.name, await loadDesignOptions());
  await db().transaction(async (tx) => {
    await tx.update(shirtModels).set(values).where(eq(shirtModels.id, id));
    await recordAudit(tx, actor, {
      action: "catalogue.model_changed",
      entity: "shirt_model",
      entityId: id,
      ...changes(before, record),
    });
  });
  await invalidate("catalogue");
  return { ok: true };
}

/**
 * Takes a model off sale (`retire`) or puts it back (`restore`). A retired model leaves the
 * gallery, its product page and configurator answer 404, carts holding it say so and cannot
 * check out, and shared links to it say it cannot be made any more; orders keep their snapshot.
 * A model is restored only when its default design can still be made.
 */
export async function setModelOnSale(actor: Actor, idInput: unknown, onSale: boolean): Promise<{ ok: true } | Refusal> {
  const current = await getModelForStaff(idInput);
  if (!current) return refuse(404, CATALOGUE_MESSAGES.modelNotFound);
  if (onSale) {
    const checked = await checkModel(current.values);
    if (!checked.ok) {
      const problems = Object.values(checked.fieldErrors ?? {}).flat();
      return refuse(
        409,
        `This shirt cannot go back on sale as it is: ${problems.join(" ")} Save it with new defaults first.`,
      );
    }
  }
  await db().transaction(async (tx) => {
    await tx.update(shirtModels).set({ active: onSale }).where(eq(shirtModels.id, current.id));
    await recordAudit(tx, actor, {
      action: onSale ? "catalogue.model_restored" : "catalogue.model_retired",
      entity: "shirt_model",
      entityId: current.id,
      before: { onSale: current.active },
      after: { onSale },
    });
  });
  await invalidate("catalogue");
  return { ok: true };
}

/* Categories. */

export type StaffCategory = {
  id: number;
  name: string;
  description: string;
  sortOrder: number;
  /** Models in it, retired ones included (they keep their category). */
  models: number;
};

export async function listCategoriesForStaff(): Promise<StaffCategory[]> {
  return db()
    .select({
      id: categories.id,
      name: categories.name,
      description: categories.description,
      sortOrder: categories.sortOrder,
      models: count(shirtModels.id),
    })
    .from(categories)
    .leftJoin(shirtModels, eq(shirtModels.categoryId, categories.id))
    .groupBy(categories.id)
    .orderBy(asc(categories.sortOrder), asc(categories.id));
}

function categoryRefusal(error: unknown): Refusal {
  if (isUniqueViolation(error)) return refuseFields({ name: [CATALOGUE_MESSAGES.categoryNameTaken] });
  throw error;
}

async function nameTaken(name: string, exceptId: number | null): Promise<boolean> {
  const [taken] = await db()
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(sql`lower(${categories.name}) = lower(${name})`, exceptId === null ? undefined : ne(categories.id, exceptId)),
    );
  return taken !== undefined;
}

function parseCategory(input: unknown): { ok: true; values: CategoryValues } | Refusal {
  const parsed = categorySchema.safeParse(input);
  return parsed.success ? { ok: true, values: parsed.data } : refuseInvalid(parsed.error);
}

export async function createCategory(actor: Actor, input: unknown): Promise<{ ok: true; id: number } | Refusal> {
  const parsed = parseCategory(input);
  if (!parsed.ok) return parsed;
  const { values } = parsed;
  if (await nameTaken(values.name, null)) return refuseFields({ name: [CATALOGUE_MESSAGES.categoryNameTaken] });
  try {
    const id = await db().transaction(async (tx) => {
      const [created] = await tx.insert(categories).values(values).returning({ id: categories.id });
      if (!created) throw new Error("The category was not stored.");
      await recordAudit(tx, actor, {
        action: "catalogue.category_created",
        entity: "category",
        entityId: created.id,
        after: values,
      });
      return created.id;
    });
    await invalidate("catalogue");
    return { ok: true, id };
  } catch (error) {
    return categoryRefusal(error);
  }
}

export async function updateCategory(actor: Actor, idInput: unknown, input: unknown): Promise<{ ok: true } | Refusal> {
  const id = parseId(idInput);
  const parsed = parseCategory(input);
  if (!parsed.ok) return parsed;
  const { values } = parsed;
  const [current] =
    id === null
      ? []
      : await db()
          .select({ name: categories.name, description: categories.description, sortOrder: categories.sortOrder })
          .from(categories)
          .where(eq(categories.id, id));
  if (id === null || !current) return refuse(404, CATALOGUE_MESSAGES.categoryNotFound);
  if (await nameTaken(values.name, id)) return refuseFields({ name: [CATALOGUE_MESSAGES.categoryNameTaken] });
  try {
    await db().transaction(async (tx) => {
      await tx.update(categories).set(values).where(eq(categories.id, id));
      await recordAudit(tx, actor, {
        action: "catalogue.category_changed",
        entity: "category",
        entityId: id,
        ...changes(current, values),
      });
    });
  } catch (error) {
    return categoryRefusal(error);
  }
  await invalidate("catalogue");
  return { ok: true };
}

/**
 * Deletes an empty category. One holding models, even retired ones (they keep their category,
 * and orders name it), is refused with how many: move them first. The count and the delete run
 * in one transaction with the category locked, so a model saved meanwhile cannot be orphaned
 * (the foreign key would refuse it anyway).
 */
export async function deleteCategory(actor: Actor, idInput: unknown): Promise<{ ok: true } | Refusal> {
  const id = parseId(idInput);
  if (id === null) return refuse(404, CATALOGUE_MESSAGES.categoryNotFound);
  const outcome = await db().transaction(async (tx) => {
    const [category] = await tx
      .select({ name: categories.name, description: categories.description, sortOrder: categories.sortOrder })
      .from(categories)
      .where(eq(categories.id, id))
      .for("update");
    if (!category) return refuse(404, CATALOGUE_MESSAGES.categoryNotFound);
    const [held] = await tx
      .select({ all: count(), retired: sql<number>`count(*) filter (where not ${shirtModels.active})::int` })
      .from(shirtModels)
      .where(eq(shirtModels.categoryId, id));
    const all = held?.all ?? 0;
    if (all > 0) {
      const retired = held?.retired ?? 0;
      const models = `${all} shirt model${all === 1 ? "" : "s"}${retired > 0 ? ` (${retired} retired)` : ""}`;
      return refuse(
        409,
        `“${category.name}” still holds ${models}: move ${all === 1 ? "it" : "them"} to another category before deleting it.`,
      );
    }
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAudit(tx, actor, {
      action: "catalogue.category_deleted",
      entity: "category",
      entityId: id,
      before: category,
    });
    return { ok: true as const };
  });
  if (outcome.ok) await invalidate("catalogue");
  return outcome;
}

/** The fabric search's most results: enough to pick from, few enough to read on a phone. */
const FABRIC_MATCHES = 8;

export type FabricMatch = FabricLookRow & { look: FabricLook };

/** Fabrics on sale whose name or reference holds `query`, for the model form's fabric finder. */
export async function findFabricsForModel(query: string): Promise<FabricMatch[]> {
  const words = query.trim().slice(0, 60);
  if (words === "") return [];
  const pattern = `%${words.replace(/[%_\\]/g, "\\$&")}%`;
  const [rows, options] = await Promise.all([
    db()
      .select(fabricLookColumns)
      .from(fabrics)
      .where(and(eq(fabrics.active, true), or(ilike(fabrics.name, pattern), ilike(fabrics.reference, pattern))))
      .orderBy(asc(fabrics.name), asc(fabrics.id))
      .limit(FABRIC_MATCHES),
    loadDesignOptions(),
  ]);
  return rows.map((row) => ({ ...row, look: fabricLook(row, options) }));
}
