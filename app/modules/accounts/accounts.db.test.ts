import { and, count, desc, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { config } from "~/config.server";
import { countQueries } from "~/db/query-count.server";
import {
  accounts,
  addresses,
  carts,
  mailOutbox,
  measurementProfiles,
  orders,
  sessions,
  users,
  verifications,
} from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import type { Caller } from "~/infra/caller";
import { onInvalidate } from "~/infra/invalidation.server";
import { deleteOwnAccount } from "~/modules/privacy/erase.server";
import {
  type Customer,
  changePassword,
  getCustomer,
  getGreetedCustomer,
  getProfile,
  isResetTokenUsable,
  registerCustomer,
  requestPasswordReset,
  requireCustomer,
  resetPassword,
  saveCheckoutAddresses,
  saveProfile,
  signIn,
  signOut,
} from "./accounts.server";
import { RESET_LINK_LIFETIME_SECONDS, SESSION_LIFETIME_SECONDS } from "./auth.server";
import { COMMON_PASSWORD_MESSAGE } from "./common-passwords.server";
import { MESSAGES, type ProfileValues } from "./forms";
import { cookieFrom, createTestCustomer, solvedCaptcha } from "./test-support.server";

const database = databaseForTests({ seed: true });
afterEach(() => vi.useRealTimers());

let ipCounter = 0;
/** A caller from an address of its own, so that rate limits of one test do not touch another. */
function caller(cookie?: string): Caller {
  ipCounter++;
  return {
    request: new Request("http://localhost/", { headers: cookie ? { cookie } : {} }),
    clientIp: `10.1.0.${ipCounter}`,
  };
}

const requestWith = (cookie: string) => new Request("http://localhost/account", { headers: { cookie } });

/** Signs in and returns the browser's cookie and the customer it opens. */
async function signedIn(email: string, password: string) {
  const outcome = await signIn(caller(), { email, password });
  if (!outcome.ok) throw new Error(`sign-in failed: ${outcome.message}`);
  const cookie = cookieFrom(outcome.headers);
  const customer = (await getCustomer(requestWith(cookie)))!;
  return { cookie, customer };
}

const ADDRESS = {
  lastName: "Rossi",
  firstName: "Marco",
  company: "",
  line1: "12 Via Roma",
  line2: "",
  city: "Milano",
  postcode: "20121",
  countryId: 1,
};

/** A paid order of the customer's, as checkout stores it, delivered to ADDRESS in Italy. */
async function insertOrder(
  userId: string,
  values: Pick<typeof orders.$inferInsert, "status" | "customerName" | "customerEmail" | "customerPhone">,
) {
  const snapshot = { ...ADDRESS, country: "Italy" };
  const [order] = await database.db
    .insert(orders)
    .values({
      userId,
      fingerprint: `order-${values.status}`,
      currencyCode: "EUR",
      rate: 1,
      subtotalMinor: 8900,
      deliveryMinor: 0,
      totalMinor: 8900,
      deliveryOptionId: 1,
      deliveryName: "Standard",
      paymentMethodId: 1,
      paymentProvider: "test",
      shippingAddress: snapshot,
      billingAddress: snapshot,
      ...values,
    })
    .returning({ id: orders.id });
  return order!;
}

function profileValues(customer: Customer, changes: Partial<ProfileValues> = {}): ProfileValues {
  return {
    intent: "profile",
    name: customer.name,
    email: customer.email,
    billingSame: "1",
    shipping: ADDRESS,
    ...changes,
  } as ProfileValues;
}

async function lastMailTo(email: string) {
  const rows = await database.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(mailOutbox.id);
  return rows.at(-1)?.text ?? null;
}

const tokenIn = (mail: string | null) => /reset-password\?token=([\w-]+)/.exec(mail ?? "")?.[1] ?? "";

describe("registration", () => {
  it("creates an account with a hashed password, the e-mail in lower case", async () => {
    const outcome = await registerCustomer(caller(), {
      name: "Ada Byron",
      email: "ada@example.com",
      password: "analytical",
      altcha: await solvedCaptcha(),
    });
    expect(outcome).toEqual({ ok: true });
    const [user] = await database.db.select().from(users).where(eq(users.email, "ada@example.com"));
    // Reminders of a cart left behind only when ticked.
    expect(user).toMatchObject({ name: "Ada Byron", billingSameAsShipping: true, cartReminders: false });
    const [credential] = await database.db.select().from(accounts).where(eq(accounts.userId, user!.id));
    expect(credential?.password).toBeTruthy();
    expect(credential?.password).not.toContain("analytical");
    // Registration does not sign in (spec: /confirm-compte, then /login).
    const [sessionCount] = await database.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, user!.id));
    expect(sessionCount?.n).toBe(0);
  });

  it("answers 'this email already exists' for an address already registered", async () => {
    await createTestCustomer({ name: "Bea", email: "bea@example.com", password: "bea-password" });
    const outcome = await registerCustomer(caller(), {
      name: "Bea again",
      email: "bea@example.com",
      password: "bea-other-password",
      altcha: await solvedCaptcha(),
    });
    expect(outcome).toMatchObject({ ok: false, status: 400, fieldErrors: { email: [MESSAGES.emailExists] } });
  });

  it("refuses a missing or reused captcha solution", async () => {
    const values = { name: "Cy", email: "cy@example.com", password: "cy-password" };
    const refused = { ok: false, status: 400, fieldErrors: { altcha: [MESSAGES.captchaRequired] } };
    expect(await registerCustomer(caller(), { ...values, altcha: "" })).toMatchObject(refused);
    const altcha = await solvedCaptcha();
    expect(await registerCustomer(caller(), { ...values, altcha, cartReminders: true })).toEqual({ ok: true });
    expect(await registerCustomer(caller(), { ...values, email: "cy2@example.com", altcha })).toMatchObject(refused);
    const [cy] = await database.db
      .select({ on: users.cartReminders })
      .from(users)
      .where(eq(users.email, "cy@example.com"));
    expect(cy?.on).toBe(true);
  });
});

