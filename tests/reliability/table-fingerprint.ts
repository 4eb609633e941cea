import pg from "pg";

/*
 * A fingerprint of a PostgreSQL database's tables: for each table of the public schema its
 * row count and the md5 of its rows (as text, sorted), read in one query. Two fingerprints
 * taken around a request tell whether the request changed anything. The tables are read again
 * only when the write-ahead log moved since the last fingerprint: a database that wrote
 * nothing has the same fingerprint (which holds for logged tables only, so a database with an
 * unlogged table is read every time).
 */

export type Fingerprint = Map<string, string>;

export type TableFingerprinter = {
  /** The tables fingerprinted, in order. */
  tables: string[];
  take(): Promise<Fingerprint>;
  close(): Promise<void>;
};

/** Fingerprints every table of `databaseUrl` except those `leaveOut` names. */
export async function tableFingerprinter(
  databaseUrl: string,
  leaveOut: (table: string) => boolean,
): Promise<TableFingerprinter> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const tables = rows.map((row) => row.name).filter((name) => !leaveOut(name));
  const query = tables
    .map(
      (table) =>
        `select '${table}' as name, count(*) || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${table}" t`,
    )
    .join(" union all ");
  const unlogged = await client.query(
    `select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and c.relpersistence = 'u' and c.relname = any($1)`,
    [tables],
  );
  const walPosition = async () =>
    (await client.query<{ lsn: string }>("select pg_current_wal_lsn()::text as lsn")).rows[0]?.lsn;
  let last: { lsn: string | undefined; fingerprint: Fingerprint } | null = null;
  return {
    tables,
    async take() {
      const lsn = await walPosition();
      if (last && unlogged.rowCount === 0 && last.lsn === lsn) return last.fingerprint;
      const result = await client.query<{ name: string; digest: string }>(query);
      last = { lsn, fingerprint: new Map(result.rows.map((row) => [row.name, row.digest])) };
      return last.fingerprint;
    },
    close: () => client.end(),
  };
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return [...after.keys()].filter((table) => before.get(table) !== after.get(table));
}
