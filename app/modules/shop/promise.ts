/*
 * The dated promise of a paid order: "Expected between 12 and 15 December". From the day it
 * was paid, the workshop's lead time and then the delivery option's days on the way, all in
 * working days of the shop's calendar (Monday to Friday; public holidays are not known to the
 * shop).
 */

import { addWorkingDays, formatDayMonth, type IsoDate, shopDate, toUtcDay } from "./calendar";

export type DeliveryPromise = { earliest: IsoDate; latest: IsoDate };

/** The promise stored on an order's row, or null while it has none (not paid yet). */
export function promiseFromColumns(row: {
  promisedEarliest: IsoDate | null;
  promisedLatest: IsoDate | null;
}): DeliveryPromise | null {
  return row.promisedEarliest && row.promisedLatest
    ? { earliest: row.promisedEarliest, latest: row.promisedLatest }
    : null;
}

/** The working days a delivery option's parcel takes once it leaves the workshop. */
export type DeliveryDays = { minDays: number; maxDays: number };

/** The promise made when an order is paid. */
export function promiseAtPayment(paidAt: Date, leadDays: number, delivery: DeliveryDays): DeliveryPromise {
  const leaves = addWorkingDays(shopDate(paidAt), leadDays);
  return { earliest: addWorkingDays(leaves, delivery.minDays), latest: addWorkingDays(leaves, delivery.maxDays) };
}

/** The last day the parcel may leave the workshop and still arrive by the promise's last day. */
export function shipByDate(promise: DeliveryPromise, delivery: DeliveryDays): IsoDate {
  return addWorkingDays(promise.latest, -delivery.maxDays);
}

/** Past its promise: the last promised day is over and the parcel has not arrived. */
export function isPastPromise(promise: DeliveryPromise | null, today: IsoDate, delivered: boolean): boolean {
  return promise !== null && !delivered && promise.latest < today;
}

const dayOnly = new Intl.DateTimeFormat("en-GB", { day: "numeric", timeZone: "UTC" });

/** "Expected between 12 and 15 December", "Expected between 30 December and 2 January", "Expected on 12 December". */
export function formatPromise(promise: DeliveryPromise): string {
  if (promise.earliest === promise.latest) return `Expected on ${formatDayMonth(promise.latest)}`;
  const sameMonth = promise.earliest.slice(0, 7) === promise.latest.slice(0, 7);
  const from = sameMonth ? dayOnly.format(toUtcDay(promise.earliest)) : formatDayMonth(promise.earliest);
  return `Expected between ${from} and ${formatDayMonth(promise.latest)}`;
}
