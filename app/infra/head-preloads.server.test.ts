import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { withoutModulePreloads } from "./head-preloads.server";

const HTML =
  '<!DOCTYPE html><html lang="en"><head><title>Chemise — Atelier</title>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/root.js" nonce="n"/>' +
  '<link nonce="n" rel="stylesheet" href="/assets/root.css"/></head>' +
  '<body><p>Écru</p><link rel="modulepreload" href="/assets/later.js"/></body></html>';

/** The HTML through the transform, cut into chunks of `size` bytes. */
async function through(html: string, size: number) {
  const bytes = Buffer.from(html);
  const chunks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += size) chunks.push(bytes.subarray(start, start + size));
  return text(Readable.from(chunks).pipe(withoutModulePreloads()));
}

describe("withoutModulePreloads", () => {
  it("leaves the head's module preloads out and the rest as it was, however the HTML is cut", async () => {
    const expected = HTML.replace('<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/>', "").replace(
      '<link rel="modulepreload" href="/assets/root.js" nonce="n"/>',
      "",
    );
    expect(expected).toContain('<link nonce="n" rel="stylesheet" href="/assets/root.css"/></head>');
    expect(expected).toContain('<link rel="modulepreload" href="/assets/later.js"/>');
    for (const size of [1, 2, 7, 30, 64, 5000]) expect(await through(HTML, size)).toBe(expected);
  });

  it("passes a document without a head through whole", async () => {
    expect(await through("<p>Écru — 39 €</p>", 3)).toBe("<p>Écru — 39 €</p>");
  });
});
