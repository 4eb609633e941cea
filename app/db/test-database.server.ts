import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { connect, setConnection } from "./client.server";
import { seedDatabase } from "./seed/seed.server";

/**
 * A fresh, migrated database for one test file: PGlite in memory, or, when
 * TEST_DATABASE_URL is set, a new database on that PostgreSQL server (dropped by `close`).
 * It becomes the process's connection, so modules under test use it through `db()`.
 */
export async function openTestDatabase(options: { seed?: boolean } = {}) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (serverUrl) {
    const name = `shop_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  const connection = connect({ databaseUrl });
  await connection.migrate();
  if (options.seed) await seedDatabase(connection.db);
  setConnection(connection);
  return {
    db: connection.db,
    kind: serverUrl ? ("postgresql" as const) : ("pglite" as const),
    async close() {
      await connection.close();
      await dropDatabase();
    },
  };
}

type TestDatabase = Awaited<ReturnType<typeof openTestDatabase>>;

/**
 * The test file's database, opened before its tests (and before the `beforeAll` hooks
 * registered after this call) and closed after them. `db` and `kind` are read inside tests.
 */
export function databaseForTests(options: { seed?: boolean } = {}): Pick<TestDatabase, "db" | "kind"> {
  let opened: TestDatabase | undefined;
  beforeAll(async () => {
    opened = await openTestDatabase(options);
  });
  afterAll(() => opened?.close());
  const current = () => {
    if (!opened) throw new Error("The test database opens in beforeAll: read it inside a hook or a test.");
    return opened;
  };
  return {
    get db() {
      return current().db;
    },
    get kind() {
      return current().kind;
    },
  };
}
