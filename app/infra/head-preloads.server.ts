import { Transform, type TransformCallback } from "node:stream";

const MODULE_PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_MODULE_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';
const HEAD_END = Buffer.from("</head>");
const TAG_START = "<".charCodeAt(0);

/**
 * The page's JavaScript preloads at low priority, so a phone fetches the stylesheet and the
 * fonts first and paints the server's HTML sooner; the scripts still load in parallel and
 * hydrate the page after (it works without them). React Router writes its
 * `<link rel="modulepreload">` tags without a priority and React hoists them into the head
 * ahead of the stylesheet, where the browser (and Lighthouse's simulated phone) would give
 * twenty-odd scripts the same high priority as the CSS. Decision 024.
 *
 * Only the head is rewritten: once `</head>` has passed, the stream goes through untouched.
 * A tag cut between two chunks is held back until its chunk comes; cutting at `<` (ASCII)
 * never splits a UTF-8 character.
 */
export function lowPriorityModulePreloads(): Transform {
  let pending = Buffer.alloc(0);
  let inHead = true;
  const rewrite = (buffer: Buffer) => buffer.toString("utf8").replaceAll(MODULE_PRELOAD, LOW_PRIORITY_MODULE_PRELOAD);
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
