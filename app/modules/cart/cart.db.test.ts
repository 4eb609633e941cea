import { count, eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { countQueries } from "~/db/query-count.server";
import { addresses, cartLines, carts, countries, users } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { clearCache } from "~/infra/cache.server";
import { invalidate } from "~/infra/invalidation.server";
import type { ShirtDesign } from "~/modules/design/design";
import { defaultDesignFor, loadDesignOptions } from "~/modules/design/design.server";
import { type DraftSubject, getDraft, saveDesign } from "~/modules/design/draft.server";
import type { DisplayCurrency } from "~/modules/money/money";
import type { Size } from "~/modules/sizing/size";
import {
  addLine,
  attachCartToCustomer,
  type CartOwner,
  CHECKOUT_LOGIN_PATH,
  cartOwner,
  checkoutPath,
  getCart,
  getCartSummary,
  getOwnLine,
  issueCartCookie,
  removeLine,
  setQuantity,
  updateLine,
} from "./cart.server";

const GBP: DisplayCurrency = { code: "GBP", symbol: "£", rate: 0.85 };
const SIZE: Size = { kind: "rapid", fit: 1, neckCm: 40, sleeveCm: 65 };

const database = databaseForTests({ seed: true });
let design: ShirtDesign;
beforeAll(async () => {
  const found = await defaultDesignFor(1);
  if (!found) throw new Error("model 1 is missing from the seed");
  design = found;
});
beforeEach(() => clearCache());

/** The cookie a browser sends back after `headers` set it. */
function cookieOf(headers: Headers): string {
  const setCookie = headers.get("Set-Cookie");
  if (!setCookie) throw new Error("no cookie was set");
  return setCookie.split(";")[0] ?? "";
}

function requestWith(cookie: string | null): Request {
  return new Request("http://localhost/cart", { headers: cookie ? { Cookie: cookie } : {} });
}

/** A new visitor with one shirt in the cart: their owner and cookie. */
async function visitorWithLine(quantity = 1): Promise<{ owner: CartOwner; cookie: string; lineId: number }> {
  const added = await addLine(await cartOwner(requestWith(null), null), { design, size: SIZE, quantity });
  if (!added.ok) throw new Error(added.message);
  const cookie = cookieOf(added.headers);
  return { owner: await cartOwner(requestWith(cookie), null), cookie, lineId: added.lineId };
}

async function lineCount(): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(cartLines);
  return row?.n ?? 0;
}

async function createUser(id: string) {
  await database.db.insert(users).values({ id, name: id, email: `${id}@example.com` });
}

