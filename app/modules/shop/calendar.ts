/*
 * The shop's calendar: its time zone, its working days and how the back office writes a day
 * or an instant. Dates are ISO calendar days ("2026-12-12") in the shop's time zone: a payment
 * at 00:30 in Italy counts for that Italian day.
 */

/** Where the workshop is: the calendar its working days follow. */
export const SHOP_TIME_ZONE = "Europe/Rome";

/** A calendar day, "YYYY-MM-DD". */
export type IsoDate = string;

const DAY_MS = 86_400_000;

/** The shop's calendar day at an instant. */
export function shopDate(at: Date): IsoDate {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: SHOP_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(at);
}

/** The instant a shop's calendar day begins (midnight in the shop's zone), for date-range filters. */
export function shopDayStart(date: IsoDate): Date {
  const midnightUtc = toUtcDay(date).getTime();
  // The zone's offset at that moment: what its clock reads minus UTC (summer time included).
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: SHOP_TIME_ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(new Date(midnightUtc));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const clock = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"));
  return new Date(midnightUtc - (clock - midnightUtc));
}

export function toUtcDay(date: IsoDate): Date {
  return new Date(`${date}T00:00:00Z`);
}

function isWorkingDay(day: Date): boolean {
  const weekday = day.getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** The day `days` working days after (or, negative, before) `date`; the day itself never counts. */
export function addWorkingDays(date: IsoDate, days: number): IsoDate {
  const step = days < 0 ? -1 : 1;
  let day = toUtcDay(date);
  for (let left = Math.abs(days); left > 0; ) {
    day = new Date(day.getTime() + step * DAY_MS);
    if (isWorkingDay(day)) left--;
  }
  return day.toISOString().slice(0, 10);
}

/*
 * How the shop writes days and instants, everywhere: on the customer's pages, in the back
 * office, in mails, documents and exports. An instant is written on the shop's clock, so a
 * customer in London and the workshop in Italy read the same day; a calendar day (IsoDate) is
 * written as it is.
 */

function formatter(options: Intl.DateTimeFormatOptions, locale = "en-GB") {
  const onClock = new Intl.DateTimeFormat(locale, { ...options, timeZone: SHOP_TIME_ZONE });
  const asIs = new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
  /** An instant on the shop's clock, or a calendar day as it is. */
  return (when: Date | IsoDate): string =>
    typeof when === "string" ? asIs.format(toUtcDay(when)) : onClock.format(when);
}

/** "Mon, 14 Dec 2026": a day on the workshop's pages and sheets. */
export const formatDay = formatter({ weekday: "short", day: "numeric", month: "short", year: "numeric" });

/** "14 December 2026": a day in a customer's order history, a mail or a document. */
export const formatLongDate = formatter({ day: "numeric", month: "long", year: "numeric" });

/** "14 December": a day of this year's calendar (the dashboard's week). */
export const formatDayMonth = formatter({ day: "numeric", month: "long" });

/** "14 Dec, 09:30": an instant on the workshop's queue. */
export const formatShopTime = formatter({ day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });

/** "09:30": the time of an instant on the shop's clock, under a heading that says its day. */
export const formatClockTime = formatter({ hour: "2-digit", minute: "2-digit" });

const dateTime = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: SHOP_TIME_ZONE,
});

/** "26 Nov 2026, 03:50": an instant (or its ISO text) in the back office. */
export function formatDateTime(instant: Date | string): string {
  return dateTime.format(typeof instant === "string" ? new Date(instant) : instant);
}

/** "2026-11-26 03:50": an instant in a CSV export, sortable as text. */
export const formatExportTime = formatter(
  { year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" },
  "sv-SE",
);

/*
 * Periods of a report: a day, a week (Monday to Sunday, as PostgreSQL's date_trunc counts them)
 * or a calendar month of the shop's calendar, each named by its first day.
 */

export const GRAINS = ["day", "week", "month"] as const;
export type Grain = (typeof GRAINS)[number];

/** The day `days` calendar days after (or, negative, before) `date`. */
export function addDays(date: IsoDate, days: number): IsoDate {
  return new Date(toUtcDay(date).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** The first day of the period of `grain` that holds `date`. */
export function periodStart(date: IsoDate, grain: Grain): IsoDate {
  if (grain === "day") return date;
  if (grain === "month") return `${date.slice(0, 7)}-01`;
  return addDays(date, -((toUtcDay(date).getUTCDay() + 6) % 7));
}

/** The day after the period of `grain` that begins on `start`. */
function nextPeriod(start: IsoDate, grain: Grain): IsoDate {
  if (grain === "day") return addDays(start, 1);
  if (grain === "week") return addDays(start, 7);
  const day = toUtcDay(start);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
}

/** The first days of every period of `grain` between `from` and `to` (both included), in order. */
export function periodsBetween(from: IsoDate, to: IsoDate, grain: Grain): IsoDate[] {
  const periods: IsoDate[] = [];
  for (let start = periodStart(from, grain); start <= to; start = nextPeriod(start, grain)) periods.push(start);
  return periods;
}

/** "14 Dec 2026", "w/c 14 Dec 2026" or "Dec 2026": a period named for a report's axis and table. */
export function formatPeriod(start: IsoDate, grain: Grain): string {
  if (grain === "month") return formatMonth(start);
  return `${grain === "week" ? "w/c " : ""}${formatShortDate(start)}`;
}

const formatMonth = formatter({ month: "short", year: "numeric" });
const formatShortDate = formatter({ day: "numeric", month: "short", year: "numeric" });
