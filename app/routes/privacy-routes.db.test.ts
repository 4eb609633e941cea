import { randomBytes } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { createCookie } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { designDrafts } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { createTestCustomer } from "~/modules/accounts/test-support.server";
import type { ShirtDesign } from "~/modules/design/design";
import { defaultDesignFor, loadDesignOptions } from "~/modules/design/design.server";
import { encodeDesign } from "~/modules/design/share";
import { parseVisitor } from "~/modules/pages/visitor";
import * as root from "../root";
import * as account from "./account";
import * as designShirt from "./design-shirt";
import * as login from "./login";
import * as logout from "./logout";
import * as measurement from "./measurement";
import { answer, callRoute } from "./route-calls.test-support";

/*
 * Privacy between people at one browser: after a sign-out the browser, and the
 * cart token it had, open nothing of the customer; a shared design link shows a design and
 * changes nothing until 'Use this design' is posted.
 */

/** A browser's cookies: Set-Cookie headers replace cookies of the same name, Max-Age=0 removes them. */
class Browser {
  readonly cookies = new Map<string, string>();
  constructor(...pairs: string[]) {
    for (const pair of pairs) this.cookies.set(pair.split("=")[0]!, pair);
  }
  receive(headers: Headers) {
    for (const setCookie of headers.getSetCookie()) {
      const pair = setCookie.split(";")[0]!;
      const name = pair.split("=")[0]!;
      if (/max-age=0\b/i.test(setCookie) || /expires=thu, 01 jan 1970/i.test(setCookie)) this.cookies.delete(name);
      else this.cookies.set(name, pair);
    }
  }
  get header(): string {
    return [...this.cookies.values()].join("; ");
  }
  value(name: string): string | undefined {
    return this.cookies.get(name)?.slice(name.length + 1);
  }
}

const newCartPair = async () =>
  (await createCookie("cart").serialize(randomBytes(32).toString("base64url"))).split(";")[0]!;

/** /design-shirt/{id}: the route's parameter is the path's number (none elsewhere). */
const paramsOf = (path: string): Record<string, string> => {
  const id = /^\/(?:re)?design-shirt\/(\d+)/.exec(path)?.[1];
  return id ? { id } : {};
};

async function get(handler: (args: never) => unknown, path: string, browser: Browser) {
  const result = answer(await callRoute(handler, path, { cookie: browser.header, params: paramsOf(path) }));
  browser.receive(result.headers);
  return result;
}

async function post(
  handler: (args: never) => unknown,
  path: string,
  form: Record<string, string | number>,
  browser: Browser,
) {
  const result = answer(await callRoute(handler, path, { form, cookie: browser.header, params: paramsOf(path) }));
  browser.receive(result.headers);
  return result;
}

type ConfiguratorPage = Exclude<Awaited<ReturnType<typeof designShirt.loader>>["data"], { mode: "shared" }>;
type SharedPage = Extract<Awaited<ReturnType<typeof designShirt.loader>>["data"], { mode: "shared" }>;
/** The shop frame's data (the root loader answers null only inside the back office). */
type RootData = NonNullable<Awaited<ReturnType<typeof root.loader>>["data"]>;

const configurator = async (path: string, browser: Browser) =>
  (await get(designShirt.loader, path, browser)).data as unknown as ConfiguratorPage;

const SMART = {
  intent: "smart",
  name: "Alice Private",
  height: 178,
  heightUnit: "cm",
  weight: 83,
  age: 37,
  morphology: 3,
  fit: 2,
  neckCm: 41,
};

/** Everything a browser is shown on the shell, the configurator (design and sizes) and the measurement screen. */
async function everythingShown(browser: Browser) {
  return JSON.stringify([
    (await get(root.loader, "/", browser)).data,
    await configurator("/design-shirt/1?step=summary", browser),
    await configurator("/design-shirt/1?step=sizes&mode=smart", browser),
    (await get(measurement.loader, "/measurement?mode=smart&shirt=1", browser)).data,
  ]);
}

const draftRows = (token: string) =>
  database.db
    .select({ subject: designDrafts.subject, design: designDrafts.design, size: designDrafts.size })
    .from(designDrafts)
    .where(eq(designDrafts.token, token));

const allDrafts = () => database.db.select().from(designDrafts).orderBy(asc(designDrafts.id));

