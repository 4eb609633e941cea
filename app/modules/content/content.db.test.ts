import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { countQueries } from "~/db/query-count.server";
import { contactMessages, guidePages, mailOutbox, newsletterSubscribers } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { clearCache } from "~/infra/cache.server";
import { sendContactMessage } from "./contact.server";
import { getContentPage, getGuidePage, listArticles, listFaq } from "./content.server";
import { GUIDE_PAGE_SCHEMAS, type GuidePageUrl } from "./guides";
import { subscribe } from "./newsletter.server";

const database = databaseForTests({ seed: true });
describe("content", () => {
  it("finds a page by kind and url, and nothing for an unknown one", async () => {
    const page = await getContentPage("page", "legal-notice");
    expect(page?.bodyHtml.length).toBeGreaterThan(500);
    expect(await getContentPage("style", "no-such-guide")).toBeNull();
  });

  it("lists style guides and blog posts", async () => {
    expect((await listArticles("style")).length).toBeGreaterThanOrEqual(3);
    expect((await listArticles("blog")).length).toBeGreaterThanOrEqual(1);
  });

  it("groups FAQ items by category in order", async () => {
    const groups = await listFaq();
    expect(groups.length).toBeGreaterThanOrEqual(3);
    expect(groups.flatMap((group) => group.items).length).toBeGreaterThanOrEqual(20);
    expect(new Set(groups.map((group) => group.id)).size).toBe(groups.length);
  });
});

describe("guide pages", () => {
  beforeEach(() => clearCache());

  it("reads each guide page's record, valid against the page's schema", async () => {
    for (const url of Object.keys(GUIDE_PAGE_SCHEMAS) as GuidePageUrl[]) {
      const page = await getGuidePage(url);
      expect(page, url).not.toBeNull();
      expect(GUIDE_PAGE_SCHEMAS[url].parse(page), url).toEqual(page);
    }
    const options = await getGuidePage("custom-shirts-options");
    expect(options?.sections.map((section) => section.id)).toEqual([
      "collars",
      "cuffs",
      "pockets",
      "plackets",
      "backs",
      "bottoms",
    ]);
    expect(options?.sections[0]?.options[0]).toMatchObject({ name: "Spread", bestFor: "Suits, business, weddings" });
    expect(options?.buttonsAndMonogram.monogram.positions).toHaveLength(5);
    const style = await getGuidePage("style-device");
    expect(style?.sections.map((section) => section.id)).toEqual(["fits", "collars", "cuffs", "fabrics"]);
    expect(style?.sections.flatMap((section) => section.items).map((item) => item.id)).toContain("fabric-seersucker");
    expect(style?.combinations.items.map((item) => item.title)).toEqual([
      "The boardroom",
      "The summer escape",
      "The weekend",
    ]);
    expect((await getGuidePage("design-your-own-shirt"))?.steps).toHaveLength(8);
    expect((await getGuidePage("perfect-fit-guarantee"))?.claim.steps).toHaveLength(3);
    const measures = await getGuidePage("take-measurements-shirts-on-the-shirt");
    expect(measures?.measures.items.map((measure) => [measure.key, measure.min, measure.max])).toContainEqual([
      "neck",
      36,
      48,
    ]);
  });

  it("reads a page in one query, and not again while it is cached", async () => {
    const { queries } = await countQueries(database.db, async () => {
      await getGuidePage("style-device");
      await getGuidePage("style-device");
    });
    expect(queries).toBe(1);
  });

  it("throws on a record that breaks its page's schema, and answers null for a missing one", async () => {
    const [saved] = await database.db
      .select({ content: guidePages.content })
      .from(guidePages)
      .where(eq(guidePages.url, "style-device"));
    try {
      await database.db
        .update(guidePages)
        .set({ content: { ...(saved?.content as object), sections: [] } })
        .where(eq(guidePages.url, "style-device"));
      await expect(getGuidePage("style-device")).rejects.toThrow(/style-device does not match its schema/);
      await database.db.delete(guidePages).where(eq(guidePages.url, "style-device"));
      clearCache();
      expect(await getGuidePage("style-device")).toBeNull();
    } finally {
      await database.db
        .insert(guidePages)
        .values({ url: "style-device", content: saved?.content })
        .onConflictDoUpdate({ target: guidePages.url, set: { content: saved?.content } });
    }
  });
});

describe("newsletter", () => {
  it("subscribes each address once, whatever its case and spaces", async () => {
    expect(await subscribe("Reader@Example.com")).toBe("subscribed");
    // Not confirmed yet (double opt-in): the same address is mailed its link again, not added twice.
    expect(await subscribe("  reader@example.com ")).toBe("confirmation-resent");
    const rows = await database.db
      .select({ email: newsletterSubscribers.email })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "reader@example.com"));
    expect(rows).toEqual([{ email: "reader@example.com" }]);
  });
});

describe("contact", () => {
  it("stores the message and queues a mail to the shop in the same transaction", async () => {
    await sendContactMessage({
      name: "Luca Bianchi",
      email: "luca@example.com",
      subject: "sizes",
      message: "Which size for a 41 collar?",
    });
    const [stored] = await database.db
      .select({ name: contactMessages.name, subject: contactMessages.subject })
      .from(contactMessages)
      .where(eq(contactMessages.email, "luca@example.com"));
    expect(stored).toEqual({ name: "Luca Bianchi", subject: "sizes" });
    const [mail] = await database.db
      .select({
        subject: mailOutbox.subject,
        replyTo: mailOutbox.replyTo,
        text: mailOutbox.text,
        status: mailOutbox.status,
      })
      .from(mailOutbox)
      .where(eq(mailOutbox.replyTo, "luca@example.com"));
    expect(mail?.subject).toBe("Contact form: Sizes, from Luca Bianchi");
    expect(mail?.text).toContain("Which size for a 41 collar?");
    expect(mail?.status).toBe("pending");
  });
});
