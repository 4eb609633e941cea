import { APIError } from "better-auth/api";
import { and, asc, eq } from "drizzle-orm";
import { redirect } from "react-router";
import { db, type Transaction } from "~/db/client.server";
import { isUniqueViolation } from "~/db/errors";
import { accounts, addresses, countries, users } from "~/db/schema";
import { cached } from "~/infra/cache.server";
import { type Caller, cookiesOf } from "~/infra/caller";
import { invalidate, onInvalidate } from "~/infra/invalidation.server";
import { createRateLimit } from "~/infra/rate-limit.server";
import { RecentMap } from "~/infra/recent";
import { type Done, type Refusal, refuse, refuseFields, tooManyRequests } from "~/infra/refusal";
import { loginPathFor } from "./accounts";
import { auth, SESSION_COOKIE } from "./auth.server";
import { verifyCaptcha } from "./captcha.server";
import { refuseCommonPassword } from "./common-passwords.server";
import { type AddressValues, type CheckoutAddressValues, GENDERS, MESSAGES, type ProfileValues } from "./forms";
import { type SignInLimits, signInWithPassword } from "./sign-in.server";

/*
 * The accounts area's door for route modules (DESIGN.md section 7): who is signed in, sign-in
 * and registration, passwords, and the signed-in customer's own profile and addresses. Every
 * function that reads or changes customer data takes the customer from the session; no caller
 * can name another customer.
 */

/** The signed-in customer, as route modules see it. */
export type Customer = { id: string; name: string; email: string };

/*
 * Rate limits (DESIGN.md section 6): per client address and per e-mail address, so that
 * someone hammering one account or from one address does not lock out other customers.
 *
 * Sign-in counts per (address, e-mail): ten attempts a quarter of an hour from one address
 * on one account, and a hundred an hour from one address whatever the accounts (credential
 * stuffing; generous enough for the customers behind one office or mobile network address).
 * No account is ever refused as such: a stranger's wrong passwords leave the customer free
 * to sign in from their own address. Past thirty wrong passwords an hour from anywhere, the
 * account is being guessed at, and each wrong password costs its address five attempts:
 * guessers taking turns from many addresses get two tries each a quarter of an hour.
 */
const SIGN_IN_LIMITS: SignInLimits = {
  perAddressAndEmail: createRateLimit({ name: "sign-in", points: 10, durationSeconds: 900 }),
  perAddress: createRateLimit({ name: "sign-in-ip", points: 100, durationSeconds: 3600 }),
  wrongPasswordsPerEmail: createRateLimit({ name: "sign-in-wrong-email", points: 30, durationSeconds: 3600 }),
  guessingPenalty: 4,
};
const limitRegistration = createRateLimit({ name: "register", points: 10, durationSeconds: 60 });
const limitResetRequestsPerIp = createRateLimit({ name: "reset-request-ip", points: 10, durationSeconds: 60 });
// Each request sends a mail: a few per quarter of an hour to one address is plenty.
const limitResetRequestsPerEmail = createRateLimit({ name: "reset-request-email", points: 3, durationSeconds: 900 });
const limitPasswordReset = createRateLimit({ name: "reset-password", points: 10, durationSeconds: 60 });
// Password checks of a signed-in customer (change password, change e-mail, delete account).
const limitPasswordChecks = createRateLimit({ name: "password-check", points: 10, durationSeconds: 60 });

// --- Who is signed in -------------------------------------------------------------------

/** The customer signed in with this request's session cookie, or null (also when the session expired or was revoked). */
export async function getCustomer(request: Request): Promise<Customer | null> {
  return (await readSession(request)).customer;
}

async function readSession(request: Request): Promise<{ customer: Customer | null; expiresAt: number }> {
  const session = await auth().api.getSession({ headers: request.headers });
  if (!session) return { customer: null, expiresAt: Number.POSITIVE_INFINITY };
  return {
    customer: { id: session.user.id, name: session.user.name, email: session.user.email },
    expiresAt: session.session.expiresAt.getTime(),
  };
}

/** The most session cookies whose customer is kept for the header. */
const MAX_GREETED = 5000;
/** Kept at most this long, should a session end in a way the shop was not told of. */
const GREETED_TTL_MS = 60_000;

/** Customers by the session cookie they came with. */
const greeted = new RecentMap<{ customer: Promise<Customer | null>; until: number }>(MAX_GREETED);
// A sign-out, a password changed or reset, a deleted account or a new name (`invalidate("sessions")`,
// from every instance) forgets them all.
onInvalidate((topics) => {
  if (topics.includes("sessions")) greeted.clear();
});

