import { addWorkingDays, type IsoDate, shopDate } from "~/modules/shop/calendar";

/*
 * The guarantee's window (the terms: complaints within 7 business days of delivery; the owner
 * sets the number, fitClaimWindowDays). Business days are the workshop's working days, Monday
 * to Friday in the shop's calendar (shop/promise.ts); the day of delivery does not count.
 */

/** The last day a fit claim is accepted for a parcel delivered at `deliveredAt`. */
export function lastClaimDay(deliveredAt: Date, windowDays: number): IsoDate {
  return addWorkingDays(shopDate(deliveredAt), windowDays);
}

/** Whether a claim filed at `now` is within the window of a parcel delivered at `deliveredAt`. */
export function isWithinClaimWindow(deliveredAt: Date, windowDays: number, now: Date): boolean {
  return shopDate(now) <= lastClaimDay(deliveredAt, windowDays);
}
