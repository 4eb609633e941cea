import { and, asc, eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { config } from "~/config.server";
import {
  auditLog,
  clothReservations,
  fabricStockMovements,
  fabrics,
  motifs,
  orders,
  shirtUnits,
  staffUsers,
} from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { clearCache } from "~/infra/cache.server";
import { cartOwner, getCart, setQuantity } from "~/modules/cart/cart.server";
import { NO_FILTERS } from "~/modules/catalog/gallery";
import { getGalleryPage } from "~/modules/catalog/gallery.server";
import { findShirt } from "~/modules/catalog/shirt.server";
import { payWithTestCard, startPayment } from "~/modules/checkout/checkout.server";
import { buyNowForm, customerWithCart, TEST_SIZE } from "~/modules/checkout/test-support.server";
import type { ShirtDesign } from "~/modules/design/design";
import { defaultDesignFor, validateDesign } from "~/modules/design/design.server";
import { TEST_CARD_ACCEPTED } from "~/modules/payments/test-card";
import { PRODUCTION_MESSAGES } from "~/modules/production/forms";
import { productionQueue } from "~/modules/production/queue.server";
import { moveShirtToNextStage } from "~/modules/production/stage-moves.server";
import { paidOrder } from "~/modules/production/test-support.server";
import { cancelOrder } from "~/modules/refunds/refunds.server";
import type { StaffMember } from "~/modules/staff/staff";
import { clothForSizeCm, matchingOf, ONE_SHIRT_CM } from "./consumption";
import { STOCK_MESSAGES } from "./forms";
import { clothShortages, fabricStock, recordStockEntry } from "./stock.server";

/*
 * Stock by the metre on both databases: what a paid order takes, concurrent
 * payments for the last metres, restocking and counting, a cancellation giving the cloth back,
 * and the storefront letting go of a fabric that cannot make one more shirt.
 */

const database = databaseForTests({ seed: true });
const EUR = { code: "EUR", symbol: "€", rate: 1 } as const;
const owner: Pick<StaffMember, "id" | "name" | "role"> = { id: "staff-owner-stock", name: "Olga Owner", role: "owner" };

let design: ShirtDesign;
let fabricId: number;
let pattern: string;
/** What one shirt of the test size takes in the fabric of model 1, cm. */
let each: number;

beforeAll(async () => {
  config.rateLimits = false;
  await database.db
    .insert(staffUsers)
    .values({ id: owner.id, name: owner.name, email: "olga@shop.test", role: "owner" });
  design = (await defaultDesignFor(1))!;
  fabricId = design.fabricId;
  const [row] = await database.db
    .select({ pattern: motifs.pattern })
    .from(fabrics)
    .innerJoin(motifs, eq(motifs.id, fabrics.motifId))
    .where(eq(fabrics.id, fabricId));
  pattern = row!.pattern;
  each = clothForSizeCm(TEST_SIZE, pattern);
});
beforeEach(() => clearCache());

async function setStock(cm: number | null) {
  await database.db.update(fabrics).set({ stockCm: cm }).where(eq(fabrics.id, fabricId));
  clearCache();
}

async function stockNow(): Promise<number | null> {
  const [row] = await database.db.select({ stockCm: fabrics.stockCm }).from(fabrics).where(eq(fabrics.id, fabricId));
  return row!.stockCm;
}

const reservationsOf = (orderId: number) =>
  database.db
    .select({ status: clothReservations.status, clothCm: clothReservations.clothCm })
    .from(clothReservations)
    .where(eq(clothReservations.orderId, orderId))
    .orderBy(asc(clothReservations.id));

const movementsOf = (orderId: number) =>
  database.db
    .select({ kind: fabricStockMovements.kind, changeCm: fabricStockMovements.changeCm })
    .from(fabricStockMovements)
    .where(eq(fabricStockMovements.orderId, orderId))
    .orderBy(asc(fabricStockMovements.id));

describe("a paid order", () => {
  it("takes the cloth of each of its shirts in the paying transaction, in the ledger and the audit log", async () => {
    await setStock(10_000);
    const { orderId } = await paidOrder([2]);
    expect(await stockNow()).toBe(10_000 - 2 * each);
    expect(await reservationsOf(orderId)).toEqual([
      { status: "reserved", clothCm: each },
      { status: "reserved", clothCm: each },
    ]);
    expect(await movementsOf(orderId)).toEqual([
      { kind: "reserved", changeCm: -each },
      { kind: "reserved", changeCm: -each },
    ]);
    const [audited] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "order.cloth_reserved"), eq(auditLog.entityId, String(orderId))));
    expect(audited).toMatchObject({
      staffName: "The shop",
      after: { reserved: [expect.any(String), expect.any(String)] },
    });
  });

  it("records the shirts of a fabric not counted yet without a balance", async () => {
    await setStock(null);
    const { orderId } = await paidOrder([1]);
    expect(await stockNow()).toBeNull();
    expect(await reservationsOf(orderId)).toEqual([{ status: "reserved", clothCm: each }]);
  });
});

