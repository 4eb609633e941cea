import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, mailOutbox, orders, refunds, staffUsers } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import type { Customer } from "~/modules/accounts/accounts.server";
import { listOrderHistory } from "~/modules/orders/orders.server";
import { paidOrder } from "~/modules/production/test-support.server";
import { refundOrder } from "~/modules/refunds/refunds.server";
import { changeSetting } from "~/modules/settings/settings.server";
import { SHOP_ACTOR } from "~/modules/shop/audit.server";
import { createSignedInStaff, type TestStaff } from "~/modules/staff/test-support.server";
import { answer, callRoute } from "../route-calls.test-support";
import * as order from "./order";

/*
 * Refunds on the order page with the built-in test provider: who may refund and
 * how much, what bad input gets, what the order page and the customer then see, and two
 * staff refunding the same order at the same moment.
 */

const database = databaseForTests({ seed: true });

let owner: TestStaff;
let service: TestStaff;
let workshop: TestStaff;

beforeAll(async () => {
  owner = await createSignedInStaff({ name: "Olivia", email: "olivia@example.com", role: "owner" });
  service = await createSignedInStaff({ name: "Sofia", email: "sofia@example.com", role: "service" });
  workshop = await createSignedInStaff({ name: "Giulia", email: "giulia@example.com", role: "workshop" });
});

const postRefund = (staff: TestStaff, orderId: number, form: Record<string, string>) =>
  callRoute(order.action, `/admin/orders/${orderId}`, {
    form: { intent: "refund", reason: "customer_request", note: "", ...form },
    cookie: staff.cookie,
    params: { id: String(orderId) },
  });

const loadOrder = async (staff: TestStaff, orderId: number) =>
  answer(
    await callRoute(order.loader, `/admin/orders/${orderId}`, {
      cookie: staff.cookie,
      params: { id: String(orderId) },
    }),
  );

const refundsOf = (orderId: number) =>
  database.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(refunds.id);

async function totalOf(orderId: number): Promise<number> {
  const [row] = await database.db.select({ total: orders.totalMinor }).from(orders).where(eq(orders.id, orderId));
  return row!.total;
}

const euros = (minor: number) => (minor / 100).toFixed(2);

async function refundMails(customer: Customer) {
  const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, customer.email));
  return mails.filter((mail) => mail.subject.startsWith("Refund of"));
}

