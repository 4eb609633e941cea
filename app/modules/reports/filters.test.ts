import { describe, expect, it } from "vitest";
import { formatPeriod, periodsBetween } from "~/modules/shop/calendar";
import { reportFiltersSchema } from "./filters";

const schema = reportFiltersSchema("2026-11-26");
const problems = (values: Record<string, string>) => {
  const parsed = schema.safeParse(values);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe("the reports' period", () => {
  it("is the last 12 weeks by week when the address says nothing", () => {
    expect(schema.parse({})).toEqual({ from: "2026-09-07", to: "2026-11-26", grain: "week" });
    expect(periodsBetween("2026-09-07", "2026-11-26", "week")).toHaveLength(12);
  });

  it("reads from, to and the grain, and refuses what it cannot read", () => {
    expect(schema.parse({ from: "2026-01-01", to: "2026-03-31", grain: "month" })).toEqual({
      from: "2026-01-01",
      to: "2026-03-31",
      grain: "month",
    });
    expect(schema.parse({ from: "01/01/2026", to: "31/03/2026", grain: "month" })).toMatchObject({
      from: "2026-01-01",
      to: "2026-03-31",
    });
    expect(problems({ from: "1 Jan" })).toEqual(["The from date is written DD/MM/YYYY."]);
    expect(problems({ to: "30/02/2026" })).toEqual(["The to date is not a day of the calendar."]);
    expect(problems({ to: "2026-02-30" })).toEqual(["The to date is not a day of the calendar."]);
    expect(problems({ grain: "year" })).toEqual(["The grain is day, week or month."]);
    expect(problems({ from: "2026-05-01", to: "2026-04-01" })).toEqual(["The from date comes after the to date."]);
    expect(problems({ from: "2020-01-01", grain: "day" })[0]).toMatch(/at most 400 periods/);
  });

  it("names periods by their first day: Mondays for weeks, the 1st for months", () => {
    expect(periodsBetween("2026-11-25", "2026-12-08", "week")).toEqual(["2026-11-23", "2026-11-30", "2026-12-07"]);
    expect(periodsBetween("2026-11-25", "2027-01-02", "month")).toEqual(["2026-11-01", "2026-12-01", "2027-01-01"]);
    expect(formatPeriod("2026-11-23", "week")).toBe("w/c 23 Nov 2026");
    expect(formatPeriod("2026-11-01", "month")).toBe("Nov 2026");
  });
});
