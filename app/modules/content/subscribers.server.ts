import { and, count, desc, gt, ilike, type SQL } from "drizzle-orm";
import { z } from "zod";
import { db } from "~/db/client.server";
import { newsletterSubscribers } from "~/db/schema";
import type { CsvTable } from "~/infra/download";
import { formatExportTime } from "~/modules/shop/calendar";

/*
 * The newsletter's subscribers as the back office sees them: a list to search and
 * a CSV export of the same selection, for the mailing tool that sends the newsletter.
 */

export const SUBSCRIBERS_PAGE_SIZE = 50;

export const subscriberFiltersSchema = z.object({
  q: z.string().trim().max(254, { error: "Please search with at most 254 characters." }).default(""),
  page: z.coerce.number({ error: "This page does not exist." }).int().min(1).max(100_000).default(1),
});

export type SubscriberFilters = z.output<typeof subscriberFiltersSchema>;

function matching(q: string): SQL | undefined {
  return q ? ilike(newsletterSubscribers.email, `%${q.replace(/[%_\\]/g, "\\$&")}%`) : undefined;
}

/** A page of subscribers, the latest first, with how many the search finds. */
export async function listSubscribers(filters: SubscriberFilters) {
  const where = matching(filters.q);
  const [rows, [total]] = await Promise.all([
    db()
      .select({
        id: newsletterSubscribers.id,
        email: newsletterSubscribers.email,
        createdAt: newsletterSubscribers.createdAt,
        confirmedAt: newsletterSubscribers.confirmedAt,
      })
      .from(newsletterSubscribers)
      .where(where)
      .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
      .limit(SUBSCRIBERS_PAGE_SIZE)
      .offset((filters.page - 1) * SUBSCRIBERS_PAGE_SIZE),
    db().select({ value: count() }).from(newsletterSubscribers).where(where),
  ]);
  const found = total?.value ?? 0;
  return { rows, total: found, pages: Math.max(1, Math.ceil(found / SUBSCRIBERS_PAGE_SIZE)) };
}

/** Every subscriber the search finds, a batch at a time (by id), so memory stays flat whatever their number. */
async function* subscribersForExport(q: string, batchSize = 1000) {
  let afterId = 0;
  for (;;) {
    const batch = await db()
      .select({
        id: newsletterSubscribers.id,
        email: newsletterSubscribers.email,
        createdAt: newsletterSubscribers.createdAt,
        confirmedAt: newsletterSubscribers.confirmedAt,
      })
      .from(newsletterSubscribers)
      .where(and(matching(q), gt(newsletterSubscribers.id, afterId)))
      .orderBy(newsletterSubscribers.id)
      .limit(batchSize);
    yield* batch;
    const last = batch.at(-1);
    if (!last || batch.length < batchSize) return;
    afterId = last.id;
  }
}

/** The subscribers the search finds as a CSV table (one record per address, oldest first), read as it is downloaded. */
export function subscribersCsv(q: string): CsvTable {
  return {
    columns: ["E-mail", "Subscribed", "Confirmed"],
    records: (async function* () {
      for await (const row of subscribersForExport(q))
        yield [row.email, formatExportTime(row.createdAt), row.confirmedAt ? formatExportTime(row.confirmedAt) : ""];
    })(),
  };
}