describe("a refund on the order page", () => {
  it("refunds part of the order through the test provider, e-mails the customer and shows everywhere", async () => {
    const { orderId, customer } = await paidOrder([1]);
    const posted = answer(await postRefund(service, orderId, { amount: "12.50", reason: "goodwill", note: "Late" }));
    expect(posted).toMatchObject({ status: 302, location: `/admin/orders/${orderId}?done=refund` });

    expect(await refundsOf(orderId)).toMatchObject([
      {
        amountMinor: 1_250,
        status: "succeeded",
        reason: "goodwill",
        note: "Late",
        staffName: "Sofia",
        provider: "test",
      },
    ]);
    const [audited] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "order.refund_asked"), eq(auditLog.entityId, String(orderId))));
    expect(audited).toMatchObject({ staffName: "Sofia", after: { amount: "€12.50", reason: "goodwill" } });
    const mails = await refundMails(customer);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("We have refunded €12.50");

    const total = await totalOf(orderId);
    const page = await loadOrder(service, orderId);
    expect(page.data).toMatchObject({
      order: {
        money: { paid: `€${euros(total)}`, refunded: "€12.50", net: `€${euros(total - 1_250)}` },
        refunds: [{ amount: "€12.50", status: "succeeded", reason: "Goodwill gesture", who: "Sofia" }],
      },
      timeline: {
        days: [
          {
            events: expect.arrayContaining([
              expect.objectContaining({ what: "Refund of €12.50 asked", who: "Sofia" }),
              expect.objectContaining({ what: "€12.50 refunded to the customer by test card" }),
            ]),
          },
        ],
      },
      refundLimit: expect.stringContaining("Customer service may refund up to €150.00"),
    });
    expect((await loadOrder(owner, orderId)).data).toMatchObject({ refundLimit: null });

    const [history] = await listOrderHistory(customer);
    expect(history?.refunds).toMatchObject([{ amountMinor: 1_250 }]);
  });

  it("refuses bad input with 400 and its message, refunding nothing", async () => {
    const { orderId } = await paidOrder([1]);
    const total = await totalOf(orderId);
    const cases: [Record<string, string>, string][] = [
      [{ amount: "" }, "Please enter the amount to refund"],
      [{ amount: "abc" }, "Please enter the amount to refund"],
      [{ amount: "0" }, "Please enter the amount to refund"],
      [{ amount: "-5" }, "Please enter the amount to refund"],
      [{ amount: "1.234" }, "Please enter the amount to refund"],
      [{ amount: "5", reason: "provider" }, "Please choose why the money goes back"],
      [{ amount: "5", note: "x".repeat(501) }, "at most 500 characters"],
      [{ amount: euros(total + 1) }, `At most €${euros(total)} can still be refunded`],
    ];
    for (const [form, message] of cases) {
      const refused = answer(await postRefund(owner, orderId, form));
      expect(refused.status, JSON.stringify(form)).toBe(400);
      expect(JSON.stringify(refused.data), JSON.stringify(form)).toContain(message);
    }
    expect(await refundsOf(orderId)).toEqual([]);
  });

  it("holds customer service to the owner's limit on the order's refunded total; the owner refunds more", async () => {
    await changeSetting(SHOP_ACTOR, "serviceRefundLimitEur", 20);
    try {
      const { orderId } = await paidOrder([1]);
      expect(answer(await postRefund(service, orderId, { amount: "15" })).status).toBe(302);
      const refused = answer(await postRefund(service, orderId, { amount: "5.01" }));
      expect(refused.status).toBe(403);
      expect(JSON.stringify(refused.data)).toContain("Customer service may refund up to €20.00 on an order");
      expect(answer(await postRefund(owner, orderId, { amount: "40" })).status).toBe(302);
      expect((await refundsOf(orderId)).map((row) => row.amountMinor)).toEqual([1_500, 4_000]);
    } finally {
      await changeSetting(SHOP_ACTOR, "serviceRefundLimitEur", 150);
    }
  });

  it("is closed to the workshop and to visitors", async () => {
    const { orderId } = await paidOrder([1]);
    expect(answer(await postRefund(workshop, orderId, { amount: "5" })).status).toBe(403);
    const visitor = answer(
      await callRoute(order.action, `/admin/orders/${orderId}`, {
        form: { intent: "refund", amount: "5", reason: "goodwill" },
        params: { id: String(orderId) },
      }),
    );
    expect(visitor.status).toBe(302);
    expect(await refundsOf(orderId)).toEqual([]);
  });

  it("answers an unknown order with 404", async () => {
    expect(answer(await postRefund(owner, 999_999, { amount: "5" })).status).toBe(404);
  });
});

describe("two staff refunding the same order at the same moment", () => {
  it("lets together no more than what was paid go back", async () => {
    const staff = await database.db.select().from(staffUsers);
    const [olivia, sofia] = ["olivia@example.com", "sofia@example.com"].map((email) => {
      const row = staff.find((member) => member.email === email)!;
      return { id: row.id, name: row.name, role: "owner" as const };
    });
    for (let round = 0; round < 3; round++) {
      const { orderId, customer } = await paidOrder([1]);
      const total = await totalOf(orderId);
      const sixtyPercent = Math.round(total * 0.6);
      const outcomes = await Promise.all(
        [olivia!, sofia!].map((member) =>
          refundOrder(member, orderId, { amountMinor: sixtyPercent, reason: "customer_request" }),
        ),
      );
      expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
      expect(outcomes.find((outcome) => !outcome.ok)).toMatchObject({ status: 400 });
      const rows = await refundsOf(orderId);
      expect(rows.map((row) => [row.amountMinor, row.status])).toEqual([[sixtyPercent, "succeeded"]]);
      expect(await refundMails(customer)).toHaveLength(1);
    }
  });
});