describe("addLine", () => {
  it("creates the cart on the first add with an httpOnly, SameSite=Lax cookie, then adds to it", async () => {
    const anonymous = await cartOwner(requestWith(null), null);
    expect(anonymous).toEqual({ token: null, customerId: null });
    const first = await addLine(anonymous, { design, size: SIZE, quantity: 2 });
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    const setCookie = first.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/^cart=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    const owner = await cartOwner(requestWith(cookieOf(first.headers)), null);
    expect(owner.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const second = await addLine(owner, { design, size: { ...SIZE, neckCm: 41 }, quantity: "1" });
    expect(second.ok && second.headers.get("Set-Cookie")).toBeNull();
    const cart = await getCart(owner, GBP);
    expect(cart.lines.map((line) => line.quantity)).toEqual([2, 1]);
    expect(cart.count).toBe(3);
  });

  it("refuses a bad quantity, size or design with a readable message and stores nothing", async () => {
    const before = await lineCount();
    const owner = await cartOwner(requestWith(null), null);
    for (const quantity of [0, 11, 1.5, "ten", null]) {
      const refused = await addLine(owner, { design, size: SIZE, quantity });
      expect(refused).toMatchObject({ ok: false, status: 400, message: "Please choose a quantity from 1 to 10." });
    }
    expect(await addLine(owner, { design, size: { ...SIZE, sleeveCm: 90 }, quantity: 1 })).toMatchObject({
      ok: false,
      status: 400,
      message: "Please give a complete size for this shirt.",
    });
    expect(await addLine(owner, { design: { ...design, fabricId: 99_999 }, size: SIZE, quantity: 1 })).toMatchObject({
      ok: false,
      status: 400,
      message: "This fabric is no longer available.",
    });
    expect(await addLine(owner, { design: { ...design, pocketId: 42 }, size: SIZE, quantity: 1 })).toMatchObject({
      ok: false,
      message: "This pocket is not available.",
    });
    expect(await lineCount()).toBe(before);
    const [carted] = await database.db.select({ n: count() }).from(carts);
    expect(carted?.n).toBeGreaterThan(0);
  });

  it("lets two adds at the same moment both land in one cart", async () => {
    const { owner } = await visitorWithLine();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => addLine(owner, { design, size: SIZE, quantity: 1 })),
    );
    expect(results.every((result) => result.ok)).toBe(true);
    expect((await getCart(owner, GBP)).lines).toHaveLength(7);
  });

  it("lets two first adds with the same new cookie land in one cart", async () => {
    // The cookie was set by a page, not yet by an add: both tabs send it at once.
    const { cookie } = await visitorWithLine();
    await database.db.delete(carts).where(eq(carts.token, (await cartOwner(requestWith(cookie), null)).token ?? ""));
    const owner = await cartOwner(requestWith(cookie), null);
    const [a, b] = await Promise.all([
      addLine(owner, { design, size: SIZE, quantity: 1 }),
      addLine(owner, { design, size: SIZE, quantity: 1 }),
    ]);
    expect(a.ok && b.ok).toBe(true);
    expect((await getCart(owner, GBP)).lines).toHaveLength(2);
  });
});

describe("adding a design in progress (addLine and updateLine with a draft)", () => {
  const redesigned = () => ({ ...design, cuffId: 5 });

  /** Starts a design in progress for `subject` under the owner's cart token; returns the token. */
  async function startDraft(owner: CartOwner, subject: DraftSubject): Promise<string> {
    const token = owner.token ?? "";
    const saved = await saveDesign(token, subject, { design, size: null }, redesigned());
    if (!saved.ok) throw new Error(saved.message);
    return token;
  }

  it("adds the shirt and forgets its draft in one transaction: both or neither", async () => {
    const { owner } = await visitorWithLine();
    const token = await startDraft(owner, "model:1");
    const shirt = { design: redesigned(), size: SIZE, quantity: 1, draft: "model:1" as const };
    const before = await lineCount();

    // The line cannot be stored (a constraint no new line meets): the draft stays too.
    await database.db.execute(sql`alter table cart_lines add constraint refuse_every_line check (false) not valid`);
    try {
      await expect(addLine(owner, shirt)).rejects.toThrow();
    } finally {
      await database.db.execute(sql`alter table cart_lines drop constraint refuse_every_line`);
    }
    expect(await lineCount()).toBe(before);
    expect(await getDraft(token, "model:1")).not.toBeNull();

    expect(await addLine(owner, { ...shirt, quantity: 0 })).toMatchObject({ ok: false, status: 400 });
    expect(await getDraft(token, "model:1")).not.toBeNull();

    expect(await addLine(owner, shirt)).toMatchObject({ ok: true });
    expect(await lineCount()).toBe(before + 1);
    expect(await getDraft(token, "model:1")).toBeNull();
  });

  it("updates a line and forgets its redesign together; a refused update keeps the draft", async () => {
    const { owner, lineId } = await visitorWithLine();
    const subject = `line:${lineId}` as const;
    const token = await startDraft(owner, subject);
    const other = await defaultDesignFor(2);
    const refused = [
      { design: redesigned(), size: { kind: "rapid", fit: 1 } },
      // Checked, then matched by no line (the line's model is another): refused inside the transaction.
      { design: other, size: SIZE },
    ];
    for (const input of refused) {
      expect(await updateLine(owner, lineId, { ...input, draft: subject })).toMatchObject({ ok: false });
      expect(await getDraft(token, subject)).not.toBeNull();
    }
    expect(await updateLine(owner, lineId, { design: redesigned(), size: SIZE, draft: subject })).toEqual({ ok: true });
    expect(await getDraft(token, subject)).toBeNull();
    expect(await getOwnLine(owner, lineId)).toMatchObject({ design: redesigned() });
  });
});

