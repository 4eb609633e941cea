import type { NextFunction, Request, Response } from "express";
import { onInvalidate } from "~/infra/invalidation.server";
import { pageQueryParams } from "~/page-query-params";

/*
 * A short-lived cache of whole pages for anonymous visitors (docs/decisions/010). A visitor
 * with no session, no cart and no work in progress sees exactly what every such visitor sees
 * in the same display currency: the catalogue, the content pages, an empty cart, "Sign in".
 * Those pages are rendered once per `ttlMs` and served from memory in between, with two
 * things made fresh for every response: the Content-Security-Policy nonce written into the
 * page, and the visitor's new cart cookie where the page hands one out. Anyone who carries
 * any other cookie is always served a freshly rendered page.
 *
 * A page is kept under its path and only the query parameters it reads (app/page-query-params.ts):
 * an address with made-up parameters is served the page's copy and makes no copy of its own.
 * Only a page asked for with no other parameter is kept, since its address is written into it
 * (form actions, the currency selector's return path) and one visitor's extra parameters must
 * not reach the next. At most `maxEntries` pages are kept, the least recently served dropped
 * first, and every copy is dropped when shared data changes (invalidate(), on every instance).
 */

type CachedPage = {
  status: number;
  headers: [string, string][];
  /** The page with its nonce replaced by NONCE_SLOT. */
  body: string;
  /** The page handed out a new cart cookie: every copy served hands out a new one. */
  issuesCartCookie: boolean;
  expiresAt: number;
};

export type PageCacheOptions = {
  ttlMs: number;
  maxEntries: number;
  /** Cookies that do not make a page personal, and so become part of the cache key. */
  sharedCookies: readonly string[];
  /** The name of the cart cookie, and how to make a fresh one (a Set-Cookie value). */
  cartCookie: { name: string; create: () => Promise<string> };
  /** The nonce of this response's Content-Security-Policy. */
  nonceOf: (res: Response) => string;
  /** The query parameters the page at a path reads; app/page-query-params.ts by default. */
  queryParamsOf?: (pathname: string) => readonly string[];
};

const NONCE_SLOT = "\u0000nonce\u0000";
/**
 * Response headers that belong to one response and are never replayed. Content-Encoding too:
 * the body is kept as the app wrote it, before compression() encoded it (which sets the header
 * once a streamed page starts), so a copy replayed with it would be plain HTML labelled br or
 * gzip, which browsers refuse (ERR_CONTENT_DECODING_FAILED); compression() encodes each copy anew.
 */
const PER_RESPONSE_HEADERS = new Set([
  "set-cookie",
  "content-length",
  "content-encoding",
  "date",
  "connection",
  "transfer-encoding",
]);

/** The cookies of a request by name (values as sent). */
function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator > 0) cookies.set(part.slice(0, separator).trim(), part.slice(separator + 1).trim());
  }
  return cookies;
}

/**
 * The key of an address: its path and the values of the parameters the page reads, in a fixed
 * order; `storable` when the address has no other parameter.
 */
export function pageKey(
  url: string,
  queryParamsOf: (pathname: string) => readonly string[] = pageQueryParams,
): { key: string; storable: boolean } {
  const queryStart = url.indexOf("?");
  const pathname = queryStart < 0 ? url : url.slice(0, queryStart);
  const query = new URLSearchParams(queryStart < 0 ? "" : url.slice(queryStart + 1));
  const read = [...queryParamsOf(pathname)].sort();
  const kept = new URLSearchParams();
  for (const name of read) for (const value of query.getAll(name)) kept.append(name, value);
  const keptQuery = kept.toString();
  return {
    key: keptQuery ? `${pathname}?${keptQuery}` : pathname,
    storable: [...query.keys()].every((name) => read.includes(name)),
  };
}

export function anonymousPageCache(options: PageCacheOptions) {
  /** In order of use: the first page is the least recently served. */
  const pages = new Map<string, CachedPage>();
  /** Counts the times the cache was emptied: a page rendered across one is not kept. */
  let generation = 0;

  /** The cache key of an anonymous request, or null when the request may be personal. */
  function keyOf(req: Request): { key: string; storable: boolean } | null {
    if (req.method !== "GET") return null;
    const cookies = parseCookies(req.headers.cookie);
    for (const name of cookies.keys()) if (!options.sharedCookies.includes(name)) return null;
    const shared = options.sharedCookies.map((name) => `${name}=${cookies.get(name) ?? ""}`).join(";");
    const address = pageKey(req.originalUrl, options.queryParamsOf);
    return { key: `${address.key}\n${shared}`, storable: address.storable };
  }

  function store(key: string, page: CachedPage) {
    pages.delete(key);
    if (pages.size >= options.maxEntries) {
      const leastRecent = pages.keys().next().value;
      if (leastRecent !== undefined) pages.delete(leastRecent);
    }
    pages.set(key, page);
  }

  /** Forgets every page: the data they show changed. */
  function clear() {
    pages.clear();
    generation++;
  }
  onInvalidate(clear);

  async function serve(page: CachedPage, res: Response) {
    for (const [name, value] of page.headers) res.setHeader(name, value);
    if (page.issuesCartCookie) res.append("Set-Cookie", await options.cartCookie.create());
    res.setHeader("X-Page-Cache", "hit");
    res.status(page.status).send(page.body.replaceAll(NONCE_SLOT, options.nonceOf(res)));
  }

  /** Keeps a copy of the page as it is sent, and stores it if it is the same for every anonymous visitor. */
  function capture(key: string, res: Response) {
    const renderedIn = generation;
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
      else
        chunks.push(Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      const page = cacheable(res, Buffer.concat(chunks).toString("utf8"));
      // Rendered from data that changed meanwhile: served this once, not kept.
      if (page && renderedIn === generation) store(key, page);
      return end(chunk, ...rest);
    }) as Response["end"];
    res.setHeader("X-Page-Cache", "miss");
  }

  function cacheable(res: Response, body: string): CachedPage | null {
    if (res.statusCode !== 200) return null;
    if (!String(res.getHeader("content-type") ?? "").startsWith("text/html")) return null;
    if (/no-store|private/.test(String(res.getHeader("cache-control") ?? ""))) return null;
    const setCookies = [res.getHeader("set-cookie") ?? []].flat().map(String);
    const issuesCartCookie = setCookies.some((cookie) => cookie.startsWith(`${options.cartCookie.name}=`));
    // Any other cookie makes the page one visitor's.
    if (setCookies.some((cookie) => !cookie.startsWith(`${options.cartCookie.name}=`))) return null;
    const nonce = options.nonceOf(res);
    return {
      status: res.statusCode,
      headers: Object.entries(res.getHeaders()).flatMap(([name, value]) =>
        PER_RESPONSE_HEADERS.has(name) || name.startsWith("x-page-cache") || name === "content-security-policy"
          ? []
          : [[name, Array.isArray(value) ? value.join(", ") : String(value)] as [string, string]],
      ),
      body: nonce ? body.replaceAll(nonce, NONCE_SLOT) : body,
      issuesCartCookie,
      expiresAt: Date.now() + options.ttlMs,
    };
  }

  async function pageCache(req: Request, res: Response, next: NextFunction) {
    const request = keyOf(req);
    if (request === null) return next();
    const { key, storable } = request;
    const page = pages.get(key);
    if (page) pages.delete(key);
    if (page && page.expiresAt > Date.now()) {
      // Served again: now the most recently used.
      pages.set(key, page);
      try {
        await serve(page, res);
      } catch (error) {
        next(error);
      }
      return;
    }
    if (storable) capture(key, res);
    next();
  }

  return pageCache;
}
