import { describe, expect, it } from "vitest";
import { hundredthsField } from "./hundredths";

const field = hundredthsField({ message: "Please enter an amount.", min: 1, max: 100_000 });

describe("hundredthsField", () => {
  it.each([
    ["89", 8900],
    ["89.5", 8950],
    ["89,50", 8950],
    [" 0.29 ", 29],
    ["1.15", 115],
    ["1000", 100_000],
    ["0.01", 1],
  ])("reads %j as %d hundredths", (typed, hundredths) => {
    expect(field.parse(typed)).toBe(hundredths);
  });

  it.each(["", "0", "1000.01", "10000", "1.005", "-1", "1e3", "1,000.50", "abc"])(
    "refuses %j with its message",
    (typed) => {
      const parsed = field.safeParse(typed);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(["Please enter an amount."]);
    },
  );

  it("refuses what is not text with the same message", () => {
    expect(field.safeParse(undefined).error?.issues.map((issue) => issue.message)).toEqual(["Please enter an amount."]);
  });

  it("allows as many whole digits as its highest value needs", () => {
    const refund = hundredthsField({ message: "m", min: 1, max: 999_999_999 });
    expect(refund.parse("9999999.99")).toBe(999_999_999);
    expect(refund.safeParse("10000000").success).toBe(false);
  });
});
