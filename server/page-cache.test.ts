import { randomBytes } from "node:crypto";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { invalidate } from "~/infra/invalidation.server";
import { anonymousPageCache, pageKey } from "./page-cache";

/** A small app whose page shows its nonce and counts its renders, behind the page cache. */
async function startApp(
  page: (req: express.Request, res: express.Response) => void,
  ttlMs = 60_000,
  options: { compress?: boolean } = {},
) {
  let renders = 0;
  let cookies = 0;
  const app = express();
  if (options.compress) app.use(compression({ threshold: 0 }));
  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(8).toString("hex");
    next();
  });
  app.use(
    anonymousPageCache({
      ttlMs,
      maxEntries: 2,
      sharedCookies: ["currency"],
      cartCookie: { name: "cart", create: async () => `cart=fresh-${++cookies}; Path=/; HttpOnly` },
      nonceOf: (res) => res.locals.cspNonce as string,
    }),
  );
  app.use((req, res) => {
    renders++;
    page(req, res);
  });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, () => resolve(listening));
  });
  servers.push(server);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, renders: () => renders };
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

const html = (req: express.Request, res: express.Response) => {
  res.type("html").send(`<script nonce="${res.locals.cspNonce}">1</script><p>${req.originalUrl}</p>`);
};

describe("anonymousPageCache", () => {
  it("renders an anonymous page once and serves copies with this response's nonce", async () => {
    const app = await startApp(html);
    const first = await fetch(`${app.base}/men-shirts?page=2`);
    const second = await fetch(`${app.base}/men-shirts?page=2`);
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(app.renders()).toBe(1);
    const [a, b] = [await first.text(), await second.text()];
    const nonceOf = (body: string) => /nonce="([0-9a-f]+)"/.exec(body)?.[1];
    expect(nonceOf(a)).toBeDefined();
    expect(nonceOf(b)).toBeDefined();
    expect(nonceOf(b)).not.toBe(nonceOf(a));
    expect(b.replace(/nonce="[0-9a-f]+"/, "")).toBe(a.replace(/nonce="[0-9a-f]+"/, ""));
    expect(second.headers.get("content-type")).toContain("text/html");
  });

  it("compresses every copy anew when the shop compresses its answers", async () => {
    // Streamed like React Router's pages: compression() sets Content-Encoding at the first write.
    const streamed = (req: express.Request, res: express.Response) => {
      res.type("html");
      res.write(`<script nonce="${res.locals.cspNonce}">1</script>`);
      res.end(`<p>${req.originalUrl}</p>`);
    };
    const app = await startApp(streamed, 60_000, { compress: true });
    const answers = [];
    for (let visit = 0; visit < 2; visit++) {
      const answer = await fetch(`${app.base}/faq`, { headers: { "accept-encoding": "gzip" } });
      answers.push({ cache: answer.headers.get("x-page-cache"), body: await answer.text() });
    }
    expect(answers.map((answer) => answer.cache)).toEqual(["miss", "hit"]);
    expect(answers[1]?.body).toContain("<p>/faq</p>");
  });

  it("keeps one copy per address and per shared cookie, and renders for anyone with another cookie", async () => {
    const app = await startApp(html);
    await fetch(`${app.base}/`);
    await fetch(`${app.base}/`, { headers: { cookie: "currency=EUR" } });
    expect(app.renders()).toBe(2);
    const personal = await fetch(`${app.base}/`, { headers: { cookie: "currency=EUR; shop.session_token=abc" } });
    expect(personal.headers.get("x-page-cache")).toBeNull();
    await fetch(`${app.base}/`, { headers: { cookie: "cart=xyz" } });
    expect(app.renders()).toBe(4);
    expect((await fetch(`${app.base}/`, { headers: { cookie: "currency=EUR" } })).headers.get("x-page-cache")).toBe(
      "hit",
    );
  });

  it("hands every visitor of a page that gives out a cart cookie a new one, and keeps no other cookie", async () => {
    const app = await startApp((req, res) => {
      if (req.path === "/shirt") res.append("Set-Cookie", "cart=rendered; Path=/");
      if (req.path === "/personal") res.append("Set-Cookie", "size_draft=1; Path=/");
      html(req, res);
    });
    await fetch(`${app.base}/shirt`);
    const copies = [await fetch(`${app.base}/shirt`), await fetch(`${app.base}/shirt`)];
    expect(copies.map((copy) => copy.headers.get("set-cookie"))).toEqual([
      "cart=fresh-1; Path=/; HttpOnly",
      "cart=fresh-2; Path=/; HttpOnly",
    ]);
    await fetch(`${app.base}/personal`);
    await fetch(`${app.base}/personal`);
    expect(app.renders()).toBe(3);
  });

  it("never keeps errors, redirects, posts, other content or pages marked private", async () => {
    const app = await startApp((req, res) => {
      if (req.path === "/missing") res.status(404).type("html").send("not found");
      else if (req.path === "/moved") res.redirect("/");
      else if (req.path === "/json") res.json({ ok: true });
      else if (req.path === "/private") res.set("Cache-Control", "no-store").type("html").send("mine");
      else html(req, res);
    });
    for (const path of ["/missing", "/moved", "/json", "/private"]) {
      await fetch(`${app.base}${path}`, { redirect: "manual" });
      await fetch(`${app.base}${path}`, { redirect: "manual" });
    }
    await fetch(`${app.base}/form`, { method: "POST" });
    await fetch(`${app.base}/form`, { method: "POST" });
    expect(app.renders()).toBe(10);
  });

  it("renders again once a copy is too old", async () => {
    const app = await startApp(html, 50);
    await fetch(`${app.base}/a`);
    await new Promise((resolve) => setTimeout(resolve, 80));
    await fetch(`${app.base}/a`);
    expect(app.renders()).toBe(2);
  });

  it("forgets the oldest copy when full", async () => {
    const app = await startApp(html);
    for (const path of ["/a", "/b", "/c", "/a", "/c"]) await fetch(`${app.base}${path}`);
    // Two copies at most: /c pushed /a out, then /a pushed /b out; /c stayed.
    expect(app.renders()).toBe(4);
  });

  it("forgets the least recently served copy when full, not the first one kept", async () => {
    const app = await startApp(html);
    const cacheOf = async (path: string) => (await fetch(`${app.base}${path}`)).headers.get("x-page-cache");
    expect([await cacheOf("/a"), await cacheOf("/b"), await cacheOf("/a")]).toEqual(["miss", "miss", "hit"]);
    // /a was just served: /b is the least recently used and makes room for /c.
    expect(await cacheOf("/c")).toBe("miss");
    expect([await cacheOf("/a"), await cacheOf("/c"), await cacheOf("/b")]).toEqual(["hit", "hit", "miss"]);
  });

  it("serves the copy of a page to its address with parameters the page does not read, and keeps no more", async () => {
    const app = await startApp(html);
    await fetch(`${app.base}/faq`);
    for (let visit = 0; visit < 20; visit++) {
      const answer = await fetch(`${app.base}/faq?x=${randomBytes(4).toString("hex")}&utm_source=mail`);
      expect(answer.headers.get("x-page-cache")).toBe("hit");
      expect(await answer.text()).toContain("<p>/faq</p>");
    }
    expect(app.renders()).toBe(1);
  });

  it("keeps a page only as asked for without other parameters, so one visitor's parameters never reach another", async () => {
    const app = await startApp(html);
    const first = await fetch(`${app.base}/faq?email=someone%40example.com`);
    expect(await first.text()).toContain("someone%40example.com");
    const next = await fetch(`${app.base}/faq?email=another%40example.com`);
    expect(await next.text()).toContain("another%40example.com");
    expect((await fetch(`${app.base}/faq`)).headers.get("x-page-cache")).toBe("miss");
    expect(app.renders()).toBe(3);
  });

  it("keeps one copy per value of the parameters a page reads, whatever their order", async () => {
    const app = await startApp(html);
    const cacheOf = async (query: string) =>
      (await fetch(`${app.base}/men-shirts?${query}`)).headers.get("x-page-cache");
    expect(await cacheOf("color=2&page=2")).toBe("miss");
    expect(await cacheOf("page=2&color=2")).toBe("hit");
    expect(await cacheOf("page=2&color=2&fbclid=abc")).toBe("hit");
    expect(await cacheOf("page=3&color=2")).toBe("miss");
    expect(app.renders()).toBe(2);
  });

  it("forgets every copy when shared data changes", async () => {
    const app = await startApp(html);
    await fetch(`${app.base}/faq`);
    await invalidate("currencies");
    expect((await fetch(`${app.base}/faq`)).headers.get("x-page-cache")).toBe("miss");
    expect((await fetch(`${app.base}/faq`)).headers.get("x-page-cache")).toBe("hit");
    expect(app.renders()).toBe(2);
  });

  it("does not keep a page rendered while shared data changed", async () => {
    let hold = true;
    let release = () => {};
    let held = () => {};
    const renderStarted = new Promise<void>((resolve) => {
      held = resolve;
    });
    const app = await startApp((req, res) => {
      if (!hold) return html(req, res);
      // Rendered from the data of before the change, sent after it.
      release = () => html(req, res);
      held();
    });
    const during = fetch(`${app.base}/faq`);
    await renderStarted;
    await invalidate("content");
    hold = false;
    release();
    expect((await during).headers.get("x-page-cache")).toBe("miss");
    expect((await fetch(`${app.base}/faq`)).headers.get("x-page-cache")).toBe("miss");
    expect(app.renders()).toBe(2);
  });
});

describe("pageKey", () => {
  it("keys on the path and the parameters the page reads, sorted, values in order", () => {
    expect(pageKey("/men-shirts?page=2&color=3&utm_source=x")).toEqual({
      key: "/men-shirts?color=3&page=2",
      storable: false,
    });
    expect(pageKey("/men-shirts?page=2&color=3")).toEqual({ key: "/men-shirts?color=3&page=2", storable: true });
    expect(pageKey("/men-shirts?page=2&page=3").key).toBe("/men-shirts?page=2&page=3");
    expect(pageKey("/design-shirt/12?step=fabric&colour=4").key).toBe("/design-shirt/12?colour=4&step=fabric");
    expect(pageKey("/faq?step=fabric")).toEqual({ key: "/faq", storable: false });
    expect(pageKey("/faq")).toEqual({ key: "/faq", storable: true });
  });
});
