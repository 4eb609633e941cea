import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  auditLog,
  clothReservations,
  fitClaims,
  mailOutbox,
  measurementProfileChanges,
  measurementProfiles,
  orderLines,
  orders,
} from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { productionQueue } from "~/modules/production/queue.server";
import { readShirtCards } from "~/modules/production/shirt-cards.server";
import { ANSWERS } from "~/modules/sizing/answers.test-support";
import { createProfile, listProfiles } from "~/modules/sizing/profiles.server";
import { calculateSmartSize } from "~/modules/sizing/smart-size";
import { workshopMeasures } from "~/modules/sizing/workshop";
import { fileClaim, guaranteeOfHistory } from "./customer-claims.server";
import { approveRemake, declineClaim } from "./decisions.server";
import { cameraPhoto, claimForm, deliveredOrder } from "./test-support.server";

/*
 * Staff's remake and decline against the database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): a remake queues a free shirt and corrects the saved size, a decline tells
 * the customer why, and a claim is decided once. The alteration refund: alteration.db.test.ts.
 */

const database = databaseForTests({ seed: true });

const SERVICE = { id: null, name: "Sam (service)" };
const SMART = calculateSmartSize(ANSWERS);

async function mailsTo(email: string) {
  return database.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(asc(mailOutbox.id));
}

async function claimRow(claimId: number) {
  const [row] = await database.db.select().from(fitClaims).where(eq(fitClaims.id, claimId));
  return row!;
}

