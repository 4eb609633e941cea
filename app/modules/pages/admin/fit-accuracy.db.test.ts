import { describe, expect, it } from "vitest";
import { databaseForTests } from "~/db/test-database.server";
import { fileClaim } from "~/modules/claims/customer-claims.server";
import { claimForm, deliveredOrder } from "~/modules/claims/test-support.server";
import { ANSWERS } from "~/modules/sizing/answers.test-support";
import { calculateSmartSize } from "~/modules/sizing/smart-size";
import { fitAccuracyReport } from "./fit-accuracy.server";

/*
 * The fit accuracy report against the database (PGlite, or PostgreSQL with TEST_DATABASE_URL):
 * the corrections of the claims on shirts made to a smart size, point by point.
 */

databaseForTests({ seed: true });

describe("the fit accuracy report", () => {
  it("counts a claim on a smart size at the points it corrected", async () => {
    const { customer, unitIds } = await deliveredOrder(calculateSmartSize(ANSWERS));
    const filed = await fileClaim(
      customer,
      claimForm(unitIds[0]!, { neck: ["larger", 1], sleeves: ["smaller", 2] }),
      [],
    );
    if (!filed.ok) throw new Error(filed.message);
    const report = await fitAccuracyReport();
    expect(report.points.find((point) => point.point === "neck")).toMatchObject({ corrected: 1, tooSmall: 1 });
    expect(report.points.find((point) => point.point === "neck")?.label).toBe("Neck");
  });
});
