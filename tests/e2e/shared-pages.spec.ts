import type { APIRequestContext, Page } from "@playwright/test";
import { SHARED_PAGES } from "../../app/page-query-params";
import { expect, test } from "../shop-test";
import { fillAddress, signedInCustomer } from "./account-helpers";
import { addShirtToBag, skipNewsletter } from "./shop-helpers";

/*
 * Personal pages as fast as cached ones (decision 025): the page cache serves a
 * shared page to a customer or a visitor with a cart from the anonymous copy, with their own
 * greeting and cart cut from the first page rendered in full for them; and a customer's checkout
 * from the copy kept whole for them (decision 027). What a person sees must be exactly what a
 * full render gives them, and must hydrate without a complaint.
 */

test.beforeEach(async ({ context, baseURL }) => {
  await skipNewsletter(context, baseURL);
});

/** An address of each shared page: the style and journal articles are found on the home page. */
async function sharedPageAddresses(request: APIRequestContext): Promise<string[]> {
  const home = await (await request.get("/")).text();
  const first = (pattern: RegExp) => {
    const found = pattern.exec(home)?.[1];
    if (!found) throw new Error(`no link matching ${pattern} on the home page`);
    return found;
  };
  const examples: Record<string, string> = {
    "/custom-made-men-shirt/:name/:id": "/custom-made-men-shirt/the-executive/1",
    "/style/:url": first(/href="(\/style\/[^"/]+)"/),
    "/blog/:url": first(/href="(\/blog\/[^"/]+)"/),
  };
  return SHARED_PAGES.map((pattern) => examples[pattern] ?? pattern);
}

const withoutNonces = (html: string) => html.replaceAll(/nonce="[^"]*"/g, 'nonce=""');

/** Posts a form of the shop as the browser would (same origin). */
async function post(page: Page, path: string, form: Record<string, string>, baseURL: string) {
  const response = await page.request.post(path, { form, headers: { origin: baseURL }, maxRedirects: 0 });
  expect(response.status(), `POST ${path}`).toBeLessThan(400);
}

/** The id of the first line on the cart page, as its quantity form posts it. */
async function firstCartLineId(page: Page): Promise<string> {
  const labelledBy = await page
    .locator("[aria-labelledby^='line-'][aria-labelledby$='-name']")
    .first()
    .getAttribute("aria-labelledby");
  return labelledBy!.replace(/^line-(\d+)-name$/, "$1");
}

test("a customer with a cart gets every shared page exactly as rendered in full for them", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signedInCustomer(page, "Nina Shared");
  await addShirtToBag(page);
  const lineId = await firstCartLineId(page);
  // Found as an anonymous visitor: the customer's first view of each page must be the loop's.
  const addresses = await sharedPageAddresses(request);

  for (const [index, address] of addresses.entries()) {
    // A cart of another quantity (then another currency) for each page: its first view of the
    // page is rendered in full, the second one is the anonymous copy with her part spliced in.
    if (index === 10) await post(page, "/currency", { currency: "EUR", redirectTo: "/" }, baseURL!);
    else if (index > 0) {
      await post(page, "/cart", { intent: "quantity", lineId, step: index < 10 ? "1" : "-1" }, baseURL!);
    }
    const full = await page.request.get(address);
    const spliced = await page.request.get(address);
    expect(full.status(), address).toBe(200);
    expect([full.headers()["x-page-cache"], spliced.headers()["x-page-cache"]], address).toEqual(["miss", "hit"]);
    expect(withoutNonces(await spliced.text()), address).toBe(withoutNonces(await full.text()));
    expect(spliced.headers()["cache-control"], address).toBe("no-store");
    expect(spliced.headers()["set-cookie"], address).toBeUndefined();
  }
});

