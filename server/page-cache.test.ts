import { randomBytes } from "node:crypto";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { invalidate, invalidateCarts } from "~/infra/invalidation.server";
import { cutPage, pageCache, pageKey, type VisitorPart, visitorInPage } from "./page-cache";

/*
 * A small shop behind the page cache. Its pages show their nonce and path, a header with two
 * visitor slots (the greeting and the cart) and the Visitor JSON as React Router writes it. The
 * visitor comes from the cookies: `session=<name>` signs in, `cart=<token>` holds a cart whose
 * count is the cookie `items` (any other cookie is neither shared nor the visitor's).
 */

type Page = { status?: number; headers?: Record<string, string>; cookies?: string[]; body?: string };

function visitorOf(cookie: string | null): VisitorPart & { name: string | null; count: number } {
  const cookies = new Map(
    (cookie ?? "").split(";").flatMap((part) => {
      const [name, value] = part.trim().split("=");
      return name && value !== undefined ? [[name, value] as const] : [];
    }),
  );
  const name = cookies.get("session") ?? null;
  const hasCartToken = cookies.has("cart");
  const count = hasCartToken ? Number(cookies.get("items") ?? 0) : 0;
  return {
    json: JSON.stringify({ customer: name ? { name } : null, cart: { count } }),
    personal: name !== null || hasCartToken,
    hasCartToken,
    name,
    count,
  };
}

function shopPage(path: string, cookie: string | null, nonce: string): string {
  const visitor = visitorOf(cookie);
  return [
    `<script nonce="${nonce}">1</script>`,
    `<header><visitor-slot>${visitor.name ? `Hello, ${visitor.name}` : "Sign in"}</visitor-slot>`,
    `<visitor-slot><span>Cart, ${visitor.count}</span></visitor-slot></header>`,
    `<p>${path}</p>`,
    `<script nonce="${nonce}">enqueue("${visitorInPage(visitor.json)}");</script>`,
  ].join("");
}

/**
 * The shop: `page` may change a path's answer; `shared` lists the paths the cache may serve to a
 * visitor; /checkout is a customer's own page.
 */
