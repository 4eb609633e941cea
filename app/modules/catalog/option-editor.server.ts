import { asc, eq, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { db, type Executor } from "~/db/client.server";
import { isUniqueViolation } from "~/db/errors";
import { shirtModels } from "~/db/schema";
import { parseId } from "~/infra/ids";
import { invalidate } from "~/infra/invalidation.server";
import { type Refusal, refuse, refuseInvalid } from "~/infra/refusal";
import { OPTION_TABLES } from "~/modules/design/design.server";
import { type Actor, recordAudit } from "~/modules/shop/audit.server";
import { CATALOGUE_MESSAGES, MODEL_OPTION_FIELDS, type OptionValues, optionSchema } from "./catalogue-forms";
import { OPTION_FAMILIES, type OptionFamilyKey } from "./option-families";

/*
 * The back office's editor of the option families: names, descriptions, the
 * production sheet's codes, the configurator's order and availability. An unavailable option
 * leaves the configurator (its steps show only options on offer), and a design or cart line
 * holding it cannot be bought (validateDesign, the cart's availability). Changes are audited
 * and invalidated under `design-options` (and `catalogue`, whose pages draw the options), which
 * empties the anonymous page cache on every instance (decision 010).
 */

/** The columns every family has; `description` only where the family is described. */
type OptionTable = PgTable & {
  id: AnyPgColumn;
  name: AnyPgColumn;
  code: AnyPgColumn;
  sortOrder: AnyPgColumn;
  active: AnyPgColumn;
  description?: AnyPgColumn;
};

/** A family's table (the design module reads its rows). */
function tableOf(key: OptionFamilyKey): OptionTable {
  return OPTION_TABLES[OPTION_FAMILIES[key].options];
}

/** The model column holding each family's default, for the families a model has a default of. */
const MODEL_DEFAULT_COLUMNS: Partial<Record<OptionFamilyKey, AnyPgColumn>> = Object.fromEntries(
  Object.entries(MODEL_OPTION_FIELDS).flatMap(([field, { options }]) => {
    const key = (Object.keys(OPTION_FAMILIES) as OptionFamilyKey[]).find(
      (family) => OPTION_FAMILIES[family].options === options,
    );
    return key ? [[key, shirtModels[field as keyof typeof MODEL_OPTION_FIELDS]]] : [];
  }),
);

export type StaffOption = {
  id: number;
  name: string;
  description: string;
  code: string;
  sortOrder: number;
  active: boolean;
  /** Names of the models on sale that start with this option. */
  defaultOf: string[];
};

type OptionRow = Omit<StaffOption, "defaultOf">;

function columnsOf(key: OptionFamilyKey) {
  const table = tableOf(key);
  return {
    id: table.id,
    name: table.name,
    description: table.description ?? sql<string>`''`,
    code: table.code,
    sortOrder: table.sortOrder,
    active: table.active,
  };
}

/** On-sale models starting with each option of a family, by option id (one query). */
async function defaultsOf(key: OptionFamilyKey, executor: Executor = db()): Promise<Map<number, string[]>> {
  const column = MODEL_DEFAULT_COLUMNS[key];
  const byOption = new Map<number, string[]>();
  if (!column) return byOption;
  const rows = await executor
    .select({ optionId: column, name: shirtModels.name })
    .from(shirtModels)
    .where(eq(shirtModels.active, true))
    .orderBy(asc(shirtModels.sortOrder), asc(shirtModels.id));
  for (const row of rows) {
    const id = row.optionId as number;
    byOption.set(id, [...(byOption.get(id) ?? []), row.name]);
  }
  return byOption;
}

/** A family's rows in the configurator's order, each with the models that start with it. */
export async function listOptionFamily(key: OptionFamilyKey): Promise<StaffOption[]> {
  const columns = columnsOf(key);
  const [rows, defaults] = await Promise.all([
    db().select(columns).from(tableOf(key)).orderBy(asc(columns.sortOrder), asc(columns.id)) as Promise<OptionRow[]>,
    defaultsOf(key),
  ]);
  return rows.map((row) => ({ ...row, defaultOf: defaults.get(row.id) ?? [] }));
}

/** "The Executive", "The Executive and The Oxford", "The Executive and 3 other shirts". */
function modelNames(names: string[]): string {
  if (names.length === 1) return `“${names[0]}”`;
  if (names.length === 2) return `“${names[0]}” and “${names[1]}”`;
  return `“${names[0]}” and ${names.length - 1} other shirts`;
}

/**
 * Saves one option's row. Refused, with nothing changed: an option that does not exist, a
 * name or code another option of the family has, and taking off offer the family's "none"
 * (choosing no embroidery must stay possible), its last available option (a shirt needs one),
 * or an option models on sale start with (their product pages would offer a shirt that cannot
 * be bought: give them another default first).
 */
export async function updateOption(
  actor: Actor,
  key: OptionFamilyKey,
  input: unknown,
): Promise<{ ok: true; option: OptionValues } | Refusal> {
  const parsed = optionSchema.safeParse(input);
  if (!parsed.success) return refuseInvalid(parsed.error);
  const values = parsed.data;
  const family: { one: string; described: boolean; noneId?: number } = OPTION_FAMILIES[key];
  const table = tableOf(key);
  const columns = columnsOf(key);
  const id = parseId(values.optionId);
  if (id === null) return refuse(404, CATALOGUE_MESSAGES.optionNotFound);

  try {
    const outcome = await db().transaction(async (tx) => {
      // The family's rows are locked: two people taking off offer its last two options at once
      // cannot leave it empty.
      const rows = (await tx.select(columns).from(table).orderBy(asc(columns.id)).for("update")) as OptionRow[];
      const current = rows.find((row) => row.id === id);
      if (!current) return refuse(404, CATALOGUE_MESSAGES.optionNotFound);
      const others = rows.filter((row) => row.id !== id);
      const fieldErrors: Record<string, string[]> = {};
      if (others.some((row) => row.name.toLowerCase() === values.name.toLowerCase())) {
        fieldErrors.name = [CATALOGUE_MESSAGES.optionNameTaken];
      }
      if (others.some((row) => row.code === values.code)) fieldErrors.code = [CATALOGUE_MESSAGES.optionCodeTaken];
      if (current.active && !values.active) {
        if (id === family.noneId) {
          fieldErrors.active = [`“${current.name}” is always offered: customers must be able to choose none.`];
        } else if (!others.some((row) => row.active)) {
          fieldErrors.active = [`At least one ${family.one} must stay available: every shirt needs one.`];
        } else {
          const defaults = (await defaultsOf(key, tx)).get(id) ?? [];
          if (defaults.length > 0) {
            fieldErrors.active = [
              `${modelNames(defaults)} start${defaults.length === 1 ? "s" : ""} with this ${family.one}: give ${defaults.length === 1 ? "it" : "them"} another default first.`,
            ];
          }
        }
      }
      if (Object.keys(fieldErrors).length > 0) {
        return refuse(400, `The ${family.one} was not saved: please correct the fields marked.`, fieldErrors);
      }
      const next = {
        name: values.name,
        ...(family.described ? { description: values.description } : {}),
        code: values.code,
        sortOrder: values.sortOrder,
        active: values.active,
      };
      await tx.update(table).set(next).where(eq(table.id, id));
      const before: Record<string, unknown> = current;
      const changed = Object.keys(next).filter((field) => before[field] !== next[field as keyof typeof next]);
      await recordAudit(tx, actor, {
        action: "catalogue.option_changed",
        entity: key,
        entityId: id,
        before: Object.fromEntries(changed.map((field) => [field, before[field]])),
        after: Object.fromEntries(changed.map((field) => [field, next[field as keyof typeof next]])),
      });
      return { ok: true as const, option: values };
    });
    if (outcome.ok) await invalidate("design-options", "catalogue");
    return outcome;
  } catch (error) {
    // Two saves giving one code or name at the same moment: the unique constraint settles it.
    if (isUniqueViolation(error))
      return refuse(409, "Another option took this name or code meanwhile. Please try again.");
    throw error;
  }
}
