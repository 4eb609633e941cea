import { describe, expect, it } from "vitest";
import { isWithinClaimWindow, lastClaimDay } from "./window";

// Delivered on Wednesday 2 December 2026, 15:00 in Italy.
const DELIVERED = new Date("2026-12-02T14:00:00Z");

describe("the guarantee's window", () => {
  it("counts business days after the day of delivery, skipping the weekend", () => {
    // Thu 3, Fri 4, Mon 7, Tue 8, Wed 9, Thu 10, Fri 11.
    expect(lastClaimDay(DELIVERED, 7)).toBe("2026-12-11");
    expect(lastClaimDay(DELIVERED, 1)).toBe("2026-12-03");
  });

  it("takes claims until the end of the last day, in the shop's calendar", () => {
    expect(isWithinClaimWindow(DELIVERED, 7, new Date("2026-12-02T15:00:00Z"))).toBe(true);
    // 23:30 on Friday 11 December in Italy is still that Friday.
    expect(isWithinClaimWindow(DELIVERED, 7, new Date("2026-12-11T22:30:00Z"))).toBe(true);
    // 00:30 on Saturday 12 December in Italy is past it.
    expect(isWithinClaimWindow(DELIVERED, 7, new Date("2026-12-11T23:30:00Z"))).toBe(false);
  });

  it("follows the owner's setting", () => {
    expect(isWithinClaimWindow(DELIVERED, 10, new Date("2026-12-15T10:00:00Z"))).toBe(true);
    expect(isWithinClaimWindow(DELIVERED, 7, new Date("2026-12-15T10:00:00Z"))).toBe(false);
  });

  it("counts from the shop's day of delivery: a parcel delivered at 00:30 in Italy counts for that day", () => {
    // Saturday 5 December 00:30 in Italy (Friday 23:30 UTC): the window starts from Saturday.
    expect(lastClaimDay(new Date("2026-12-04T23:30:00Z"), 1)).toBe("2026-12-07");
  });
});
