import { describe, expect, it } from "vitest";
import { toStandardFontText } from "./pdf-text";

describe("text for the standard PDF fonts", () => {
  it("keeps what Windows-1252 writes: accents of western Europe, the euro and pound, typographic quotes", () => {
    const text = "Müller, Ñandú, Göran Åberg, Œuvre, Š ž — “€1,234.56” £9 ’ • \n";
    expect(toStandardFontText(text)).toBe(text);
  });

  it("writes other letters without the accent the fonts lack", () => {
    expect(toStandardFontText("Łódź")).toBe("Lódz"); // ó is one of them
    expect(toStandardFontText("Dvořák, Čapek")).toBe("Dvorák, Capek");
    expect(toStandardFontText("Đorđević, Ştefan, Kęstutis")).toBe("Dordevic, Stefan, Kestutis");
    expect(toStandardFontText("1\u202f000")).toBe("1 000");
  });

  it("writes a question mark for what has no Latin form", () => {
    expect(toStandardFontText("Ж 日")).toBe("? ?");
  });
});
