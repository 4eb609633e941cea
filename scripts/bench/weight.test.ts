import { describe, expect, it } from "vitest";
import { javascriptUrlsInHtml, staticImports } from "./weight";

const PAGE = "http://127.0.0.1:3000/faq";

describe("javascriptUrlsInHtml", () => {
  it("finds script src, modulepreload links and React Router's inline imports, not the routes the manifest only names", () => {
    const html = `<!DOCTYPE html><html><head>
      <link rel="modulepreload" href="/assets/entry.client-A.js" nonce="x"/>
      <link rel="stylesheet" href="/assets/root-B.css"/>
      <link rel="preload" as="font" href="/assets/inter.woff2"/>
      <script src="https://js.stripe.com/v3/"></script>
      <script type="application/ld+json">{"url":"/assets/not-a-script.js"}</script>
      </head><body>
      <script>window.__reactRouterContext = {"basename":"/"};</script>
      <script type="module" async="">
        import * as route0 from "/assets/root-C.js";
        import * as route1 from "/assets/faq-E.js";
        window.__reactRouterManifest = {"url":"/assets/manifest-X.js","entry":{"module":"/assets/entry.client-A.js","imports":["/assets/jsx-runtime-D.js"],"css":[]},
          "routes":{"routes/faq":{"module":"/assets/faq-E.js","imports":["./chunk-F.js"],"css":["/assets/faq.css"]},
          "routes/home":{"module":"/assets/home-G.js","imports":[],"css":[]}}};
        import("/assets/entry.client-A.js");
      </script></body></html>`;
    expect(javascriptUrlsInHtml(html, PAGE).sort()).toEqual(
      [
        "http://127.0.0.1:3000/assets/entry.client-A.js",
        "http://127.0.0.1:3000/assets/faq-E.js",
        "http://127.0.0.1:3000/assets/root-C.js",
        "https://js.stripe.com/v3/",
      ].sort(),
    );
  });

  it("ignores quoted URLs inside escaped loader data", () => {
    const html = `<script>stream.enqueue("[{\\"src\\":\\"/assets/x.js\\"}]")</script>`;
    expect(javascriptUrlsInHtml(html, PAGE)).toEqual([]);
  });
});

describe("staticImports", () => {
  it("follows static imports of a minified module, not dynamic ones", () => {
    const source = `import{j as e}from"./jsx-runtime-D.js";import"./side-effect.js";const l=()=>import("./lazy.js");`;
    expect(staticImports(source, "http://127.0.0.1:3000/assets/home-A.js")).toEqual([
      "http://127.0.0.1:3000/assets/jsx-runtime-D.js",
      "http://127.0.0.1:3000/assets/side-effect.js",
    ]);
  });
});