describe("a remake", () => {
  it("queues a free shirt in the corrected size, marked as a remake, and corrects the saved size with its history", async () => {
    const { customer, orderId, unitIds } = await deliveredOrder(SMART);
    const saved = await createProfile(customer, SMART);
    if (!saved.ok) throw new Error("not saved");
    const filed = await fileClaim(customer, claimForm(unitIds[0]!, { neck: ["larger", 1], sleeves: ["smaller", 2] }), [
      await cameraPhoto(800, 600),
    ]);
    if (!filed.ok) throw new Error(filed.message);

    const approved = await approveRemake(SERVICE, { claimId: filed.claimId });
    if (!approved.ok) throw new Error(approved.message);
    expect(approved.savedSize).toEqual({ profileId: saved.id, created: false });

    const [remake] = await database.db
      .select({ status: orders.status, total: orders.totalMinor, userId: orders.userId, paidAt: orders.paidAt })
      .from(orders)
      .where(eq(orders.id, approved.remakeOrderId));
    expect(remake).toMatchObject({ status: "paid", total: 0, userId: customer.id });
    expect(remake?.paidAt).not.toBeNull();
    const [line] = await database.db
      .select({ size: orderLines.size, quantity: orderLines.quantity, price: orderLines.unitPriceMinor })
      .from(orderLines)
      .where(eq(orderLines.orderId, approved.remakeOrderId));
    const corrected = { ...SMART.measures, neck: SMART.measures.neck + 1, sleeves: SMART.measures.sleeves - 2 };
    expect(line).toEqual({ size: { ...SMART, measures: corrected }, quantity: 1, price: 0 });
    // The remade shirt takes its cloth from the stock like a paid one (modules/stock).
    const cloth = await database.db
      .select({ status: clothReservations.status, clothCm: clothReservations.clothCm })
      .from(clothReservations)
      .where(eq(clothReservations.orderId, approved.remakeOrderId));
    expect(cloth).toEqual([{ status: "reserved", clothCm: expect.any(Number) }]);

    // In the workshop's queue, marked, its sheet cut to the corrected finished measurements.
    const queue = await productionQueue();
    const queued = queue.stages.find((stage) => stage.stage === "queued")?.shirts ?? [];
    const shirt = queued.find((candidate) => candidate.orderId === approved.remakeOrderId);
    expect(shirt?.remakeOf).toMatch(new RegExp(`${orderId}$`));
    const [card] = await readShirtCards([shirt!.unitId]);
    expect(card?.measurements.finished).toEqual(workshopMeasures({ ...SMART, measures: corrected }).finished);
    expect(card?.remakeOf).toBe(shirt?.remakeOf);
    expect(card?.instructions[0]).toMatch(/^Remake of order .* corrected finished measurements/);

    // The claim, its audit entry, the e-mail, and the customer's history.
    expect(await claimRow(filed.claimId)).toMatchObject({ status: "remake", remakeOrderId: approved.remakeOrderId });
    const audit = await database.db
      .select({ staffName: auditLog.staffName })
      .from(auditLog)
      .where(and(eq(auditLog.action, "claim.remake_approved"), eq(auditLog.entityId, String(filed.claimId))));
    expect(audit).toEqual([{ staffName: "Sam (service)" }]);
    const mails = await mailsTo(customer.email);
    expect(mails.map((mail) => mail.subject)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/We have your fit claim/),
        expect.stringMatching(/We are remaking your shirt/),
      ]),
    );
    const history = await guaranteeOfHistory(customer);
    const original = history.shirts.find((candidate) => candidate.unitId === unitIds[0]);
    expect(original).toMatchObject({ canClaim: false, claims: [{ status: "remake" }] });
    expect(original?.claims[0]?.corrections).toEqual([
      "Neck: too tight by 1 cm",
      "Sleeves (centre back to cuff): too long by 2 cm",
    ]);
    expect(history.remakeOf.get(approved.remakeOrderId)).toBe(shirt?.remakeOf);

    // The saved size starts the next order from the correction; its previous value is kept.
    const [profile] = await listProfiles(customer);
    expect(profile?.size).toEqual({ ...SMART, measures: corrected });
    const changes = await database.db
      .select({ previous: measurementProfileChanges.previousSize, next: measurementProfileChanges.newSize })
      .from(measurementProfileChanges)
      .where(eq(measurementProfileChanges.profileId, saved.id));
    expect(changes).toEqual([{ previous: SMART, next: { ...SMART, measures: corrected } }]);

    // Decided once.
    expect(await approveRemake(SERVICE, { claimId: filed.claimId })).toMatchObject({ ok: false, status: 409 });
    expect(await declineClaim(SERVICE, { claimId: filed.claimId, reason: "Changed our mind entirely." })).toMatchObject(
      {
        ok: false,
        status: 409,
      },
    );
  });

  it("saves a quick size's corrected collar and sleeve as a new size when none was saved", async () => {
    const { customer, unitIds } = await deliveredOrder();
    const filed = await fileClaim(customer, claimForm(unitIds[0]!, { neck: ["larger", 1], chest: ["smaller", 4] }), []);
    if (!filed.ok) throw new Error(filed.message);
    const approved = await approveRemake(SERVICE, { claimId: filed.claimId });
    if (!approved.ok) throw new Error(approved.message);
    expect(approved.savedSize?.created).toBe(true);
    expect((await listProfiles(customer)).map((profile) => profile.size)).toEqual([
      { kind: "rapid", fit: 2, neckCm: 42, sleeveCm: 66 },
    ]);
    const [line] = await database.db
      .select({ size: orderLines.size })
      .from(orderLines)
      .where(eq(orderLines.orderId, approved.remakeOrderId));
    expect(line?.size.kind).toBe("manual");
    const rows = await database.db
      .select({ previous: measurementProfileChanges.previousSize })
      .from(measurementProfileChanges)
      .innerJoin(measurementProfiles, eq(measurementProfiles.id, measurementProfileChanges.profileId))
      .where(eq(measurementProfiles.userId, customer.id));
    expect(rows).toEqual([{ previous: null }]);
  });
});

describe("a decline", () => {
  it("gives the customer the reason, changes no size, and lets him claim again within the window", async () => {
    const { customer, unitIds } = await deliveredOrder();
    const unitId = unitIds[0]!;
    const filed = await fileClaim(customer, claimForm(unitId, { waist: ["smaller", 6] }), []);
    if (!filed.ok) throw new Error(filed.message);
    const short = await declineClaim(SERVICE, { claimId: filed.claimId, reason: "No." });
    expect(short).toMatchObject({ ok: false, status: 400, fieldErrors: { reason: [expect.any(String)] } });
    const reason = "The waist measures as ordered: 6 cm less would not close over the hips.";
    expect(await declineClaim(SERVICE, { claimId: filed.claimId, reason })).toEqual({ ok: true });
    expect(await claimRow(filed.claimId)).toMatchObject({
      status: "declined",
      declineReason: reason,
      remakeOrderId: null,
    });
    const history = await guaranteeOfHistory(customer);
    expect(history.shirts[0]).toMatchObject({
      canClaim: true,
      claims: [{ status: "declined", declineReason: reason }],
    });
    expect((await mailsTo(customer.email)).at(-1)?.text).toContain(reason);
    expect(await listProfiles(customer)).toEqual([]);
    const audit = await database.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, "claim.declined"), eq(auditLog.entityId, String(filed.claimId))));
    expect(audit).toEqual([{ after: { status: "declined", reason } }]);
  });
});
