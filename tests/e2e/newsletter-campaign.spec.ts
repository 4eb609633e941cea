import type { Browser } from "@playwright/test";
import { request } from "@playwright/test";
import { expect, test } from "../shop-test";
import { expectNoAxeViolations } from "./fixtures";
import { mailsTo } from "./order-helpers";
import { staffState } from "./staff-helpers";

async function staffPage(browser: Browser) {
  const context = await browser.newContext({ storageState: staffState("service") });
  return context.newPage();
}

/** The first match of `pattern` in the mails to `email`, once one has it. */
async function waitForInMail(email: string, pattern: RegExp): Promise<string> {
  let found = "";
  await expect
    .poll(
      async () => {
        found =
          (await mailsTo(email)).map((mail) => pattern.exec(mail)?.[1] ?? pattern.exec(mail)?.[0]).find(Boolean) ?? "";
        return found;
      },
      { timeout: 15_000 },
    )
    .not.toBe("");
  return found;
}

test("a campaign reaches confirmed subscribers only, and one-click unsubscribe works", async ({
  page,
  browser,
}, testInfo) => {
  const stamp = Date.now();
  const confirmed = `reader-${stamp}@example.com`;
  const unconfirmed = `silent-${stamp}@example.com`;
  for (const email of [confirmed, unconfirmed]) {
    expect((await page.request.post("/newsletter", { form: { intent: "subscribe", email } })).ok()).toBe(true);
  }

  // The first address confirms with the link of its mail: opening it asks, the button confirms.
  const confirmLink = await waitForInMail(confirmed, /https?:\/\/\S+\/newsletter\/confirm\/[0-9a-f-]{36}/);
  await page.goto(new URL(confirmLink).pathname);
  await expect(page.getByText(`Send the Atelier Sartorial newsletter to ${confirmed}?`)).toBeVisible();
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByRole("status")).toContainText("Your subscription is confirmed.");
  await expectNoAxeViolations(page);
  await waitForInMail(confirmed, /Subject: (You are subscribed to the Atelier Sartorial newsletter)/);

  // Customer service writes the campaign, previews it, and sends it.
  const office = await staffPage(browser);
  await office.goto("/admin/subscribers");
  await office.getByRole("searchbox", { name: "Search" }).fill(`-${stamp}@`);
  await office.getByRole("button", { name: "Search" }).click();
  await expect(office.getByRole("row", { name: new RegExp(unconfirmed) })).toContainText("Not yet");

  const subject = `Linen is back ${stamp}`;
  await office.goto("/admin/campaigns");
  await office.getByRole("link", { name: "New campaign" }).click();
  await office.getByRole("textbox", { name: "Subject" }).fill(subject);
  await office
    .getByRole("textbox", { name: "Text" })
    .fill("## Irish linen\n\nOur **summer linens** are in. [See the fabrics](/fabrics).");
  // With the drawing of a shirt on sale: one of the seed's, which no other journey retires.
  const shirt = office
    .getByRole("group", { name: /Shirts to show/ })
    .getByRole("checkbox", { name: /^The Executive ·/ });
  await shirt.check();
  await office.getByRole("button", { name: "Save the draft" }).click();
  await expect(office.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expect(office.getByText("Draft saved.")).toBeVisible();
  await expectNoAxeViolations(office);

  const preview = await office.request.get(`${new URL(office.url()).pathname.replace(/\?.*/, "")}/preview`);
  expect(preview.ok()).toBe(true);
  expect(await preview.text()).toContain("<strong>summer linens</strong>");

  await office.getByRole("button", { name: /^Send to \d+ subscribers?$/ }).click();
  await expect(office.getByText("Sending started.")).toBeVisible();
  await office.screenshot({ path: testInfo.outputPath("campaign-1280.png"), fullPage: true });

  // The confirmed address receives it, with its own one-click unsubscribe headers.
  const mail = await waitForInMail(confirmed, new RegExp(`^[\\s\\S]*^Subject: ${subject}\\r?$[\\s\\S]*$`, "m"));
  expect(mail).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  const unsubscribeUrl = /^List-Unsubscribe: <([^>]+)>/m.exec(mail)?.[1] ?? "";
  expect(unsubscribeUrl).toMatch(/\/newsletter\/unsubscribe\/[0-9a-f-]{36}$/);
  expect(mail).toContain("summer linens");
  // The shirt's drawing is a PNG the shop serves to anyone (mail clients show no SVG).
  const drawing = /https?:\/\/[^"\s]+\/mail\/shirts\/\d+\.png/.exec(mail)?.[0] ?? "";
  expect(drawing).not.toBe("");
  const image = await page.request.get(new URL(drawing).pathname);
  expect(image.headers()["content-type"]).toBe("image/png");
  // The unconfirmed one never does (its only mail asks it to confirm).
  await expect
    .poll(
      async () => {
        await office.reload();
        return office.getByTestId("figure-Queued").textContent();
      },
      { timeout: 15_000 },
    )
    .toBe("0");
  expect((await mailsTo(unconfirmed)).some((text) => text.includes(subject))).toBe(false);

  // A mail client's one-click unsubscribe (RFC 8058): a POST without cookie or page.
  const client = await request.newContext({ baseURL: new URL(office.url()).origin });
  const posted = await client.post(new URL(unsubscribeUrl).pathname, { form: { "List-Unsubscribe": "One-Click" } });
  expect(posted.status()).toBe(200);
  await client.dispose();

  await office.reload();
  await expect(office.getByTestId("figure-Unsubscribed since")).toHaveText("1");
  await office.goto(`/admin/subscribers?q=${encodeURIComponent(confirmed)}`);
  await expect(office.getByText("No subscriber matches this search.")).toBeVisible();
  await office.context().close();
});
