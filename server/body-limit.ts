import type { Request, RequestHandler, Response } from "express";
import { bodyLimitFor, tooLargeMessage } from "~/infra/body-limits";

/** A request body was cut off past its limit. */
export class BodyTooLargeError extends Error {
  override name = "BodyTooLargeError";
}

/**
 * Request bodies past their limit (64 KB, webhooks 1 MB: infra/body-limits.ts) are
 * refused before they are read into memory:
 * - a Content-Length over the limit is answered 413 at once; the body is never read, Node
 *   discards it as it arrives (closing the connection instead would make clients still
 *   sending it miss the answer);
 * - a body sent in chunks, without Content-Length, is counted as it arrives: past the limit
 *   it is answered 413 (when nothing was answered yet) and cut off. The request errors, so the
 *   route reading it never sees a truncated body as a whole one. Its connection is not kept
 *   alive, so no client sends its next request on a connection the shop cut. (Browsers send
 *   forms with a Content-Length; chunked bodies come from scripts.)
 */
export function bodyLimit(limitFor: (path: string) => number = bodyLimitFor): RequestHandler {
  return (req, res, next) => {
    const limit = limitFor(req.path);
    const declared = req.headers["content-length"];
    if (declared !== undefined) {
      if (Number(declared) > limit) {
        answerTooLarge(res, limit);
        return;
      }
    } else if (req.headers["transfer-encoding"] !== undefined) {
      countChunks(req, res, limit);
    }
    next();
  };
}

function answerTooLarge(res: Response, limit: number, then?: () => void) {
  res.status(413).type("text/plain").send(tooLargeMessage(limit));
  if (then) res.once("finish", then);
}

function countChunks(req: Request, res: Response, limit: number) {
  res.set("Connection", "close");
  let received = 0;
  const count = (chunk: Buffer) => {
    received += chunk.byteLength;
    if (received <= limit) return;
    req.off("data", count);
    const cutOff = () => req.destroy(new BodyTooLargeError(tooLargeMessage(limit)));
    if (res.headersSent) cutOff();
    else answerTooLarge(res, limit, cutOff);
  };
  // Paused first: a 'data' listener alone would start the flow before the route reads the
  // body, and its first chunks would be lost to it.
  req.pause();
  req.on("data", count);
}
