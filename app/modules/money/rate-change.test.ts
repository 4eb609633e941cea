import { describe, expect, it } from "vitest";
import {
  describeRateChange,
  isLargeRateChange,
  type RateChange,
  rateChangeRefusal,
  ratesWithinLimit,
} from "./rate-change";

const change = (overrides: Partial<RateChange>): RateChange => ({
  code: "GBP",
  current: 0.85,
  next: 0.86,
  role: "service",
  confirmedFrom: null,
  ...overrides,
});

describe("a change of a currency's rate", () => {
  it("is small up to 20 % either way of the current rate, to the millionth", () => {
    expect(isLargeRateChange(0.85, 1.02)).toBe(false);
    expect(isLargeRateChange(0.85, 0.68)).toBe(false);
    expect(isLargeRateChange(0.85, 1.020001)).toBe(true);
    expect(isLargeRateChange(0.85, 0.679999)).toBe(true);
    expect(isLargeRateChange(0.85, 0.01)).toBe(true);
    expect(isLargeRateChange(1.08, 1.08)).toBe(false);
    expect(ratesWithinLimit(0.85)).toEqual({ lowest: 0.68, highest: 1.02 });
    expect(ratesWithinLimit(0.912346)).toEqual({ lowest: 0.729877, highest: 1.094815 });
  });

  it("is described with its direction and share", () => {
    expect(describeRateChange("GBP", 0.85, 0.01)).toBe("GBP from 0.85 to 0.01 is 98.8 % lower");
    expect(describeRateChange("USD", 1.08, 1.35)).toBe("USD from 1.08 to 1.35 is 25 % higher");
  });

  it("is anyone's within the limit, owner or customer service", () => {
    expect(rateChangeRefusal(change({ next: 1.02 }))).toBeNull();
    expect(rateChangeRefusal(change({ next: 0.68, role: "owner" }))).toBeNull();
  });

  it("is refused to customer service beyond the limit, saying the owner can make it, confirmed or not", () => {
    for (const confirmedFrom of [null, 0.85]) {
      expect(rateChangeRefusal(change({ next: 0.01, confirmedFrom }))).toEqual({
        needs: "owner",
        message:
          "GBP from 0.85 to 0.01 is 98.8 % lower: a change of more than 20 % at once is the owner's to make. Please ask the owner, who can make it; you can set GBP from 0.68 to 1.02.",
      });
    }
  });

  it("asks the owner to confirm beyond the limit, unless confirmed from the rate that is still current", () => {
    expect(rateChangeRefusal(change({ next: 0.01, role: "owner" }))).toEqual({
      needs: "confirmation",
      message:
        "GBP from 0.85 to 0.01 is 98.8 % lower: more than 20 % at once. Check what a shirt costs at the new rate, then confirm.",
    });
    expect(rateChangeRefusal(change({ next: 0.01, role: "owner", confirmedFrom: 0.85 }))).toBeNull();
    // Confirmed from a rate someone changed since: asked again, from the rate as it is now.
    expect(rateChangeRefusal(change({ current: 0.9, next: 0.01, role: "owner", confirmedFrom: 0.85 }))).toMatchObject({
      needs: "confirmation",
      message: expect.stringMatching(/^GBP from 0.9 to 0.01/),
    });
  });
});
