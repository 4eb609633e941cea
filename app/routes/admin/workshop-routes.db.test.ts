import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { config } from "~/config.server";
import { countQueries } from "~/db/query-count.server";
import { orders, shirtUnits } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { shipOrder } from "~/modules/production/dispatch.server";
import { packingSlipReference } from "~/modules/production/packing.server";
import { findShirtCard } from "~/modules/production/shirt-cards.server";
import { packAllShirts, paidOrder, WORKSHOP } from "~/modules/production/test-support.server";
import { orderNumber } from "~/modules/shop/order-number";
import { createSignedInStaff } from "~/modules/staff/test-support.server";
import { answer, callRoute } from "../route-calls.test-support";
import * as packingSlip from "./packing-slip";
import * as production from "./production";
import * as productionSheets from "./production-sheets";
import * as shirt from "./shirt";
import * as shirtSheet from "./shirt-sheet";

/*
 * The workshop's pages as React Router calls them: the queue, a shirt's phone page with its
 * one-tap move and quality check, the printed sheets and the packing slip. The workshop role
 * never receives a customer's e-mail, phone or billing address, except the label when packing.
 */

const database = databaseForTests({ seed: true });
let workshop: string;
let orderId: number;
let unitIds: number[];
let contact: { email: string; phone: string };

beforeAll(async () => {
  workshop = (await createSignedInStaff({ name: "Giulia", email: "giulia@atelier.test", role: "workshop" })).cookie;
  ({ orderId } = await paidOrder([2]));
  const units = await database.db
    .select({ id: shirtUnits.id })
    .from(shirtUnits)
    .where(eq(shirtUnits.orderId, orderId))
    .orderBy(shirtUnits.id);
  unitIds = units.map((unit) => unit.id);
  // A phone number to look for: the test checkout gives none.
  await database.db.update(orders).set({ customerPhone: "+39 333 123 4567" }).where(eq(orders.id, orderId));
  const [order] = await database.db
    .select({ email: orders.customerEmail, phone: orders.customerPhone })
    .from(orders)
    .where(eq(orders.id, orderId));
  contact = order!;
});

/** What a page sends to the browser holds none of the customer's contact data. */
function expectNoContact(data: unknown) {
  const sent = JSON.stringify(data);
  expect(sent).not.toContain(contact.email);
  expect(sent).not.toContain(contact.phone);
  expect(sent).not.toMatch(/billing|customerEmail|customerPhone/i);
}

const shirtPath = (unitId: number) => `/admin/shirts/${unitId}`;
const openSlip = (reference: string) =>
  callRoute(packingSlip.loader, `/admin/packing-slips/${reference}`, { cookie: workshop, params: { reference } });
const callShirt = (unitId: number, form?: Record<string, string | number>) =>
  callRoute(form ? shirt.action : shirt.loader, shirtPath(unitId), {
    cookie: workshop,
    params: { unitId: String(unitId) },
    form,
  });

async function stageOf(unitId: number) {
  return (await findShirtCard(unitId))!.stage;
}

describe("/admin/production", () => {
  it("shows the workshop its shirts by stage, with counts, and no contact data", async () => {
    const page = answer(await callRoute(production.loader, "/admin/production", { cookie: workshop }));
    expect(page.status).toBe(200);
    const stages = page.data!.stages as { stage: string; total: number; shirts: { unitId: number }[] }[];
    expect(stages.map((stage) => stage.stage)).toEqual(["queued", "cutting", "sewing", "quality_check", "packed"]);
    const queued = stages[0]!;
    expect(queued.shirts.map((unit) => unit.unitId)).toEqual(expect.arrayContaining(unitIds));
    expect(queued.total).toBeGreaterThanOrEqual(2);
    expectNoContact(page.data);
  });

  it("filters by stage and finds an order by its number; a card's tap moves the shirt and keeps the filter", async () => {
    const { orderId: ours } = await paidOrder([2]);
    const [first, second] = await database.db
      .select({ id: shirtUnits.id })
      .from(shirtUnits)
      .where(eq(shirtUnits.orderId, ours))
      .orderBy(shirtUnits.id);
    const number = orderNumber(ours);
    const filtered = `/admin/production?stage=queued&q=${number}`;
    const page = answer(await callRoute(production.loader, filtered, { cookie: workshop }));
    expect(page.data).toMatchObject({ filter: { stage: "queued", search: { text: number, orderId: ours } } });
    const stages = page.data!.stages as { stage: string; total: number; shirts: { unitId: number }[] }[];
    expect(stages.map((stage) => [stage.stage, stage.total, stage.shirts.length])).toEqual([
      ["queued", 2, 2],
      ["cutting", 0, 0],
      ["sewing", 0, 0],
      ["quality_check", 0, 0],
      ["packed", 0, 0],
    ]);
    expectNoContact(page.data);

    const move = (unitId: number, from: string) =>
      callRoute(production.action, "/admin/production", {
        cookie: workshop,
        form: { intent: "move", unitId, from, stage: "queued", q: number, show: 20 },
      });
    const moved = answer(await move(first!.id, "queued"));
    expect(moved).toMatchObject({ status: 302, location: `${filtered}&done=cutting` });
    expect(await stageOf(first!.id)).toBe("cutting");
    // The same card tapped twice: 409, the shirt moves once.
    const again = answer(await move(first!.id, "queued"));
    expect(again.status).toBe(409);
    expect(again.data).toMatchObject({ refusal: { message: expect.stringContaining("at cutting now") } });
    expect(answer(await move(second!.id, "packed")).status).toBe(409);
    expect(answer(await move(Number.NaN, "queued")).status).toBe(400);
    expect(await stageOf(second!.id)).toBe("queued");
    // A visitor is sent to the sign-in, and nothing moves.
    const visitor = answer(
      await callRoute(production.action, "/admin/production", {
        form: { intent: "move", unitId: second!.id, from: "queued" },
      }),
    );
    expect(visitor.status).toBe(302);
    expect(visitor.location).toMatch(/^\/admin\/login/);
    expect(await stageOf(second!.id)).toBe("queued");
  });

  it("sends a visitor to the staff sign-in", async () => {
    const page = answer(await callRoute(production.loader, "/admin/production"));
    expect(page.status).toBe(302);
    expect(page.location).toMatch(/^\/admin\/login/);
  });
});

