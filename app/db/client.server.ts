import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { logger } from "~/infra/logger.server";
import { lockEmbeddedDatabase } from "./embedded-lock.server";
import { migratePostgres } from "./migrate.server";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** What a query runs on: the database, or the transaction of the command that asks. */
export type Executor = Database | Transaction;

type Connection = {
  db: Database;
  /** The pool of a PostgreSQL server (absent on PGlite), for stores that speak to it directly. */
  pgPool?: pg.Pool;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * Work that one instance at a time may do, each with its PostgreSQL advisory lock key
 * (any fixed number, the same in every instance).
 */
export const EXCLUSIVE_WORK = {
  /** Migrations and seeding at start-up. */
  schema: 7_352_001,
  /** The sweep of orders waiting for payment. */
  orderSweep: 7_352_002,
  /** The reminders of carts left behind. */
  cartReminders: 7_352_003,
} as const;

/**
 * Runs `work` while this process holds the advisory lock `key` of the shop's PostgreSQL
 * server, so that several instances never do it at the same moment. `wait: true` queues
 * behind the instance that holds it; `wait: false` gives up at once and returns `skipped`.
 * The lock lives on one connection held for the duration: if the process dies, PostgreSQL
 * releases it with the connection. PGlite is one process's own database: `work` simply runs.
 */
export async function exclusively<T>(
  connection: Connection,
  key: number,
  options: { wait: boolean },
  work: () => Promise<T>,
): Promise<{ ran: true; result: T } | { ran: false }> {
  const pool = connection.pgPool;
  if (!pool) return { ran: true, result: await work() };
  const client = await pool.connect();
  try {
    if (options.wait) {
      await client.query("select pg_advisory_lock($1)", [key]);
    } else {
      const { rows } = await client.query<{ locked: boolean }>("select pg_try_advisory_lock($1) as locked", [key]);
      if (!rows[0]?.locked) return { ran: false };
    }
    try {
      return { ran: true, result: await work() };
    } finally {
      await client.query("select pg_advisory_unlock($1)", [key]);
    }
  } finally {
    client.release();
  }
}

const migrationsFolder = path.resolve(process.env.MIGRATIONS_DIR ?? "drizzle");

/**
 * Opens PostgreSQL when a URL is given, otherwise PGlite stored in `dataDir`
 * (or in memory when `dataDir` is undefined: tests).
 */
export function connect(options: { databaseUrl?: string; dataDir?: string; poolSize?: number }): Connection {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle connection closed by the server (restart, failover) must not crash the process:
    // the pool drops it and opens a new one for the next query.
    pool.on("error", (error) => logger.warn({ err: error }, "idle database connection closed"));
    const db = drizzlePg(pool, { schema });
    return {
      db,
      pgPool: pool,
      // Nothing to do once migrated, so the shop also starts under a role that may not migrate.
      migrate: () => migratePostgres(db, pool, migrationsFolder),
      close: () => pool.end(),
    };
  }
  // One process at a time opens a PGlite folder (embedded-lock.server.ts); throws when another holds it.
  const lock = options.dataDir ? lockEmbeddedDatabase(options.dataDir) : undefined;
  let client: PGlite;
  try {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    // pg_trgm: the back office finds customers by part of their name or e-mail through its indexes.
    client = new PGlite({ dataDir: options.dataDir, extensions: { pg_trgm } });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite(client, { schema });
  return {
    db,
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/*
 * One connection per process. PGlite cannot open the same directory twice, and in
 * development Vite may evaluate this module again; the connection lives on globalThis.
 */
const holder = globalThis as typeof globalThis & { __shopConnection?: Connection };

export function setConnection(connection: Connection) {
  holder.__shopConnection = connection;
}

export function getConnection(): Connection {
  if (!holder.__shopConnection) throw new Error("The database is not open: call openDatabase() at start-up.");
  return holder.__shopConnection;
}

/** The shop's database. */
export function db(): Database {
  return getConnection().db;
}
