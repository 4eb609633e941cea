import { and, asc, count, eq, ne, type SQL, sql } from "drizzle-orm";
import { db, type Transaction } from "~/db/client.server";
import { isUniqueViolation } from "~/db/errors";
import { contentPages, faqCategories, faqItems, guidePages, homeContent } from "~/db/schema";
import { invalidate } from "~/infra/invalidation.server";
import { type Done, type Refusal, refuse, refuseFields } from "~/infra/refusal";
import { type Actor, recordAudit } from "~/modules/shop/audit.server";
import {
  type ArticleInput,
  CONTENT_MESSAGES,
  type ContentPageInput,
  type FaqQuestionInput,
  type HomeContentInput,
  type MoveDirection,
  type NewArticleInput,
} from "./forms";
import { formPath } from "./guide-form";
import { GUIDE_PAGE_SCHEMAS, type GuidePageUrl } from "./guides";
import { htmlToMarkdown, markdownToHtml } from "./markdown.server";

/*
 * The back office's content editor: the home page record, the shop's fixed pages,
 * style and blog articles, the FAQ and the guide pages. Every change is validated (the route
 * parsed the form with forms.ts; the rules that need the database are here), written with its
 * audit entry in one transaction, then the `content` cache topic is invalidated: every instance
 * forgets its cached content and its anonymous pages within a second (infra/invalidation).
 */

/**
 * The contact page's block (addresses, hours) is the shop's contact settings, edited on the
 * settings screen: the content editor leaves that page alone.
 */
const PAGES_EDITED_ELSEWHERE = ["contact"];

/** A body (Markdown) made HTML; refused when nothing is left to show once sanitised. */
function bodyHtmlOf(field: string, markdown: string): { html: string } | Refusal {
  const html = markdownToHtml(markdown);
  if (html.replace(/<[^>]*>/g, "").trim() === "") {
    return refuseFields({
      [field]: ["Nothing would show: images, scripts and styles are removed. Please write some text."],
    });
  }
  return { html };
}

/** What an audit entry keeps of a long text: its start. */
function shortened(value: unknown): unknown {
  return typeof value === "string" && value.length > 160 ? `${value.slice(0, 160)}…` : value;
}

/** The fields that changed, before and after, for the audit log. */
function changes(before: Record<string, unknown>, after: Record<string, unknown>, keys = Object.keys(after)) {
  const changed = keys.filter((key) => String(before[key] ?? "") !== String(after[key] ?? ""));
  return {
    before: Object.fromEntries(changed.map((key) => [key, shortened(before[key])])),
    after: Object.fromEntries(changed.map((key) => [key, shortened(after[key])])),
  };
}

/**
 * Runs a change in one transaction; once it is committed, every instance forgets the cached
 * content and anonymous pages. `taken` answers a unique name or address that another save took
 * between the change's check and its write.
 */
async function changeContent<T extends object>(
  change: (tx: Transaction) => Promise<Done<T>>,
  taken?: () => Refusal,
): Promise<Done<T>> {
  try {
    const outcome = await db().transaction(change);
    if (outcome.ok) await invalidate("content");
    return outcome;
  } catch (error) {
    if (taken && isUniqueViolation(error)) return taken();
    throw error;
  }
}

/* The overview. */

/** What the editor lists: the fixed pages, the articles (drafts too), the guide pages, the FAQ's size. */
export async function listContentForStaff() {
  const [pages, guides, [faq]] = await Promise.all([
    db()
      .select({
        id: contentPages.id,
        kind: contentPages.kind,
        url: contentPages.url,
        name: contentPages.name,
        sortOrder: contentPages.sortOrder,
        publishedAt: contentPages.publishedAt,
        updatedAt: contentPages.updatedAt,
      })
      .from(contentPages)
      .orderBy(asc(contentPages.kind), asc(contentPages.sortOrder), asc(contentPages.id)),
    db().select({ url: guidePages.url, content: guidePages.content, updatedAt: guidePages.updatedAt }).from(guidePages),
    db()
      .select({ questions: count(faqItems.id), categories: sql<number>`count(distinct ${faqItems.categoryId})::int` })
      .from(faqItems),
  ]);
  return {
    pages: pages.filter((page) => page.kind === "page" && !PAGES_EDITED_ELSEWHERE.includes(page.url)),
    articles: pages.filter((page) => page.kind !== "page"),
    guides: guides
      .filter((guide): guide is typeof guide & { url: GuidePageUrl } => Object.hasOwn(GUIDE_PAGE_SCHEMAS, guide.url))
      .map((guide) => ({ url: guide.url, title: guideTitle(guide.content), updatedAt: guide.updatedAt })),
    faqQuestions: faq?.questions ?? 0,
  };
}

