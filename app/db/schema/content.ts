import { index, integer, jsonb, pgTable, smallint, text, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt, serialId, timestamps, timestampTz, updatedAt } from "./columns";
import { byStaff } from "./staff";

/**
 * The home page's editable text (spec 000 section 3 "Home content"). One row, id 1.
 * Column comments give the spec's field names.
 */
export const homeContent = pgTable("home_content", {
  id: integer("id").primaryKey(),
  heroTitle: varchar("hero_title", { length: 160 }).notNull(), // h1
  heroSubtitle: varchar("hero_subtitle", { length: 240 }).notNull(), // h2
  stepTitle1: varchar("step_title_1", { length: 80 }).notNull(), // titre1b1
  stepText1: text("step_text_1").notNull(), // text1b1
  stepTitle2: varchar("step_title_2", { length: 80 }).notNull(), // titre2b1
  stepText2: text("step_text_2").notNull(), // text2b1
  stepTitle3: varchar("step_title_3", { length: 80 }).notNull(), // titre3b1
  stepText3: text("step_text_3").notNull(), // text3b1
  stepTitle4: varchar("step_title_4", { length: 80 }).notNull(), // titre4b1
  stepText4: text("step_text_4").notNull(), // text4b1
  collectionsTitle: varchar("collections_title", { length: 120 }).notNull(), // titre1b2
  collectionsText: text("collections_text").notNull(), // text1b2
  missionIntro: text("mission_intro").notNull(), // textb3
  missionTitle: varchar("mission_title", { length: 120 }).notNull(), // titre1b3
  valuesTitle: varchar("values_title", { length: 120 }).notNull(), // titre2b3
  stylesTitle: varchar("styles_title", { length: 120 }).notNull(), // titre1b4
  stylesText: text("styles_text").notNull(), // text1b4
  storyTitle: varchar("story_title", { length: 120 }).notNull(), // titre1b5
  storyText: text("story_text").notNull(), // text1b5
  storyIllustration: varchar("story_illustration", { length: 40 }).notNull(), // imageb5
  metaTitle: varchar("meta_title", { length: 160 }).notNull(),
  metaDescription: varchar("meta_description", { length: 320 }).notNull(),
  metaKeywords: varchar("meta_keywords", { length: 320 }).notNull(),
});

/**
 * Content pages keyed by kind and url: 'page' (about-us, made-to-measure-online-shirt,
 * legal-notice, contact, ...), 'style' (style guides, /style/{url}) and 'blog' (/blog/{url}).
 * `bodyHtml` is sanitised before it is stored and again when rendered. The back office edits
 * the body as Markdown (`bodyMarkdown`, its source) and stores both (docs/decisions/020); a
 * body never saved by the editor has no Markdown yet and is converted from its HTML when opened.
 */
export const contentPages = pgTable(
  "content_pages",
  {
    id: serialId(),
    kind: varchar("kind", { length: 10 }).$type<"page" | "style" | "blog">().notNull(),
    url: varchar("url", { length: 120 }).notNull(),
    name: varchar("name", { length: 160 }).notNull(), // nom
    summary: text("summary").notNull().default(""), // description on cards
    /** Drawing key for the card and header illustration (the shop draws, it has no photos). */
    illustration: varchar("illustration", { length: 40 }).notNull().default(""),
    bodyHtml: text("body_html").notNull(), // contenupage
    bodyMarkdown: text("body_markdown"),
    metaTitle: varchar("meta_title", { length: 160 }).notNull(),
    metaDescription: varchar("meta_description", { length: 320 }).notNull(),
    metaKeywords: varchar("meta_keywords", { length: 320 }).notNull().default(""),
    sortOrder: smallint("sort_order").notNull().default(0),
    /** When it went on the storefront; null: a draft, seen only in the back office. */
    publishedAt: timestampTz("published_at").defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("content_pages_kind_url_idx").on(t.kind, t.url)],
);

/**
 * Guide pages whose layout is the code's (option cards, drawings, a table of contents) and whose
 * words are the shop's: one record per page, keyed by its url. `content` is the page's text as
 * JSON, checked against the page's schema (modules/content/guides.ts) when read and when saved.
 */
export const guidePages = pgTable("guide_pages", {
  url: varchar("url", { length: 120 }).primaryKey(),
  content: jsonb("content").notNull(),
  updatedAt: updatedAt(),
});

export const faqCategories = pgTable("faq_categories", {
  id: serialId(),
  name: varchar("name", { length: 80 }).notNull().unique(),
  sortOrder: smallint("sort_order").notNull().default(0),
});

