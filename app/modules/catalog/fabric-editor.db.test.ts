import { parse } from "csv-parse/sync";
import { and, count, eq, like } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { config } from "~/config.server";
import { auditLog, fabricRanges, fabrics, orderLines, shirtModels } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { clearCache } from "~/infra/cache.server";
import { csvDownload } from "~/infra/download";
import { cartOwner, getCart } from "~/modules/cart/cart.server";
import { loadCheckout, startPayment } from "~/modules/checkout/checkout.server";
import { CHECKOUT_MESSAGES } from "~/modules/checkout/forms";
import { buyNowForm, customerWithCart } from "~/modules/checkout/test-support.server";
import { loadCatalogue } from "~/modules/design/configurator.server";
import type { ShirtDesign } from "~/modules/design/design";
import { defaultDesignFor } from "~/modules/design/design.server";
import type { DisplayCurrency } from "~/modules/money/money";
import type { StaffMember } from "~/modules/staff/staff";
import { getStaff } from "~/modules/staff/staff.server";
import { callerWith, createSignedInStaff } from "~/modules/staff/test-support.server";
import { getModelForStaff, listModelsForStaff, updateModel } from "./catalogue-editor.server";
import { CSV_COLUMNS } from "./fabric-csv";
import {
  createFabric,
  getFabricForStaff,
  listFabricsForStaff,
  setFabricOnSale,
  updateFabric,
} from "./fabric-editor.server";
import { fabricFiltersSchema } from "./fabric-forms";
import { applyImport, fabricsCsv, previewImport, uploadImport } from "./fabric-import.server";
import { NO_FILTERS } from "./gallery";
import { getGalleryPage } from "./gallery.server";
import { isGalleryPosition } from "./gallery-order";

const database = databaseForTests({ seed: true });
const EUR: DisplayCurrency = { code: "EUR", symbol: "€", rate: 1 };
let staff: StaffMember;

beforeAll(async () => {
  config.rateLimits = false;
  const { cookie } = await createSignedInStaff({ name: "Sam Service", email: "sam@example.com", role: "service" });
  const signedIn = await getStaff(callerWith(cookie).request);
  if (!signedIn) throw new Error("the staff member is not signed in");
  staff = signedIn.staff;
});
beforeEach(() => clearCache());

let references = 0;
/** The editor's form for a new fabric, as the page sends it. */
function fabricForm(changes: Record<string, string> = {}): Record<string, string> {
  references += 1;
  return {
    reference: `TS-${references}`,
    name: `Test Poplin ${references}`,
    price: "95.00",
    weaveId: "1",
    motifId: "1",
    colourId: "1",
    primaryHex: "#A9C8E8",
    secondaryHex: "",
    composition: "100% Cotton",
    weightGsm: "110",
    thickness: "Light",
    finish: "Mercerised",
    origin: "Portugal",
    threadCount: "100/2",
    style: "Business",
    range: "",
    description: "A light poplin for the tests.",
    ...changes,
  };
}

async function auditOf(action: string, entityId: number | string) {
  return database.db
    .select({ before: auditLog.before, after: auditLog.after, staffId: auditLog.staffId })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))));
}

async function created(changes: Record<string, string> = {}) {
  const outcome = await createFabric(staff, fabricForm(changes));
  if (!outcome.ok) throw new Error(JSON.stringify(outcome));
  return outcome.id;
}

