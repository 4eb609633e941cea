import { z } from "zod";
import { describeChanges, eurosText, type FabricValues, fabricTextFields, type ListNames } from "./fabric-forms";

/*
 * Fabrics as CSV: the columns the export writes and the import reads, the check of
 * one row, and the plan of an import (what each row would do to the catalogue). Pure, so the
 * rules are tested without a database; fabric-import.server.ts reads and writes.
 */

/**
 * The file's columns, in the export's order. `retired` and `metres_in_stock` may be left out of
 * an import, which never reads the stock: it moves only through its ledger (decision 023), and
 * a file exported last week would undo every order paid since.
 */
export const CSV_COLUMNS = [
  "reference",
  "name",
  "price_eur",
  "weave",
  "motif",
  "colour",
  "primary_hex",
  "secondary_hex",
  "composition",
  "weight_gsm",
  "thickness",
  "finish",
  "origin",
  "thread_count",
  "style",
  "range",
  "description",
  "retired",
  "metres_in_stock",
] as const;

type CsvColumn = (typeof CSV_COLUMNS)[number];
const OPTIONAL_COLUMNS: readonly CsvColumn[] = ["retired", "metres_in_stock"];

/** The most rows one import takes (the shop's catalogue is a few thousand fabrics). */
export const IMPORT_MAX_ROWS = 10_000;

/** Which typed field of the form each column feeds. */
const TEXT_COLUMNS = {
  reference: "reference",
  name: "name",
  price_eur: "price",
  primary_hex: "primaryHex",
  secondary_hex: "secondaryHex",
  composition: "composition",
  weight_gsm: "weightGsm",
  thickness: "thickness",
  finish: "finish",
  origin: "origin",
  thread_count: "threadCount",
  style: "style",
  range: "range",
  description: "description",
} as const satisfies Partial<Record<CsvColumn, keyof typeof fabricTextFields>>;

const rowSchema = z.object(fabricTextFields);

/** The problems of a file's header: missing columns, unknown ones, a column twice. */
export function headerProblems(columns: readonly string[]): string[] {
  const problems: string[] = [];
  const known = new Set<string>(CSV_COLUMNS);
  const missing = CSV_COLUMNS.filter((column) => !OPTIONAL_COLUMNS.includes(column) && !columns.includes(column));
  if (missing.length > 0) problems.push(`These columns are missing: ${missing.join(", ")}.`);
  const unknown = columns.filter((column) => !known.has(column));
  if (unknown.length > 0) {
    problems.push(`These columns are not known: ${unknown.join(", ")}. The columns are ${CSV_COLUMNS.join(", ")}.`);
  }
  const twice = columns.filter((column, index) => columns.indexOf(column) !== index);
  if (twice.length > 0) problems.push(`These columns appear twice: ${[...new Set(twice)].join(", ")}.`);
  return problems;
}

/** The shop's lists by lower-case name, to read a weave, motif or colour written in a cell. */
export type ListIds = {
  weaves: Map<string, number>;
  motifs: Map<string, number>;
  colours: Map<string, number>;
};

/** A row as checked: its values, or why it cannot be imported. `row` is the file's row, as a spreadsheet numbers it (the header is row 1). */
export type CheckedRow =
  | { row: number; reference: string; ok: true; values: FabricValues; retired: boolean | null }
  | { row: number; reference: string; ok: false; errors: string[] };

/**
 * A cell as the export wrote it: a text starting like a spreadsheet formula was kept as text
 * with a leading apostrophe (safeCell, applied by the download), which the import takes off again.
 */
function cellText(value: string | undefined): string {
  const text = value ?? "";
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

/** One record of the file, checked with the editor's rules; every problem is told, by column. */
export function checkRow(record: Record<string, string>, row: number, lists: ListIds): CheckedRow {
  const reference = cellText(record.reference).trim();
  const errors: string[] = [];
  const typed: Record<string, string> = {};
  for (const [column, field] of Object.entries(TEXT_COLUMNS)) typed[field] = cellText(record[column]);
  const parsed = rowSchema.safeParse(typed);
  if (!parsed.success) {
    const columnOf = new Map(Object.entries(TEXT_COLUMNS).map(([column, field]) => [field as string, column]));
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "");
      errors.push(`${columnOf.get(field) ?? field}: ${issue.message}`);
    }
  }
  const listed = (column: "weave" | "motif" | "colour", ids: Map<string, number>) => {
    const name = cellText(record[column]).trim();
    const id = ids.get(name.toLowerCase());
    if (id === undefined) {
      errors.push(
        name === ""
          ? `${column}: Please name the ${column}.`
          : `${column}: “${name}” is not one of the shop's ${column}s (${[...ids.keys()].slice(0, 8).join(", ")}…).`,
      );
    }
    return id;
  };
  const weaveId = listed("weave", lists.weaves);
  const motifId = listed("motif", lists.motifs);
  const colourId = listed("colour", lists.colours);
  const retiredCell = cellText(record.retired).trim().toLowerCase();
  const retired = retiredCell === "" ? null : retiredCell === "yes" ? true : retiredCell === "no" ? false : undefined;
  if (retired === undefined) errors.push("retired: Please write yes, no, or leave it empty.");
  if (
    errors.length > 0 ||
    !parsed.success ||
    weaveId === undefined ||
    motifId === undefined ||
    colourId === undefined
  ) {
    return { row, reference, ok: false, errors };
  }
  const { price, ...rest } = parsed.data;
  return {
    row,
    reference: rest.reference,
    ok: true,
    values: { ...rest, priceCents: price, weaveId, motifId, colourId },
    retired: retired ?? null,
  };
}

