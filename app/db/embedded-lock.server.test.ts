import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { connect } from "./client.server";
import { DatabaseInUseError, type LockHolder, lockEmbeddedDatabase, lockFileOf } from "./embedded-lock.server";

/*
 * The embedded database's lock between real processes: each child below is a Node process that
 * takes the lock on a "go" line, says whether it got it, and holds it until its input closes.
 */

const LOCK_MODULE = new URL("./embedded-lock.server.ts", import.meta.url).href;
const CHILD = `
import { createInterface } from "node:readline";
const { lockEmbeddedDatabase } = await import(${JSON.stringify(LOCK_MODULE)});
const lines = createInterface({ input: process.stdin });
console.log("ready");
for await (const line of lines) {
  if (line !== "go") continue;
  try {
    lockEmbeddedDatabase(process.env.DATABASE_DIR);
    console.log("locked");
  } catch (error) {
    console.log(error.name === "DatabaseInUseError" ? "refused" : "failed: " + error.message);
  }
}
process.exit(0);
`;

type Child = { process: ChildProcessWithoutNullStreams; next: () => Promise<string> };

async function startChild(databaseDir: string): Promise<Child> {
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", CHILD], {
    env: { ...process.env, DATABASE_DIR: databaseDir },
  });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async () => {
    const { value, done } = await lines.next();
    if (done) throw new Error("the child ended without answering");
    return value as string;
  };
  expect(await next()).toBe("ready");
  return { process: child, next };
}

async function ended(child: Child, how: "input closed" | "SIGKILL") {
  const exited = new Promise((resolve) => child.process.once("exit", resolve));
  if (how === "SIGKILL") child.process.kill("SIGKILL");
  else child.process.stdin.end();
  await exited;
}

function holderOf(databaseDir: string): LockHolder {
  return JSON.parse(readFileSync(lockFileOf(databaseDir), "utf8")) as LockHolder;
}

let dataDir = "";
let databaseDir = "";
const children: Child[] = [];

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "shop-lock-"));
  databaseDir = path.join(dataDir, "pglite");
});
afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.process.exitCode === null && child.process.signalCode === null) await ended(child, "SIGKILL");
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function childHoldingTheLock() {
  const child = await startChild(databaseDir);
  children.push(child);
  child.process.stdin.write("go\n");
  expect(await child.next()).toBe("locked");
  return child;
}

describe("the embedded database's lock", () => {
  it("refuses a second process while the first holds it, naming the holder, and changes nothing", async () => {
    const holder = await childHoldingTheLock();
    const before = readFileSync(lockFileOf(databaseDir), "utf8");

    const refusal = (() => {
      try {
        lockEmbeddedDatabase(databaseDir);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(DatabaseInUseError);
    const error = refusal as DatabaseInUseError;
    expect(error.holder?.pid).toBe(holder.process.pid);
    expect(error.message).toContain(`(pid ${holder.process.pid}, since `);
    expect(error.message).toContain(`is using the embedded database in ${databaseDir}`);
    expect(error.message).toContain("Stop it first");
    expect(readFileSync(lockFileOf(databaseDir), "utf8")).toBe(before);
    // Only the lock: no draft or guard left behind, no database folder made.
    expect(readdirSync(dataDir)).toEqual(["pglite.lock"]);
  });

  it("is released when its holder exits", async () => {
    const holder = await childHoldingTheLock();
    await ended(holder, "input closed");
    expect(existsSync(lockFileOf(databaseDir))).toBe(false);
  });

  it("is taken over once its holder was killed", async () => {
    const holder = await childHoldingTheLock();
    await ended(holder, "SIGKILL");
    expect(holderOf(databaseDir).pid).toBe(holder.process.pid);

    const lock = lockEmbeddedDatabase(databaseDir);
    expect(holderOf(databaseDir).pid).toBe(process.pid);
    lock.release();
    expect(existsSync(lockFileOf(databaseDir))).toBe(false);
  });

  it("goes to exactly one of several processes racing for it, free, then stale", async () => {
    const racers = await Promise.all(Array.from({ length: 5 }, () => startChild(databaseDir)));
    children.push(...racers);
    const race = async (runners: Child[]) => {
      for (const runner of runners) runner.process.stdin.write("go\n");
      const answers = await Promise.all(runners.map((runner) => runner.next()));
      expect(answers.filter((answer) => answer === "locked")).toHaveLength(1);
      expect(answers.filter((answer) => answer === "refused")).toHaveLength(runners.length - 1);
      return runners[answers.indexOf("locked")] as Child;
    };

    const first = await race(racers);
    await ended(first, "SIGKILL");
    const others = racers.filter((racer) => racer !== first);
    const second = await race(others);
    expect(holderOf(databaseDir).pid).toBe(second.process.pid);

    for (const racer of others) await ended(racer, "input closed");
    expect(existsSync(lockFileOf(databaseDir))).toBe(false);
  });

  it("is refused to a second opening in the same process", () => {
    const lock = lockEmbeddedDatabase(databaseDir);
    try {
      expect(() => lockEmbeddedDatabase(databaseDir)).toThrow(DatabaseInUseError);
    } finally {
      lock.release();
    }
  });

  it.skipIf(!existsSync("/proc/sys/kernel/random/boot_id"))(
    "is stale when taken before the machine booted, even if its pid runs again",
    () => {
      const runningPid = process.ppid;
      const written = (bootId: string) =>
        writeFileSync(
          lockFileOf(databaseDir),
          JSON.stringify({
            pid: runningPid,
            startedAt: "2026-01-01T00:00:00.000Z",
            command: "server/index.ts",
            bootId,
          }),
        );
      written(readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim());
      expect(() => lockEmbeddedDatabase(databaseDir)).toThrow(DatabaseInUseError);

      written("an-earlier-boot");
      lockEmbeddedDatabase(databaseDir).release();
    },
  );

  it("refuses a damaged lock, saying how to remove it", () => {
    writeFileSync(lockFileOf(databaseDir), "not a lock");
    expect(() => lockEmbeddedDatabase(databaseDir)).toThrow(
      `The lock of the embedded database in ${databaseDir} cannot be read. If neither the shop nor a command is using the database, delete ${lockFileOf(databaseDir)}`,
    );
  });

  it("guards every opening of PGlite in a folder; PostgreSQL takes none", async () => {
    const lock = lockEmbeddedDatabase(databaseDir);
    try {
      expect(() => connect({ dataDir: databaseDir })).toThrow(DatabaseInUseError);
      expect(existsSync(databaseDir)).toBe(false);
    } finally {
      lock.release();
    }

    const deployment = connect({ databaseUrl: "postgres://postgres@127.0.0.1:1/shop", dataDir: databaseDir });
    expect(readdirSync(dataDir)).toEqual([]);
    await deployment.close();
  });
});
