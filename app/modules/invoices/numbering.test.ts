import { describe, expect, it } from "vitest";
import { documentNumber, shopYear } from "./numbering";

describe("document numbers", () => {
  it("write the year and the number on six digits, credit notes with CN-", () => {
    expect(documentNumber("invoice", 2026, 1)).toBe("2026-000001");
    expect(documentNumber("invoice", 2026, 123)).toBe("2026-000123");
    expect(documentNumber("invoice", 2027, 999_999)).toBe("2027-999999");
    expect(documentNumber("credit_note", 2026, 7)).toBe("CN-2026-000007");
  });

  it("sort in the order they were given within a year", () => {
    const numbers = [1, 2, 9, 10, 99, 100, 1000].map((n) => documentNumber("invoice", 2026, n));
    expect([...numbers].sort()).toEqual(numbers);
  });

  it("refuse numbers a year's series cannot hold", () => {
    for (const wrong of [0, -1, 1.5, 1_000_000])
      expect(() => documentNumber("invoice", 2026, wrong)).toThrow(RangeError);
  });
});

describe("the year of a document", () => {
  it("is the calendar year in Italy, whatever the server's time zone", () => {
    expect(shopYear(new Date("2026-12-31T22:59:59Z"))).toBe(2026); // 23:59:59 in Rome
    expect(shopYear(new Date("2026-12-31T23:00:00Z"))).toBe(2027); // midnight in Rome
    expect(shopYear(new Date("2027-06-30T22:30:00Z"))).toBe(2027);
  });
});
