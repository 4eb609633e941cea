import { and, asc, eq, ne } from "drizzle-orm";
import { db } from "~/db/client.server";
import { deliveryOptions } from "~/db/schema";
import { invalidate } from "~/infra/invalidation.server";
import { type Refusal, refuse, refuseFields, refuseInvalid } from "~/infra/refusal";
import { type Actor, recordAudit } from "~/modules/shop/audit.server";
import { DELIVERY_MESSAGES, type DeliveryOptionInput, deliveryOptionSchema } from "./forms";

/*
 * The delivery options the checkout offers, as the back office edits them. One rule holds
 * after every change: exactly one option is the default, and it is offered. An order keeps
 * the fee it was placed with (orders.delivery_minor): a new fee counts from the next checkout.
 */

const columns = {
  id: deliveryOptions.id,
  name: deliveryOptions.name,
  description: deliveryOptions.description,
  feeCents: deliveryOptions.feeCents,
  minDays: deliveryOptions.minDays,
  maxDays: deliveryOptions.maxDays,
  isDefault: deliveryOptions.isDefault,
  active: deliveryOptions.active,
  sortOrder: deliveryOptions.sortOrder,
};

export type StaffDeliveryOption = {
  id: number;
  name: string;
  description: string;
  feeCents: number;
  minDays: number;
  maxDays: number;
  isDefault: boolean;
  active: boolean;
  sortOrder: number;
};

/** Every option, offered or not, in the checkout's order. */
export function listDeliveryOptionsForStaff(): Promise<StaffDeliveryOption[]> {
  return db().select(columns).from(deliveryOptions).orderBy(asc(deliveryOptions.sortOrder), asc(deliveryOptions.id));
}

export async function getDeliveryOption(id: number): Promise<StaffDeliveryOption | null> {
  const [row] = await db().select(columns).from(deliveryOptions).where(eq(deliveryOptions.id, id));
  return row ?? null;
}

function toRow(input: DeliveryOptionInput) {
  return {
    name: input.name,
    description: input.description,
    feeCents: input.fee,
    minDays: input.minDays,
    maxDays: input.maxDays,
    sortOrder: input.sortOrder,
    isDefault: input.isDefault,
    active: input.active,
  };
}

/**
 * Creates an option (`id` null) or changes one, with its audit entry, and makes every
 * instance's checkout show it within a second. Made the default, it takes that role from the
 * option that had it; the default itself cannot stop being it, nor stop being offered, until
 * another option becomes the default.
 */
export async function saveDeliveryOption(
  actor: Actor,
  id: number | null,
  input: unknown,
): Promise<{ ok: true; id: number } | Refusal> {
  const parsed = deliveryOptionSchema.safeParse(input);
  if (!parsed.success) return refuseInvalid(parsed.error);
  const row = toRow(parsed.data);
  const outcome = await db().transaction(async (tx): Promise<{ ok: true; id: number } | Refusal> => {
    // The default is decided under a lock on the options, so two saves never leave two or none.
    const current = await tx.select(columns).from(deliveryOptions).orderBy(asc(deliveryOptions.id)).for("update");
    const before = id === null ? null : current.find((option) => option.id === id);
    if (before === undefined) return refuse(404, DELIVERY_MESSAGES.unknown);
    const otherDefault = current.some((option) => option.isDefault && option.id !== id);
    if (!row.isDefault && !otherDefault) return refuseFields({ isDefault: [DELIVERY_MESSAGES.defaultNeeded] });
    if (row.isDefault) {
      const others = id === null ? undefined : ne(deliveryOptions.id, id);
      await tx
        .update(deliveryOptions)
        .set({ isDefault: false })
        .where(and(eq(deliveryOptions.isDefault, true), others));
    }
    if (before === null) {
      const [created] = await tx.insert(deliveryOptions).values(row).returning({ id: deliveryOptions.id });
      await recordAudit(tx, actor, {
        action: "delivery.created",
        entity: "delivery",
        entityId: created!.id,
        after: row,
      });
      return { ok: true, id: created!.id };
    }
    await tx.update(deliveryOptions).set(row).where(eq(deliveryOptions.id, before.id));
    const { id: _id, ...was } = before;
    await recordAudit(tx, actor, {
      action: "delivery.changed",
      entity: "delivery",
      entityId: before.id,
      before: was,
      after: row,
    });
    return { ok: true, id: before.id };
  });
  if (outcome.ok) await invalidate("delivery");
  return outcome;
}
