import { describe, expect, it } from "vitest";
import { z } from "zod";
import { dayFilter, daysInOrder, formatTypedDay, readTypedDay, typedDay } from "./day-filter";

const range = z.object({ from: dayFilter("From"), to: dayFilter("To") }).refine(daysInOrder, "Backwards.");

function problems(query: string): string[] {
  const parsed = range.safeParse(Object.fromEntries(new URLSearchParams(query)));
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
}

describe("a list's day filter", () => {
  it("reads a day of the calendar; empty or missing is no filter", () => {
    expect(range.parse({ from: "2026-02-28", to: "2028-02-29" })).toEqual({ from: "2026-02-28", to: "2028-02-29" });
    expect(range.parse({ from: "", to: undefined })).toEqual({ from: undefined, to: undefined });
    expect(range.parse({})).toEqual({ from: undefined, to: undefined });
  });

  it("refuses a day the calendar does not have, saying which filter", () => {
    expect(problems("from=2026-02-31")).toEqual(["From: 2026-02-31 is not a day of the calendar."]);
    expect(problems("to=2026-02-29")).toEqual(["To: 2026-02-29 is not a day of the calendar."]);
    expect(problems("from=2026-13-01&to=2026-00-10")).toEqual([
      "From: 2026-13-01 is not a day of the calendar.",
      "To: 2026-00-10 is not a day of the calendar.",
    ]);
  });

  it("refuses days outside the shop's years", () => {
    for (const day of ["0001-01-01", "0000-01-01", "1999-12-31", "3000-01-01", "9999-12-31"]) {
      expect(problems(`from=${day}`), day).toEqual(["From: choose a day from 2000 to 2999."]);
    }
    expect(problems("from=2000-01-01&to=2999-12-31")).toEqual([]);
  });

  it("reads a day typed as the shop writes it (DD/MM/YYYY), or linked as YYYY-MM-DD", () => {
    expect(range.parse({ from: "26/11/2026", to: " 6/1/2027 " })).toEqual({ from: "2026-11-26", to: "2027-01-06" });
    expect(range.parse({ from: "26.11.2026", to: "26-11-2026" })).toEqual({ from: "2026-11-26", to: "2026-11-26" });
    expect(range.parse({ from: "   " })).toEqual({ from: undefined, to: undefined });
    expect(problems("from=31/02/2026")).toEqual(["From: 31/02/2026 is not a day of the calendar."]);
    expect(problems(`to=${encodeURIComponent("11/26/2026")}`)).toEqual([
      "To: 11/26/2026 is not a day of the calendar.",
    ]);
    expect(formatTypedDay("2026-01-06")).toBe("06/01/2026");
    expect(readTypedDay(formatTypedDay("2026-11-26"))).toBe("2026-11-26");
  });

  it("refuses a day written another way", () => {
    for (const text of [
      "2026-2-3",
      "+002026-01-01",
      "275760-09-13",
      "2026-01-01T00:00",
      "26/11/26",
      "26 Nov 2026",
      "x",
    ]) {
      expect(problems(`to=${encodeURIComponent(text)}`), text).toEqual([
        "To: enter the day as DD/MM/YYYY, for example 26/11/2026.",
      ]);
    }
  });

  it("keeps a range in order", () => {
    expect(problems("from=2026-11-02&to=2026-11-01")).toEqual(["Backwards."]);
    expect(problems("from=2026-11-01&to=2026-11-01")).toEqual([]);
  });
});

describe("a day typed into a form", () => {
  const day = typedDay("Please enter a day.");
  it("reads DD/MM/YYYY and YYYY-MM-DD", () => {
    expect(day.parse("20/12/2026")).toBe("2026-12-20");
    expect(day.parse("2026-12-20")).toBe("2026-12-20");
  });
  it("refuses what is no day, with the form's message", () => {
    for (const text of ["31/02/2026", "12/20/2026", "", "tomorrow"]) {
      expect(day.safeParse(text).error?.issues[0]?.message).toBe("Please enter a day.");
    }
  });
});
