/**
 * Applies pending migrations to the configured database (`npm run db:migrate`). With
 * DATABASE_MIGRATION_URL set (README, "Two database roles"), it migrates as the
 * schema's owner, then gives DATABASE_URL's role the rights of the shop (app/db/shop-role.server.ts).
 */
import path from "node:path";
import { config } from "~/config.server";
import { connect, EXCLUSIVE_WORK, exclusively } from "~/db/client.server";
import { openOrExplain } from "~/db/embedded-lock.server";
import { grantShopRole } from "~/db/shop-role.server";

const connection = await openOrExplain(() =>
  connect({
    databaseUrl: config.databaseMigrationUrl ?? config.databaseUrl,
    dataDir: path.join(config.dataDir, "pglite"),
  }),
);
// Under the lock the starting instances take, so a migration is never applied twice at once.
await exclusively(connection, EXCLUSIVE_WORK.schema, { wait: true }, async () => {
  await connection.migrate();
  if (config.databaseMigrationUrl && config.databaseUrl && connection.pgPool) {
    const role = await grantShopRole(connection.pgPool, config.databaseUrl);
    console.log(
      role
        ? `The shop's role ${role} may read and write the shop's rows, and only add to and read the audit log.`
        : "DATABASE_URL signs in as the owner: one role, nothing to grant.",
    );
  }
});
await connection.close();
console.log(`Migrations applied to ${config.databaseUrl ? "PostgreSQL" : `PGlite in ${config.dataDir}`}.`);
