import { readFileSync } from "node:fs";
import fc from "fast-check";

/*
 * The hostile requests of the fuzz test (fuzz.spec.ts), as data: which identity sends them,
 * with which cookies, to which path, with which body. The paths come from the route table
 * (app/routes.ts) and from the links of the shop's own pages; the forms are those the pages
 * render (every <form>, its fields, its intents), then broken in every way a client can:
 * fields missing, repeated, written as arrays, given huge, negative, fractional or
 * non-numeric values, ids past int4, unknown intents, bodies in JSON, plain text or
 * malformed multipart, bodies over the size limits, bad cookies. The addresses themselves are
 * broken too, by every identity, staff included: each path parameter and each query
 * parameter a page reads given control characters (NUL...), malformed percent-encoding,
 * impossible or far-off days and overlong values.
 */

export type StaffRole = "owner" | "service" | "workshop";
export type Identity = "anonymous" | "customer" | StaffRole;

export const STAFF_ROLES: readonly StaffRole[] = ["owner", "service", "workshop"];
/** Who posts forms: the staff only open pages, so that their sessions and the shop's staff stay as they are. */
export const CUSTOMER_SIDE: readonly Identity[] = ["anonymous", "customer"];
export const IDENTITIES: readonly Identity[] = [...CUSTOMER_SIDE, ...STAFF_ROLES];

export type FuzzBody =
  | { kind: "urlencoded" | "multipart"; fields: [string, string][] }
  /** Multipart with a file part: the shop takes no files. */
  | { kind: "multipart-file"; fields: [string, string][] }
  /** A multipart body whose boundary does not match its Content-Type, or is cut short. */
  | { kind: "broken-multipart"; text: string }
  | { kind: "json"; text: string }
  | { kind: "text"; text: string }
  /** A body without Content-Type. */
  | { kind: "untyped"; text: string }
  /** A form body of `bytes`, sent with its Content-Length. */
  | { kind: "oversized"; bytes: number }
  /** A form body of `bytes`, streamed in chunks without Content-Length. */
  | { kind: "oversized-chunked"; bytes: number };

export type FuzzRequest = {
  identity: Identity;
  /** The identity's own cookies, none, or its cookies with broken values added. */
  cookies: "own" | "none" | "bad";
  method: string;
  path: string;
  body?: FuzzBody;
};

/** A form as a page renders it: where it posts, its fields and the values each may take. */
export type ScrapedForm = {
  identity: Identity;
  method: string;
  action: string;
  /** Each field with the values the page offers (hidden value, options, submit buttons). */
  fields: { name: string; values: string[] }[];
};

/** What the generator draws from. */
export type FuzzSources = {
  /** Route patterns of app/routes.ts ("design-shirt/:id", "*"). */
  routes: string[];
  /** Paths the pages link to, by identity. */
  links: Record<Identity, string[]>;
  forms: ScrapedForm[];
};

/** The route patterns of app/routes.ts, read from its source: every `route("...")` and the index. */
export function routePatterns(routesFile: string): string[] {
  const source = readFileSync(routesFile, "utf8");
  const patterns = [...source.matchAll(/\broute\(\s*"([^"]+)"/g)].map((match) => match[1] ?? "");
  return [...new Set(["", ...patterns])];
}

const ENTITIES: Record<string, string> = { amp: "&", quot: '"', lt: "<", gt: ">", apos: "'", nbsp: "\u00a0" };

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, code: string) => {
    if (code.startsWith("#x") || code.startsWith("#X")) return String.fromCodePoint(Number.parseInt(code.slice(2), 16));
    if (code.startsWith("#")) return String.fromCodePoint(Number(code.slice(1)));
    return ENTITIES[code.toLowerCase()] ?? entity;
  });
}

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)) {
    const name = match[1]?.toLowerCase();
    if (name) found[name] = decodeEntities(match[2] ?? "");
  }
  return found;
}

