import type { Executor } from "~/db/client.server";
import { mailOutbox } from "~/db/schema/mail";

export type MailMessage = { to: string; subject: string; text: string; html?: string; replyTo?: string };

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

/**
 * Queues a message in the outbox and returns its id. Pass the transaction of the change the
 * message reports, so that both are saved or neither is; the mail worker sends it later.
 */
export async function queueMail(executor: Executor, message: MailMessage): Promise<number> {
  const [row] = await executor
    .insert(mailOutbox)
    .values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      replyTo: message.replyTo,
    })
    .returning({ id: mailOutbox.id });
  for (const listener of listeners) listener();
  return row!.id;
}
