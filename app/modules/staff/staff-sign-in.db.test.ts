import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { auditLog, mailOutbox, staffSessions, staffUsers } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import type { Caller } from "~/infra/caller";
import { COMMON_PASSWORD_MESSAGE } from "~/modules/accounts/common-passwords.server";
import { sessionTokenHash } from "~/modules/accounts/session-tokens.server";
import { cookieFrom } from "~/modules/accounts/test-support.server";
import { SHOP_ACTOR } from "~/modules/shop/audit.server";
import { STAFF_SESSION_MAX_SECONDS, staffAuth } from "./auth.server";
import {
  acceptStaffLink,
  createStaffLink,
  getStaff,
  requestStaffPasswordReset,
  resetStaffPassword,
  signInStaff,
  signOutStaff,
  verifySecondFactor,
} from "./staff.server";
import { callerWith, createSignedInStaff, nextCodeFor } from "./test-support.server";

/*
 * Signing in to the back office against guessing, guessable passwords and stolen sessions:
 * a stranger cannot lock a staff member out, common passwords are refused, a session has an
 * absolute end, and the sessions table holds no token that could be replayed.
 */

const database = databaseForTests();
afterEach(() => vi.useRealTimers());

const tokenOf = (url: string) => new URL(url).searchParams.get("token") ?? "";

/** The session token a staff cookie carries (better-auth signs it: `token.signature`). */
function sessionTokenIn(cookie: string): string {
  const value = /staff\.session_token=([^;]+)/.exec(cookie)?.[1] ?? "";
  return decodeURIComponent(value).split(".")[0]!;
}

describe("a stranger guessing a staff member's password", () => {
  it("is slowed down from every address, does not keep the staff member out, and is mailed about once", {
    timeout: 180_000,
  }, async () => {
    const member = await createSignedInStaff({ name: "Gia", email: "gia@example.com", role: "workshop" });
    const wrong = (attempt: number) => ({ email: member.email, password: `guess-${attempt}` });

    // From one address: five tries a quarter of an hour, then that address waits, even with
    // the right password.
    const stranger = callerWith();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(await signInStaff(stranger, wrong(attempt))).toMatchObject({ status: 401 });
    }
    expect(await signInStaff(stranger, { email: member.email, password: member.password })).toMatchObject({
      status: 429,
    });

    // Taking turns from thirty other addresses: thirty-five wrong passwords in all.
    for (let attempt = 5; attempt < 35; attempt++) {
      expect(await signInStaff(callerWith(), wrong(attempt))).toMatchObject({ status: 401 });
    }

    // The staff member, from an address that did not guess, signs in as usual: the password,
    // then the code from the app.
    const own = await signInStaff(callerWith(), { email: "GIA@example.com", password: member.password });
    expect(own).toMatchObject({ ok: true, secondFactor: true });
    if (!own.ok) return;
    const code = await verifySecondFactor(callerWith(cookieFrom(own.headers)), {
      method: "app",
      code: nextCodeFor(member.secret!),
    });
    expect(code.ok).toBe(true);

    // While the account is being guessed at, a new address gets two tries instead of five.
    const next = callerWith();
    expect(await signInStaff(next, wrong(35))).toMatchObject({ status: 401 });
    expect(await signInStaff(next, wrong(36))).toMatchObject({ status: 401 });
    expect(await signInStaff(next, wrong(37))).toMatchObject({ status: 429 });
    // The first address still waits.
    expect(await signInStaff(stranger, wrong(38))).toMatchObject({ status: 429 });

    // One mail and one audit entry, not one per wrong password.
    const mails = await database.db
      .select({ subject: mailOutbox.subject, text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, member.email));
    const warnings = mails.filter((mail) => /guessing your/.test(mail.subject));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.text).toContain("you sign in as usual from your own device");
    const [gia] = await database.db
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.email, member.email));
    const entries = await database.db
      .select({ by: auditLog.staffName, entityId: auditLog.entityId })
      .from(auditLog)
      .where(eq(auditLog.action, "staff.password_guessing_mailed"));
    expect(entries).toEqual([{ by: SHOP_ACTOR.name, entityId: gia!.id }]);
  });

  it("mails nobody for an address that is not a staff member's", { timeout: 120_000 }, async () => {
    for (let attempt = 0; attempt < 12; attempt++) {
      await signInStaff(callerWith(), { email: "nobody-here@example.com", password: `guess-${attempt}` });
    }
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, "nobody-here@example.com"));
    expect(mails).toEqual([]);
  });
});