describe("the fabric editor", () => {
  it("refuses a form with a message per field, and changes nothing", async () => {
    const [before] = await database.db.select({ n: count() }).from(fabrics);
    const outcome = await createFabric(
      staff,
      fabricForm({ price: "free", primaryHex: "blue", weaveId: "999", name: "", thickness: "Thin" }),
    );
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.status).toBe(400);
    expect(Object.keys(outcome.fieldErrors ?? {}).sort()).toEqual(["name", "price", "primaryHex", "thickness"]);
    // A weave that is not the shop's is told once the form's shape is right.
    const unknownWeave = await createFabric(staff, fabricForm({ weaveId: "999" }));
    expect(!unknownWeave.ok && unknownWeave.fieldErrors).toEqual({ weaveId: ["Please choose the weave."] });
    const [after] = await database.db.select({ n: count() }).from(fabrics);
    expect(after!.n).toBe(before!.n);
  });

  it("adds a fabric, in the gallery as a new shirt of a category when asked, audited", async () => {
    const form = fabricForm({ name: "Harbour Blue Twill", galleryCategoryId: "1", range: "Harbour" });
    const outcome = await createFabric(staff, form);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const gallery = await getGalleryPage({ ...NO_FILTERS, search: "Harbour Blue" }, EUR);
    expect(gallery.cards.map((card) => card.name)).toEqual(["Harbour Blue Twill"]);
    expect(gallery.cards[0]?.price).toBe("€95.00");
    const [shirt] = await database.db
      .select({ isNew: shirtModels.isNew, categoryId: shirtModels.categoryId })
      .from(shirtModels)
      .where(eq(shirtModels.fabricId, outcome.id));
    expect(shirt).toEqual({ isNew: true, categoryId: 1 });
    const [range] = await database.db.select().from(fabricRanges).where(eq(fabricRanges.name, "Harbour"));
    expect(range).toBeDefined();
    expect(await auditOf("fabric.created", outcome.id)).toEqual([
      {
        before: null,
        after: { reference: form.reference, name: "Harbour Blue Twill", galleryShirt: "Harbour Blue Twill" },
        staffId: staff.id,
      },
    ]);
    // The configurator offers it at once.
    const catalogue = await loadCatalogue(EUR, { colour: null, motif: null, page: 1 }, outcome.id);
    expect(catalogue.currentFabric?.name).toBe("Harbour Blue Twill");
  });

  it("shows each shirt made from a new fabric first of the gallery, at a place the model editor saves unchanged", async () => {
    const shirtOf = async (fabricId: number) => {
      const [shirt] = await database.db
        .select({ id: shirtModels.id })
        .from(shirtModels)
        .where(eq(shirtModels.fabricId, fabricId));
      if (!shirt) throw new Error("no shirt was made from the fabric");
      return shirt.id;
    };
    let shirtId = 0;
    // Enough of them for the first places to run out: the shirts in the way move one place later.
    for (const name of ["Quay Blue", "Quay Pink", "Quay White"]) {
      shirtId = await shirtOf(await created({ name, galleryCategoryId: "2" }));
      const gallery = await listModelsForStaff();
      expect(gallery[0]?.id).toBe(shirtId);
      expect(gallery.filter((shirt) => !isGalleryPosition(shirt.sortOrder))).toEqual([]);
    }
    const before = await listModelsForStaff();
    const model = await getModelForStaff(shirtId);
    if (!model) throw new Error("the model editor cannot open the shirt");
    expect(await updateModel(staff, shirtId, model.values)).toEqual({ ok: true });
    expect((await listModelsForStaff()).map((shirt) => [shirt.id, shirt.sortOrder])).toEqual(
      before.map((shirt) => [shirt.id, shirt.sortOrder]),
    );
  });

  it("refuses a reference another fabric has", async () => {
    const id = await created({ reference: "TS-TAKEN" });
    const again = await createFabric(staff, fabricForm({ reference: "ts-taken" }));
    expect(!again.ok && again.fieldErrors).toEqual({ reference: ["Another fabric already has this reference."] });
    const other = await created();
    const renamed = await updateFabric(staff, other, fabricForm({ reference: "TS-TAKEN" }));
    expect(!renamed.ok && renamed.fieldErrors).toEqual({ reference: ["Another fabric already has this reference."] });
    expect((await getFabricForStaff(id))?.reference).toBe("TS-TAKEN");
  });

  it("changes a fabric with its before and after in the audit log, and refuses a form opened on an older version", async () => {
    const id = await created();
    const opened = await getFabricForStaff(id);
    const form = {
      ...fabricForm({ reference: opened!.reference, name: opened!.name }),
      updatedAt: opened!.updatedAt.toISOString(),
    };
    expect(await updateFabric(staff, id, { ...form, price: "99.50", finish: "No iron" })).toEqual({ ok: true });
    expect(await auditOf("fabric.changed", id)).toEqual([
      {
        before: { Price: "€95.00", Finish: "Mercerised" },
        after: { Price: "€99.50", Finish: "No iron" },
        staffId: staff.id,
      },
    ]);
    // The same form again, opened before that change: refused, nothing written.
    const stale = await updateFabric(staff, id, { ...form, price: "10.00" });
    expect(!stale.ok && stale.status).toBe(409);
    expect((await getFabricForStaff(id))?.priceCents).toBe(9950);
    expect(await updateFabric(staff, 999_999, form)).toMatchObject({ ok: false, status: 404 });
  });

  it("lists by search and filters, a page at a time, counted", async () => {
    const id = await created({ name: "Zebra Findable Oxford", reference: "TS-FIND-1", colourId: "2" });
    const filters = (query: Record<string, string>) => fabricFiltersSchema.parse(query);
    expect((await listFabricsForStaff(filters({ q: "findable" }))).rows.map((row) => row.id)).toEqual([id]);
    expect((await listFabricsForStaff(filters({ q: "ts-find" }))).rows.map((row) => row.id)).toEqual([id]);
    expect((await listFabricsForStaff(filters({ q: "findable", colour: "1" }))).total).toBe(0);
    await setFabricOnSale(staff, id, false);
    expect((await listFabricsForStaff(filters({ q: "findable" }))).total).toBe(0);
    expect((await listFabricsForStaff(filters({ q: "findable", status: "retired" }))).rows[0]?.active).toBe(false);
    const all = await listFabricsForStaff(filters({ status: "all", page: "999" }));
    const [counted] = await database.db.select({ n: count() }).from(fabrics);
    expect(all.total).toBe(counted!.n);
    expect(all.page).toBe(all.pages);
  });
});