describe("a shirt's phone page", () => {
  it("moves the shirt one stage by a tap, and refuses a second tap of the same page with 409", async () => {
    const unitId = unitIds[0]!;
    const page = answer(await callShirt(unitId));
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ card: { stage: "queued", nextByTap: "cutting", unitLabel: "1 of 2" } });
    expectNoContact(page.data);

    const moved = answer(await callShirt(unitId, { intent: "move", from: "queued" }));
    expect(moved).toMatchObject({ status: 302, location: `${shirtPath(unitId)}?done=moved` });
    expect(await stageOf(unitId)).toBe("cutting");

    const again = answer(await callShirt(unitId, { intent: "move", from: "queued" }));
    expect(again.status).toBe(409);
    expect(again.data).toMatchObject({ refusal: { message: expect.stringContaining("at cutting now") } });
    expect(await stageOf(unitId)).toBe("cutting");

    const bogus = answer(await callShirt(unitId, { intent: "move", from: "ironing" }));
    expect(bogus.status).toBe(400);
    const byTapNot = answer(await callShirt(unitId, { intent: "move", from: "packed" }));
    expect(byTapNot.status).toBe(409);
    expect(await stageOf(unitId)).toBe("cutting");
  });

  it("checks quality: bad values 400, a failure sends it back with the reason, a pass packs it and shows the label", async () => {
    const unitId = unitIds[0]!;
    for (const from of ["cutting", "sewing"]) {
      expect(answer(await callShirt(unitId, { intent: "move", from })).status).toBe(302);
    }
    const page = answer(await callShirt(unitId));
    const points = (page.data!.card as { checkPoints: { point: string; ordered: number }[] }).checkPoints;
    const exact = Object.fromEntries(points.map(({ point, ordered }) => [`measured.${point}`, ordered]));

    const notANumber = answer(await callShirt(unitId, { intent: "check", ...exact, "measured.neck": "forty" }));
    expect(notANumber.status).toBe(400);
    const { "measured.chest": _chest, ...missingChest } = exact;
    const missing = answer(await callShirt(unitId, { intent: "check", ...missingChest }));
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.data)).toContain("measured.chest");
    expect(await stageOf(unitId)).toBe("quality_check");

    const tooLarge = { ...exact, "measured.sleeves": Number(exact["measured.sleeves"]) + 3 };
    const failed = answer(await callShirt(unitId, { intent: "check", ...tooLarge }));
    expect(failed).toMatchObject({ status: 302, location: `${shirtPath(unitId)}?done=failed` });
    const back = answer(await callShirt(unitId));
    expect(back.data).toMatchObject({ card: { stage: "sewing" }, parcel: null });
    const card = back.data!.card as { timeline: { reason: string | null }[]; instructions: string[] };
    expect(card.timeline.at(-1)?.reason).toContain("Sleeves 3 cm too large");
    expect(card.instructions.join(" ")).toContain("Back from the quality check to sewing");

    expect(answer(await callShirt(unitId, { intent: "move", from: "sewing" })).status).toBe(302);
    const passed = answer(await callShirt(unitId, { intent: "check", ...exact }));
    expect(passed).toMatchObject({ status: 302, location: `${shirtPath(unitId)}?done=passed` });
    const packed = answer(await callShirt(unitId));
    expect(packed.data).toMatchObject({ card: { stage: "packed", nextByTap: null } });
    // The label, and only the label: name and postal address.
    const parcel = packed.data!.parcel as { label: { name: string; lines: string[] } };
    expect(parcel.label.lines.length).toBeGreaterThanOrEqual(3);
    expectNoContact(packed.data);

    const late = answer(await callShirt(unitId, { intent: "check", ...exact }));
    expect(late.status).toBe(409);
  });

  it("answers 404 for a shirt that does not exist", async () => {
    const page = answer(await callShirt(2_000_000));
    expect(page.status).toBe(404);
  });
});

