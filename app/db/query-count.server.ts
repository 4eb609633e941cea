import type { Database } from "./client.server";

type QueryingClient = { query: (...args: unknown[]) => Promise<unknown> };

/**
 * Runs `work` and counts the statements it sends to the database (tests of DESIGN.md
 * section 5: a fixed number of queries per page). Both drivers send every statement
 * through their client's `query` method.
 */
export async function countQueries<T>(
  database: Database,
  work: () => Promise<T>,
): Promise<{ result: T; queries: number }> {
  const client = (database as unknown as { $client: QueryingClient }).$client;
  const original = client.query;
  let queries = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    queries++;
    return original.apply(this, args);
  };
  try {
    return { result: await work(), queries };
  } finally {
    client.query = original;
  }
}
