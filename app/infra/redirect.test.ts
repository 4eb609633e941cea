import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./redirect";

describe("safeRedirectPath", () => {
  it("keeps a path on this site with its query", () => {
    expect(safeRedirectPath("/men-shirts?id=2")).toBe("/men-shirts?id=2");
    expect(safeRedirectPath("/design-shirt/1?step=fabric#collar")).toBe("/design-shirt/1?step=fabric#collar");
  });

  it("gives the normalised path, dot segments resolved", () => {
    expect(safeRedirectPath("/account/../my-sizes")).toBe("/my-sizes");
    expect(safeRedirectPath("/./cart")).toBe("/cart");
  });

  it.each([
    // These two once answered `Location: //evil.example/x` (POST /currency, /login?returnUrl=): an open redirect.
    "/.//evil.example/x",
    "/..//evil.example/x",
    "/./..//evil.example",
    "/a/../..//evil.example",
    "https://evil.example/",
    "//evil.example/path",
    "///evil.example",
    "/\\evil.example",
    "/.\\evil.example",
    "/%2F%2Fevil.example",
    "/%2f/evil.example",
    "/%5Cevil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/cart\r\nSet-Cookie: x=1",
    "/\u0000/evil.example",
    " /cart",
    "javascript:alert(1)",
    "men-shirts",
    "",
    null,
    42,
    ["/cart"],
  ])("refuses %j", (value) => {
    expect(safeRedirectPath(value)).toBe("/");
  });

  it("uses the given fallback", () => {
    expect(safeRedirectPath("https://evil.example", "/account")).toBe("/account");
  });
});
