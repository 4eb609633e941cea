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
 * as SQL over the query's `fabrics` row: a lookup of one motif by its key.
 */
export function oneShirtCmSql(): SQL<number> {
  return sql<number>`(select case
    when offer_motif.pattern in (${listed(MATCHING_PATTERNS.none)}) then ${ONE_SHIRT_CM.none}::int
    when offer_motif.pattern in (${listed(MATCHING_PATTERNS.stripes)}) then ${ONE_SHIRT_CM.stripes}::int
    else ${ONE_SHIRT_CM.checks}::int end
    from motifs offer_motif where offer_motif.id = ${fabrics.motifId})`;
}

/**
 * Whether the storefront offers a fabric (issue 15): not retired, and able to make one more
 * standard shirt, or not counted yet. The gallery, product pages, configurator, design checks
 * and the checkout select fabrics with it; the back office sees every fabric.
 */
export function fabricOffered(): SQL {
  return and(
    eq(fabrics.active, true),
    or(isNull(fabrics.stockCm), sql`${fabrics.stockCm} >= ${oneShirtCmSql()}`),
  ) as SQL;
}
