import { and, desc, eq, gte, isNotNull, like, lt, lte, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { auditLog, staffUsers } from "~/db/schema";
import { SHOP_TIME_ZONE } from "~/modules/shop/calendar";

/** Who did it: a signed-in staff member, or the shop itself (start-up, command line, workers). */
export type Actor = { id: string | null; name: string };

export const SHOP_ACTOR: Actor = { id: null, name: "The shop" };

export type AuditEntry = {
  /** What was done, as `<entity>.<verb>`: `order.note_added`, `staff.invited`, `shirt.stage_moved`. */
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
};

/**
 * Writes one entry of the audit log. Call it inside the transaction of the change it records,
 * so that an action and its entry are kept or lost together. The database chains the entry to
 * the previous one under a lock held until that transaction ends (audit-chain.server.ts), so
 * other audited changes wait meanwhile: record it after locking the rows the change needs.
 */
export async function recordAudit(executor: Executor, actor: Actor, entry: AuditEntry): Promise<void> {
  await executor.insert(auditLog).values({
    staffId: actor.id,
    staffName: actor.name,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/**
 * Many entries of one actor (a CSV import of thousands of fabrics) in one statement, which
 * reads them from one JSON parameter: in the transaction of the change, like recordAudit.
 */
export async function recordAudits(executor: Executor, actor: Actor, entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const rows = entries.map((entry) => ({
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  }));
  await executor.execute(sql`
    insert into ${auditLog} (staff_id, staff_name, action, entity, entity_id, before, after)
    select ${actor.id}::text, ${actor.name}::text, action, entity, "entityId", before, after
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(action text, entity text, "entityId" text, before jsonb, after jsonb)`);
}

export const AUDIT_PAGE_SIZE = 50;

export type AuditFilters = {
  staffId?: string;
  /** An action, or a family of them by its prefix: `staff.` */
  action?: string;
  entity?: string;
  entityId?: string;
  /** First and last calendar days (YYYY-MM-DD) in the shop's time zone, both included. */
  from?: string;
  to?: string;
  /** Entries older than this id (the next page). */
  before?: number;
};

/**
 * The log, newest first, a page at a time (by id, so a page stays right while entries are
 * added), with the filters the owner reads it by.
 */
export async function listAudit(filters: AuditFilters) {
  const shopDay = sql<string>`(${auditLog.at} at time zone ${SHOP_TIME_ZONE})::date`;
  const conditions = [
    filters.staffId ? eq(auditLog.staffId, filters.staffId) : undefined,
    filters.action ? like(auditLog.action, `${filters.action.replace(/[%_\\]/g, "\\$&")}%`) : undefined,
    filters.entity ? eq(auditLog.entity, filters.entity) : undefined,
    filters.entityId ? eq(auditLog.entityId, filters.entityId) : undefined,
    filters.from ? gte(shopDay, filters.from) : undefined,
    filters.to ? lte(shopDay, filters.to) : undefined,
    filters.before ? lt(auditLog.id, filters.before) : undefined,
  ];
  const rows = await db()
    .select({
      id: auditLog.id,
      at: auditLog.at,
      staffName: auditLog.staffName,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      // A staff member acted on reads by name, not by id.
      recordName: staffUsers.name,
    })
    .from(auditLog)
    .leftJoin(staffUsers, and(eq(auditLog.entity, "staff"), eq(staffUsers.id, auditLog.entityId)))
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  const entries = rows.slice(0, AUDIT_PAGE_SIZE);
  return { entries, nextBefore: rows.length > AUDIT_PAGE_SIZE ? entries.at(-1)?.id : undefined };
}

/** The filters' choices: everyone who ever acted, and the kinds of records acted on. */
export async function auditFilterChoices() {
  const database = db();
  const [staff, entities] = await Promise.all([
    database
      .selectDistinct({ id: auditLog.staffId, name: auditLog.staffName })
      .from(auditLog)
      .where(isNotNull(auditLog.staffId))
      .orderBy(auditLog.staffName),
    database.selectDistinct({ entity: auditLog.entity }).from(auditLog).orderBy(auditLog.entity),
  ]);
  return {
    staff: staff.flatMap(({ id, name }) => (id ? [{ id, name }] : [])),
    entities: entities.map((row) => row.entity),
  };
}
