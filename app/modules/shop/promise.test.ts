import { describe, expect, it } from "vitest";
import { addWorkingDays, formatDay, formatShopTime, shopDate, shopDayStart } from "~/modules/shop/calendar";
import { formatPromise, isPastPromise, promiseAtPayment, promiseFromColumns, shipByDate } from "~/modules/shop/promise";

const STANDARD = { minDays: 5, maxDays: 7 };

describe("the dated promise", () => {
  it("counts working days, skipping Saturdays and Sundays", () => {
    // Friday 4 December 2026.
    expect(addWorkingDays("2026-12-04", 1)).toBe("2026-12-07");
    expect(addWorkingDays("2026-12-05", 1)).toBe("2026-12-07");
    expect(addWorkingDays("2026-12-07", 5)).toBe("2026-12-14");
    expect(addWorkingDays("2026-12-07", -1)).toBe("2026-12-04");
    expect(addWorkingDays("2026-12-07", 0)).toBe("2026-12-07");
  });

  it("takes the paid day in the shop's time zone", () => {
    expect(shopDate(new Date("2026-12-03T23:30:00Z"))).toBe("2026-12-04");
    expect(shopDate(new Date("2026-07-01T21:59:00Z"))).toBe("2026-07-01");
  });

  it("is the paid day plus the lead time plus the delivery's days", () => {
    // Paid Friday 4 December at 00:30 in Italy; 10 working days of making leaves on Friday 18.
    const promise = promiseAtPayment(new Date("2026-12-03T23:30:00Z"), 10, STANDARD);
    expect(promise).toEqual({ earliest: "2026-12-25", latest: "2026-12-29" });
    expect(shipByDate(promise, STANDARD)).toBe("2026-12-18");
    expect(promiseAtPayment(new Date("2026-12-04T10:00:00Z"), 10, { minDays: 2, maxDays: 3 })).toEqual({
      earliest: "2026-12-22",
      latest: "2026-12-23",
    });
  });

  it("is read from an order's two date columns, none until both are set", () => {
    expect(promiseFromColumns({ promisedEarliest: "2026-12-12", promisedLatest: "2026-12-15" })).toEqual({
      earliest: "2026-12-12",
      latest: "2026-12-15",
    });
    expect(promiseFromColumns({ promisedEarliest: null, promisedLatest: null })).toBeNull();
    expect(promiseFromColumns({ promisedEarliest: "2026-12-12", promisedLatest: null })).toBeNull();
  });

  it("reads as the customer sees it", () => {
    expect(formatPromise({ earliest: "2026-12-12", latest: "2026-12-15" })).toBe("Expected between 12 and 15 December");
    expect(formatPromise({ earliest: "2026-12-30", latest: "2027-01-02" })).toBe(
      "Expected between 30 December and 2 January",
    );
    expect(formatPromise({ earliest: "2026-12-12", latest: "2026-12-12" })).toBe("Expected on 12 December");
  });

  it("is late once its last day is over, until delivered", () => {
    const promise = { earliest: "2026-12-12", latest: "2026-12-15" };
    expect(isPastPromise(promise, "2026-12-15", false)).toBe(false);
    expect(isPastPromise(promise, "2026-12-16", false)).toBe(true);
    expect(isPastPromise(promise, "2026-12-16", true)).toBe(false);
    expect(isPastPromise(null, "2026-12-16", false)).toBe(false);
  });

  it("starts a shop's day at midnight in Italy, summer time included", () => {
    expect(shopDayStart("2026-12-14").toISOString()).toBe("2026-12-13T23:00:00.000Z");
    expect(shopDayStart("2026-07-01").toISOString()).toBe("2026-06-30T22:00:00.000Z");
    expect(shopDate(shopDayStart("2026-03-29"))).toBe("2026-03-29");
    expect(shopDate(new Date(shopDayStart("2026-03-29").getTime() - 1))).toBe("2026-03-28");
  });
});

describe("the workshop's dates", () => {
  it("writes a day and an instant on the shop's calendar", () => {
    expect(formatDay("2026-12-14")).toBe("Mon, 14 Dec 2026");
    // 23:30 UTC is already the next day in Italy.
    expect(formatShopTime(new Date("2026-12-14T23:30:00Z"))).toBe("15 Dec, 00:30");
  });
});
