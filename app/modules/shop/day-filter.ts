import { z } from "zod";
import type { IsoDate } from "./calendar";

/*
 * The days a back-office list is filtered by (orders placed from and until, customers signed up
 * from and until, the audit log's from and to), read from the list's address. Staff type a day
 * as the shop writes it, DD/MM/YYYY (en-GB, whatever the browser's language: the back office's
 * DateField is a text field, not the browser's date picker); links write it YYYY-MM-DD, which is
 * read as well. An address can say anything: a day the calendar does not have (31 February),
 * which PostgreSQL refuses, or one far outside the shop's life (year 1, whose midnight in the
 * shop's time zone Date cannot even compute) is refused with the filter's name, before any
 * query sees it.
 */

/** The first and last days a list can be filtered by: before the shop's first order, after its last reader. */
const FIRST_FILTER_DAY: IsoDate = "2000-01-01";
const LAST_FILTER_DAY: IsoDate = "2999-12-31";

export const LAST_DAY_BEFORE_FIRST = "The last day cannot be before the first.";

/** How staff are asked to write a day, next to every date field. */
export const DAY_FORMAT_HINT = "DD/MM/YYYY";

/** Whether "YYYY-MM-DD" names a day of the calendar (not 2026-02-31, not 2026-13-01). */
function isCalendarDay(text: string): boolean {
  const day = new Date(`${text}T00:00:00Z`);
  // Date rolls an impossible day over into the next month: only a real day reads back the same.
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

/**
 * A day as typed ("26/11/2026", "6/1/2026", "26.11.2026", "26-11-2026") or linked
 * ("2026-11-26"), as YYYY-MM-DD; null when it is written neither way (not yet checked against
 * the calendar).
 */
export function readTypedDay(text: string): IsoDate | null {
  const trimmed = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return trimmed;
  const typed = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  if (!typed) return null;
  const [, day = "", month = "", year = ""] = typed;
  return `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
}

/** A day typed into a form's date field (DD/MM/YYYY, or YYYY-MM-DD), as YYYY-MM-DD; `message` when it is not a day. */
export function typedDay(message: string) {
  return z.string().transform((text, context) => {
    const day = readTypedDay(text);
    if (day !== null && isCalendarDay(day)) return day;
    context.addIssue({ code: "custom", message, input: text });
    return z.NEVER;
  });
}

/** A day as the back office writes it in a date field: "26/11/2026". */
export function formatTypedDay(date: IsoDate): string {
  const [year, month, day] = date.split("-");
  return `${day}/${month}/${year}`;
}

/** The day of a text typed into a filter, or what is wrong with it as a sentence after its label. */
function readDayFilter(text: string): { day: IsoDate } | { problem: string } {
  const day = readTypedDay(text);
  if (day === null) return { problem: `enter the day as ${DAY_FORMAT_HINT}, for example 26/11/2026.` };
  if (!isCalendarDay(day)) return { problem: `${text.trim()} is not a day of the calendar.` };
  if (day < FIRST_FILTER_DAY || day > LAST_FILTER_DAY) {
    return { problem: `choose a day from ${FIRST_FILTER_DAY.slice(0, 4)} to ${LAST_FILTER_DAY.slice(0, 4)}.` };
  }
  return { day };
}

/** The day, or z.NEVER with an issue naming the filter by its `label` on the page. */
function checkedDay(label: string, text: string, context: z.RefinementCtx): IsoDate {
  const read = readDayFilter(text);
  if ("day" in read) return read.day;
  context.addIssue({ code: "custom", message: `${label}: ${read.problem}`, input: text });
  return z.NEVER;
}

/**
 * A day a list is filtered by, named by its `label` on the page ("Placed from"): a day of the
 * calendar within the shop's years, typed DD/MM/YYYY or linked YYYY-MM-DD. A problem reads
 * "Placed from: 31/02/2026 is not a day of the calendar."
 */
export function filterDay(label: string) {
  return z.string().transform((text, context) => checkedDay(label, text, context));
}

/** An optional day filter, as a date field sends it: empty (or blank) or missing is no filter. */
export function dayFilter(label: string) {
  return z
    .string()
    .optional()
    .transform((text, context) => (text?.trim() ? checkedDay(label, text, context) : undefined));
}

/** A range's last day is not before its first (either may be missing). */
export function daysInOrder(range: { from?: IsoDate; to?: IsoDate }): boolean {
  return !range.from || !range.to || range.from <= range.to;
}
