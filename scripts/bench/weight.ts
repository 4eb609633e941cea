/**
 * What a page weighs: its HTML and every JavaScript file it loads, gzipped at level 9
 * (what the shop's compression middleware sends, at most).
 */
import { gzipSync } from "node:zlib";

const SCRIPT_SRC = /<script\b[^>]*?\bsrc\s*=\s*["']([^"']+)["']/gi;
const LINK_TAG = /<link\b[^>]*>/gi;
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** In an inline module script: `import * as route0 from "/assets/..."`, `import("/assets/entry.client-...")`. */
const INLINE_IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*["']([^"']+\.m?js)["']/g;
/** Static imports inside a (minified) module: `from"./x.js"`, `import"./x.js"`; not `import("./x.js")`. */
const STATIC_IMPORT = /\b(?:from|import)\s*["']([^"']+\.m?js)["']/g;

function attribute(tag: string, name: string) {
  return new RegExp(`\\b${name}\\s*=\\s*["']([^"']*)["']`, "i").exec(tag)?.[1];
}

/**
 * The URLs of the JavaScript an HTML page loads: script src, modulepreload links and the
 * inline module script's imports (the matched routes). React Router's inline manifest also
 * names routes that are only loaded on navigation (the home page, say): not counted.
 */
export function javascriptUrlsInHtml(html: string, pageUrl: string): string[] {
  const found = new Set<string>();
  const add = (href: string) => found.add(new URL(href, pageUrl).href);

  for (const [, src] of html.matchAll(SCRIPT_SRC)) if (src) add(src);
  for (const [tag] of html.matchAll(LINK_TAG)) {
    const rel = attribute(tag, "rel")?.toLowerCase().split(/\s+/) ?? [];
    const href = attribute(tag, "href");
    if (href && rel.includes("modulepreload")) add(href);
  }
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/.test(attributes) || /type\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)) continue;
    for (const [, url] of body.matchAll(INLINE_IMPORT)) if (url) add(url);
  }
  return [...found];
}

/** The static imports of a JavaScript module, as absolute URLs. */
export function staticImports(source: string, moduleUrl: string): string[] {
  return [...source.matchAll(STATIC_IMPORT)].map(([, specifier]) => new URL(specifier ?? "", moduleUrl).href);
}

export type FileSize = { url: string; bytes: number; gzipBytes: number };

export function gzipSize(body: string | Uint8Array) {
  return gzipSync(body, { level: 9 }).length;
}

/** "answered 500 (Something went wrong)": the status and the page's title, to say what went wrong. */
function unexpectedAnswer(url: string, status: number, body: string) {
  const title = /<title>([^<]*)<\/title>/i.exec(body)?.[1] ?? body.slice(0, 120).replace(/\s+/g, " ");
  return new Error(`${url} answered ${status}${title ? ` (${title.trim()})` : ""}`);
}

async function fetchText(url: string, headers: Record<string, string> = {}): Promise<{ status: number; text: string }> {
  // identity: the sizes are computed here, from the uncompressed bodies.
  const response = await fetch(url, { headers: { ...headers, "accept-encoding": "identity" }, redirect: "manual" });
  return { status: response.status, text: await response.text() };
}

/** Fetches each JavaScript file once per run, whichever pages share it. */
export class JavaScriptSizes {
  private readonly cache = new Map<string, Promise<{ size: FileSize; imports: string[] }>>();

  private load(url: string) {
    let entry = this.cache.get(url);
    if (!entry) {
      entry = fetchText(url).then(({ status, text }) => {
        if (status !== 200) throw new Error(`${url} answered ${status}`);
        const bytes = Buffer.byteLength(text);
        return { size: { url, bytes, gzipBytes: gzipSize(text) }, imports: staticImports(text, url) };
      });
      this.cache.set(url, entry);
    }
    return entry;
  }

  /**
   * The files named by the page and, as a safety net, everything they import statically
   * (React Router preloads those already; dynamic imports load later, on demand, and are not counted).
   */
  async closure(urls: string[]): Promise<FileSize[]> {
    const seen = new Set<string>();
    const sizes: FileSize[] = [];
    let queue = urls;
    while (queue.length > 0) {
      const fresh = [...new Set(queue)].filter((url) => !seen.has(url));
      for (const url of fresh) seen.add(url);
      const loaded = await Promise.all(fresh.map((url) => this.load(url)));
      sizes.push(...loaded.map((file) => file.size));
      queue = loaded.flatMap((file) => file.imports);
    }
    return sizes;
  }
}

export type PageWeight = {
  url: string;
  htmlBytes: number;
  htmlGzipBytes: number;
  jsBytes: number;
  jsGzipBytes: number;
  /** Same-origin JavaScript files, counted. */
  jsFiles: FileSize[];
  /** Scripts from other origins (payment providers), not counted in the budget. */
  externalScripts: string[];
};

/**
 * Fetches a page and weighs its HTML and JavaScript. Throws unless it answers 200. `headers`
 * go with the page's request only (a customer's cookies); the scripts are public.
 */
export async function weighPage(
  url: string,
  sizes: JavaScriptSizes,
  headers?: Record<string, string>,
): Promise<PageWeight> {
  const { status, text: html } = await fetchText(url, headers);
  if (status !== 200) throw unexpectedAnswer(url, status, html);
  const origin = new URL(url).origin;
  const urls = javascriptUrlsInHtml(html, url);
  const sameOrigin = urls.filter((u) => new URL(u).origin === origin);
  const jsFiles = await sizes.closure(sameOrigin);
  return {
    url,
    htmlBytes: Buffer.byteLength(html),
    htmlGzipBytes: gzipSize(html),
    jsBytes: jsFiles.reduce((sum, file) => sum + file.bytes, 0),
    jsGzipBytes: jsFiles.reduce((sum, file) => sum + file.gzipBytes, 0),
    jsFiles,
    externalScripts: urls.filter((u) => new URL(u).origin !== origin),
  };
}

/** The first link on a page whose path matches `pattern` (to find e.g. an article to measure). */
export async function firstLink(pageUrl: string, pattern: RegExp): Promise<string | undefined> {
  const { status, text: html } = await fetchText(pageUrl);
  if (status !== 200) throw unexpectedAnswer(pageUrl, status, html);
  for (const [, href] of html.matchAll(/<a\b[^>]*?\bhref\s*=\s*["']([^"']+)["']/gi)) {
    if (!href) continue;
    const path = new URL(href.replaceAll("&amp;", "&"), pageUrl).pathname;
    if (pattern.test(path)) return path;
  }
  return undefined;
}
