import { readMigrationFiles } from "drizzle-orm/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type pg from "pg";
import { ConfigurationError } from "~/config.server";

/** Whether a database error (or one it was wrapped in) is a refusal for want of a privilege. */
function isPermissionDenied(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === "42501") return true;
  }
  return false;
}

/** How many migrations in `migrationsFolder` the database lacks, by drizzle's rule (the time of the last one applied). */
async function countPending(pool: pg.Pool, migrationsFolder: string): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder });
  const { rows } = await pool.query<{ present: boolean }>(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as present",
  );
  if (!rows[0]?.present) return migrations.length;
  const last = await pool.query<{ created_at: string }>(
    "select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1",
  );
  const lastApplied = Number(last.rows[0]?.created_at ?? 0);
  return migrations.filter((migration) => lastApplied < migration.folderMillis).length;
}

/**
 * Applies the pending migrations to PostgreSQL, and touches nothing when there are none: drizzle's
 * migrator would first create its schema and table "if not exists", which a role that may not
 * change the schema is refused. So the shop starts under its own role (app/db/shop-role.server.ts)
 * on a database its owner migrated (`npm run db:migrate`), and says so when that was not done.
 */
export async function migratePostgres<TSchema extends Record<string, unknown>>(
  db: NodePgDatabase<TSchema>,
  pool: pg.Pool,
  migrationsFolder: string,
): Promise<void> {
  try {
    if ((await countPending(pool, migrationsFolder)) === 0) return;
    await migrate(db, { migrationsFolder });
  } catch (error) {
    if (!isPermissionDenied(error)) throw error;
    throw new ConfigurationError([
      "the database's schema is not up to date and the role of DATABASE_URL may not change it: apply the " +
        'migrations with the owner\'s role first (`npm run db:migrate` with DATABASE_MIGRATION_URL set, see the README, "Two database roles")',
    ]);
  }
}
