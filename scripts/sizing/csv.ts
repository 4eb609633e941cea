import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { BODY_MEASURE_KEYS, BODY_MEASURES, type BodyMeasures } from "../../app/modules/sizing/fit";

/** The repository root (this file is scripts/sizing/csv.ts). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * The ANSUR II extract the estimator is fitted on, outside the repository (see
 * ../shared/anthropometry/SOURCE.md). Override with a command-line argument or SIZING_CSV.
 */
export const DEFAULT_CSV_PATH = path.resolve(REPO_ROOT, "../shared/anthropometry/ansur2-men-train.csv");

export function resolveCsvPath(argument?: string): string {
  const chosen = argument ?? process.env.SIZING_CSV;
  return chosen ? path.resolve(chosen) : DEFAULT_CSV_PATH;
}

/** One man of the extract. Reported height/weight are null where the subject gave none. */
export interface AnsurRow {
  subjectId: number;
  age: number;
  heightCm: number;
  weightKg: number;
  heightCmReported: number | null;
  weightKgReported: number | null;
  measures: BodyMeasures;
}

const REQUIRED = ["subject_id", "age", "height_cm", "weight_kg", "height_cm_reported", "weight_kg_reported"];

/**
 * Parses the extract's CSV (comma-separated, header line, numbers with a decimal point, empty
 * cells for missing values; no quoting is used). Only the reported height and weight may be
 * missing; any other empty or non-numeric cell is an error naming its line and column.
 */
export function parseAnsurCsv(text: string): AnsurRow[] {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== "");
  const header = (lines.shift() ?? "").split(",").map((h) => h.trim());
  const columns = [...REQUIRED, ...Object.values(BODY_MEASURES)];
  const missing = columns.filter((c) => !header.includes(c));
  if (missing.length > 0) throw new Error(`CSV lacks column(s): ${missing.join(", ")}`);
  const index = new Map(header.map((name, i) => [name, i]));

  return lines.map((line, lineIndex) => {
    const cells = line.split(",");
    const cell = (column: string, optional = false): number | null => {
      const raw = (cells[index.get(column)!] ?? "").trim();
      if (raw === "") {
        if (optional) return null;
        throw new Error(`line ${lineIndex + 2}: empty ${column}`);
      }
      const value = Number(raw);
      if (!Number.isFinite(value)) throw new Error(`line ${lineIndex + 2}: ${column} is not a number: ${raw}`);
      return value;
    };
    const required = (column: string) => cell(column) as number;
    const measures = Object.fromEntries(
      BODY_MEASURE_KEYS.map((key) => [key, required(BODY_MEASURES[key])]),
    ) as BodyMeasures;
    return {
      subjectId: required("subject_id"),
      age: required("age"),
      heightCm: required("height_cm"),
      weightKg: required("weight_kg"),
      heightCmReported: cell("height_cm_reported", true),
      weightKgReported: cell("weight_kg_reported", true),
      measures,
    };
  });
}

export function readAnsurCsv(file: string): AnsurRow[] {
  return parseAnsurCsv(readFileSync(file, "utf8"));
}