/** The forms of a page (React's markup: attributes in double quotes, no nested forms). */
export function scrapeForms(html: string, pagePath: string, identity: Identity): ScrapedForm[] {
  const forms: ScrapedForm[] = [];
  for (const form of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)) {
    const formAttributes = attributes(form[1] ?? "");
    const values = new Map<string, Set<string>>();
    const offer = (name: string | undefined, value: string) => {
      if (!name) return;
      const set = values.get(name) ?? new Set<string>();
      set.add(value);
      values.set(name, set);
    };
    const body = form[2] ?? "";
    for (const tag of body.matchAll(/<(input|button|textarea)\b([^>]*)>/g)) {
      const field = attributes(tag[2] ?? "");
      if (tag[1] === "button" && field.type !== undefined && field.type !== "submit") continue;
      offer(field.name, field.value ?? "");
    }
    for (const select of body.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/g)) {
      const name = attributes(select[1] ?? "").name;
      for (const option of (select[2] ?? "").matchAll(/<option\b([^>]*)>/g))
        offer(name, attributes(option[1] ?? "").value ?? "");
    }
    forms.push({
      identity,
      method: (formAttributes.method ?? "get").toUpperCase(),
      action: formAttributes.action || pagePath,
      fields: [...values].map(([name, offered]) => ({ name, values: [...offered] })),
    });
  }
  return forms;
}

/** The site paths a page links to (href="/..."), without fragments. */
export function scrapeLinks(html: string): string[] {
  return [...html.matchAll(/href="(\/[^"#]*)/g)]
    .map((match) => decodeEntities(match[1] ?? ""))
    .filter((href) => !href.startsWith("//") && !href.startsWith("/assets/"));
}

/** Forms that differ only in their values are one form. */
export function distinctForms(forms: ScrapedForm[]): ScrapedForm[] {
  const byKey = new Map<string, ScrapedForm>();
  for (const form of forms) {
    const key = [form.identity, form.method, form.action, ...form.fields.map((field) => field.name).sort()].join(" ");
    const known = byKey.get(key);
    if (!known) byKey.set(key, form);
    else {
      for (const field of form.fields) {
        const same = known.fields.find((candidate) => candidate.name === field.name);
        if (same) same.values = [...new Set([...same.values, ...field.values])];
      }
    }
  }
  return [...byKey.values()];
}

/** Values a form field or a query parameter should never choke on. */
const HOSTILE_STRINGS = [
  "",
  " ",
  "0",
  "-1",
  "-0",
  "1.5",
  "1e3",
  "1e309",
  "0x10",
  "NaN",
  "Infinity",
  "-Infinity",
  "2147483647",
  "2147483648",
  "-2147483649",
  "4294967296",
  "99999999999",
  "9007199254740993",
  "99999999999999999999999999999999",
  " 1",
  "1 ",
  "１",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "[object Object]",
  "__proto__",
  "constructor",
  "toString",
  "on",
  "-",
  "%",
  "%00",
  "\u0000",
  "\u202e",
  "\r\nSet-Cookie: injected=1",
  "../../../../etc/passwd",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "//evil.example/x",
  "/.//evil.example/x",
  "/\\evil.example",
  "/%2F%2Fevil.example",
  "javascript:alert(1)",
  "https://evil.example/",
  "4242 4242 4242 4242",
  "12 / 34",
  "a@b.c",
  "x".repeat(300),
  "9".repeat(400),
  "😀".repeat(60),
];

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 20 }) },
);

/** An id for a path: real ones some of the time, otherwise out of range or not a number. */
const hostileId: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom("1", "2", "3"),
  fc.constantFrom("0", "-1", "2147483647", "2147483648", "99999999999", "1e3", "01", "1.0", "abc", "%", "%E0%A4%A"),
  hostileString.map(encodeURIComponent),
);

/** A path for a route pattern, its parameters hostile or real. */
function pathFor(pattern: string, links: string[]): fc.Arbitrary<string> {
  const real = links.filter((link) => matchesPattern(link, pattern));
  const segments = pattern.split("/").map((segment): fc.Arbitrary<string> => {
    if (segment === "*")
      return fc
        .array(hostileString.map(encodeURIComponent), { minLength: 1, maxLength: 3 })
        .map((parts) => parts.join("/"));
    if (segment === ":id") return hostileId;
    if (segment.startsWith(":"))
      return fc.oneof(fc.constantFrom("x", "the-executive", "stripe", "paypal"), hostileString.map(encodeURIComponent));
    return fc.constant(segment);
  });
  const built = fc.tuple(...segments).map((parts) => `/${parts.join("/")}`);
  return real.length > 0 ? fc.oneof(fc.constantFrom(...real), built) : built;
}