describe("sign-in and sessions", () => {
  beforeAll(async () => {
    await createTestCustomer({ name: "Dan", email: "dan@example.com", password: "dan-password" });
  });

  it("refuses a wrong password or an unknown address with the same message", async () => {
    const failed = { ok: false, status: 401, message: MESSAGES.loginFailed };
    expect(await signIn(caller(), { email: "dan@example.com", password: "wrong-password" })).toEqual(failed);
    expect(await signIn(caller(), { email: "nobody@example.com", password: "dan-password" })).toEqual(failed);
  });

  it("signs in with an HttpOnly, SameSite=Lax session cookie and a new session each time", async () => {
    const first = await signIn(caller(), { email: "DAN@example.com", password: "dan-password" });
    const second = await signIn(caller(), { email: "dan@example.com", password: "dan-password" });
    if (!first.ok || !second.ok) throw new Error("sign-in failed");
    const [cookie] = first.headers.getSetCookie();
    expect(cookie).toMatch(/^shop\.session_token=/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookieFrom(first.headers)).not.toBe(cookieFrom(second.headers));
    const customer = await getCustomer(requestWith(cookieFrom(first.headers)));
    expect(customer).toEqual({ id: first.customerId, name: "Dan", email: "dan@example.com" });
  });

  it("treats a signed-out, revoked or expired session as signed out", async () => {
    const signedOut = await signedIn("dan@example.com", "dan-password");
    await signOut(requestWith(signedOut.cookie));
    expect(await getCustomer(requestWith(signedOut.cookie))).toBeNull();

    const revoked = await signedIn("dan@example.com", "dan-password");
    await database.db.delete(sessions).where(eq(sessions.userId, revoked.customer.id));
    expect(await getCustomer(requestWith(revoked.cookie))).toBeNull();

    // A session lasts SESSION_LIFETIME_SECONDS, then opens nothing. The clock is not faked:
    // PGlite's timers follow Date, and one set 30 days ahead would fire every millisecond.
    const expiring = await signedIn("dan@example.com", "dan-password");
    const [session] = await database.db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.userId, expiring.customer.id))
      .orderBy(desc(sessions.createdAt))
      .limit(1);
    expect((session!.expiresAt.getTime() - Date.now()) / 1000).toBeCloseTo(SESSION_LIFETIME_SECONDS, -2);
    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.userId, expiring.customer.id));
    expect(await getCustomer(requestWith(expiring.cookie))).toBeNull();
  });

  it("sends a visitor of a guarded page to /login with the page to come back to", async () => {
    const response = await requireCustomer(new Request("http://localhost/history-order?page=2")).catch((e) => e);
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).headers.get("Location")).toBe("/login?returnUrl=%2Fhistory-order%3Fpage%3D2");
  });

  it("refuses a stranger's 11th attempt in a quarter of an hour on an e-mail, and the customer still signs in from elsewhere", async () => {
    await createTestCustomer({ name: "Eve", email: "eve@example.com", password: "eve-password" });
    const stranger = caller();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const outcome = await signIn(stranger, { email: "eve@example.com", password: `guess-${attempt}` });
      expect(outcome).toMatchObject({ status: 401 });
    }
    const limited = await signIn(stranger, { email: "eve@example.com", password: "eve-password" });
    expect(limited).toMatchObject({ ok: false, status: 429 });
    expect(limited.ok ? "" : limited.message).toMatch(
      /^Too many attempts\. Please wait (14|15) minutes and try again\.$/,
    );
    // Ten wrong passwords do not lock Eve out: from her own address she signs in as usual.
    expect(await signIn(caller(), { email: "eve@example.com", password: "eve-password" })).toMatchObject({ ok: true });
    // The stranger's other e-mails are not held up by Eve's count.
    expect(await signIn(stranger, { email: "someone-else@example.com", password: "guess" })).toMatchObject({
      status: 401,
    });
  });

  // Forty password checks (scrypt) take a while on a busy machine.
  it("slows down guessing from many addresses without keeping the customer out", { timeout: 120_000 }, async () => {
    await createTestCustomer({ name: "Fay", email: "fay@example.com", password: "fay-password" });
    // Forty wrong passwords, each from an address of its own: more than the hour's thirty.
    for (let attempt = 1; attempt <= 40; attempt++) {
      const outcome = await signIn(caller(), { email: "fay@example.com", password: `guess-${attempt}` });
      expect(outcome).toMatchObject({ status: 401 });
    }
    // Fay, from her own address, signs in as usual.
    expect(await signIn(caller(), { email: "fay@example.com", password: "fay-password" })).toMatchObject({ ok: true });
    // A guesser's new address gets two tries a quarter of an hour instead of ten.
    const guesser = caller();
    for (const attempt of [41, 42]) {
      expect(await signIn(guesser, { email: "fay@example.com", password: `guess-${attempt}` })).toMatchObject({
        status: 401,
      });
    }
    expect(await signIn(guesser, { email: "fay@example.com", password: "guess-43" })).toMatchObject({ status: 429 });
  });

  // A hundred password checks (scrypt) take a while on a busy machine.
  it("caps one address at 100 attempts an hour, whatever the e-mails (credential stuffing)", {
    timeout: 120_000,
  }, async () => {
    const stuffer = caller();
    for (let attempt = 1; attempt <= 100; attempt++) {
      const outcome = await signIn(stuffer, { email: `leaked-${attempt}@example.com`, password: "leaked" });
      expect(outcome).toMatchObject({ status: 401 });
    }
    expect(await signIn(stuffer, { email: "leaked-101@example.com", password: "leaked" })).toMatchObject({
      status: 429,
    });
    expect(await signIn(caller(), { email: "leaked-101@example.com", password: "leaked" })).toMatchObject({
      status: 401,
    });
  });
});

