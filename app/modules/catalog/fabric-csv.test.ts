import { describe, expect, it } from "vitest";
import { safeCell } from "~/infra/csv";
import {
  CSV_COLUMNS,
  type CurrentFabric,
  checkRow,
  csvRecord,
  headerProblems,
  type ListIds,
  planImport,
} from "./fabric-csv";
import { type FabricValues, fabricFiltersQuery, fabricFormSchema, readFabricFilters } from "./fabric-forms";

const lists: ListIds = {
  weaves: new Map([
    ["poplin", 1],
    ["twill", 2],
  ]),
  motifs: new Map([
    ["plain", 1],
    ["pinstripe", 2],
  ]),
  colours: new Map([
    ["white", 1],
    ["sky blue", 2],
  ]),
};
const names = {
  weaves: new Map([
    [1, "Poplin"],
    [2, "Twill"],
  ]),
  motifs: new Map([
    [1, "Plain"],
    [2, "Pinstripe"],
  ]),
  colours: new Map([
    [1, "White"],
    [2, "Sky blue"],
  ]),
};

const record = (changes: Record<string, string> = {}): Record<string, string> => ({
  reference: "AS-9001",
  name: "Sky Poplin",
  price_eur: "89.00",
  weave: "Poplin",
  motif: "Plain",
  colour: "Sky blue",
  primary_hex: "#a9c8e8",
  secondary_hex: "",
  composition: "100% Cotton",
  weight_gsm: "110",
  thickness: "Light",
  finish: "Mercerised",
  origin: "Portugal",
  thread_count: "100/2",
  style: "Business",
  range: "Riviera Poplin",
  description: "A light poplin.",
  retired: "",
  ...changes,
});

const values: FabricValues = {
  reference: "AS-9001",
  name: "Sky Poplin",
  priceCents: 8900,
  weaveId: 1,
  motifId: 1,
  colourId: 2,
  primaryHex: "#A9C8E8",
  secondaryHex: null,
  composition: "100% Cotton",
  weightGsm: 110,
  thickness: "Light",
  finish: "Mercerised",
  origin: "Portugal",
  threadCount: "100/2",
  style: "Business",
  range: "Riviera Poplin",
  description: "A light poplin.",
};

describe("a CSV row", () => {
  it("reads every column, by the shop's names whatever their case", () => {
    expect(checkRow(record(), 2, lists)).toEqual({ row: 2, reference: "AS-9001", ok: true, values, retired: null });
    const row = checkRow(record({ weave: "TWILL", retired: "Yes", price_eur: "89,5", range: "" }), 3, lists);
    expect(row).toMatchObject({ ok: true, retired: true, values: { weaveId: 2, priceCents: 8950, range: null } });
  });

  it("tells every problem of a row, by column", () => {
    const row = checkRow(
      record({ price_eur: "cheap", weave: "Silk", primary_hex: "blue", thickness: "Thin", name: "", retired: "maybe" }),
      7,
      lists,
    );
    expect(row.ok).toBe(false);
    if (row.ok) return;
    expect(row.row).toBe(7);
    expect(row.errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^price_eur: Please enter the price in euros/),
        expect.stringMatching(/^weave: “Silk” is not one of the shop's weaves/),
        expect.stringMatching(/^primary_hex: Please enter a colour/),
        expect.stringMatching(/^thickness: Please choose the thickness/),
        expect.stringMatching(/^name: Please enter the name/),
        "retired: Please write yes, no, or leave it empty.",
      ]),
    );
  });

  it("refuses prices and weights outside the shop's bounds", () => {
    for (const price of ["0", "0.50", "10000.01", "1e3", "-5"]) {
      expect(checkRow(record({ price_eur: price }), 2, lists).ok, price).toBe(false);
    }
    for (const weight of ["39", "401", "110.5", ""]) {
      expect(checkRow(record({ weight_gsm: weight }), 2, lists).ok, weight).toBe(false);
    }
  });

  it("reads back a cell the export guarded against spreadsheet formulas", () => {
    expect(safeCell("=SUM(A1)")).toBe("'=SUM(A1)");
    expect(checkRow(record({ name: "'=Sky" }), 2, lists)).toMatchObject({ ok: true, values: { name: "=Sky" } });
  });
});

describe("a CSV header", () => {
  it("needs every column but retired, and no other", () => {
    expect(headerProblems([...CSV_COLUMNS])).toEqual([]);
    expect(headerProblems(CSV_COLUMNS.filter((column) => column !== "retired"))).toEqual([]);
    const problems = headerProblems(["reference", "name", "colour", "name", "size"]);
    expect(problems).toEqual([
      expect.stringMatching(/^These columns are missing: price_eur, weave, motif, primary_hex/),
      expect.stringMatching(/^These columns are not known: size\./),
      "These columns appear twice: name.",
    ]);
  });
});

