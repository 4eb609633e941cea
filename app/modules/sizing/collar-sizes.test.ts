import { describe, expect, it } from "vitest";
import { collarInches, collarSizeLabel, describeCollar } from "./collar-sizes";

describe("collar sizes", () => {
  it("labels two centimetres a size, as the spec's charts", () => {
    expect([35, 36, 37, 39, 41, 43, 44].map(collarSizeLabel)).toEqual(["XS", "XS", "S", "M", "L", "XL", "XL"]);
    expect([45, 46, 47, 49, 50].map(collarSizeLabel)).toEqual(["XXL", "XXL", "XXXL", "XXXXL", "XXXXL"]);
    expect([51, 53, 59, 60].map(collarSizeLabel)).toEqual(["5XL", "6XL", "9XL", "9XL"]);
  });

  it("gives inch equivalents from 13.75 to 23.5 in", () => {
    expect(collarInches(35)).toBe(13.75);
    expect(collarInches(41)).toBe(16.25);
    expect(collarInches(60)).toBe(23.5);
  });

  it("are described by centimetres, label and inches", () => {
    expect(describeCollar(39)).toBe("39 cm · M · 15.25 in");
  });
});
