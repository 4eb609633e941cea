import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { db } from "~/db/client.server";
import { isUniqueViolation } from "~/db/errors";
import { cartLines, carts, shirtModels } from "~/db/schema";
import { visitorCookie } from "~/infra/cookies.server";
import { idSchema } from "~/infra/ids";
import { cartKeyOf, invalidateCarts, onInvalidate } from "~/infra/invalidation.server";
import { RecentMap } from "~/infra/recent";
import { type Done, refuse } from "~/infra/refusal";
import { FROM_CART } from "~/modules/accounts/accounts";
import { type Customer, getProfile, isDeliveryAddressComplete } from "~/modules/accounts/accounts.server";
import type { ShirtDesign } from "~/modules/design/design";
import { type DesignLabel, describeDesigns, refuseDesign, validateDesign } from "~/modules/design/design.server";
import { clearDraft, type DraftSubject } from "~/modules/design/draft.server";
import type { FabricLook, ShirtLook } from "~/modules/design/look";
import { type DisplayCurrency, formatMoney } from "~/modules/money/money";
import { describeSize } from "~/modules/sizing/describe";
import { type Size, sizeSchema } from "~/modules/sizing/size";
import { clothShortfalls } from "~/modules/stock/consumption";
import { quantitySchema } from "./forms";
import { priceCart, QUANTITY_MAX, QUANTITY_MESSAGE, QUANTITY_MIN, totalMinor } from "./pricing";

/*
 * The cart (DESIGN.md sections 3 and 6, decision 005). A visitor's cart is found by the
 * random token in the httpOnly `cart` cookie; a signed-in customer's cart by their id (one
 * open cart per customer), into which the visitor's cart is merged at sign-in. Every line
 * operation is scoped to the caller's own cart in the same SQL statement that does it, so a
 * line id of someone else's cart changes nothing. Prices are never stored with a line: they
 * are read from the fabric whenever the cart is shown.
 */

/** How long a visitor's cart cookie lasts. */
const CART_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 90;

/** The name of the visitor's cart cookie, which the anonymous page cache also reads and sets (server/app.ts). */
export const CART_COOKIE_NAME = "cart";

const cartCookie = visitorCookie(CART_COOKIE_NAME, CART_COOKIE_MAX_AGE_SECONDS);

/** A 256-bit random token: unguessable, so it needs no signature. */
function newToken(): string {
  return randomBytes(32).toString("base64url");
}

const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

async function readToken(request: Request): Promise<string | null> {
  const parsed = tokenSchema.safeParse(await cartCookie.parse(request.headers.get("Cookie")));
  return parsed.success ? parsed.data : null;
}

/**
 * Whose cart a request works on: the visitor's cookie token and, when signed in, the
 * customer's id (from the session, never from the request's fields). Built only here.
 */
export type CartOwner = { readonly token: string | null; readonly customerId: string | null };

/** The cart owner of a request; `customer` is the signed-in customer the route already read (or null). */
export async function cartOwner(request: Request, customer: { id: string } | null): Promise<CartOwner> {
  return { token: await readToken(request), customerId: customer?.id ?? null };
}

/** A Set-Cookie value with a new cart token (the page cache hands one to each anonymous visitor it serves). */
export function newCartCookie(): Promise<string> {
  return cartCookie.serialize(newToken());
}

/**
 * A cart cookie for a visitor who has none yet, sent with the pages that can add to the cart
 * (no cart is stored until the first add). Two first adds from two tabs then carry the same
 * token and land in the same cart, instead of two carts of which the browser keeps one.
 */
export async function issueCartCookie(request: Request): Promise<Headers | undefined> {
  if ((await readToken(request)) !== null) return undefined;
  return new Headers({ "Set-Cookie": await newCartCookie() });
}

/** The owner's cart, in SQL: the customer's cart, else the visitor's cart not yet attached to anyone. */
function ownedBy(owner: CartOwner): SQL {
  if (owner.customerId !== null) return eq(carts.userId, owner.customerId);
  if (owner.token !== null) return and(eq(carts.token, owner.token), isNull(carts.userId)) as SQL;
  return sql`false`;
}

/** Ids of the owner's cart, as a subquery for the line statements. */
function ownedCartIds(owner: CartOwner) {
  return db().select({ id: carts.id }).from(carts).where(ownedBy(owner));
}

const NOT_IN_CART = refuse(404, "This shirt is not in your cart any more. The cart has been refreshed.");
const SIZE_INCOMPLETE = "Please give a complete size for this shirt.";

