import path from "node:path";
import { config } from "~/config.server";
import { connect, EXCLUSIVE_WORK, exclusively, setConnection } from "./client.server";
import { seedDatabase, seedReferenceData } from "./seed/seed.server";

/**
 * Opens the shop's database for this process: PostgreSQL when DATABASE_URL is set,
 * otherwise PGlite in DATA_DIR/pglite, which no other process may hold (a DatabaseInUseError
 * says who does: embedded-lock.server.ts), and applies pending migrations. An empty database
 * gets the reference data (currencies, delivery, payment methods, option families, the
 * shop's pages: seed.server.ts); the demo catalogue (fabrics and models for sale) too on the
 * embedded shop, or when asked for (`npm run db:seed`): a deployment does not sell demo
 * shirts by accident.
 *
 * Several instances may start at the same moment on one empty PostgreSQL database: the
 * migrations and the seeding run under an advisory lock, so each migration is applied once
 * and the others wait, then find the work done.
 */
export async function openDatabase(options: { demo?: boolean } = {}) {
  const connection = connect({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, "pglite"),
    poolSize: config.databasePoolSize,
  });
  const withDemo = options.demo ?? !config.isDeployment;
  await exclusively(connection, EXCLUSIVE_WORK.schema, { wait: true }, async () => {
    await connection.migrate();
    await (withDemo ? seedDatabase(connection.db) : seedReferenceData(connection.db));
  });
  setConnection(connection);
  return connection;
}
