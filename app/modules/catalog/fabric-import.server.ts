import { createHash } from "node:crypto";
import { CsvError, parse } from "csv-parse/sync";
import { and, eq, gt, inArray, isNotNull, lt, or, type SQL, sql } from "drizzle-orm";
import { db, type Executor, type Transaction } from "~/db/client.server";
import { fabricImports, fabricRanges, fabrics } from "~/db/schema";
import type { CsvTable } from "~/infra/download";
import { invalidate } from "~/infra/invalidation.server";
import { type Refusal, refuse } from "~/infra/refusal";
import { loadDesignOptions } from "~/modules/design/design.server";
import { type Actor, type AuditEntry, recordAudits } from "~/modules/shop/audit.server";
import type { StaffMember } from "~/modules/staff/staff";
import {
  CSV_COLUMNS,
  type CurrentFabric,
  checkRow,
  csvRecord,
  headerProblems,
  IMPORT_MAX_ROWS,
  type ImportPlan,
  type ListIds,
  planImport,
} from "./fabric-csv";
import { fabricValueColumns, listNames, lowStockCm, selectFabrics } from "./fabric-editor.server";
import type { FabricFilters, FabricValues } from "./fabric-forms";

/*
 * Fabrics in and out as CSV. The export streams the filtered list. An import is
 * uploaded, kept (fabric_imports), and shown as a plan: what each row would do. Applying it
 * works the plan out again under a lock on the fabrics, and changes the catalogue only when
 * the plan is the one the person saw (its fingerprint) and no row is in error: then every row
 * is applied in one transaction, each fabric's change audited, or nothing is (decision 021).
 */

/** Uploads not applied are forgotten after a day. */
const IMPORT_KEPT_HOURS = 24;

/** The statements' batch size: 500 rows of 17 values stay far below PostgreSQL's 65,535 parameters. */
const CHUNK = 500;

const MESSAGES = {
  unknownImport:
    "This import could not be found: it was applied already, or is more than a day old. Please upload the file again.",
  emptyFile: "Please choose a CSV file of fabrics.",
  // PostgreSQL cannot keep a NUL character in text: a spreadsheet's own format saved under .csv holds them.
  nul: "This file contains NUL characters, which no fabric's field can hold: please save it from your spreadsheet as CSV (UTF-8).",
  noRows: "This file has a header but no fabric.",
  tooManyRows: `A file may hold at most ${IMPORT_MAX_ROWS.toLocaleString("en-GB")} fabrics: please split it.`,
  hasErrors: "Some rows have errors: nothing was imported. Please correct them in the file and upload it again.",
  changedMeanwhile:
    "The catalogue changed since this report was made, so nothing was imported. Here is the report as it is now: please check it and apply again.",
} as const;

/** The file read as records by column name, or why it cannot be read. */
export function readCsv(
  text: string,
): { ok: true; records: Record<string, string>[] } | { ok: false; problems: string[] } {
  if (text.includes("\u0000")) return { ok: false, problems: [MESSAGES.nul] };
  let cells: string[][];
  try {
    cells = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true });
  } catch (error) {
    if (error instanceof CsvError) {
      return {
        ok: false,
        problems: [`The file could not be read as CSV near line ${error.lines ?? "?"}: ${error.message}`],
      };
    }
    throw error;
  }
  const [header, ...rows] = cells;
  if (!header) return { ok: false, problems: [MESSAGES.emptyFile] };
  const columns = header.map((column) => column.trim().toLowerCase());
  const problems = headerProblems(columns);
  if (rows.length === 0) problems.push(MESSAGES.noRows);
  if (rows.length > IMPORT_MAX_ROWS) problems.push(MESSAGES.tooManyRows);
  const ragged = rows.findIndex((row) => row.length !== columns.length);
  if (ragged >= 0) {
    problems.push(
      `Row ${ragged + 2} has ${rows[ragged]?.length} cells where the header has ${columns.length} columns (a missing or extra comma?).`,
    );
  }
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    records: rows.map((row) => Object.fromEntries(columns.map((column, index) => [column, row[index] ?? ""]))),
  };
}

/** Every fabric as the plan compares it, by reference. One query. */
async function currentFabrics(executor: Executor): Promise<Map<string, CurrentFabric>> {
  const rows = await executor
    .select({ id: fabrics.id, active: fabrics.active, ...fabricValueColumns })
    .from(fabrics)
    .leftJoin(fabricRanges, eq(fabricRanges.id, fabrics.rangeId));
  return new Map(rows.map((row) => [row.reference, row]));
}

