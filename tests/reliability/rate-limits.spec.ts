import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { type APIResponse, expect, request as playwrightRequest, test } from "@playwright/test";
import { addShirt, newShopCustomer } from "./customer";
import { createShopProcess } from "./shop-process";

/*
 * Every rate-limited form and endpoint answers its refusal over HTTP with 429 and a
 * Retry-After header a client can act on. The browser tests' shop runs without limits, so this
 * test starts a shop of its own with them on (the embedded shop: limits in its memory).
 */

/** Sends until the shop refuses; the answers before the 429 and the 429 itself. */
async function untilRefused(send: () => Promise<APIResponse>, atMost: number) {
  const allowed: number[] = [];
  for (let attempt = 1; attempt <= atMost; attempt++) {
    const response = await send();
    if (response.status() === 429) return { allowed, refusal: response };
    allowed.push(response.status());
  }
  throw new Error(`no 429 after ${atMost} requests (answers: ${[...new Set(allowed)].join(", ")})`);
}

/** A 429 says in whole seconds, within the limit's window, when to come back. */
function expectRetryAfter(refusal: APIResponse, windowSeconds: number) {
  expect(refusal.status()).toBe(429);
  const retryAfter = refusal.headers()["retry-after"];
  expect(retryAfter, `Retry-After of ${refusal.url()}`).toMatch(/^\d+$/);
  expect(Number(retryAfter)).toBeGreaterThan(0);
  expect(Number(retryAfter)).toBeLessThanOrEqual(windowSeconds);
}

test("every 429 of a rate-limited form or endpoint carries Retry-After over HTTP", async () => {
  test.setTimeout(180_000);
  const shop = await createShopProcess({ env: { RATE_LIMITS: "1" } });
  const visitor = await playwrightRequest.newContext({ baseURL: shop.url, maxRedirects: 0 });
  let passed = false;
  try {
    await shop.start();
    // A signed-in customer with a shirt in the bag (one registration, one captcha and one
    // sign-in of this address's budgets).
    const customer = await newShopCustomer(shop.url);
    await addShirt(customer.request);
    const email = `nobody-${randomUUID()}@example.com`;

    await test.step("sign-in: the 11th attempt in a quarter of an hour from one address on one e-mail", async () => {
      const { allowed, refusal } = await untilRefused(
        () => visitor.post("/login", { form: { intent: "login", email, password: "wrong-password" } }),
        11,
      );
      expect(allowed).toEqual(Array(10).fill(401));
      expectRetryAfter(refusal, 900);
      expect(await refusal.text()).toContain("Too many attempts. Please wait");
    });

    await test.step("registration", async () => {
      const form = { name: "Marco Rossi", email, password: "a-long-password", altcha: "not-solved" };
      expectRetryAfter((await untilRefused(() => visitor.post("/register", { form }), 11)).refusal, 60);
    });

    await test.step("reset request", async () => {
      const form = { intent: "forgot", email };
      expectRetryAfter((await untilRefused(() => visitor.post("/login", { form }), 11)).refusal, 900);
    });

    await test.step("reset", async () => {
      const form = { token: "not-a-token", password: "a-long-password" };
      expectRetryAfter((await untilRefused(() => visitor.post("/reset-password", { form }), 11)).refusal, 60);
    });

    await test.step("contact", async () => {
      const form = { name: "Marco Rossi", email, message: "Do you make shirts with French cuffs?" };
      expectRetryAfter((await untilRefused(() => visitor.post("/contact", { form }), 6)).refusal, 600);
    });

    await test.step("newsletter", async () => {
      const form = { intent: "subscribe", email };
      expectRetryAfter((await untilRefused(() => visitor.post("/newsletter", { form }), 6)).refusal, 600);
    });

    await test.step("captcha", async () => {
      expectRetryAfter((await untilRefused(() => visitor.get("/captcha"), 31)).refusal, 60);
    });

    await test.step("payment start, from the page's fetch and from the checkout's own form", async () => {
      const start = () => customer.request.post("/checkout/payment", { form: { intent: "start" } });
      expectRetryAfter((await untilRefused(start, 11)).refusal, 600);
      const buyNow = await customer.request.post("/checkout", {
        form: {
          deliveryOptionId: "1",
          paymentMethodId: "1",
          cartVersion: "0".repeat(32),
          cardNumber: "4242 4242 4242 4242",
          cardExpiry: "12 / 34",
          cardCvc: "123",
        },
      });
      expectRetryAfter(buyNow, 600);
    });

    await test.step("webhooks: 600 a minute from one address", async () => {
      const deliver = () => visitor.post("/webhooks/stripe", { data: "{}" });
      const { allowed, refusal } = await untilRefused(deliver, 601);
      expect(allowed).toHaveLength(600);
      expectRetryAfter(refusal, 60);
    });
    await customer.request.dispose();
    passed = true;
  } finally {
    await visitor.dispose();
    await shop.dispose();
    if (passed) rmSync(shop.dataDir, { recursive: true, force: true });
    else console.log(`The shop's data directory and log are kept in ${shop.dataDir}`);
  }
});