describe("an office behind one address", () => {
  it("signs in together while one colleague who keeps mistyping is held back", { timeout: 180_000 }, async () => {
    const member = await createSignedInStaff({ name: "Ines", email: "ines@example.com", role: "service" });
    const office = (): Caller => ({ request: new Request("http://localhost/admin"), clientIp: "203.0.113.50" });

    // One colleague mistypes five times: they wait a quarter of an hour, on their account only.
    const hammering = { email: "rosa@example.com", password: "not-her-password" };
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(await signInStaff(office(), hammering)).toMatchObject({ status: 401 });
    }
    expect(await signInStaff(office(), hammering)).toMatchObject({ status: 429 });

    // Forty more attempts from the same address (twenty colleagues, two mistypes each) are answered.
    for (let colleague = 0; colleague < 20; colleague++) {
      for (let attempt = 0; attempt < 2; attempt++) {
        expect(
          await signInStaff(office(), { email: `colleague-${colleague}@example.com`, password: `typo-${attempt}` }),
        ).toMatchObject({ status: 401 });
      }
    }
    // And a colleague with the right password signs in from there.
    expect(await signInStaff(office(), { email: member.email, password: member.password })).toMatchObject({
      ok: true,
      secondFactor: true,
    });
    // The one who kept mistyping still waits, with a clear message.
    expect(await signInStaff(office(), hammering)).toMatchObject({
      status: 429,
      message: expect.stringMatching(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/),
    });
  });

  it("is held back past a hundred attempts an hour from the address", { timeout: 180_000 }, async () => {
    const crowd = (): Caller => ({ request: new Request("http://localhost/admin"), clientIp: "203.0.113.51" });
    for (let attempt = 0; attempt < 100; attempt++) {
      const answer = await signInStaff(crowd(), { email: `someone-${attempt % 25}@example.com`, password: "wrong" });
      expect(answer).toMatchObject({ status: 401 });
    }
    expect(await signInStaff(crowd(), { email: "someone-new@example.com", password: "wrong" })).toMatchObject({
      status: 429,
    });
  });
});

describe("common passwords", () => {
  it("are refused when joining, beside the password field, and the link still works", async () => {
    const { url } = await createStaffLink(SHOP_ACTOR, { email: "june@example.com", role: "service" });
    for (const password of ["password", "password1", "Password1"]) {
      expect(await acceptStaffLink(callerWith(), tokenOf(url), { name: "June", email: "", password })).toEqual({
        ok: false,
        status: 400,
        fieldErrors: { password: [COMMON_PASSWORD_MESSAGE] },
      });
    }
    const joined = await acceptStaffLink(callerWith(), tokenOf(url), {
      name: "June",
      email: "",
      password: "pinking-shears-and-chalk",
    });
    expect(joined.ok).toBe(true);
  });

  it("are refused as a new password from a reset link, which still works afterwards", async () => {
    const member = await createSignedInStaff({ name: "Kit", email: "kit@example.com", role: "workshop" });
    await requestStaffPasswordReset(callerWith(), member.email);
    const [mail] = await database.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, member.email));
    const token = /reset-password\?token=([\w-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
    expect(await resetStaffPassword(callerWith(), token, "password")).toEqual({
      ok: false,
      status: 400,
      fieldErrors: { password: [COMMON_PASSWORD_MESSAGE] },
    });
    expect(await resetStaffPassword(callerWith(), token, "a-bolt-of-blue-linen")).toEqual({ ok: true });
  });
});

describe("staff sessions", () => {
  it("end a week after their sign-in, however active", async () => {
    const member = await createSignedInStaff({
      name: "Wren",
      email: "wren@example.com",
      role: "service",
      // The password alone signs in again at the end.
      twoFactor: false,
    });
    const signedInAt = Date.now();
    vi.useFakeTimers({ now: signedInAt, toFake: ["Date"] });
    // Active every few hours, the idle end keeps moving, up to the week.
    for (let hours = 6; hours < 7 * 24; hours += 6) {
      vi.setSystemTime(signedInAt + hours * 3600 * 1000);
      expect(await getStaff(callerWith(member.cookie).request)).not.toBeNull();
    }
    vi.setSystemTime(signedInAt + (STAFF_SESSION_MAX_SECONDS + 60) * 1000);
    expect(await getStaff(callerWith(member.cookie).request)).toBeNull();
    const [wren] = await database.db
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.email, member.email));
    expect(await database.db.select().from(staffSessions).where(eq(staffSessions.userId, wren!.id))).toEqual([]);

    // Signing in again opens a new week.
    const again = await signInStaff(callerWith(), { email: member.email, password: member.password });
    if (!again.ok) throw new Error("sign-in failed");
    expect(await getStaff(callerWith(cookieFrom(again.headers)).request)).not.toBeNull();
  });

  it("are stored by a hash of their token: the table's value opens nothing, the cookie's does", async () => {
    const member = await createSignedInStaff({ name: "Hale", email: "hale@example.com", role: "service" });
    const token = sessionTokenIn(member.cookie);
    expect(token).toMatch(/^\w{32}$/);
    const [hale] = await database.db
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.email, member.email));
    const stored = await database.db
      .select({ token: staffSessions.token })
      .from(staffSessions)
      .where(eq(staffSessions.userId, hale!.id));
    expect(stored).toEqual([{ token: sessionTokenHash(token) }]);
    expect(await getStaff(callerWith(member.cookie).request)).toMatchObject({ staff: { email: member.email } });

    // Even signed with the shop's secret, a cookie made of what the table holds is no session.
    const { secret } = await staffAuth().$context;
    const storedValue = stored[0]!.token;
    const signature = createHmac("sha256", secret).update(storedValue).digest("base64");
    const replayed = `staff.session_token=${encodeURIComponent(`${storedValue}.${signature}`)}`;
    expect(await getStaff(callerWith(replayed).request)).toBeNull();

    // Signing out finds the session by its token and ends it.
    await signOutStaff(callerWith(member.cookie).request);
    expect(await getStaff(callerWith(member.cookie).request)).toBeNull();
    expect(await database.db.select().from(staffSessions).where(eq(staffSessions.userId, hale!.id))).toEqual([]);
  });
});
