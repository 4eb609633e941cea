import type { Request, RequestHandler, Response } from "express";

/*
 * Addresses no page of the shop takes, refused before any route runs: a control character in
 * the path or the query, written as it is or percent-encoded (%00). NUL above all: PostgreSQL
 * cannot keep it in text, so a route that looked up a slug, a token or a search with one
 * failed with a 500 (and cut a CSV export short). No address of the shop holds a control
 * character, and no field of its GET forms needs one; tab, line feed and carriage return are
 * let through all the same, since text pasted into a search may carry them.
 */

export const UNREADABLE_ADDRESS_MESSAGE =
  "This address contains a character no page of the shop accepts (a control character, such as NUL). Please check the link.";

/**
 * A control character other than tab, line feed and carriage return, as it is or percent-encoded.
 * Bytes below 0x80 always stand for themselves in UTF-8, so the encoded form is found without
 * decoding (which a malformed escape would make throw).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is looked for.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|%(?:0[0-8bcef]|1[0-9a-f]|7f)/i;

/** Whether a request target (path and query, as the client sent it) holds a control character. */
export function isUnreadableAddress(target: string): boolean {
  return CONTROL_CHARACTER.test(target);
}

/**
 * Answers an unreadable address with the page `renderRefusal` makes (the shop's error page,
 * status 400) instead of passing it on to the routes.
 */
export function refuseUnreadableAddresses(
  renderRefusal: (req: Request, res: Response) => Promise<globalThis.Response>,
): RequestHandler {
  return (req, res, next) => {
    if (!isUnreadableAddress(req.originalUrl)) {
      next();
      return;
    }
    renderRefusal(req, res)
      .then((page) => send(res, page))
      .catch(next);
  };
}

async function send(res: Response, page: globalThis.Response) {
  const body = Buffer.from(await page.arrayBuffer());
  res.status(page.status);
  for (const [name, value] of page.headers) {
    if (name !== "set-cookie" && name !== "content-length") res.setHeader(name, value);
  }
  const cookies = page.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
  res.send(body);
}
