import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { createCookie } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { addresses, carts, mailOutbox, sessions, users } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { MESSAGES } from "~/modules/accounts/forms";
import { cookieFrom, createTestCustomer, solvedCaptcha } from "~/modules/accounts/test-support.server";
import * as account from "./account";
import * as adresse from "./address";
import * as confirmAdress from "./confirm-address";
import * as login from "./login";
import * as logout from "./logout";
import * as register from "./register";
import * as resetPassword from "./reset-password";
import { answer, callRoute } from "./route-calls.test-support";

/*
 * The account routes as React Router calls them: each loader and action with a request that
 * carries the browser's cookie and comes from a client address.
 */

const errorsOf = (result: unknown) =>
  (answer(result).data?.result as { error?: Record<string, string[]> } | undefined)?.error;

const database = databaseForTests({ seed: true });
beforeAll(async () => {
  await createTestCustomer({ name: "Ann", email: "ann@example.com", password: "ann-password" });
  await createTestCustomer({ name: "Bob", email: "bob@example.com", password: "bob-password" });
});

async function signInCookie(email: string, password: string) {
  const result = answer(await callRoute(login.action, "/login", { form: { intent: "login", email, password } }));
  expect(result.status).toBe(302);
  return cookieFrom(result.headers);
}

const SHIPPING = {
  "shipping.lastName": "Rossi",
  "shipping.firstName": "Ann",
  "shipping.line1": "12 Via Roma",
  "shipping.city": "Milano",
  "shipping.postcode": "20121",
  "shipping.countryId": "1",
};

describe("/login", () => {
  it("shows the spec's messages, and never sends the password back", async () => {
    const empty = await callRoute(login.action, "/login", { form: { intent: "login" } });
    expect(answer(empty).status).toBe(400);
    expect(errorsOf(empty)).toEqual({ email: ["E-mail required"], password: ["Password Required"] });

    const wrong = await callRoute(login.action, "/login", {
      form: { intent: "login", email: "ann@example.com", password: "secret-guess" },
    });
    expect(answer(wrong).status).toBe(401);
    expect(errorsOf(wrong)).toEqual({ "": [MESSAGES.loginFailed] });
    expect(JSON.stringify(answer(wrong).data)).not.toContain("secret-guess");
  });

  it("goes to the account, a returnUrl on this site, or the shipping form when coming from the cart", async () => {
    const form = { intent: "login", email: "ann@example.com", password: "ann-password" };
    const destination = async (path: string) => answer(await callRoute(login.action, path, { form })).location;
    expect(await destination("/login")).toBe("/account");
    expect(await destination("/login?returnUrl=%2Fmy-sizes")).toBe("/my-sizes");
    expect(await destination("/login?returnUrl=https%3A%2F%2Fevil.example%2F")).toBe("/account");
    expect(await destination("/login?from=cart")).toBe("/confirm-adress");
  });

  it("attaches the visitor's cart to the customer at sign-in", async () => {
    const token = randomBytes(32).toString("base64url");
    const [visitorCart] = await database.db.insert(carts).values({ token }).returning({ id: carts.id });
    const cartCookie = (await createCookie("cart").serialize(token)).split(";")[0]!;
    const result = await callRoute(login.action, "/login", {
      form: { intent: "login", email: "bob@example.com", password: "bob-password" },
      cookie: cartCookie,
    });
    expect(answer(result).status).toBe(302);
    const [bob] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, "bob@example.com"));
    const [cart] = await database.db.select({ userId: carts.userId }).from(carts).where(eq(carts.id, visitorCart!.id));
    expect(cart?.userId).toBe(bob!.id);
  });

  it("answers 429 with Retry-After to the 11th rapid attempt from one address on one e-mail", async () => {
    const ip = "10.9.9.9";
    for (let attempt = 1; attempt <= 10; attempt++) {
      const form = { intent: "login", email: "someone@example.com", password: `guess-${attempt}` };
      expect(answer(await callRoute(login.action, "/login", { form, ip })).status).toBe(401);
    }
    const form = { intent: "login", email: "someone@example.com", password: "guess-11" };
    const limited = answer(await callRoute(login.action, "/login", { form, ip }));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(JSON.stringify(limited.data)).toContain("Too many attempts. Please wait");
  });

  it("answers a forgotten-password request the same for a known and an unknown address", async () => {
    const empty = await callRoute(login.action, "/login", { form: { intent: "forgot", email: "" } });
    expect(errorsOf(empty)).toEqual({ email: [MESSAGES.forgotEmailRequired] });

    const known = answer(
      await callRoute(login.action, "/login", { form: { intent: "forgot", email: "ann@example.com" } }),
    );
    const unknown = answer(
      await callRoute(login.action, "/login", { form: { intent: "forgot", email: "nobody@example.com" } }),
    );
    const withoutEmail = (data: Record<string, unknown> | undefined) =>
      JSON.stringify(data).replaceAll("ann@example.com", "x").replaceAll("nobody@example.com", "x");
    expect(known.status).toBe(unknown.status);
    expect(withoutEmail(known.data)).toBe(withoutEmail(unknown.data));
    expect(known.data?.resetSent).toBe(true);
  });

  it("sends a signed-in customer on", async () => {
    const cookie = await signInCookie("ann@example.com", "ann-password");
    expect(answer(await callRoute(login.loader, "/login", { cookie })).location).toBe("/account");
  });
});