export const faqItems = pgTable(
  "faq_items",
  {
    id: serialId(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => faqCategories.id),
    question: varchar("question", { length: 240 }).notNull(),
    /** Sanitised HTML. */
    answerHtml: text("answer_html").notNull(),
    /** The answer's Markdown source, once saved by the back office (like content_pages.body_markdown). */
    answerMarkdown: text("answer_markdown"),
    sortOrder: smallint("sort_order").notNull().default(0),
  },
  (t) => [index("faq_items_category_idx").on(t.categoryId)],
);

export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: serialId(),
  /** Lower-cased, trimmed. */
  email: varchar("email", { length: 254 }).notNull().unique(),
  /**
   * The secret of the subscriber's unsubscribe link (random, one per subscriber): whoever holds
   * the link may unsubscribe that address, and nothing else.
   */
  unsubscribeToken: uuid("unsubscribe_token").notNull().unique().defaultRandom(),
  /**
   * The secret of the subscriber's confirmation link (double opt-in): the address gets the
   * newsletter only once the link mailed to it is opened and confirmed.
   */
  confirmToken: uuid("confirm_token").notNull().unique().defaultRandom(),
  /** When the address confirmed; null until then (the migration confirmed the subscribers before it). */
  confirmedAt: timestampTz("confirmed_at"),
  createdAt: createdAt(),
});

export type CampaignStatus = "draft" | "sending" | "sent";

/**
 * A newsletter campaign: written as a draft, then sent once (`draft -> sending -> sent`, each
 * step one conditional UPDATE, so that two presses of "Send" send it once).
 */
export const newsletterCampaigns = pgTable("newsletter_campaigns", {
  id: serialId(),
  subject: varchar("subject", { length: 200 }).notNull(),
  /** Markdown, rendered and sanitised when the mail is laid out. */
  body: text("body").notNull(),
  /** The shirt models whose drawings the mail shows, in order. */
  shirtModelIds: jsonb("shirt_model_ids").$type<number[]>().notNull().default([]),
  status: varchar("status", { length: 10 }).$type<CampaignStatus>().notNull().default("draft"),
  /** Mails per minute, fixed when the sending starts (the setting at that moment). */
  mailsPerMinute: integer("mails_per_minute"),
  sendStartedAt: timestampTz("send_started_at"),
  /** Every recipient's mail is in the outbox. */
  queuedAt: timestampTz("queued_at"),
  ...timestamps(),
});

/**
 * Who a campaign goes to: one row per confirmed subscriber when the sending started (unique per
 * campaign), with its own unsubscribe token (which campaign an unsubscription came from) and,
 * once queued, its mail in the outbox. A sender that dies between two batches leaves rows
 * without a mail, which the next run queues: none lost, none twice.
 */
export const newsletterCampaignRecipients = pgTable(
  "newsletter_campaign_recipients",
  {
    id: serialId(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => newsletterCampaigns.id, { onDelete: "cascade" }),
    /** The subscriber's id (no foreign key: an unsubscribed address is deleted, the count stays). */
    subscriberId: integer("subscriber_id").notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    /** Its place in the sending order: its mail is due `position / mailsPerMinute` minutes after the start. */
    position: integer("position").notNull(),
    unsubscribeToken: uuid("unsubscribe_token").notNull().unique().defaultRandom(),
    /** The outbox row of its mail, once queued. */
    mailId: integer("mail_id"),
    unsubscribedAt: timestampTz("unsubscribed_at"),
  },
  (t) => [
    uniqueIndex("newsletter_campaign_recipients_once").on(t.campaignId, t.subscriberId),
    index("newsletter_campaign_recipients_to_queue").on(t.campaignId, t.mailId),
  ],
);

/** A contact message's place in the back office's inbox. */
export type ContactMessageStatus = "new" | "answered" | "closed";

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serialId(),
    name: varchar("name", { length: 120 }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    phone: varchar("phone", { length: 40 }).notNull().default(""),
    subject: varchar("subject", { length: 30 }).notNull().default(""),
    message: text("message").notNull(),
    status: varchar("status", { length: 10 }).$type<ContactMessageStatus>().notNull().default("new"),
    /** `updatedAt`: when it last changed in the inbox (answered, closed, reopened), the inbox's order. */
    ...timestamps(),
  },
  (t) => [index("contact_messages_status_idx").on(t.status, t.createdAt)],
);

/** The back office's answers to a contact message, each e-mailed to its sender: the thread. */
export const contactReplies = pgTable(
  "contact_replies",
  {
    id: serialId(),
    messageId: integer("message_id")
      .notNull()
      .references(() => contactMessages.id),
    /** Who answered: the name kept is the one the customer read under the answer. */
    ...byStaff(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("contact_replies_message_idx").on(t.messageId)],
);
