/*
 * The guide pages' paragraphs are plain text in which `[label](/path)`, Markdown's inline
 * link, links to a page of the shop. Nothing else is markup: the rest shows as written.
 */

/** A piece of a paragraph: words, or a link to a page of the shop. */
export type TextPart = { text: string } | { label: string; to: string };

/** An inline link whose target is a path of the shop (one slash, never `//host`). */
const SHOP_LINK = /\[([^[\]\n]+)\]\((\/(?!\/)[^()\s]*)\)/g;
/** The start of anything written as a Markdown link, wherever it points. */
const ANY_LINK_START = /\[[^[\]\n]+\]\(/g;

/** The paragraph's words and links, in order. */
export function splitLinks(paragraph: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of paragraph.matchAll(SHOP_LINK)) {
    if (match.index > from) parts.push({ text: paragraph.slice(from, match.index) });
    parts.push({ label: match[1] as string, to: match[2] as string });
    from = match.index + match[0].length;
  }
  if (from < paragraph.length) parts.push({ text: paragraph.slice(from) });
  return parts;
}

/** True when every link the paragraph writes leads to a page of the shop. */
export function linksStayInShop(paragraph: string): boolean {
  return [...paragraph.matchAll(ANY_LINK_START)].length === [...paragraph.matchAll(SHOP_LINK)].length;
}