/**
 * The customer the header greets (modules/pages/shell.server.ts `loadVisitor`): getCustomer's
 * answer, kept in memory per session cookie until the session expires or something ends it or
 * renames its customer. Only for showing the greeting and the cart summary on shared pages, and
 * for knowing whose copy of their checkout to serve (server/page-cache.ts): whatever acts for a
 * customer or reads their account asks getCustomer, which asks the session store every time.
 */
export async function getGreetedCustomer(request: Request): Promise<Customer | null> {
  const cookie = sessionCookieOf(request);
  if (cookie === null) return null;
  const kept = greeted.get(cookie);
  if (kept && kept.until > Date.now()) return kept.customer;
  const read = readSession(request);
  const entry = { customer: read.then((session) => session.customer), until: Date.now() + GREETED_TTL_MS };
  greeted.set(cookie, entry);
  read.then(
    (session) => {
      entry.until = Math.min(entry.until, session.expiresAt);
    },
    () => greeted.deleteIfStill(cookie, entry),
  );
  return entry.customer;
}

/** The value of the request's session cookie (better-auth's, `shop.session_token` with or without the secure prefix), or null. */
function sessionCookieOf(request: Request): string | null {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const separator = part.indexOf("=");
    const name = part.slice(0, separator).trim();
    const value = part.slice(separator + 1).trim();
    if (separator > 0 && value && (name === SESSION_COOKIE || name === `__Secure-${SESSION_COOKIE}`)) return value;
  }
  return null;
}

/** The signed-in customer; a visitor is sent to /login and brought back here afterwards. */
export async function requireCustomer(request: Request): Promise<Customer> {
  const customer = await getCustomer(request);
  if (!customer) throw redirect(loginPathFor(new URL(request.url)));
  return customer;
}

// --- Registration, sign-in, sign-out ----------------------------------------------------

/** Creates an account after checking the captcha. The customer signs in afterwards (spec: /confirm-compte). */
export async function registerCustomer(
  caller: Caller,
  values: { name: string; email: string; password: string; altcha: string; cartReminders?: boolean },
): Promise<Done> {
  const limited = await limitRegistration(`ip:${caller.clientIp}`);
  if (limited) return tooManyRequests(limited);
  // Before the captcha, which a solution passes once.
  const common = refuseCommonPassword("password", values.password);
  if (common) return common;
  if ((await verifyCaptcha(values.altcha)) !== "verified") return refuseFields({ altcha: [MESSAGES.captchaRequired] });

  // Told apart from better-auth's own answer, which would hide that the address is taken.
  const [existing] = await db().select({ id: users.id }).from(users).where(eq(users.email, values.email));
  if (existing) return refuseFields({ email: [MESSAGES.emailExists] });
  try {
    await auth().api.signUpEmail({ body: { name: values.name, email: values.email, password: values.password } });
    if (values.cartReminders)
      await db().update(users).set({ cartReminders: true }).where(eq(users.email, values.email));
  } catch (error) {
    // Spec section 8: a failed registration, whatever the cause (here: the address taken meanwhile).
    if (error instanceof APIError) return refuseFields({ email: [MESSAGES.emailExists] });
    throw error;
  }
  return { ok: true };
}

/**
 * Signs a customer in with a new session. Returns the session cookie to send with the
 * redirect, and the customer's id.
 */
export async function signIn(
  caller: Caller,
  values: { email: string; password: string },
): Promise<Done<{ customerId: string; headers: Headers }>> {
  const signedIn = await signInWithPassword(caller, values, {
    limits: SIGN_IN_LIMITS,
    signIn: (request) => auth().api.signInEmail(request),
    failed: MESSAGES.loginFailed,
  });
  return signedIn.ok ? { ok: true, customerId: signedIn.response.user.id, headers: signedIn.headers } : signedIn;
}

/** Ends this request's session; returns the headers that clear the cookie. */
export async function signOut(request: Request): Promise<Headers> {
  const { headers } = await auth().api.signOut({ headers: request.headers, returnHeaders: true });
  await invalidate("sessions");
  return cookiesOf(headers);
}

// --- Forgotten password -----------------------------------------------------------------

/**
 * Mails a reset link when the address belongs to a customer. The answer is the same whether
 * or not it does (DESIGN.md section 4.3).
 */