describe("an import's plan", () => {
  const current = (changes: Partial<CurrentFabric> = {}): Map<string, CurrentFabric> =>
    new Map([["AS-9001", { ...values, id: 41, active: true, ...changes }]]);
  const ok = (changes: Record<string, string> = {}, row = 2) => checkRow(record(changes), row, lists);

  it("tells new, changed (with each field before and after), unchanged and erroneous rows", () => {
    const plan = planImport(
      [ok(), ok({ reference: "as-9002", range: "New Range" }, 3), ok({ reference: "AS-9003", price_eur: "x" }, 4)],
      current({ priceCents: 7900, colourId: 1 }),
      new Set(["Riviera Poplin"]),
      names,
    );
    expect(plan.counts).toEqual({ new: 1, changed: 1, unchanged: 0, error: 1 });
    expect(plan.entries[0]).toMatchObject({
      kind: "changed",
      id: 41,
      changes: [
        { field: "priceCents", label: "Price", from: "€79.00", to: "€89.00" },
        { field: "colourId", label: "Colour", from: "White", to: "Sky blue" },
      ],
    });
    expect(plan.entries[1]).toMatchObject({ kind: "new", reference: "AS-9002", retired: false });
    expect(plan.entries[2]).toMatchObject({ kind: "error", row: 4 });
    expect(plan.newRanges).toEqual(["New Range"]);
  });

  it("leaves a fabric as it is when the row says what it already is", () => {
    expect(planImport([ok()], current(), new Set(), names).counts).toEqual({
      new: 0,
      changed: 0,
      unchanged: 1,
      error: 0,
    });
    // An empty `retired` keeps the fabric's state; yes retires it.
    expect(planImport([ok()], current({ active: false }), new Set(), names).counts.unchanged).toBe(1);
    const retiring = planImport([ok({ retired: "yes" })], current(), new Set(), names).entries[0];
    expect(retiring).toMatchObject({
      kind: "changed",
      retired: true,
      changes: [{ field: "retired", from: "no", to: "yes" }],
    });
  });

  it("refuses a reference twice in one file, on its second row", () => {
    const plan = planImport([ok({}, 2), ok({ reference: "as-9001" }, 9)], current(), new Set(), names);
    expect(plan.entries[1]).toEqual({
      kind: "error",
      row: 9,
      reference: "AS-9001",
      errors: ["reference: AS-9001 is already on row 2."],
    });
  });

  it("reads back what the export writes, the metres in stock for reading only", () => {
    const fabric = { ...values, id: 41, active: false, name: "+Plus", stockCm: 12_345 };
    // As the download writes them: each cell guarded against formulas ("+Plus" becomes "'+Plus").
    const cells = csvRecord(fabric, names).map(safeCell);
    const exported = Object.fromEntries(CSV_COLUMNS.map((column, index) => [column, cells[index] ?? ""]));
    expect(exported.metres_in_stock).toBe("123.45");
    expect(csvRecord({ ...fabric, stockCm: null }, names).at(-1)).toBe("");
    expect(checkRow(exported, 2, lists)).toEqual({
      row: 2,
      reference: "AS-9001",
      ok: true,
      values: { ...values, name: "+Plus" },
      retired: true,
    });
  });
});

describe("the editor's form and the list's filters", () => {
  const form = {
    ...record(),
    price: "120",
    primaryHex: "#ffffff",
    weaveId: "1",
    motifId: "2",
    colourId: "1",
    weightGsm: "120",
    threadCount: "80/2",
  };

  it("keeps prices in cents and colours in capitals; an empty second colour or range is none", () => {
    const parsed = fabricFormSchema.safeParse({ ...form, secondaryHex: "", range: "" });
    expect(parsed.success && parsed.data).toMatchObject({
      price: 12000,
      primaryHex: "#FFFFFF",
      secondaryHex: null,
      range: null,
      weaveId: 1,
      galleryCategoryId: null,
    });
  });

  it("says what is wrong, field by field", () => {
    const parsed = fabricFormSchema.safeParse({ ...form, weaveId: "x", reference: "AS 1", secondaryHex: "#12" });
    expect(parsed.success).toBe(false);
    const fields = parsed.error?.issues.map((issue) => issue.path[0]);
    expect(fields).toEqual(expect.arrayContaining(["weaveId", "reference", "secondaryHex"]));
  });

  it("reads and writes the list's address", () => {
    const filters = readFabricFilters(new URLSearchParams("q=oxford&colour=3&status=retired&page=2"));
    expect(filters).toMatchObject({ q: "oxford", colour: 3, weave: null, status: "retired", page: 2 });
    expect(fabricFiltersQuery(filters!)).toBe("?q=oxford&colour=3&status=retired");
    expect(fabricFiltersQuery(filters!, 3)).toBe("?q=oxford&colour=3&status=retired&page=3");
    expect(readFabricFilters(new URLSearchParams("colour=0"))).toBeNull();
    expect(readFabricFilters(new URLSearchParams("status=gone"))).toBeNull();
  });
});
