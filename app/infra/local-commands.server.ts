import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { readFileSync, renameSync, unlinkSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { z } from "zod";
import { logger } from "./logger.server";

/*
 * Commands run on the embedded shop's own machine (`npm run staff:create`) cannot open its
 * database while the shop holds it (app/db/embedded-lock.server.ts), so they ask the running
 * shop to do the work. The shop listens on 127.0.0.1, on a port the system chooses, and writes
 * the address with a secret made at each start to DATA_DIR/local-commands.json, readable by the
 * shop's user only, like secrets.json beside it. A request without that secret is refused, and
 * so is any request a browser sends (it carries an Origin). Whoever can read the secret could
 * open DATA_DIR's database and secrets anyway: the channel gives nobody more than that.
 */

const LOCAL_COMMANDS_FILE = "local-commands.json";
const MAX_INPUT_BYTES = 16 * 1024;
const ANSWER_TIMEOUT_MS = 30_000;

/** Where a running shop takes commands, as written in DATA_DIR/local-commands.json. */
type Channel = { pid: number; url: string; secret: string };

/** A command the shop takes: the input it accepts and what it does with it. */
export type LocalCommand<Input> = { input: z.ZodType<Input>; run: (input: Input) => Promise<unknown> };

const digest = (value: string) => createHash("sha256").update(value).digest();

function readChannel(dataDir: string): Channel | null {
  try {
    return JSON.parse(readFileSync(path.join(dataDir, LOCAL_COMMANDS_FILE), "utf8")) as Channel;
  } catch {
    return null;
  }
}

/** The request's body as JSON, or undefined when it is too long or not JSON. */
async function jsonBody(request: IncomingMessage): Promise<unknown> {
  let text = "";
  for await (const chunk of request) {
    text += chunk;
    if (text.length > MAX_INPUT_BYTES) return undefined;
  }
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Takes `commands` (by name) from this machine until `stop`: listens on 127.0.0.1 and writes
 * where, with this start's secret, into `dataDir`.
 */
export async function serveLocalCommands(
  dataDir: string,
  // biome-ignore lint/suspicious/noExplicitAny: each command checks its own input with its schema.
  commands: Record<string, LocalCommand<any>>,
): Promise<{ stop: () => Promise<void> }> {
  const secret = randomBytes(32).toString("base64url");
  const expected = digest(`Bearer ${secret}`);
  const server = createServer(async (request, response) => {
    const answer = (status: number, body: object) => {
      response.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
      response.end(JSON.stringify(body));
    };
    const name = new URL(request.url ?? "/", "http://local").pathname.slice(1);
    const command = Object.hasOwn(commands, name) ? commands[name] : undefined;
    if (request.method !== "POST" || !command) return answer(404, { error: "There is no such command." });
    const authorization = digest(request.headers.authorization ?? "");
    if (request.headers.origin !== undefined || !timingSafeEqual(authorization, expected)) {
      return answer(403, { error: "Only commands run with access to DATA_DIR may ask." });
    }
    const input = command.input.safeParse(await jsonBody(request));
    if (!input.success) return answer(400, { error: `The command's input is not valid: ${input.error.message}` });
    try {
      return answer(200, { result: await command.run(input.data) });
    } catch (error) {
      logger.error({ err: error, command: name }, "a local command failed");
      return answer(500, { error: "The shop could not do it: see its log." });
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;

  // Written whole under another name, then renamed: a command never reads half of it.
  const file = path.join(dataDir, LOCAL_COMMANDS_FILE);
  const draft = `${file}.${process.pid}`;
  const channel: Channel = { pid: process.pid, url: `http://127.0.0.1:${port}`, secret };
  writeFileSync(draft, JSON.stringify(channel), { mode: 0o600 });
  renameSync(draft, file);

  const forget = () => {
    process.off("exit", forget);
    if (readChannel(dataDir)?.secret !== secret) return;
    try {
      unlinkSync(file);
    } catch {
      // A file left behind names a process that is gone: commands do not trust it.
    }
  };
  process.once("exit", forget);
  return {
    async stop() {
      forget();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Asks the shop that runs as process `pid` with `dataDir` (the embedded database's holder) to run
 * `command` with `input`: its answer, or null when that process takes no commands (it is not the
 * shop, is still starting or is stopping). Throws with the shop's reason when it refuses.
 */
export async function askRunningShop(dataDir: string, pid: number, command: string, input: unknown) {
  const channel = readChannel(dataDir);
  if (!channel || channel.pid !== pid) return null;
  let response: Response;
  try {
    response = await fetch(`${channel.url}/${command}`, {
      method: "POST",
      headers: { authorization: `Bearer ${channel.secret}`, "content-type": "application/json" },
      body: JSON.stringify(input),
      signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
    });
  } catch {
    return null;
  }
  const body = (await response.json().catch(() => ({}))) as { result?: unknown; error?: string };
  if (!response.ok) throw new Error(`The running shop did not do it: ${body.error ?? `status ${response.status}`}`);
  return { result: body.result };
}
