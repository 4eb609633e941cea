import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { config } from "~/config.server";
import { auditLog, mailOutbox, orders, payments, refunds, shirtUnits, staffUsers } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { startPayment } from "~/modules/checkout/checkout.server";
import { buyNowForm, customerWithCart } from "~/modules/checkout/test-support.server";
import { defaultDesignFor } from "~/modules/design/design.server";
import { paidOrder } from "~/modules/production/test-support.server";
import { refundUnmatchedPayment } from "~/modules/refunds/refunds.server";
import { orderNumber } from "~/modules/shop/order-number";
import type { StaffMember } from "~/modules/staff/staff";
import { attachUnmatchedPayment, settlePayment } from "./settle.server";
import { countUnmatchedPayments, listUnmatchedPayments } from "./unmatched.server";

/*
 * Reconciliation: payments kept unmatched are attached by the owner to the order
 * they pay (which then becomes paid the one way, once) or refunded in full through their
 * provider (once, whoever clicks at the same moment), with the built-in test provider.
 */

const database = databaseForTests({ seed: true });
const EUR = { code: "EUR", symbol: "€", rate: 1 } as const;
const owner: Pick<StaffMember, "id" | "name"> = { id: "staff-owner-unmatched", name: "Olivia Owner" };

beforeAll(async () => {
  await database.db
    .insert(staffUsers)
    .values({ id: owner.id, name: owner.name, email: "olivia@shop.test", role: "owner" });
});

/** An order the customer left at the payment step. */
async function awaitingOrder() {
  config.rateLimits = false;
  const design = (await defaultDesignFor(1))!;
  const customer = await customerWithCart(design, [1]);
  const started = await startPayment(customer, "203.0.113.9", EUR, await buyNowForm(customer, EUR));
  if (!started.ok || started.kind !== "started") throw new Error("The payment did not start.");
  return { customer, orderId: started.order.id, totalMinor: started.order.totalMinor };
}

let refs = 0;
/** A test payment the provider confirmed, naming `orderId` (or none): what settle.server.ts does with it. */
async function confirmedPayment(amountMinor: number, orderId: number | null) {
  const ref = `test_manual_${++refs}_${Date.now()}`;
  const outcome = await settlePayment("test", { ref, status: "succeeded", amountMinor, currency: "EUR", orderId });
  const [row] = await database.db.select().from(payments).where(eq(payments.providerRef, ref));
  return { outcome, payment: row! };
}

