/** Applies pending migrations to the configured database (`npm run db:migrate`). */
import path from "node:path";
import { config } from "~/config.server";
import { connect, EXCLUSIVE_WORK, exclusively } from "~/db/client.server";

const connection = connect({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, "pglite") });
// Under the lock the starting instances take, so a migration is never applied twice at once.
await exclusively(connection, EXCLUSIVE_WORK.schema, { wait: true }, () => connection.migrate());
await connection.close();
console.log(`Migrations applied to ${config.databaseUrl ? "PostgreSQL" : `PGlite in ${config.dataDir}`}.`);
