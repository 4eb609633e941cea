import sanitize from "sanitize-html";

/**
 * Cleans editorial HTML (content pages, FAQ answers) down to the few tags the shop
 * renders: paragraphs, headings, lists, emphasis, links, tables, quotes and line breaks.
 * Everything else is removed, scripts and styles with their content. Links keep only
 * http(s), mailto and relative addresses, and get rel="noopener".
 */
export function sanitizeHtml(html: string): string {
  return sanitize(html, {
    allowedTags: [
      "p",
      "h2",
      "h3",
      "h4",
      "ul",
      "ol",
      "li",
      "strong",
      "em",
      "a",
      "table",
      "thead",
      "tbody",
      "tr",
      "th",
      "td",
      "blockquote",
      "br",
    ],
    allowedAttributes: { a: ["href", "rel"] },
    allowedSchemes: ["http", "https", "mailto"],
    allowedSchemesByTag: {},
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: "noopener" } }),
    },
  });
}