const lineIdSchema = idSchema();

/** The checks of a cart line's size (sizeSchema) and design (validateDesign, against the database). */
async function checkShirt(input: {
  design: unknown;
  size: unknown;
}): Promise<Done<{ design: ShirtDesign; size: Size }>> {
  const size = sizeSchema.safeParse(input.size);
  if (!size.success) return refuse(400, SIZE_INCOMPLETE);
  const checked = await validateDesign(input.design);
  if (!checked.ok) return refuseDesign(checked.issues);
  return { ok: true, design: checked.design, size: size.data };
}

/**
 * Adds a shirt to the caller's cart: the one door of every "add" in the shop (product page,
 * configurator, measurement screen, reorder). The design is checked against the database, the
 * size against sizeSchema, the quantity from 1 to 10; nothing is stored when any is wrong.
 * `draft` names the configurator's design in progress the shirt comes from: it is forgotten
 * in the same transaction, so that the shirt is in the cart and its draft gone, or neither.
 * The first add creates the cart; for a visitor, `headers` then carries the cart cookie.
 * Two adds at the same moment (two tabs) both land: the cart is found or created by one
 * atomic upsert on its token or customer.
 */
export async function addLine(
  owner: CartOwner,
  input: { design: unknown; size: unknown; quantity: unknown; draft?: DraftSubject },
): Promise<Done<{ lineId: number; headers: Headers }>> {
  const quantity = quantitySchema.safeParse(input.quantity);
  if (!quantity.success) return refuse(400, QUANTITY_MESSAGE);
  const checked = await checkShirt(input);
  if (!checked.ok) return checked;
  const { design, size } = checked;

  const headers = new Headers();
  const lineId = await db().transaction(async (tx) => {
    // Drafts are kept under the cart cookie's token (decision 008).
    if (input.draft && owner.token !== null) await clearDraft(tx, owner.token, input.draft);
    const touch = { updatedAt: sql`now()` };
    let cartId: number | undefined;
    if (owner.customerId !== null) {
      const [cart] = await tx
        .insert(carts)
        .values({ token: newToken(), userId: owner.customerId })
        .onConflictDoUpdate({ target: carts.userId, set: touch })
        .returning({ id: carts.id });
      cartId = cart?.id;
    } else {
      if (owner.token !== null) {
        // Only a cart nobody has claimed: after a sign-out the cookie may still name the
        // customer's cart, which this browser must no longer see.
        const [cart] = await tx
          .insert(carts)
          .values({ token: owner.token })
          .onConflictDoUpdate({ target: carts.token, set: touch, setWhere: isNull(carts.userId) })
          .returning({ id: carts.id });
        cartId = cart?.id;
      }
      if (cartId === undefined) {
        const token = newToken();
        const [cart] = await tx.insert(carts).values({ token }).returning({ id: carts.id });
        cartId = cart?.id;
        headers.append("Set-Cookie", await cartCookie.serialize(token));
      }
    }
    if (cartId === undefined) throw new Error("The cart could not be created.");
    const [line] = await tx
      .insert(cartLines)
      .values({
        cartId,
        modelId: design.modelId,
        fabricId: design.fabricId,
        design,
        size,
        quantity: quantity.data,
      })
      .returning({ id: cartLines.id });
    if (!line) throw new Error("The cart line was not stored.");
    return line.id;
  });
  await invalidateCarts(owner);
  return { ok: true, lineId, headers };
}

/**
 * Changes a line's quantity, to a value or by one step (the cart's minus and plus). One
 * atomic UPDATE scoped to the caller's cart: two quick clicks on plus add two, whatever
 * order their requests arrive in. A quantity outside 1 to 10 or a line of another cart
 * changes nothing.
 */