describe("/register", () => {
  it("registers with a solved captcha and goes to /confirm-compte", async () => {
    const form = { name: "Cleo", email: "cleo@example.com", password: "cleo-password", altcha: await solvedCaptcha() };
    expect(answer(await callRoute(register.action, "/register", { form })).location).toBe("/confirm-compte");
    const again = await callRoute(register.action, "/register", { form: { ...form, altcha: await solvedCaptcha() } });
    expect(answer(again).status).toBe(400);
    expect(errorsOf(again)).toEqual({ email: [MESSAGES.emailExists] });
  });

  it("refuses a form without a captcha solution, and sends a signed-in visitor home", async () => {
    const form = { name: "Dora", email: "dora@example.com", password: "dora-password" };
    expect(errorsOf(await callRoute(register.action, "/register", { form }))).toEqual({
      altcha: [MESSAGES.captchaRequired],
    });
    const cookie = await signInCookie("ann@example.com", "ann-password");
    expect(answer(await callRoute(register.loader, "/register", { cookie })).location).toBe("/");
  });
});

describe("guarded pages", () => {
  it.each([
    ["/account", account.loader],
    ["/adresse", adresse.loader],
    ["/confirm-adress", confirmAdress.loader],
  ])("%s sends a visitor to /login and back", async (path, loader) => {
    expect(answer(await callRoute(loader as (args: never) => unknown, path)).location).toBe(
      `/login?returnUrl=${encodeURIComponent(path)}`,
    );
  });

  it("refuses the actions too", async () => {
    const result = answer(await callRoute(account.action, "/account", { form: { intent: "delete", password: "x" } }));
    expect(result.location).toBe("/login?returnUrl=%2Faccount");
  });
});

