import { getTableColumns, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Transaction } from "~/db/client.server";

/** Rows per INSERT statement: far below PostgreSQL's 65,535 parameters for the widest table. */
const ROWS_PER_STATEMENT = 1000;

/**
 * Inserts rows as one JSON document per statement (jsonb_to_recordset): a few large
 * parameters instead of one per value, several times faster on PGlite. The columns and their
 * types come from the table's definition. Returns the new ids in the rows' order, checked
 * against `key` (PostgreSQL returns them in insertion order, and the check makes sure).
 */
export async function insertAll<T extends PgTable>(
  tx: Transaction,
  table: T,
  rows: T["$inferInsert"][],
  key?: keyof T["$inferInsert"] & string,
): Promise<number[]> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const props = Object.keys(columns).filter((prop) =>
    rows.some((row) => (row as Record<string, unknown>)[prop] !== undefined),
  );
  const quoted = (prop: string) => `"${columns[prop]!.name}"`;
  const list = sql.raw(props.map(quoted).join(", "));
  const definition = sql.raw(props.map((prop) => `${quoted(prop)} ${columns[prop]!.getSQLType()}`).join(", "));
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT) as Record<string, unknown>[];
    const json = JSON.stringify(
      chunk.map((row) => Object.fromEntries(props.map((prop) => [columns[prop]!.name, row[prop] ?? null]))),
    );
    const select = sql`select ${list} from jsonb_to_recordset(${json}::jsonb) as r(${definition})`;
    if (!key) {
      await tx.execute(sql`insert into ${table} (${list}) ${select}`);
      continue;
    }
    const result = await tx.execute(
      sql`insert into ${table} (${list}) ${select} returning id, ${sql.raw(quoted(key))} as key`,
    );
    const inserted = (result as unknown as { rows: { id: number; key: unknown }[] }).rows;
    inserted.forEach((row, index) => {
      if (String(row.key) !== String(chunk[index]![key]))
        throw new Error(`Rows of ${quoted(key)} came back out of order.`);
      ids.push(Number(row.id));
    });
  }
  return ids;
}
