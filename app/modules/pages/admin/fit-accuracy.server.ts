import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { fitClaims } from "~/db/schema";
import { type FitAccuracy, fitAccuracy, type PointAccuracy } from "~/modules/claims/fit-accuracy";
import { measureLabel } from "~/modules/sizing/describe";

/*
 * The back office's fit accuracy (/admin/fit-accuracy): the size calculator measured against the
 * fit claims, as the claims area's fitAccuracy computes it from the stored corrections.
 */

export type FitAccuracyReport = Omit<FitAccuracy, "points"> & {
  /** Every claim, whatever size its shirt was made to. */
  allClaims: number;
  points: (PointAccuracy & { label: string })[];
};

/** Every claim on a shirt made to a smart size (the size calculator's), through fitAccuracy. One query. */
export async function fitAccuracyReport(): Promise<FitAccuracyReport> {
  const rows = await db()
    .select({ corrections: fitClaims.corrections, kind: sql<string>`${fitClaims.orderedSize}->>'kind'` })
    .from(fitClaims);
  const accuracy = fitAccuracy(rows.filter((row) => row.kind === "smart").map((row) => row.corrections));
  return {
    claims: accuracy.claims,
    allClaims: rows.length,
    points: accuracy.points.map((point) => ({ ...point, label: measureLabel(point.point) })),
  };
}