function matchesPattern(link: string, pattern: string): boolean {
  const path = link.split("?")[0] ?? "";
  const expression = pattern
    .split("/")
    .map((segment) =>
      segment === "*" ? ".*" : segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("/");
  return new RegExp(`^/${expression}$`).test(path);
}

/**
 * Text written into an address as it is (already percent-encoded, or not at all): control
 * characters, malformed escapes, days that do not exist or that no list covers, overlong values.
 */
const HOSTILE_ADDRESS_TEXT = [
  "%00",
  "a%00b",
  "%00%00",
  "%01",
  "%08",
  "%0B",
  "%1B%5B31m",
  "%1F",
  "%7F",
  "%09",
  "%0A",
  "%0D%0A",
  "%C2%80",
  "%E2%80%AE",
  "%",
  "%%",
  "%2",
  "%ZZ",
  "%E0%A4%A",
  "%C0%AF",
  "%ED%A0%80",
  "%FF",
  "%F4%90%80%80",
  "%2e%2e%2f",
  "..",
  "%2F",
  "%5C",
  "%F0%9F%98%80",
  "2026-02-31",
  "2026-02-29",
  "2026-13-01",
  "2026-00-10",
  "0001-01-01",
  "0000-00-00",
  "1969-12-31",
  "9999-12-31",
  "10000-01-01",
  "275760-09-13",
  "-000001-01-01",
  "2026-1-1",
  "x".repeat(3000),
  "%41".repeat(1000),
  "9".repeat(1000),
];

const hostileAddressText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_ADDRESS_TEXT) },
  { weight: 1, arbitrary: hostileString.map(encodeURIComponent) },
);

/** Query parameters the pages read, and a few they do not. */
const QUERY_KEYS = [
  "step",
  "d",
  "cookie",
  "id",
  "color",
  "colour",
  "weave",
  "motif",
  "q",
  "min",
  "max",
  "page",
  "mode",
  "shirt",
  "profile",
  "edit",
  "new",
  "saved",
  "deleted",
  "returnUrl",
  "from",
  "order",
  "token",
  "reset",
  "account",
  "index",
  "_data",
  "__proto__",
  // The back office's lists and pages.
  "status",
  "stage",
  "provider",
  "to",
  "late",
  "sort",
  "staff",
  "action",
  "entity",
  "record",
  "before",
  "date",
  "category",
  "stock",
  "view",
  "done",
  "unit",
  "twoFactor",
  "signedOut",
];

const hostileQuery: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .array(fc.tuple(fc.constantFrom(...QUERY_KEYS), hostileString), { maxLength: 4 })
      .map((pairs) => new URLSearchParams(pairs).toString()),
  },
  // Raw, badly encoded query strings.
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "d=%E0%A4%A",
      "q=%",
      "step=%ZZ",
      "page=1&page=2&page=99999999999",
      "returnUrl=%2F%2Fevil.example",
    ),
  },
);

function withQuery(path: string, query: string): string {
  if (query === "") return path;
  return `${path}${path.includes("?") ? "&" : "?"}${query}`;
}

/** A form's fields, each kept, dropped, repeated, renamed as an array or given a hostile value. */
function brokenFields(form: ScrapedForm): fc.Arbitrary<[string, string][]> {
  const field = (name: string, values: string[]): fc.Arbitrary<[string, string][]> => {
    const offered = values.length > 0 ? fc.constantFrom(...values) : fc.constant("");
    return fc.oneof(
      { weight: 8, arbitrary: offered.map((value): [string, string][] => [[name, value]]) },
      { weight: 4, arbitrary: hostileString.map((value): [string, string][] => [[name, value]]) },
      { weight: 1, arbitrary: fc.constant<[string, string][]>([]) },
      {
        weight: 1,
        arbitrary: fc.tuple(offered, hostileString).map(([a, b]): [string, string][] => [
          [name, a],
          [name, b],
        ]),
      },
      {
        weight: 1,
        arbitrary: fc.tuple(offered, hostileString).map(([a, b]): [string, string][] => [
          [`${name}[]`, a],
          [`${name}[]`, b],
        ]),
      },
      {
        weight: 1,
        arbitrary: offered.map((value): [string, string][] => [
          [`${name}[0]`, value],
          [`${name}.__proto__`, value],
        ]),
      },
    );
  };
  const intents = [...new Set(form.fields.find((candidate) => candidate.name === "intent")?.values ?? [])];
  const intent = fc.oneof(
    { weight: 6, arbitrary: intents.length > 0 ? fc.constantFrom(...intents) : fc.constant(null) },
    { weight: 1, arbitrary: fc.constantFrom("bogus", "", "__proto__", "DELETE", "choose ", "add\u0000") },
  );
  const others = form.fields.filter((candidate) => candidate.name !== "intent");
  return fc
    .tuple(
      intent,
      fc.tuple(...others.map(({ name, values }) => field(name, values))),
      fc.array(fc.tuple(fc.constantFrom(...QUERY_KEYS, "value", "field", "lineId", "profileId"), hostileString), {
        maxLength: 2,
      }),
    )
    .map(([chosenIntent, kept, extra]) => [
      ...(chosenIntent === null ? [] : ([["intent", chosenIntent]] as [string, string][])),
      ...kept.flat(),
      ...extra,
    ]);
}