/** The plan of these records against the catalogue as `executor` sees it now, and its fingerprint. */
async function planOf(
  executor: Executor,
  records: Record<string, string>[],
): Promise<{ plan: ImportPlan; fingerprint: string }> {
  const [options, current, ranges] = await Promise.all([
    loadDesignOptions(),
    currentFabrics(executor),
    executor.select({ name: fabricRanges.name }).from(fabricRanges),
  ]);
  const byName = (map: Map<number, { name: string }>) =>
    new Map([...map].map(([id, row]) => [row.name.toLowerCase(), id]));
  const lists: ListIds = {
    weaves: byName(options.weaves),
    motifs: byName(options.motifs),
    colours: byName(options.colours),
  };
  const checked = records.map((record, index) => checkRow(record, index + 2, lists));
  const plan = planImport(checked, current, new Set(ranges.map((range) => range.name)), listNames(options));
  const fingerprint = createHash("sha256").update(JSON.stringify(plan)).digest("hex");
  return { plan, fingerprint };
}

export type ImportReport = {
  id: number;
  fileName: string;
  uploadedAt: Date;
  plan: ImportPlan;
  fingerprint: string;
};

/**
 * Reads an uploaded file and keeps it for its preview: refused (400, with every problem) when
 * it is not a CSV of fabrics; rows with errors are kept, and reported by the preview.
 */
export async function uploadImport(
  staff: Pick<StaffMember, "id">,
  file: { name: string; text: string },
): Promise<{ ok: true; id: number } | Refusal> {
  if (file.text.trim() === "") return refuse(400, MESSAGES.emptyFile);
  const read = readCsv(file.text);
  if (!read.ok) return refuse(400, read.problems.join(" "));
  await db()
    .delete(fabricImports)
    .where(
      or(
        isNotNull(fabricImports.appliedAt),
        lt(fabricImports.createdAt, sql`now() - make_interval(hours => ${IMPORT_KEPT_HOURS})`),
      ),
    );
  const [stored] = await db()
    .insert(fabricImports)
    .values({ staffId: staff.id, fileName: file.name.slice(0, 200) || "fabrics.csv", rows: read.records })
    .returning({ id: fabricImports.id });
  if (!stored) throw new Error("The import was not stored.");
  return { ok: true, id: stored.id };
}

/** An import not applied yet, of this staff member (an upload is its author's until applied). */
function pendingImport(executor: Executor, staffId: string, id: number) {
  return executor
    .select({
      id: fabricImports.id,
      fileName: fabricImports.fileName,
      rows: fabricImports.rows,
      createdAt: fabricImports.createdAt,
    })
    .from(fabricImports)
    .where(
      and(
        eq(fabricImports.id, id),
        eq(fabricImports.staffId, staffId),
        sql`${fabricImports.appliedAt} is null`,
        gt(fabricImports.createdAt, sql`now() - make_interval(hours => ${IMPORT_KEPT_HOURS})`),
      ),
    );
}

/** The report of an upload: what applying it would do now. Null when there is no such pending import. */
export async function previewImport(staff: Pick<StaffMember, "id">, id: number): Promise<ImportReport | null> {
  const [stored] = await pendingImport(db(), staff.id, id);
  if (!stored) return null;
  const { plan, fingerprint } = await planOf(db(), stored.rows);
  return { id: stored.id, fileName: stored.fileName, uploadedAt: stored.createdAt, plan, fingerprint };
}

/** The stored columns of a row's values (the range by id). */
function stored(values: FabricValues, rangeIds: Map<string, number>) {
  const { range, ...rest } = values;
  return { ...rest, rangeId: range === null ? null : (rangeIds.get(range) ?? null) };
}

/*
 * The import's writes, whatever their number, as a few statements that each read their rows
 * from one JSON parameter (jsonb_to_recordset): building a statement of thousands of bound
 * values costs more than running it.
 */

type StoredRow = ReturnType<typeof stored> & { active: boolean };

const RECORD = sql.raw(`reference varchar, name varchar, "priceCents" int, "weaveId" int, "motifId" int,
  "colourId" int, "primaryHex" varchar, "secondaryHex" varchar, composition varchar, "weightGsm" smallint,
  thickness varchar, finish varchar, origin varchar, "threadCount" varchar, style varchar, "rangeId" int,
  description text, active boolean`);

async function insertFabrics(tx: Transaction, rows: StoredRow[]): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  await tx.execute(sql`
    insert into fabrics (reference, name, price_cents, weave_id, motif_id, colour_id, primary_hex, secondary_hex,
      composition, weight_gsm, thickness, finish, origin, thread_count, style, range_id, description, active)
    select reference, name, "priceCents", "weaveId", "motifId", "colourId", "primaryHex", "secondaryHex",
      composition, "weightGsm", thickness, finish, origin, "threadCount", style, "rangeId", description, active
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(${RECORD})`);
  const references = JSON.stringify(rows.map((row) => row.reference));
  const ids = await tx
    .select({ id: fabrics.id, reference: fabrics.reference })
    .from(fabrics)
    .where(sql`${fabrics.reference} in (select jsonb_array_elements_text(${references}::jsonb))`);
  return new Map(ids.map((row) => [row.reference, row.id]));
}

