import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, newsletterSubscribers } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { csvDownload } from "~/infra/download";
import {
  confirmSubscription,
  subscribe,
  subscriberOfToken,
  subscriptionOfConfirmToken,
  unsubscribe,
} from "./newsletter.server";
import { listSubscribers, subscribersCsv } from "./subscribers.server";

const database = databaseForTests();

async function tokenOf(email: string) {
  const [row] = await database.db
    .select({ token: newsletterSubscribers.unsubscribeToken })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  return row!.token;
}

describe("newsletter subscribers", () => {
  it("asks a new address to confirm by a link (double opt-in), then welcomes it with a link that is theirs alone", async () => {
    await subscribe("reader@example.com");
    await subscribe("other@example.com");
    const mailsTo = (email: string) =>
      database.db
        .select({ text: mailOutbox.text })
        .from(mailOutbox)
        .where(eq(mailOutbox.to, email))
        .orderBy(mailOutbox.id);
    const [asked] = await mailsTo("reader@example.com");
    const confirmToken = /\/newsletter\/confirm\/([0-9a-f-]{36})/.exec(asked?.text ?? "")?.[1] ?? "";
    expect(confirmToken).not.toBe("");
    expect(await subscriptionOfConfirmToken(confirmToken)).toEqual({ email: "reader@example.com", confirmed: false });
    // Not confirmed: subscribing again mails the link again.
    expect(await subscribe("Reader@example.com")).toBe("confirmation-resent");
    expect(await mailsTo("reader@example.com")).toHaveLength(2);

    expect(await confirmSubscription("00000000-0000-4000-8000-000000000000")).toBe("unknown");
    expect(await confirmSubscription(confirmToken)).toBe("confirmed");
    expect(await confirmSubscription(confirmToken)).toBe("already-confirmed");
    expect(await subscriptionOfConfirmToken(confirmToken)).toEqual({ email: "reader@example.com", confirmed: true });
    const token = await tokenOf("reader@example.com");
    expect(token).not.toBe(await tokenOf("other@example.com"));
    const mails = await mailsTo("reader@example.com");
    expect(mails).toHaveLength(3);
    expect(mails[2]?.text).toContain(`/newsletter/unsubscribe/${token}`);
    // Subscribing again once confirmed sends nothing more.
    expect(await subscribe("Reader@example.com")).toBe("already-subscribed");
    expect(await mailsTo("reader@example.com")).toHaveLength(3);
    const listed = await listSubscribers({ q: "", page: 1 });
    expect(listed.rows.map((row) => [row.email, row.confirmedAt !== null])).toEqual([
      ["other@example.com", false],
      ["reader@example.com", true],
    ]);
  });

  it("unsubscribes the holder of the link once; other links and made-up ones do nothing", async () => {
    await subscribe("leaving@example.com");
    const token = await tokenOf("leaving@example.com");
    expect(await subscriberOfToken(token)).toEqual({ email: "leaving@example.com" });
    for (const made of ["", "not-a-token", "00000000-0000-4000-8000-000000000000", `${token}x`]) {
      expect(await unsubscribe(made), made).toBe("unknown");
      expect(await subscriberOfToken(made), made).toBeNull();
    }
    expect(await unsubscribe(token)).toBe("unsubscribed");
    expect(await unsubscribe(token)).toBe("unknown");
    expect(await subscriberOfToken(token)).toBeNull();
    expect((await listSubscribers({ q: "leaving", page: 1 })).total).toBe(0);
    expect((await listSubscribers({ q: "other@", page: 1 })).total).toBe(1);
  });

  it("lists the latest first, searches by address, and exports the same selection as CSV", async () => {
    await subscribe("=cmd@example.com");
    const all = await listSubscribers({ q: "", page: 1 });
    expect(all.rows[0]?.email).toBe("=cmd@example.com");
    expect(all.total).toBe(3);
    expect((await listSubscribers({ q: "_", page: 1 })).total).toBe(0);
    const csv = await csvDownload(subscribersCsv(""), "subscribers.csv").text();
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(lines[0]).toBe("E-mail,Subscribed,Confirmed");
    expect(lines.slice(1).map((line) => line.split(",")[0])).toEqual([
      "reader@example.com",
      "other@example.com",
      "'=cmd@example.com",
    ]);
    expect(lines[1]).toMatch(/,\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const searched = await csvDownload(subscribersCsv("other"), "subscribers.csv").text();
    expect(searched.trim().split("\n")).toHaveLength(2);
  });
});
