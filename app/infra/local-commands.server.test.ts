import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { askRunningShop, serveLocalCommands } from "./local-commands.server";

/* The channel through which commands on the shop's machine ask the running embedded shop. */

let dataDir = "";
let stop = async () => {};
const asked: string[] = [];

beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "shop-commands-"));
  asked.length = 0;
  ({ stop } = await serveLocalCommands(dataDir, {
    greet: {
      input: z.object({ name: z.string().min(1) }),
      run: async ({ name }: { name: string }) => {
        asked.push(name);
        return `Hello ${name}`;
      },
    },
  }));
});
afterEach(async () => {
  await stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const channelFile = () => path.join(dataDir, "local-commands.json");
const channel = () => JSON.parse(readFileSync(channelFile(), "utf8")) as { pid: number; url: string; secret: string };

describe("local commands", () => {
  it("runs a command asked with the secret that only the shop's user can read", async () => {
    expect(statSync(channelFile()).mode & 0o777).toBe(0o600);
    expect(new URL(channel().url).hostname).toBe("127.0.0.1");
    expect(await askRunningShop(dataDir, process.pid, "greet", { name: "Anna" })).toEqual({ result: "Hello Anna" });
    expect(asked).toEqual(["Anna"]);
  });

  it("refuses requests without the secret, from a browser, for unknown commands or with bad input", async () => {
    const { url, secret } = channel();
    const post = (command: string, headers: Record<string, string>, body: unknown = { name: "Mallory" }) =>
      fetch(`${url}/${command}`, { method: "POST", headers, body: JSON.stringify(body) });
    expect((await post("greet", {})).status).toBe(403);
    expect((await post("greet", { authorization: `Bearer ${secret.slice(1)}` })).status).toBe(403);
    expect((await post("greet", { authorization: `Bearer ${secret}`, origin: "http://localhost:3000" })).status).toBe(
      403,
    );
    expect((await post("toString", { authorization: `Bearer ${secret}` })).status).toBe(404);
    expect((await fetch(`${url}/greet`, { headers: { authorization: `Bearer ${secret}` } })).status).toBe(404);
    expect((await post("greet", { authorization: `Bearer ${secret}` }, { name: "" })).status).toBe(400);
    expect(asked).toEqual([]);
    await expect(askRunningShop(dataDir, process.pid, "greet", { name: "" })).rejects.toThrow(
      "The running shop did not do it: The command's input is not valid",
    );
  });

  it("is not asked of another process than the database's holder, nor once stopped", async () => {
    expect(await askRunningShop(dataDir, process.pid + 1, "greet", { name: "Anna" })).toBeNull();
    await stop();
    expect(existsSync(channelFile())).toBe(false);
    expect(await askRunningShop(dataDir, process.pid, "greet", { name: "Anna" })).toBeNull();
    expect(asked).toEqual([]);
  });
});
