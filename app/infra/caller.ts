/*
 * What the sign-in doors of customers and staff (accounts.server.ts, staff.server.ts) share:
 * who is asking, for rate limits, and the cookies an auth answer sets.
 */

/** A request and the caller's address, for rate limits. */
export type Caller = { request: Request; clientIp: string };

/** Only the Set-Cookie headers of a better-auth answer, to pass on with our answer. */
export function cookiesOf(headers: Headers | null | undefined): Headers {
  const cookies = new Headers();
  for (const cookie of headers?.getSetCookie() ?? []) cookies.append("Set-Cookie", cookie);
  return cookies;
}
