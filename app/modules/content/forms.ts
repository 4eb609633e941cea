import { z } from "zod";
import { idSchema } from "~/infra/ids";
import { isDrawingKey } from "./drawings";

/*
 * The back office's content forms, one schema each: the editor pages use them for instant
 * messages, the content editor (editor.server.ts) on the server as the authority. Lengths
 * follow the columns (db/schema/content.ts); a body stays well under the 64 KB a form may send.
 */

export const CONTENT_MESSAGES = {
  unknownPage: "This page could not be found.",
  unknownArticle: "This article could not be found.",
  unknownQuestion: "This question could not be found.",
  unknownCategory: "This FAQ category could not be found.",
  unknownGuide: "This guide page could not be found.",
  urlTaken: "Another article already has this address.",
  categoryTaken: "Another category already has this name.",
  categoryNotEmpty: "Move or remove this category's questions first: a category is removed only when empty.",
  drawing: "Please choose one of the shop's drawings.",
  url: "An address is lower-case letters and digits, words joined by single hyphens (for example linen-in-summer).",
  kind: "Please choose a style guide or a blog post.",
  sortOrder: "Please enter a position between 0 and 999.",
} as const;

/** Text required between 1 and `max` characters, with the one message a person reads. */
const required = (what: string, max: number) => {
  const message = `Please enter ${what} (at most ${max} characters).`;
  return z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: message });
};

/** Text that may be left empty, at most `max` characters. */
const optional = (what: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `${what} is at most ${max} characters.` })
    .optional()
    .transform((value) => value ?? "");

const drawing = z.string({ error: CONTENT_MESSAGES.drawing }).refine(isDrawingKey, { error: CONTENT_MESSAGES.drawing });

/** A body in Markdown: the sanitised HTML is made from it on the server. */
const body = (what: string, max: number) => required(what, max);

/** The search-engine tags every page has. */
const searchTags = {
  metaTitle: required("the title search engines show", 160),
  metaDescription: required("the description search engines show", 320),
  metaKeywords: optional("Keywords", 320),
};

export const ARTICLE_KINDS = ["style", "blog"] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];
export const ARTICLE_KIND_LABELS: Record<ArticleKind, string> = { style: "Style guide", blog: "Journal (blog)" };

/** A fixed page of the shop (about, legal notice...): its address is the code's. */
export const contentPageSchema = z.object({
  name: required("the page's title", 160),
  summary: optional("The summary", 600),
  illustration: z
    .string()
    .optional()
    .transform((value) => value ?? "")
    .refine((value) => value === "" || isDrawingKey(value), { error: CONTENT_MESSAGES.drawing }),
  bodyMarkdown: body("the page's text", 30_000),
  ...searchTags,
});

/** A style guide or blog post: its address, card and body. */
export const articleSchema = z.object({
  url: z
    .string({ error: CONTENT_MESSAGES.url })
    .trim()
    .min(1, { error: CONTENT_MESSAGES.url })
    .max(120, { error: CONTENT_MESSAGES.url })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: CONTENT_MESSAGES.url }),
  name: required("the article's title", 160),
  summary: required("the summary shown on the article's card", 600),
  illustration: drawing,
  bodyMarkdown: body("the article's text", 30_000),
  sortOrder: z.coerce
    .number({ error: CONTENT_MESSAGES.sortOrder })
    .int({ error: CONTENT_MESSAGES.sortOrder })
    .min(0, { error: CONTENT_MESSAGES.sortOrder })
    .max(999, { error: CONTENT_MESSAGES.sortOrder }),
  ...searchTags,
});

export const newArticleSchema = articleSchema.extend({
  kind: z.enum(ARTICLE_KINDS, { error: CONTENT_MESSAGES.kind }),
});

export type ContentPageInput = z.infer<typeof contentPageSchema>;
export type ArticleInput = z.infer<typeof articleSchema>;
export type NewArticleInput = z.infer<typeof newArticleSchema>;

export const faqCategorySchema = z.object({ name: required("the category's name", 80) });

export const faqQuestionSchema = z.object({
  categoryId: idSchema(CONTENT_MESSAGES.unknownCategory),
  question: required("the question", 240),
  answerMarkdown: body("the answer", 5000),
});

export type FaqQuestionInput = z.infer<typeof faqQuestionSchema>;

/** Moving a category or a question one place up or down. */
export const moveSchema = z.object({
  id: idSchema("This item could not be found."),
  direction: z.enum(["up", "down"], { error: "Please move it up or down." }),
});

export type MoveDirection = z.infer<typeof moveSchema>["direction"];

/** The home page's record (db/schema/content.ts homeContent), field by field. */
export const homeContentSchema = z.object({
  heroTitle: required("the main title", 160),
  heroSubtitle: required("the subtitle", 240),
  stepTitle1: required("the first step's title", 80),
  stepText1: required("the first step's text", 2000),
  stepTitle2: required("the second step's title", 80),
  stepText2: required("the second step's text", 2000),
  stepTitle3: required("the third step's title", 80),
  stepText3: required("the third step's text", 2000),
  stepTitle4: required("the fourth step's title", 80),
  stepText4: required("the fourth step's text", 2000),
  collectionsTitle: required("the collections' title", 120),
  collectionsText: required("the collections' text", 2000),
  missionIntro: required("the mission's introduction", 2000),
  missionTitle: required("the mission's title", 120),
  valuesTitle: required("the values' title", 120),
  stylesTitle: required("the style advice's title", 120),
  stylesText: required("the style advice's text", 2000),
  storyTitle: required("the story's title", 120),
  storyText: required("the story's text", 4000),
  storyIllustration: drawing,
  ...searchTags,
});

export type HomeContentInput = z.infer<typeof homeContentSchema>;
