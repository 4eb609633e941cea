/** Applies pending migrations to the configured database (`npm run db:migrate`). */
import path from "node:path";
import { config } from "~/config.server";
import { connect } from "~/db/client.server";

const connection = connect({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, "pglite") });
await connection.migrate();
await connection.close();
console.log(`Migrations applied to ${config.databaseUrl ? "PostgreSQL" : `PGlite in ${config.dataDir}`}.`);
