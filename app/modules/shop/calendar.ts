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

const longDay = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** A calendar day for the workshop's pages and sheets: "Mon, 14 Dec 2026". */
export function formatDay(date: IsoDate): string {
  return longDay.format(toUtcDay(date));
}

const shopTime = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: SHOP_TIME_ZONE,
});

/** An instant on the workshop's clock: "14 Dec, 09:30". */
export function formatShopTime(at: Date): string {
  return shopTime.format(at);
}
