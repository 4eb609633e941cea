import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { idSchema, MAX_ID, parseId } from "./ids";

describe("parseId", () => {
  it.each([
    ["1", 1],
    ["42", 42],
    ["2147483647", MAX_ID],
    [7, 7],
    [MAX_ID, MAX_ID],
  ])("reads %j as %d", (value, id) => {
    expect(parseId(value)).toBe(id);
  });

  it.each([
    "0",
    "-1",
    "2147483648",
    "99999999999",
    "1e3",
    "1.0",
    "01",
    " 1",
    "1 ",
    "0x10",
    "１",
    "",
    "NaN",
    0,
    -3,
    1.5,
    MAX_ID + 1,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    null,
    undefined,
    ["1"],
    { id: 1 },
  ])("refuses %j", (value) => {
    expect(parseId(value)).toBeNull();
  });
});

describe("idSchema", () => {
  const schema = z.object({ lineId: idSchema("Please choose a line."), optional: idSchema().nullable() });

  it("turns a form's digits into the id, and refuses anything else with its message", () => {
    const form = (lineId: string) => {
      const data = new FormData();
      data.set("lineId", lineId);
      return parseWithZod(data, { schema: schema.pick({ lineId: true }) });
    };
    const read = form("12");
    expect(read.status === "success" ? read.value : read.reply()).toEqual({ lineId: 12 });
    for (const bad of ["1e3", "2147483648", "-1", "", "one"]) {
      expect(form(bad).reply().error).toEqual({ lineId: ["Please choose a line."] });
    }
  });

  it("accepts stored ids (numbers) and null where allowed", () => {
    expect(schema.parse({ lineId: 3, optional: null })).toEqual({ lineId: 3, optional: null });
    expect(schema.safeParse({ lineId: 99_999_999_999, optional: null }).success).toBe(false);
  });
});
