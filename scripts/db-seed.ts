/**
 * Migrates the configured database and loads the reference data, demo catalogue and content
 * into the tables that are empty (`npm run db:seed`): how a deployment gets the demo shop.
 */
import { config } from "~/config.server";
import { openDatabase } from "~/db/open.server";

const connection = await openDatabase({ demo: true });
await connection.close();
console.log(`Database ready: ${config.databaseUrl ? "PostgreSQL" : `PGlite in ${config.dataDir}`}.`);
