import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, expect, it } from "vitest";
import { mailOutbox } from "~/db/schema/mail";
import { databaseForTests } from "~/db/test-database.server";
import { queueMail } from "./mail.server";
import { createTransport } from "./transport.server";
import { startMailWorker } from "./worker.server";

type Received = { from: string | undefined; to: string[]; data: string };
const received: Received[] = [];

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      const { mailFrom, rcptTo } = session.envelope;
      received.push({
        from: mailFrom ? mailFrom.address : undefined,
        to: rcptTo.map((recipient) => recipient.address),
        data: Buffer.concat(chunks).toString("utf8"),
      });
      callback();
    });
  },
});

const database = databaseForTests();
let port: number;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(resolve));
});

it("sends queued mail to the SMTP server", async () => {
  const id = await queueMail(database.db, {
    to: "customer@example.test",
    subject: "Reset your password",
    blocks: [
      {
        kind: "button",
        intro: "Choose a new password with this link.",
        label: "Choose",
        url: "https://shop.example/reset",
      },
    ],
    headers: { "List-Unsubscribe": "<https://shop.example/unsubscribe>" },
  });
  const worker = startMailWorker({
    transport: createTransport({ smtpUrl: `smtp://127.0.0.1:${port}` }),
    from: "Shop <shop@example.test>",
    timer: false,
  });

  expect(await worker.runOnce()).toBe(1);
  await worker.stop();

  expect(received).toHaveLength(1);
  const [mail] = received;
  expect(mail).toMatchObject({ from: "shop@example.test", to: ["customer@example.test"] });
  expect(mail!.data).toContain("Subject: Reset your password");
  expect(mail!.data).toContain("Choose a new password with this link.");
  expect(mail!.data).toMatch(/Content-Type: text\/html/);
  expect(mail!.data).toContain('href=3D"https://shop.example/reset"');
  expect(mail!.data).toContain("List-Unsubscribe: <https://shop.example/unsubscribe>");
  const [row] = await database.db.select({ status: mailOutbox.status }).from(mailOutbox).where(eq(mailOutbox.id, id));
  expect(row?.status).toBe("sent");
});