function guideTitle(content: unknown): string {
  const title = (content as { title?: unknown } | null)?.title;
  return typeof title === "string" ? title : "";
}

/* Pages and articles: rows of content_pages. */

/** What the editor shows of a page or article, and what its audit entries compare before and after a save. */
const editedColumns = {
  kind: contentPages.kind,
  url: contentPages.url,
  name: contentPages.name,
  summary: contentPages.summary,
  illustration: contentPages.illustration,
  bodyMarkdown: contentPages.bodyMarkdown,
  metaTitle: contentPages.metaTitle,
  metaDescription: contentPages.metaDescription,
  metaKeywords: contentPages.metaKeywords,
  sortOrder: contentPages.sortOrder,
  publishedAt: contentPages.publishedAt,
};

/** A page or article as its editor opens it, its body as Markdown; null when unknown or edited elsewhere. */
export async function getContentForEditing(id: number) {
  const [row] = await db()
    .select({
      id: contentPages.id,
      ...editedColumns,
      bodyHtml: contentPages.bodyHtml,
      updatedAt: contentPages.updatedAt,
    })
    .from(contentPages)
    .where(eq(contentPages.id, id))
    .limit(1);
  if (!row || (row.kind === "page" && PAGES_EDITED_ELSEWHERE.includes(row.url))) return null;
  const { bodyHtml, bodyMarkdown, ...rest } = row;
  // A body the editor never saved is the seed's HTML: it opens converted (decision 020).
  return { ...rest, bodyMarkdown: bodyMarkdown ?? htmlToMarkdown(bodyHtml), bodyHtml };
}

async function lockContent(tx: Transaction, id: number) {
  const [row] = await tx.select(editedColumns).from(contentPages).where(eq(contentPages.id, id)).for("update");
  return row ?? null;
}

/** The columns a page's or article's form sets, and only those (whatever else the value holds). */
function contentColumns(input: ContentPageInput) {
  const { name, summary, illustration, bodyMarkdown, metaTitle, metaDescription, metaKeywords } = input;
  return { name, summary, illustration, bodyMarkdown, metaTitle, metaDescription, metaKeywords };
}

/** Saves one of the shop's fixed pages (about, legal notice...): its address stays the code's. */
export async function saveContentPage(actor: Actor, id: number, input: ContentPageInput): Promise<Done> {
  const body = bodyHtmlOf("bodyMarkdown", input.bodyMarkdown);
  if ("ok" in body) return body;
  return changeContent(async (tx): Promise<Done> => {
    const before = await lockContent(tx, id);
    if (before?.kind !== "page" || PAGES_EDITED_ELSEWHERE.includes(before.url)) {
      return refuse(404, CONTENT_MESSAGES.unknownPage);
    }
    await tx
      .update(contentPages)
      .set({ ...contentColumns(input), bodyHtml: body.html, updatedAt: new Date() })
      .where(eq(contentPages.id, id));
    await recordAudit(tx, actor, {
      action: "content.page_saved",
      entity: "content_page",
      entityId: before.url,
      ...changes(before, input),
    });
    return { ok: true };
  });
}

const urlTaken = () => refuseFields({ url: [CONTENT_MESSAGES.urlTaken] });

