import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { type ContactMessageStatus, contactMessages, contactReplies } from "~/db/schema";
import { type Done, fieldErrorsOf, refuse, refuseFields } from "~/infra/refusal";
import { type Letter, paragraphs } from "~/modules/mail/letter";
import { queueMail } from "~/modules/mail/mail.server";
import { readSettings } from "~/modules/settings/settings.server";
import { type Actor, recordAudit } from "~/modules/shop/audit.server";
import { formatLongDate } from "~/modules/shop/calendar";
import { SHOP_NAME } from "~/modules/shop/identity";
import { answerSchema, INBOX_MESSAGES, type InboxFilters, messageIdSchema, subjectLabel } from "./inbox";

/*
 * The contact form's messages as an inbox: new until answered, answered once the
 * back office wrote back (by e-mail, through the outbox, the answer kept in the thread),
 * closed when nothing more is to be done, and reopened should that change.
 */

export const INBOX_PAGE_SIZE = 30;

const escapeLike = (text: string) => text.replace(/[%_\\]/g, "\\$&");

function conditions(filters: InboxFilters): SQL | undefined {
  const view: SQL | undefined =
    filters.view === "all"
      ? undefined
      : filters.view === "open"
        ? inArray(contactMessages.status, ["new", "answered"])
        : eq(contactMessages.status, filters.view);
  const pattern = `%${escapeLike(filters.q)}%`;
  const search = filters.q
    ? or(
        ilike(contactMessages.name, pattern),
        ilike(contactMessages.email, pattern),
        ilike(contactMessages.message, pattern),
      )
    : undefined;
  return and(view, search);
}

/** What the inbox shows of a message and what its answer quotes. */
const messageColumns = {
  name: contactMessages.name,
  email: contactMessages.email,
  subject: contactMessages.subject,
  message: contactMessages.message,
  status: contactMessages.status,
  createdAt: contactMessages.createdAt,
};

/** A page of the inbox, newest first, with the number of messages its filters select. */
export async function listContactMessages(filters: InboxFilters) {
  const where = conditions(filters);
  const [rows, [total]] = await Promise.all([
    db()
      .select({ id: contactMessages.id, ...messageColumns })
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(INBOX_PAGE_SIZE)
      .offset((filters.page - 1) * INBOX_PAGE_SIZE),
    db().select({ value: count() }).from(contactMessages).where(where),
  ]);
  const found = total?.value ?? 0;
  return {
    rows: rows.map(({ message, subject, ...row }) => ({
      ...row,
      subject: subjectLabel(subject),
      excerpt: message.length > 140 ? `${message.slice(0, 140).trimEnd()}…` : message,
    })),
    total: found,
    pages: Math.max(1, Math.ceil(found / INBOX_PAGE_SIZE)),
  };
}

/** How many messages wait for a first answer (the back office's menu shows it). */
export async function countNewMessages(): Promise<number> {
  const [row] = await db().select({ value: count() }).from(contactMessages).where(eq(contactMessages.status, "new"));
  return row?.value ?? 0;
}

/** A message with its answers, oldest first; null when there is none. */
export async function getContactThread(id: number) {
  const [message] = await db()
    .select({ id: contactMessages.id, phone: contactMessages.phone, ...messageColumns })
    .from(contactMessages)
    .where(eq(contactMessages.id, id));
  if (!message) return null;
  const replies = await db()
    .select({
      id: contactReplies.id,
      staffName: contactReplies.staffName,
      body: contactReplies.body,
      createdAt: contactReplies.createdAt,
    })
    .from(contactReplies)
    .where(eq(contactReplies.messageId, id))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
  return { ...message, subject: subjectLabel(message.subject), replies };
}