describe("concurrent payments for the last metres", () => {
  it("never take the stock below zero nor two shirts from the same cloth; the others are kept short, paid", async () => {
    await setStock(10_000);
    // Six customers reach the payment while the cloth is plenty…
    const started = [];
    for (let index = 0; index < 6; index++) {
      const customer = await customerWithCart(design, [1]);
      const start = await startPayment(customer, "203.0.113.9", EUR, await buyNowForm(customer, EUR));
      if (!start.ok || start.kind !== "started") throw new Error("The payment did not start.");
      started.push(start);
    }
    // …then only two shirts' cloth and a remnant are left when they all pay at once.
    await setStock(2 * each + 40);
    const paid = await Promise.all(started.map((start) => payWithTestCard(start, TEST_CARD_ACCEPTED)));
    expect(paid.filter((outcome) => !outcome.ok || outcome.kind !== "paid")).toEqual([]);
    const orderIds = paid.map((outcome) => (outcome.ok && outcome.kind === "paid" ? outcome.order.id : 0));

    expect(await stockNow()).toBe(40);
    const statuses = (await Promise.all(orderIds.map(reservationsOf))).flat().map((row) => row.status);
    expect(statuses.filter((status) => status === "reserved")).toHaveLength(2);
    expect(statuses.filter((status) => status === "short")).toHaveLength(4);
    const paidOrders = await database.db
      .select({ status: orders.status })
      .from(orders)
      .where(sql`${orders.id} in ${orderIds}`);
    expect(paidOrders.every((order) => order.status === "paid")).toBe(true);
    // The ledger agrees with the stock: every balance it wrote is at least zero.
    const [lowest] = await database.db
      .select({ balance: sql<number>`min(${fabricStockMovements.balanceCm})`.mapWith(Number) })
      .from(fabricStockMovements)
      .where(eq(fabricStockMovements.fabricId, fabricId));
    expect(lowest!.balance).toBeGreaterThanOrEqual(0);

    const shortages = (await clothShortages()).filter((shortage) => orderIds.includes(shortage.orderId));
    expect(shortages).toHaveLength(4);
    expect((await fabricStock(fabricId))!).toMatchObject({
      stockCm: 40,
      offered: false,
      shortShirts: 4,
      shortCm: 4 * each,
    });

    // Received cloth goes to the shirts already paid for first, oldest first.
    const restocked = await recordStockEntry(owner, fabricId, {
      kind: "received",
      metres: String((3 * each) / 100),
      note: "Bolt 118",
    });
    expect(restocked).toEqual({ ok: true, stockCm: 40, filled: 3 });
    // The newest shortage is the one still waiting.
    expect(
      (await clothShortages()).filter((shortage) => orderIds.includes(shortage.orderId)).map((left) => left.orderId),
    ).toEqual([shortages[3]!.orderId]);
    const [audited] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "fabric.stock_received"), eq(auditLog.entityId, String(fabricId))));
    expect(audited).toMatchObject({
      staffName: "Olga Owner",
      after: { received: `${((3 * each) / 100).toFixed(2)} m`, note: "Bolt 118", shortagesFilled: 3 },
    });

    // The workshop sees which shirt waits for cloth and cannot cut it; a filled one can be.
    const unitOf = async (orderId: number) =>
      (await database.db.select({ id: shirtUnits.id }).from(shirtUnits).where(eq(shirtUnits.orderId, orderId)))[0]!.id;
    const waiting = await unitOf(shortages[3]!.orderId);
    const filledUnit = await unitOf(shortages[0]!.orderId);
    const queued = (await productionQueue()).stages.find((stage) => stage.stage === "queued")!.shirts;
    expect(queued.find((shirt) => shirt.unitId === waiting)?.waitingForCloth).toBe(true);
    expect(queued.find((shirt) => shirt.unitId === filledUnit)?.waitingForCloth).toBe(false);
    expect(await moveShirtToNextStage(owner, { unitId: waiting, from: "queued" })).toEqual({
      ok: false,
      status: 409,
      message: PRODUCTION_MESSAGES.waitingForCloth,
      fieldErrors: undefined,
    });
    expect(await moveShirtToNextStage(owner, { unitId: filledUnit, from: "queued" })).toMatchObject({
      ok: true,
      stage: "cutting",
    });

    // Cancelling the order still short closes its shortage; cancelling a reserved one gives its cloth back.
    const [stillShort] = (await clothShortages()).filter((shortage) => orderIds.includes(shortage.orderId));
    expect((await cancelOrder(owner, stillShort!.orderId)).ok).toBe(true);
    expect(await stockNow()).toBe(40);
    expect(await reservationsOf(stillShort!.orderId)).toEqual([{ status: "released", clothCm: each }]);
    // Which payments got the cloth depends on who took the lock first: pick one that did.
    let reservedOrder = 0;
    for (const orderId of orderIds) {
      // Not the one whose shirt is being cut: a cut order cannot be cancelled.
      if (orderId === shortages[0]!.orderId) continue;
      if ((await reservationsOf(orderId))[0]?.status === "reserved") reservedOrder = orderId;
    }
    expect((await cancelOrder(owner, reservedOrder)).ok).toBe(true);
    expect(await stockNow()).toBe(40 + each);
    expect(await movementsOf(reservedOrder)).toEqual([
      { kind: "reserved", changeCm: -each },
      { kind: "released", changeCm: each },
    ]);
  });
});

