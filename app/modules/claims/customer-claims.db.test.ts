import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { fitClaimPhotos, fitClaims, shirtUnits } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { paidOrder } from "~/modules/production/test-support.server";
import { fileClaim, guaranteeOfHistory } from "./customer-claims.server";
import { findClaimPhoto, MAX_PHOTO_BYTES } from "./photos.server";
import { cameraPhoto, claimForm, deliveredOrder } from "./test-support.server";

/*
 * The customer's side of the guarantee against the database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): filing a claim within the window, once a shirt, for his own delivered
 * shirts only, and its photos re-encoded and shown to him alone.
 */

const database = databaseForTests({ seed: true });

const DAY_MS = 86_400_000;

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
