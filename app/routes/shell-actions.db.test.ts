import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactMessages } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { action as contactAction } from "./contact";
import { action as newsletterAction } from "./newsletter";
import { answer, callRoute } from "./route-calls.test-support";

const post = (
  handler: typeof contactAction | typeof newsletterAction,
  path: string,
  form: Record<string, string>,
  ip: string,
) => callRoute(handler, path, { form, ip });
const statusOf = (result: unknown) => answer(result).status;

const database = databaseForTests({ seed: true });
describe("contact action", () => {
  it("refuses an incomplete form with 400 and stores nothing", async () => {
    const result = await post(contactAction, "/contact", { name: "", email: "a@example.com", message: "" }, "10.0.0.1");
    expect(statusOf(result)).toBe(400);
    const [row] = await database.db.select({ n: count() }).from(contactMessages);
    expect(row?.n).toBe(0);
  });

  it("answers 429 with a readable message after five messages from one address", async () => {
    const form = { name: "Ada", email: "ada@example.com", message: "Hello" };
    for (let i = 0; i < 5; i++) expect(statusOf(await post(contactAction, "/contact", form, "10.0.0.2"))).toBe(200);
    const limited = await post(contactAction, "/contact", form, "10.0.0.2");
    expect(statusOf(limited)).toBe(429);
    expect(JSON.stringify(limited)).toContain("Too many attempts. Please wait");
    const [row] = await database.db.select({ n: count() }).from(contactMessages);
    expect(row?.n).toBe(5);
    // Another visitor is not affected.
    expect(statusOf(await post(contactAction, "/contact", form, "10.0.0.3"))).toBe(200);
  });
});

describe("newsletter action", () => {
  it("answers 400 for an invalid address and 429 after five attempts from one address", async () => {
    const invalid = await post(newsletterAction, "/newsletter", { intent: "subscribe", email: "nope" }, "10.0.1.1");
    expect(statusOf(invalid)).toBe(400);
    for (let i = 0; i < 4; i++) {
      await post(newsletterAction, "/newsletter", { intent: "subscribe", email: `n${i}@example.com` }, "10.0.1.1");
    }
    const limited = await post(
      newsletterAction,
      "/newsletter",
      { intent: "subscribe", email: "x@example.com" },
      "10.0.1.1",
    );
    expect(statusOf(limited)).toBe(429);
    expect(JSON.stringify(limited)).toContain("Too many attempts");
  });
});
