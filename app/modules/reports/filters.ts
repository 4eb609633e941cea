import { z } from "zod";
import { addDays, GRAINS, type Grain, type IsoDate, periodStart, periodsBetween } from "~/modules/shop/calendar";
import { readTypedDay } from "~/modules/shop/day-filter";

/*
 * The period of the back office's reports (/admin/reports), read from the address: from and to
 * (days of the shop's calendar, both included) and the grain (day, week or month). Without
 * them: the last 12 weeks, week by week, this week included.
 */

export type ReportFilters = { from: IsoDate; to: IsoDate; grain: Grain };

/** The most periods one report draws: a longer span is asked by week or month. */
export const MAX_PERIODS = 400;

const DEFAULT_WEEKS = 12;

/** A day typed DD/MM/YYYY (the back office's DateField) or linked YYYY-MM-DD, as YYYY-MM-DD. */
const isoDate = (what: string) =>
  z
    .string()
    .transform((value) => readTypedDay(value) ?? value)
    .pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: `The ${what} date is written DD/MM/YYYY.`, abort: true }))
    .refine((value) => {
      const day = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
    }, `The ${what} date is not a day of the calendar.`);

/** The default period on `today`: the 12 weeks up to today, by week. */
export function defaultReportFilters(today: IsoDate): ReportFilters {
  return { from: addDays(periodStart(today, "week"), -7 * (DEFAULT_WEEKS - 1)), to: today, grain: "week" };
}

/** The schema of the reports' filters on `today` (which fills in what the address leaves out). */
export function reportFiltersSchema(today: IsoDate): z.ZodType<ReportFilters> {
  const defaults = defaultReportFilters(today);
  return z
    .object({
      from: z.preprocess((value) => (value === "" ? undefined : value), isoDate("from").optional()),
      to: z.preprocess((value) => (value === "" ? undefined : value), isoDate("to").optional()),
      grain: z.preprocess(
        (value) => (value === "" ? undefined : value),
        z.enum(GRAINS, { message: "The grain is day, week or month." }).optional(),
      ),
    })
    .transform((value) => ({
      from: value.from ?? (value.to && value.to < defaults.from ? value.to : defaults.from),
      to: value.to ?? today,
      grain: value.grain ?? defaults.grain,
    }))
    .refine((value) => value.from <= value.to, "The from date comes after the to date.")
    .refine(
      (value) => value.from > value.to || periodsBetween(value.from, value.to, value.grain).length <= MAX_PERIODS,
      `A report draws at most ${MAX_PERIODS} periods: choose a shorter span or a longer grain.`,
    );
}

/** The filters as the address writes them, for links that keep the period (the CSV exports). */
export function filtersQuery(filters: ReportFilters, extra: Record<string, string> = {}): string {
  return new URLSearchParams({ ...extra, from: filters.from, to: filters.to, grain: filters.grain }).toString();
}
