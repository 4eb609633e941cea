import { z } from "zod";
import type { IsoDate } from "./calendar";

/*
 * The days a back-office list is filtered by (orders placed from and until, the audit log's
 * from and to), read from the list's address. A date field sends YYYY-MM-DD, but an address
 * can say anything: a day the calendar does not have (31 February), which PostgreSQL refuses,
 * or one far outside the shop's life (year 1, whose midnight in the shop's time zone Date
 * cannot even compute) is refused with the filter's name, before any query sees it.
 */

/** The first and last days a list can be filtered by: before the shop's first order, after its last reader. */
const FIRST_FILTER_DAY: IsoDate = "2000-01-01";
const LAST_FILTER_DAY: IsoDate = "2999-12-31";

export const LAST_DAY_BEFORE_FIRST = "The last day cannot be before the first.";

/** Whether "YYYY-MM-DD" names a day of the calendar (not 2026-02-31, not 2026-13-01). */
function isCalendarDay(text: string): boolean {
  const day = new Date(`${text}T00:00:00Z`);
  // Date rolls an impossible day over into the next month: only a real day reads back the same.
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

/** What is wrong with a day typed into a filter, as a sentence after its label; null when nothing. */
function dayFilterProblem(text: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return "enter the day as YYYY-MM-DD.";
  if (!isCalendarDay(text)) return `${text} is not a day of the calendar.`;
  if (text < FIRST_FILTER_DAY || text > LAST_FILTER_DAY) {
    return `choose a day from ${FIRST_FILTER_DAY.slice(0, 4)} to ${LAST_FILTER_DAY.slice(0, 4)}.`;
  }
  return null;
}

/** The day, or z.NEVER with an issue naming the filter by its `label` on the page. */
function checkedDay(label: string, text: string, context: z.RefinementCtx): IsoDate {
  const problem = dayFilterProblem(text);
  if (problem === null) return text;
  context.addIssue({ code: "custom", message: `${label}: ${problem}`, input: text });
  return z.NEVER;
}

/**
 * A day a list is filtered by, named by its `label` on the page ("Placed from"): a day of the
 * calendar within the shop's years. A problem reads "Placed from: 2026-02-31 is not a day of
 * the calendar."
 */
export function filterDay(label: string) {
  return z.string().transform((text, context) => checkedDay(label, text, context));
}

/** An optional day filter, as a date field sends it: empty or missing is no filter. */
export function dayFilter(label: string) {
  return z
    .string()
    .optional()
    .transform((text, context) => (text ? checkedDay(label, text, context) : undefined));
}

/** A range's last day is not before its first (either may be missing). */
export function daysInOrder(range: { from?: IsoDate; to?: IsoDate }): boolean {
  return !range.from || !range.to || range.from <= range.to;
}