describe("a retired fabric", () => {
  let design: ShirtDesign;
  beforeAll(async () => {
    design = (await defaultDesignFor(1))!;
  });

  it("leaves the gallery and the configurator; a cart holding it says so and cannot check out; orders keep their snapshot", async () => {
    const ordered = await customerWithCart(design);
    const paying = await startPayment(ordered, "203.0.113.1", EUR, await buyNowForm(ordered, EUR));
    expect(paying.ok).toBe(true);
    const holder = await customerWithCart(design);
    const owner = await cartOwner(new Request("http://localhost/"), holder);
    const form = await buyNowForm(holder, EUR);

    expect(await setFabricOnSale(staff, design.fabricId, false)).toEqual({ ok: true, changed: true });
    expect(await auditOf("fabric.retired", design.fabricId)).toHaveLength(1);

    const gallery = await getGalleryPage(NO_FILTERS, EUR);
    expect(gallery.cards.some((card) => card.id === design.modelId)).toBe(false);
    const catalogue = await loadCatalogue(EUR, { colour: null, motif: null, page: 1 }, design.fabricId);
    expect(catalogue.currentFabric).toBeNull();

    const cart = await getCart(owner, EUR);
    expect(cart.canCheckout).toBe(false);
    expect(cart.lines[0]?.unavailable).toMatch(/is no longer available/);
    expect((await loadCheckout(holder, EUR)).kind).toBe("not-on-sale");
    const refused = await startPayment(holder, "203.0.113.2", EUR, form);
    expect(refused).toMatchObject({
      ok: false,
      status: 409,
      message: CHECKOUT_MESSAGES.notOnSale,
      redirectTo: "/cart",
    });

    // The order placed before keeps its line as it was bought.
    if (paying.ok && paying.kind === "started") {
      const [line] = await database.db
        .select({ name: orderLines.name, unitPriceMinor: orderLines.unitPriceMinor })
        .from(orderLines)
        .where(eq(orderLines.orderId, paying.order.id));
      expect(line?.unitPriceMinor).toBeGreaterThan(0);
    }

    // Back on sale: the cart can check out again.
    expect(await setFabricOnSale(staff, design.fabricId, true)).toEqual({ ok: true, changed: true });
    expect((await getCart(owner, EUR)).canCheckout).toBe(true);
    expect((await loadCheckout(holder, EUR)).kind).toBe("ready");
    expect(await setFabricOnSale(staff, design.fabricId, true)).toEqual({ ok: true, changed: false });
    expect(await setFabricOnSale(staff, 999_999, false)).toMatchObject({ ok: false, status: 404 });
  });
});