export async function requestPasswordReset(caller: Caller, email: string): Promise<Done> {
  const limited =
    (await limitResetRequestsPerIp(`ip:${caller.clientIp}`)) ?? (await limitResetRequestsPerEmail(`email:${email}`));
  if (limited) return tooManyRequests(limited);
  await mailPasswordResetLink(email);
  return { ok: true };
}

/** Mails a reset link (valid one hour) to the customer of this address, if there is one. */
export async function mailPasswordResetLink(email: string): Promise<void> {
  await auth().api.requestPasswordReset({ body: { email } });
}

const resetIdentifier = (token: string) => `reset-password:${token}`;

/** Whether a reset link can still be used (for the page that opens it). */
export async function isResetTokenUsable(token: string): Promise<boolean> {
  const context = await auth().$context;
  const verification = await context.internalAdapter.findVerificationValue(resetIdentifier(token));
  return verification !== null && verification.expiresAt > new Date();
}

/** Sets a new password from a reset link; the link then stops working and every session ends. */
export async function resetPassword(caller: Caller, values: { token: string; password: string }): Promise<Done> {
  const limited = await limitPasswordReset(`ip:${caller.clientIp}`);
  if (limited) return tooManyRequests(limited);
  const common = refuseCommonPassword("password", values.password);
  if (common) return common;
  try {
    await auth().api.resetPassword({ body: { token: values.token, newPassword: values.password } });
  } catch (error) {
    if (error instanceof APIError) return refuse(400, MESSAGES.resetLinkInvalid);
    throw error;
  }
  await invalidate("sessions");
  return { ok: true };
}

// --- The signed-in customer's password --------------------------------------------------

/**
 * Whether `password` is the customer's, counted against the customer's password-check limit
 * (also for the erasure of their account, modules/privacy).
 */
export async function checkPassword(customer: Customer, password: string, field: string): Promise<Refusal | null> {
  const limited = await limitPasswordChecks(`customer:${customer.id}`);
  if (limited) return tooManyRequests(limited);
  const [credential] = await db()
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, customer.id), eq(accounts.providerId, "credential")));
  const context = await auth().$context;
  const matches = credential?.hash ? await context.password.verify({ hash: credential.hash, password }) : false;
  return matches ? null : refuseFields({ [field]: [MESSAGES.passwordIncorrect] });
}

/**
 * Changes the password after checking the current one. Every other session of the customer
 * ends; this one is replaced by a new session, whose cookie is returned.
 */
export async function changePassword(
  request: Request,
  customer: Customer,
  values: { currentPassword: string; newPassword: string },
): Promise<Done<{ headers: Headers }>> {
  const wrong = await checkPassword(customer, values.currentPassword, "currentPassword");
  if (wrong) return wrong;
  const common = refuseCommonPassword("newPassword", values.newPassword);
  if (common) return common;
  const { headers } = await auth().api.changePassword({
    body: { currentPassword: values.currentPassword, newPassword: values.newPassword, revokeOtherSessions: true },
    headers: request.headers,
    returnHeaders: true,
  });
  await invalidate("sessions");
  return { ok: true, headers: cookiesOf(headers) };
}

// --- Profile and addresses --------------------------------------------------------------

export type Address = AddressValues & { company: string; line2: string };
export type Profile = {
  name: string;
  email: string;
  gender: (typeof GENDERS)[number] | null;
  phone: string;
  billingSameAsShipping: boolean;
  shipping: Address | null;
  billing: Address | null;
};

/** Whether an order can be sent to this address: name, first name, address, city, postcode and country given. */
export function isDeliveryAddressComplete(address: Address | null): address is Address {
  return (
    address !== null &&
    [address.lastName, address.firstName, address.line1, address.city, address.postcode].every(
      (field) => field.trim() !== "",
    ) &&
    address.countryId > 0
  );
}

/** The countries the shop delivers to (spec section 3 "Country"), by name. */
export function listCountries(): Promise<{ id: number; name: string }[]> {
  return cached("countries", "all", () =>
    db().select({ id: countries.id, name: countries.name }).from(countries).orderBy(asc(countries.name)),
  );
}

const addressColumns = {
  kind: addresses.kind,
  lastName: addresses.lastName,
  firstName: addresses.firstName,
  company: addresses.company,
  line1: addresses.line1,
  line2: addresses.line2,
  city: addresses.city,
  postcode: addresses.postcode,
  countryId: addresses.countryId,
};

