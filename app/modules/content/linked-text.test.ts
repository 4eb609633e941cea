import { describe, expect, it } from "vitest";
import { linksStayInShop, splitLinks } from "./linked-text";

describe("splitLinks", () => {
  it("gives plain text back whole", () => {
    expect(splitLinks("Measure a shirt laid flat.")).toEqual([{ text: "Measure a shirt laid flat." }]);
  });

  it("cuts a paragraph into words and links to the shop's pages, in order", () => {
    expect(splitLinks("Read our [FAQ](/faq) or [write to us](/contact).")).toEqual([
      { text: "Read our " },
      { label: "FAQ", to: "/faq" },
      { text: " or " },
      { label: "write to us", to: "/contact" },
      { text: "." },
    ]);
    expect(splitLinks("[Fabrics](/style-device#fabrics)")).toEqual([{ label: "Fabrics", to: "/style-device#fabrics" }]);
  });

  it("leaves a link to another site, or to //host, as written", () => {
    expect(splitLinks("See [this](https://example.com).")).toEqual([{ text: "See [this](https://example.com)." }]);
    expect(splitLinks("See [this](//example.com).")).toEqual([{ text: "See [this](//example.com)." }]);
  });
});

describe("linksStayInShop", () => {
  it("accepts text without links and links to the shop's paths", () => {
    expect(linksStayInShop("No link here, (even) [brackets].")).toBe(true);
    expect(linksStayInShop("Our [guarantee](/perfect-fit-guarantee) and [FAQ](/faq).")).toBe(true);
  });

  it("refuses a link that leaves the shop", () => {
    expect(linksStayInShop("Our [guarantee](https://evil.example).")).toBe(false);
    expect(linksStayInShop("Our [guarantee](//evil.example).")).toBe(false);
    expect(linksStayInShop("Our [guarantee](javascript:alert(1)).")).toBe(false);
  });
});