describe("the customer the header greets", () => {
  beforeAll(async () => {
    await createTestCustomer({ name: "Hal", email: "hal@example.com", password: "hal-password" });
  });

  it("is read once per session and forgotten when the session ends or the customer is renamed", async () => {
    const { cookie, customer } = await signedIn("hal@example.com", "hal-password");
    expect(await countQueries(database.db, () => getGreetedCustomer(requestWith(cookie)))).toMatchObject({
      result: customer,
    });
    expect(await countQueries(database.db, () => getGreetedCustomer(requestWith(cookie)))).toEqual({
      result: customer,
      queries: 0,
    });
    expect(await getGreetedCustomer(new Request("http://localhost/"))).toBeNull();

    await saveProfile(customer, profileValues(customer, { name: "Harold" }));
    expect((await getGreetedCustomer(requestWith(cookie)))?.name).toBe("Harold");

    const other = await signedIn("hal@example.com", "hal-password");
    expect(await getGreetedCustomer(requestWith(other.cookie))).toMatchObject({ name: "Harold" });
    await signOut(requestWith(other.cookie));
    expect(await getGreetedCustomer(requestWith(other.cookie))).toBeNull();

    const changed = await changePassword(
      requestWith(cookie),
      { ...customer, name: "Harold" },
      {
        currentPassword: "hal-password",
        newPassword: "hal-new-password",
      },
    );
    expect(changed.ok).toBe(true);
    // The other sessions end; this browser continues with the new session's cookie.
    expect(await getGreetedCustomer(requestWith(cookie))).toBeNull();
    if (changed.ok)
      expect(await getGreetedCustomer(requestWith(cookieFrom(changed.headers)))).toMatchObject({ name: "Harold" });
  });
});