const orderOf = async (orderId: number) => (await database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
const refundsOfPayment = (paymentId: number) =>
  database.db.select().from(refunds).where(eq(refunds.paymentId, paymentId));

describe("attaching an unmatched payment to its order", () => {
  it("pays the order once, with its shirts and confirmation, audited; the list and count follow", async () => {
    const { customer, orderId, totalMinor } = await awaitingOrder();
    const { outcome, payment } = await confirmedPayment(totalMinor, null);
    expect(outcome).toBe("unmatched");
    const before = await countUnmatchedPayments();
    expect((await listUnmatchedPayments()).find((row) => row.id === payment.id)).toMatchObject({
      orderId: null,
      reason: "It names no order.",
      refundStatus: null,
      namedOrderTakesIt: false,
    });

    expect(await attachUnmatchedPayment(owner, payment.id, 2_000_000)).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { order: [`There is no order ${orderNumber(2_000_000)}.`] },
    });
    const paid = await paidOrder([1]);
    expect(await attachUnmatchedPayment(owner, payment.id, paid.orderId)).toMatchObject({
      ok: false,
      fieldErrors: { order: [expect.stringContaining("already paid")] },
    });

    expect(await attachUnmatchedPayment(owner, payment.id, orderId)).toEqual({ ok: true, orderId });
    expect(await orderOf(orderId)).toMatchObject({ status: "paid" });
    const [attached] = await database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(attached).toMatchObject({ status: "succeeded", orderId });
    expect(await database.db.select().from(shirtUnits).where(eq(shirtUnits.orderId, orderId))).toHaveLength(1);
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, customer.email));
    expect(mails.filter((mail) => mail.subject.includes(orderNumber(orderId)))).toHaveLength(1);
    const [audited] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "payment.attached"), eq(auditLog.entityId, String(payment.id))));
    expect(audited).toMatchObject({ staffName: owner.name, after: { order: orderNumber(orderId) } });
    expect(await countUnmatchedPayments()).toBe(before - 1);
    expect((await listUnmatchedPayments()).some((row) => row.id === payment.id)).toBe(false);

    // Once attached, it is neither attached again nor refunded as unmatched.
    expect(await attachUnmatchedPayment(owner, payment.id, orderId)).toMatchObject({ ok: false, status: 409 });
    expect(await refundUnmatchedPayment(owner, payment.id)).toMatchObject({ ok: false, status: 409 });
    expect(await refundsOfPayment(payment.id)).toEqual([]);
  });

  it("refuses an amount or currency other than the order's, saying why, and changes nothing", async () => {
    const { orderId, totalMinor } = await awaitingOrder();
    const { outcome, payment } = await confirmedPayment(totalMinor + 100, orderId);
    expect(outcome).toBe("unmatched");
    const listed = (await listUnmatchedPayments()).find((row) => row.id === payment.id);
    expect(listed).toMatchObject({
      orderId,
      reason: expect.stringContaining("must be equal"),
      namedOrderTakesIt: false,
    });
    expect(await attachUnmatchedPayment(owner, payment.id, orderId)).toMatchObject({
      ok: false,
      fieldErrors: {
        order: [expect.stringMatching(/^This order's total is .+ and the payment .+: they must be equal\.$/)],
      },
    });
    expect(await orderOf(orderId)).toMatchObject({ status: "pending_payment" });
  });

  it("offers the order a payment names only when that order would take it as it is", async () => {
    const { orderId, totalMinor } = await awaitingOrder();
    const order = await orderOf(orderId);
    // Kept unmatched when it came (the order could not take it then); the order can now.
    const [payment] = await database.db
      .insert(payments)
      .values({
        orderId,
        provider: order.paymentProvider,
        providerRef: `late-${orderId}`,
        status: "unmatched",
        amountMinor: totalMinor,
        currencyCode: order.currencyCode,
      })
      .returning();
    expect((await listUnmatchedPayments()).find((row) => row.id === payment!.id)).toMatchObject({
      reason: "It came when the order could not take it; the order can take it now.",
      namedOrderTakesIt: true,
    });
  });

  it("lets one of two owners attaching the same payment at once succeed", async () => {
    const first = await awaitingOrder();
    const second = await awaitingOrder();
    // Both orders have the same total (one seeded shirt): either could take the payment.
    expect(second.totalMinor).toBe(first.totalMinor);
    const { payment } = await confirmedPayment(first.totalMinor, null);
    const outcomes = await Promise.all([
      attachUnmatchedPayment(owner, payment.id, first.orderId),
      attachUnmatchedPayment(owner, payment.id, second.orderId),
    ]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    const statuses = [(await orderOf(first.orderId)).status, (await orderOf(second.orderId)).status].sort();
    expect(statuses).toEqual(["paid", "pending_payment"]);
  });
});

describe("refunding an unmatched payment", () => {
  it("returns it in full through its provider once, against no order, audited", async () => {
    const paid = await paidOrder([1]);
    const total = (await orderOf(paid.orderId)).totalMinor;
    // A second payment for an order already paid is kept for a refund.
    const { outcome, payment } = await confirmedPayment(total, paid.orderId);
    expect(outcome).toBe("unmatched");
    expect((await listUnmatchedPayments()).find((row) => row.id === payment.id)).toMatchObject({
      reason: "A second payment for an order already paid.",
      namedOrderTakesIt: false,
    });

    const outcomes = await Promise.all([
      refundUnmatchedPayment(owner, payment.id),
      refundUnmatchedPayment(owner, payment.id),
    ]);
    expect(outcomes.filter((done) => done.ok)).toEqual([expect.objectContaining({ status: "succeeded" })]);
    expect(outcomes.find((done) => !done.ok)).toMatchObject({ status: 409 });
    expect(await refundsOfPayment(payment.id)).toMatchObject([
      { orderId: null, amountMinor: total, status: "succeeded", reason: "unmatched", staffName: owner.name },
    ]);
    expect((await listUnmatchedPayments()).find((row) => row.id === payment.id)).toMatchObject({
      refundStatus: "succeeded",
    });
    const [audited] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "payment.refund_asked"), eq(auditLog.entityId, String(payment.id))));
    expect(audited).toMatchObject({ staffName: owner.name });

    // The paid order's own payment is untouched: it can still be refunded in full.
    expect(
      await refundsOfPayment(
        (
          await database.db
            .select()
            .from(payments)
            .where(and(eq(payments.orderId, paid.orderId), eq(payments.status, "succeeded")))
        )[0]!.id,
      ),
    ).toEqual([]);
    // Refunded, it can no longer be attached.
    expect(await attachUnmatchedPayment(owner, payment.id, paid.orderId)).toMatchObject({ ok: false, status: 409 });
  });
});
