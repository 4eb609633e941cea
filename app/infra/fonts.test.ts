import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FONT_PRELOADS } from "./fonts";

const APP = path.resolve(import.meta.dirname, "..");
const FONTS_CSS = readFileSync(path.join(APP, "fonts/fonts.css"), "utf8");
const APP_CSS = readFileSync(path.join(APP, "app.css"), "utf8");

type Face = { family: string; file?: string; display?: string; ranges: [number, number][] };

function faces(css: string): Face[] {
  return [...css.matchAll(/@font-face \{([^}]*)\}/g)].map(([, body = ""]) => {
    const property = (name: string) => body.match(new RegExp(`${name}:\\s*([^;]+);`))?.[1]?.trim();
    const ranges = (property("unicode-range") ?? "U+0-10FFFF").split(",").map((part) => {
      const [from = "", to = from] = part.trim().slice(2).split("-");
      return [Number.parseInt(from, 16), Number.parseInt(to, 16)] as [number, number];
    });
    return {
      family: property("font-family")?.replaceAll('"', "") ?? "",
      file: property("src")?.match(/url\("\.\/([^"]+)"\)/)?.[1],
      display: property("font-display"),
      ranges,
    };
  });
}

/** The first family of a theme font stack in app.css, e.g. --font-sans. */
function themeFamily(variable: string): string {
  const stack = APP_CSS.match(new RegExp(`${variable}:\\s*"([^"]+)"`));
  if (!stack?.[1]) throw new Error(`${variable} not found in app.css`);
  return stack[1];
}

describe("FONT_PRELOADS", () => {
  it("preloads, for the sans and the serif font, the file that sets basic Latin text, and no other", () => {
    const covers = (face: Face, code: number) => face.ranges.some(([from, to]) => from <= code && code <= to);
    const expected = ["--font-sans", "--font-serif"].map((variable) => {
      const face = faces(FONTS_CSS).find((f) => f.family === themeFamily(variable) && covers(f, "A".charCodeAt(0)));
      return face?.file;
    });
    expect(expected).not.toContain(undefined);
    expect(FONT_PRELOADS.map((link) => path.basename(String("href" in link ? link.href : "")))).toEqual(expected);
  });

  it("asks for the fonts the way the stylesheet will (CORS, woff2), so the browser uses the preloaded copy", () => {
    for (const link of FONT_PRELOADS) {
      expect(link).toMatchObject({ rel: "preload", as: "font", type: "font/woff2", crossOrigin: "anonymous" });
    }
  });
});

describe("app/fonts/fonts.css", () => {
  it("shows text at once in a fallback while each web font loads (font-display: swap)", () => {
    const webFaces = faces(FONTS_CSS).filter((face) => face.file);
    expect(webFaces.length).toBeGreaterThan(0);
    for (const face of webFaces) expect(face.display, face.file).toBe("swap");
  });

  it("is imported by app.css, and the theme names each web font's metric fallback after it", () => {
    expect(APP_CSS).toContain('@import "./fonts/fonts.css";');
    for (const variable of ["--font-sans", "--font-serif"]) {
      const family = themeFamily(variable);
      expect(APP_CSS).toMatch(new RegExp(`${variable}:\\s*"${family}",\\s*"${family} Fallback"`));
      expect(faces(FONTS_CSS).map((face) => face.family)).toContain(`${family} Fallback`);
    }
  });
});
