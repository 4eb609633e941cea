import { describe, expect, it } from "vitest";
import { staffUsers } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { alterationRefundCap } from "~/modules/claims/alteration";
import { fileClaim } from "~/modules/claims/customer-claims.server";
import { decideAlterationRefund } from "~/modules/claims/decisions.server";
import { cameraPhoto, claimForm, deliveredOrder, openClaim } from "~/modules/claims/test-support.server";
import type { StaffMember } from "~/modules/staff/staff";
import { getClaimForStaff, listClaimsForStaff } from "./claims.server";

/*
 * The back office's claims screens against the database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): the list counts a claim's photos, one claim's page says what an
 * alteration refund may be and, once decided, where the refund stands.
 */

const database = databaseForTests({ seed: true });

const owner: Pick<StaffMember, "id" | "name" | "role"> = {
  id: "staff-owner-pages",
  name: "Olivia Owner",
  role: "owner",
};

const amountText = (minor: number) => (minor / 100).toFixed(2);

describe("the claims list", () => {
  it("shows an open claim with the number of its photos", async () => {
    const { customer, unitIds } = await deliveredOrder();
    const filed = await fileClaim(customer, claimForm(unitIds[0]!, { neck: ["larger", 1] }), [
      await cameraPhoto(800, 600),
    ]);
    if (!filed.ok) throw new Error(filed.message);
    expect(await listClaimsForStaff("open")).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: filed.claimId, photos: 1 })]),
    );
  });
});

describe("one claim's page", () => {
  it("says what an alteration refund may be, then where the refund decided stands", async () => {
    await database.db
      .insert(staffUsers)
      .values({ id: owner.id, name: owner.name, email: "olivia-pages@shop.test", role: "owner" });
    const { claimId, priceMinor } = await openClaim();
    const cap = alterationRefundCap(priceMinor, 30);
    const page = await getClaimForStaff(claimId);
    expect(page?.alteration).toMatchObject({ percent: 30 });
    expect(page?.alteration.cap).toContain(amountText(cap));

    const decided = await decideAlterationRefund(owner, { claimId, amountMinor: cap, note: "Neck let out" });
    expect(decided).toMatchObject({ ok: true, status: "succeeded" });
    expect((await getClaimForStaff(claimId))?.decision?.alterationRefund).toMatchObject({ status: "succeeded" });
  });
});
