/**
 * The shop's two fonts, cut to what it sets (`npm run fonts`; decision 026). Reads the variable
 * Inter and Cormorant Garamond from their @fontsource-variable packages and writes to app/fonts/:
 *
 * - `<font>-latin.woff2`: Basic Latin, Latin-1 (£ × ± ²...), Œ œ, the general punctuation
 *   (typographic quotes, dashes, ellipsis, bullet, primes, the narrow no-break space), € ™ −:
 *   the characters of fontsource's own "latin" file but three combining accents; every page
 *   loads it, and preloads it (app/infra/fonts.ts);
 * - `<font>-latin-ext.woff2`: the rest of Latin (Ł, ő, ș... in a customer's name), fetched only
 *   by a page that has such a character;
 * - `fonts.css`: their `@font-face` rules (`font-display: swap`) and, per family, a local
 *   fallback face (Arial or Times New Roman, or their metric twins Liberation Sans and Serif)
 *   scaled to the web font's width and vertical metrics, so the text does not move when the
 *   web font swaps in.
 *
 * Each file keeps only the OpenType features a browser applies by default to Latin, plus the
 * figures the shop asks for (`tabular-nums`, `lining-nums`): Inter's stylistic sets and
 * character variants, which the shop never turns on, are much of its weight, and Inter drops
 * its light weights (100 to 300). Other scripts (Cyrillic, Greek, Vietnamese) fall back to the
 * system's fonts.
 */
import { execFileSync } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import arial from "@capsizecss/metrics/arial";
import cormorantGaramondSemiBold from "@capsizecss/metrics/cormorantGaramond/600";
import inter from "@capsizecss/metrics/inter";
import timesNewRoman from "@capsizecss/metrics/timesNewRoman";
import subsetFont from "subset-font";

const ROOT = path.resolve(import.meta.dirname, "..");
const OUT_DIR = path.join(ROOT, "app/fonts");

/**
 * What Chromium, Firefox and Safari apply to Latin text unasked, and the figures the shop asks
 * for (`pnum` too: without it Inter sets its dashes differently in tabular figures).
 */
const FEATURES = [
  ...["ccmp", "locl", "mark", "mkmk", "kern", "liga", "clig", "calt", "rlig", "rvrn"],
  ...["tnum", "lnum", "pnum"],
];

/** fontsource's subsets kept, with the unicode-range it gives each (read from its CSS). */
const SUBSETS = ["latin", "latin-ext"] as const;

/**
 * Combining macron, diaeresis and vertical line below: fontsource lists them in both files.
 * In the Latin file they pull in a precomposed form of every accented letter (2 KiB a font);
 * left to the Latin Extended one, only a text typed with separate accents fetches it.
 */
const LEFT_TO_LATIN_EXT = new Set(["U+0304", "U+0308", "U+0329"]);

type Metrics = { ascent: number; descent: number; lineGap: number; unitsPerEm: number; xWidthAvg: number };

type Font = {
  family: string;
  fontsource: string;
  /** The name of its files in app/fonts and in fontsource's. */
  file: string;
  /** The web font's metrics at the weight most of its text is set in. */
  metrics: Metrics;
  /** Its weight axis in the CSS; cut to it in the file when that makes the file smaller. */
  weight: { min: number; max: number };
  cutWeightAxis: boolean;
  fallback: { family: string; local: string[]; metrics: Metrics };
};

const FONTS: Font[] = [
  {
    family: "Inter Variable",
    fontsource: "@fontsource-variable/inter",
    file: "inter",
    metrics: inter,
    // 100 to 900 cut to 400 to 900 (a quarter of the file): the CSS sets 400 to 700, and a
    // <strong> in semibold or bold text asks for 900 (`font-weight: bolder`). Widths are the same
    // at 400 and 900 and within half a font unit a glyph between (re-encoded deltas).
    weight: { min: 400, max: 900 },
    cutWeightAxis: true,
    fallback: { family: "Inter Variable Fallback", local: ["Arial", "Liberation Sans"], metrics: arial },
  },
  {
    // Headings (semibold) are nearly all the serif text.
    family: "Cormorant Garamond Variable",
    fontsource: "@fontsource-variable/cormorant-garamond",
    file: "cormorant-garamond",
    metrics: cormorantGaramondSemiBold,
    // Its whole axis: cutting 300 off saves nothing.
    weight: { min: 300, max: 700 },
    cutWeightAxis: false,
    fallback: {
      family: "Cormorant Garamond Variable Fallback",
      local: ["Times New Roman", "Liberation Serif"],
      metrics: timesNewRoman,
    },
  },
];