/** Body limits of the shop: forms 64 KB, webhooks 1 MB. */
const FORM_LIMIT_BYTES = 64 * 1024;
const WEBHOOK_LIMIT_BYTES = 1024 * 1024;

function bodyFor(fields: fc.Arbitrary<[string, string][]>, action: string): fc.Arbitrary<FuzzBody> {
  const limit = action.startsWith("/webhooks/") ? WEBHOOK_LIMIT_BYTES : FORM_LIMIT_BYTES;
  return fc.oneof(
    { weight: 30, arbitrary: fields.map((pairs): FuzzBody => ({ kind: "urlencoded", fields: pairs })) },
    { weight: 8, arbitrary: fields.map((pairs): FuzzBody => ({ kind: "multipart", fields: pairs })) },
    { weight: 2, arbitrary: fields.map((pairs): FuzzBody => ({ kind: "multipart-file", fields: pairs })) },
    {
      weight: 2,
      arbitrary: fields.map(
        (pairs): FuzzBody => ({
          kind: "broken-multipart",
          text: `--other\r\nContent-Disposition: form-data; name="${pairs[0]?.[0] ?? "intent"}"\r\n\r\n${pairs[0]?.[1] ?? ""}`,
        }),
      ),
    },
    {
      weight: 3,
      arbitrary: fields.map((pairs): FuzzBody => ({ kind: "json", text: JSON.stringify(Object.fromEntries(pairs)) })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom("{", "[1,2", "null", '"x"').map((text): FuzzBody => ({ kind: "json", text })),
    },
    {
      weight: 2,
      arbitrary: fields.map((pairs): FuzzBody => ({ kind: "text", text: new URLSearchParams(pairs).toString() })),
    },
    {
      weight: 1,
      arbitrary: fields.map((pairs): FuzzBody => ({ kind: "untyped", text: new URLSearchParams(pairs).toString() })),
    },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: limit + 1, max: limit + 4096 })
        .map((bytes): FuzzBody => ({ kind: "oversized", bytes })),
    },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: limit + 1, max: limit + 4096 })
        .map((bytes): FuzzBody => ({ kind: "oversized-chunked", bytes })),
    },
  );
}

const cookies = fc.oneof(
  { weight: 8, arbitrary: fc.constant("own" as const) },
  { weight: 1, arbitrary: fc.constant("none" as const) },
  { weight: 2, arbitrary: fc.constant("bad" as const) },
);

const customerSide = fc.constantFrom(...CUSTOMER_SIDE);
const anyone = fc.constantFrom(...IDENTITIES);

/**
 * The query parameters each page reads, by path: its GET forms' fields and its links'
 * parameters, with the first identity (in IDENTITIES' order) whose pages revealed them.
 */
function queryKeysByPage(sources: FuzzSources): Map<string, { identity: Identity; keys: Set<string> }> {
  const byPage = new Map<string, { identity: Identity; keys: Set<string> }>();
  const add = (identity: Identity, address: URL, keys: Iterable<string>) => {
    const page = byPage.get(address.pathname) ?? { identity, keys: new Set<string>() };
    for (const key of keys) page.keys.add(key);
    byPage.set(address.pathname, page);
  };
  for (const identity of IDENTITIES) {
    for (const form of sources.forms) {
      if (form.identity !== identity || form.method !== "GET") continue;
      add(
        identity,
        new URL(form.action, "http://shop.test"),
        form.fields.map((field) => field.name),
      );
    }
    for (const link of sources.links[identity]) {
      const address = new URL(link, "http://shop.test");
      add(identity, address, address.searchParams.keys());
    }
  }
  // A list's CSV export reads the list's filters (its link carries them only once some are set).
  for (const [path, page] of byPage) {
    const list = byPage.get(path.replace(/\.csv$/, ""));
    if (path.endsWith(".csv") && list) for (const key of list.keys) page.keys.add(key);
  }
  return byPage;
}