/** The answer as the customer receives it: the words, who wrote them, and their own message quoted. */
export function answerMail(
  message: { name: string; email: string; subject: string; message: string; createdAt: Date },
  answer: { body: string; staffName: string },
  contact: { contactEmail: string; contactPhone: string },
): Letter {
  return {
    to: message.email,
    replyTo: contact.contactEmail,
    subject: `Re: ${subjectLabel(message.subject)}, your message to ${SHOP_NAME}`,
    greeting: `Dear ${message.name},`,
    blocks: [
      ...paragraphs([answer.body]),
      {
        kind: "paragraph",
        lines: [
          answer.staffName,
          `${SHOP_NAME} customer service`,
          `${contact.contactEmail} · ${contact.contactPhone}`,
          `${config.baseUrl}/contact`,
        ],
      },
      { kind: "paragraph", lines: [`On ${formatLongDate(message.createdAt)} you wrote:`] },
      { kind: "quote", lines: message.message.split(/\r?\n/) },
    ],
    // Signed above, before the message it quotes.
    signature: [],
  };
}

/**
 * Answers a message: the answer joins its thread and is e-mailed to the sender through the
 * outbox, the message becomes answered (a closed one too: writing again opens it), all in
 * one transaction with the audit entry.
 */
export async function answerMessage(staff: Actor, input: unknown): Promise<Done<{ status: ContactMessageStatus }>> {
  const parsed = answerSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    if (fieldErrors.messageId) return refuse(404, INBOX_MESSAGES.unknown);
    return refuseFields(fieldErrors);
  }
  const { messageId, body } = parsed.data;
  return db().transaction(async (tx): Promise<Done<{ status: ContactMessageStatus }>> => {
    const [message] = await tx
      .select(messageColumns)
      .from(contactMessages)
      .where(eq(contactMessages.id, messageId))
      .for("update");
    if (!message) return refuse(404, INBOX_MESSAGES.unknown);
    const [reply] = await tx
      .insert(contactReplies)
      .values({ messageId, staffId: staff.id, staffName: staff.name, body })
      .returning({ id: contactReplies.id });
    await tx
      .update(contactMessages)
      .set({ status: "answered", updatedAt: new Date() })
      .where(eq(contactMessages.id, messageId));
    const contact = await readSettings(["contactEmail", "contactPhone"], tx);
    await queueMail(tx, answerMail(message, { body, staffName: staff.name }, contact));
    await recordAudit(tx, staff, {
      action: "contact.answered",
      entity: "contact_message",
      entityId: messageId,
      before: { status: message.status },
      after: { status: "answered", replyId: reply!.id },
    });
    return { ok: true, status: "answered" };
  });
}

/** Closes an open message, or reopens a closed one (answered again if it had answers, else new). */
export async function setMessageClosed(
  actor: Actor,
  input: unknown,
  closed: boolean,
): Promise<Done<{ status: ContactMessageStatus }>> {
  const parsed = messageIdSchema.safeParse(input);
  if (!parsed.success) return refuse(404, INBOX_MESSAGES.unknown);
  const { messageId } = parsed.data;
  return db().transaction(async (tx): Promise<Done<{ status: ContactMessageStatus }>> => {
    const [message] = await tx
      .select({ status: contactMessages.status })
      .from(contactMessages)
      .where(eq(contactMessages.id, messageId))
      .for("update");
    if (!message) return refuse(404, INBOX_MESSAGES.unknown);
    if (closed && message.status === "closed") return refuse(409, INBOX_MESSAGES.alreadyClosed);
    if (!closed && message.status !== "closed") return refuse(409, INBOX_MESSAGES.notClosed);
    let status: ContactMessageStatus = "closed";
    if (!closed) {
      const [replies] = await tx
        .select({ value: count() })
        .from(contactReplies)
        .where(eq(contactReplies.messageId, messageId));
      status = (replies?.value ?? 0) > 0 ? "answered" : "new";
    }
    await tx.update(contactMessages).set({ status, updatedAt: new Date() }).where(eq(contactMessages.id, messageId));
    await recordAudit(tx, actor, {
      action: closed ? "contact.closed" : "contact.reopened",
      entity: "contact_message",
      entityId: messageId,
      before: { status: message.status },
      after: { status },
    });
    return { ok: true, status };
  });
}
