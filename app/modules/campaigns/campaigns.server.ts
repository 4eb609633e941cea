import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { config } from "~/config.server";
import { db, type Executor } from "~/db/client.server";
import {
  mailOutbox,
  newsletterCampaignRecipients,
  newsletterCampaigns,
  newsletterSubscribers,
  shirtModels,
} from "~/db/schema";
import { type Done, refuse, refuseInvalid } from "~/infra/refusal";
import { shirtPath } from "~/modules/catalog/urls";
import { markdownToHtml } from "~/modules/content/markdown.server";
import type { Block, Letter } from "~/modules/mail/letter";
import { composeMail, mailFooter, queueMail, queueMessages, wakeMailWorker } from "~/modules/mail/mail.server";
import { readSetting } from "~/modules/settings/settings.server";
import { type Actor, recordAudit } from "~/modules/shop/audit.server";
import { CAMPAIGN_MESSAGES, campaignSchema, editRefusal, sendRefusal } from "./campaigns";
import { DRAWING_WIDTH, drawingPath } from "./drawing.server";

/*
 * Newsletter campaigns (issue 25): owner and service write one (subject, Markdown body), look
 * at it in the mail's own layout, send it to themselves, then send it once to the confirmed
 * subscribers, through the outbox at the configured pace, each mail with its own unsubscribe
 * link and one-click List-Unsubscribe headers (RFC 8058).
 */

const campaignColumns = {
  id: newsletterCampaigns.id,
  subject: newsletterCampaigns.subject,
  body: newsletterCampaigns.body,
  shirtModelIds: newsletterCampaigns.shirtModelIds,
  status: newsletterCampaigns.status,
  mailsPerMinute: newsletterCampaigns.mailsPerMinute,
  sendStartedAt: newsletterCampaigns.sendStartedAt,
  queuedAt: newsletterCampaigns.queuedAt,
  createdAt: newsletterCampaigns.createdAt,
  updatedAt: newsletterCampaigns.updatedAt,
};

export type Campaign = {
  id: number;
  subject: string;
  body: string;
  shirtModelIds: number[];
  status: "draft" | "sending" | "sent";
  mailsPerMinute: number | null;
  sendStartedAt: Date | null;
  queuedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

/** Every campaign, the latest first. */
export async function listCampaigns() {
  return db()
    .select({
      id: newsletterCampaigns.id,
      subject: newsletterCampaigns.subject,
      status: newsletterCampaigns.status,
      sendStartedAt: newsletterCampaigns.sendStartedAt,
      updatedAt: newsletterCampaigns.updatedAt,
    })
    .from(newsletterCampaigns)
    .orderBy(desc(newsletterCampaigns.id))
    .limit(200);
}

export async function getCampaign(id: number, executor: Executor = db()): Promise<Campaign | null> {
  const [row] = await executor.select(campaignColumns).from(newsletterCampaigns).where(eq(newsletterCampaigns.id, id));
  return row ?? null;
}

/** How many addresses a campaign sent now would reach: the confirmed subscribers. */
export async function confirmedSubscriberCount(executor: Executor = db()): Promise<number> {
  const [row] = await executor
    .select({ value: count() })
    .from(newsletterSubscribers)
    .where(isNotNull(newsletterSubscribers.confirmedAt));
  return row?.value ?? 0;
}

/** A campaign's figures: its recipients, their mails queued, sent and failed, and the unsubscriptions through its links. */
export async function campaignCounts(id: number) {
  const [row] = await db()
    .select({
      recipients: count(),
      queued: sql<number>`count(*) filter (where ${newsletterCampaignRecipients.mailId} is null or ${mailOutbox.status} = 'pending')`,
      sent: sql<number>`count(*) filter (where ${mailOutbox.status} = 'sent')`,
      failed: sql<number>`count(*) filter (where ${mailOutbox.status} = 'failed')`,
      unsubscribed: sql<number>`count(*) filter (where ${newsletterCampaignRecipients.unsubscribedAt} is not null)`,
    })
    .from(newsletterCampaignRecipients)
    .leftJoin(mailOutbox, eq(mailOutbox.id, newsletterCampaignRecipients.mailId))
    .where(eq(newsletterCampaignRecipients.campaignId, id));
  return {
    recipients: Number(row?.recipients ?? 0),
    queued: Number(row?.queued ?? 0),
    sent: Number(row?.sent ?? 0),
    failed: Number(row?.failed ?? 0),
    unsubscribed: Number(row?.unsubscribed ?? 0),
  };
}

/** Writes a new draft. */
export async function createCampaign(actor: Actor, input: unknown): Promise<Done<{ id: number }>> {
  const parsed = campaignSchema.safeParse(input);
  if (!parsed.success) return refuseInvalid(parsed.error);
  return db().transaction(async (tx) => {
    const [created] = await tx
      .insert(newsletterCampaigns)
      .values(parsed.data)
      .returning({ id: newsletterCampaigns.id });
    await recordAudit(tx, actor, {
      action: "campaign.created",
      entity: "newsletter_campaign",
      entityId: created!.id,
      after: parsed.data,
    });
    return { ok: true, id: created!.id };
  });
}

/** Changes a draft; a campaign being sent or sent stays as it went out. */
export async function updateCampaign(actor: Actor, id: number, input: unknown): Promise<Done> {
  const parsed = campaignSchema.safeParse(input);
  if (!parsed.success) return refuseInvalid(parsed.error);
  return db().transaction(async (tx): Promise<Done> => {
    const [before] = await tx
      .select({
        subject: newsletterCampaigns.subject,
        body: newsletterCampaigns.body,
        shirtModelIds: newsletterCampaigns.shirtModelIds,
        status: newsletterCampaigns.status,
      })
      .from(newsletterCampaigns)
      .where(eq(newsletterCampaigns.id, id))
      .for("update");
    if (!before) return refuse(404, CAMPAIGN_MESSAGES.unknown);
    const refusal = editRefusal(before.status);
    if (refusal) return refuse(409, refusal);
    await tx
      .update(newsletterCampaigns)
      .set({ ...parsed.data, updatedAt: sql`now()` })
      .where(eq(newsletterCampaigns.id, id));
    await recordAudit(tx, actor, {
      action: "campaign.changed",
      entity: "newsletter_campaign",
      entityId: id,
      before: { subject: before.subject, body: before.body, shirtModelIds: before.shirtModelIds },
      after: parsed.data,
    });
    return { ok: true };
  });
}

/** Where the preview and the test send's unsubscribe link point: a link that unsubscribes nobody. */
const SAMPLE_UNSUBSCRIBE_TOKEN = "sample";

/** The personal unsubscribe link of a campaign's mail. */
function unsubscribeLink(token: string): string {
  return `${config.baseUrl}/newsletter/unsubscribe/${token}`;
}

/** A shirt a campaign shows: its drawing, its name, its page. */
export type CampaignShirt = { id: number; name: string; href: string };

/** The shirts of a campaign still on sale, in the order chosen. */
export async function campaignShirts(ids: readonly number[], executor: Executor = db()): Promise<CampaignShirt[]> {
  if (ids.length === 0) return [];
  const rows = await executor
    .select({ id: shirtModels.id, name: shirtModels.name })
    .from(shirtModels)
    .where(and(inArray(shirtModels.id, [...ids]), eq(shirtModels.active, true)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ ...row, href: `${config.baseUrl}${shirtPath(row)}` }] : [];
  });
}