describe("the stock entry", () => {
  it("refuses cloth received for a fabric never counted, then counts, then adds", async () => {
    await setStock(null);
    expect(await recordStockEntry(owner, fabricId, { kind: "received", metres: "50" })).toEqual({
      ok: false,
      status: 400,
      fieldErrors: { metres: [STOCK_MESSAGES.notCounted] },
    });
    expect(await stockNow()).toBeNull();
    expect(
      await recordStockEntry(owner, fabricId, { kind: "counted", metres: "12,5", note: "Shelf count" }),
    ).toMatchObject({
      ok: true,
      stockCm: 1250,
    });
    expect(await recordStockEntry(owner, fabricId, { kind: "received", metres: "50.25" })).toMatchObject({
      ok: true,
      stockCm: 6275,
    });
    const stock = (await fabricStock(fabricId))!;
    expect(stock.movements.slice(0, 2)).toMatchObject([
      { kind: "received", changeCm: 5025, balanceCm: 6275, staffName: "Olga Owner", note: "" },
      { kind: "counted", changeCm: 1250, balanceCm: 1250, note: "Shelf count" },
    ]);
  });

  it("says what is wrong with each field and changes nothing", async () => {
    await setStock(5000);
    expect(
      await recordStockEntry(owner, fabricId, { kind: "stolen", metres: "-3", note: "x".repeat(301) }),
    ).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { kind: [STOCK_MESSAGES.kind], metres: [STOCK_MESSAGES.metres], note: [STOCK_MESSAGES.note] },
    });
    expect(await recordStockEntry(owner, fabricId, { kind: "received", metres: "0" })).toMatchObject({
      fieldErrors: { metres: [STOCK_MESSAGES.received] },
    });
    expect(await recordStockEntry(owner, 999_999, { kind: "counted", metres: "3" })).toMatchObject({ status: 404 });
    expect(await stockNow()).toBe(5000);
  });
});

describe("the storefront", () => {
  it("stops offering a fabric that cannot make one more shirt, and the cart says so", async () => {
    const customer = await customerWithCart(design, [1]);
    const owned = await cartOwner(new Request("http://localhost/"), customer);
    const oneShirt = ONE_SHIRT_CM[matchingOf(pattern)];

    await setStock(oneShirt);
    expect(await findShirt(1)).not.toBeNull();
    expect((await getCart(owned, EUR)).canCheckout).toBe(true);

    await setStock(oneShirt - 1);
    expect(await findShirt(1)).toBeNull();
    const gallery = await getGalleryPage(NO_FILTERS, EUR);
    expect(gallery.cards.some((card) => card.id === 1)).toBe(false);
    expect(await validateDesign(design)).toMatchObject({ ok: false });
    const cart = await getCart(owned, EUR);
    expect(cart.canCheckout).toBe(false);
    expect(cart.lines[0]!.unavailable).toMatch(/is sold out\. Please modify the shirt to choose another fabric/);

    // Offered again, but not for three of them.
    await recordStockEntry(owner, fabricId, { kind: "counted", metres: String((2 * each) / 100) });
    clearCache();
    expect(await findShirt(1)).not.toBeNull();
    const [line] = cart.lines;
    await setQuantity(owned, line!.id, { quantity: 3 });
    const three = await getCart(owned, EUR);
    expect(three.canCheckout).toBe(false);
    expect(three.lines[0]!.unavailable).toMatch(/left for 2 of these shirts/);
  });
});
