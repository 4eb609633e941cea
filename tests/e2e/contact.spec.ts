import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { readableMail } from "../mail-files";
import { expect, test } from "../shop-test";
import { dataDir } from "./fixtures";

const REQUIRED = "Please complete all the required fields *";
const SENT = "your request has been sent successfully, we will respond to you quickly";

async function mailContaining(text: string) {
  const dir = path.join(dataDir(), "mail");
  const files = await readdir(dir).catch(() => []);
  for (const file of files) {
    // Read as a person reads it: the text part is quoted-printable.
    const content = readableMail(await readFile(path.join(dir, file), "utf8"));
    if (content.includes(text)) return content;
  }
  return null;
}

async function fillContact(page: Page, values: { name?: string; email?: string; message?: string }) {
  if (values.name !== undefined) await page.getByRole("textbox", { name: "Name", exact: true }).fill(values.name);
  if (values.email !== undefined) await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(values.email);
  if (values.message !== undefined)
    await page.getByRole("textbox", { name: "Message", exact: true }).fill(values.message);
}

test.describe("contact", () => {
  test("shows the shop's contact information", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("region", { name: "Contact information" })).toContainText("@");
  });

  test("requires name, email and message, then sends the message to the shop", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("alert")).toHaveText(REQUIRED);
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveAttribute("aria-invalid", "true");
    // Said once, above the form, not again beside each empty field, which it describes.
    await expect(page.getByText(REQUIRED)).toHaveCount(1);
    for (const name of ["Name", "E-mail", "Message"]) {
      await expect(page.getByRole("textbox", { name, exact: true })).toHaveAccessibleDescription(REQUIRED);
    }

    await fillContact(page, { name: "Marco Rossi", email: "marco@", message: "Hello" });
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByText("E-mail must be valid")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "E-mail", exact: true })).toHaveAccessibleDescription(
      "E-mail must be valid",
    );
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).not.toHaveAttribute("aria-describedby");

    const message = `Can I order a shirt with a contrast collar? ref ${Date.now()}`;
    await fillContact(page, { email: "marco.rossi@example.com", message });
    await page.getByRole("combobox", { name: "Subject" }).selectOption("customizing");
    await page.getByRole("textbox", { name: "Phone" }).fill("+39 02 1234 5678");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("status")).toHaveText(SENT);
    await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue("");

    // Queued in the outbox and delivered by the mail worker as an .eml file.
    await expect.poll(() => mailContaining(message), { timeout: 15_000 }).not.toBeNull();
    // Long header lines are folded: unfold them before reading.
    const mail = ((await mailContaining(message)) ?? "").replace(/\r?\n[ \t]+/g, " ");
    expect(mail).toContain("Subject: Contact form: Customizing, from Marco Rossi");
    expect(mail).toContain("Reply-To: marco.rossi@example.com");
  });

  test("loads the form's checks only once the visitor enters it, then checks it in the browser", async ({ page }) => {
    // Vite names the chunk after app/modules/content/contact-form.ts, which holds the schema (and Zod).
    const isChecks = (url: string) => /\/assets\/contact-form-[\w-]+\.js$/.test(url);
    const scripts: string[] = [];
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
      if (request.method() === "POST") posts.push(request.url());
    });
    await page.goto("/contact");
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter(isChecks)).toEqual([]);

    await page.getByRole("textbox", { name: "Name", exact: true }).focus();
    await expect.poll(() => scripts.filter(isChecks).length).toBe(1);
    // The schema's chunk and Conform's Zod parser, both fetched and run: until then the server checks.
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("alert")).toHaveText(REQUIRED);
    await fillContact(page, { name: "Marco Rossi", email: "marco.rossi@example.com", message: "Hello" });
    await expect(page.getByRole("alert")).toHaveCount(0);
    expect(posts).toEqual([]);
  });

  test("works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("alert")).toHaveText(REQUIRED);
    await expect(page.getByText(REQUIRED)).toHaveCount(1);
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveAccessibleDescription(REQUIRED);
    await fillContact(page, { name: "Anna", email: "anna@example.com", message: "Do you deliver to Iceland?" });
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("status")).toHaveText(SENT);
    await context.close();
  });
});
