import type { Database, Transaction } from "~/db/client.server";
import { auditLog } from "~/db/schema";
import type { StaffMember } from "./staff";

/** Who did it: a signed-in staff member, or the shop itself (start-up, command line, workers). */
export type Actor = Pick<StaffMember, "id" | "name"> | { id: null; name: string };

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
 * so that an action and its entry are kept or lost together.
 */
export async function recordAudit(executor: Database | Transaction, actor: Actor, entry: AuditEntry): Promise<void> {
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
