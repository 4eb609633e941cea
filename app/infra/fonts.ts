import type { LinkDescriptor } from "react-router";
import cormorantGaramondLatin from "~/fonts/cormorant-garamond-latin.woff2?url";
import interLatin from "~/fonts/inter-latin.woff2?url";

/**
 * The fonts of the first paint, fetched with the stylesheet rather than after it: the Latin
 * file of Inter (all text) and of Cormorant Garamond (the logo and the headings). The browser
 * only finds a font once the stylesheet is parsed and a text needs it; preloaded, the two
 * arrive with the CSS and the text swaps once, early. The Latin Extended files
 * (app/fonts/fonts.css) are left to the pages that need them. Decision 026.
 *
 * `crossOrigin` is required even on the same origin: fonts are fetched in CORS mode, and a
 * preload without it would be fetched a second time.
 */
export const FONT_PRELOADS: LinkDescriptor[] = [interLatin, cormorantGaramondLatin].map((href) => ({
  rel: "preload",
  href,
  as: "font",
  type: "font/woff2",
  crossOrigin: "anonymous",
}));
