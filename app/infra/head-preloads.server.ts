import { Transform, type TransformCallback } from "node:stream";

/** A `<link rel="modulepreload" ...>` tag as React Router writes it (React never puts `>` inside an attribute). */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const HEAD_END = Buffer.from("</head>");
const TAG_START = "<".charCodeAt(0);

/**
 * The page's head without its script preloads, so a phone fetches only the stylesheet and the
 * fonts before it paints the server's HTML (decision 024). React Router writes about
 * 25 `<link rel="modulepreload">` tags and React hoists them into the head: even at low
 * priority, 150 to 250 KiB of scripts were downloading with the first paint on a slow phone,
 * and Lighthouse's largest paint waited for them. The scripts still load: the inline module
 * script at the end of the body imports the entry and the page's route modules, and the browser
 * follows their imports; the page is hydrated a little later, and it works before that anyway.
 *
 * Only the head is rewritten: once `</head>` has passed, the stream goes through untouched.
 * A tag cut between two chunks is held back until its chunk comes; cutting at `<` (ASCII)
 * never splits a UTF-8 character.
 */
export function withoutModulePreloads(): Transform {
  let pending = Buffer.alloc(0);
  let inHead = true;
  const rewrite = (buffer: Buffer) => buffer.toString("utf8").replace(MODULE_PRELOAD, "");
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (!inHead) return callback(null, chunk);
      const buffer = pending.length > 0 ? Buffer.concat([pending, chunk]) : chunk;
      const headEnd = buffer.indexOf(HEAD_END);
      if (headEnd !== -1) {
        inHead = false;
        pending = Buffer.alloc(0);
        return callback(
          null,
          Buffer.concat([Buffer.from(rewrite(buffer.subarray(0, headEnd))), buffer.subarray(headEnd)]),
        );
      }
      const cut = buffer.lastIndexOf(TAG_START);
      const ready = cut === -1 ? buffer : buffer.subarray(0, cut);
      pending = cut === -1 ? Buffer.alloc(0) : Buffer.from(buffer.subarray(cut));
      callback(null, ready.length > 0 ? Buffer.from(rewrite(ready)) : undefined);
    },
    flush(callback: TransformCallback) {
      callback(null, pending.length > 0 ? Buffer.from(rewrite(pending)) : undefined);
    },
  });
}