test("a spliced page shows the visitor's greeting and cart and hydrates without an error", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));

  // A visitor with a cart and no account first, then the same browser signed in.
  await addShirtToBag(page, { quantity: "2" });
  for (const expected of [
    { greeting: "Sign in", count: "2" },
    { greeting: "Hello, Olga", count: "3" },
  ]) {
    if (expected.greeting !== "Sign in") {
      await signedInCustomer(page, "Olga");
      await addShirtToBag(page);
    }
    await page.goto("/faq");
    await page.goto("/men-shirts");
    // Read again if another test's change to shared data came between the two views.
    await expect(async () => {
      const response = await page.reload();
      expect(response?.headers()["x-page-cache"]).toBe("hit");
    }).toPass({ timeout: 15_000 });
    const header = page.getByRole("banner");
    await expect(header.getByTestId("cart-count")).toHaveText(expected.count);
    if (expected.greeting === "Sign in") await expect(header.getByRole("link", { name: "Sign in" })).toBeVisible();
    else await expect(header.getByRole("button", { name: expected.greeting })).toBeVisible();
    // Hydrated: a client-side navigation keeps the header's state.
    await header.getByRole("link", { name: /^Cart, / }).click();
    await expect(page).toHaveURL("/cart");
    await expect(page.getByRole("banner").getByTestId("cart-count")).toHaveText(expected.count);
  }
  expect(errors).toEqual([]);
});

test("the checkout is kept whole for its customer until their cart or address changes, and the copy pays", async ({
  page,
  baseURL,
}) => {
  await signedInCustomer(page, "Carla Kept");
  await addShirtToBag(page);
  const lineId = await firstCartLineId(page);
  await page.goto("/confirm-adress");
  await fillAddress(page, "Shipping address", "Milano");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page).toHaveURL("/checkout?updated=address");

  /*
   * The checkout read twice: rendered for her, then served from her copy. The other workers'
   * tests share this shop, and any cart change of theirs forgets every customer's copy: a pair
   * they came between is read again, at an address of its own (the checkout ignores `read`) so
   * that its first read is always a full render.
   */
  let reads = 0;
  const readTwice = async () => {
    let html = "";
    await expect(async () => {
      const address = `/checkout?read=${++reads}`;
      const full = await page.request.get(address);
      const kept = await page.request.get(address);
      expect([full.headers()["x-page-cache"], kept.headers()["x-page-cache"]]).toEqual(["miss", "hit"]);
      html = withoutNonces(await full.text());
      expect(withoutNonces(await kept.text())).toBe(html);
      expect(kept.headers()["cache-control"]).toBe("no-store");
      expect(kept.headers()["set-cookie"]).toBeUndefined();
    }).toPass({ timeout: 15_000 });
    return html;
  };
  const first = await readTwice();
  expect(first).toContain("Milano");

  await page.goto("/confirm-adress");
  await fillAddress(page, "Shipping address", "Torino");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page).toHaveURL("/checkout?updated=address");
  const moved = await readTwice();
  expect(moved).toContain("Torino");
  expect(moved).not.toContain("Milano");

  await post(page, "/cart", { intent: "quantity", lineId, step: "1" }, baseURL!);
  const twoShirts = await readTwice();
  expect(twoShirts).not.toBe(moved);
  expect(twoShirts).toMatch(/>2<!-- --> × <!-- -->/);
  expect(moved).toMatch(/>1<!-- --> × <!-- -->/);

  // The copy is the page she pays on (opened again if another test's cart change came between).
  await expect(async () => {
    const opened = await page.goto("/checkout");
    expect(opened?.headers()["x-page-cache"]).toBe("hit");
  }).toPass({ timeout: 15_000 });
  await page.getByRole("textbox", { name: "Card number" }).fill("4242 4242 4242 4242");
  await page.getByRole("textbox", { name: "Expiry date" }).fill("12 / 34");
  await page.getByRole("textbox", { name: "Security code" }).fill("123");
  await page.getByRole("button", { name: "Buy now" }).click();
  await expect(page).toHaveURL(/\/confirmation\?order=\d+$/);
  // The paid order emptied her cart: her checkout is rendered again, and sends her to the cart.
  await page.goto("/checkout");
  await expect(page).toHaveURL("/cart");
});