/** A CSV file of these records, in the export's columns. */
function csvOf(records: Record<string, string>[]): string {
  const line = (cells: string[]) => cells.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(",");
  return [
    line([...CSV_COLUMNS]),
    ...records.map((record) => line(CSV_COLUMNS.map((column) => record[column] ?? ""))),
  ].join("\n");
}

function csvRow(reference: string, changes: Record<string, string> = {}): Record<string, string> {
  return {
    reference,
    name: `Imported ${reference}`,
    price_eur: "79.00",
    weave: "Poplin",
    motif: "Plain",
    colour: "White",
    primary_hex: "#F4F4F2",
    secondary_hex: "",
    composition: "100% Cotton",
    weight_gsm: "105",
    thickness: "Light",
    finish: "Standard",
    origin: "Portugal",
    thread_count: "80/2",
    style: "Business",
    range: "Imported Poplin",
    description: "An imported poplin.",
    retired: "",
    ...changes,
  };
}

async function upload(records: Record<string, string>[]) {
  const uploaded = await uploadImport(staff, { name: "fabrics.csv", text: csvOf(records) });
  if (!uploaded.ok) throw new Error(uploaded.message);
  const report = await previewImport(staff, uploaded.id);
  if (!report) throw new Error("no report");
  return report;
}

const importedCount = async () =>
  (await database.db.select({ n: count() }).from(fabrics).where(like(fabrics.reference, "IM-%")))[0]!.n;