export async function setQuantity(
  owner: CartOwner,
  lineIdInput: unknown,
  change: { quantity: unknown } | { step: unknown },
): Promise<Done<{ quantity: number }>> {
  const lineId = lineIdSchema.safeParse(lineIdInput);
  if (!lineId.success) return NOT_IN_CART;
  let next: SQL;
  if ("quantity" in change) {
    const quantity = quantitySchema.safeParse(change.quantity);
    if (!quantity.success) return refuse(400, QUANTITY_MESSAGE);
    next = sql`${quantity.data}::smallint`;
  } else {
    const step = z.coerce.number().int().min(-1).max(1).safeParse(change.step);
    if (!step.success || step.data === 0) return refuse(400, "Add or remove one shirt at a time.");
    next = sql`${cartLines.quantity} + ${step.data}::smallint`;
  }
  const mine = and(eq(cartLines.id, lineId.data), inArray(cartLines.cartId, ownedCartIds(owner)));
  const [updated] = await db()
    .update(cartLines)
    .set({ quantity: next, updatedAt: sql`now()` })
    .where(and(mine, sql`${next} between ${QUANTITY_MIN} and ${QUANTITY_MAX}`))
    .returning({ quantity: cartLines.quantity });
  if (updated) {
    await invalidateCarts(owner);
    return { ok: true, quantity: updated.quantity };
  }
  // Nothing changed: tell a line that is not the caller's from a quantity out of range.
  const [exists] = await db().select({ id: cartLines.id }).from(cartLines).where(mine);
  return exists ? refuse(400, QUANTITY_MESSAGE) : NOT_IN_CART;
}

/** What a line is: its shirt (joined from shirt_models), design and size. */
const lineColumns = {
  id: cartLines.id,
  modelId: cartLines.modelId,
  name: shirtModels.name,
  design: cartLines.design,
  size: cartLines.size,
};

/** The design and size of a line of the caller's cart (for the redesign page), or null when it is not theirs. */
export async function getOwnLine(
  owner: CartOwner,
  lineIdInput: unknown,
): Promise<{ id: number; modelId: number; name: string; design: ShirtDesign; size: Size } | null> {
  const lineId = lineIdSchema.safeParse(lineIdInput);
  if (!lineId.success) return null;
  const [line] = await db()
    .select(lineColumns)
    .from(cartLines)
    .innerJoin(shirtModels, eq(shirtModels.id, cartLines.modelId))
    .where(and(eq(cartLines.id, lineId.data), inArray(cartLines.cartId, ownedCartIds(owner))));
  return line ?? null;
}

/**
 * Changes the design and size of a line of the caller's cart in place ('Update your Shirt'
 * on the redesign page), with the checks of addLine; the line keeps its model and quantity.
 * `draft` (the redesign in progress) is forgotten in the same transaction, as with addLine.
 */
export async function updateLine(
  owner: CartOwner,
  lineIdInput: unknown,
  input: { design: unknown; size: unknown; draft?: DraftSubject },
): Promise<Done> {
  const lineId = lineIdSchema.safeParse(lineIdInput);
  if (!lineId.success) return NOT_IN_CART;
  const checked = await checkShirt(input);
  if (!checked.ok) return checked;
  const { design, size } = checked;
  const updated = await db().transaction(async (tx) => {
    const [line] = await tx
      .update(cartLines)
      .set({ fabricId: design.fabricId, design, size, updatedAt: sql`now()` })
      .where(
        and(
          eq(cartLines.id, lineId.data),
          eq(cartLines.modelId, design.modelId),
          inArray(cartLines.cartId, ownedCartIds(owner)),
        ),
      )
      .returning({ id: cartLines.id });
    if (line && input.draft && owner.token !== null) await clearDraft(tx, owner.token, input.draft);
    return line !== undefined;
  });
  if (!updated) return NOT_IN_CART;
  await invalidateCarts(owner);
  return { ok: true };
}

/** Removes a line of the caller's cart. */
export async function removeLine(owner: CartOwner, lineIdInput: unknown): Promise<Done> {
  const lineId = lineIdSchema.safeParse(lineIdInput);
  if (!lineId.success) return NOT_IN_CART;
  const [removed] = await db()
    .delete(cartLines)
    .where(and(eq(cartLines.id, lineId.data), inArray(cartLines.cartId, ownedCartIds(owner))))
    .returning({ id: cartLines.id });
  if (!removed) return NOT_IN_CART;
  await invalidateCarts(owner);
  return { ok: true };
}

export type CartLine = {
  id: number;
  modelId: number;
  name: string;
  look: ShirtLook;
  /** Every choice of the design in words. */
  details: DesignLabel[];
  size: { summary: string; rows: { label: string; value: string }[] };
  quantity: number;
  /** Why this shirt can no longer be bought (its model retired, an option withdrawn), or null. */
  unavailable: string | null;
  /** Minor units of the display currency (pricing.ts). */
  unitMinor: number;
  lineMinor: number;
  unitPrice: string;
  linePrice: string;
  modifyHref: string;
};

export type Cart = {
  lines: CartLine[];
  /** False while a line cannot be bought: the cart says why, and the checkout refuses it. */
  canCheckout: boolean;
  /** The number of shirts (the sum of the quantities). */
  count: number;
  totalMinor: number;
  total: string;
  currency: DisplayCurrency;
};

