import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/*
 * A pass-through in front of a provider's API (the Stripe fake), for the one crash a kill
 * at a random moment rarely hits: after the provider did what the shop asked, before the shop
 * reads the answer. Armed with `cutAfter`, the proxy forwards the next matching request, lets
 * the provider answer, then runs `then` (the test kills the shop) and drops the connection.
 */

export type ApiProxy = {
  url: string;
  /** The next `method` request to a path starting with `pathPrefix` reaches the provider; its answer is not passed on. */
  cutAfter(method: string, pathPrefix: string, then: () => Promise<void>): void;
  /** How many answers were dropped. */
  cuts(): number;
  close(): Promise<void>;
};

const HOP_HEADERS = new Set(["host", "connection", "content-length", "transfer-encoding", "keep-alive"]);

async function bodyOf(incoming: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startApiProxy(target: string): Promise<ApiProxy> {
  let armed: { method: string; pathPrefix: string; then: () => Promise<void> } | null = null;
  let cuts = 0;
  const server = createServer(async (incoming, outgoing) => {
    const method = incoming.method ?? "GET";
    const body = await bodyOf(incoming);
    const headers = Object.fromEntries(
      Object.entries(incoming.headers).flatMap(([name, value]) =>
        HOP_HEADERS.has(name) || value === undefined ? [] : [[name, Array.isArray(value) ? value.join(", ") : value]],
      ),
    );
    try {
      const answer = await fetch(new URL(incoming.url ?? "/", target), {
        method,
        headers,
        body: method === "GET" || method === "HEAD" ? undefined : new Uint8Array(body),
      });
      const text = await answer.text();
      const cut = armed;
      if (cut && method === cut.method && (incoming.url ?? "").startsWith(cut.pathPrefix)) {
        armed = null;
        cuts += 1;
        await cut.then();
        outgoing.destroy();
        return;
      }
      outgoing.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "application/json" });
      outgoing.end(text);
    } catch {
      outgoing.destroy();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    cutAfter(method, pathPrefix, then) {
      armed = { method, pathPrefix, then };
    },
    cuts: () => cuts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
