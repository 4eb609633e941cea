import { index, integer, jsonb, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { createdAt, serialId, timestampTz } from "./columns";

/**
 * Mail waiting to be sent. Writers insert a row in the same transaction as the change it
 * reports; the mail worker sends it, retrying with backoff until `maxAttempts`.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serialId(),
    to: varchar("to", { length: 254 }).notNull(),
    replyTo: varchar("reply_to", { length: 254 }),
    subject: varchar("subject", { length: 240 }).notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** Extra headers of the message, such as a newsletter's List-Unsubscribe. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    status: varchar("status", { length: 10 }).$type<"pending" | "sent" | "failed">().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestampTz("next_attempt_at").notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestampTz("sent_at"),
  },
  (t) => [
    index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt),
    // An order's e-mails on its back-office timeline: those to its customer.
    index("mail_outbox_to_idx").on(t.to),
  ],
);