describe("getCart", () => {
  it("prices each line from the fabric and totals the rounded lines", async () => {
    const { owner } = await visitorWithLine(3);
    const cart = await getCart(owner, GBP);
    const [line] = cart.lines;
    expect(line).toMatchObject({ name: "The Executive", quantity: 3, modifyHref: `/redesign-shirt/${line?.id}` });
    expect(line?.lineMinor).toBe((line?.unitMinor ?? 0) * 3);
    expect(cart.totalMinor).toBe(line?.lineMinor);
    expect(cart.total).toBe(line?.linePrice);
    expect(line?.size.summary).toBe("Slim fit · collar 40 cm (M) · sleeve 65 cm");
    expect(line?.details.find((detail) => detail.label === "Collar")?.value).toBe("Spread");
    expect(line?.look.collar).toBe("spread");
  });

  it("is empty without a cookie, with an unknown cookie and with a malformed one", async () => {
    for (const cookie of [null, "cart=bm9wZQ%3D%3D", "cart=%%%"]) {
      const cart = await getCart(await cartOwner(requestWith(cookie), null), GBP);
      expect(cart).toMatchObject({ lines: [], count: 0, totalMinor: 0, total: "£0.00" });
    }
  });

  it("costs the same number of queries for 1 and for 48 lines", async () => {
    await loadDesignOptions();
    const one = await visitorWithLine();
    const many = await visitorWithLine();
    for (let index = 1; index < 48; index++) {
      const other = await defaultDesignFor((index % 40) + 1);
      if (!other) throw new Error("missing model");
      const added = await addLine(many.owner, { design: other, size: SIZE, quantity: 1 });
      expect(added.ok).toBe(true);
    }
    const single = await countQueries(database.db, () => getCart(one.owner, GBP));
    const full = await countQueries(database.db, () => getCart(many.owner, GBP));
    expect(single.result.lines).toHaveLength(1);
    expect(full.result.lines).toHaveLength(48);
    expect(single.queries).toBe(2);
    expect(full.queries).toBe(single.queries);
  });
});

