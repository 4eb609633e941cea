import pg from "pg";

/*
 * A deployment may run with two PostgreSQL roles (README, "Two database roles"): the owner,
 * which owns the schema and applies the migrations (`npm run db:migrate` with
 * DATABASE_MIGRATION_URL), and the shop's own role (DATABASE_URL), which reads and writes the
 * shop's rows and changes no schema. The shop's role may only add to and read the audit log: not
 * being its owner, it can neither change nor remove an entry, nor turn the log's triggers off.
 */

/** What the owner grants the shop's role `role`, again after every migration (a new table, a new sequence). */
function shopRoleGrants(role: string): string[] {
  const shop = pg.escapeIdentifier(role);
  return [
    `GRANT USAGE ON SCHEMA public TO ${shop}`,
    `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${shop}`,
    // UPDATE: the seed moves a sequence past the ids it inserted (setval).
    `GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO ${shop}`,
    // Tables and sequences the owner makes later, before the grants above are given again.
    `ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${shop}`,
    `ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO ${shop}`,
    // The audit log: written and read, never changed; its numbers taken, never set.
    `REVOKE ALL ON audit_log FROM ${shop}`,
    `GRANT SELECT, INSERT ON audit_log TO ${shop}`,
    `REVOKE ALL ON SEQUENCE audit_log_id_seq FROM ${shop}`,
    `GRANT USAGE ON SEQUENCE audit_log_id_seq TO ${shop}`,
    // At start the shop reads whether the schema is up to date.
    `GRANT USAGE ON SCHEMA drizzle TO ${shop}`,
    `GRANT SELECT ON drizzle.__drizzle_migrations TO ${shop}`,
  ];
}

/** The role a connection string signs in as (its user, or the driver's default). */
async function roleOf(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ role: string }>("select current_user as role");
    return rows[0]!.role;
  } finally {
    await client.end();
  }
}

/**
 * Gives the shop's role (the user of `shopDatabaseUrl`) its rights, on `owner`'s connection:
 * run by `npm run db:migrate` after the migrations. Refuses a shop role that could still rewrite
 * the audit log: a superuser, or a member of the owner's role. Answers the role, or null when the
 * shop signs in as the owner itself (one role, as before: nothing to grant).
 */
export async function grantShopRole(owner: pg.Pool, shopDatabaseUrl: string): Promise<string | null> {
  const role = await roleOf(shopDatabaseUrl);
  const client = await owner.connect();
  try {
    const { rows } = await client.query<{ owner: string; superuser: boolean; member: boolean }>(
      `select current_user as owner, r.rolsuper as superuser, pg_has_role(r.oid, current_user, 'MEMBER') as member
       from pg_roles r where r.rolname = $1`,
      [role],
    );
    const found = rows[0]!;
    if (found.owner === role) return null;
    if (found.superuser || found.member) {
      throw new Error(
        `The shop's role ${role} (DATABASE_URL) is ${found.superuser ? "a superuser" : `a member of the owner's role ${found.owner}`}: ` +
          'it could still change the audit log. Give the shop a role of its own (README, "Two database roles").',
      );
    }
    await client.query("begin");
    try {
      for (const statement of shopRoleGrants(role)) await client.query(statement);
      await client.query("commit");
    } catch (error) {
      await client.query("rollback");
      throw error;
    }
    return role;
  } finally {
    client.release();
  }
}