async function urlInUse(tx: Transaction, kind: string, url: string, exceptId?: number) {
  const [row] = await tx
    .select({ id: contentPages.id })
    .from(contentPages)
    .where(
      and(
        eq(contentPages.kind, kind as "style" | "blog"),
        eq(contentPages.url, url),
        exceptId === undefined ? undefined : ne(contentPages.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A new style guide or blog post, as a draft: it reaches the storefront when published. */
export async function createArticle(actor: Actor, input: NewArticleInput): Promise<Done<{ id: number }>> {
  const body = bodyHtmlOf("bodyMarkdown", input.bodyMarkdown);
  if ("ok" in body) return body;
  try {
    const outcome = await db().transaction(async (tx): Promise<Done<{ id: number }>> => {
      if (await urlInUse(tx, input.kind, input.url)) return urlTaken();
      const [created] = await tx
        .insert(contentPages)
        .values({ ...input, bodyHtml: body.html, publishedAt: null })
        .returning({ id: contentPages.id });
      if (!created) throw new Error("The article was not inserted.");
      await recordAudit(tx, actor, {
        action: "content.article_created",
        entity: "content_page",
        entityId: `${input.kind}/${input.url}`,
        after: { name: input.name, url: input.url, kind: input.kind },
      });
      return { ok: true, id: created.id };
    });
    // A draft shows nowhere on the storefront: nothing to forget yet.
    return outcome;
  } catch (error) {
    // Another save took the address between the check and the insert.
    if (isUniqueViolation(error)) return urlTaken();
    throw error;
  }
}

/** Saves a style guide or blog post; a published one stays published, with its date. */
export async function saveArticle(actor: Actor, id: number, input: ArticleInput): Promise<Done> {
  const body = bodyHtmlOf("bodyMarkdown", input.bodyMarkdown);
  if ("ok" in body) return body;
  return changeContent(async (tx): Promise<Done> => {
    const before = await lockContent(tx, id);
    if (!before || before.kind === "page") return refuse(404, CONTENT_MESSAGES.unknownArticle);
    if (await urlInUse(tx, before.kind, input.url, id)) return urlTaken();
    await tx
      .update(contentPages)
      .set({
        ...contentColumns(input),
        url: input.url,
        sortOrder: input.sortOrder,
        bodyHtml: body.html,
        updatedAt: new Date(),
      })
      .where(eq(contentPages.id, id));
    await recordAudit(tx, actor, {
      action: "content.article_saved",
      entity: "content_page",
      entityId: `${before.kind}/${before.url}`,
      ...changes(before, input),
    });
    return { ok: true };
  }, urlTaken);
}

/**
 * Publishes an article (dated now, on the storefront at once) or takes it back to draft (gone
 * from the storefront: its address answers 404). Publishing a published article keeps its date.
 */
export async function setArticlePublished(actor: Actor, id: number, published: boolean): Promise<Done> {
  return changeContent(async (tx): Promise<Done> => {
    const before = await lockContent(tx, id);
    if (!before || before.kind === "page") return refuse(404, CONTENT_MESSAGES.unknownArticle);
    if ((before.publishedAt !== null) === published) return { ok: true };
    const publishedAt = published ? new Date() : null;
    await tx.update(contentPages).set({ publishedAt, updatedAt: new Date() }).where(eq(contentPages.id, id));
    await recordAudit(tx, actor, {
      action: published ? "content.article_published" : "content.article_unpublished",
      entity: "content_page",
      entityId: `${before.kind}/${before.url}`,
      before: { publishedAt: before.publishedAt },
      after: { publishedAt },
    });
    return { ok: true };
  });
}

/* The home page. */

export async function getHomeForEditing() {
  const [home] = await db().select().from(homeContent).where(eq(homeContent.id, 1)).limit(1);
  if (!home) return null;
  const { id: _id, ...fields } = home;
  return fields;
}

export async function saveHome(actor: Actor, input: HomeContentInput): Promise<Done> {
  return changeContent(async (tx): Promise<Done> => {
    const [before] = await tx.select().from(homeContent).where(eq(homeContent.id, 1)).for("update");
    if (!before) return refuse(404, "The home page's record is missing.");
    await tx.update(homeContent).set(input).where(eq(homeContent.id, 1));
    await recordAudit(tx, actor, {
      action: "content.home_saved",
      entity: "home_content",
      entityId: 1,
      ...changes(before, input),
    });
    return { ok: true };
  });
}

/* The FAQ. */

/** Every category in order with its questions in order, answers as Markdown for their editors. */
export async function listFaqForStaff() {
  const [categories, items] = await Promise.all([
    db()
      .select({ id: faqCategories.id, name: faqCategories.name })
      .from(faqCategories)
      .orderBy(asc(faqCategories.sortOrder), asc(faqCategories.id)),
    db()
      .select({ id: faqItems.id, categoryId: faqItems.categoryId, question: faqItems.question })
      .from(faqItems)
      .orderBy(asc(faqItems.sortOrder), asc(faqItems.id)),
  ]);
  return categories.map((category) => ({
    ...category,
    questions: items.filter((item) => item.categoryId === category.id).map(({ id, question }) => ({ id, question })),
  }));
}

export async function getFaqQuestionForEditing(id: number) {
  const [item] = await db()
    .select({
      id: faqItems.id,
      categoryId: faqItems.categoryId,
      question: faqItems.question,
      answerHtml: faqItems.answerHtml,
      answerMarkdown: faqItems.answerMarkdown,
    })
    .from(faqItems)
    .where(eq(faqItems.id, id))
    .limit(1);
  if (!item) return null;
  const { answerHtml, answerMarkdown, ...rest } = item;
  return { ...rest, answerMarkdown: answerMarkdown ?? htmlToMarkdown(answerHtml) };
}

const categoryTaken = () => refuseFields({ name: [CONTENT_MESSAGES.categoryTaken] });

async function lockCategory(tx: Transaction, id: number) {
  const [row] = await tx
    .select({ name: faqCategories.name })
    .from(faqCategories)
    .where(eq(faqCategories.id, id))
    .for("update");
  return row ?? null;
}

export async function addFaqCategory(actor: Actor, input: { name: string }): Promise<Done> {
  return changeContent(async (tx): Promise<Done> => {
    const [last] = await tx
      .select({ max: sql<number>`coalesce(max(${faqCategories.sortOrder}), 0)::int` })
      .from(faqCategories);
    const [created] = await tx
      .insert(faqCategories)
      .values({ name: input.name, sortOrder: (last?.max ?? 0) + 1 })
      .onConflictDoNothing()
      .returning({ id: faqCategories.id });
    if (!created) return categoryTaken();
    await recordAudit(tx, actor, {
      action: "faq.category_added",
      entity: "faq_category",
      entityId: created.id,
      after: input,
    });
    return { ok: true };
  }, categoryTaken);
}

export async function renameFaqCategory(actor: Actor, id: number, input: { name: string }): Promise<Done> {
  return changeContent(async (tx): Promise<Done> => {
    const before = await lockCategory(tx, id);
    if (!before) return refuse(404, CONTENT_MESSAGES.unknownCategory);
    const [other] = await tx
      .select({ id: faqCategories.id })
      .from(faqCategories)
      .where(and(eq(faqCategories.name, input.name), ne(faqCategories.id, id)));
    if (other) return categoryTaken();
    await tx.update(faqCategories).set({ name: input.name }).where(eq(faqCategories.id, id));
    await recordAudit(tx, actor, {
      action: "faq.category_renamed",
      entity: "faq_category",
      entityId: id,
      before,
      after: input,
    });
    return { ok: true };
  }, categoryTaken);
}

/** Removes a category that has no question left (its questions are moved or removed first). */
export async function removeFaqCategory(actor: Actor, id: number): Promise<Done> {
  return changeContent(async (tx): Promise<Done> => {
    const before = await lockCategory(tx, id);
    if (!before) return refuse(404, CONTENT_MESSAGES.unknownCategory);
    const [questions] = await tx.select({ count: count() }).from(faqItems).where(eq(faqItems.categoryId, id));
    if ((questions?.count ?? 0) > 0) return refuse(409, CONTENT_MESSAGES.categoryNotEmpty);
    await tx.delete(faqCategories).where(eq(faqCategories.id, id));
    await recordAudit(tx, actor, { action: "faq.category_removed", entity: "faq_category", entityId: id, before });
    return { ok: true };
  });
}

/** What a move of the FAQ's rows changes: the categories in order, or the questions of one category. */
type FaqMove = {
  table: typeof faqCategories | typeof faqItems;
  /** The rows numbered together: undefined for every row of the table. */
  among?: SQL;
  entity: "faq_category" | "faq_item";
  action: string;
  unknown: string;
};

/**
 * Moves one row a place up or down among its siblings and numbers them all again from 1, so
 * that equal or missing positions left by hand are set right too; the siblings are locked
 * first, so two moves at once never interleave their numbering. A row that cannot go that way
 * stays where it is.
 */
async function moveFaqRow(actor: Actor, id: number, direction: MoveDirection, move: FaqMove): Promise<Done> {
  const { table } = move;
  return changeContent(async (tx): Promise<Done> => {
    const rows = await tx
      .select({ id: table.id })
      .from(table)
      .where(move.among)
      .orderBy(asc(table.sortOrder), asc(table.id))
      .for("update");
    const order = rows.map((row) => row.id);
    const from = order.indexOf(id);
    if (from < 0) return refuse(404, move.unknown);
    const to = direction === "up" ? from - 1 : from + 1;
    if (to < 0 || to >= order.length) return { ok: true };
    [order[from], order[to]] = [order[to] as number, order[from] as number];
    for (const [index, rowId] of order.entries()) {
      await tx
        .update(table)
        .set({ sortOrder: index + 1 })
        .where(eq(table.id, rowId));
    }
    await recordAudit(tx, actor, { action: move.action, entity: move.entity, entityId: id, after: { direction } });
    return { ok: true };
  });
}

export function moveFaqCategory(actor: Actor, id: number, direction: MoveDirection): Promise<Done> {
  return moveFaqRow(actor, id, direction, {
    table: faqCategories,
    entity: "faq_category",
    action: "faq.category_moved",
    unknown: CONTENT_MESSAGES.unknownCategory,
  });
}

async function categoryExists(tx: Transaction, id: number) {
  const [row] = await tx
    .select({ id: faqCategories.id })
    .from(faqCategories)
    .where(eq(faqCategories.id, id))
    .for("share");
  return row !== undefined;
}

async function lastQuestionPosition(tx: Transaction, categoryId: number) {
  const [last] = await tx
    .select({ max: sql<number>`coalesce(max(${faqItems.sortOrder}), 0)::int` })
    .from(faqItems)
    .where(eq(faqItems.categoryId, categoryId));
  return last?.max ?? 0;
}

/** A new question, last of its category. */
export async function addFaqQuestion(actor: Actor, input: FaqQuestionInput): Promise<Done<{ id: number }>> {
  const body = bodyHtmlOf("answerMarkdown", input.answerMarkdown);
  if ("ok" in body) return body;
  return changeContent(async (tx): Promise<Done<{ id: number }>> => {
    if (!(await categoryExists(tx, input.categoryId)))
      return refuseFields({ categoryId: [CONTENT_MESSAGES.unknownCategory] });
    const [created] = await tx
      .insert(faqItems)
      .values({ ...input, answerHtml: body.html, sortOrder: (await lastQuestionPosition(tx, input.categoryId)) + 1 })
      .returning({ id: faqItems.id });
    if (!created) throw new Error("The question was not inserted.");
    await recordAudit(tx, actor, {
      action: "faq.question_added",
      entity: "faq_item",
      entityId: created.id,
      after: { question: input.question, answer: shortened(input.answerMarkdown) },
    });
    return { ok: true, id: created.id };
  });
}

/** Saves a question and its answer; moved to another category, it goes last there. */
export async function saveFaqQuestion(actor: Actor, id: number, input: FaqQuestionInput): Promise<Done> {
  const body = bodyHtmlOf("answerMarkdown", input.answerMarkdown);
  if ("ok" in body) return body;
  return changeContent(async (tx): Promise<Done> => {
    const [before] = await tx
      .select({ categoryId: faqItems.categoryId, question: faqItems.question, answerMarkdown: faqItems.answerMarkdown })
      .from(faqItems)
      .where(eq(faqItems.id, id))
      .for("update");
    if (!before) return refuse(404, CONTENT_MESSAGES.unknownQuestion);
    if (!(await categoryExists(tx, input.categoryId)))
      return refuseFields({ categoryId: [CONTENT_MESSAGES.unknownCategory] });
    const moved = before.categoryId !== input.categoryId;
    await tx
      .update(faqItems)
      .set({
        ...input,
        answerHtml: body.html,
        ...(moved ? { sortOrder: (await lastQuestionPosition(tx, input.categoryId)) + 1 } : {}),
      })
      .where(eq(faqItems.id, id));
    await recordAudit(tx, actor, {
      action: "faq.question_saved",
      entity: "faq_item",
      entityId: id,
      ...changes(before, input),
    });
    return { ok: true };
  });
}

/** Moves a question among the questions of its category. */
export function moveFaqQuestion(actor: Actor, id: number, direction: MoveDirection): Promise<Done> {
  const itsCategory = db().select({ categoryId: faqItems.categoryId }).from(faqItems).where(eq(faqItems.id, id));
  return moveFaqRow(actor, id, direction, {
    table: faqItems,
    among: eq(faqItems.categoryId, itsCategory),
    entity: "faq_item",
    action: "faq.question_moved",
    unknown: CONTENT_MESSAGES.unknownQuestion,
  });
}

export async function removeFaqQuestion(actor: Actor, id: number): Promise<Done> {
  return changeContent(async (tx): Promise<Done> => {
    const [removed] = await tx.delete(faqItems).where(eq(faqItems.id, id)).returning({
      question: faqItems.question,
      answerMarkdown: faqItems.answerMarkdown,
      answerHtml: faqItems.answerHtml,
    });
    if (!removed) return refuse(404, CONTENT_MESSAGES.unknownQuestion);
    await recordAudit(tx, actor, {
      action: "faq.question_removed",
      entity: "faq_item",
      entityId: id,
      // Kept whole: the audit log is the one place a removed answer can be read again.
      before: { question: removed.question, answer: removed.answerMarkdown ?? removed.answerHtml },
    });
    return { ok: true };
  });
}

/* The guide pages: one JSON record each, checked by its schema (decision 013). */

export async function getGuideForEditing(url: GuidePageUrl) {
  const [row] = await db()
    .select({ content: guidePages.content, updatedAt: guidePages.updatedAt })
    .from(guidePages)
    .where(eq(guidePages.url, url))
    .limit(1);
  return row ?? null;
}

/**
 * Saves a guide page's record, valid against its schema: a refusal names each field by its
 * path in the form (`sections[0].title`), as the editor's inputs are named.
 */
export async function saveGuide(actor: Actor, url: GuidePageUrl, input: unknown): Promise<Done> {
  const parsed = GUIDE_PAGE_SCHEMAS[url].safeParse(input);
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const name = formPath(issue.path);
      fieldErrors[name] = [...(fieldErrors[name] ?? []), issue.message];
    }
    return refuseFields(fieldErrors);
  }
  return changeContent(async (tx): Promise<Done> => {
    const [before] = await tx
      .select({ content: guidePages.content })
      .from(guidePages)
      .where(eq(guidePages.url, url))
      .for("update");
    if (!before) return refuse(404, CONTENT_MESSAGES.unknownGuide);
    const beforeFields = flatten(before.content);
    const afterFields = flatten(parsed.data);
    await tx.update(guidePages).set({ content: parsed.data, updatedAt: new Date() }).where(eq(guidePages.url, url));
    await recordAudit(tx, actor, {
      action: "content.guide_saved",
      entity: "guide_page",
      entityId: url,
      ...changes(beforeFields, afterFields, [...new Set([...Object.keys(beforeFields), ...Object.keys(afterFields)])]),
    });
    return { ok: true };
  });
}

/** A record's text fields by their form path, so the audit log lists the ones that changed. */
function flatten(value: unknown, path: PropertyKey[] = [], into: Record<string, unknown> = {}) {
  if (Array.isArray(value)) for (const [index, item] of value.entries()) flatten(item, [...path, index], into);
  else if (value !== null && typeof value === "object")
    for (const [key, item] of Object.entries(value)) flatten(item, [...path, key], into);
  else into[formPath(path)] = value;
  return into;
}