describe("the printed documents", () => {
  it("prints a shirt's sheet with a QR code of its page's absolute address", async () => {
    const unitId = unitIds[1]!;
    const sheet = answer(
      await callRoute(shirtSheet.loader, `${shirtPath(unitId)}/sheet`, {
        cookie: workshop,
        params: { unitId: String(unitId) },
      }),
    );
    expect(sheet.status).toBe(200);
    expect(sheet.data!.shirtUrl).toBe(`${config.baseUrl}/admin/shirts/${unitId}`);
    expect(sheet.data!.qrSvg).toMatch(/^<svg[^>]*viewBox/);
    expectNoContact(sheet.data);
  });

  it("prints the day's sheets as one document in a fixed number of queries", async () => {
    const small = await countQueries(database.db, () =>
      callRoute(productionSheets.loader, "/admin/production/sheets?stage=queued", { cookie: workshop }),
    );
    await paidOrder([3, 2]);
    const large = await countQueries(database.db, () =>
      callRoute(productionSheets.loader, "/admin/production/sheets?stage=queued", { cookie: workshop }),
    );
    expect(large.queries).toBe(small.queries);
    const before = answer(small.result).data!.sheets as unknown[];
    const sheets = answer(large.result).data!.sheets as { card: { stage: string } }[];
    expect(sheets.length).toBe(before.length + 5);
    expect(sheets.every((sheet) => sheet.card.stage === "queued")).toBe(true);
    expectNoContact(answer(large.result).data);

    const refused = answer(
      await callRoute(productionSheets.loader, "/admin/production/sheets?date=tomorrow", { cookie: workshop }),
    );
    expect(refused.status).toBe(200);
    expect(refused.data!.refused).toBe(true);
  });

  it("gives the workshop the packing slip from a packed shirt's page: label and shirts, no e-mail, phone, billing or prices", async () => {
    const packed = answer(await callShirt(unitIds[0]!));
    const slipPath = (packed.data!.parcel as { slipPath: string }).slipPath;
    const reference = slipPath.split("/").at(-1)!;
    expect(reference).toMatch(new RegExp(`^${orderNumber(orderId)}-[\\w-]{16,}$`));
    const slip = answer(await openSlip(reference));
    expect(slip.status).toBe(200);
    expect(slip.data).toMatchObject({ slip: { orderId, shirts: [{ unitLabel: "1 of 2" }, { unitLabel: "2 of 2" }] } });
    expectNoContact(slip.data);
    expect(JSON.stringify(slip.data)).not.toMatch(/price|Minor|total/i);
  });

  it("answers 404 for a slip addressed by a walkable id, a wrong check, or an order with no packed shirt", async () => {
    const packed = answer(await callShirt(unitIds[0]!));
    const reference = (packed.data!.parcel as { slipPath: string }).slipPath.split("/").at(-1)!;
    const check = reference.slice(orderNumber(orderId).length + 1);
    // Not yet packed: an order still in the workshop, addressed the right way.
    const { orderId: inTheWorkshop } = await paidOrder([1]);
    const shipped = await paidOrder([1]);
    await packAllShirts(shipped.orderId);
    const shippedReference = packingSlipReference(shipped.orderId);
    expect(answer(await openSlip(shippedReference)).status).toBe(200);
    const sent = await shipOrder(WORKSHOP, {
      orderId: shipped.orderId,
      carrier: "BRT",
      trackingNumber: `BRT${shipped.orderId}`,
      trackingUrl: "https://tracking.example.com/BRT",
    });
    expect(sent.ok).toBe(true);

    for (const walked of [
      String(orderId),
      orderNumber(orderId),
      `${orderNumber(orderId)}-${"A".repeat(check.length)}`,
      `${orderNumber(orderId + 1)}-${check}`,
      `${String(orderId)}-${check}`,
      packingSlipReference(inTheWorkshop),
      shippedReference,
      "999999",
    ]) {
      expect(answer(await openSlip(walked)).status, walked).toBe(404);
    }
  });
});