/** The customer's profile with the shipping and billing addresses. */
export async function getProfile(customer: Customer): Promise<Profile> {
  const [user] = await db()
    .select({
      name: users.name,
      email: users.email,
      gender: users.gender,
      phone: users.phone,
      billingSameAsShipping: users.billingSameAsShipping,
    })
    .from(users)
    .where(eq(users.id, customer.id));
  if (!user) throw new Error("The signed-in customer has no user record.");
  const rows = await db().select(addressColumns).from(addresses).where(eq(addresses.userId, customer.id));
  const address = (kind: "shipping" | "billing"): Address | null => {
    const row = rows.find((candidate) => candidate.kind === kind);
    if (!row) return null;
    const { kind: _kind, ...fields } = row;
    return fields;
  };
  return {
    ...user,
    gender: GENDERS.find((gender) => gender === user.gender) ?? null,
    phone: user.phone ?? "",
    shipping: address("shipping"),
    billing: address("billing"),
  };
}

/** What the profile forms of the account pages start from: the signed-in customer's details and the countries to choose from. */
export async function loadProfileForm(request: Request) {
  const customer = await requireCustomer(request);
  const [profile, countries, [preferences]] = await Promise.all([
    getProfile(customer),
    listCountries(),
    db().select({ cartReminders: users.cartReminders }).from(users).where(eq(users.id, customer.id)),
  ]);
  return { customerName: customer.name, profile, countries, cartReminders: preferences?.cartReminders ?? false };
}

/** Turns the customer's reminder of a cart left behind on or off (/account, "E-mails from us"). */
export async function setCartReminders(customer: Customer, on: boolean): Promise<void> {
  await db().update(users).set({ cartReminders: on, updatedAt: new Date() }).where(eq(users.id, customer.id));
}

/** Writes both addresses: billing is removed when the customer bills to the shipping address. */
async function writeAddresses(
  tx: Transaction,
  customerId: string,
  values: Pick<CheckoutAddressValues, "shipping"> & { billing?: AddressValues },
) {
  const upsert = (kind: "shipping" | "billing", address: AddressValues) => {
    const fields = {
      lastName: address.lastName,
      firstName: address.firstName,
      company: address.company ?? "",
      line1: address.line1,
      line2: address.line2 ?? "",
      city: address.city,
      postcode: address.postcode,
      countryId: address.countryId,
      updatedAt: new Date(),
    };
    return tx
      .insert(addresses)
      .values({ userId: customerId, kind, ...fields })
      .onConflictDoUpdate({ target: [addresses.userId, addresses.kind], set: fields });
  };
  await upsert("shipping", values.shipping);
  if (values.billing) await upsert("billing", values.billing);
  else await tx.delete(addresses).where(and(eq(addresses.userId, customerId), eq(addresses.kind, "billing")));
  await tx
    .update(users)
    .set({ billingSameAsShipping: !values.billing, updatedAt: new Date() })
    .where(eq(users.id, customerId));
}

/**
 * Saves the My Profile form (/account and /adresse). A new e-mail address needs the current
 * password and must not belong to another customer.
 */
export async function saveProfile(customer: Customer, values: ProfileValues): Promise<Done> {
  const [current] = await db().select({ email: users.email }).from(users).where(eq(users.id, customer.id));
  if (current && current.email !== values.email) {
    if (!values.currentPassword) return refuseFields({ currentPassword: [MESSAGES.requiredPassword] });
    const wrong = await checkPassword(customer, values.currentPassword, "currentPassword");
    if (wrong) return wrong;
    const [taken] = await db().select({ id: users.id }).from(users).where(eq(users.email, values.email));
    if (taken) return refuseFields({ email: [MESSAGES.emailExists] });
  }
  try {
    await db().transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          name: values.name,
          email: values.email,
          gender: values.gender ?? null,
          phone: values.phone ?? "",
          updatedAt: new Date(),
        })
        .where(eq(users.id, customer.id));
      await writeAddresses(tx, customer.id, values);
    });
  } catch (error) {
    // The address was taken by another account between the check and the update.
    if (isUniqueViolation(error)) return refuseFields({ email: [MESSAGES.emailExists] });
    throw error;
  }
  // The header greets by name; the checkout shows the details and addresses.
  await invalidate("sessions", "customers");
  return { ok: true };
}

/** Saves the cart flow's shipping form (/confirm-adress). */
export async function saveCheckoutAddresses(customer: Customer, values: CheckoutAddressValues): Promise<void> {
  await db().transaction((tx) => writeAddresses(tx, customer.id, values));
  await invalidate("customers");
}