const database = databaseForTests({ seed: true });
let modelDesign: ShirtDesign;
/** A cuff other than model 1's own: a choice that shows the draft is the customer's. */
let otherCuffId: number;
beforeAll(async () => {
  modelDesign = (await defaultDesignFor(1))!;
  const cuffs = [...(await loadDesignOptions()).cuffs.values()].filter((cuff) => cuff.active);
  otherCuffId = cuffs.find((cuff) => cuff.id !== modelDesign.cuffId)!.id;
});

/** A customer at a browser: a design in progress with another cuff, a smart size (name, age, weight) and a shirt in the cart. */
async function customerDesigning(email: string): Promise<{ browser: Browser; oldCart: string }> {
  await createTestCustomer({ name: "Alice", email, password: "alice-password" });
  const browser = new Browser(await newCartPair());
  const oldCart = browser.cookies.get("cart")!;
  const signedIn = await post(login.action, "/login", { intent: "login", email, password: "alice-password" }, browser);
  expect(signedIn.status).toBe(302);

  // A shirt of model 2 in the cart, with a size.
  await post(designShirt.action, "/design-shirt/2?step=sizes", SMART, browser);
  expect((await post(designShirt.action, "/design-shirt/2?step=summary", { intent: "add" }, browser)).location).toBe(
    "/cart",
  );
  // Model 1 in progress: another cuff and the smart size.
  const chosen = await post(
    designShirt.action,
    "/design-shirt/1?step=style",
    { intent: "choose", field: "cuffId", value: otherCuffId, step: "style" },
    browser,
  );
  expect(chosen.status).toBe(302);
  await post(designShirt.action, "/design-shirt/1?step=sizes", SMART, browser);

  const shown = await everythingShown(browser);
  expect(shown).toContain("Alice Private");
  const page = await configurator("/design-shirt/1?step=summary", browser);
  expect(page.draft.design.cuffId).toBe(otherCuffId);
  expect(page.draft.hasSize).toBe(true);
  return { browser, oldCart };
}

/** What a browser holding only this cart cookie (no session, no size) is shown of the customer. */
async function expectNothingOfTheCustomer(browser: Browser) {
  const page = await configurator("/design-shirt/1?step=summary", browser);
  expect(page.draft.design).toEqual(modelDesign);
  expect(page.draft.hasSize).toBe(false);
  const visitor = parseVisitor(((await get(root.loader, "/", browser)).data as unknown as RootData).visitor);
  expect(visitor.customer).toBeNull();
  expect(visitor.cart.count).toBe(0);
  const shown = await everythingShown(browser);
  expect(shown).not.toContain("Alice");
  expect(shown).not.toContain('"weightKg"');
}

describe("sign-out", () => {
  it("gives the browser a fresh cart token and forgets the size in progress; the customer keeps the cart", async () => {
    const { browser, oldCart } = await customerDesigning("alice@example.com");
    const oldToken = oldCart.slice("cart=".length);

    const signedOut = await post(logout.action, "/logout", {}, browser);
    expect(signedOut.location).toBe("/login");
    expect(browser.cookies.get("cart")).toMatch(/^cart=/);
    expect(browser.cookies.get("cart")).not.toBe(oldCart);
    expect(browser.cookies.has("size_draft")).toBe(false);
    await expectNothingOfTheCustomer(browser);

    // The old token, had anyone copied it, opens nothing either: its drafts are gone.
    expect(await draftRows(oldToken)).toEqual([]);
    await expectNothingOfTheCustomer(new Browser(oldCart));

    // Signing in again, at this browser, brings the customer's cart back.
    await post(
      login.action,
      "/login",
      { intent: "login", email: "alice@example.com", password: "alice-password" },
      browser,
    );
    const visitor = parseVisitor(((await get(root.loader, "/", browser)).data as unknown as RootData).visitor);
    expect(visitor.customer?.name).toBe("Alice");
    expect(visitor.cart.count).toBe(1);
  });

  it("leaves the browser just as empty after the customer deletes the account", async () => {
    const { browser, oldCart } = await customerDesigning("alice.deleting@example.com");
    const deleted = await post(account.action, "/account", { intent: "delete", password: "alice-password" }, browser);
    expect(deleted.location).toBe("/login?account=deleted");
    expect(browser.cookies.get("cart")).not.toBe(oldCart);
    expect(browser.cookies.has("size_draft")).toBe(false);
    await expectNothingOfTheCustomer(browser);
    expect(await draftRows(oldCart.slice("cart=".length))).toEqual([]);
    await expectNothingOfTheCustomer(new Browser(oldCart));
  });
});

