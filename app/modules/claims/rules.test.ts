import { describe, expect, it } from "vitest";
import { ALREADY_CLAIMED, claimRefusal, decisionRefusal } from "./rules";

// Delivered on Monday 2 March 2026, on the shop's clock: a window of 7 business days ends on Wednesday 11 March.
const DELIVERED = new Date("2026-03-02T10:00:00+01:00");
const IN_TIME = new Date("2026-03-11T18:00:00+01:00");
const LATE = new Date("2026-03-12T09:00:00+01:00");

describe("whether a shirt may be claimed", () => {
  it("is once delivered, within the window, with no open claim, remake or alteration refund", () => {
    expect(claimRefusal(DELIVERED, 7, [], IN_TIME)).toBeNull();
    expect(claimRefusal(DELIVERED, 7, [{ status: "declined" }], IN_TIME)).toBeNull();
    expect(claimRefusal(null, 7, [], IN_TIME)).toMatch(/once your shirt has been delivered/);
    expect(claimRefusal(DELIVERED, 7, [{ status: "open" }], IN_TIME)).toBe(ALREADY_CLAIMED);
    expect(claimRefusal(DELIVERED, 7, [{ status: "remake" }], IN_TIME)).toMatch(/already been remade/);
    expect(claimRefusal(DELIVERED, 7, [{ status: "alteration" }], IN_TIME)).toMatch(/alteration refund/);
    expect(claimRefusal(DELIVERED, 7, [], LATE)).toMatch(/window of 7 business days/);
  });
});

describe("whether a claim may be decided", () => {
  it("is while it is open, once", () => {
    expect(decisionRefusal("open")).toBeNull();
    for (const decided of ["remake", "alteration", "declined"] as const) {
      expect(decisionRefusal(decided)).toBe("This claim has already been decided.");
    }
  });
});
