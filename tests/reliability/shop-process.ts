import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream, mkdtempSync, type WriteStream } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/*
 * The built shop as a process of its own, as it runs in production: started on a port and a
 * fresh data directory, killed without warning (SIGKILL) or stopped gracefully (SIGTERM), and
 * started again on the same port and data. Its output goes to DATA_DIR/shop.log.
 *
 * It runs as `node --import tsx server/index.ts` rather than through `npx tsx`: npx and the
 * tsx command line each put a wrapper process between the test and the server, and a SIGKILL
 * to a wrapper would leave the server running.
 */

/** Settings every reliability shop runs with; a test adds its own (the Stripe fake's). */
const BASE_ENV = {
  NODE_ENV: "production",
  LOG_LEVEL: "warn",
  RATE_LIMITS: "0",
  // Reconciliation of started payments runs every second, so a crash is made good quickly.
  ORDER_SWEEP_SECONDS: "1",
};

const STARTUP_TIMEOUT_MS = 90_000;
const REPOSITORY_ROOT = fileURLToPath(new URL("../..", import.meta.url));

export type ShopProcess = {
  url: string;
  dataDir: string;
  /** Starts the shop and resolves once /healthz answers. */
  start(): Promise<void>;
  /** SIGKILL: the process ends at once, whatever it was doing. */
  kill(): Promise<void>;
  /** SIGTERM: the shop finishes its open requests and closes its database. */
  stop(): Promise<void>;
  /** Kills the shop if it still runs and closes its log. */
  dispose(): Promise<void>;
};

/** A port nobody listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === "string") throw new Error("no port was given");
  return address.port;
}

/** A shop on `port` (a free one by default) and a fresh data directory; `start` starts it. */
export async function createShopProcess(
  options: { port?: number; env?: Record<string, string> } = {},
): Promise<ShopProcess> {
  const port = options.port ?? (await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), "shop-reliability-"));
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();
  let log: WriteStream | null = null;

  async function start() {
    if (child) throw new Error("the shop is already running");
    log ??= createWriteStream(path.join(dataDir, "shop.log"), { flags: "a" });
    const started = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
      env: { ...process.env, ...BASE_ENV, ...options.env, PORT: String(port), DATA_DIR: dataDir },
      cwd: REPOSITORY_ROOT,
      stdio: ["ignore", "pipe", "pipe"],
    });
    started.stdout?.pipe(log, { end: false });
    started.stderr?.pipe(log, { end: false });
    child = started;
    // A shop must not outlive the test process that started it (it would keep its port, and
    // any lock the test process was started under).
    const killWithTestProcess = () => started.kill("SIGKILL");
    process.once("exit", killWithTestProcess);
    exited = new Promise((resolve) =>
      started.once("exit", () => {
        process.off("exit", killWithTestProcess);
        if (child === started) child = null;
        resolve();
      }),
    );
    const deadline = Date.now() + STARTUP_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (child !== started) throw new Error(`the shop did not start: see ${path.join(dataDir, "shop.log")}`);
      if (await healthy(url)) return;
      await sleep(100);
    }
    throw new Error(`the shop did not answer /healthz within ${STARTUP_TIMEOUT_MS} ms`);
  }

  async function signal(name: "SIGKILL" | "SIGTERM") {
    if (!child) return;
    child.kill(name);
    await exited;
  }

  return {
    url,
    dataDir,
    start,
    kill: () => signal("SIGKILL"),
    stop: () => signal("SIGTERM"),
    async dispose() {
      await signal("SIGKILL");
      await new Promise<void>((resolve) => (log ? log.end(resolve) : resolve()));
    },
  };
}

async function healthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Runs a script of the repository (`node --import tsx`) with `env` added: its exit code and everything it printed. */
export function runCommand(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
      cwd: REPOSITORY_ROOT,
      env: { ...process.env, ...env, LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once("exit", (code) => resolve({ code, output }));
  });
}

/** Runs a script of the repository with the shop's configuration in `env`; its output, or a rejection when it fails. */
export async function runScript(script: string, args: string[], env: Record<string, string>): Promise<string> {
  const { code, output } = await runCommand(script, args, env);
  if (code !== 0) throw new Error(`${script} failed: ${output}`);
  return output;
}
