import type { AddressInfo } from "node:net";
import { createReadableStreamFromReadable } from "@react-router/node";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bodyLimit } from "./body-limit";

/*
 * The body limit in front of a handler that reads the body as React Router's Express adapter
 * does (a web stream over the Node request): what the client is answered, and what the
 * handler gets to see.
 */

const LIMIT = 1024;
/** What the handler read of each body: its length, or the error reading it ended with. */
const seen: (number | string)[] = [];

const app = express();
app.use(bodyLimit((path) => (path.startsWith("/webhooks/") ? 4 * LIMIT : LIMIT)));
app.post("/{*path}", async (req, res) => {
  const body = new Request("http://shop.test/", {
    method: "POST",
    body: createReadableStreamFromReadable(req),
    duplex: "half",
  } as RequestInit);
  try {
    const text = await body.text();
    seen.push(text.length);
    res.send(`read ${text.length}`);
  } catch (error) {
    seen.push((error as Error).name);
    if (!res.headersSent) res.status(400).send("unreadable");
  }
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
  seen.length = 0;
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe("bodyLimit", () => {
  it("lets a body within the limit through, whole", async () => {
    const response = await fetch(`${url}/cart`, { method: "POST", body: "a".repeat(LIMIT) });
    expect(await response.text()).toBe(`read ${LIMIT}`);
  });

  it("answers 413 to a Content-Length over the limit without the handler reading it", async () => {
    const response = await fetch(`${url}/cart`, { method: "POST", body: "a".repeat(20 * LIMIT) });
    expect(response.status).toBe(413);
    expect(await response.text()).toBe("This request is too large: the shop accepts at most 1 KB here.");
    await settle();
    expect(seen).toEqual([]);
  });

  it("gives webhooks their own, larger limit", async () => {
    const body = "a".repeat(2 * LIMIT);
    expect((await fetch(`${url}/webhooks/stripe`, { method: "POST", body })).status).toBe(200);
    expect((await fetch(`${url}/cart`, { method: "POST", body })).status).toBe(413);
  });

  it("cuts off a chunked body past the limit: the handler never sees it as a whole", async () => {
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      async pull(controller) {
        sent += 256;
        controller.enqueue(new Uint8Array(256).fill(97));
        await new Promise((resolve) => setTimeout(resolve, 1));
        if (sent >= 64 * LIMIT) controller.close();
      },
    });
    const answer = await fetch(`${url}/cart`, { method: "POST", body: endless, duplex: "half" } as RequestInit).then(
      (response) => response.status,
      () => "cut off",
    );
    expect([413, "cut off"]).toContain(answer);
    await settle();
    expect(seen).toEqual(["BodyTooLargeError"]);
  });

  it("lets a chunked body within the limit through, whole", async () => {
    const chunks = [new Uint8Array(300).fill(97), new Uint8Array(300).fill(98)];
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    });
    const response = await fetch(`${url}/cart`, { method: "POST", body: stream, duplex: "half" } as RequestInit);
    expect(await response.text()).toBe("read 600");
  });
});