describe("setQuantity and removeLine", () => {
  it("sets a quantity within 1 to 10 and refuses others without changing anything", async () => {
    const { owner, lineId } = await visitorWithLine();
    expect(await setQuantity(owner, lineId, { quantity: 7 })).toEqual({ ok: true, quantity: 7 });
    for (const quantity of [0, 11, "x"]) {
      expect(await setQuantity(owner, lineId, { quantity })).toMatchObject({ ok: false, status: 400 });
    }
    expect(await setQuantity(owner, lineId, { step: 1 })).toEqual({ ok: true, quantity: 8 });
    expect(await setQuantity(owner, lineId, { step: -1 })).toEqual({ ok: true, quantity: 7 });
    expect(await setQuantity(owner, lineId, { step: 5 })).toMatchObject({ ok: false, status: 400 });
    expect((await getCart(owner, GBP)).lines[0]?.quantity).toBe(7);
  });

  it("stops at 1 and at 10", async () => {
    const { owner, lineId } = await visitorWithLine(10);
    expect(await setQuantity(owner, lineId, { step: 1 })).toMatchObject({
      ok: false,
      status: 400,
      message: "Please choose a quantity from 1 to 10.",
    });
    await setQuantity(owner, lineId, { quantity: 1 });
    expect(await setQuantity(owner, lineId, { step: -1 })).toMatchObject({ ok: false, status: 400 });
    expect((await getCart(owner, GBP)).lines[0]?.quantity).toBe(1);
  });

  it("never loses a quick click on plus", async () => {
    const { owner, lineId } = await visitorWithLine();
    const results = await Promise.all(Array.from({ length: 5 }, () => setQuantity(owner, lineId, { step: 1 })));
    expect(results.every((result) => result.ok)).toBe(true);
    expect((await getCart(owner, GBP)).lines[0]?.quantity).toBe(6);
    // Past 10, the extra clicks are refused, never stored.
    const more = await Promise.all(Array.from({ length: 8 }, () => setQuantity(owner, lineId, { step: 1 })));
    expect(more.filter((result) => result.ok)).toHaveLength(4);
    expect((await getCart(owner, GBP)).lines[0]?.quantity).toBe(10);
  });

  it("removes a line", async () => {
    const { owner, lineId } = await visitorWithLine();
    expect(await removeLine(owner, lineId)).toEqual({ ok: true });
    expect((await getCart(owner, GBP)).lines).toEqual([]);
    expect(await removeLine(owner, lineId)).toMatchObject({ ok: false, status: 404 });
  });

  it("cannot touch another visitor's line", async () => {
    const alice = await visitorWithLine(2);
    const bob = await visitorWithLine();
    const nobody = await cartOwner(requestWith(null), null);
    for (const intruder of [bob.owner, nobody]) {
      expect(await setQuantity(intruder, alice.lineId, { quantity: 9 })).toMatchObject({
        ok: false,
        status: 404,
        message: "This shirt is not in your cart any more. The cart has been refreshed.",
      });
      expect(await setQuantity(intruder, alice.lineId, { step: 1 })).toMatchObject({ ok: false, status: 404 });
      expect(await removeLine(intruder, alice.lineId)).toMatchObject({ ok: false, status: 404 });
    }
    expect(await removeLine(alice.owner, "1 or 1=1")).toMatchObject({ ok: false, status: 404 });
    expect((await getCart(alice.owner, GBP)).lines.map((line) => line.quantity)).toEqual([2]);
    expect((await getCart(bob.owner, GBP)).lines).toHaveLength(1);
  });
});

describe("attachCartToCustomer", () => {
  it("gives the visitor's cart to a customer who has none", async () => {
    await createUser("ada");
    const visitor = await visitorWithLine(2);
    await attachCartToCustomer(requestWith(visitor.cookie), "ada");
    const customer = await cartOwner(requestWith(visitor.cookie), { id: "ada" });
    expect((await getCart(customer, GBP)).lines.map((line) => line.id)).toEqual([visitor.lineId]);
    // Signed out, the same browser no longer sees the customer's cart, and a new add starts a new one.
    expect((await getCart(visitor.owner, GBP)).lines).toEqual([]);
    expect(await setQuantity(visitor.owner, visitor.lineId, { step: 1 })).toMatchObject({ status: 404 });
    const afterSignOut = await addLine(visitor.owner, { design, size: SIZE, quantity: 1 });
    expect(afterSignOut.ok && afterSignOut.headers.get("Set-Cookie")).toMatch(/^cart=/);
    expect((await getCart(customer, GBP)).lines).toHaveLength(1);
  });

  it("merges the visitor's lines into the customer's own cart", async () => {
    await createUser("grace");
    const customer: CartOwner = { token: null, customerId: "grace" };
    const own = await addLine(customer, { design, size: SIZE, quantity: 1 });
    expect(own.ok).toBe(true);
    const visitor = await visitorWithLine(3);
    await attachCartToCustomer(requestWith(visitor.cookie), "grace");
    const cart = await getCart(customer, GBP);
    expect(cart.lines.map((line) => line.quantity).sort()).toEqual([1, 3]);
    const [cartRows] = await database.db.select({ n: count() }).from(carts).where(eq(carts.userId, "grace"));
    expect(cartRows?.n).toBe(1);
    // The visitor's cart is gone; attaching again changes nothing.
    await attachCartToCustomer(requestWith(visitor.cookie), "grace");
    expect((await getCart(customer, GBP)).lines).toHaveLength(2);
  });

  it("does nothing without a visitor cart", async () => {
    await createUser("linus");
    await attachCartToCustomer(requestWith(null), "linus");
    await attachCartToCustomer(requestWith("cart=unknown"), "linus");
    const [row] = await database.db.select({ n: count() }).from(carts).where(eq(carts.userId, "linus"));
    expect(row?.n).toBe(0);
  });

  it("merges two visitor carts signing in at once into the one customer cart", async () => {
    await createUser("hedy");
    const phone = await visitorWithLine(1);
    const laptop = await visitorWithLine(2);
    await Promise.all([
      attachCartToCustomer(requestWith(phone.cookie), "hedy"),
      attachCartToCustomer(requestWith(laptop.cookie), "hedy"),
    ]);
    const cart = await getCart({ token: null, customerId: "hedy" }, GBP);
    expect(cart.lines.map((line) => line.quantity).sort()).toEqual([1, 2]);
  });

  it("keeps customers apart", async () => {
    await createUser("alan");
    await createUser("joan");
    const alan: CartOwner = { token: null, customerId: "alan" };
    const joan: CartOwner = { token: null, customerId: "joan" };
    const added = await addLine(alan, { design, size: SIZE, quantity: 1 });
    if (!added.ok) throw new Error(added.message);
    expect(await removeLine(joan, added.lineId)).toMatchObject({ status: 404 });
    expect((await getCart(joan, GBP)).lines).toEqual([]);
    expect((await getCart(alan, GBP)).lines).toHaveLength(1);
  });
});