/** A line of the caller's cart with everything an order keeps of it (orders module). */
export type PricedLine = {
  id: number;
  modelId: number;
  name: string;
  design: ShirtDesign;
  size: Size;
  quantity: number;
  look: ShirtLook;
  labels: DesignLabel[];
  /** Why it cannot be ordered as it is, or null: the line stays in the cart, saying so. */
  unavailable: string | null;
  /** Minor units of the display currency (pricing.ts). */
  unitMinor: number;
  lineMinor: number;
};

/** What a line of a retired model says, on the cart and at the checkout. */
const RETIRED_MODEL = "This shirt is no longer made. Please remove it from your cart to check out.";

/**
 * The lines of the caller's cart, described and priced in the display currency. Two
 * queries whatever the number of lines (the lines with their models, then their fabrics)
 * plus the cached option tables; none without a cart cookie or customer. A line whose
 * fabric has left the catalogue is left out.
 */
export async function readPricedLines(owner: CartOwner, currency: DisplayCurrency): Promise<PricedLine[]> {
  if (owner.customerId === null && owner.token === null) return [];
  const rows = await db()
    .select({ ...lineColumns, quantity: cartLines.quantity, modelOnSale: shirtModels.active })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .innerJoin(shirtModels, eq(shirtModels.id, cartLines.modelId))
    .where(ownedBy(owner))
    .orderBy(asc(cartLines.id));
  const described = await describeDesigns(rows.map((row) => row.design));
  const shown = rows.flatMap((row, index) => {
    const description = described[index];
    return description ? [{ row, description }] : [];
  });
  const priced = priceCart(
    shown.map(({ row, description }) => ({ unitEuroCents: description.priceCents, quantity: row.quantity })),
    currency.rate,
  );
  // Lines of a fabric on offer may still ask more cloth than is left (a large size, a quantity).
  const short = clothShortfalls(
    shown.map(({ row, description }) => ({ ...description.cloth, size: row.size, quantity: row.quantity })),
  );
  return shown.map(({ row: { modelOnSale, ...row }, description }, index) => ({
    ...row,
    look: description.look,
    unavailable: modelOnSale ? (description.unavailable ?? short[index] ?? null) : RETIRED_MODEL,
    // Option descriptions are for the product page; the cart and orders name the choices.
    labels: description.labels.map(({ label, value }) => ({ label, value })),
    ...(priced.lines[index] ?? { unitMinor: 0, lineMinor: 0 }),
  }));
}

/** The caller's cart with every line's drawing, details, size and price in the display currency. */
export async function getCart(owner: CartOwner, currency: DisplayCurrency): Promise<Cart> {
  const lines = (await readPricedLines(owner, currency)).map(
    (line): CartLine => ({
      id: line.id,
      modelId: line.modelId,
      name: line.name,
      look: line.look,
      details: line.labels,
      size: describeSize(line.size),
      quantity: line.quantity,
      unavailable: line.unavailable,
      unitMinor: line.unitMinor,
      lineMinor: line.lineMinor,
      unitPrice: formatMoney(line.unitMinor, currency.code),
      linePrice: formatMoney(line.lineMinor, currency.code),
      modifyHref: `/redesign-shirt/${line.id}`,
    }),
  );
  const total = totalMinor(lines);
  return {
    lines,
    canCheckout: lines.every((line) => line.unavailable === null),
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
    totalMinor: total,
    total: formatMoney(total, currency.code),
    currency,
  };
}

/** The most visitors whose cart summary is kept (least recently read out first). */
const MAX_SUMMARIES = 5000;

/** Cart summaries by cart (cartKeyOf) and display currency. */
const summaries = new RecentMap<{ cart: string; summary: Promise<CartSummary> }>(MAX_SUMMARIES);
// A change to some carts (invalidateCarts, from every instance) forgets theirs; a change to
// prices, fabrics or every cart forgets them all.
onInvalidate((topics, carts) => {
  if (carts) summaries.deleteWhere((kept) => carts.includes(kept.cart));
  else if (topics.some((topic) => topic !== "sessions" && topic !== "customers")) summaries.clear();
});

/**
 * What the header's cart dropdown shows on every page (modules/pages/shell.server.ts), kept in
 * memory: every page of every visitor with a cart shows it, and reading it costs the cart's
 * queries. Every change to a cart's lines calls `invalidateCarts` once committed, and so does
 * a paid order emptying its cart (modules/orders/settle.server.ts): that cart's summaries are
 * forgotten, here and on the other instances.
 */
