import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { mailOutbox } from "~/db/schema/mail";
import { databaseForTests } from "~/db/test-database.server";
import type { Letter } from "./letter";
import { queueMail } from "./mail.server";
import { createTransport, type MailTransport, type OutgoingMail } from "./transport.server";
import { type MailWorkerOptions, startMailWorker } from "./worker.server";

const database = databaseForTests();
let directory: string;
const workers: { stop(): Promise<void> }[] = [];

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), "shop-mail-"));
});

afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  await database.db.delete(mailOutbox);
});

afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

function worker(options: MailWorkerOptions) {
  const started = startMailWorker({ from: "Shop <shop@example.test>", timer: false, ...options });
  workers.push(started);
  return started;
}

async function row(id: number) {
  const [found] = await database.db
    .select({
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      nextAttemptAt: mailOutbox.nextAttemptAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id));
  return found!;
}

/** Makes every pending message due now, instead of waiting for its backoff. */
async function makeDue() {
  await database.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` });
}

/** Headers (unfolded, names in lower case) and body of an RFC 822 message. */
function parseMessage(raw: string) {
  const [head = "", ...rest] = raw.split("\r\n\r\n");
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: rest.join("\r\n\r\n") };
}

const message: Letter = {
  to: "customer@example.test",
  subject: "Your order SH-1001",
  blocks: [{ kind: "paragraph", lines: ["Thank you for your order."] }],
};
const words = "Thank you for your order.";

describe("queueMail", () => {
  it("inserts a pending message, due now, laid out in HTML with its text twin", async () => {
    const id = await queueMail(database.db, { ...message, replyTo: "service@example.test" });
    const [stored] = await database.db
      .select({
        to: mailOutbox.to,
        subject: mailOutbox.subject,
        text: mailOutbox.text,
        html: mailOutbox.html,
        replyTo: mailOutbox.replyTo,
        status: mailOutbox.status,
        attempts: mailOutbox.attempts,
        due: sql<boolean>`${mailOutbox.nextAttemptAt} <= now()`,
      })
      .from(mailOutbox)
      .where(eq(mailOutbox.id, id));
    expect(stored).toEqual({
      to: message.to,
      subject: message.subject,
      text: expect.stringContaining(words),
      html: expect.stringMatching(/^<!DOCTYPE html[\s\S]*Thank you for your order\.[\s\S]*<\/html>$/),
      replyTo: "service@example.test",
      status: "pending",
      attempts: 0,
      due: true,
    });
  });

  it("is saved or rolled back with the caller's transaction", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await queueMail(tx, message);
        throw new Error("the order could not be saved");
      }),
    ).rejects.toThrow();
    expect(await database.db.$count(mailOutbox)).toBe(0);
  });
});

describe("the mail worker", () => {
  it("writes an .eml file with the file transport and marks the message sent", async () => {
    const id = await queueMail(database.db, { ...message, replyTo: "service@example.test" });
    const sent = await worker({ transport: createTransport({ directory }) }).runOnce();

    expect(sent).toBe(1);
    const files = await readdir(directory);
    expect(files).toEqual([expect.stringMatching(new RegExp(`^\\d{4}-\\d\\d-\\d\\dT[\\d-]+Z-${id}\\.eml$`))]);
    const { headers, body } = parseMessage(await readFile(path.join(directory, files[0]!), "utf8"));
    expect(headers.get("subject")).toBe(message.subject);
    expect(headers.get("to")).toBe(message.to);
    expect(headers.get("from")).toBe("Shop <shop@example.test>");
    expect(headers.get("reply-to")).toBe("service@example.test");
    expect(body).toContain(words);
    expect(headers.get("content-type")).toMatch(/^multipart\/alternative/);
    expect(body).toMatch(/Content-Type: text\/plain[\s\S]*Content-Type: text\/html/);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 0, sentAt: expect.any(Date) });
  });

  it("retries a failed message after an exponential backoff", async () => {
    const send = vi
      .fn<MailTransport["send"]>()
      .mockRejectedValueOnce(new Error("connection refused 1"))
      .mockRejectedValueOnce(new Error("connection refused 2"))
      .mockResolvedValue(undefined);
    const mailer = worker({ transport: { send }, retryBaseMs: 60_000 });
    const id = await queueMail(database.db, message);

    for (const [attempts, delayMs] of [
      [1, 60_000],
      [2, 120_000],
    ] as const) {
      const before = Date.now();
      expect(await mailer.runOnce()).toBe(0);
      const after = Date.now();
      const failed = await row(id);
      expect(failed).toMatchObject({ status: "pending", attempts, lastError: `connection refused ${attempts}` });
      // The database's clock decides; allow it a second of difference with ours.
      expect(failed.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + delayMs - 1_000);
      expect(failed.nextAttemptAt.getTime()).toBeLessThanOrEqual(after + delayMs + 1_000);

      expect(await mailer.runOnce()).toBe(0); // not due yet: not tried
      expect(send).toHaveBeenCalledTimes(attempts);
      await makeDue();
    }

    expect(await mailer.runOnce()).toBe(1);
    expect(send).toHaveBeenCalledTimes(3);
    expect(send.mock.lastCall?.[0]).toMatchObject({
      id,
      to: message.to,
      subject: message.subject,
      text: expect.stringContaining(words),
      html: expect.stringContaining(words),
      from: "Shop <shop@example.test>",
    });
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 2, sentAt: expect.any(Date) });
  });

  it("gives up after the maximum number of attempts", async () => {
    const send = vi.fn<MailTransport["send"]>().mockRejectedValue(new Error("mailbox unavailable"));
    const mailer = worker({ transport: { send }, maxAttempts: 3, retryBaseMs: 0 });
    const id = await queueMail(database.db, message);

    for (let run = 0; run < 4; run++) await mailer.runOnce();

    expect(send).toHaveBeenCalledTimes(3);
    expect(await row(id)).toMatchObject({
      status: "failed",
      attempts: 3,
      lastError: "mailbox unavailable",
      sentAt: null,
    });
  });

  it("sends each message once when two workers run at the same time", async () => {
    const sentIds: number[] = [];
    const transport: MailTransport = {
      async send(mail: OutgoingMail) {
        await new Promise((resolve) => setTimeout(resolve, 2));
        sentIds.push(mail.id);
      },
    };
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) ids.push(await queueMail(database.db, { ...message, subject: `Message ${i}` }));

    const drain = async (mailer: ReturnType<typeof worker>) => {
      while ((await mailer.runOnce()) > 0);
    };
    await Promise.all([drain(worker({ transport, batchSize: 4 })), drain(worker({ transport, batchSize: 4 }))]);

    expect(sentIds.toSorted((a, b) => a - b)).toEqual(ids);
    const statuses = await database.db.select({ status: mailOutbox.status }).from(mailOutbox);
    expect(statuses.every(({ status }) => status === "sent")).toBe(true);
  });

  it("is woken by queueMail", async () => {
    const send = vi.fn<MailTransport["send"]>().mockResolvedValue(undefined);
    worker({ transport: { send }, timer: true, pollMs: 60 * 60_000 });
    const id = await queueMail(database.db, message);
    await vi.waitFor(async () => expect((await row(id)).status).toBe("sent"), { timeout: 5_000 });
  });

  it("finishes the batch in progress when stopped", async () => {
    let release = () => {};
    const send = vi.fn<MailTransport["send"]>(() => new Promise<void>((resolve) => (release = resolve)));
    const mailer = worker({ transport: { send } });
    const id = await queueMail(database.db, message);

    const running = mailer.runOnce();
    await vi.waitFor(() => expect(send).toHaveBeenCalled());
    const stopping = mailer.stop();
    release();
    await stopping;
    expect(await running).toBe(1);
    expect((await row(id)).status).toBe("sent");
  });
});
