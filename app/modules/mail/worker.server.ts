import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { mailOutbox } from "~/db/schema/mail";
import { logger } from "~/infra/logger.server";
import { onMailQueued } from "./mail.server";
import { createTransport, type MailTransport } from "./transport.server";

export type MailWorkerOptions = {
  transport?: MailTransport;
  from?: string;
  /** Pause between two looks at the outbox. */
  pollMs?: number;
  batchSize?: number;
  /** After this many failed attempts a message is marked `failed` and no longer tried. */
  maxAttempts?: number;
  /** The first retry waits this long, each further one twice as long, up to `retryMaxMs`. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** False: no timer and no wake-ups, only `runOnce` sends (tests, scripts). */
  timer?: boolean;
  /**
   * Work that puts mail in the outbox, run before each batch (a newsletter campaign's mails,
   * queued a batch of recipients at a time). Its failure is logged and the batch goes on.
   */
  beforeBatch?: () => Promise<unknown>;
};

/*
 * A claimed message is hidden from other workers this long by moving its next attempt into
 * the future; if this process dies while sending, the message is tried again after it.
 * Longer than the time nodemailer may spend on one message.
 */
const claimMs = 15 * 60_000;
// Lets the transaction that queued a message commit before the woken worker looks for it.
const wakeDelayMs = 200;

/**
 * Sends the mail outbox: every `pollMs`, and shortly after `queueMail` is called in this
 * process. Failed messages are retried with exponential backoff.
 */
export function startMailWorker(options: MailWorkerOptions = {}) {
  const transport = options.transport ?? createTransport();
  const from = options.from ?? config.mailFrom;
  const pollMs = options.pollMs ?? 5_000;
  const batchSize = options.batchSize ?? 10;
  const maxAttempts = options.maxAttempts ?? 8;
  const retryBaseMs = options.retryBaseMs ?? 30_000;
  const retryMaxMs = options.retryMaxMs ?? 60 * 60_000;

  async function sendBatch(): Promise<{ claimed: number; sent: number }> {
    if (options.beforeBatch) {
      try {
        await options.beforeBatch();
      } catch (error) {
        logger.error({ err: error }, "mail worker: the work before the batch failed");
      }
    }
    // Claims the batch in one statement (one transaction): rows locked by another worker are
    // skipped, and once claimed they are no longer due, so no other worker sends them.
    const due = db()
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(mailOutbox.id))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    const claimed = await db()
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now() + ${claimMs} * interval '1 millisecond'` })
      .where(inArray(mailOutbox.id, due))
      .returning({
        id: mailOutbox.id,
        to: mailOutbox.to,
        replyTo: mailOutbox.replyTo,
        subject: mailOutbox.subject,
        text: mailOutbox.text,
        html: mailOutbox.html,
        headers: mailOutbox.headers,
        attempts: mailOutbox.attempts,
      });
    claimed.sort((a, b) => a.id - b.id);

    let sent = 0;
    for (const mail of claimed) {
      try {
        await transport.send({
          id: mail.id,
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? undefined,
          replyTo: mail.replyTo ?? undefined,
          headers: mail.headers ?? undefined,
        });
      } catch (error) {
        await recordFailure(mail.id, mail.attempts + 1, error);
        continue;
      }
      await db().update(mailOutbox).set({ status: "sent", sentAt: sql`now()` }).where(eq(mailOutbox.id, mail.id));
      logger.info({ mailId: mail.id }, "mail sent");
      sent++;
    }
    return { claimed: claimed.length, sent };
  }

  async function recordFailure(id: number, attempts: number, error: unknown) {
    const lastError = error instanceof Error ? error.message : String(error);
    if (attempts >= maxAttempts) {
      await db().update(mailOutbox).set({ status: "failed", attempts, lastError }).where(eq(mailOutbox.id, id));
      logger.error({ mailId: id, attempts, err: error }, "mail failed, giving up");
      return;
    }
    const delayMs = Math.min(retryBaseMs * 2 ** (attempts - 1), retryMaxMs);
    await db()
      .update(mailOutbox)
      .set({ attempts, lastError, nextAttemptAt: sql`now() + ${delayMs} * interval '1 millisecond'` })
      .where(eq(mailOutbox.id, id));
    logger.warn({ mailId: id, attempts, retryInMs: delayMs, err: error }, "mail failed, will retry");
  }

  // One batch at a time: a call made while a batch runs starts when it has finished.
  let current: Promise<unknown> = Promise.resolve();
  function runBatch() {
    const batch = current.catch(() => {}).then(sendBatch);
    current = batch;
    return batch;
  }

  /** Sends the messages due now (one batch) and returns how many were sent. */
  async function runOnce(): Promise<number> {
    return (await runBatch()).sent;
  }

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let timerAt = Number.POSITIVE_INFINITY;

  /** Runs a batch in `delayMs`, unless one is already planned sooner. */
  function schedule(delayMs: number) {
    if (stopped || Date.now() + delayMs >= timerAt) return;
    clearTimeout(timer);
    timerAt = Date.now() + delayMs;
    timer = setTimeout(tick, delayMs);
    timer.unref();
  }

  async function tick() {
    timer = undefined;
    timerAt = Number.POSITIVE_INFINITY;
    let claimed = 0;
    try {
      ({ claimed } = await runBatch());
    } catch (error) {
      logger.error({ err: error }, "mail worker: batch failed");
    }
    // A full batch suggests more mail is waiting.
    schedule(claimed === batchSize ? 0 : pollMs);
  }

  const unsubscribe = options.timer === false ? () => {} : onMailQueued(() => schedule(wakeDelayMs));
  if (options.timer !== false) schedule(0);

  return {
    runOnce,
    /** Stops the timer and waits for a batch in progress (graceful shutdown). */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
      await current.catch(() => {});
    },
  };
}