/** A fabric as it is now, for the plan. */
export type CurrentFabric = FabricValues & { id: number; active: boolean };

export type Change = { field: keyof FabricValues | "retired"; label: string; from: string; to: string };

export type PlanEntry =
  | { kind: "new"; row: number; reference: string; values: FabricValues; retired: boolean }
  | {
      kind: "changed";
      row: number;
      reference: string;
      id: number;
      values: FabricValues;
      retired: boolean;
      changes: Change[];
    }
  | { kind: "unchanged"; row: number; reference: string; id: number }
  | { kind: "error"; row: number; reference: string; errors: string[] };

export type ImportPlan = {
  entries: PlanEntry[];
  counts: { new: number; changed: number; unchanged: number; error: number };
  /** Ranges the import would create, named in new or changed rows and not in the shop yet. */
  newRanges: string[];
};

/**
 * What the checked rows would do to the catalogue: each row new (its reference is not in the
 * shop), changed (with each field's before and after), unchanged, or in error (a reference
 * twice in the file is an error on its second row).
 */
export function planImport(
  rows: CheckedRow[],
  current: Map<string, CurrentFabric>,
  knownRanges: Set<string>,
  names: ListNames,
): ImportPlan {
  const seen = new Map<string, number>();
  const newRanges = new Set<string>();
  const entries = rows.map((row): PlanEntry => {
    const firstRow = row.reference === "" ? undefined : seen.get(row.reference.toUpperCase());
    if (row.reference !== "" && firstRow === undefined) seen.set(row.reference.toUpperCase(), row.row);
    const errors = row.ok ? [] : [...row.errors];
    if (firstRow !== undefined) errors.unshift(`reference: ${row.reference} is already on row ${firstRow}.`);
    if (!row.ok || errors.length > 0) return { kind: "error", row: row.row, reference: row.reference, errors };

    const { values } = row;
    const existing = current.get(values.reference);
    const noteRange = () => {
      if (values.range !== null && !knownRanges.has(values.range)) newRanges.add(values.range);
    };
    if (!existing) {
      noteRange();
      return { kind: "new", row: row.row, reference: values.reference, values, retired: row.retired ?? false };
    }
    const retired = row.retired ?? !existing.active;
    const changes: Change[] = describeChanges(existing, values, names);
    if (retired === existing.active) {
      changes.push({
        field: "retired",
        label: "Retired",
        from: existing.active ? "no" : "yes",
        to: retired ? "yes" : "no",
      });
    }
    if (changes.length === 0) return { kind: "unchanged", row: row.row, reference: values.reference, id: existing.id };
    noteRange();
    return { kind: "changed", row: row.row, reference: values.reference, id: existing.id, values, retired, changes };
  });
  const counts = { new: 0, changed: 0, unchanged: 0, error: 0 };
  for (const entry of entries) counts[entry.kind] += 1;
  return { entries, counts, newRanges: [...newRanges].sort() };
}

/**
 * A fabric as one record of the export, in CSV_COLUMNS' order; the stock empty when never
 * counted. The download guards the cells against formulas (csvDownload).
 */
export function csvRecord(fabric: CurrentFabric & { stockCm: number | null }, names: ListNames): string[] {
  const name = (map: Map<number, string>, id: number) => map.get(id) ?? "";
  const cells: Record<CsvColumn, string> = {
    reference: fabric.reference,
    name: fabric.name,
    price_eur: eurosText(fabric.priceCents),
    weave: name(names.weaves, fabric.weaveId),
    motif: name(names.motifs, fabric.motifId),
    colour: name(names.colours, fabric.colourId),
    primary_hex: fabric.primaryHex,
    secondary_hex: fabric.secondaryHex ?? "",
    composition: fabric.composition,
    weight_gsm: String(fabric.weightGsm),
    thickness: fabric.thickness,
    finish: fabric.finish,
    origin: fabric.origin,
    thread_count: fabric.threadCount,
    style: fabric.style,
    range: fabric.range ?? "",
    description: fabric.description,
    retired: fabric.active ? "no" : "yes",
    metres_in_stock: fabric.stockCm === null ? "" : (fabric.stockCm / 100).toFixed(2),
  };
  return CSV_COLUMNS.map((column) => cells[column]);
}