describe("forgotten password", () => {
  beforeAll(async () => {
    await createTestCustomer({ name: "Gil", email: "gil@example.com", password: "old-password" });
  });

  it("answers the same for a known and an unknown address, and mails only the known one", async () => {
    const known = await requestPasswordReset(caller(), "gil@example.com");
    const unknown = await requestPasswordReset(caller(), "stranger@example.com");
    expect(known).toEqual(unknown);
    expect(await lastMailTo("stranger@example.com")).toBeNull();
    const mail = await lastMailTo("gil@example.com");
    expect(mail).toContain(`${config.baseUrl}/reset-password?token=`);
    expect(config.baseUrl).toMatch(/^http:\/\/localhost:\d+$/);
  });

  it("stores the token hashed, lets the link work once, and signs out every session", async () => {
    const session = await signedIn("gil@example.com", "old-password");
    await requestPasswordReset(caller(), "gil@example.com");
    const token = tokenIn(await lastMailTo("gil@example.com"));
    const stored = await database.db.select({ identifier: verifications.identifier }).from(verifications);
    expect(stored.some((row) => row.identifier.includes(token))).toBe(false);

    expect(await isResetTokenUsable(token)).toBe(true);
    expect(await resetPassword(caller(), { token, password: "new-password" })).toEqual({ ok: true });
    expect(await getCustomer(requestWith(session.cookie))).toBeNull();
    expect(await signIn(caller(), { email: "gil@example.com", password: "old-password" })).toMatchObject({
      status: 401,
    });
    expect(await signIn(caller(), { email: "gil@example.com", password: "new-password" })).toMatchObject({
      ok: true,
    });

    expect(await isResetTokenUsable(token)).toBe(false);
    expect(await resetPassword(caller(), { token, password: "third-password" })).toEqual({
      ok: false,
      status: 400,
      message: MESSAGES.resetLinkInvalid,
    });
  });

  it("stops the link working after one hour", async () => {
    await requestPasswordReset(caller(), "gil@example.com");
    const token = tokenIn(await lastMailTo("gil@example.com"));
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + (RESET_LINK_LIFETIME_SECONDS + 60) * 1000);
    expect(await isResetTokenUsable(token)).toBe(false);
    expect(await resetPassword(caller(), { token, password: "late-password" })).toMatchObject({ status: 400 });
  });

  it("mails one address at most three times a quarter of an hour", async () => {
    await createTestCustomer({ name: "Hal", email: "hal@example.com", password: "hal-password" });
    for (let request = 1; request <= 3; request++) {
      expect(await requestPasswordReset(caller(), "hal@example.com")).toEqual({ ok: true });
    }
    expect(await requestPasswordReset(caller(), "hal@example.com")).toMatchObject({ status: 429 });
  });
});

describe("common passwords", () => {
  const refused = (field: string) => ({ ok: false, status: 400, fieldErrors: { [field]: [COMMON_PASSWORD_MESSAGE] } });

  it("are refused at registration, beside the password, before the captcha is spent", async () => {
    const altcha = await solvedCaptcha();
    const values = { name: "Joe", email: "joe@example.com", altcha };
    for (const password of ["password", "password1", "Password1", "12345678"]) {
      expect(await registerCustomer(caller(), { ...values, password })).toEqual(refused("password"));
    }
    expect(await registerCustomer(caller(), { ...values, password: "a-linen-collar-for-joe" })).toEqual({ ok: true });
  });

  it("are refused as a new password from a reset link, which still works afterwards", async () => {
    await createTestCustomer({ name: "Kay", email: "kay@example.com", password: "kay-password" });
    await requestPasswordReset(caller(), "kay@example.com");
    const token = tokenIn(await lastMailTo("kay@example.com"));
    expect(await resetPassword(caller(), { token, password: "iloveyou" })).toEqual(refused("password"));
    expect(await resetPassword(caller(), { token, password: "kay-tailored-again" })).toEqual({ ok: true });
  });

  it("are refused as the new password of a signed-in customer, who stays signed in", async () => {
    await createTestCustomer({ name: "Lia", email: "lia@example.com", password: "lia-password" });
    const here = await signedIn("lia@example.com", "lia-password");
    const change = { currentPassword: "lia-password", newPassword: "password1" };
    expect(await changePassword(requestWith(here.cookie), here.customer, change)).toEqual(refused("newPassword"));
    expect(await getCustomer(requestWith(here.cookie))).toMatchObject({ email: "lia@example.com" });
  });
});