describe("checkoutPath", () => {
  it("sends a visitor to sign in, a customer without a complete address to /confirm-adress, others to /checkout", async () => {
    expect(await checkoutPath(null)).toBe(CHECKOUT_LOGIN_PATH);
    expect(CHECKOUT_LOGIN_PATH).toBe("/login?returnUrl=%2Fcheckout&from=cart");
    await createUser("margaret");
    const customer = { id: "margaret", name: "Margaret", email: "margaret@example.com" };
    expect(await checkoutPath(customer)).toBe("/confirm-adress");
    const [country] = await database.db.select({ id: countries.id }).from(countries).limit(1);
    await database.db.insert(addresses).values({
      userId: "margaret",
      kind: "shipping",
      lastName: "Hamilton",
      firstName: "Margaret",
      line1: "1 Apollo Road",
      city: "Boston",
      postcode: "02101",
      countryId: country?.id ?? 1,
    });
    expect(await checkoutPath(customer)).toBe("/checkout");
  });
});

describe("issueCartCookie", () => {
  it("gives a visitor without a cart cookie a new token and stores nothing", async () => {
    const [before] = await database.db.select({ n: count() }).from(carts);
    const headers = await issueCartCookie(requestWith(null));
    const cookie = cookieOf(headers ?? new Headers());
    expect((await cartOwner(requestWith(cookie), null)).token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await issueCartCookie(requestWith(cookie))).toBeUndefined();
    const [after] = await database.db.select({ n: count() }).from(carts);
    expect(after?.n).toBe(before?.n);
  });
});

