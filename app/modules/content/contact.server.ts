import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import { queueMail } from "~/modules/mail/mail.server";
import { CONTACT_SUBJECTS } from "./contact";
import type { ContactMessage } from "./contact-form";

/** Stores the message and queues it for the shop's mailbox, in one transaction. */
export async function sendContactMessage(message: ContactMessage) {
  await db().transaction(async (tx) => {
    await tx.insert(contactMessages).values({
      name: message.name,
      email: message.email,
      phone: message.phone ?? "",
      subject: message.subject ?? "",
      message: message.message,
    });
    const subject = message.subject ? CONTACT_SUBJECTS[message.subject] : "General enquiry";
    await queueMail(tx, {
      to: config.shopEmail,
      replyTo: message.email,
      subject: `Contact form: ${subject}, from ${message.name}`,
      text: [
        `Name: ${message.name}`,
        `E-mail: ${message.email}`,
        `Phone: ${message.phone || "not given"}`,
        `Subject: ${subject}`,
        "",
        message.message,
      ].join("\n"),
    });
  });
}
