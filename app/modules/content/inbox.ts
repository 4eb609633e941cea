import { z } from "zod";
import type { ContactMessageStatus } from "~/db/schema";
import { idSchema } from "~/infra/ids";
import { CONTACT_SUBJECTS } from "./contact";

/*
 * The contact form's messages as the back office's inbox: where a message stands, what the
 * inbox can show, and the forms of a message's page.
 */

export type MessageStatus = ContactMessageStatus;

export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = {
  new: "New",
  answered: "Answered",
  closed: "Closed",
};

/** The inbox's views: the open ones (new and answered) by default. */
export const INBOX_VIEWS = {
  open: "Open (new and answered)",
  new: "New",
  answered: "Answered",
  closed: "Closed",
  all: "All",
} as const;

export type InboxView = keyof typeof INBOX_VIEWS;

export const inboxFiltersSchema = z.object({
  view: z
    .enum(Object.keys(INBOX_VIEWS) as [InboxView], { error: "Please choose a view from the list." })
    .default("open"),
  q: z.string().trim().max(120, { error: "Please search with at most 120 characters." }).default(""),
  page: z.coerce.number({ error: "This page does not exist." }).int().min(1).max(10_000).default(1),
});

export type InboxFilters = z.output<typeof inboxFiltersSchema>;

/** The words of a message's subject, as the customer chose it on the form. */
export function subjectLabel(subject: string): string {
  return subject in CONTACT_SUBJECTS ? CONTACT_SUBJECTS[subject as keyof typeof CONTACT_SUBJECTS] : "General enquiry";
}

export const INBOX_MESSAGES = {
  unknown: "This message could not be found.",
  answer: "Please write your answer (at most 5,000 characters).",
  alreadyClosed: "This message is already closed.",
  notClosed: "This message is open: there is nothing to reopen.",
} as const;

export const answerSchema = z.object({
  messageId: idSchema(INBOX_MESSAGES.unknown),
  body: z
    .string({ error: INBOX_MESSAGES.answer })
    .trim()
    .min(1, { error: INBOX_MESSAGES.answer })
    .max(5000, { error: INBOX_MESSAGES.answer }),
});

export const messageIdSchema = z.object({ messageId: idSchema(INBOX_MESSAGES.unknown) });