/**
 * A campaign's mail to one address: the Markdown, the drawings of its shirts (PNG, linked to
 * their pages), its unsubscribe link in the footer and in the one-click headers.
 */
export function campaignLetter(
  campaign: Pick<Campaign, "subject" | "body">,
  shirts: readonly CampaignShirt[],
  to: string,
  unsubscribeUrl: string,
): Letter {
  // The shop's own paths become full addresses: a mail is read away from the site.
  const html = markdownToHtml(campaign.body).replace(/(href|src)="\//g, `$1="${config.baseUrl}/`);
  return {
    to,
    subject: campaign.subject,
    blocks: [
      { kind: "html", html, text: campaign.body },
      ...shirts.map(
        (shirt): Block => ({
          kind: "image",
          src: `${config.baseUrl}${drawingPath(shirt.id)}`,
          alt: shirt.name,
          width: DRAWING_WIDTH,
          height: DRAWING_WIDTH,
          href: shirt.href,
        }),
      ),
    ],
    unsubscribeUrl,
    headers: {
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** The campaign as its readers will see it: the HTML of its mail, in the shop's layout. */
export async function previewCampaign(id: number): Promise<string | null> {
  const campaign = await getCampaign(id);
  if (!campaign) return null;
  const shirts = await campaignShirts(campaign.shirtModelIds);
  const letter = campaignLetter(campaign, shirts, "subscriber@example.com", unsubscribeLink(SAMPLE_UNSUBSCRIBE_TOKEN));
  return (await composeMail(letter, await mailFooter())).html ?? "";
}

/** Sends the campaign to the staff member alone, as it stands, to read it in their own mail client. */
export async function sendTestCampaign(staff: Actor & { email: string }, id: number): Promise<Done> {
  return db().transaction(async (tx): Promise<Done> => {
    const campaign = await getCampaign(id, tx);
    if (!campaign) return refuse(404, CAMPAIGN_MESSAGES.unknown);
    const shirts = await campaignShirts(campaign.shirtModelIds, tx);
    const letter = campaignLetter(campaign, shirts, staff.email, unsubscribeLink(SAMPLE_UNSUBSCRIBE_TOKEN));
    await queueMail(tx, { ...letter, subject: `[Test] ${campaign.subject}` });
    await recordAudit(tx, staff, {
      action: "campaign.test_sent",
      entity: "newsletter_campaign",
      entityId: id,
      after: { to: staff.email },
    });
    return { ok: true };
  });
}

/**
 * Starts sending: one conditional UPDATE moves the draft to `sending` (two presses, from two
 * people or two instances, find one draft: the second is refused), and in the same
 * transaction every confirmed subscriber becomes a recipient, in a fixed order. The mail
 * worker then queues their mails (`queueCampaignMails`).
 */
export async function startSending(actor: Actor, id: number): Promise<Done<{ recipients: number }>> {
  const outcome = await db().transaction(async (tx): Promise<Done<{ recipients: number }>> => {
    const campaign = await getCampaign(id, tx);
    if (!campaign) return refuse(404, CAMPAIGN_MESSAGES.unknown);
    const refusal = sendRefusal(campaign.status, await confirmedSubscriberCount(tx));
    if (refusal) return refuse(409, refusal);
    const mailsPerMinute = await readSetting("newsletterMailsPerMinute", tx);
    const [started] = await tx
      .update(newsletterCampaigns)
      .set({ status: "sending", sendStartedAt: sql`now()`, mailsPerMinute, updatedAt: sql`now()` })
      .where(and(eq(newsletterCampaigns.id, id), eq(newsletterCampaigns.status, "draft")))
      .returning({ id: newsletterCampaigns.id });
    if (!started) return refuse(409, CAMPAIGN_MESSAGES.alreadySending);
    await tx.execute(sql`
      insert into ${newsletterCampaignRecipients} (campaign_id, subscriber_id, email, position)
      select ${id}, s.id, s.email, (row_number() over (order by s.id)) - 1
      from ${newsletterSubscribers} s
      where s.confirmed_at is not null
      on conflict do nothing`);
    const [{ value: total } = { value: 0 }] = await tx
      .select({ value: count() })
      .from(newsletterCampaignRecipients)
      .where(eq(newsletterCampaignRecipients.campaignId, id));
    await recordAudit(tx, actor, {
      action: "campaign.sent",
      entity: "newsletter_campaign",
      entityId: id,
      before: { status: "draft" },
      after: { status: "sending", recipients: total, mailsPerMinute },
    });
    return { ok: true, recipients: total };
  });
  if (outcome.ok) wakeMailWorker();
  return outcome;
}

/**
 * Queues the mails of the campaigns being sent, a batch of recipients per transaction: the
 * recipients are locked (another instance skips them), their mails are inserted in the outbox,
 * each due at its place in the campaign's pace, and the recipients remember their mail. A
 * process that dies mid-batch rolls the batch back, and the next run queues it: no recipient
 * is lost or mailed twice. A campaign whose recipients all have their mail is `sent`.
 * Run by the mail worker before each look at the outbox; answers how many mails it queued.
 */
export async function queueCampaignMails(
  options: { batchSize?: number; maxBatches?: number; afterBatch?: () => void } = {},
): Promise<number> {
  const batchSize = options.batchSize ?? 200;
  const maxBatches = options.maxBatches ?? 10;
  const sending = await db()
    .select({ id: newsletterCampaigns.id })
    .from(newsletterCampaigns)
    .where(eq(newsletterCampaigns.status, "sending"))
    .orderBy(asc(newsletterCampaigns.id));
  let queued = 0;
  for (const { id } of sending) {
    for (let batch = 0; batch < maxBatches; batch++) {
      const done = await db().transaction(async (tx) => {
        const campaign = await getCampaign(id, tx);
        if (campaign?.status !== "sending" || !campaign.sendStartedAt) return 0;
        const recipients = await tx
          .select({
            id: newsletterCampaignRecipients.id,
            email: newsletterCampaignRecipients.email,
            position: newsletterCampaignRecipients.position,
            token: newsletterCampaignRecipients.unsubscribeToken,
          })
          .from(newsletterCampaignRecipients)
          .where(and(eq(newsletterCampaignRecipients.campaignId, id), isNull(newsletterCampaignRecipients.mailId)))
          .orderBy(asc(newsletterCampaignRecipients.position))
          .limit(batchSize)
          .for("update", { skipLocked: true });
        if (recipients.length === 0) {
          // Nothing left without a mail (or locked by another instance, which finishes it).
          const [left] = await tx
            .select({ value: count() })
            .from(newsletterCampaignRecipients)
            .where(and(eq(newsletterCampaignRecipients.campaignId, id), isNull(newsletterCampaignRecipients.mailId)));
          if ((left?.value ?? 0) === 0) {
            await tx
              .update(newsletterCampaigns)
              .set({ status: "sent", queuedAt: sql`now()` })
              .where(and(eq(newsletterCampaigns.id, id), eq(newsletterCampaigns.status, "sending")));
          }
          return 0;
        }
        // Laid out once per batch, then made personal: the token is the only difference.
        const placeholder = "00000000-0000-4000-8000-00000000cafe";
        const model = await composeMail(
          campaignLetter(
            campaign,
            await campaignShirts(campaign.shirtModelIds, tx),
            "recipient@example.com",
            unsubscribeLink(placeholder),
          ),
          await mailFooter(tx),
        );
        const personal = (value: string, token: string) => value.replaceAll(placeholder, token);
        const start = campaign.sendStartedAt.getTime();
        const intervalMs = 60_000 / (campaign.mailsPerMinute ?? 60);
        const ids = await queueMessages(
          tx,
          recipients.map((recipient) => ({
            ...model,
            to: recipient.email,
            text: personal(model.text, recipient.token),
            html: model.html ? personal(model.html, recipient.token) : undefined,
            headers: Object.fromEntries(
              Object.entries(model.headers ?? {}).map(([name, value]) => [name, personal(value, recipient.token)]),
            ),
            notBefore: new Date(start + recipient.position * intervalMs),
          })),
        );
        const sorted = ids.toSorted((a, b) => a - b);
        for (const [index, recipient] of recipients.entries()) {
          await tx
            .update(newsletterCampaignRecipients)
            .set({ mailId: sorted[index] })
            .where(eq(newsletterCampaignRecipients.id, recipient.id));
        }
        options.afterBatch?.();
        return recipients.length;
      });
      queued += done;
      if (done === 0) break;
    }
  }
  return queued;
}

/** The recipients of a campaign with their mail, for the tests and the campaign's page. */
export async function recipientsOf(id: number) {
  return db()
    .select({
      email: newsletterCampaignRecipients.email,
      mailId: newsletterCampaignRecipients.mailId,
      unsubscribeToken: newsletterCampaignRecipients.unsubscribeToken,
    })
    .from(newsletterCampaignRecipients)
    .where(eq(newsletterCampaignRecipients.campaignId, id))
    .orderBy(asc(newsletterCampaignRecipients.position));
}

/** The days after a campaign's sending during which a recipient's order counts as brought by it. */
export const CAMPAIGN_ORDER_DAYS = 14;

/** A campaign's results in one currency (null: its recipients who ordered nothing). */
export type CampaignOutcome = {
  id: number;
  subject: string;
  startedAt: Date;
  currency: string | null;
  recipients: number;
  sent: number;
  unsubscribed: number;
  ordered: number;
  revenueMinor: number;
};

/**
 * The campaigns whose sending started between `since` and `until`: recipients, mails sent,
 * unsubscriptions through their links, and the recipients who paid an order within
 * CAMPAIGN_ORDER_DAYS (their first such order, by the address the campaign went to), by that
 * order's currency, with its total. One query.
 */
export async function campaignOutcomes(range: { since: Date; until: Date }): Promise<CampaignOutcome[]> {
  const { rows } = (await db().execute(sql`
    select c.id, c.subject, c.send_started_at as started, o.currency_code as currency,
      count(*)::int as recipients,
      count(*) filter (where m.status = 'sent')::int as sent,
      count(r.unsubscribed_at)::int as unsubscribed,
      count(o.id)::int as ordered,
      coalesce(sum(o.total_minor), 0)::bigint as revenue
    from newsletter_campaigns c
    join newsletter_campaign_recipients r on r.campaign_id = c.id
    left join mail_outbox m on m.id = r.mail_id
    left join lateral (
      select o.id, o.currency_code, o.total_minor from orders o
      where r.email <> '' and o.customer_email = r.email and o.paid_at is not null
        and o.created_at > c.send_started_at
        and o.created_at < c.send_started_at + ${CAMPAIGN_ORDER_DAYS} * interval '1 day'
      order by o.created_at limit 1
    ) o on true
    where c.send_started_at >= ${range.since} and c.send_started_at < ${range.until}
    group by c.id, c.subject, c.send_started_at, o.currency_code
    order by c.send_started_at, c.id, o.currency_code`)) as unknown as {
    rows: {
      id: number;
      subject: string;
      started: string | Date;
      currency: string | null;
      recipients: number;
      sent: number;
      unsubscribed: number;
      ordered: number;
      revenue: number | string;
    }[];
  };
  return rows.map((row) => ({
    id: Number(row.id),
    subject: row.subject,
    startedAt: new Date(row.started),
    currency: row.currency,
    recipients: Number(row.recipients),
    sent: Number(row.sent),
    unsubscribed: Number(row.unsubscribed),
    ordered: Number(row.ordered),
    revenueMinor: Number(row.revenue),
  }));
}