describe("redesigning a line (getOwnLine, updateLine)", () => {
  it("opens and changes only the caller's own line, in place, keeping its quantity", async () => {
    const { owner, lineId } = await visitorWithLine(3);
    const stranger = await cartOwner(requestWith(null), null);
    expect(await getOwnLine(stranger, lineId)).toBeNull();
    expect(await getOwnLine(owner, "abc")).toBeNull();
    expect(await getOwnLine(owner, lineId)).toMatchObject({ id: lineId, modelId: 1, design, size: SIZE });

    const changed: ShirtDesign = { ...design, cuffId: 5, fabricId: 41 };
    const bigger: Size = { kind: "rapid", fit: 2, neckCm: 42, sleeveCm: 66 };
    expect(await updateLine(stranger, lineId, { design: changed, size: bigger })).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await updateLine(owner, lineId, { design: changed, size: bigger })).toEqual({ ok: true });
    const [row] = await database.db
      .select({
        design: cartLines.design,
        size: cartLines.size,
        quantity: cartLines.quantity,
        fabricId: cartLines.fabricId,
      })
      .from(cartLines)
      .where(eq(cartLines.id, lineId));
    expect(row).toEqual({ design: changed, size: bigger, quantity: 3, fabricId: 41 });
  });

  it("refuses a design that cannot be made, an incomplete size or another model, and changes nothing", async () => {
    const { owner, lineId } = await visitorWithLine();
    const refusals = [
      { design: { ...design, collarId: 9999 }, size: SIZE },
      { design: { ...design, embroidery: { ...design.embroidery, symbolColourId: 2 } }, size: SIZE },
      { design, size: { kind: "rapid", fit: 1 } },
    ];
    for (const input of refusals) {
      expect(await updateLine(owner, lineId, input)).toMatchObject({ ok: false, status: 400 });
    }
    const other = await defaultDesignFor(2);
    expect(await updateLine(owner, lineId, { design: other, size: SIZE })).toMatchObject({ ok: false, status: 404 });
    expect(await getOwnLine(owner, lineId)).toMatchObject({ design, size: SIZE });
  });

  it("shows the new fabric in the cart", async () => {
    const { owner, lineId } = await visitorWithLine();
    const before = await getCart(owner, GBP);
    expect(await updateLine(owner, lineId, { design: { ...design, fabricId: 1 }, size: SIZE })).toEqual({ ok: true });
    const after = await getCart(owner, GBP);
    expect(after.lines.find((line) => line.id === lineId)?.details[0]?.value).not.toBe(
      before.lines.find((line) => line.id === lineId)?.details[0]?.value,
    );
  });
});

describe("getCartSummary", () => {
  it("reads a cart once while it does not change, and again after every change to it", async () => {
    const { owner, lineId } = await visitorWithLine();
    const first = await countQueries(database.db, () => getCartSummary(owner, GBP));
    expect(first.result.count).toBe(1);
    expect(first.queries).toBeGreaterThan(0);
    const again = await countQueries(database.db, () => getCartSummary(owner, GBP));
    expect(again).toEqual({ result: first.result, queries: 0 });

    expect((await setQuantity(owner, lineId, { step: 1 })).ok).toBe(true);
    expect((await getCartSummary(owner, GBP)).count).toBe(2);
    expect((await addLine(owner, { design, size: SIZE, quantity: 3 })).ok).toBe(true);
    const three = await getCartSummary(owner, GBP);
    expect(three.count).toBe(5);
    expect(three.lines).toHaveLength(2);
    expect((await removeLine(owner, lineId)).ok).toBe(true);
    expect((await getCartSummary(owner, GBP)).count).toBe(3);
  });

  it("keeps the other visitors' summaries when one cart changes, and forgets them all when prices do", async () => {
    const [anna, bruno] = [await visitorWithLine(), await visitorWithLine()];
    await getCartSummary(anna.owner, GBP);
    await getCartSummary(bruno.owner, GBP);
    expect((await setQuantity(anna.owner, anna.lineId, { step: 1 })).ok).toBe(true);
    expect((await countQueries(database.db, () => getCartSummary(bruno.owner, GBP))).queries).toBe(0);
    expect((await countQueries(database.db, () => getCartSummary(anna.owner, GBP))).result.count).toBe(2);
    await invalidate("catalogue");
    expect((await countQueries(database.db, () => getCartSummary(bruno.owner, GBP))).queries).toBeGreaterThan(0);
  });

  it("follows a cart taken over at sign-in, and keeps one summary per display currency", async () => {
    const { owner, cookie } = await visitorWithLine(2);
    await createUser("summary-customer");
    const customer = { token: owner.token, customerId: "summary-customer" };
    expect((await getCartSummary(customer, GBP)).count).toBe(0);
    await attachCartToCustomer(requestWith(cookie), "summary-customer");
    expect((await getCartSummary(customer, GBP)).count).toBe(2);
    const euros = await getCartSummary(customer, { code: "EUR", symbol: "€", rate: 1 });
    expect(euros.total).toMatch(/^€/);
    expect((await getCartSummary(customer, GBP)).total).toMatch(/^£/);
  });
});