/** A pattern's segments with a real value in each parameter: from a page's link where one matches, else "1" or "x". */
function realSegments(pattern: string, links: string[]): string[] {
  const real = links.find((link) => matchesPattern(link, pattern));
  const realParts = real ? (real.split("?")[0] ?? "").split("/").slice(1) : [];
  return pattern.split("/").map((segment, index) => {
    if (!segment.startsWith(":") && segment !== "*") return segment;
    return realParts[index] ?? (segment === ":id" || segment.endsWith("Id") ? "1" : "x");
  });
}

/**
 * Who opens a route (a pattern of app/routes.ts): anonymous, and signed in as the one who sees
 * most of it, the owner in the back office, a customer elsewhere.
 */
function openersOf(pattern: string): [Identity, Identity] {
  return ["anonymous", pattern.startsWith("admin") ? "owner" : "customer"];
}

/** Text every path and query parameter is given once (the rest are drawn at random). */
const PROBE_TEXT = ["%00", "%E0%A4%A", "2026-02-31", "0001-01-01", "x".repeat(3000)];

/**
 * The addresses of every route and every page, broken one parameter at a time: each parameter
 * of each route's path, by those who open the route, and each query parameter each page
 * reads, by who was shown it, given each of PROBE_TEXT. Sent whatever the seed, so that the
 * fuzz finds an address that fails on any route, not only where the draw falls.
 */
export function addressProbes(sources: FuzzSources): FuzzRequest[] {
  const probes: FuzzRequest[] = [];
  const visit = (identity: Identity, path: string) => probes.push({ identity, cookies: "own", method: "GET", path });
  for (const pattern of sources.routes) {
    const [anonymous, opener] = openersOf(pattern);
    const segments = realSegments(pattern, sources.links[opener]);
    pattern.split("/").forEach((segment, index) => {
      if (!segment.startsWith(":") && segment !== "*") return;
      for (const text of PROBE_TEXT) {
        const path = `/${segments.map((part, at) => (at === index ? text : part)).join("/")}`;
        visit(anonymous, path);
        visit(opener, path);
      }
    });
  }
  for (const [page, { identity, keys }] of queryKeysByPage(sources)) {
    for (const key of keys) for (const text of PROBE_TEXT) visit(identity, `${page}?${key}=${text}`);
  }
  return probes;
}

/** A path for a route pattern, with hostile address text in its parameters (each may stay real). */
function brokenPathFor(pattern: string, links: string[]): fc.Arbitrary<string> {
  const real = realSegments(pattern, links);
  const segments = pattern.split("/").map((segment, index): fc.Arbitrary<string> => {
    const value = fc.constant(real[index] ?? segment);
    if (!segment.startsWith(":") && segment !== "*") return value;
    return fc.oneof(value, hostileAddressText);
  });
  return fc.tuple(...segments).map((parts) => `/${parts.join("/")}`);
}

