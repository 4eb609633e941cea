import path from "node:path";
import { config } from "~/config.server";
import { logger } from "~/modules/http/logger.server";
import { connect, setConnection } from "./client.server";
import { seedDatabase } from "./seed/seed.server";

/**
 * Opens the shop's database for this process: PostgreSQL when DATABASE_URL is set,
 * otherwise PGlite in DATA_DIR/pglite. Applies pending migrations and, on an empty
 * database, loads the demo catalogue and content.
 */
export async function openDatabase() {
  const connection = connect({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, "pglite"),
    poolSize: config.databasePoolSize,
  });
  await connection.migrate();
  await seedDatabase(connection.db);
  setConnection(connection);
  logger.info({ database: config.databaseUrl ? "postgresql" : "pglite" }, "database ready");
  return connection;
}
