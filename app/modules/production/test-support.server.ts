import { and, asc, eq } from "drizzle-orm";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { auditLog, mailOutbox, orders, shirtUnits } from "~/db/schema";
import type { Customer } from "~/modules/accounts/accounts.server";
import { payWithTestCard, startPayment } from "~/modules/checkout/checkout.server";
import { buyNowForm, customerWithCart } from "~/modules/checkout/test-support.server";
import { defaultDesignFor } from "~/modules/design/design.server";
import { TEST_CARD_ACCEPTED } from "~/modules/payments/test-card";
import type { Actor } from "~/modules/shop/audit.server";
import type { ShirtStage } from "~/modules/shop/stages";
import type { Size } from "~/modules/sizing/size";
import { findShirtCard } from "./shirt-cards.server";
import { moveShirtToNextStage, recordQualityCheck } from "./stage-moves.server";

/*
 * Helpers for the workshop's integration tests (never imported by the shop): orders paid the
 * way a customer pays them, through the checkout and the test card, in a seeded database;
 * shirts moved as staff move them; and what the tests read back.
 */

const EUR = { code: "EUR", symbol: "€", rate: 1 } as const;

/** A staff member as the audit log and the stage events name them (no account needed: staff id null). */
export const WORKSHOP: Actor = { id: null, name: "Giulia (workshop)" };

/** A new customer's order, paid with the test card: one line per quantity (in `size`, else the test size). */
export async function paidOrder(
  quantities: number[],
  deliveryOptionId?: number,
  size?: Size,
): Promise<{ orderId: number; customer: Customer }> {
  // Many payments start from one test address.
  config.rateLimits = false;
  const design = await defaultDesignFor(1);
  if (!design) throw new Error("The seed has no shirt model 1.");
  const customer = await customerWithCart(design, quantities, size);
  const form = await buyNowForm(customer, EUR, { deliveryOptionId });
  const started = await startPayment(customer, "203.0.113.9", EUR, form);
  if (!started.ok || started.kind !== "started") throw new Error("The payment did not start.");
  const paid = await payWithTestCard(started, TEST_CARD_ACCEPTED);
  if (!paid.ok) throw new Error(paid.message);
  return { orderId: paid.order.id, customer };
}

/** An order's shirts, first made first. */
export async function unitsOf(orderId: number) {
  return db()
    .select({
      id: shirtUnits.id,
      lineId: shirtUnits.orderLineId,
      unitNumber: shirtUnits.unitNumber,
      stage: shirtUnits.stage,
    })
    .from(shirtUnits)
    .where(eq(shirtUnits.orderId, orderId))
    .orderBy(asc(shirtUnits.id));
}

/** What the workshop's tests check of an order's row: its status, payment day, promise and customer. */
export async function orderRow(orderId: number) {
  const [row] = await db()
    .select({
      status: orders.status,
      paidAt: orders.paidAt,
      earliest: orders.promisedEarliest,
      latest: orders.promisedLatest,
      email: orders.customerEmail,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!row) throw new Error(`Order ${orderId} is not in the database.`);
  return row;
}

/** The audit entries of one action on one record, oldest first. */
export async function auditOf(entity: string, entityId: number, action: string) {
  return db()
    .select({ staffName: auditLog.staffName, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId)), eq(auditLog.action, action)))
    .orderBy(asc(auditLog.id));
}

/** The e-mails queued for an address, oldest first. */
export async function mailsTo(email: string) {
  return db()
    .select({ subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(asc(mailOutbox.id));
}

const TAP_WAY: ShirtStage[] = ["queued", "cutting", "sewing", "quality_check"];

/** Taps a shirt forward from where it is until it reaches `stage`, as `actor` (the workshop by default). */
export async function tapTo(unitId: number, stage: ShirtStage, actor: Actor = WORKSHOP): Promise<void> {
  const [unit] = await db().select({ stage: shirtUnits.stage }).from(shirtUnits).where(eq(shirtUnits.id, unitId));
  if (!unit) throw new Error(`Shirt ${unitId} is not in the database.`);
  for (const from of TAP_WAY.slice(TAP_WAY.indexOf(unit.stage), TAP_WAY.indexOf(stage))) {
    const moved = await moveShirtToNextStage(actor, { unitId, from });
    if (!moved.ok) throw new Error(moved.message);
  }
}

/** Measurements exactly as ordered for a shirt, by point. */
export async function orderedMeasures(unitId: number): Promise<Record<string, number>> {
  const card = await findShirtCard(unitId);
  if (!card) throw new Error(`Shirt ${unitId} has no card.`);
  return Object.fromEntries(card.checkPoints.map(({ point, ordered }) => [point, ordered]));
}

/**
 * Takes every shirt of a paid order through the workshop as staff would (taps, then a quality
 * check measured exactly as ordered) until all are packed and the order can ship.
 */
export async function packAllShirts(orderId: number, actor: Actor = WORKSHOP): Promise<void> {
  for (const unit of await unitsOf(orderId)) {
    await tapTo(unit.id, "quality_check", actor);
    const checked = await recordQualityCheck(actor, { unitId: unit.id, measured: await orderedMeasures(unit.id) });
    if (!checked.ok || !checked.passed) throw new Error(`Shirt ${unit.id} did not pass its check.`);
  }
}
