import { describe, expect, it } from "vitest";
import { designPath, isShirtName, shirtPath, shirtSlug } from "./urls";

describe("shirt addresses", () => {
  it("uses the dashed lower-case name", () => {
    expect(shirtSlug("The Executive")).toBe("the-executive");
    expect(shirtSlug("Côte d'Azur  No. 2")).toBe("cote-d-azur-no-2");
    expect(shirtPath({ id: 7, name: "The Executive" })).toBe("/custom-made-men-shirt/the-executive/7");
    expect(designPath(7)).toBe("/design-shirt/7");
  });

  it("accepts both name shapes of the spec, in any case", () => {
    for (const given of ["the-executive", "The-Executive", "TheExecutive", "theexecutive"]) {
      expect(isShirtName(given, "The Executive")).toBe(true);
    }
    expect(isShirtName("the-boardroom", "The Executive")).toBe(false);
    expect(isShirtName("", "The Executive")).toBe(false);
  });
});