describe("change password", () => {
  it("checks the current password, then signs out the other sessions and keeps this one", async () => {
    await createTestCustomer({ name: "Ida", email: "ida@example.com", password: "ida-password" });
    const here = await signedIn("ida@example.com", "ida-password");
    const elsewhere = await signedIn("ida@example.com", "ida-password");

    const wrong = await changePassword(requestWith(here.cookie), here.customer, {
      currentPassword: "not-it",
      newPassword: "ida-new-password",
    });
    expect(wrong).toMatchObject({ status: 400, fieldErrors: { currentPassword: [MESSAGES.passwordIncorrect] } });

    const changed = await changePassword(requestWith(here.cookie), here.customer, {
      currentPassword: "ida-password",
      newPassword: "ida-new-password",
    });
    if (!changed.ok) throw new Error("change failed");
    expect(await getCustomer(requestWith(elsewhere.cookie))).toBeNull();
    expect(await getCustomer(requestWith(cookieFrom(changed.headers)))).toMatchObject({ email: "ida@example.com" });
    expect(await signIn(caller(), { email: "ida@example.com", password: "ida-new-password" })).toMatchObject({
      ok: true,
    });
  });
});

describe("profile and addresses", () => {
  let ann: Customer;
  let bob: Customer;
  beforeAll(async () => {
    await createTestCustomer({ name: "Ann", email: "ann@example.com", password: "ann-password" });
    await createTestCustomer({ name: "Bob", email: "bob@example.com", password: "bob-password" });
    ann = (await signedIn("ann@example.com", "ann-password")).customer;
    bob = (await signedIn("bob@example.com", "bob-password")).customer;
  });

  it("starts empty, with billing to the shipping address", async () => {
    expect(await getProfile(ann)).toEqual({
      name: "Ann",
      email: "ann@example.com",
      gender: null,
      phone: "",
      billingSameAsShipping: true,
      shipping: null,
      billing: null,
    });
  });

  it("saves the profile and both addresses, and forgets the billing address when it is the same again", async () => {
    const billing = { ...ADDRESS, line1: "1 Billing Street", city: "Torino", countryId: 2 };
    await saveProfile(ann, profileValues(ann, { gender: "Mme", phone: "+39 02 123", billingSame: "0", billing }));
    expect(await getProfile(ann)).toEqual({
      name: "Ann",
      email: "ann@example.com",
      gender: "Mme",
      phone: "+39 02 123",
      billingSameAsShipping: false,
      shipping: ADDRESS,
      billing,
    });
    await saveCheckoutAddresses(ann, { intent: "profile", billingSame: "1", shipping: { ...ADDRESS, city: "Roma" } });
    expect(await getProfile(ann)).toMatchObject({
      billingSameAsShipping: true,
      shipping: { city: "Roma" },
      billing: null,
    });
  });

  it("says a customer's details changed, on every instance, so that their kept checkout is rendered again", async () => {
    const heard: string[][] = [];
    const stopListening = onInvalidate((topics) => heard.push([...topics]));
    try {
      await saveProfile(ann, profileValues(ann, { phone: "+39 02 456" }));
      expect(heard.flat()).toContain("customers");
      heard.length = 0;
      await saveCheckoutAddresses(ann, { intent: "profile", billingSame: "1", shipping: { ...ADDRESS, city: "Bari" } });
      expect(heard).toEqual([["customers"]]);
    } finally {
      stopListening();
    }
  });

  it("changes the e-mail address only with the current password, and never to another customer's", async () => {
    const newEmail = profileValues(ann, { email: "ann.new@example.com" });
    expect(await saveProfile(ann, newEmail)).toMatchObject({
      fieldErrors: { currentPassword: [MESSAGES.requiredPassword] },
    });
    expect(await saveProfile(ann, { ...newEmail, currentPassword: "wrong" })).toMatchObject({
      fieldErrors: { currentPassword: [MESSAGES.passwordIncorrect] },
    });
    const taken = profileValues(ann, { email: "bob@example.com", currentPassword: "ann-password" });
    expect(await saveProfile(ann, taken)).toMatchObject({ fieldErrors: { email: [MESSAGES.emailExists] } });
    expect(await saveProfile(ann, { ...newEmail, currentPassword: "ann-password" })).toEqual({ ok: true });
    expect(await signIn(caller(), { email: "ann.new@example.com", password: "ann-password" })).toMatchObject({
      ok: true,
    });
    await saveProfile(ann, { ...profileValues(ann), email: "ann@example.com", currentPassword: "ann-password" });
  });

  it("reads and writes only the signed-in customer's own data", async () => {
    await saveProfile(bob, profileValues(bob, { shipping: { ...ADDRESS, firstName: "Bob", city: "Napoli" } }));
    await saveProfile(ann, profileValues(ann, { name: "Ann R.", shipping: { ...ADDRESS, city: "Firenze" } }));
    expect(await getProfile(bob)).toMatchObject({ name: "Bob", shipping: { firstName: "Bob", city: "Napoli" } });
    expect(await getProfile(ann)).toMatchObject({ name: "Ann R.", shipping: { city: "Firenze" } });
    const [bobAddresses] = await database.db.select({ n: count() }).from(addresses).where(eq(addresses.userId, bob.id));
    expect(bobAddresses?.n).toBe(1);
  });
});

