import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { newsletterSubscribers } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import {
  campaignCounts,
  createCampaign,
  queueCampaignMails,
  recipientsOf,
  startSending,
} from "~/modules/campaigns/campaigns.server";
import { confirmSubscription, subscribe } from "~/modules/content/newsletter.server";
import { action } from "./newsletter-unsubscribe";
import { answer, callRoute } from "./route-calls.test-support";

const database = databaseForTests();
const STAFF = { id: null, name: "Sam Service" };

it("unsubscribes in one click (RFC 8058) through a campaign's link, without a page, counted for that campaign", async () => {
  await subscribe("ivy@example.com");
  const [row] = await database.db
    .select({ token: newsletterSubscribers.confirmToken })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, "ivy@example.com"));
  await confirmSubscription(row!.token);
  const created = await createCampaign(STAFF, { subject: "One click", body: "Hello" });
  if (!created.ok) throw new Error("not created");
  const id = created.id;
  await startSending(STAFF, id);
  await queueCampaignMails();
  const ivy = (await recipientsOf(id)).find((recipient) => recipient.email === "ivy@example.com")!;
  const path = `/newsletter/unsubscribe/${ivy.unsubscribeToken}`;
  // What a mail client sends (RFC 8058 section 3.1): a POST of this one field, no cookie, no page.
  const posted = answer(
    await callRoute(action, path, {
      form: { "List-Unsubscribe": "One-Click" },
      params: { token: ivy.unsubscribeToken },
    }),
  );
  expect(posted.status).toBe(200);
  expect(
    await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "ivy@example.com")),
  ).toEqual([]);
  expect((await campaignCounts(id)).unsubscribed).toBe(1);
  // A second POST finds nobody.
  const again = answer(
    await callRoute(action, path, {
      form: { "List-Unsubscribe": "One-Click" },
      params: { token: ivy.unsubscribeToken },
    }),
  );
  expect(again.status).toBe(404);
});