/** Parses "U+0000-00FF,U+0131" into the code points it names. */
function codePoints(unicodeRange: string): string {
  let text = "";
  for (const part of unicodeRange.split(",")) {
    const [from = "", to = from] = part.trim().replace(/^U\+/i, "").split("-");
    const last = Number.parseInt(to, 16);
    for (let code = Number.parseInt(from, 16); code <= last; code++) text += String.fromCodePoint(code);
  }
  return text;
}

/** The unicode-range fontsource's wght.css gives one of its files. */
function unicodeRangeOf(css: string, fontsourceFile: string): string {
  const face = css.match(new RegExp(`/\\* ${fontsourceFile} \\*/\\s*@font-face \\{([^}]*)\\}`));
  const range = face?.[1]?.match(/unicode-range:\s*([^;]+);/)?.[1];
  if (!range) throw new Error(`No @font-face for ${fontsourceFile} in fontsource's wght.css`);
  return range.trim();
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/** A local face the size of the web font: same average width, ascent, descent and line gap. */
function fallbackFace(font: Font): string {
  const { metrics, fallback } = font;
  const sizeAdjust =
    metrics.xWidthAvg / metrics.unitsPerEm / (fallback.metrics.xWidthAvg / fallback.metrics.unitsPerEm);
  const em = metrics.unitsPerEm * sizeAdjust;
  return [
    "@font-face {",
    `  font-family: "${fallback.family}";`,
    `  src: ${fallback.local.map((name) => `local("${name}")`).join(", ")};`,
    `  size-adjust: ${percent(sizeAdjust)};`,
    `  ascent-override: ${percent(metrics.ascent / em)};`,
    `  descent-override: ${percent(Math.abs(metrics.descent) / em)};`,
    `  line-gap-override: ${percent(metrics.lineGap / em)};`,
    "}",
  ].join("\n");
}

function webFace(font: Font, file: string, unicodeRange: string): string {
  return [
    "@font-face {",
    `  font-family: "${font.family}";`,
    "  font-style: normal;",
    "  font-display: swap;",
    `  font-weight: ${font.weight.min} ${font.weight.max};`,
    `  src: url("./${file}") format("woff2");`,
    `  unicode-range: ${unicodeRange};`,
    "}",
  ].join("\n");
}

async function main() {
  const faces: string[] = [];
  for (const font of FONTS) {
    const fontsourceDir = path.join(ROOT, "node_modules", font.fontsource);
    const css = await readFile(path.join(fontsourceDir, "wght.css"), "utf8");
    for (const subset of SUBSETS) {
      const fontsourceFile = `${font.file}-${subset}-wght-normal`;
      const unicodeRange = unicodeRangeOf(css, fontsourceFile)
        .split(",")
        .filter((part) => subset !== "latin" || !LEFT_TO_LATIN_EXT.has(part))
        .join(",");
      const source = await readFile(path.join(fontsourceDir, "files", `${fontsourceFile}.woff2`));
      const subsetted = await subsetFont(source, codePoints(unicodeRange), {
        targetFormat: "woff2",
        keepFeatures: FEATURES,
        ...(font.cutWeightAxis ? { variationAxes: { wght: font.weight } } : {}),
      });
      const file = `${font.file}-${subset}.woff2`;
      await writeFile(path.join(OUT_DIR, file), subsetted);
      faces.push(webFace(font, file, unicodeRange));
      console.log(`${file}: ${(source.length / 1024).toFixed(1)} KiB -> ${(subsetted.length / 1024).toFixed(1)} KiB`);
    }
    faces.push(fallbackFace(font));
  }
  const header = "/* Written by `npm run fonts` (scripts/fonts-subset.ts): edit the script, not this file. */";
  const cssPath = path.join(OUT_DIR, "fonts.css");
  await writeFile(cssPath, `${header}\n\n${faces.join("\n\n")}\n`);
  execFileSync(path.join(ROOT, "node_modules/.bin/biome"), ["format", "--write", cssPath], { stdio: "ignore" });
  console.log(`Wrote ${path.relative(process.cwd(), cssPath)}`);
}

await main();
