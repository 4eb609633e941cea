import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STEPS } from "~/components/configurator/steps";
import { contentPages } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { MEASUREMENT_MODES } from "~/modules/sizing/screen";
import { isBackOfficePath } from "~/modules/staff/roles";
import { PAGE_QUERY_PARAMS, pageQueryParams } from "./page-query-params";
import routes from "./routes";

/*
 * The page cache keys a page on the query parameters listed for it (page-query-params.ts).
 * This runs the loader of every page of routes.ts, and the root's, as an anonymous visitor
 * would ask for it, and records which query parameters of the request they read: every
 * parameter read by a page an anonymous visitor is shown must be listed for it.
 */

/** Addresses to ask for besides the bare one, so that loaders take the branches that read more. */
const QUERIES: Record<string, string[]> = {
  "/men-shirts": ["id=1&color=1&weave=1&motif=1&q=oxford&min=40&max=90&page=1"],
  "/design-shirt/:id": [
    ...STEPS.map(({ step }) => `step=${step}`),
    "step=fabric&colour=1&motif=1&page=2",
    ...MEASUREMENT_MODES.map(({ mode }) => `step=sizes&mode=${mode}&edit=measures&new=1`),
  ],
  "/measurement": [
    ...MEASUREMENT_MODES.map(({ mode }) => `mode=${mode}&shirt=1`),
    "shirt=1&edit=measures&new=1&saved=1",
  ],
  "/sizing-guides": ["unit=in"],
  "/take-measurements-shirts-on-the-shirt": ["unit=cm"],
  "/login": ["returnUrl=%2Fcheckout&from=cart&reset=done"],
};

/** Every parameter read through a watched URL; "*" when the whole query was read (iterated, or `search`). */
const reads = new Set<string>();
let watchedUrl: string | null = null;

/** While a loader runs, `new URL(request.url)` gives a URL whose query reports what is read of it. */
const NativeURL = globalThis.URL;
const WHOLE_QUERY_READS = new Set<PropertyKey>(["entries", "keys", "values", "forEach", "toString", "size"]);
class RecordingURL extends NativeURL {
  readonly #watched: boolean;
  #params: URLSearchParams | undefined;

  constructor(input: string | URL, base?: string | URL) {
    super(input, base);
    this.#watched = String(input) === watchedUrl;
  }

  override get searchParams(): URLSearchParams {
    const params = super.searchParams;
    if (!this.#watched) return params;
    this.#params ??= new Proxy(params, {
      get(target, property) {
        if (WHOLE_QUERY_READS.has(property) || property === Symbol.iterator) reads.add("*");
        const value = Reflect.get(target, property, target);
        if (typeof value !== "function") return value;
        return (...args: unknown[]) => {
          if (property === "get" || property === "getAll" || property === "has") reads.add(String(args[0]));
          return value.apply(target, args);
        };
      },
    });
    return this.#params;
  }

  override get search(): string {
    if (this.#watched) reads.add("*");
    return super.search;
  }

  override get href(): string {
    if (this.#watched) reads.add("*");
    return super.href;
  }

  override toString(): string {
    return this.href;
  }
}

type RouteEntry = { path?: string; file: string; index?: boolean; children?: RouteEntry[] };
type Loader = (args: { request: Request; params: Record<string, string>; context: unknown }) => Promise<unknown>;

async function loaderOf(file: string): Promise<Loader | undefined> {
  const module = (await import(/* @vite-ignore */ path.resolve("app", file))) as { loader?: Loader };
  return module.loader;
}

// The back office's pages (its layout and what it holds, its sign-in pages) are all private
// (no-store): the page cache never keeps them.
const pages = (routes as RouteEntry[])
  .filter((route) => route.index || (route.path !== undefined && !isBackOfficePath(`/${route.path}`)))
  .map((route) => ({ pattern: route.index ? "/" : `/${route.path}`, file: route.file }));

const database = databaseForTests({ seed: true });
const articleUrls: Record<string, string> = {};
beforeAll(async () => {
  for (const page of await database.db.select({ kind: contentPages.kind, url: contentPages.url }).from(contentPages)) {
    articleUrls[page.kind] ??= page.url;
  }
  globalThis.URL = RecordingURL as typeof URL;
});
afterAll(async () => {
  globalThis.URL = NativeURL;
});

/** The pathname of a route pattern with real values, and its params. */
function pathOf(pattern: string): { pathname: string; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const pathname = pattern.replace(/:(\w+)|\*/g, (_segment, name: string | undefined) => {
    const value =
      name === undefined
        ? "no-such-page"
        : name === "url"
          ? (articleUrls[pattern.startsWith("/blog/") ? "blog" : "style"] ?? "none")
          : name === "id"
            ? "1"
            : "a-shirt";
    params[name ?? "*"] = value;
    return value;
  });
  return { pathname, params };
}

/**
 * What the loaders of the root and of the page read of the address, when the page is shown
 * (null when the visitor is sent elsewhere or refused: nothing is cached then). A redirect
 * within the page (a product page's canonical address) is followed.
 */
async function paramsRead(file: string, url: string, params: Record<string, string>): Promise<string[] | null> {
  const [rootLoader, pageLoader] = [await loaderOf("root.tsx"), await loaderOf(file)];
  // Made before watching: a Request keeps a URL of its own, which the loaders do not read.
  const [rootRequest, pageRequest] = [new Request(url), new Request(url)];
  reads.clear();
  watchedUrl = url;
  try {
    const context = { cspNonce: "nonce", clientIp: "192.0.2.1" };
    await rootLoader?.({ request: rootRequest, params, context });
    await pageLoader?.({ request: pageRequest, params, context });
    return [...reads].sort();
  } catch (thrown) {
    if (thrown instanceof Response) return null;
    if (thrown && typeof thrown === "object" && "init" in thrown) return null; // data(..., { status: 404 })
    throw thrown;
  } finally {
    watchedUrl = null;
  }
}

describe("the query parameters each page reads", () => {
  it("lists only pages of routes.ts", () => {
    const patterns = pages.map((page) => page.pattern);
    for (const pattern of Object.keys(PAGE_QUERY_PARAMS)) expect(patterns).toContain(pattern);
  });

  it.each(pages)("$pattern reads only its listed parameters when shown to an anonymous visitor", async (page) => {
    const { pathname, params } = pathOf(page.pattern);
    const listed = pageQueryParams(pathname);
    let shown = 0;
    for (const query of ["", "unread=1", ...(QUERIES[page.pattern] ?? [])]) {
      const url = `http://localhost${pathname}${query ? `?${query}` : ""}`;
      const read = await paramsRead(page.file, url, params);
      if (read === null) continue;
      shown++;
      expect(read, `${url} reads the whole query: read parameters by name`).not.toContain("*");
      expect(
        read.filter((name) => !listed.includes(name)),
        `${url} reads parameters missing from app/page-query-params.ts`,
      ).toEqual([]);
    }
    // The loaders of pages listed with parameters ran to the end (the redesign page opens a
    // line of the visitor's cart, which an anonymous visitor has none of).
    if (listed.length > 0 && page.pattern !== "/redesign-shirt/:id") expect(shown).toBeGreaterThan(0);
  });
});
