import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, mailOutbox, newsletterCampaigns, newsletterSubscribers } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { confirmSubscription, subscribe } from "~/modules/content/newsletter.server";
import { composeMail, mailFooter } from "~/modules/mail/mail.server";
import { changeSetting } from "~/modules/settings/settings.server";
import { SHOP_ACTOR } from "~/modules/shop/audit.server";
import {
  campaignCounts,
  campaignLetter,
  campaignShirts,
  createCampaign,
  getCampaign,
  previewCampaign,
  queueCampaignMails,
  recipientsOf,
  sendTestCampaign,
  startSending,
  updateCampaign,
} from "./campaigns.server";

const database = databaseForTests();
const STAFF = { id: null, name: "Sam Service", email: "sam@shop.example" };

/** A subscriber who confirmed (double opt-in), or one who did not. */
async function subscriber(email: string, confirmed = true) {
  await subscribe(email);
  if (!confirmed) return;
  const [row] = await database.db
    .select({ token: newsletterSubscribers.confirmToken })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  expect(await confirmSubscription(row!.token)).toBe("confirmed");
}

async function draft(subject = "New linens for summer") {
  const created = await createCampaign(STAFF, {
    subject,
    body: "## Linen is back\n\nOur **Irish linen** is in. [See the fabrics](/fabrics).",
  });
  if (!created.ok) throw new Error("not created");
  return created.id;
}

async function campaignMails(id: number) {
  const mailIds = (await recipientsOf(id)).flatMap((recipient) => (recipient.mailId ? [recipient.mailId] : []));
  if (mailIds.length === 0) return [];
  return database.db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      text: mailOutbox.text,
      html: mailOutbox.html,
      headers: mailOutbox.headers,
      nextAttemptAt: mailOutbox.nextAttemptAt,
    })
    .from(mailOutbox)
    .where(inArray(mailOutbox.id, mailIds))
    .orderBy(mailOutbox.id);
}

