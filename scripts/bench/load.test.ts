import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { drain } from "./load";

describe("drain", () => {
  it("returns once the server has answered everything queued before it", async () => {
    // A server with one worker, like the shop on PGlite: requests are answered in turn.
    const answered: string[] = [];
    let queue = Promise.resolve();
    const server = createServer((request, response) => {
      queue = queue.then(async () => {
        await new Promise((resolve) => setTimeout(resolve, 40));
        answered.push(request.url ?? "");
        response.end("ok");
      });
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const backlog = ["/slow-1", "/slow-2", "/slow-3"].map((path) => fetch(`${base}${path}`).then((r) => r.text()));
      await new Promise((resolve) => setTimeout(resolve, 10));
      await drain(`${base}/next`, { cookie: "a=1" });
      expect(answered).toEqual(["/slow-1", "/slow-2", "/slow-3", "/next"]);
      await Promise.all(backlog);
    } finally {
      server.close();
    }
  });
});
