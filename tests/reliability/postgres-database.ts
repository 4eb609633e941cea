import { randomBytes } from "node:crypto";
import pg from "pg";

/*
 * A fresh PostgreSQL database for one reliability test, on the machine's server
 * (RELIABILITY_POSTGRES_URL, else postgres://postgres@127.0.0.1:5432): created empty, dropped
 * when the test ends. A test asks `postgresAnswers()` first and skips, saying why, when there
 * is no server.
 */

export const POSTGRES_SERVER_URL = process.env.RELIABILITY_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432";

export type FreshDatabase = {
  /** The connection string of the new database. */
  url: string;
  /** Drops the database (after closing every connection still open to it). */
  drop(): Promise<void>;
};

function urlOf(database: string): string {
  const url = new URL(POSTGRES_SERVER_URL);
  url.pathname = `/${database}`;
  return url.href;
}

/** Whether the PostgreSQL server answers within two seconds. */
export async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: urlOf("postgres"), connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: urlOf("postgres"), connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database named after `purpose` and a random suffix. */
export async function createFreshDatabase(purpose: string): Promise<FreshDatabase> {
  const name = `${purpose}_${randomBytes(6).toString("hex")}`;
  if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`not a database name: ${name}`);
  await onServer((client) => client.query(`create database ${name}`));
  return {
    url: urlOf(name),
    drop: () => onServer((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}
