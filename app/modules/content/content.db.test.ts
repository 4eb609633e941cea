import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactMessages, mailOutbox, newsletterSubscribers } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { sendContactMessage } from "./contact.server";
import { getContentPage, listArticles, listFaq } from "./content.server";
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

describe("newsletter", () => {
  it("subscribes each address once, whatever its case and spaces", async () => {
    expect(await subscribe("Reader@Example.com")).toBe("subscribed");
    expect(await subscribe("  reader@example.com ")).toBe("already-subscribed");
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