describe("deleting the account", () => {
  it("needs the password, then erases the customer and keeps their orders without personal data", async () => {
    const id = await createTestCustomer({ name: "Kim", email: "kim@example.com", password: "kim-password" });
    const { cookie, customer } = await signedIn("kim@example.com", "kim-password");
    await saveProfile(customer, profileValues(customer, { phone: "0123" }));
    await requestPasswordReset(caller(), "kim@example.com");
    await database.db.insert(measurementProfiles).values({
      userId: id,
      name: "Work shirts",
      size: { kind: "rapid", fit: 1, neckCm: 40, sleeveCm: 65 },
    });
    await database.db.insert(carts).values({ token: "kim-cart-token", userId: id });
    const order = await insertOrder(id, {
      status: "delivered",
      customerName: "Kim",
      customerEmail: "kim@example.com",
      customerPhone: "0123",
    });

    expect(await deleteOwnAccount(requestWith(cookie), customer, "wrong-password")).toMatchObject({
      fieldErrors: { password: [MESSAGES.passwordIncorrect] },
    });
    const deleted = await deleteOwnAccount(requestWith(cookie), customer, "kim-password");
    expect(deleted.ok).toBe(true);
    if (deleted.ok) expect(deleted.headers.getSetCookie().join()).toMatch(/shop\.session_token=;.*Max-Age=0/);

    const remaining = async (table: typeof addresses | typeof sessions | typeof measurementProfiles | typeof carts) =>
      (await database.db.select({ n: count() }).from(table).where(eq(table.userId, id)))[0]?.n;
    expect(await database.db.select().from(users).where(eq(users.id, id))).toEqual([]);
    expect(await remaining(sessions)).toBe(0);
    expect(await remaining(addresses)).toBe(0);
    expect(await remaining(measurementProfiles)).toBe(0);
    expect(await remaining(carts)).toBe(0);
    expect(await database.db.select().from(verifications).where(eq(verifications.value, id))).toEqual([]);
    expect(await getCustomer(requestWith(cookie))).toBeNull();

    const [kept] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({
      userId: null,
      totalMinor: 8900,
      customerName: "Deleted customer",
      customerEmail: "",
      customerPhone: "",
    });
    expect(kept?.shippingAddress).toEqual({
      lastName: "",
      firstName: "",
      company: "",
      line1: "",
      line2: "",
      city: "",
      postcode: "",
      country: "Italy",
    });
  });

  it("waits while an order is still being made or delivered", async () => {
    const id = await createTestCustomer({ name: "Lea", email: "lea@example.com", password: "lea-password" });
    const { cookie, customer } = await signedIn("lea@example.com", "lea-password");
    await insertOrder(id, { status: "in_production", customerName: "Lea", customerEmail: "lea@example.com" });
    const outcome = await deleteOwnAccount(requestWith(cookie), customer, "lea-password");
    expect(outcome).toMatchObject({ ok: false, status: 409 });
    expect(
      await database.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id))),
    ).toHaveLength(1);
  });
});
