import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, contactMessages, mailOutbox } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { changeSetting } from "~/modules/settings/settings.server";
import { SHOP_ACTOR } from "~/modules/shop/audit.server";
import { sendContactMessage } from "./contact.server";
import {
  answerMessage,
  countNewMessages,
  getContactThread,
  listContactMessages,
  setMessageClosed,
} from "./inbox.server";

const database = databaseForTests();
const staff = { id: null, name: "Sofia Service" };
const open = { view: "open" as const, q: "", page: 1 };

async function messageFrom(email: string, text = "Can I have a shorter collar point?") {
  await sendContactMessage({ name: "Luca Rossi", email, subject: "customizing", message: text });
  const [row] = await database.db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(eq(contactMessages.email, email));
  return row!.id;
}

const mailTo = (email: string) =>
  database.db
    .select({ subject: mailOutbox.subject, replyTo: mailOutbox.replyTo, text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email));

describe("the contact inbox", () => {
  it("lists a new message as new, counts it, and finds it by name, address or words", async () => {
    const id = await messageFrom("luca@example.com", "Which fabric for a summer wedding?");
    expect(await countNewMessages()).toBe(1);
    const listed = await listContactMessages(open);
    expect(listed.rows).toMatchObject([{ id, status: "new", subject: "Customizing", email: "luca@example.com" }]);
    for (const q of ["LUCA", "luca@example", "summer wedding"]) {
      expect((await listContactMessages({ ...open, q })).total, q).toBe(1);
    }
    expect((await listContactMessages({ ...open, q: "winter" })).total).toBe(0);
    // A search's wildcard characters are text, not patterns.
    expect((await listContactMessages({ ...open, q: "%" })).total).toBe(0);
    expect((await listContactMessages({ ...open, view: "closed" })).total).toBe(0);
  });

  it("answers by e-mail through the outbox, keeps the answer in the thread, and audits it", async () => {
    await changeSetting(SHOP_ACTOR, "contactEmail", "help@atelier.example");
    const id = await messageFrom("anna@example.com", "Is the Oxford cloth thick?");
    expect(await answerMessage(staff, { messageId: id, body: "  It is a sturdy 140 g/m² cloth.  " })).toEqual({
      ok: true,
      status: "answered",
    });
    const thread = await getContactThread(id);
    expect(thread).toMatchObject({
      status: "answered",
      replies: [{ staffName: "Sofia Service", body: "It is a sturdy 140 g/m² cloth." }],
    });
    const [mail] = await mailTo("anna@example.com");
    expect(mail?.replyTo).toBe("help@atelier.example");
    expect(mail?.subject).toContain("Customizing");
    expect(mail?.text).toContain("Dear Luca Rossi,");
    expect(mail?.text).toContain("It is a sturdy 140 g/m² cloth.");
    expect(mail?.text).toContain("> Is the Oxford cloth thick?");
    const audit = await database.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(audit).toMatchObject([{ action: "contact.answered", after: { status: "answered" } }]);
    expect((await listContactMessages({ ...open, view: "answered" })).rows.map((row) => row.id)).toContain(id);
  });

  it("refuses an empty answer or an unknown message, writing nothing", async () => {
    const id = await messageFrom("empty@example.com");
    expect(await answerMessage(staff, { messageId: id, body: "   " })).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { body: ["Please write your answer (at most 5,000 characters)."] },
    });
    expect(await answerMessage(staff, { messageId: 999_999, body: "Hello" })).toMatchObject({ ok: false, status: 404 });
    expect(await answerMessage(staff, { messageId: "1e3", body: "Hello" })).toMatchObject({ ok: false, status: 404 });
    expect(await mailTo("empty@example.com")).toHaveLength(0);
    expect((await getContactThread(id))?.status).toBe("new");
  });

  it("closes and reopens, back to new without answers and answered with them, once each", async () => {
    const unanswered = await messageFrom("close@example.com");
    expect(await setMessageClosed(staff, { messageId: unanswered }, true)).toEqual({ ok: true, status: "closed" });
    expect(await setMessageClosed(staff, { messageId: unanswered }, true)).toMatchObject({ ok: false, status: 409 });
    expect((await listContactMessages(open)).rows.map((row) => row.id)).not.toContain(unanswered);
    expect(await setMessageClosed(staff, { messageId: unanswered }, false)).toEqual({ ok: true, status: "new" });
    expect(await setMessageClosed(staff, { messageId: unanswered }, false)).toMatchObject({ ok: false, status: 409 });

    const answered = await messageFrom("reopen@example.com");
    await answerMessage(staff, { messageId: answered, body: "Done." });
    await setMessageClosed(staff, { messageId: answered }, true);
    expect(await setMessageClosed(staff, { messageId: answered }, false)).toEqual({ ok: true, status: "answered" });
    const actions = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(unanswered)));
    expect(actions.map((entry) => entry.action)).toEqual(["contact.closed", "contact.reopened"]);
  });
});