describe("newsletter campaigns", () => {
  it("go to confirmed subscribers only, each mail with its own unsubscribe link and one-click headers, at the set pace", async () => {
    await subscriber("anna@example.com");
    await subscriber("ben@example.com");
    await subscriber("waiting@example.com", false);
    expect(await changeSetting(SHOP_ACTOR, "newsletterMailsPerMinute", "30")).toMatchObject({ ok: true });
    const id = await draft();

    expect(await startSending(STAFF, id)).toEqual({ ok: true, recipients: 2 });
    expect((await getCampaign(id))?.status).toBe("sending");
    expect(await queueCampaignMails()).toBe(2);
    // Every mail in the outbox: the campaign is sent (the outbox delivers it at its pace).
    expect((await getCampaign(id))?.status).toBe("sent");
    expect(await queueCampaignMails()).toBe(0);

    const recipients = await recipientsOf(id);
    const mails = await campaignMails(id);
    expect(mails.map((mail) => mail.to)).toEqual(["anna@example.com", "ben@example.com"]);
    for (const [index, mail] of mails.entries()) {
      const link = `/newsletter/unsubscribe/${recipients[index]!.unsubscribeToken}`;
      expect(mail.headers).toEqual({
        "List-Unsubscribe": `<http://localhost:3000${link}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      });
      expect(mail.text).toContain(`Unsubscribe: http://localhost:3000${link}`);
      expect(mail.html).toContain(`href="http://localhost:3000${link}"`);
      // The Markdown, rendered in the layout; the shop's own paths as full addresses.
      expect(mail.html).toContain("<strong>Irish linen</strong>");
      expect(mail.html).toContain('href="http://localhost:3000/fabrics"');
    }
    expect(mails[0]!.html).not.toContain(recipients[1]!.unsubscribeToken);
    // 30 a minute: two seconds apart.
    expect(mails[1]!.nextAttemptAt.getTime() - mails[0]!.nextAttemptAt.getTime()).toBe(2_000);
    expect(await campaignCounts(id)).toEqual({ recipients: 2, queued: 2, sent: 0, failed: 0, unsubscribed: 0 });
    // Sent: it can no longer be changed.
    expect(await updateCampaign(STAFF, id, { subject: "Other", body: "Other" })).toMatchObject({
      ok: false,
      status: 409,
    });
  });

  it("is sent once when two people press Send at the same moment", async () => {
    await subscriber("cara@example.com");
    const id = await draft("Twice pressed");
    const outcomes = await Promise.all([startSending(STAFF, id), startSending(STAFF, id), startSending(STAFF, id)]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([
      expect.objectContaining({ status: 409 }),
      expect.objectContaining({ status: 409 }),
    ]);
    await Promise.all([queueCampaignMails(), queueCampaignMails()]);
    await queueCampaignMails();
    const recipients = await recipientsOf(id);
    expect(recipients.length).toBeGreaterThan(0);
    expect(await campaignMails(id)).toHaveLength(recipients.length);
    const audits = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(audits.map((audit) => audit.action).filter((action) => action === "campaign.sent")).toHaveLength(1);
  });

  it("queues every recipient once when the sender dies in the middle of a batch", async () => {
    for (const name of ["dan", "eva", "fay", "gus", "hal"]) await subscriber(`${name}@example.com`);
    const id = await draft("Interrupted");
    const started = await startSending(STAFF, id);
    expect(started.ok).toBe(true);
    const total = started.ok ? started.recipients : 0;

    let batches = 0;
    await expect(
      queueCampaignMails({
        batchSize: 2,
        afterBatch: () => {
          batches++;
          // The process dies after inserting the second batch's mails, before committing.
          if (batches === 2) throw new Error("killed");
        },
      }),
    ).rejects.toThrow("killed");
    const afterCrash = await recipientsOf(id);
    expect(afterCrash.filter((recipient) => recipient.mailId !== null)).toHaveLength(2);
    expect(await campaignMails(id)).toHaveLength(2);

    // Another run (this instance restarted, or another one) goes on where it stopped.
    while ((await queueCampaignMails({ batchSize: 2 })) > 0);
    const mails = await campaignMails(id);
    expect(mails).toHaveLength(total);
    expect(new Set(mails.map((mail) => mail.to)).size).toBe(total);
    const outboxForThem = await database.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, "Interrupted"));
    expect(outboxForThem).toHaveLength(total);
    expect((await getCampaign(id))?.status).toBe("sent");
  });

  it("previews in the mail's layout and sends a test to the staff member alone, both audited or harmless", async () => {
    const id = await draft("Preview me");
    const html = await previewCampaign(id);
    expect(html).toMatch(/^<!DOCTYPE html/);
    expect(html).toContain("Linen is back");
    expect(await sendTestCampaign(STAFF, id)).toEqual({ ok: true });
    const [test] = await database.db
      .select({ to: mailOutbox.to, subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, "[Test] Preview me"));
    expect(test).toEqual({ to: "sam@shop.example", subject: "[Test] Preview me" });
    expect((await getCampaign(id))?.status).toBe("draft");
    const [row] = await database.db
      .select({ status: newsletterCampaigns.status })
      .from(newsletterCampaigns)
      .where(eq(newsletterCampaigns.id, id));
    expect(row?.status).toBe("draft");
    expect(await updateCampaign(STAFF, id, { subject: "", body: "x" })).toMatchObject({ ok: false, status: 400 });
    expect(await updateCampaign(STAFF, id, { subject: "Previewed", body: "x" })).toEqual({ ok: true });
  });

  it("show the chosen shirts' drawings as PNG images linked to their pages, readable with images off", async () => {
    const letter = campaignLetter(
      { subject: "Shirts", body: "Two new shirts." },
      [{ id: 7, name: "Oxford <button-down>", href: "http://localhost:3000/shirt/7-oxford" }],
      "a@example.com",
      "http://localhost:3000/newsletter/unsubscribe/sample",
    );
    const mail = await composeMail(letter, await mailFooter());
    expect(mail.html).toMatch(
      /<a href="http:\/\/localhost:3000\/shirt\/7-oxford"[^>]*><img [^>]*alt="Oxford &lt;button-down&gt;"/,
    );
    expect(mail.html).toMatch(/<img [^>]*src="http:\/\/localhost:3000\/mail\/shirts\/7\.png"[^>]*width="240"/);
    expect(mail.text).toContain("[Oxford <button-down>] http://localhost:3000/shirt/7-oxford");
    const id = await draft("Too many shirts");
    expect(await updateCampaign(STAFF, id, { subject: "s", body: "b", shirtModelIds: [1, 2, 3, 4, 5] })).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(await updateCampaign(STAFF, id, { subject: "s", body: "b", shirtModelIds: ["3", "3", "9"] })).toEqual({
      ok: true,
    });
    expect((await getCampaign(id))?.shirtModelIds).toEqual([3, 9]);
    // Shirts no longer on sale (or never were) are left out of the mail.
    expect(await campaignShirts([3, 9])).toEqual([]);
  });
});