describe("/account and the address pages", () => {
  it("shows and saves only the signed-in customer's data, whatever ids the form carries", async () => {
    const annCookie = await signInCookie("ann@example.com", "ann-password");
    const bobCookie = await signInCookie("bob@example.com", "bob-password");
    const [bob] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, "bob@example.com"));

    const bobSaved = await callRoute(adresse.action, "/adresse", {
      cookie: bobCookie,
      form: { intent: "profile", name: "Bob", email: "bob@example.com", billingSame: "1", ...SHIPPING },
    });
    expect(answer(bobSaved).location).toBe("/adresse?updated=1");

    // Ann's form names Bob as the user: the field is ignored, Ann's session decides.
    const annSaved = await callRoute(account.action, "/account", {
      cookie: annCookie,
      form: {
        intent: "profile",
        id: bob!.id,
        userId: bob!.id,
        name: "Ann Rossi",
        email: "ann@example.com",
        billingSame: "1",
        ...SHIPPING,
        "shipping.city": "Firenze",
      },
    });
    expect(answer(annSaved).location).toBe("/account?updated=profile");

    const annPage = answer(await callRoute(account.loader, "/account", { cookie: annCookie })).data as {
      customerName: string;
      profile: { name: string; shipping: { city: string } };
    };
    expect(annPage.customerName).toBe("Ann Rossi");
    expect(annPage.profile.shipping.city).toBe("Firenze");
    const [ann] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, "ann@example.com"));
    expect(JSON.stringify(annPage)).not.toMatch(new RegExp(`password|hash|${ann!.id}|${bob!.id}`, "i"));

    const bobPage = answer(await callRoute(adresse.loader, "/adresse", { cookie: bobCookie })).data as {
      profile: { name: string; shipping: { city: string } };
    };
    expect(bobPage.profile).toMatchObject({ name: "Bob", shipping: { city: "Milano" } });
  });

  it("gives each screen's messages", async () => {
    const cookie = await signInCookie("ann@example.com", "ann-password");
    const form = { intent: "profile", billingSame: "1" };
    expect(errorsOf(await callRoute(account.action, "/account", { cookie, form }))).toMatchObject({
      name: ["Name Required"],
      "shipping.postcode": ["ZipCode Required"],
    });
    expect(errorsOf(await callRoute(adresse.action, "/adresse", { cookie, form }))).toMatchObject({
      name: ["Required"],
      "shipping.postcode": ["ZipCode Required"],
    });
    expect(errorsOf(await callRoute(confirmAdress.action, "/confirm-adress", { cookie, form }))).toMatchObject({
      "shipping.lastName": ["Name Required"],
    });
  });

  it("/confirm-adress saves the addresses and goes on to /checkout, which says so", async () => {
    const cookie = await signInCookie("ann@example.com", "ann-password");
    const form = { intent: "profile", billingSame: "1", ...SHIPPING, "shipping.city": "Bologna" };
    expect(answer(await callRoute(confirmAdress.action, "/confirm-adress", { cookie, form })).location).toBe(
      "/checkout?updated=address",
    );
    const [ann] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, "ann@example.com"));
    const [shipping] = await database.db
      .select({ city: addresses.city })
      .from(addresses)
      .where(eq(addresses.userId, ann!.id));
    expect(shipping?.city).toBe("Bologna");
  });

  it("changes the password and keeps this browser signed in with a new session", async () => {
    await createTestCustomer({ name: "Eli", email: "eli@example.com", password: "eli-password" });
    const cookie = await signInCookie("eli@example.com", "eli-password");
    const empty = await callRoute(account.action, "/account", { cookie, form: { intent: "password" } });
    expect(errorsOf(empty)).toEqual({ currentPassword: ["Required Password"], newPassword: ["Required Password"] });
    expect(answer(empty).data?.intent).toBe("password");

    const changed = answer(
      await callRoute(account.action, "/account", {
        cookie,
        form: { intent: "password", currentPassword: "eli-password", newPassword: "eli-new-password" },
      }),
    );
    expect(changed.location).toBe("/account?updated=password");
    expect(answer(await callRoute(account.loader, "/account", { cookie })).location).toMatch(/^\/login/);
    expect(answer(await callRoute(account.loader, "/account", { cookie: cookieFrom(changed.headers) })).status).toBe(
      200,
    );
  });
});

describe("/logout", () => {
  it("signs out on POST only", async () => {
    await createTestCustomer({ name: "Gus", email: "gus@example.com", password: "gus-password" });
    const cookie = await signInCookie("gus@example.com", "gus-password");
    const onGet = answer(await callRoute(logout.loader, "/logout", { cookie }));
    expect(onGet.location).toBe("/login");
    expect(answer(await callRoute(account.loader, "/account", { cookie })).status).toBe(200);

    const onPost = answer(await callRoute(logout.action, "/logout", { cookie, form: {} }));
    expect(onPost.location).toBe("/login");
    expect(onPost.headers.getSetCookie().join()).toContain("Max-Age=0");
    expect(answer(await callRoute(account.loader, "/account", { cookie })).location).toMatch(/^\/login/);
  });
});

describe("/reset-password", () => {
  it("opens the emailed link once, then sends the customer to sign in", async () => {
    await createTestCustomer({ name: "Flo", email: "flo@example.com", password: "flo-password" });
    const otherSession = await signInCookie("flo@example.com", "flo-password");
    await callRoute(login.action, "/login", { form: { intent: "forgot", email: "flo@example.com" } });
    const [mail] = await database.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, "flo@example.com"));
    const link = new URL(/http\S+reset-password\?token=\S+/.exec(mail!.text)![0]);
    const path = `${link.pathname}${link.search}`;
    const token = link.searchParams.get("token")!;

    expect(answer(await callRoute(resetPassword.loader, path)).data).toEqual({ token });
    const short = await callRoute(resetPassword.action, path, { form: { token, password: "short" } });
    expect(errorsOf(short)).toEqual({ password: ["The password must contain at least 8 characters"] });
    const done = answer(await callRoute(resetPassword.action, path, { form: { token, password: "flo-new-password" } }));
    expect(done.location).toBe("/login?reset=done");

    expect(answer(await callRoute(resetPassword.loader, path)).data).toEqual({ token: null });
    const again = await callRoute(resetPassword.action, path, { form: { token, password: "flo-third-password" } });
    expect(errorsOf(again)).toEqual({ "": [MESSAGES.resetLinkInvalid] });
    // The reset signed out the customer's other sessions.
    const [flo] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, "flo@example.com"));
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, flo!.id))).toEqual([]);
    expect(answer(await callRoute(account.loader, "/account", { cookie: otherSession })).location).toMatch(/^\/login/);
  });
});
