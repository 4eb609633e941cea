/*
 * Calling route loaders and actions in integration tests as React Router does: a request
 * with the browser's cookie and form, from a client address, and whatever the route returns
 * or throws read back as status, Location, headers and data.
 */

type Handler = (args: never) => unknown;
let ipCounter = 0;

/** Runs a loader (no form) or an action (with a form); a thrown response is returned. */
export async function callRoute(
  handler: Handler,
  path: string,
  options: {
    form?: Record<string, string | number>;
    cookie?: string;
    ip?: string;
    /** The route's parameters, e.g. `{ id: "1" }` for /design-shirt/1. */
    params?: Record<string, string>;
  } = {},
): Promise<unknown> {
  ipCounter++;
  const body = options.form
    ? new URLSearchParams(Object.entries(options.form).map(([name, value]) => [name, String(value)]))
    : undefined;
  const request = new Request(`http://localhost${path}`, {
    method: options.form ? "POST" : "GET",
    headers: options.cookie ? { cookie: options.cookie } : {},
    body,
  });
  // Each call comes from its own address unless told otherwise, so rate limits stay out of the way.
  const context = { cspNonce: "", clientIp: options.ip ?? `10.9.${ipCounter >> 8}.${ipCounter & 255}` };
  try {
    return await handler({ request, params: options.params ?? {}, context } as never);
  } catch (thrown) {
    return thrown;
  }
}

/** Status, Location, cookies and data of whatever a loader or action gave back. */
export function answer(result: unknown) {
  if (result instanceof Response) {
    return {
      status: result.status,
      location: result.headers.get("Location"),
      headers: result.headers,
      data: undefined,
    };
  }
  const withInit = result as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (withInit?.type === "DataWithResponseInit") {
    return {
      status: withInit.init?.status ?? 200,
      location: null,
      headers: new Headers(withInit.init?.headers),
      data: withInit.data as Record<string, unknown>,
    };
  }
  return { status: 200, location: null, headers: new Headers(), data: result as Record<string, unknown> };
}
