import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import { paragraphs } from "~/modules/mail/letter";
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
      blocks: [
        {
          kind: "table",
          rows: [
            { label: "Name", value: message.name },
            { label: "E-mail", value: message.email },
            { label: "Phone", value: message.phone || "not given" },
            { label: "Subject", value: subject },
          ],
        },
        ...paragraphs([message.message]),
      ],
      // The shop's own mailbox: no greeting, no signature.
      signature: [],
    });
  });
}
