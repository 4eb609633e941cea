/** Child processes of the benchmark: one-off commands and servers, each in its own process group. */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

/** Keeps the last lines a child printed, to show them when it fails. */
class OutputTail {
  private lines: string[] = [];
  constructor(private readonly max = 60) {}
  add(chunk: Buffer) {
    this.lines.push(...chunk.toString().split("\n").filter(Boolean));
    if (this.lines.length > this.max) this.lines = this.lines.slice(-this.max);
  }
  toString() {
    return this.lines.map((line) => `    | ${line}`).join("\n");
  }
}

/**
 * The environment of the children: never the configured database, mail server or payment
 * providers (without them, cards go to the built-in test provider).
 */
export function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _database, SMTP_URL: _smtp, ...env } = process.env;
  const withoutProviders = Object.entries(env).filter(([name]) => !/^(STRIPE|PAYPAL)_/.test(name));
  return { ...Object.fromEntries(withoutProviders), ...extra };
}

type SpawnOptions = { cwd: string; env?: NodeJS.ProcessEnv };

function spawnGroup(command: string, args: string[], options: SpawnOptions) {
  const tail = new OutputTail();
  // detached: the child leads a new process group, so stopping it also stops what it
  // started (npx -> tsx -> node), and a Ctrl-C in the terminal reaches only the benchmark,
  // which then stops its children itself.
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const stdout: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => {
    tail.add(chunk);
    stdout.push(chunk);
  });
  child.stderr?.on("data", (chunk: Buffer) => tail.add(chunk));
  return { child, tail, stdout: () => Buffer.concat(stdout).toString() };
}

/** Runs a command to completion and returns what it printed; throws with the end of its output when it fails. */
export async function run(command: string, args: string[], options: SpawnOptions): Promise<string> {
  const { child, tail, stdout } = spawnGroup(command, args, options);
  const running = trackGroup(child);
  try {
    const [code, signal] = (await once(child, "exit")) as [number | null, NodeJS.Signals | null];
    if (code !== 0) {
      throw new Error(`\`${command} ${args.join(" ")}\` failed (${signal ?? `exit code ${code}`}):\n${tail}`);
    }
    return stdout();
  } finally {
    await stopGroup(child);
    running.done();
  }
}

// Every live process group, so an interrupted benchmark can stop them all.
const liveGroups = new Set<ChildProcess>();
function trackGroup(child: ChildProcess) {
  liveGroups.add(child);
  return { done: () => liveGroups.delete(child) };
}

/** Stops every child process group still running (on Ctrl-C). */
export async function stopAllGroups() {
  await Promise.all([...liveGroups].map((child) => stopGroup(child)));
}

function groupAlive(pid: number) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // the group is already gone
  }
}

/** SIGTERM to the whole group, SIGKILL to whatever is left after `graceMs`. */
async function stopGroup(child: ChildProcess, graceMs = 12_000) {
  const pid = child.pid;
  if (pid === undefined) return;
  if (!groupAlive(pid)) return;
  signalGroup(pid, "SIGTERM");
  const deadline = Date.now() + graceMs;
  while (groupAlive(pid) && Date.now() < deadline) await sleep(100);
  if (groupAlive(pid)) signalGroup(pid, "SIGKILL");
  while (groupAlive(pid)) await sleep(50);
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  server.close();
  if (address === null || typeof address === "string") throw new Error("Could not find a free port");
  return address.port;
}

export type RunningServer = {
  name: string;
  url: string;
  stop: () => Promise<void>;
  /** The last lines the server printed. */
  output: () => string;
};

type ServerOptions = SpawnOptions & {
  name: string;
  command: string;
  args: string[];
  port: number;
  /** How long to wait for /healthz to answer 200 (first start migrates and seeds the database). */
  startTimeoutMs?: number;
};

/** Starts a server and resolves once its /healthz answers 200. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const { child, tail } = spawnGroup(options.command, options.args, options);
  const running = trackGroup(child);
  const url = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    await stopGroup(child);
    running.done();
  };
  try {
    await waitForHealth(url, child, options.startTimeoutMs ?? 180_000);
  } catch (error) {
    await stop();
    throw new Error(`${options.name} did not start: ${(error as Error).message}\n${tail}`);
  }
  return { name: options.name, url, stop, output: () => tail.toString() };
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`it exited (${child.signalCode ?? `exit code ${child.exitCode}`})`);
    }
    try {
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`no answer from ${url}/healthz within ${timeoutMs / 1000} s`);
}
