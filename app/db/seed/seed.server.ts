import { getTableColumns, getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database, Transaction } from "~/db/client.server";
import {
  backs,
  bottoms,
  buttons,
  categories,
  collarBones,
  collarFastnesses,
  collars,
  colours,
  contentPages,
  countries,
  cuffs,
  currencies,
  deliveryOptions,
  embroideryColours,
  embroideryPositions,
  embroideryStyles,
  embroiderySymbols,
  embroideryTypes,
  fabricRanges,
  fabrics,
  faqCategories,
  faqItems,
  guidePages,
  homeContent,
  motifs,
  paymentMethods,
  plackets,
  pockets,
  shirtModels,
  weaves,
} from "~/db/schema";
import { OPTION_FAMILIES, type OptionFamilyKey, seededOptionCode } from "~/modules/catalog/option-families";
import { sanitizeHtml } from "~/modules/content/sanitize";
import {
  backSeed,
  bottomSeed,
  buttonSeed,
  categorySeed,
  collarBonesSeed,
  collarFastnessSeed,
  collarSeed,
  colourSeed,
  cuffSeed,
  embroideryColourSeed,
  embroideryPositionSeed,
  embroideryStyleSeed,
  embroiderySymbolSeed,
  embroideryTypeSeed,
  fabricRangeSeed,
  fabricSeed,
  motifSeed,
  placketSeed,
  pocketSeed,
  shirtModelSeed,
  weaveSeed,
} from "./catalogue";
import { contentPageSeed, faqCategorySeed, faqItemSeed, homeContentSeed } from "./content";
import { guidePageSeed } from "./content-guides";
import { faqPageSeed } from "./content-pages";
import { countrySeed, currencySeed, deliveryOptionSeed, paymentMethodSeed } from "./reference";

/** Rows per INSERT statement. */
const CHUNK_SIZE = 500;

type SeedStep = { table: PgTable; rows: readonly Record<string, unknown>[] };

function step<T extends PgTable>(table: T, rows: readonly T["$inferInsert"][]): SeedStep {
  return { table, rows };
}

/** An option family's rows with the production sheet's codes they start with ("CO-07" for collar 7). */
function coded<Row extends { id?: number }>(family: OptionFamilyKey, rows: readonly Row[]): (Row & { code: string })[] {
  return rows.map((row) => ({ ...row, code: seededOptionCode(OPTION_FAMILIES[family].prefix, row.id ?? 0) }));
}

/**
 * What the shop needs to run, whatever it sells: currencies and their rates, delivery
 * countries and options, payment methods; the option families and fabric vocabularies the
 * drawings know (weaves, colours, motifs, collars, cuffs...); the shop's own pages (home,
 * about, legal notice, guides, FAQ). The back office edits them afterwards.
 */
function referenceSteps(): SeedStep[] {
  return [
    step(currencies, currencySeed),
    step(countries, countrySeed),
    step(deliveryOptions, deliveryOptionSeed),
    step(paymentMethods, paymentMethodSeed),
    step(weaves, weaveSeed),
    step(colours, colourSeed),
    step(motifs, motifSeed),
    step(collars, coded("collars", collarSeed)),
    step(cuffs, coded("cuffs", cuffSeed)),
    step(pockets, coded("pockets", pocketSeed)),
    step(plackets, coded("plackets", placketSeed)),
    step(backs, coded("backs", backSeed)),
    step(bottoms, coded("bottoms", bottomSeed)),
    step(buttons, coded("buttons", buttonSeed)),
    step(collarBones, coded("collar-bones", collarBonesSeed)),
    step(collarFastnesses, coded("collar-fastnesses", collarFastnessSeed)),
    step(embroideryTypes, coded("embroidery-types", embroideryTypeSeed)),
    step(embroideryStyles, coded("embroidery-styles", embroideryStyleSeed)),
    step(embroideryColours, coded("embroidery-colours", embroideryColourSeed)),
    step(embroiderySymbols, coded("embroidery-symbols", embroiderySymbolSeed)),
    step(embroideryPositions, coded("embroidery-positions", embroideryPositionSeed)),
    step(homeContent, homeContentSeed),
    step(
      contentPages,
      contentPageSeed.map((page) => ({ ...page, bodyHtml: sanitizeHtml(page.bodyHtml.trim()) })),
    ),
    step(faqCategories, faqCategorySeed),
    step(
      faqItems,
      faqItemSeed.map((item) => ({ ...item, answerHtml: sanitizeHtml(item.answerHtml.trim()) })),
    ),
  ];
}