async function updateFabrics(tx: Transaction, rows: (StoredRow & { id: number })[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    update fabrics set
      name = r.name, price_cents = r."priceCents", weave_id = r."weaveId", motif_id = r."motifId",
      colour_id = r."colourId", primary_hex = r."primaryHex", secondary_hex = r."secondaryHex",
      composition = r.composition, weight_gsm = r."weightGsm", thickness = r.thickness, finish = r.finish,
      origin = r.origin, thread_count = r."threadCount", style = r.style, range_id = r."rangeId",
      description = r.description, active = r.active, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id int, ${RECORD})
    where fabrics.id = r.id`);
}

export type ImportOutcome = { ok: true; created: number; changed: number; unchanged: number };

/**
 * Applies an import whose report showed `fingerprint`: all its rows in one transaction, or
 * nothing when a row is in error (400) or the catalogue changed since the report (409: the
 * page shows the new report). Writers of fabrics wait for it (an exclusive lock); the shop's
 * pages read on meanwhile.
 */
export async function applyImport(
  actor: Actor & Pick<StaffMember, "id">,
  id: number,
  fingerprint: string,
): Promise<ImportOutcome | Refusal> {
  const outcome = await db().transaction(async (tx): Promise<ImportOutcome | Refusal> => {
    await tx.execute(sql`lock table fabrics in exclusive mode`);
    const [pending] = await pendingImport(tx, actor.id, id).for("update");
    if (!pending) return refuse(404, MESSAGES.unknownImport);
    const planned = await planOf(tx, pending.rows);
    const { entries, counts, newRanges } = planned.plan;
    if (counts.error > 0) return refuse(400, MESSAGES.hasErrors);
    if (planned.fingerprint !== fingerprint) return refuse(409, MESSAGES.changedMeanwhile);

    if (newRanges.length > 0) {
      await tx
        .insert(fabricRanges)
        .values(newRanges.map((name) => ({ name })))
        .onConflictDoNothing({ target: fabricRanges.name });
    }
    const named = [
      ...new Set(entries.flatMap((entry) => ("values" in entry && entry.values.range ? [entry.values.range] : []))),
    ];
    const rangeIds = new Map<string, number>();
    for (let start = 0; start < named.length; start += CHUNK) {
      const rows = await tx
        .select({ id: fabricRanges.id, name: fabricRanges.name })
        .from(fabricRanges)
        .where(inArray(fabricRanges.name, named.slice(start, start + CHUNK)));
      for (const row of rows) rangeIds.set(row.name, row.id);
    }

    const created = entries.flatMap((entry) => (entry.kind === "new" ? [entry] : []));
    const createdIds = await insertFabrics(
      tx,
      created.map((entry) => ({ ...stored(entry.values, rangeIds), active: !entry.retired })),
    );
    const audit: AuditEntry[] = created.map((entry) => ({
      action: "fabric.created",
      entity: "fabric",
      entityId: createdIds.get(entry.reference) ?? entry.reference,
      after: { reference: entry.reference, name: entry.values.name, from: `CSV row ${entry.row}` },
    }));
    const changed = entries.flatMap((entry) => (entry.kind === "changed" ? [entry] : []));
    await updateFabrics(
      tx,
      changed.map((entry) => ({ id: entry.id, ...stored(entry.values, rangeIds), active: !entry.retired })),
    );
    for (const entry of changed) {
      audit.push({
        action: "fabric.changed",
        entity: "fabric",
        entityId: entry.id,
        before: Object.fromEntries(entry.changes.map((change) => [change.label, change.from])),
        after: Object.fromEntries(entry.changes.map((change) => [change.label, change.to])),
      });
    }
    audit.push({
      action: "fabric.imported",
      entity: "fabric_import",
      entityId: id,
      after: { file: pending.fileName, created: counts.new, changed: counts.changed, unchanged: counts.unchanged },
    });
    await recordAudits(tx, actor, audit);
    await tx.update(fabricImports).set({ appliedAt: sql`now()` }).where(eq(fabricImports.id, id));
    return { ok: true, created: counts.new, changed: counts.changed, unchanged: counts.unchanged };
  });
  if (outcome.ok && outcome.created + outcome.changed > 0) await invalidate("catalogue");
  return outcome;
}

/** Fabrics read for the export: pages of the filtered list, by (name, id), so any size streams in little memory. */
async function* fabricsForExport(filters: FabricFilters) {
  const PAGE = 500;
  const lowCm = await lowStockCm();
  let after: { name: string; id: number } | null = null;
  for (;;) {
    const keyset: SQL | undefined = after
      ? sql`(${fabrics.name}, ${fabrics.id}) > (${after.name}, ${after.id})`
      : undefined;
    const rows = await selectFabrics(filters, lowCm, keyset).limit(PAGE);
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < PAGE) return;
    after = { name: last.name, id: last.id };
  }
}

/** The filtered list as a CSV table in the import's columns, read as it is downloaded. */
export function fabricsCsv(filters: FabricFilters): CsvTable {
  return {
    columns: CSV_COLUMNS,
    records: (async function* () {
      const names = listNames(await loadDesignOptions());
      for await (const fabric of fabricsForExport(filters)) yield csvRecord(fabric, names);
    })(),
  };
}
