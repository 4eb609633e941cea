import type { HeadersArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { passHeaders, privatePageHeaders } from "./headers";

function args(sources: { parent?: HeadersInit; loader?: HeadersInit; action?: HeadersInit; error?: HeadersInit }) {
  return {
    parentHeaders: new Headers(sources.parent),
    loaderHeaders: new Headers(sources.loader),
    actionHeaders: new Headers(sources.action),
    errorHeaders: sources.error ? new Headers(sources.error) : undefined,
  } as HeadersArgs;
}

describe("passHeaders", () => {
  it("passes on what the action, loader or error answered with, over the parent's", () => {
    const headers = passHeaders(
      args({ parent: { "X-Parent": "1" }, action: { "Retry-After": "42" }, loader: { "Cache-Control": "max-age=5" } }),
    );
    expect(headers.get("Retry-After")).toBe("42");
    expect(headers.get("Cache-Control")).toBe("max-age=5");
    expect(headers.get("X-Parent")).toBe("1");
    expect(passHeaders(args({ error: { "Retry-After": "7" } })).get("Retry-After")).toBe("7");
  });

  it("leaves cookies to React Router", () => {
    const headers = passHeaders(args({ parent: { "Set-Cookie": "a=1" }, loader: { "Set-Cookie": "b=2" } }));
    expect(headers.getSetCookie()).toEqual([]);
  });

  it("keeps a parent's no-store: a page inside a private one is private", () => {
    const headers = passHeaders(
      args({ parent: { "Cache-Control": "no-store" }, loader: { "Cache-Control": "max-age=60" } }),
    );
    expect(headers.get("Cache-Control")).toBe("no-store");
  });
});

describe("privatePageHeaders", () => {
  it("is no-store whatever the loader says, and still passes Retry-After", () => {
    const headers = privatePageHeaders(
      args({ loader: { "Cache-Control": "max-age=60" }, action: { "Retry-After": "3" } }),
    );
    expect(headers.get("Cache-Control")).toBe("no-store");
    expect(headers.get("Retry-After")).toBe("3");
  });
});