async function startShop(
  options: {
    page?: (path: string) => Page | undefined;
    /** Awaited before each render. */
    during?: () => Promise<void>;
    ttlMs?: number;
    compress?: boolean;
    shared?: string[];
    /** Session names whose session has ended (customerOf finds no one for them). */
    ended?: Set<string>;
  } = {},
) {
  let renders = 0;
  let cookies = 0;
  const answer = (path: string, cookie: string | null, nonce: string) => {
    renders++;
    const page = options.page?.(path) ?? {};
    // As the root loader does: a page drawn for a customer or a cart is never stored.
    const headers = visitorOf(cookie).personal ? { "cache-control": "no-store", ...page.headers } : page.headers;
    return { ...page, headers, body: page.body ?? shopPage(path, cookie, nonce) };
  };
  const app = express();
  if (options.compress) app.use(compression({ threshold: 0 }));
  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(8).toString("hex");
    next();
  });
  app.use(
    pageCache({
      ttlMs: options.ttlMs ?? 60_000,
      maxEntries: 2,
      maxVisitors: 10,
      sharedCookies: ["currency"],
      cartCookie: { name: "cart", create: async () => `cart=fresh-${++cookies}; Path=/; HttpOnly` },
      nonceOf: (res) => res.locals.cspNonce as string,
      visitorOf: async (request) => visitorOf(request.headers.get("cookie")),
      render: async (request, _req, nonce) => {
        await options.during?.();
        const url = new URL(request.url);
        const page = answer(`${url.pathname}${url.search}`, request.headers.get("cookie"), nonce);
        const headers = new Headers({ "content-type": "text/html; charset=utf-8", ...page.headers });
        for (const cookie of page.cookies ?? []) headers.append("set-cookie", cookie);
        return new Response(page.body, { status: page.status ?? 200, headers });
      },
      isSharedPage: (pathname) => (options.shared ?? ["/", "/faq"]).includes(pathname),
      isCustomerPage: (pathname) => pathname === "/checkout",
      customerOf: async (request) => {
        const name = visitorOf(request.headers.get("cookie")).name;
        return name === null || options.ended?.has(name) ? null : `id-${name}`;
      },
      maxCustomerPages: 2,
    }),
  );
  // What the shop's React Router handler does for the requests the cache passes on.
  app.use((req, res) => {
    const page = answer(req.originalUrl, req.headers.cookie ?? null, res.locals.cspNonce as string);
    res.status(page.status ?? 200).type("html");
    for (const [name, value] of Object.entries(page.headers ?? {})) res.setHeader(name, value);
    for (const cookie of page.cookies ?? []) res.append("Set-Cookie", cookie);
    res.send(page.body);
  });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, () => resolve(listening));
  });
  servers.push(server);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = (path: string, cookie?: string) =>
    fetch(`${base}${path}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });
  const cacheOf = async (path: string, cookie?: string) => (await get(path, cookie)).headers.get("x-page-cache");
  return { base, get, cacheOf, renders: () => renders };
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

const nonceOf = (body: string) => /nonce="([0-9a-f]+)"/.exec(body)?.[1];
const withoutNonce = (body: string) => body.replaceAll(/nonce="[0-9a-f]*"/g, "");

describe("pageCache, anonymous visitors", () => {
  it("renders a page once and serves copies with this response's nonce", async () => {
    const shop = await startShop();
    const first = await shop.get("/men-shirts?page=2");
    const second = await shop.get("/men-shirts?page=2");
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(shop.renders()).toBe(1);
    const [a, b] = [await first.text(), await second.text()];
    expect(nonceOf(a)).toBeDefined();
    expect(nonceOf(b)).toBeDefined();
    expect(nonceOf(b)).not.toBe(nonceOf(a));
    expect(withoutNonce(b)).toBe(withoutNonce(a));
    expect(b).toContain("Sign in");
    expect(second.headers.get("content-type")).toContain("text/html");
    expect(second.headers.get("cache-control")).toBeNull();
  });

  it("compresses every copy anew when the shop compresses its answers", async () => {
    const shop = await startShop({ compress: true });
    const answers = [];
    for (let visit = 0; visit < 2; visit++) {
      const answer = await fetch(`${shop.base}/faq`, { headers: { "accept-encoding": "gzip" } });
      answers.push({ cache: answer.headers.get("x-page-cache"), body: await answer.text() });
    }
    expect(answers.map((answer) => answer.cache)).toEqual(["miss", "hit"]);
    expect(answers[1]?.body).toContain("<p>/faq</p>");
  });

  it("keeps one copy per address and per shared cookie", async () => {
    const shop = await startShop();
    await shop.get("/contact");
    await shop.get("/contact", "currency=EUR");
    expect(shop.renders()).toBe(2);
    expect(await shop.cacheOf("/contact", "currency=EUR")).toBe("hit");
    expect(await shop.cacheOf("/contact")).toBe("hit");
    expect(shop.renders()).toBe(2);
  });

  it("hands every visitor of a page that gives out a cart cookie a new one, and keeps no page with another cookie", async () => {
    const shop = await startShop({
      page: (path) =>
        path === "/shirt"
          ? { cookies: ["cart=rendered; Path=/"] }
          : path === "/personal"
            ? { cookies: ["size_draft=1; Path=/"] }
            : undefined,
    });
    const copies = [await shop.get("/shirt"), await shop.get("/shirt"), await shop.get("/shirt")];
    expect(copies.map((copy) => copy.headers.get("set-cookie"))).toEqual([
      "cart=fresh-1; Path=/; HttpOnly",
      "cart=fresh-2; Path=/; HttpOnly",
      "cart=fresh-3; Path=/; HttpOnly",
    ]);
    await shop.get("/personal");
    await shop.get("/personal");
    expect(shop.renders()).toBe(3);
  });

  it("never keeps errors, redirects, posts, other content or pages marked private", async () => {
    const shop = await startShop({
      page: (path) =>
        (<Record<string, Page>>{
          "/missing": { status: 404, body: "not found" },
          "/moved": { status: 301, headers: { location: "/" }, body: "" },
          "/json": { headers: { "content-type": "application/json" }, body: "{}" },
          "/private": { headers: { "cache-control": "no-store" } },
        })[path],
    });
    for (const path of ["/missing", "/moved", "/json", "/private"]) {
      const answers = [await shop.get(path), await shop.get(path)];
      expect(answers.map((answer) => answer.headers.get("x-page-cache"))).toEqual(["miss", "miss"]);
    }
    expect((await shop.get("/moved")).headers.get("location")).toBe("/");
    await fetch(`${shop.base}/form`, { method: "POST" });
    await fetch(`${shop.base}/form`, { method: "POST" });
    expect(shop.renders()).toBe(11);
  });

  it("keeps nothing of a page whose visitor part cannot be found", async () => {
    const shop = await startShop({ page: () => ({ body: "<p>no shell</p>" }) });
    expect([await shop.cacheOf("/faq"), await shop.cacheOf("/faq")]).toEqual(["miss", "miss"]);
  });

  it("keeps its copies when only a cart changed: a cart shows in its visitor's part alone", async () => {
    const shop = await startShop();
    await shop.get("/faq");
    await invalidate("carts");
    expect(await shop.cacheOf("/faq")).toBe("hit");
  });

  it("renders again once a copy is too old", async () => {
    const shop = await startShop({ ttlMs: 50 });
    await shop.get("/a");
    await new Promise((resolve) => setTimeout(resolve, 80));
    await shop.get("/a");
    expect(shop.renders()).toBe(2);
  });

  it("forgets the least recently served copy when full, not the first one kept", async () => {
    const shop = await startShop();
    expect([await shop.cacheOf("/a"), await shop.cacheOf("/b"), await shop.cacheOf("/a")]).toEqual([
      "miss",
      "miss",
      "hit",
    ]);
    // /a was just served: /b is the least recently used and makes room for /c.
    expect(await shop.cacheOf("/c")).toBe("miss");
    expect([await shop.cacheOf("/a"), await shop.cacheOf("/c"), await shop.cacheOf("/b")]).toEqual([
      "hit",
      "hit",
      "miss",
    ]);
  });

  it("serves the copy of a page to its address with parameters the page does not read, and keeps no more", async () => {
    const shop = await startShop();
    await shop.get("/faq");
    for (let visit = 0; visit < 20; visit++) {
      const answer = await shop.get(`/faq?x=${randomBytes(4).toString("hex")}&utm_source=mail`);
      expect(answer.headers.get("x-page-cache")).toBe("hit");
      expect(await answer.text()).toContain("<p>/faq</p>");
    }
    expect(shop.renders()).toBe(1);
  });

  it("keeps a page only as asked for without other parameters, so one visitor's parameters never reach another", async () => {
    const shop = await startShop();
    expect(await (await shop.get("/faq?email=someone%40example.com")).text()).toContain("someone%40example.com");
    expect(await (await shop.get("/faq?email=another%40example.com")).text()).toContain("another%40example.com");
    expect(await shop.cacheOf("/faq")).toBe("miss");
    expect(shop.renders()).toBe(3);
  });

  it("keeps one copy per value of the parameters a page reads, whatever their order", async () => {
    const shop = await startShop();
    expect(await shop.cacheOf("/men-shirts?color=2&page=2")).toBe("miss");
    expect(await shop.cacheOf("/men-shirts?page=2&color=2")).toBe("hit");
    expect(await shop.cacheOf("/men-shirts?page=2&color=2&fbclid=abc")).toBe("hit");
    expect(await shop.cacheOf("/men-shirts?page=3&color=2")).toBe("miss");
    expect(shop.renders()).toBe(2);
  });

  it("forgets every copy when shared data changes", async () => {
    const shop = await startShop();
    await shop.get("/faq");
    await invalidate("currencies");
    expect(await shop.cacheOf("/faq")).toBe("miss");
    expect(await shop.cacheOf("/faq")).toBe("hit");
    expect(shop.renders()).toBe(2);
  });

  it("does not keep a page rendered while shared data changed", async () => {
    let changing = true;
    const shop = await startShop({
      during: async () => {
        if (!changing) return;
        changing = false;
        // Rendered from the data of before the change, sent after it.
        await invalidate("content");
      },
    });
    const during = await shop.get("/faq");
    expect(during.headers.get("x-page-cache")).toBe("miss");
    expect(nonceOf(await during.text())).toBeDefined();
    expect(await shop.cacheOf("/faq")).toBe("miss");
    expect(await shop.cacheOf("/faq")).toBe("hit");
    expect(shop.renders()).toBe(2);
  });
});

describe("pageCache, visitors with a session or a cart", () => {
  const anna = "session=Anna; cart=t1; items=2";

  it("serves a shared page from the anonymous copy with the visitor's greeting and cart, as a full render would", async () => {
    const shop = await startShop();
    await shop.get("/faq");
    const full = await shop.get("/faq", anna);
    const spliced = await shop.get("/faq", anna);
    expect([full.headers.get("x-page-cache"), spliced.headers.get("x-page-cache")]).toEqual(["miss", "hit"]);
    // The anonymous copy, the visitor's full render; nothing rendered for the splice.
    expect(shop.renders()).toBe(2);
    const [fullBody, splicedBody] = [await full.text(), await spliced.text()];
    expect(withoutNonce(splicedBody)).toBe(withoutNonce(fullBody));
    expect(withoutNonce(splicedBody)).toBe(withoutNonce(shopPage("/faq", anna, "")));
    expect(nonceOf(splicedBody)).not.toBe(nonceOf(fullBody));
    for (const answer of [full, spliced]) expect(answer.headers.get("cache-control")).toBe("no-store");
    // Anonymous visitors still get their own copy.
    const anonymous = await shop.get("/faq");
    expect(await anonymous.text()).toContain("Sign in");
    expect(anonymous.headers.get("cache-control")).toBeNull();
  });

  it("uses a visitor's fragments on every shared page until their name or cart changes", async () => {
    const shop = await startShop();
    expect(await shop.cacheOf("/", anna)).toBe("miss");
    expect(shop.renders()).toBe(2);
    // A second shared page: only its anonymous copy is rendered, Anna's part is reused.
    expect(await shop.cacheOf("/faq", anna)).toBe("miss");
    expect(shop.renders()).toBe(3);
    expect(await shop.cacheOf("/faq", anna)).toBe("hit");
    expect(shop.renders()).toBe(3);
    // Her cart changed: rendered in full once more.
    const more = "session=Anna; cart=t1; items=3";
    expect(await shop.cacheOf("/faq", more)).toBe("miss");
    const page = await shop.get("/", more);
    expect(page.headers.get("x-page-cache")).toBe("hit");
    expect(await page.text()).toContain("<span>Cart, 3</span>");
    // Another visitor never gets hers.
    const bob = await shop.get("/", "session=Bob");
    expect(await bob.text()).not.toContain("Anna");
  });

  it("renders any page that is not shared for a visitor, every time", async () => {
    const shop = await startShop();
    await shop.get("/cart");
    expect([await shop.cacheOf("/cart", anna), await shop.cacheOf("/cart", anna)]).toEqual([null, null]);
    expect(shop.renders()).toBe(3);
  });

  it("hands a new cart cookie only to a visitor without one, where the page gives them out", async () => {
    const shop = await startShop({ page: () => ({ cookies: ["cart=rendered; Path=/"] }), shared: ["/shirt"] });
    await shop.get("/shirt", "session=Anna");
    const signedIn = await shop.get("/shirt", "session=Anna");
    expect(signedIn.headers.get("x-page-cache")).toBe("hit");
    expect(signedIn.headers.get("set-cookie")).toMatch(/^cart=fresh-/);
    await shop.get("/shirt", anna);
    const withCart = await shop.get("/shirt", anna);
    expect(withCart.headers.get("x-page-cache")).toBe("hit");
    expect(withCart.headers.get("set-cookie")).toBeNull();
  });

  it("forgets the visitors' fragments when shared data changes", async () => {
    const shop = await startShop();
    await shop.get("/faq", anna);
    await invalidate("catalogue");
    expect(await shop.cacheOf("/faq", anna)).toBe("miss");
  });
});

describe("pageCache, a customer's own pages", () => {
  const anna = "session=Anna; cart=t1; items=2";

  it("keeps a customer's page whole for their cookies and serves it with this response's nonce, never to be stored", async () => {
    const shop = await startShop();
    const first = await shop.get("/checkout", anna);
    const second = await shop.get("/checkout", anna);
    expect([first.headers.get("x-page-cache"), second.headers.get("x-page-cache")]).toEqual(["miss", "hit"]);
    expect(shop.renders()).toBe(1);
    const [a, b] = [await first.text(), await second.text()];
    expect(nonceOf(b)).not.toBe(nonceOf(a));
    expect(withoutNonce(b)).toBe(withoutNonce(a));
    expect(b).toContain("Hello, Anna");
    expect(second.headers.get("cache-control")).toBe("no-store");
  });

  it("serves a copy only to the same cookies at the same address", async () => {
    const shop = await startShop();
    await shop.get("/checkout", anna);
    for (const [path, cookie] of [
      ["/checkout", "session=Bruno; cart=t2; items=1"],
      ["/checkout", `${anna}; currency=EUR`],
      ["/checkout?updated=address", anna],
    ] as const) {
      expect(await shop.cacheOf(path, cookie)).toBe("miss");
      expect(await shop.cacheOf("/checkout", anna)).toBe("hit");
    }
    expect(shop.renders()).toBe(4);
  });

  it("passes on a visitor without a session, and serves no copy once the session has ended", async () => {
    const ended = new Set<string>();
    const shop = await startShop({ ended });
    expect([await shop.cacheOf("/checkout"), await shop.cacheOf("/checkout", "cart=t3")]).toEqual([null, null]);
    await shop.get("/checkout", anna);
    ended.add("Anna");
    const after = await shop.get("/checkout", anna);
    expect(after.headers.get("x-page-cache")).toBeNull();
    expect(shop.renders()).toBe(4);
  });

  it("forgets every customer's page on any change, a cart's or a customer's details included", async () => {
    const shop = await startShop();
    for (const topic of ["carts", "customers", "sessions", "delivery"] as const) {
      await shop.get("/checkout", anna);
      await invalidate(topic);
      expect(await shop.cacheOf("/checkout", anna)).toBe("miss");
    }
    expect(shop.renders()).toBe(5);
  });

  it("forgets on a change to some carts only their customers' pages", async () => {
    const shop = await startShop();
    const bruno = "session=Bruno; cart=t2; items=1";
    await shop.get("/checkout", anna);
    await shop.get("/checkout", bruno);
    await invalidateCarts({ customerId: "id-Bruno", token: null });
    expect([await shop.cacheOf("/checkout", anna), await shop.cacheOf("/checkout", bruno)]).toEqual(["hit", "miss"]);
    // A visitor's cart, known by its cookie, is on no customer's page.
    await invalidateCarts({ customerId: null, token: "t9" });
    expect([await shop.cacheOf("/checkout", anna), await shop.cacheOf("/checkout", bruno)]).toEqual(["hit", "hit"]);
    expect(shop.renders()).toBe(3);
  });

  it("does not keep a page rendered while data changed, one that sets a cookie, or anything but a page", async () => {
    let changing = true;
    const shop = await startShop({
      during: async () => {
        if (!changing) return;
        changing = false;
        // Another customer's cart: what changed is not known while the page was being rendered.
        await invalidateCarts({ customerId: "Someone", token: null });
      },
      page: (path) =>
        (<Record<string, Page>>{
          "/checkout?step=cookie": { cookies: ["size_draft=1; Path=/"] },
          "/checkout?step=empty": { status: 302, headers: { location: "/cart" }, body: "" },
        })[path],
    });
    expect([await shop.cacheOf("/checkout", anna), await shop.cacheOf("/checkout", anna)]).toEqual(["miss", "miss"]);
    for (const step of ["cookie", "empty"]) {
      expect([
        await shop.cacheOf(`/checkout?step=${step}`, anna),
        await shop.cacheOf(`/checkout?step=${step}`, anna),
      ]).toEqual(["miss", "miss"]);
    }
    expect((await shop.get("/checkout?step=empty", anna)).headers.get("location")).toBe("/cart");
  });

  it("renders again once a copy is too old, and keeps the most recently served customers' pages", async () => {
    const shop = await startShop({ ttlMs: 50 });
    await shop.get("/checkout", anna);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await shop.cacheOf("/checkout", anna)).toBe("miss");
    const bruno = "session=Bruno";
    const carla = "session=Carla";
    expect([await shop.cacheOf("/checkout", bruno), await shop.cacheOf("/checkout", anna)]).toEqual(["miss", "hit"]);
    // Two pages are kept: Carla's makes room by dropping Bruno's, the least recently served.
    await shop.get("/checkout", carla);
    expect([await shop.cacheOf("/checkout", anna), await shop.cacheOf("/checkout", bruno)]).toEqual(["hit", "miss"]);
  });
});

describe("visitorInPage", () => {
  it("writes the Visitor JSON as React Router's turbo-stream script does", () => {
    const json = JSON.stringify({ customer: { name: `O'Neil <&> "Ann"\u2028` }, cart: { total: "€1" } });
    // React Router: escapeHtml(JSON.stringify(line)), the line holding JSON.stringify(value).
    const line = `[${JSON.stringify(json)}]`;
    const script = JSON.stringify(line).replace(
      /[&><\u2028\u2029]/g,
      (character) => ({ "&": "\\u0026", ">": "\\u003e", "<": "\\u003c" })[character] ?? "\\u2028",
    );
    expect(script).toContain(visitorInPage(json));
    expect(visitorInPage(json)).not.toMatch(/[<>&]/);
  });
});

