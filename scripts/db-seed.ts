/** Migrates the configured database and loads the demo catalogue and content if it is empty (`npm run db:seed`). */
import { config } from "~/config.server";
import { openDatabase } from "~/db/open.server";

const connection = await openDatabase();
await connection.close();
console.log(`Database ready: ${config.databaseUrl ? "PostgreSQL" : `PGlite in ${config.dataDir}`}.`);
