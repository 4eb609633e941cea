/**
 * The visitors the bench loads pages as, made through the shop's own pages as a browser would:
 * a visitor with a shirt in the cart, a visitor with a design in progress, a signed-in customer
 * ready to check out (captcha, registration, sign-in, delivery address, add to bag); and the
 * timing of Buy now with the test provider's card.
 */
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { countrySeed } from "~/db/seed/reference";
import { choiceValues, expectPage, expectRedirect, ShopSession, submittedValue } from "./session";

/** A quick size on the product page: sleeve and collar in cm, fit 1 = Slim. */
type QuickSize = { sleeveCm: number; neckCm: number };

/** Two sizes, so that the cart holds two lines rather than one line of two shirts. */
const CART_SIZES: QuickSize[] = [
  { sleeveCm: 65, neckCm: 40 },
  { sleeveCm: 66, neckCm: 41 },
];

/** The test provider's card that is always paid (app/modules/payments/test-card.ts). */
const TEST_CARD = { cardNumber: "4242424242424242", cardExpiry: "12 / 34", cardCvc: "123" };

/** The registration form's `altcha` field: the challenge of GET /captcha and its solution. */
async function solvedCaptcha(session: ShopSession): Promise<string> {
  const answer = await session.get("/captcha");
  expectPage("GET /captcha", answer);
  const challenge = JSON.parse(answer.body);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("could not solve the captcha challenge");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** Adds one shirt of the product page at `productPath` to the session's cart. */
async function addShirt(session: ShopSession, productPath: string, size: QuickSize = CART_SIZES[0]!) {
  const answer = await session.post(productPath, {
    quantity: "1",
    sleeveCm: String(size.sleeveCm),
    fit: "1",
    neckCm: String(size.neckCm),
  });
  expectRedirect(`Add to bag on ${productPath}`, answer, "/cart");
}

/** A visitor without an account who added one shirt of `productPath` to the cart. */
export async function visitorWithCart(shopUrl: string, productPath: string): Promise<ShopSession> {
  const session = new ShopSession(shopUrl);
  expectPage(`GET ${productPath}`, await session.get(productPath));
  await addShirt(session, productPath);
  return session;
}

/** The smart size calculator's answers (spec 001 section 5): 180 cm, 80 kg, 40 years, regular, fitted, collar 41. */
const SMART_SIZE = {
  intent: "smart",
  name: "Bench",
  height: "180",
  heightUnit: "cm",
  weight: "80",
  age: "40",
  morphology: "3",
  fit: "2",
  neckCm: "41",
};

/**
 * A visitor without an account halfway through a design on the configurator at
 * `configuratorPath` (/design-shirt/{model id}), as DESIGN.md section 3 keeps one: a collar
 * chosen (the design in progress, kept on the server under the cart cookie's token) and a
 * size calculated on the SIZES tab (the draft's size, and the size_draft cookie that offers it
 * for the next shirt). Nothing in the cart.
 */
export async function visitorDesigning(shopUrl: string, configuratorPath: string): Promise<ShopSession> {
  const session = new ShopSession(shopUrl);
  const page = await session.get(configuratorPath);
  expectPage(`GET ${configuratorPath}`, page);
  const collar = choiceValues(page.body, "collarId").at(-1);
  if (!collar) throw new Error(`GET ${configuratorPath} offers no collar to choose`);
  const chosen = await session.post(configuratorPath, { intent: "choose", field: "collarId", value: collar });
  expectRedirect(`Choosing a collar on ${configuratorPath}`, chosen, /^\/design-shirt\//);
  const sized = await session.post(`${configuratorPath}?step=sizes&mode=smart`, SMART_SIZE);
  expectRedirect(`Calculating a size on ${configuratorPath}`, sized, /^\/design-shirt\/.*#result$/);
  for (const cookie of ["cart", "size_draft"]) {
    if (!session.has(cookie)) throw new Error(`the design in progress left no ${cookie} cookie`);
  }
  return session;
}

/**
 * A new customer, signed in, with a complete delivery address (billed to the same address)
 * and two shirts of `productPath` in the cart: what /checkout needs to show itself.
 */
export async function checkoutReadyCustomer(shopUrl: string, productPath: string): Promise<ShopSession> {
  const session = new ShopSession(shopUrl);
  const customer = {
    name: "Bench Customer",
    email: `bench-${Date.now().toString(36)}@example.com`,
    password: "tailored-shirt-1",
  };
  const registered = await session.post("/register", { ...customer, altcha: await solvedCaptcha(session) });
  expectRedirect("POST /register", registered, "/confirm-compte");

  const signedIn = await session.post("/login", {
    intent: "login",
    email: customer.email,
    password: customer.password,
  });
  expectRedirect("POST /login", signedIn, /^\//);

  const france = countrySeed.find((country) => country.code === "FR");
  if (france?.id === undefined) throw new Error("France is not among the seeded countries");
  const addressSaved = await session.post("/confirm-adress", {
    intent: "profile",
    "shipping.firstName": "Marco",
    "shipping.lastName": "Rossi",
    "shipping.line1": "14 rue du Mail",
    "shipping.city": "Paris",
    "shipping.postcode": "75002",
    "shipping.countryId": String(france.id),
    billingSame: "1",
  });
  expectRedirect("POST /confirm-adress", addressSaved, "/checkout?updated=address");

  for (const size of CART_SIZES) await addShirt(session, productPath, size);
  return session;
}

/**
 * One Buy now with the test card, as the checkout page's form sends it: the page is read
 * first (untimed) for the cart version and the chosen delivery and payment method. Returns
 * the milliseconds from sending the POST to the end of its answer, a redirect to the new
 * order's confirmation.
 */
async function buyNow(session: ShopSession): Promise<number> {
  const page = await session.get("/checkout");
  expectPage("GET /checkout", page);
  const field = (name: string) => {
    const value = submittedValue(page.body, name);
    if (!value) throw new Error(`GET /checkout has no ${name} input`);
    return value;
  };
  const fields = {
    deliveryOptionId: field("deliveryOptionId"),
    paymentMethodId: field("paymentMethodId"),
    cartVersion: field("cartVersion"),
    ...TEST_CARD,
  };
  const started = performance.now();
  const answer = await session.post("/checkout", fields);
  const elapsedMs = performance.now() - started;
  expectRedirect("Buy now (POST /checkout)", answer, /^\/confirmation\?order=\d+$/);
  return elapsedMs;
}

/**
 * The durations of `purchases` Buy nows one after the other, each of one shirt added just
 * before (adding and reading the page are not timed). A first, untimed purchase pays for the
 * cart the session came with and warms the order path up.
 */
export async function timeBuyNow(session: ShopSession, productPath: string, purchases: number): Promise<number[]> {
  await buyNow(session);
  const durationsMs: number[] = [];
  for (let purchase = 0; purchase < purchases; purchase++) {
    await addShirt(session, productPath);
    durationsMs.push(await buyNow(session));
  }
  return durationsMs;
}
