import { describe, expect, it } from "vitest";
import { shippingLabel } from "./packing";

describe("the shipping label", () => {
  it("is the name and postal address, empty lines left out", () => {
    expect(
      shippingLabel({
        firstName: "Ann",
        lastName: "Rossi",
        company: "",
        line1: "12 Via Roma",
        line2: "",
        city: "Milano",
        postcode: "20121",
        country: "Italy",
      }),
    ).toEqual({ name: "Ann Rossi", lines: ["12 Via Roma", "20121 Milano", "ITALY"] });
  });
});