describe("the CSV import", () => {
  it("refuses a file that is not a CSV of fabrics, saying why", async () => {
    expect(await uploadImport(staff, { name: "x.csv", text: "" })).toMatchObject({ ok: false, status: 400 });
    const wrong = await uploadImport(staff, { name: "x.csv", text: "reference,name\nAS-1,Poplin" });
    expect(wrong).toMatchObject({ ok: false, status: 400, message: expect.stringMatching(/columns are missing/) });
    const broken = await uploadImport(staff, { name: "x.csv", text: `${CSV_COLUMNS.join(",")}\n"unclosed` });
    expect(broken).toMatchObject({
      ok: false,
      status: 400,
      message: expect.stringMatching(/could not be read as CSV/),
    });
    const withNul = await uploadImport(staff, {
      name: "x.csv",
      text: csvOf([csvRow("IM-1", { name: "Pop\u0000lin" })]),
    });
    expect(withNul).toMatchObject({ ok: false, status: 400, message: expect.stringMatching(/NUL/) });
  });

  it("reports bad rows and applies nothing while any row is wrong", async () => {
    const report = await upload([csvRow("IM-1"), csvRow("IM-2", { weave: "Silk", price_eur: "" }), csvRow("IM-3")]);
    expect(report.plan.counts).toEqual({ new: 2, changed: 0, unchanged: 0, error: 1 });
    const bad = report.plan.entries[1];
    expect(bad).toMatchObject({ kind: "error", row: 3, reference: "IM-2" });
    const outcome = await applyImport(staff, report.id, report.fingerprint);
    expect(outcome).toMatchObject({ ok: false, status: 400 });
    expect(await importedCount()).toBe(0);
    expect(await auditOf("fabric.imported", report.id)).toEqual([]);
  });

  it("applies nothing when the catalogue changed since the report, then applies the new report whole", async () => {
    const target = await created({ reference: "IM-EDIT", name: "Before import" });
    const report = await upload([csvRow("IM-EDIT", { name: "After import" }), csvRow("IM-10")]);
    expect(report.plan.counts).toMatchObject({ new: 1, changed: 1 });
    await updateFabric(staff, target, fabricForm({ reference: "IM-EDIT", name: "Edited meanwhile" }));
    const stale = await applyImport(staff, report.id, report.fingerprint);
    expect(stale).toMatchObject({ ok: false, status: 409 });
    expect(await importedCount()).toBe(1);

    const again = await previewImport(staff, report.id);
    const changes = again!.plan.entries[0];
    expect(changes).toMatchObject({
      kind: "changed",
      changes: expect.arrayContaining([{ field: "name", label: "Name", from: "Edited meanwhile", to: "After import" }]),
    });
    expect(await applyImport(staff, report.id, again!.fingerprint)).toEqual({
      ok: true,
      created: 1,
      changed: 1,
      unchanged: 0,
    });
    expect((await getFabricForStaff(target))?.name).toBe("After import");
    expect(await auditOf("fabric.changed", target)).toHaveLength(2);
    expect(await auditOf("fabric.imported", report.id)).toHaveLength(1);
    // Applied once: the report is gone.
    expect(await previewImport(staff, report.id)).toBeNull();
    expect(await applyImport(staff, report.id, again!.fingerprint)).toMatchObject({ ok: false, status: 404 });
  });

  it("keeps an upload to the staff member who made it", async () => {
    const report = await upload([csvRow("IM-20")]);
    const other = await createSignedInStaff({ name: "Olga", email: "olga@example.com", role: "service" });
    const otherStaff = (await getStaff(callerWith(other.cookie).request))!.staff;
    expect(await previewImport(otherStaff, report.id)).toBeNull();
    expect(await applyImport(otherStaff, report.id, report.fingerprint)).toMatchObject({ ok: false, status: 404 });
  });

  it("imports 4,000 new fabrics, then changes all of them, each in one transaction, quickly", async () => {
    const rows = Array.from({ length: 4000 }, (_, index) =>
      csvRow(`IM-B${index}`, { range: `Bulk Range ${index % 40}`, colour: index % 2 ? "White" : "Navy" }),
    );
    let started = performance.now();
    const report = await upload(rows);
    const previewMs = performance.now() - started;
    expect(report.plan.counts).toEqual({ new: 4000, changed: 0, unchanged: 0, error: 0 });
    started = performance.now();
    expect(await applyImport(staff, report.id, report.fingerprint)).toEqual({
      ok: true,
      created: 4000,
      changed: 0,
      unchanged: 0,
    });
    const applyMs = performance.now() - started;

    const repriced = rows.map((row) => ({ ...row, price_eur: "85.00" }));
    started = performance.now();
    const second = await upload(repriced);
    const secondPreviewMs = performance.now() - started;
    expect(second.plan.counts).toEqual({ new: 0, changed: 4000, unchanged: 0, error: 0 });
    started = performance.now();
    expect(await applyImport(staff, second.id, second.fingerprint)).toMatchObject({ ok: true, changed: 4000 });
    const secondApplyMs = performance.now() - started;
    const [priced] = await database.db
      .select({ n: count() })
      .from(fabrics)
      .where(and(like(fabrics.reference, "IM-B%"), eq(fabrics.priceCents, 8500)));
    expect(priced!.n).toBe(4000);
    console.info(
      `4,000-row import on ${database.kind}: new: preview ${Math.round(previewMs)} ms, apply ${Math.round(applyMs)} ms; ` +
        `changed: preview ${Math.round(secondPreviewMs)} ms, apply ${Math.round(secondApplyMs)} ms`,
    );
  }, 120_000);

  it("exports the filtered list in the import's columns, which imports back unchanged", async () => {
    const filters = fabricFiltersSchema.parse({ q: "IM-B1", status: "all" });
    const text = await csvDownload(fabricsCsv(filters), "fabrics.csv").text();
    const [header, ...records] = parse(text, { bom: true }) as string[][];
    expect(header).toEqual([...CSV_COLUMNS]);
    const listed = await listFabricsForStaff(filters);
    expect(records).toHaveLength(listed.total);
    expect(records.length).toBeGreaterThan(1000);
    const back = await uploadImport(staff, { name: "export.csv", text });
    const report = back.ok ? await previewImport(staff, back.id) : null;
    expect(report?.plan.counts).toEqual({ new: 0, changed: 0, unchanged: listed.total, error: 0 });
  });
});