describe("a page's own data is never cached", () => {
  it("is no-store for a customer, a cart token or a size in progress; cacheable for a visitor without any", async () => {
    const cacheControl = async (browser: Browser) =>
      (await get(root.loader, "/", browser)).headers.get("Cache-Control");
    expect(await cacheControl(new Browser())).toBeNull();
    expect(await cacheControl(new Browser("currency=GBP"))).toBeNull();
    expect(await cacheControl(new Browser(await newCartPair()))).toBe("no-store");

    const sizing = new Browser();
    await post(measurement.action, "/measurement?mode=smart&shirt=1", SMART, sizing);
    expect(sizing.cookies.has("size_draft")).toBe(true);
    sizing.cookies.delete("cart");
    expect(await cacheControl(sizing)).toBe("no-store");

    const { browser } = await customerDesigning("alice.cache@example.com");
    browser.cookies.delete("cart");
    browser.cookies.delete("size_draft");
    expect(await cacheControl(browser)).toBe("no-store");
  });
});

describe("a shared design link", () => {
  const sharedDesign = () => ({ ...modelDesign, cuffId: otherCuffId, embroidery: { ...modelDesign.embroidery } });
  const link = () => `/design-shirt/1?d=${encodeURIComponent(encodeDesign(sharedDesign()))}`;

  it("shows the design, its choices and price, and changes nothing in the database", async () => {
    const visitor = new Browser(await newCartPair());
    // The visitor's own design in progress: another collar.
    const collars = [...(await loadDesignOptions()).collars.values()].filter((collar) => collar.active);
    const ownCollar = collars.find((collar) => collar.id !== modelDesign.collarId)!.id;
    await post(
      designShirt.action,
      "/design-shirt/1?step=style",
      { intent: "choose", field: "collarId", value: ownCollar, step: "style" },
      visitor,
    );
    const before = await allDrafts();

    const opened = await get(designShirt.loader, link(), visitor);
    expect(opened.status).toBe(200);
    const page = opened.data as unknown as SharedPage;
    expect(page.mode).toBe("shared");
    expect(page.shared.ok).toBe(true);
    if (!page.shared.ok) return;
    expect(page.shared.design.design).toEqual(sharedDesign());
    expect(page.shared.design.labels.map((row) => row.label)).toContain("Cuffs");
    expect(page.shared.design.price).toMatch(/\d/);
    expect(await allDrafts()).toEqual(before);

    // A first visit, without any cookie: the page hands out a cart cookie and stores nothing.
    const newcomer = new Browser();
    await get(designShirt.loader, link(), newcomer);
    expect(newcomer.cookies.has("cart")).toBe(true);
    expect(await allDrafts()).toEqual(before);
    // Nor does a link that cannot be made.
    const broken = await get(designShirt.loader, "/design-shirt/1?d=1.2.3", visitor);
    expect(broken.status).toBe(200);
    const brokenPage = broken.data as unknown as SharedPage;
    expect(brokenPage.shared).toMatchObject({ ok: false, message: expect.stringMatching(/cannot be made/) });
    expect(await allDrafts()).toEqual(before);
    expect((await configurator("/design-shirt/1?step=summary", visitor)).draft.design.collarId).toBe(ownCollar);
  });

  it("becomes the visitor's design in progress with 'Use this design', the size kept", async () => {
    const visitor = new Browser(await newCartPair());
    await post(measurement.action, "/measurement?mode=smart&shirt=1", SMART, visitor);
    await post(designShirt.action, "/design-shirt/1?step=sizes", SMART, visitor);
    const encoded = encodeDesign(sharedDesign());

    const refused = await post(designShirt.action, link(), { intent: "use-shared", d: "1.2.3" }, visitor);
    expect(refused.status).toBe(400);
    expect(refused.data?.refusal).toMatchObject({ message: expect.stringMatching(/cannot be made/) });
    expect((await configurator("/design-shirt/1?step=summary", visitor)).draft.design).toEqual(modelDesign);

    const used = await post(designShirt.action, link(), { intent: "use-shared", d: encoded }, visitor);
    expect(used.status).toBe(302);
    expect(used.location).toBe("/design-shirt/1?step=summary");
    const page = await configurator("/design-shirt/1?step=summary", visitor);
    expect(page.draft.design).toEqual(sharedDesign());
    expect(page.draft.hasSize).toBe(true);
  });
});
