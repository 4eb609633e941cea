import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { VISITOR_TOPICS } from "~/infra/cache.server";
import { NO_STORE } from "~/infra/headers";
import { cartKeyOf, onInvalidate } from "~/infra/invalidation.server";
import { RecentMap } from "~/infra/recent";
import { VISITOR_SLOT_TAG } from "~/modules/pages/visitor";
import { isCustomerPage as isCustomerPageByDefault, pageQueryParams } from "~/page-query-params";

/*
 * A short-lived cache of pages, cut at the visitor's part of the shell (docs/decisions/010, 025).
 *
 * A page is rendered once per `ttlMs` as an anonymous visitor sees it (no cookie but the shared
 * ones, the display currency's and the newsletter popup's) and kept as a template: the page with
 * its `<visitor-slot>` elements (the header's greeting and cart, components/shell/VisitorSlot.tsx)
 * and the root loader's Visitor JSON left as holes. What fills the holes for one visitor, their
 * fragments, is cut out of the first page rendered in full for them and kept under their
 * Visitor JSON, so it is used again only while their name and cart read exactly the same.
 *
 * - An anonymous visitor gets any page from its template.
 * - A visitor with a session, a cart or a size in progress gets a shared page (app/page-query-params.ts
 *   `isSharedPage`: its content, the slots aside, is the same for everyone) from its template with
 *   their fragments; any other page is rendered for them every time.
 * - Made fresh for every response: the Content-Security-Policy nonce written into the page, the
 *   new cart cookie of a visitor without one where the page hands one out, and `no-store` for a
 *   personal page, exactly as a full render would send them.
 *
 * - A customer's own page (app/page-query-params.ts `CUSTOMER_PAGES`: the checkout) is kept whole
 *   for the cookies and address it was rendered for (decision 027), and served from that copy
 *   while the session's customer is the same (read as the header's greeting is) and nothing it
 *   shows has changed: a change to carts forgets their customers' copies (invalidateCarts), any
 *   other invalidation, of a customer's details or shared data, forgets them all.
 *
 * A page is kept under its path and only the query parameters it reads (app/page-query-params.ts):
 * an address with made-up parameters is served the page's copy and makes no copy of its own. At most
 * `maxEntries` templates and `maxVisitors` fragments are kept, the least recently served dropped
 * first, and every copy is dropped when shared data changes (invalidate(), on every instance).
 */

/** The shell's part of one visitor (modules/pages/shell.server.ts `loadVisitor`). */
export type VisitorPart = {
  /** The Visitor the root loader sends, as JSON text: the key of the visitor's fragments. */
  json: string;
  /** Whether a full render would be marked no-store for this visitor. */
  personal: boolean;
  /** Whether the request carries a valid cart token (a page that hands out cart cookies gives none then). */
  hasCartToken: boolean;
};

export type PageCacheOptions = {
  ttlMs: number;
  maxEntries: number;
  /** How many visitors' fragments are kept. */
  maxVisitors: number;
  /** Cookies that do not make a page personal, and so become part of the cache key. */
  sharedCookies: readonly string[];
  /** The name of the cart cookie, and how to make a fresh one (a Set-Cookie value). */
  cartCookie: { name: string; create: () => Promise<string> };
  /** The nonce of this response's Content-Security-Policy. */
  nonceOf: (res: Response) => string;
  /** The visitor's part of the shell, read as the root loader reads it. */
  visitorOf: (request: globalThis.Request) => Promise<VisitorPart>;
  /** Renders a page as the shop's React Router handler does, with this nonce. */
  render: (request: globalThis.Request, req: Request, nonce: string) => Promise<globalThis.Response>;
  /** Whether the page at a path is the same for every visitor but for its visitor slots. */
  isSharedPage: (pathname: string) => boolean;
  /** The query parameters the page at a path reads; app/page-query-params.ts by default. */
  queryParamsOf?: (pathname: string) => readonly string[];
  /** Whether the page at a path is a customer's own, kept whole for them; app/page-query-params.ts by default. */
  isCustomerPage?: (pathname: string) => boolean;
  /** The id of the customer the request's session is signed in to, as the header reads it; null for none. */
  customerOf: (request: globalThis.Request) => Promise<string | null>;
  /** How many customers' pages are kept. */
  maxCustomerPages: number;
};

type Template = {
  status: number;
  headers: [string, string][];
  /**
   * The page around its holes: one more text than the fragments, then the Visitor JSON's. Each
   * text is kept as bytes, in pieces between which the response's nonce goes.
   */
  texts: Buffer[][];
  /** The page handed out a new cart cookie: every visitor without a cart token served it gets a new one. */
  issuesCartCookie: boolean;
  /** The visitor it was rendered for: anyone with only its shared cookies. */
  anonymous: VisitorPart;
  expiresAt: number;
};

