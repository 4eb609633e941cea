import { describe, expect, it } from "vitest";
import type { ShirtDesign } from "./design";
import { applyChoice, embroideryIssues, hasEmbroidery, isDesignField } from "./rules";
import { EXECUTIVE_DESIGN, NO_EMBROIDERY } from "./test-support";

const fields = (embroidery: ShirtDesign["embroidery"]) => embroideryIssues(embroidery).map((issue) => issue.field);

describe("embroideryIssues", () => {
  it("accepts no embroidery at all", () => {
    expect(embroideryIssues(NO_EMBROIDERY)).toEqual([]);
    expect(hasEmbroidery(NO_EMBROIDERY)).toBe(false);
  });

  it("accepts initials with a style and a colour, up to six characters", () => {
    const initials = { ...NO_EMBROIDERY, typeId: 2, text: "J.D.M.", styleId: 1, colourId: 3 };
    expect(embroideryIssues(initials)).toEqual([]);
    expect(hasEmbroidery(initials)).toBe(true);
    expect(embroideryIssues({ ...initials, text: "Zoë & A" })).toEqual([
      { field: "embroidery.text", message: "Maximum 6 letters" },
    ]);
  });

  it("refuses text, style or colour without an embroidery type", () => {
    expect(fields({ ...NO_EMBROIDERY, text: "AB" })).toEqual(["embroidery.text"]);
    expect(fields({ ...NO_EMBROIDERY, styleId: 2 })).toEqual(["embroidery.typeId"]);
    expect(fields({ ...NO_EMBROIDERY, colourId: 2 })).toEqual(["embroidery.typeId"]);
  });

  it("asks for the text, style and colour of an embroidery", () => {
    const issues = embroideryIssues({ ...NO_EMBROIDERY, typeId: 2 });
    expect(issues.map((issue) => issue.field)).toEqual([
      "embroidery.text",
      "embroidery.styleId",
      "embroidery.colourId",
    ]);
    expect(issues[0]?.message).toBe("Please enter the text to embroider (at most 6 characters).");
  });

  it("refuses characters a monogram cannot have", () => {
    expect(fields({ ...NO_EMBROIDERY, typeId: 2, text: "<b>", styleId: 1, colourId: 1 })).toEqual(["embroidery.text"]);
    expect(fields({ ...NO_EMBROIDERY, typeId: 2, text: "A\nB", styleId: 1, colourId: 1 })).toEqual(["embroidery.text"]);
  });

  it("takes a symbol colour and position only with a symbol, and then needs both", () => {
    expect(fields({ ...NO_EMBROIDERY, symbolColourId: 2 })).toEqual(["embroidery.symbolId"]);
    expect(fields({ ...NO_EMBROIDERY, positionId: 2 })).toEqual(["embroidery.symbolId"]);
    expect(fields({ ...NO_EMBROIDERY, symbolId: 3 })).toEqual(["embroidery.symbolColourId", "embroidery.positionId"]);
    const symbolOnly = { ...NO_EMBROIDERY, symbolId: 3, symbolColourId: 4, positionId: 4 };
    expect(embroideryIssues(symbolOnly)).toEqual([]);
    expect(hasEmbroidery(symbolOnly)).toBe(true);
  });
});

describe("what a design in progress may still lack", () => {
  it("marks a missing text, style, colour, symbol colour and position as missing, not wrong", () => {
    const issues = embroideryIssues({ ...NO_EMBROIDERY, typeId: 2, symbolId: 3 });
    expect(issues.map((issue) => [issue.field, issue.missing])).toEqual([
      ["embroidery.text", true],
      ["embroidery.styleId", true],
      ["embroidery.colourId", true],
      ["embroidery.symbolColourId", true],
      ["embroidery.positionId", true],
    ]);
  });

  it("never marks a broken rule as missing", () => {
    const broken = [
      embroideryIssues({ ...NO_EMBROIDERY, symbolColourId: 2 }),
      embroideryIssues({ ...NO_EMBROIDERY, text: "AB" }),
      embroideryIssues({ ...NO_EMBROIDERY, typeId: 2, text: "ABCDEFG", styleId: 1, colourId: 1 }),
    ].flat();
    expect(broken.length).toBe(3);
    expect(broken.every((issue) => issue.missing === undefined)).toBe(true);
  });
});

describe("applyChoice", () => {
  const design = EXECUTIVE_DESIGN;

  it("sets an option of the shirt", () => {
    expect(applyChoice(design, "cuffId", "5").cuffId).toBe(5);
    expect(applyChoice(design, "cuffId", "")).toHaveProperty("cuffId", Number.NaN);
  });

  it.each(["99999999999", "2147483648", "-1", "1e3", "1.5"])(
    "makes %s, which is no id, one validateDesign refuses",
    (value) => {
      expect(applyChoice(design, "fabricId", value)).toHaveProperty("fabricId", Number.NaN);
      expect(applyChoice(design, "embroidery.colourId", value).embroidery.colourId).toBeNaN();
    },
  );

  it("sets the embroidery and its text as given", () => {
    const initials = applyChoice(applyChoice(design, "embroidery.typeId", "2"), "embroidery.text", "JDM");
    expect(initials.embroidery).toMatchObject({ typeId: 2, text: "JDM", styleId: null });
    expect(applyChoice(initials, "embroidery.colourId", "3").embroidery.colourId).toBe(3);
    expect(applyChoice(initials, "embroidery.colourId", "").embroidery.colourId).toBeNull();
  });

  it("drops the text, style and colour when the embroidery becomes NO_EMBROIDERY (they are hidden)", () => {
    const initials = { ...design, embroidery: { ...NO_EMBROIDERY, typeId: 2, text: "JDM", styleId: 1, colourId: 3 } };
    expect(applyChoice(initials, "embroidery.typeId", "1").embroidery).toEqual(NO_EMBROIDERY);
  });

  it("drops the symbol colour and position when the symbol becomes NO_EMBROIDERY", () => {
    const anchor = { ...design, embroidery: { ...NO_EMBROIDERY, symbolId: 2, symbolColourId: 4, positionId: 3 } };
    expect(applyChoice(anchor, "embroidery.symbolId", "1").embroidery).toEqual(NO_EMBROIDERY);
  });

  it("keeps a symbol colour sent without a symbol, for the rules to refuse", () => {
    const changed = applyChoice(design, "embroidery.symbolColourId", "2");
    expect(changed.embroidery.symbolColourId).toBe(2);
    expect(embroideryIssues(changed.embroidery).map((issue) => issue.field)).toEqual(["embroidery.symbolId"]);
  });

  it("knows the fields a customer chooses", () => {
    expect(isDesignField("embroidery.text")).toBe(true);
    expect(isDesignField("modelId")).toBe(false);
    expect(isDesignField("__proto__")).toBe(false);
  });
});
