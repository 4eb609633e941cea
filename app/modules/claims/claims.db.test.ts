import { and, asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  clothReservations,
  fitClaimPhotos,
  fitClaims,
  mailOutbox,
  measurementProfileChanges,
  measurementProfiles,
  orderLines,
  orders,
  shirtUnits,
} from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { productionQueue, readShirtCards } from "~/modules/production/production.server";
import { paidOrder } from "~/modules/production/test-support.server";
import { ANSWERS } from "~/modules/sizing/answers.test-support";
import { createProfile, listProfiles } from "~/modules/sizing/profiles.server";
import { calculateSmartSize } from "~/modules/sizing/smart-size";
import { workshopMeasures } from "~/modules/sizing/workshop";
import {
  approveRemake,
  declineClaim,
  fileClaim,
  findClaimPhoto,
  fitAccuracyReport,
  guaranteeOfHistory,
  listClaimsForStaff,
} from "./claims.server";
import { MAX_PHOTO_BYTES } from "./photos.server";
import { cameraPhoto, deliveredOrder } from "./test-support.server";

const database = databaseForTests({ seed: true });

const SERVICE = { id: null, name: "Sam (service)" };
const SMART = calculateSmartSize(ANSWERS);
const DAY_MS = 86_400_000;

/** The claim form as the page sends it: `neck: ["larger", 1]` is "too tight by 1 cm". */
function claimForm(unitId: number, answers: Record<string, [string, number]>, comment = "") {
  return {
    unitId: String(unitId),
    corrections: Object.fromEntries(
      Object.entries(answers).map(([point, [problem, cm]]) => [point, { problem, cm: String(cm) }]),
    ),
    comment,
  };
}

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

describe("filing a fit claim", () => {
  let delivered: Awaited<ReturnType<typeof deliveredOrder>>;
  beforeAll(async () => {
    delivered = await deliveredOrder(undefined, 2);
  });

  it("is open within the guarantee's window after delivery and closed past it", async () => {
    const { customer, unitIds } = delivered;
    const unitId = unitIds[0]!;
    const late = await fileClaim(
      customer,
      claimForm(unitId, { neck: ["larger", 1] }),
      [],
      new Date(Date.now() + 12 * DAY_MS),
    );
    expect(late).toMatchObject({ ok: false, status: 409 });
    expect(late.ok ? "" : late.message).toMatch(/7 business days after delivery has passed/);
    const history = await guaranteeOfHistory(customer);
    expect(history.shirts.filter((shirt) => shirt.canClaim).map((shirt) => shirt.unitId)).toEqual(unitIds);
    const inTime = await fileClaim(customer, claimForm(unitId, { neck: ["larger", 1] }, "Tight when buttoned."), []);
    expect(inTime.ok).toBe(true);
  });

  it("takes one open claim per shirt, even sent twice at once", async () => {
    const { customer, unitIds } = delivered;
    const again = await fileClaim(customer, claimForm(unitIds[0]!, { chest: ["smaller", 2] }), []);
    expect(again).toMatchObject({ ok: false, status: 409 });
    const both = await Promise.all([
      fileClaim(customer, claimForm(unitIds[1]!, { waist: ["smaller", 2] }), []),
      fileClaim(customer, claimForm(unitIds[1]!, { waist: ["smaller", 2] }), []),
    ]);
    expect(both.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(both.find((outcome) => !outcome.ok)).toMatchObject({ status: 409 });
    const open = await database.db
      .select({ id: fitClaims.id })
      .from(fitClaims)
      .where(eq(fitClaims.unitId, unitIds[1]!));
    expect(open).toHaveLength(1);
  });

  it("is only for the customer's own delivered shirts", async () => {
    const other = await deliveredOrder();
    const theirs = await fileClaim(delivered.customer, claimForm(other.unitIds[0]!, { neck: ["larger", 1] }), []);
    expect(theirs).toMatchObject({ ok: false, status: 404 });
    const { orderId, customer } = await paidOrder([1]);
    const [unit] = await database.db
      .select({ id: shirtUnits.id })
      .from(shirtUnits)
      .where(eq(shirtUnits.orderId, orderId));
    const notYet = await fileClaim(customer, claimForm(unit!.id, { neck: ["larger", 1] }), []);
    expect(notYet).toMatchObject({ ok: false, status: 409 });
  });

  it("refuses corrections without a direction, past their limit, or none at all, beside their fields", async () => {
    const { customer, unitIds } = await deliveredOrder();
    const unitId = unitIds[0]!;
    const refused = await fileClaim(
      customer,
      { unitId: String(unitId), corrections: { neck: { cm: "1" }, sleeves: { problem: "smaller", cm: "30" } } },
      [],
    );
    expect(refused).toMatchObject({ ok: false, status: 400 });
    expect(Object.keys(refused.ok ? {} : (refused.fieldErrors ?? {})).sort()).toEqual([
      "corrections.neck.problem",
      "corrections.sleeves.cm",
    ]);
    const nothing = await fileClaim(customer, { unitId: String(unitId), comment: "It just feels wrong." }, []);
    expect(nothing).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { form: [expect.stringMatching(/one measurement/)] },
    });
    expect(await database.db.select().from(fitClaims).where(eq(fitClaims.unitId, unitId))).toHaveLength(0);
  });
});

