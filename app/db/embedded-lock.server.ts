import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

/*
 * One process at a time opens the embedded database (PGlite in DATA_DIR/pglite). PGlite keeps
 * pages in its process's memory: a second process writing the same folder is not seen by the
 * first (a staff link it makes "no longer works") and the two overwrite each other's files. So
 * every process that opens the folder (the shop, and each command: seed, migrate, staff:create,
 * the generators) first takes `pglite.lock` beside it, which names the holder.
 *
 * Taken atomically: the holder's details are written to a file of our own, then hard-linked to
 * the lock's name, which fails if the lock exists, so a reader never sees a half-written lock.
 * Released when the database is closed and when the process exits. A lock left by a process
 * that is gone (killed, power cut) is stale: its pid no longer runs, or it was taken before the
 * machine last booted; the next process takes it over. A PostgreSQL deployment takes no lock.
 */

/** Who holds the lock, as written in the lock file. */
export type LockHolder = {
  pid: number;
  /** When the holder took the lock (ISO 8601). */
  startedAt: string;
  /** The holder's script, e.g. `server/index.ts` or `scripts/db-seed.ts`. */
  command: string;
  /** The boot the holder ran in (Linux), so that a lock from before a restart is known as stale. */
  bootId?: string;
};

/** Another running process holds the embedded database; `message` says who and what to do. */
export class DatabaseInUseError extends Error {
  constructor(
    readonly databaseDir: string,
    readonly holder: LockHolder | null,
    readonly lockFile: string,
  ) {
    super(
      holder
        ? `${holder.command} (pid ${holder.pid}, since ${holder.startedAt}) is using the embedded database in ` +
            `${databaseDir}, which one process at a time may open. Stop it first (the shop: Ctrl-C where it runs), ` +
            `then run this again. Nothing was changed. (If pid ${holder.pid} is not that command, its lock was ` +
            `left behind: delete ${lockFile}.)`
        : `The lock of the embedded database in ${databaseDir} cannot be read. If neither the shop nor a command ` +
            `is using the database, delete ${lockFile} and run this again. Nothing was changed.`,
    );
    this.name = "DatabaseInUseError";
  }
}

/** The lock of the embedded database in `databaseDir`, beside it. */
export function lockFileOf(databaseDir: string) {
  return `${databaseDir}.lock`;
}

/** This boot's id where the system gives one (Linux); undefined elsewhere. */
function currentBootId(): string | undefined {
  try {
    return readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
  } catch {
    return undefined;
  }
}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/*
 * The lock files this process holds. On globalThis: in development Vite may evaluate this
 * module again, and the same process must still find its own locks.
 */
const held = globalThis as typeof globalThis & { __embeddedLocksHeld?: Set<string> };
held.__embeddedLocksHeld ??= new Set<string>();
const locksHeld = held.__embeddedLocksHeld;

/** Whether the process that wrote the lock `lockFile` (naming `holder`) is gone, so it may be taken over. */
function isStale(lockFile: string, holder: LockHolder) {
  const bootId = currentBootId();
  if (holder.bootId && bootId && holder.bootId !== bootId) return true;
  // Our own pid on a lock we did not take: a process of an earlier run (a restarted container).
  if (holder.pid === process.pid) return !locksHeld.has(lockFile);
  return !isRunning(holder.pid);
}

/** The lock's text, or null once it is gone. */
function readLock(file: string): string | null {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** The holder a lock's text names, or null when it names none (a damaged file). */
function parseHolder(text: string): LockHolder | null {
  try {
    const holder = JSON.parse(text) as LockHolder;
    return Number.isInteger(holder.pid) && holder.pid > 0 ? holder : null;
  } catch {
    return null;
  }
}

/** Waits `ms` without giving the event loop back: taking the lock is a synchronous step of opening. */
function pause(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Creates `target` as a link to `source`; false when `target` exists. */
function linkUnlessExists(source: string, target: string) {
  try {
    linkSync(source, target);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

function removeIfExists(file: string) {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}

/**
 * Removes the stale lock whose text is `staleText`, unless another process replaced it
 * meanwhile. Two processes finding the same stale lock must not remove each other's fresh
 * one: the check and the removal happen under a second lock, the takeover guard, held for
 * an instant. A guard left by a process killed in that instant is stale in its turn.
 */
function removeStaleLock(lockFile: string, staleText: string, ownDraft: string) {
  const guard = `${lockFile}.takeover`;
  if (!linkUnlessExists(ownDraft, guard)) {
    const guardText = readLock(guard);
    const guardHolder = guardText === null ? null : parseHolder(guardText);
    if (guardText !== null && (!guardHolder || isStale(guard, guardHolder))) removeIfExists(guard);
    else pause(10);
    return;
  }
  try {
    if (readLock(lockFile) === staleText) removeIfExists(lockFile);
  } finally {
    removeIfExists(guard);
  }
}

/**
 * Takes the lock of the embedded database in `databaseDir` for this process, or throws a
 * DatabaseInUseError naming the running process that holds it. `release` gives it back (only
 * while it is still this process's); the process's exit releases it too.
 */
export function lockEmbeddedDatabase(databaseDir: string): { release: () => void } {
  mkdirSync(path.dirname(databaseDir), { recursive: true });
  const lockFile = lockFileOf(databaseDir);
  const holder: LockHolder = {
    pid: process.pid,
    startedAt: new Date().toISOString(),
    command: process.argv[1] ? path.relative(process.cwd(), process.argv[1]) : "node",
    bootId: currentBootId(),
  };
  const text = `${JSON.stringify(holder, null, 2)}\n`;
  const draft = `${lockFile}.${process.pid}.${randomBytes(6).toString("hex")}`;
  writeFileSync(draft, text, { mode: 0o600 });
  try {
    // Each round takes the lock, finds a live holder, or clears a stale lock for the next
    // round; the rounds cover processes racing for the same stale lock.
    for (let round = 0; round < 100; round++) {
      if (linkUnlessExists(draft, lockFile)) return heldLock(lockFile, text);
      const heldText = readLock(lockFile);
      if (heldText === null) continue;
      const current = parseHolder(heldText);
      if (!current || !isStale(lockFile, current)) throw new DatabaseInUseError(databaseDir, current, lockFile);
      removeStaleLock(lockFile, heldText, draft);
    }
    const heldText = readLock(lockFile);
    throw new DatabaseInUseError(databaseDir, heldText === null ? null : parseHolder(heldText), lockFile);
  } finally {
    removeIfExists(draft);
  }
}

function heldLock(lockFile: string, text: string) {
  locksHeld.add(lockFile);
  const release = () => {
    process.off("exit", release);
    locksHeld.delete(lockFile);
    try {
      if (readLock(lockFile) === text) removeIfExists(lockFile);
    } catch {
      // Leaving the lock behind is safe: the next process finds its pid gone and takes it over.
    }
  };
  process.once("exit", release);
  return { release };
}

/**
 * For command-line scripts: runs `open` (which opens the database); when another process holds
 * the embedded database, prints who and what to do and ends the process with exit code 1 (a
 * person reads it, not a stack trace). Other errors go on.
 */
export async function openOrExplain<T>(open: () => T | Promise<T>): Promise<T> {
  try {
    return await open();
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