/**
 * Reference rows that came after the first shops were seeded. Each row has its own key: every
 * start adds the rows a database lacks and leaves the others as the shop has edited them.
 */
function addedReferenceSteps(): SeedStep[] {
  return [
    step(
      guidePages,
      Object.entries(guidePageSeed).map(([url, content]) => ({ url, content })),
    ),
    step(contentPages, [faqPageSeed]),
  ];
}

/** The demo catalogue, what is for sale: categories, fabric ranges, fabrics and shirt models. */
function demoSteps(): SeedStep[] {
  return [
    step(categories, categorySeed),
    step(fabricRanges, fabricRangeSeed),
    step(fabrics, fabricSeed),
    step(shirtModels, shirtModelSeed),
  ];
}

/** The tables the seed fills, in insertion order (for tests and tools). */
export const seededTables: readonly PgTable[] = [...referenceSteps(), ...addedReferenceSteps(), ...demoSteps()].map(
  (s) => s.table,
);

/** Inserts rows in chunks so no statement carries too many parameters. */
export async function insertInChunks(
  tx: Transaction | Database,
  table: PgTable,
  rows: readonly Record<string, unknown>[],
  chunkSize = CHUNK_SIZE,
): Promise<void> {
  for (let start = 0; start < rows.length; start += chunkSize) {
    // The rows were type-checked against the table where they were declared (see `step`).
    await tx.insert(table).values(rows.slice(start, start + chunkSize) as never);
  }
}

function hasSerialId(table: PgTable): boolean {
  const id = (getTableColumns(table) as Record<string, { columnType: string } | undefined>).id;
  return id?.columnType === "PgSerial";
}

/**
 * Moves each serial sequence past the largest id, so rows inserted later without an id
 * (by the shop or by the catalogue generator) get fresh ids.
 */
async function resetSequences(tx: Transaction | Database, tables: readonly PgTable[]): Promise<void> {
  for (const table of tables) {
    if (!hasSerialId(table)) continue;
    const name = getTableName(table);
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${`"${name}"`}, 'id'), coalesce((select max(id) from ${table}), 1), (select count(*) > 0 from ${table}))`,
    );
  }
}

async function insertSteps(db: Database, steps: SeedStep[]) {
  await db.transaction(async (tx) => {
    for (const { table, rows } of steps) {
      await insertInChunks(tx, table, rows);
    }
    await resetSequences(
      tx,
      steps.map((s) => s.table),
    );
  });
}

/** Inserts the rows whose key is not in their table yet, in one transaction. */
async function insertMissingRows(db: Database, steps: SeedStep[]) {
  await db.transaction(async (tx) => {
    for (const { table, rows } of steps) {
      // The rows were type-checked against the table where they were declared (see `step`).
      if (rows.length > 0)
        await tx
          .insert(table)
          .values(rows as never)
          .onConflictDoNothing();
    }
  });
}

/**
 * Fills a database that has none with the reference data, in one transaction: what a
 * deployment gets at its first start. A database seeded by an earlier version gets the
 * reference rows added since, and keeps everything else.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  const existing = await db.select({ id: currencies.id }).from(currencies).limit(1);
  if (existing.length === 0) await insertSteps(db, referenceSteps());
  await insertMissingRows(db, addedReferenceSteps());
}

/**
 * Fills an empty database with the reference data and the demo catalogue: the embedded
 * shop's first start, and `npm run db:seed`. Each part is loaded in one transaction
 * and only when its tables are empty, so it is safe at every start.
 */
export async function seedDatabase(db: Database): Promise<void> {
  await seedReferenceData(db);
  const existing = await db.select({ id: categories.id }).from(categories).limit(1);
  if (existing.length === 0) await insertSteps(db, demoSteps());
}