const SLOT_OPEN = `<${VISITOR_SLOT_TAG}>`;
const SLOT_CLOSE = `</${VISITOR_SLOT_TAG}>`;

/**
 * Response headers that belong to one response and are never replayed. Content-Encoding too:
 * compression() encodes each copy anew. Cache-Control is the visitor's (see `serve`).
 */
const PER_RESPONSE_HEADERS = new Set([
  "set-cookie",
  "content-length",
  "content-encoding",
  "content-security-policy",
  "cache-control",
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
): { key: string; pathname: string; storable: boolean } {
  const queryStart = url.indexOf("?");
  const pathname = queryStart < 0 ? url : url.slice(0, queryStart);
  const query = new URLSearchParams(queryStart < 0 ? "" : url.slice(queryStart + 1));
  const read = [...queryParamsOf(pathname)].sort();
  const kept = new URLSearchParams();
  for (const name of read) for (const value of query.getAll(name)) kept.append(name, value);
  const keptQuery = kept.toString();
  return {
    key: keptQuery ? `${pathname}?${keptQuery}` : pathname,
    pathname,
    storable: [...query.keys()].every((name) => read.includes(name)),
  };
}

/**
 * How the Visitor JSON appears in a page: React Router writes the root loader's data as a
 * turbo-stream inside a script, where a string is JSON text in a JSON string escaped for HTML.
 */
export function visitorInPage(json: string): string {
  return JSON.stringify(JSON.stringify(json))
    .slice(1, -1)
    .replace(/[&><\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/**
 * A page cut at its visitor slots and its Visitor JSON, or null when the page does not hold
 * them as expected (then nothing of it is kept): `texts` has two more parts than `fragments`.
 */
export function cutPage(body: string, visitorJson: string): { texts: string[]; fragments: string[] } | null {
  const texts: string[] = [];
  const fragments: string[] = [];
  let from = 0;
  for (;;) {
    const open = body.indexOf(SLOT_OPEN, from);
    if (open < 0) break;
    const start = open + SLOT_OPEN.length;
    const close = body.indexOf(SLOT_CLOSE, start);
    if (close < 0) return null;
    const fragment = body.slice(start, close);
    if (fragment.includes(SLOT_OPEN)) return null;
    texts.push(body.slice(from, start));
    fragments.push(fragment);
    from = close;
  }
  const encoded = visitorInPage(visitorJson);
  const at = body.indexOf(encoded, from);
  // The Visitor is written once, after every slot.
  if (at < 0 || body.indexOf(encoded, at + 1) >= 0 || body.lastIndexOf(encoded, from) >= 0) return null;
  texts.push(body.slice(from, at), body.slice(at + encoded.length));
  return { texts, fragments };
}

/** A customer's own page, kept whole for the cookies and the address it was rendered for. */
type CustomerPage = {
  customerId: string;
  headers: [string, string][];
  /** The page as bytes, in pieces between which the response's nonce goes. */
  pieces: Buffer[];
  expiresAt: number;
};

/** What fills a template's holes for one visitor, as bytes. */
type VisitorFragments = { fragments: Buffer[]; visitor: Buffer };

function visitorFragmentsOf(fragments: string[], visitorJson: string): VisitorFragments {
  return {
    fragments: fragments.map((fragment) => Buffer.from(fragment)),
    visitor: Buffer.from(visitorInPage(visitorJson)),
  };
}

/**
 * The page of a template with one visitor's fragments and nonce, as one buffer: kept as bytes,
 * a page of 200 KB is sent without being encoded or hashed again (an ETag would be wrong anyway:
 * every copy has its own nonce).
 */
function splice(texts: Buffer[][], filling: VisitorFragments, nonce: Buffer): Buffer {
  const parts: Buffer[] = [];
  const add = (text: Buffer[] | undefined) => parts.push(...withNonce(text ?? [], nonce));
  add(texts[0]);
  filling.fragments.forEach((fragment, index) => {
    parts.push(fragment);
    add(texts[index + 1]);
  });
  parts.push(filling.visitor);
  add(texts.at(-1));
  return Buffer.concat(parts);
}

/** The pieces of a text cut at its nonce, with this nonce between them. */
function withNonce(pieces: Buffer[], nonce: Buffer): Buffer[] {
  return pieces.flatMap((piece, index) => (index > 0 ? [nonce, piece] : [piece]));
}

/** A Fetch API request for the page asked by `req`, with these cookies (built as @react-router/express does). */
function pageRequest(req: Request, cookie: string | undefined): globalThis.Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (name === "cookie" || value === undefined) continue;
    for (const item of [value].flat()) headers.append(name, item);
  }
  if (cookie) headers.set("cookie", cookie);
  return new Request(`${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`, { headers });
}

/** A page as a browser asks for it: an HTML answer of 200, not an error, a redirect or data. */
function isWholePage(rendered: globalThis.Response): boolean {
  return rendered.status === 200 && String(rendered.headers.get("content-type")).startsWith("text/html");
}

/** Sends a page rendered for this request as it was rendered. */
function sendRendered(res: Response, rendered: globalThis.Response, body: string) {
  res.status(rendered.status);
  for (const [name, value] of rendered.headers) if (name !== "set-cookie") res.setHeader(name, value);
  for (const cookie of rendered.headers.getSetCookie()) res.append("Set-Cookie", cookie);
  res.setHeader("X-Page-Cache", "miss");
  const bytes = Buffer.from(body);
  res.setHeader("Content-Length", bytes.length);
  res.end(bytes);
}

export function pageCache(options: PageCacheOptions) {
  const queryParamsOf = options.queryParamsOf ?? pageQueryParams;
  const isCustomerPage = options.isCustomerPage ?? isCustomerPageByDefault;
  const templates = new RecentMap<Template>(options.maxEntries);
  const visitorFragments = new RecentMap<VisitorFragments>(options.maxVisitors);
  const customerPages = new RecentMap<CustomerPage>(options.maxCustomerPages);
  /** Counts the times the shared copies were emptied: a page rendered across one is not kept. */
  let generation = 0;
  /** The same for the customers' pages, emptied on every invalidation. */
  let customerGeneration = 0;

  onInvalidate((topics, carts) => {
    // A customer's page shows their cart and details beside shared data: any change may show,
    // but a change to some carts only on their customers' pages. Whatever the change, a page
    // rendered across it is not kept.
    if (carts)
      customerPages.deleteWhere((page) => carts.includes(cartKeyOf({ customerId: page.customerId, token: null })!));
    else customerPages.clear();
    customerGeneration++;
    // A cart or a name shows only in its visitor's fragments, kept under the Visitor they show.
    if (topics.every((topic) => VISITOR_TOPICS.includes(topic))) return;
    templates.clear();
    visitorFragments.clear();
    generation++;
  });

  /** The page as anonymous visitors get it: the stored template, else one rendered now (or why there is none). */
  async function templateFor(
    key: string,
    req: Request,
    res: Response,
    sharedCookie: string,
    storable: boolean,
  ): Promise<{ template: Template; renderedNow: boolean } | { rendered: globalThis.Response; body: string } | null> {
    const kept = templates.get(key);
    if (kept && kept.expiresAt > Date.now()) return { template: kept, renderedNow: false };
    if (kept) templates.delete(key);
    // An address with parameters the page does not read is served a kept copy, but makes none:
    // the address is written into the page (form actions), and one visitor's must not reach the next.
    if (!storable) return null;

    const renderedIn = generation;
    const request = pageRequest(req, sharedCookie);
    const visitor = await options.visitorOf(request);
    // A nonce of its own, so that it can be found and replaced in the copy.
    const nonce = randomBytes(16).toString("base64");
    const rendered = await options.render(request, req, nonce);
    const body = await rendered.text();
    const template = templateOf(rendered, body, nonce, visitor);
    // Rendered from data that changed meanwhile: served this once, not kept.
    if (!template || renderedIn !== generation) return { rendered, body: body.replaceAll(nonce, options.nonceOf(res)) };
    templates.set(key, template.template);
    visitorFragments.set(visitor.json, visitorFragmentsOf(template.fragments, visitor.json));
    return { template: template.template, renderedNow: true };
  }

  function templateOf(rendered: globalThis.Response, body: string, nonce: string, visitor: VisitorPart) {
    if (!isWholePage(rendered)) return null;
    if (/no-store|private/.test(rendered.headers.get("cache-control") ?? "")) return null;
    const setCookies = rendered.headers.getSetCookie();
    const isCartCookie = (cookie: string) => cookie.startsWith(`${options.cartCookie.name}=`);
    // Any other cookie makes the page one visitor's.
    if (!setCookies.every(isCartCookie)) return null;
    const cut = cutPage(body, visitor.json);
    if (!cut) return null;
    return {
      template: {
        status: rendered.status,
        headers: [...rendered.headers].filter(([name]) => !PER_RESPONSE_HEADERS.has(name)),
        texts: cut.texts.map((text) => text.split(nonce).map((piece) => Buffer.from(piece))),
        issuesCartCookie: setCookies.some(isCartCookie),
        anonymous: visitor,
        expiresAt: Date.now() + options.ttlMs,
      },
      fragments: cut.fragments,
    };
  }

  async function serve(
    template: Template,
    filling: VisitorFragments,
    visitor: VisitorPart,
    res: Response,
    renderedNow: boolean,
  ) {
    for (const [name, value] of template.headers) res.setHeader(name, value);
    if (visitor.personal) res.setHeader("Cache-Control", NO_STORE);
    if (template.issuesCartCookie && !visitor.hasCartToken) {
      res.append("Set-Cookie", await options.cartCookie.create());
    }
    res.setHeader("X-Page-Cache", renderedNow ? "miss" : "hit");
    const page = splice(template.texts, filling, Buffer.from(options.nonceOf(res)));
    res.setHeader("Content-Length", page.length);
    res.status(template.status).end(page);
  }

  /**
   * The first page of a visitor's name and cart: rendered in full, and its fragments kept for
   * the next shared pages while they read the same.
   */
  async function renderForVisitor(req: Request, res: Response, visitor: VisitorPart, slots: number) {
    const renderedIn = generation;
    const rendered = await options.render(pageRequest(req, req.headers.cookie), req, options.nonceOf(res));
    const body = await rendered.text();
    const cut = rendered.status === 200 ? cutPage(body, visitor.json) : null;
    if (cut && cut.fragments.length === slots && renderedIn === generation) {
      visitorFragments.set(visitor.json, visitorFragmentsOf(cut.fragments, visitor.json));
    }
    sendRendered(res, rendered, body);
  }

  /**
   * A customer's own page: the copy kept for these cookies at this address while its customer is
   * still the session's, else a page rendered now, kept unless it set a cookie or data changed
   * meanwhile. A visitor without a session is passed on (the page sends them to sign in).
   */
  async function serveCustomerPage(req: Request, res: Response, next: NextFunction) {
    const request = pageRequest(req, req.headers.cookie);
    const customerId = await options.customerOf(request);
    if (customerId === null) return next();
    const key = `${req.originalUrl}\n${req.headers.cookie}`;
    const kept = customerPages.get(key);
    if (kept && kept.customerId === customerId && kept.expiresAt > Date.now()) {
      for (const [name, value] of kept.headers) res.setHeader(name, value);
      res.setHeader("Cache-Control", NO_STORE);
      res.setHeader("X-Page-Cache", "hit");
      const page = Buffer.concat(withNonce(kept.pieces, Buffer.from(options.nonceOf(res))));
      res.setHeader("Content-Length", page.length);
      res.status(200).end(page);
      return;
    }
    const renderedIn = customerGeneration;
    const nonce = randomBytes(16).toString("base64");
    const rendered = await options.render(request, req, nonce);
    const body = await rendered.text();
    if (isWholePage(rendered) && rendered.headers.getSetCookie().length === 0 && renderedIn === customerGeneration) {
      customerPages.set(key, {
        customerId,
        headers: [...rendered.headers].filter(([name]) => !PER_RESPONSE_HEADERS.has(name)),
        pieces: body.split(nonce).map((piece) => Buffer.from(piece)),
        expiresAt: Date.now() + options.ttlMs,
      });
    }
    sendRendered(res, rendered, body.replaceAll(nonce, options.nonceOf(res)));
  }

  return async function servePage(req: Request, res: Response, next: NextFunction) {
    if (req.method !== "GET") return next();
    const address = pageKey(req.originalUrl, queryParamsOf);
    if (isCustomerPage(address.pathname)) return serveCustomerPage(req, res, next).catch(next);
    const cookies = parseCookies(req.headers.cookie);
    const anonymous = [...cookies.keys()].every((name) => options.sharedCookies.includes(name));
    if (!anonymous && !options.isSharedPage(address.pathname)) return next();
    const shared = options.sharedCookies.flatMap((name) => {
      const value = cookies.get(name);
      return value === undefined ? [] : [`${name}=${value}`];
    });
    try {
      const found = await templateFor(
        `${address.key}\n${shared.join("; ")}`,
        req,
        res,
        shared.join("; "),
        address.storable,
      );
      if (found === null) return next();
      if ("rendered" in found) {
        // Nothing to keep: an anonymous visitor gets what was just rendered for them.
        if (anonymous) return sendRendered(res, found.rendered, found.body);
        return next();
      }
      const visitor = anonymous
        ? found.template.anonymous
        : await options.visitorOf(pageRequest(req, req.headers.cookie));
      const filling = visitorFragments.get(visitor.json);
      const slots = found.template.texts.length - 2;
      if (filling?.fragments.length !== slots) return await renderForVisitor(req, res, visitor, slots);
      await serve(found.template, filling, visitor, res, found.renderedNow);
    } catch (error) {
      next(error);
    }
  };
}
