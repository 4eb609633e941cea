import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, creditNotes, fitClaims, mailOutbox, refunds, staffUsers } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { changeSetting } from "~/modules/settings/settings.server";
import { SHOP_ACTOR } from "~/modules/shop/audit.server";
import type { StaffMember } from "~/modules/staff/staff";
import { alterationRefundCap } from "./alteration";
import { guaranteeOfHistory } from "./customer-claims.server";
import { decideAlterationRefund } from "./decisions.server";
import { openClaim } from "./test-support.server";

/*
 * The alteration refund on a fit claim against the database (PGlite, or PostgreSQL
 * with TEST_DATABASE_URL): capped at the setting's share of the shirt's price, through the
 * refund path with customer service's limit, the claim decided with it, the customer e-mailed.
 */

const database = databaseForTests({ seed: true });

const owner: Pick<StaffMember, "id" | "name" | "role"> = { id: "staff-owner-alt", name: "Olivia Owner", role: "owner" };
const service: Pick<StaffMember, "id" | "name" | "role"> = {
  id: "staff-service-alt",
  name: "Sam Service",
  role: "service",
};

beforeAll(async () => {
  await database.db.insert(staffUsers).values([
    { id: owner.id, name: owner.name, email: "olivia-alt@shop.test", role: "owner" },
    { id: service.id, name: service.name, email: "sam-alt@shop.test", role: "service" },
  ]);
});

const amountText = (minor: number) => (minor / 100).toFixed(2);

const refundsOf = (orderId: number) => database.db.select().from(refunds).where(eq(refunds.orderId, orderId));

async function claimRow(claimId: number) {
  const [row] = await database.db.select().from(fitClaims).where(eq(fitClaims.id, claimId));
  return row!;
}

async function mailSubjects(email: string) {
  const rows = await database.db
    .select({ subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(asc(mailOutbox.id));
  return rows.map((row) => row.subject);
}

describe("an alteration refund", () => {
  it("refunds up to the setting's share of the shirt's price and decides the claim with it", async () => {
    const { claimId, orderId, customer, priceMinor } = await openClaim();
    const cap = alterationRefundCap(priceMinor, 30);
    expect(cap).toBeGreaterThan(0);
    const decided = await decideAlterationRefund(owner, { claimId, amountMinor: cap, note: "Neck let out" });
    expect(decided).toMatchObject({ ok: true, status: "succeeded" });
    const [refund] = await refundsOf(orderId);
    expect(refund).toMatchObject({ amountMinor: cap, reason: "alteration", status: "succeeded", staffId: owner.id });
    expect(await claimRow(claimId)).toMatchObject({
      status: "alteration",
      alterationRefundId: refund!.id,
      decidedByName: owner.name,
    });
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "claim.alteration_refunded"), eq(auditLog.entityId, String(claimId))));
    expect(audit?.after).toMatchObject({ status: "alteration", refundId: refund!.id, note: "Neck let out" });
    // The refund is like any other: the customer's refund e-mail and its credit note.
    expect(await mailSubjects(customer.email)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^An alteration refund for your shirt of order /),
        expect.stringMatching(/^Refund of .* for your order /),
      ]),
    );
    expect(await database.db.select().from(creditNotes).where(eq(creditNotes.refundId, refund!.id))).toHaveLength(1);

    // The customer sees it on the shirt, which cannot be claimed again.
    const { shirts } = await guaranteeOfHistory(customer);
    const claimed = shirts.find((shirt) => shirt.claims.some((claim) => claim.id === claimId));
    expect(claimed?.canClaim).toBe(false);
    expect(claimed?.claims[0]).toMatchObject({
      status: "alteration",
      alterationRefund: { amountMinor: cap, status: "succeeded" },
    });

    // Decided once: a second decision is refused and refunds nothing more.
    const again = await decideAlterationRefund(owner, { claimId, amountMinor: 100 });
    expect(again).toMatchObject({ ok: false, status: 409 });
    expect(await refundsOf(orderId)).toHaveLength(1);
  });

  it("refuses an amount above the cap beside its field, and changes nothing", async () => {
    const { claimId, orderId, customer, priceMinor } = await openClaim();
    const cap = alterationRefundCap(priceMinor, 30);
    const refused = await decideAlterationRefund(owner, { claimId, amountMinor: cap + 1 });
    expect(refused).toMatchObject({ ok: false, status: 400 });
    const message = refused.ok ? "" : (refused.fieldErrors?.amount?.[0] ?? "");
    expect(message).toBe(
      `An alteration refund is at most 30% of the shirt's price of €${amountText(priceMinor)}: €${amountText(cap)}.`,
    );
    const badAmount = await decideAlterationRefund(owner, { claimId, amountMinor: 12.5 });
    expect(badAmount.ok ? null : badAmount.fieldErrors?.amount?.[0]).toMatch(/amount to refund/);
    expect(await refundsOf(orderId)).toHaveLength(0);
    expect((await claimRow(claimId)).status).toBe("open");
    expect(await mailSubjects(customer.email)).not.toContainEqual(expect.stringMatching(/alteration refund/));
  });

  it("follows the setting when the owner changes it", async () => {
    await changeSetting(SHOP_ACTOR, "alterationRefundPercent", 50);
    try {
      const { claimId, orderId, priceMinor } = await openClaim();
      const cap = alterationRefundCap(priceMinor, 50);
      expect(await decideAlterationRefund(owner, { claimId, amountMinor: cap + 1 })).toMatchObject({
        status: 400,
      });
      expect(await decideAlterationRefund(owner, { claimId, amountMinor: cap })).toMatchObject({ ok: true });
      expect((await refundsOf(orderId))[0]?.amountMinor).toBe(cap);
    } finally {
      await changeSetting(SHOP_ACTOR, "alterationRefundPercent", 30);
    }
  });

  it("keeps customer service within the owner's refund limit: the claim stays open, nothing refunded", async () => {
    await changeSetting(SHOP_ACTOR, "serviceRefundLimitEur", 5);
    try {
      const { claimId, orderId, priceMinor } = await openClaim();
      expect(alterationRefundCap(priceMinor, 30)).toBeGreaterThan(600);
      const refused = await decideAlterationRefund(service, { claimId, amountMinor: 600 });
      expect(refused).toMatchObject({ ok: false, status: 403 });
      expect(refused.ok ? "" : refused.message).toMatch(/^Customer service may refund up to €5\.00 on an order/);
      expect(await refundsOf(orderId)).toHaveLength(0);
      expect(await claimRow(claimId)).toMatchObject({ status: "open", alterationRefundId: null, decidedAt: null });

      // Within the limit, customer service decides it.
      expect(await decideAlterationRefund(service, { claimId, amountMinor: 500 })).toMatchObject({ ok: true });
      expect(await claimRow(claimId)).toMatchObject({ status: "alteration", decidedByName: service.name });
    } finally {
      await changeSetting(SHOP_ACTOR, "serviceRefundLimitEur", 150);
    }
  });

  it("decides once when two staff decide at the same moment", async () => {
    const { claimId, orderId } = await openClaim();
    const answers = await Promise.all([
      decideAlterationRefund(owner, { claimId, amountMinor: 400 }),
      decideAlterationRefund(owner, { claimId, amountMinor: 300 }),
    ]);
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(answers.find((answer) => !answer.ok)).toMatchObject({ status: 409 });
    expect(await refundsOf(orderId)).toHaveLength(1);
  });
});
