import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { config } from "~/config.server";
import type { MailMessage } from "./mail.server";

/** A message ready to leave: `id` is its outbox id. */
export type OutgoingMail = MailMessage & { id: number; from: string };

export type MailTransport = { send(mail: OutgoingMail): Promise<void> };

/**
 * The only module that reaches a mail server: SMTP when an smtp(s):// URL is configured,
 * otherwise one .eml file per message in `DATA_DIR/mail`, readable by any mail client.
 * `options` override the configuration (tests).
 */
export function createTransport(options: { smtpUrl?: string; directory?: string } = {}): MailTransport {
  const smtpUrl = options.smtpUrl ?? (options.directory ? undefined : config.smtpUrl);
  if (smtpUrl) {
    const smtp = nodemailer.createTransport(smtpUrl);
    return {
      async send(mail) {
        await smtp.sendMail(toNodemailer(mail));
      },
    };
  }

  const directory = options.directory ?? mailDirectory();
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    async send(mail) {
      const { message } = await composer.sendMail(toNodemailer(mail));
      await mkdir(directory, { recursive: true });
      // A timestamp without ":" (not allowed in Windows file names) sorts the files by time.
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      await writeFile(path.join(directory, `${stamp}-${mail.id}.eml`), message as Buffer);
    },
  };
}

function toNodemailer(mail: OutgoingMail) {
  return {
    from: mail.from,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers,
  };
}

/** Where the shop writes its mail as .eml files when no SMTP server is configured. */
function mailDirectory(): string {
  return path.join(config.dataDir, "mail");
}

/**
 * Deletes the .eml copies of the outbox's messages `ids` (an erased customer's mail), if the shop
 * wrote its mail as files; answers how many went. Mail sent through SMTP is out of the shop's reach.
 */
export async function deleteMailFiles(ids: readonly number[], directory: string = mailDirectory()): Promise<number> {
  if (ids.length === 0) return 0;
  let names: string[];
  try {
    names = await readdir(directory);
  } catch {
    return 0;
  }
  const endings = new Set(ids.map((id) => `-${id}.eml`));
  const copies = names.filter((name) => endings.has(name.slice(name.lastIndexOf("-"))));
  await Promise.all(copies.map((name) => rm(path.join(directory, name), { force: true })));
  return copies.length;
}
