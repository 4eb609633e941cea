import { describe, expect, it } from "vitest";
import { afterSignInPath, loginPathFor } from "./accounts";

describe("afterSignInPath", () => {
  const path = (query: string) => afterSignInPath(new URLSearchParams(query));

  it("goes to the account without a returnUrl, or to the shipping form when coming from the cart", () => {
    expect(path("")).toBe("/account");
    expect(path("from=cart")).toBe("/confirm-adress");
  });

  it("honours a returnUrl on this site, with its query", () => {
    expect(path("returnUrl=%2Fmy-sizes%3Ftab%3D2")).toBe("/my-sizes?tab=2");
    expect(path("returnUrl=/checkout&from=cart")).toBe("/checkout");
  });

  it.each(["https://evil.example/", "//evil.example", "/\\evil.example", "/.//evil.example/x", "javascript:alert(1)"])(
    "ignores the returnUrl %s",
    (returnUrl) => {
      expect(path(new URLSearchParams({ returnUrl }).toString())).toBe("/account");
    },
  );
});

describe("loginPathFor", () => {
  it("asks to come back to the page and its query after signing in", () => {
    const login = loginPathFor(new URL("http://shop.test/history-order?page=2"));
    expect(login).toBe("/login?returnUrl=%2Fhistory-order%3Fpage%3D2");
    expect(afterSignInPath(new URL(login, "http://shop.test").searchParams)).toBe("/history-order?page=2");
  });
});