describe("a claim's photos", () => {
  it("are resized and stripped of their metadata on the server", async () => {
    const { customer, unitIds } = await deliveredOrder();
    const photo = await cameraPhoto(3000, 2000);
    expect((await sharp(new Uint8Array(await photo.arrayBuffer())).metadata()).exif).toBeDefined();
    const png = new File(
      [
        new Uint8Array(
          await sharp({ create: { width: 400, height: 300, channels: 4, background: "#fff0" } })
            .png()
            .toBuffer(),
        ),
      ],
      "screenshot.png",
    );
    const filed = await fileClaim(customer, claimForm(unitIds[0]!, { sleeves: ["smaller", 2] }), [photo, png, ""]);
    if (!filed.ok) throw new Error(filed.message);
    const stored = await database.db
      .select({
        id: fitClaimPhotos.id,
        width: fitClaimPhotos.width,
        height: fitClaimPhotos.height,
        data: fitClaimPhotos.data,
      })
      .from(fitClaimPhotos)
      .where(eq(fitClaimPhotos.claimId, filed.claimId))
      .orderBy(asc(fitClaimPhotos.position));
    expect(stored.map(({ width, height }) => [width, height])).toEqual([
      [1600, 1067],
      [400, 300],
    ]);
    const metadata = await sharp(stored[0]!.data).metadata();
    expect(metadata.format).toBe("jpeg");
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    // The customer who filed it sees it; another customer does not.
    expect(await findClaimPhoto(stored[0]!.id, customer)).toMatchObject({ contentType: "image/jpeg" });
    const other = await deliveredOrder();
    expect(await findClaimPhoto(stored[0]!.id, other.customer)).toBeNull();
  });

  it("are refused when not JPEG or PNG by their bytes, unreadable, too large or too many, and nothing is kept", async () => {
    const { customer, unitIds } = await deliveredOrder();
    const unitId = unitIds[0]!;
    const form = claimForm(unitId, { neck: ["larger", 1] });
    const cases: [File[], RegExp][] = [
      [[new File(["this is no photo"], "photo.jpg", { type: "image/jpeg" })], /is not a JPEG or PNG image/],
      [
        [new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], "broken.png")],
        /could not be read as a PNG/,
      ],
      [
        [new File([new Uint8Array(MAX_PHOTO_BYTES + 1).fill(0xff)], "huge.jpg")],
        /is too large: a photo may be at most 10 MB/,
      ],
      [
        [await cameraPhoto(50, 50), await cameraPhoto(50, 50), await cameraPhoto(50, 50), await cameraPhoto(50, 50)],
        /at most 3 photos/,
      ],
    ];
    for (const [files, message] of cases) {
      const refused = await fileClaim(customer, form, files);
      expect(refused).toMatchObject({
        ok: false,
        status: 400,
        fieldErrors: { photos: [expect.stringMatching(message)] },
      });
    }
    expect(await database.db.select().from(fitClaims).where(eq(fitClaims.unitId, unitId))).toHaveLength(0);
  });
});

describe("a remake", () => {
  it("queues a free shirt in the corrected size, marked as a remake, and corrects the saved size with its history", async () => {
    const { customer, orderId, unitIds } = await deliveredOrder(SMART);
    const saved = await createProfile(customer, SMART);
    if (!saved.ok) throw new Error("not saved");
    const filed = await fileClaim(customer, claimForm(unitIds[0]!, { neck: ["larger", 1], sleeves: ["smaller", 2] }), [
      await cameraPhoto(800, 600),
    ]);
    if (!filed.ok) throw new Error(filed.message);
    expect(await listClaimsForStaff("open")).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: filed.claimId, photos: 1 })]),
    );

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
    const report = await fitAccuracyReport();
    expect(report.points.find((point) => point.point === "neck")).toMatchObject({ corrected: 1, tooSmall: 1 });
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
