import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isUnreadableAddress, refuseUnreadableAddresses } from "./unreadable-address";

/*
 * The guard in front of the routes: which addresses it refuses, that the refusal is the page
 * it is given (status, headers, cookies and all) and that no route behind it runs.
 */

/** The addresses the routes behind the guard were asked for. */
const reached: string[] = [];

const app = express();
app.use(
  refuseUnreadableAddresses(async (req) => {
    const page = new Response(`<h1>Refused</h1><p>${req.method}</p>`, {
      status: 400,
      headers: { "Content-Type": "text/html; charset=utf-8" },
    });
    page.headers.append("Set-Cookie", "a=1; Path=/");
    page.headers.append("Set-Cookie", "b=2; Path=/");
    return page;
  }),
);
app.all("/{*path}", (req, res) => {
  reached.push(req.originalUrl);
  res.send("the route");
});

let server: ReturnType<typeof app.listen>;
let url: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  reached.length = 0;
});

describe("isUnreadableAddress", () => {
  it("finds a control character in the path or the query, encoded or not", () => {
    for (const target of [
      "/style/%00",
      "/blog/a%00b",
      "/reset-password?token=%00",
      "/admin/orders?q=x&status=%1F",
      "/x?q=%7f",
      "/x?q=%0B",
      "/x?q=%0c",
      "/x?q=%1b%5B31m",
      "/x\u0000",
      "/x?q=\u0007",
    ]) {
      expect(isUnreadableAddress(target), target).toBe(true);
    }
  });

  it("lets through every other address, whitespace and malformed escapes included", () => {
    for (const target of [
      "/",
      "/style/how-to-measure",
      "/men-shirts?q=caf%C3%A9&page=2",
      "/men-shirts?q=a%09b%0A%0d",
      "/style/%2500",
      "/men-shirts?q=%",
      "/style/%E0%A4%A",
      "/x?q=100%25",
      "/x?q=%C2%80",
    ]) {
      expect(isUnreadableAddress(target), target).toBe(false);
    }
  });
});

describe("refuseUnreadableAddresses", () => {
  it("answers an address with NUL with the refusal page, and no route runs", async () => {
    const response = await fetch(`${url}/style/%00?q=1`);
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(await response.text()).toBe("<h1>Refused</h1><p>GET</p>");
    for (const method of ["POST", "HEAD", "DELETE"]) {
      expect((await fetch(`${url}/contact?x=%00`, { method })).status, method).toBe(400);
    }
    expect(reached).toEqual([]);
  });

  it("passes every other address on to the routes", async () => {
    const response = await fetch(`${url}/men-shirts?q=caf%C3%A9%09`);
    expect(await response.text()).toBe("the route");
    expect(reached).toEqual(["/men-shirts?q=caf%C3%A9%09"]);
  });
});