describe("cutPage", () => {
  const json = '{"customer":null}';
  const page = (slots: string) => `<h1>${slots}</h1><script>x("${visitorInPage(json)}")</script>`;

  it("cuts a page into what everyone shares and the visitor's slots", () => {
    const cut = cutPage(page("<visitor-slot>a</visitor-slot>-<visitor-slot></visitor-slot>"), json);
    expect(cut?.fragments).toEqual(["a", ""]);
    expect(cut?.texts).toHaveLength(4);
  });

  it("finds nothing to cut in a page that lacks its Visitor, holds it twice or before a slot, or nests slots", () => {
    expect(cutPage("<visitor-slot>a</visitor-slot>", json)).toBeNull();
    expect(cutPage(page("") + page(""), json)).toBeNull();
    expect(cutPage(`${page("")}<visitor-slot>a</visitor-slot>`, json)).toBeNull();
    expect(cutPage(page("<visitor-slot><visitor-slot>a</visitor-slot></visitor-slot>"), json)).toBeNull();
    expect(cutPage(page("<visitor-slot>a"), json)).toBeNull();
  });
});

describe("pageKey", () => {
  it("keys on the path and the parameters the page reads, sorted, values in order", () => {
    expect(pageKey("/men-shirts?page=2&color=3&utm_source=x")).toEqual({
      key: "/men-shirts?color=3&page=2",
      pathname: "/men-shirts",
      storable: false,
    });
    expect(pageKey("/men-shirts?page=2&color=3")).toMatchObject({ key: "/men-shirts?color=3&page=2", storable: true });
    expect(pageKey("/men-shirts?page=2&page=3").key).toBe("/men-shirts?page=2&page=3");
    expect(pageKey("/design-shirt/12?step=fabric&colour=4").key).toBe("/design-shirt/12?colour=4&step=fabric");
    expect(pageKey("/faq?step=fabric")).toMatchObject({ key: "/faq", storable: false });
    expect(pageKey("/faq")).toMatchObject({ key: "/faq", storable: true });
  });
});
