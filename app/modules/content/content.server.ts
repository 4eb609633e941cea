import { and, asc, desc, eq, isNotNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { contentPages, faqCategories, faqItems, guidePages, homeContent } from "~/db/schema";
import { cached } from "~/infra/cache.server";
import { GUIDE_PAGE_SCHEMAS, type GuidePage, type GuidePageUrl } from "./guides";
import { sanitizeHtml } from "./sanitize";

type ContentKind = "page" | "style" | "blog";

/**
 * A published content page by kind and url, its HTML sanitised again; null when unknown or a
 * draft (the route answers 404). A miss is kept like a page: the cache is bounded and content edits clear it.
 */
export function getContentPage(kind: ContentKind, url: string) {
  return cached("content", `${kind}:${url}`, () => loadContentPage(kind, url));
}

async function loadContentPage(kind: ContentKind, url: string) {
  const [page] = await db()
    .select({
      url: contentPages.url,
      name: contentPages.name,
      summary: contentPages.summary,
      illustration: contentPages.illustration,
      bodyHtml: contentPages.bodyHtml,
      metaTitle: contentPages.metaTitle,
      metaDescription: contentPages.metaDescription,
      metaKeywords: contentPages.metaKeywords,
      publishedAt: contentPages.publishedAt,
    })
    .from(contentPages)
    .where(and(eq(contentPages.kind, kind), eq(contentPages.url, url), isNotNull(contentPages.publishedAt)))
    .limit(1);
  if (!page?.publishedAt) return null;
  return { ...page, publishedAt: page.publishedAt, bodyHtml: sanitizeHtml(page.bodyHtml) };
}

/** Published style guides or blog posts, for menus, the footer and the home page (drafts are not). */
export function listArticles(kind: "style" | "blog") {
  return cached("content", `articles:${kind}`, () => loadArticles(kind));
}

function loadArticles(kind: "style" | "blog") {
  return db()
    .select({
      url: contentPages.url,
      name: contentPages.name,
      summary: contentPages.summary,
      illustration: contentPages.illustration,
    })
    .from(contentPages)
    .where(and(eq(contentPages.kind, kind), isNotNull(contentPages.publishedAt)))
    .orderBy(asc(contentPages.sortOrder), desc(contentPages.publishedAt));
}

export function getHomeContent() {
  return cached("content", "home", loadHomeContent);
}

async function loadHomeContent() {
  const [home] = await db().select().from(homeContent).where(eq(homeContent.id, 1)).limit(1);
  if (!home) throw new Error("The home content record is missing.");
  return home;
}

/** FAQ questions grouped by category, in order, answers sanitised again. */
export function listFaq() {
  return cached("content", "faq", loadFaq);
}

async function loadFaq() {
  const rows = await db()
    .select({
      categoryId: faqCategories.id,
      categoryName: faqCategories.name,
      id: faqItems.id,
      question: faqItems.question,
      answerHtml: faqItems.answerHtml,
    })
    .from(faqItems)
    .innerJoin(faqCategories, eq(faqItems.categoryId, faqCategories.id))
    .orderBy(asc(faqCategories.sortOrder), asc(faqCategories.id), asc(faqItems.sortOrder), asc(faqItems.id));
  const groups: { id: number; name: string; items: { id: number; question: string; answerHtml: string }[] }[] = [];
  for (const row of rows) {
    let group = groups.at(-1);
    if (group?.id !== row.categoryId) {
      group = { id: row.categoryId, name: row.categoryName, items: [] };
      groups.push(group);
    }
    group.items.push({ id: row.id, question: row.question, answerHtml: sanitizeHtml(row.answerHtml) });
  }
  return groups;
}

/**
 * A guide page's words, checked against its schema; null when the record is missing (the route
 * answers 404). A record that fails its schema is a bug of whatever wrote it: it throws.
 */
export function getGuidePage<Url extends GuidePageUrl>(url: Url): Promise<GuidePage<Url> | null> {
  return cached("content", `guide:${url}`, () => loadGuidePage(url));
}

async function loadGuidePage<Url extends GuidePageUrl>(url: Url): Promise<GuidePage<Url> | null> {
  const [row] = await db()
    .select({ content: guidePages.content })
    .from(guidePages)
    .where(eq(guidePages.url, url))
    .limit(1);
  if (!row) return null;
  const parsed = GUIDE_PAGE_SCHEMAS[url].safeParse(row.content);
  if (!parsed.success) throw new Error(`The guide page ${url} does not match its schema: ${parsed.error.message}`);
  // TypeScript does not tie the schema picked by `url` to `Url`; the parse above did.
  return parsed.data as GuidePage<Url>;
}