/** Every kind of hostile request, drawn from the shop's routes, links and forms. */
export function fuzzRequests(sources: FuzzSources): fc.Arbitrary<FuzzRequest> {
  const pathOf = (who: Identity) =>
    fc.constantFrom(...sources.routes).chain((pattern) => pathFor(pattern, sources.links[who]));
  const pageVisit = anyone.chain((who) =>
    fc.record({
      identity: fc.constant(who),
      cookies,
      method: fc.constantFrom("GET", "GET", "GET", "HEAD"),
      path: fc
        .tuple(fc.oneof(pathOf(who), fc.constantFrom(...sources.links[who])), hostileQuery)
        .map(([path, query]) => withQuery(path, query)),
    }),
  );
  const formPost = fc.constantFrom(...sources.forms.filter((form) => form.method === "POST")).chain((form) =>
    fc.record({
      identity: fc.constant(form.identity),
      cookies,
      method: fc.constant("POST"),
      path: fc.oneof(
        { weight: 5, arbitrary: fc.constant(form.action) },
        { weight: 1, arbitrary: hostileQuery.map((query) => withQuery(form.action, query)) },
      ),
      body: bodyFor(brokenFields(form), form.action),
    }),
  );
  // Posts to every route, with a form borrowed from any page: actions that expect other forms,
  // and routes without an action at all.
  const strayPost = fc.tuple(customerSide, fc.constantFrom(...sources.forms)).chain(([who, form]) =>
    fc.record({
      identity: fc.constant(who),
      cookies,
      method: fc.constantFrom("POST", "POST", "POST", "PUT", "PATCH", "DELETE"),
      path: pathOf(who),
      body: pathOf(who).chain((path) => bodyFor(brokenFields(form), path)),
    }),
  );
  // Broken addresses: hostile text in a path parameter, or in a query parameter of the page's own or any.
  const queryKeys = queryKeysByPage(sources);
  const brokenAddress = anyone.chain((who) =>
    fc.record({
      identity: fc.constant(who),
      cookies,
      method: fc.constantFrom("GET", "GET", "GET", "HEAD"),
      path: fc
        .tuple(
          fc.oneof(
            fc.constantFrom(...sources.routes).chain((pattern) => brokenPathFor(pattern, sources.links[who])),
            fc.constantFrom(...sources.links[who]),
          ),
          fc.array(fc.tuple(fc.nat(), fc.constantFrom(...QUERY_KEYS), hostileAddressText), { maxLength: 3 }),
        )
        .map(([path, pairs]) => {
          const ownKeys = [...(queryKeys.get(path.split("?")[0] ?? "")?.keys ?? [])];
          // Half the parameters are the page's own, when it reads any.
          const query = pairs.map(([pick, anyKey, text]) => {
            const key = pick % 2 === 0 && ownKeys.length > 0 ? ownKeys[(pick >> 1) % ownKeys.length] : anyKey;
            return `${key}=${text}`;
          });
          return withQuery(path, query.join("&"));
        }),
    }),
  );
  return fc.oneof(
    { weight: 3, arbitrary: pageVisit },
    { weight: 6, arbitrary: formPost },
    { weight: 2, arbitrary: strayPost },
    { weight: 3, arbitrary: brokenAddress },
  );
}

/** One line per request, for the report of a failure. */
export function describeRequest(request: FuzzRequest): string {
  const body = request.body;
  let summary = "";
  if (body) {
    if ("fields" in body) summary = ` ${body.kind} ${new URLSearchParams(body.fields).toString().slice(0, 300)}`;
    else if ("bytes" in body) summary = ` ${body.kind} ${body.bytes} bytes`;
    else summary = ` ${body.kind} ${JSON.stringify(body.text.slice(0, 200))}`;
  }
  return `${request.method} ${request.path.slice(0, 300)} (${request.identity}, cookies ${request.cookies})${summary}`;
}

/** The fetch init of a request's body (Content-Type included). */
export function bodyInit(body: FuzzBody): { headers: Record<string, string>; body: BodyInit; duplex?: "half" } {
  switch (body.kind) {
    case "urlencoded":
      return {
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(body.fields).toString(),
      };
    case "multipart":
    case "multipart-file": {
      const form = new FormData();
      for (const [name, value] of body.fields) form.append(name, value);
      if (body.kind === "multipart-file")
        form.append("upload", new Blob(["%PDF-1.4 not really"], { type: "application/pdf" }), "size.pdf");
      return { headers: {}, body: form };
    }
    case "broken-multipart":
      return { headers: { "content-type": "multipart/form-data; boundary=expected" }, body: body.text };
    case "json":
      return { headers: { "content-type": "application/json" }, body: body.text };
    case "text":
      return { headers: { "content-type": "text/plain;charset=UTF-8" }, body: body.text };
    case "untyped":
      return { headers: {}, body: new Blob([body.text]) };
    case "oversized":
      return {
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: `intent=x&filler=${"a".repeat(body.bytes)}`,
      };
    case "oversized-chunked": {
      const chunk = new TextEncoder().encode("a".repeat(8192));
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= body.bytes) return controller.close();
          sent += chunk.byteLength;
          controller.enqueue(chunk);
        },
      });
      return { headers: { "content-type": "application/x-www-form-urlencoded" }, body: stream, duplex: "half" };
    }
  }
}
