import { and, desc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, contentPages, faqItems } from "~/db/schema";
import { guidePageSeed } from "~/db/seed/content-guides";
import { databaseForTests } from "~/db/test-database.server";
import { clearCache } from "~/infra/cache.server";
import type { Actor } from "~/modules/shop/audit.server";
import { getContentPage, getGuidePage, getHomeContent, listArticles, listFaq } from "./content.server";
import {
  addFaqCategory,
  addFaqQuestion,
  createArticle,
  getContentForEditing,
  getFaqQuestionForEditing,
  listContentForStaff,
  listFaqForStaff,
  moveFaqCategory,
  moveFaqQuestion,
  removeFaqCategory,
  removeFaqQuestion,
  renameFaqCategory,
  saveArticle,
  saveContentPage,
  saveFaqQuestion,
  saveGuide,
  saveHome,
  setArticlePublished,
} from "./editor.server";
import { CONTENT_MESSAGES, type NewArticleInput } from "./forms";

const database = databaseForTests({ seed: true });
const owner: Actor = { id: null, name: "Olivia Owner" };

beforeEach(() => clearCache());

async function lastAudit(action: string) {
  const [entry] = await database.db
    .select({
      entityId: auditLog.entityId,
      staffName: auditLog.staffName,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry;
}

async function pageIdOf(kind: "page" | "style" | "blog", url: string) {
  const [row] = await database.db
    .select({ id: contentPages.id })
    .from(contentPages)
    .where(and(eq(contentPages.kind, kind), eq(contentPages.url, url)));
  if (!row) throw new Error(`no ${kind} ${url}`);
  return row.id;
}

const article = (overrides: Partial<NewArticleInput> = {}): NewArticleInput => ({
  kind: "blog",
  url: "linen-in-august",
  name: "Linen in August",
  summary: "Why linen is the cloth of the hottest month.",
  illustration: "linen",
  bodyMarkdown: "## Cool cloth\n\nLinen breathes. See [our linens](/men-shirts).",
  sortOrder: 5,
  metaTitle: "Linen in August",
  metaDescription: "Why linen is the cloth of the hottest month.",
  metaKeywords: "",
  ...overrides,
});

describe("pages", () => {
  it("opens a seeded page's HTML as Markdown, and leaves the contact page to the settings", async () => {
    const id = await pageIdOf("page", "legal-notice");
    const page = await getContentForEditing(id);
    expect(page?.bodyMarkdown).toMatch(/^## /m);
    expect(page?.bodyMarkdown).not.toContain("<p>");
    expect(await getContentForEditing(await pageIdOf("page", "contact"))).toBeNull();
    expect((await listContentForStaff()).pages.map((p) => p.url)).not.toContain("contact");
  });

  it("saves a page's Markdown as sanitised HTML, shows it at once (even cached), and audits the change", async () => {
    const id = await pageIdOf("page", "legal-notice");
    const before = await getContentPage("page", "legal-notice");
    expect(before?.bodyHtml).not.toContain("Updated notice");
    const editing = await getContentForEditing(id);
    if (!editing) throw new Error("no page");
    const outcome = await saveContentPage(owner, id, {
      name: "Legal notice",
      summary: editing.summary,
      illustration: "",
      bodyMarkdown: "## Updated notice\n\nPublisher: **Atelier Sartorial SAS**.\n\n<script>alert(1)</script>",
      metaTitle: editing.metaTitle,
      metaDescription: editing.metaDescription,
      metaKeywords: editing.metaKeywords,
    });
    expect(outcome.ok).toBe(true);
    const after = await getContentPage("page", "legal-notice");
    expect(after?.bodyHtml).toContain("<h2>Updated notice</h2>");
    expect(after?.bodyHtml).toContain("<strong>Atelier Sartorial SAS</strong>");
    expect(after?.bodyHtml).not.toContain("script");
    expect((await getContentForEditing(id))?.bodyMarkdown).toContain("## Updated notice");
    const audit = await lastAudit("content.page_saved");
    expect(audit).toMatchObject({ entityId: "legal-notice", staffName: "Olivia Owner" });
    expect(Object.keys(audit?.after as object)).toEqual(["bodyMarkdown"]);
  });

  it("refuses a body that leaves nothing once sanitised, and an unknown page", async () => {
    const id = await pageIdOf("page", "about-us");
    const editing = await getContentForEditing(id);
    if (!editing) throw new Error("no page");
    const input = {
      name: editing.name,
      summary: editing.summary,
      illustration: "workshop" as const,
      bodyMarkdown: "![only a picture](https://x.example/a.png)",
      metaTitle: editing.metaTitle,
      metaDescription: editing.metaDescription,
      metaKeywords: editing.metaKeywords,
    };
    const outcome = await saveContentPage(owner, id, input);
    expect(outcome).toMatchObject({ ok: false, status: 400 });
    expect(outcome.ok ? null : outcome.fieldErrors?.bodyMarkdown?.[0]).toMatch(/Nothing would show/);
    expect(await saveContentPage(owner, 999_999, { ...input, bodyMarkdown: "Text" })).toMatchObject({ status: 404 });
    expect(
      await saveContentPage(owner, await pageIdOf("blog", "caring-for-your-shirts"), {
        ...input,
        bodyMarkdown: "Text",
      }),
    ).toMatchObject({
      status: 404,
    });
  });
});

describe("articles", () => {
  it("creates a draft that the storefront does not show until it is published, with its date", async () => {
    const created = await createArticle(owner, article());
    if (!created.ok) throw new Error("refused");
    expect(await getContentPage("blog", "linen-in-august")).toBeNull();
    expect((await listArticles("blog")).map((a) => a.url)).not.toContain("linen-in-august");
    expect((await getContentForEditing(created.id))?.publishedAt).toBeNull();

    const start = Date.now();
    expect((await setArticlePublished(owner, created.id, true)).ok).toBe(true);
    const published = await getContentPage("blog", "linen-in-august");
    expect(published?.bodyHtml).toContain('<a href="/men-shirts" rel="noopener">our linens</a>');
    expect(published?.publishedAt.getTime()).toBeGreaterThanOrEqual(start - 1000);
    expect((await listArticles("blog")).map((a) => a.url)).toContain("linen-in-august");
    expect(await lastAudit("content.article_published")).toMatchObject({ entityId: "blog/linen-in-august" });

    expect((await setArticlePublished(owner, created.id, false)).ok).toBe(true);
    expect(await getContentPage("blog", "linen-in-august")).toBeNull();
    expect((await listArticles("blog")).map((a) => a.url)).not.toContain("linen-in-august");
  });

  it("keeps addresses unique within a kind, on creation and on save", async () => {
    expect(await createArticle(owner, article({ url: "caring-for-your-shirts" }))).toEqual({
      ok: false,
      status: 400,
      fieldErrors: { url: [CONTENT_MESSAGES.urlTaken] },
    });
    // The same address in the other kind is another page: /style/… and /blog/….
    const other = await createArticle(owner, article({ kind: "style", url: "caring-for-your-shirts" }));
    expect(other.ok).toBe(true);
    const id = await pageIdOf("blog", "inside-our-veneto-workshop");
    const { kind: _kind, ...input } = article({ url: "caring-for-your-shirts" });
    expect(await saveArticle(owner, id, input)).toMatchObject({
      ok: false,
      fieldErrors: { url: [CONTENT_MESSAGES.urlTaken] },
    });
    // Its own address is no conflict.
    expect((await saveArticle(owner, id, { ...input, url: "inside-our-veneto-workshop" })).ok).toBe(true);
  });

  it("saves a published article under a new address: the old one answers 404 at once", async () => {
    const id = await pageIdOf("style", "linen-shirts-for-summer");
    expect(await getContentPage("style", "linen-shirts-for-summer")).not.toBeNull();
    const { kind: _kind, ...input } = article({ url: "linen-for-summer", name: "Linen for summer" });
    expect((await saveArticle(owner, id, input)).ok).toBe(true);
    expect(await getContentPage("style", "linen-shirts-for-summer")).toBeNull();
    expect((await getContentPage("style", "linen-for-summer"))?.name).toBe("Linen for summer");
    expect(await saveArticle(owner, await pageIdOf("page", "about-us"), input)).toMatchObject({ status: 404 });
  });
});

describe("the home page", () => {
  it("saves the record and shows it at once", async () => {
    const home = await getHomeContent();
    const { id: _id, ...fields } = home;
    const outcome = await saveHome(owner, {
      ...fields,
      heroTitle: "Shirts cut for one man",
      storyIllustration: "workshop",
    });
    expect(outcome.ok).toBe(true);
    expect((await getHomeContent()).heroTitle).toBe("Shirts cut for one man");
    expect((await lastAudit("content.home_saved"))?.after).toEqual({ heroTitle: "Shirts cut for one man" });
  });
});

describe("the FAQ", () => {
  it("adds categories with unique names, renames them, and removes only an empty one", async () => {
    expect((await addFaqCategory(owner, { name: "Gift cards" })).ok).toBe(true);
    expect(await addFaqCategory(owner, { name: "Gift cards" })).toMatchObject({
      fieldErrors: { name: [CONTENT_MESSAGES.categoryTaken] },
    });
    const categories = await listFaqForStaff();
    const gift = categories.find((category) => category.name === "Gift cards");
    const ordering = categories.find((category) => category.name === "Ordering");
    if (!gift || !ordering) throw new Error("missing category");
    expect(categories.at(-1)?.id).toBe(gift.id);
    expect(await renameFaqCategory(owner, gift.id, { name: "Ordering" })).toMatchObject({
      fieldErrors: { name: [CONTENT_MESSAGES.categoryTaken] },
    });
    expect((await renameFaqCategory(owner, gift.id, { name: "Gift vouchers" })).ok).toBe(true);
    expect(await removeFaqCategory(owner, ordering.id)).toMatchObject({
      status: 409,
      message: CONTENT_MESSAGES.categoryNotEmpty,
    });
    expect((await removeFaqCategory(owner, gift.id)).ok).toBe(true);
    expect((await listFaqForStaff()).map((category) => category.id)).not.toContain(gift.id);
  });

  it("moves a category and a question a place, numbering the rest again", async () => {
    const [first, second] = await listFaqForStaff();
    if (!first || !second) throw new Error("no categories");
    expect((await moveFaqCategory(owner, second.id, "up")).ok).toBe(true);
    expect((await listFaqForStaff()).slice(0, 2).map((c) => c.id)).toEqual([second.id, first.id]);
    expect((await listFaq()).slice(0, 2).map((g) => g.id)).toEqual([second.id, first.id]);
    // Already first: nothing moves.
    expect((await moveFaqCategory(owner, second.id, "up")).ok).toBe(true);
    expect((await listFaqForStaff())[0]?.id).toBe(second.id);

    const [q1, q2] = first.questions;
    if (!q1 || !q2) throw new Error("no questions");
    expect((await moveFaqQuestion(owner, q1.id, "down")).ok).toBe(true);
    const moved = (await listFaqForStaff()).find((c) => c.id === first.id);
    expect(moved?.questions.slice(0, 2).map((q) => q.id)).toEqual([q2.id, q1.id]);
    expect(await moveFaqQuestion(owner, 999_999, "down")).toMatchObject({ status: 404 });
  });

  it("adds a question last of its category, edits its answer in Markdown, moves it to another category and removes it", async () => {
    const [first, second] = await listFaqForStaff();
    if (!first || !second) throw new Error("no categories");
    const added = await addFaqQuestion(owner, {
      categoryId: first.id,
      question: "Can I order a shirt as a gift?",
      answerMarkdown: "Yes: *give us his measurements* or [a size](/measurement).",
    });
    if (!added.ok) throw new Error("refused");
    const group = (await listFaq()).find((g) => g.id === first.id);
    expect(group?.items.at(-1)).toMatchObject({
      question: "Can I order a shirt as a gift?",
      answerHtml:
        '<p>Yes: <em>give us his measurements</em> or <a href="/measurement" rel="noopener">a size</a>.</p>\n',
    });
    expect(await addFaqQuestion(owner, { categoryId: 999_999, question: "Q?", answerMarkdown: "A." })).toMatchObject({
      fieldErrors: { categoryId: [CONTENT_MESSAGES.unknownCategory] },
    });

    expect(
      (
        await saveFaqQuestion(owner, added.id, {
          categoryId: second.id,
          question: "Can I give a shirt?",
          answerMarkdown: "Yes.",
        })
      ).ok,
    ).toBe(true);
    const moved = (await listFaq()).find((g) => g.id === second.id);
    expect(moved?.items.at(-1)).toMatchObject({
      id: added.id,
      question: "Can I give a shirt?",
      answerHtml: "<p>Yes.</p>\n",
    });
    expect((await getFaqQuestionForEditing(added.id))?.answerMarkdown).toBe("Yes.");

    expect((await removeFaqQuestion(owner, added.id)).ok).toBe(true);
    expect(await getFaqQuestionForEditing(added.id)).toBeNull();
    expect((await lastAudit("faq.question_removed"))?.before).toEqual({
      question: "Can I give a shirt?",
      answer: "Yes.",
    });
    expect(await removeFaqQuestion(owner, added.id)).toMatchObject({ status: 404 });
  });

  it("opens a seeded answer (HTML) as Markdown", async () => {
    const [item] = await database.db.select({ id: faqItems.id }).from(faqItems).where(eq(faqItems.id, 1));
    const question = await getFaqQuestionForEditing(item?.id ?? 1);
    expect(question?.answerMarkdown).toContain("[gallery](/men-shirts)");
  });
});

describe("guide pages", () => {
  it("saves a record valid against its schema and shows it at once", async () => {
    const page = structuredClone(guidePageSeed["perfect-fit-guarantee"]);
    page.covered.cases.push("A seam that opens within a year.");
    await getGuidePage("perfect-fit-guarantee");
    expect((await saveGuide(owner, "perfect-fit-guarantee", page)).ok).toBe(true);
    expect((await getGuidePage("perfect-fit-guarantee"))?.covered.cases.at(-1)).toBe(
      "A seam that opens within a year.",
    );
    const audit = await lastAudit("content.guide_saved");
    expect(audit?.after).toEqual({
      [`covered.cases[${page.covered.cases.length - 1}]`]: "A seam that opens within a year.",
    });
  });

  it("refuses a record that breaks its schema, naming each field as the form does, and keeps the stored one", async () => {
    const page = structuredClone(guidePageSeed["custom-shirts-options"]) as unknown as {
      sections: { title: string; illustration?: string; intro: string }[];
    };
    const [section] = page.sections;
    if (!section) throw new Error("no section");
    section.title = "";
    section.illustration = "unicorn";
    section.intro = "Read [this](https://elsewhere.example).";
    const outcome = await saveGuide(owner, "custom-shirts-options", page);
    expect(outcome.ok).toBe(false);
    const errors = outcome.ok ? {} : (outcome.fieldErrors ?? {});
    expect(Object.keys(errors).sort()).toEqual(["sections[0].illustration", "sections[0].intro", "sections[0].title"]);
    expect(errors["sections[0].illustration"]).toEqual(["Please choose one of the shop's drawings."]);
    expect(errors["sections[0].intro"]).toEqual(["A link leads to a page of the shop: [words](/path)."]);
    expect((await getGuidePage("custom-shirts-options"))?.sections[0]?.title).toBe(
      guidePageSeed["custom-shirts-options"].sections[0]?.title,
    );
  });
});
