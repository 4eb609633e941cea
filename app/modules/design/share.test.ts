import { describe, expect, it } from "vitest";
import type { ShirtDesign } from "./design";
import { decodeDesign, encodeDesign } from "./share";
import { EXECUTIVE_DESIGN } from "./test-support";

const design: ShirtDesign = {
  ...EXECUTIVE_DESIGN,
  modelId: 7,
  embroidery: {
    typeId: 3,
    text: "J.D. & Zoë",
    styleId: 1,
    colourId: 2,
    symbolId: 1,
    symbolColourId: null,
    positionId: null,
  },
};

describe("a design in a link", () => {
  it("comes back exactly as it was, text included", () => {
    const encoded = encodeDesign(design);
    expect(encoded).toMatch(/^40\.3\.2\.1\.2\.1\.1\.4\.1\.1\.3\.1\.2\.1\.-\.-\./);
    expect(decodeDesign(7, encoded)).toEqual(design);
  });

  it("takes the model from the page, not from the link", () => {
    expect(decodeDesign(9, encodeDesign(design))).toMatchObject({ modelId: 9 });
  });

  it("is null for what is not one of its links", () => {
    expect(decodeDesign(7, "1.2.3")).toBeNull();
    expect(decodeDesign(7, `${"1.".repeat(16)}%E0%A4%A`)).toBeNull();
  });

  it.each(["99999999999", "2147483648", "0", "-4", "1e3", "x"])("is null with %s for an id", (fabricId) => {
    expect(decodeDesign(7, encodeDesign(design).replace(/^40\./, `${fabricId}.`))).toBeNull();
  });
});