export function getCartSummary(owner: CartOwner, currency: DisplayCurrency): Promise<CartSummary> {
  const cart = cartKeyOf(owner);
  // No cookie and no customer: no cart to read.
  if (cart === null) return Promise.resolve({ count: 0, total: formatMoney(0, currency.code), lines: [] });
  const key = `${cart}|${currency.code}|${currency.rate}`;
  const kept = summaries.get(key);
  if (kept) return kept.summary;
  const entry = { cart, summary: getCart(owner, currency).then(summarise) };
  summaries.set(key, entry);
  entry.summary.catch(() => summaries.deleteIfStill(key, entry));
  return entry.summary;
}

/** What the header's cart dropdown shows on every page. */
export type CartSummary = {
  count: number;
  total: string;
  lines: { id: number; name: string; quantity: number; linePrice: string; fabric: FabricLook }[];
};

function summarise(cart: Cart): CartSummary {
  return {
    count: cart.count,
    total: cart.total,
    lines: cart.lines.map((line) => ({
      id: line.id,
      name: line.name,
      quantity: line.quantity,
      linePrice: line.linePrice,
      fabric: line.look.fabric,
    })),
  };
}

/**
 * Attaches the visitor's cart to a customer who has just signed in (spec 000 section 4:
 * "When a user signs in, the cart is attached to them"). Call it from the sign-in action
 * once the credentials are accepted, with the sign-in request (it carries the visitor's
 * cart cookie) and the customer's id from the new session:
 *
 *   await attachCartToCustomer(request, result.customerId);
 *
 * - A customer without a cart takes over the visitor's cart.
 * - A customer who already has a cart (from another device or an earlier visit) gets the
 *   visitor's lines added to it; the visitor's cart is deleted.
 * - Without a visitor cart (no cookie, an empty or unknown token) nothing changes.
 * The cookie is left as it is: a signed-in customer's cart is found by their id, and after
 * sign-out the cookie no longer opens the customer's cart (see `ownedBy`). Safe to call
 * twice and concurrently (two sign-ins of one customer): carts.user_id is unique, and a
 * lost race is retried as a merge.
 */
export async function attachCartToCustomer(request: Request, customerId: string): Promise<void> {
  const token = await readToken(request);
  if (token === null) return;
  for (let attempt = 1; ; attempt++) {
    try {
      const attached = await db().transaction(async (tx) => {
        const [visitorCart] = await tx
          .select({ id: carts.id })
          .from(carts)
          .where(and(eq(carts.token, token), isNull(carts.userId)))
          .for("update");
        if (!visitorCart) return false;
        const [customerCart] = await tx
          .select({ id: carts.id })
          .from(carts)
          .where(eq(carts.userId, customerId))
          .for("update");
        if (customerCart) {
          await tx
            .update(cartLines)
            .set({ cartId: customerCart.id, updatedAt: sql`now()` })
            .where(eq(cartLines.cartId, visitorCart.id));
          await tx.delete(carts).where(eq(carts.id, visitorCart.id));
          await tx.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, customerCart.id));
        } else {
          await tx.update(carts).set({ userId: customerId, updatedAt: sql`now()` }).where(eq(carts.id, visitorCart.id));
        }
        return true;
      });
      if (attached) await invalidateCarts({ token, customerId: null }, { token: null, customerId });
      return;
    } catch (error) {
      // Another sign-in of this customer gave them a cart meanwhile: merge into it.
      if (attempt >= 2 || !isUniqueViolation(error)) throw error;
    }
  }
}

/** The sign-in page of 'Proceed to checkout': back to the checkout, and it knows the visitor came from the cart. */
export const CHECKOUT_LOGIN_PATH = `/login?${new URLSearchParams({ returnUrl: "/checkout", from: FROM_CART })}`;

/**
 * Where 'Proceed to checkout' leads (spec 000 section 5): a visitor signs in first; a
 * customer whose delivery name, first name, address, city, postcode or country is missing
 * completes them on /confirm-adress; anyone else goes to /checkout.
 */
export async function checkoutPath(customer: Customer | null): Promise<string> {
  if (!customer) return CHECKOUT_LOGIN_PATH;
  const { shipping } = await getProfile(customer);
  return isDeliveryAddressComplete(shipping) ? "/checkout" : "/confirm-adress";
}
