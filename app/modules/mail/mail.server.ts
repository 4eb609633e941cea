import { config } from "~/config.server";
import type { Executor } from "~/db/client.server";
import { mailOutbox } from "~/db/schema/mail";
import { readContactDetails } from "~/modules/settings/settings.server";
import { type Letter, letterText, type MailFooter } from "./letter";

/** A mail ready to leave: what the outbox keeps and the transport sends. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
};

/*
 * Listeners woken when mail is queued in this process. Kept on globalThis because in
 * development Vite may evaluate this module again, and the worker would then listen to
 * another copy (the same reason the database connection lives there).
 */
const holder = globalThis as typeof globalThis & { __mailQueuedListeners?: Set<() => void> };
holder.__mailQueuedListeners ??= new Set();
const listeners = holder.__mailQueuedListeners;

/** Calls `listener` whenever mail is queued in this process; returns the unsubscribe function. */
export function onMailQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The shop's details at the foot of every mail: its contact settings and its address on the web. */
export async function mailFooter(executor?: Executor): Promise<MailFooter> {
  const contact = await readContactDetails(executor);
  return {
    postalAddress: contact.contactPostalAddress,
    email: contact.contactEmail,
    phone: contact.contactPhone,
    siteUrl: config.baseUrl,
  };
}

/**
 * A letter laid out: its HTML in the shop's layout and its text twin, from the same blocks.
 * The layout (React Email) is loaded on the first mail, not when the shop starts.
 */
export async function composeMail(letter: Letter, footer: MailFooter): Promise<MailMessage> {
  const { letterHtml } = await import("./layout.server");
  return {
    to: letter.to,
    subject: letter.subject,
    text: letterText(letter, footer),
    html: await letterHtml(letter, footer),
    ...(letter.replyTo ? { replyTo: letter.replyTo } : {}),
    ...(letter.headers ? { headers: letter.headers } : {}),
  };
}

/** Wakes this process's mail worker: mail is waiting (or will be, once a campaign is queued). */
export function wakeMailWorker(): void {
  for (const listener of listeners) listener();
}

/**
 * Puts composed messages in the outbox and returns their ids, in order. `notBefore`: when each
 * may leave at the earliest (a campaign's pace); now when not said.
 */
export async function queueMessages(
  executor: Executor,
  messages: readonly (MailMessage & { notBefore?: Date })[],
): Promise<number[]> {
  if (messages.length === 0) return [];
  const rows = await executor
    .insert(mailOutbox)
    .values(
      messages.map((message) => ({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        replyTo: message.replyTo,
        headers: message.headers,
        ...(message.notBefore ? { nextAttemptAt: message.notBefore } : {}),
      })),
    )
    .returning({ id: mailOutbox.id });
  wakeMailWorker();
  return rows.map((row) => row.id);
}

/**
 * Lays out a letter and queues it in the outbox; returns its id. Pass the transaction of the
 * change the letter reports, so that both are saved or neither is; the mail worker sends it later.
 */
export async function queueMail(executor: Executor, letter: Letter): Promise<number> {
  const [id] = await queueMessages(executor, [await composeMail(letter, await mailFooter(executor))]);
  return id!;
}
