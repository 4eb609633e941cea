/*
 * The PDFs are set in the standard PDF fonts (Helvetica, Times), which every reader has and
 * which write the Windows-1252 characters only (decision 019: the shop's web fonts are
 * variable WOFF2 files the PDF library cannot embed). Any other character would print as
 * garbage, so names such as "Łódź" or "Dvořák" are written without the accent the fonts
 * lack ("Lodz", "Dvorak") rather than wrongly.
 */

const WINDOWS_1252_EXTRAS = new Set(
  [
    0x20ac, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x017d, 0x2018,
    0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x017e, 0x0178,
  ].map((code) => String.fromCodePoint(code)),
);

/** Letters without a decomposed accent, written as the nearest plain letters. */
const NEAREST: Record<string, string> = {
  Ł: "L",
  ł: "l",
  Đ: "D",
  đ: "d",
  Ħ: "H",
  ħ: "h",
  ı: "i",
  Ŀ: "L",
  ŀ: "l",
  ŉ: "n",
  Ŋ: "N",
  ŋ: "n",
  ſ: "s",
  Ŧ: "T",
  ŧ: "t",
  "\u202f": " ",
  "\u2009": " ",
  "\u2212": "-",
};

function printable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    char === "\n" || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WINDOWS_1252_EXTRAS.has(char)
  );
}

/** `text` in the characters the standard PDF fonts print (see the module comment). */
export function toStandardFontText(text: string): string {
  let written = "";
  for (const char of text) {
    if (printable(char)) {
      written += char;
      continue;
    }
    const near = NEAREST[char];
    if (near !== undefined) {
      written += near;
      continue;
    }
    const base = char.normalize("NFD").replace(/\p{M}/gu, "");
    written += base.length > 0 && [...base].every(printable) ? base : "?";
  }
  return written;
}
