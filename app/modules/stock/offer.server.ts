import { and, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import { fabrics } from "~/db/schema";
import { MATCHING_PATTERNS, ONE_SHIRT_CM } from "./consumption";

const listed = (patterns: readonly string[]) =>
  sql.join(
    patterns.map((pattern) => sql`${pattern}`),
    sql`, `,
  );

/**
 * The cloth a fabric must hold to make one more standard shirt, by its motif (consumption.ts),
 * as SQL over the query's `fabrics` row. The motifs of each matching are looked up by
 * uncorrelated subqueries, which the database works out once per query (a hashed set), not
 * once per fabric: the gallery counts thousands of shirts with it.
 */
export function oneShirtCmSql(): SQL<number> {
  const motifsOf = (patterns: readonly string[]) =>
    sql`(select offer_motif.id from motifs offer_motif where offer_motif.pattern in (${listed(patterns)}))`;
  return sql<number>`(case
    when ${fabrics.motifId} in ${motifsOf(MATCHING_PATTERNS.none)} then ${ONE_SHIRT_CM.none}::int
    when ${fabrics.motifId} in ${motifsOf(MATCHING_PATTERNS.stripes)} then ${ONE_SHIRT_CM.stripes}::int
    else ${ONE_SHIRT_CM.checks}::int end)`;
}

/**
 * Whether the storefront offers a fabric: not retired, and able to make one more
 * standard shirt, or not counted yet. The gallery, product pages, configurator, design checks
 * and the checkout select fabrics with it; the back office sees every fabric.
 */
export function fabricOffered(): SQL {
  return and(
    eq(fabrics.active, true),
    or(isNull(fabrics.stockCm), sql`${fabrics.stockCm} >= ${oneShirtCmSql()}`),
  ) as SQL;
}
