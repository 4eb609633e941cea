import { Marked } from "marked";
import TurndownService from "turndown";
import { gfm } from "turndown-plugin-gfm";
import { sanitizeHtml } from "./sanitize";

/*
 * The editorial bodies (content pages, articles, FAQ answers) are written in Markdown in the
 * back office and stored beside their sanitised HTML (docs/decisions/020). Markdown becomes HTML
 * here, with GitHub's tables, and the shop's sanitiser then keeps only what the storefront
 * renders: no script, no image, no link but http(s), mailto and the shop's own paths.
 */

const markdown = new Marked({
  gfm: true,
  walkTokens(token) {
    // The page's title is its only h1 and the sanitiser keeps h2 to h4: headings fit in between.
    if (token.type === "heading") token.depth = Math.min(Math.max(token.depth, 2), 4);
  },
});

/** The sanitised HTML of a Markdown body: what is stored and what the storefront shows. */
export function markdownToHtml(source: string): string {
  return sanitizeHtml(markdown.parse(source, { async: false }));
}

const turndown = new TurndownService({
  headingStyle: "atx",
  bulletListMarker: "-",
  emDelimiter: "*",
  codeBlockStyle: "fenced",
});
turndown.use(gfm);

/**
 * A stored HTML body as Markdown, for a body never saved by the editor (the seeded pages): the
 * editor opens with it. A table without a header row has no Markdown form and stays as HTML,
 * which the sanitiser keeps.
 */
export function htmlToMarkdown(html: string): string {
  return turndown.turndown(html).trim();
}
