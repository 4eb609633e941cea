import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { auditLog, mailOutbox, staffUsers } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { cookieFrom } from "~/modules/accounts/test-support.server";
import { SHOP_ACTOR } from "~/modules/shop/audit.server";
import { SECOND_FACTOR_WINDOW_SECONDS } from "./auth.server";
import { STAFF_MESSAGES } from "./forms";
import { STAFF_ROLES } from "./roles";
import { FREE_WRONG_CODES } from "./second-factor";
import {
  confirmTwoFactor,
  getStaff,
  requireStaff,
  signInStaff,
  startTwoFactor,
  verifySecondFactor,
} from "./staff.server";
import { callerWith, codeFor, createSignedInStaff, nextCodeFor, type TestStaff } from "./test-support.server";

/*
 * The second factor at sign-in: every role signs in with it, a code from the app works once,
 * and wrong codes slow the next ones down and are told to the staff member.
 */

const database = databaseForTests();
afterEach(() => vi.useRealTimers());

/** Where the guard sends the request, or null when it lets it through. */
async function sentTo(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (answer) {
    if (answer instanceof Response) return answer.headers.get("Location");
    throw answer;
  }
}

/** The password step of a sign-in: the cookie of the half-done sign-in. */
async function halfSignedIn(staff: TestStaff): Promise<string> {
  const first = await signInStaff(callerWith(), { email: staff.email, password: staff.password });
  if (!first.ok || !first.secondFactor) throw new Error(`expected ${staff.email} to be asked for a code`);
  return cookieFrom(first.headers);
}

const signInWith = async (staff: TestStaff, values: { method: "app" | "recovery"; code: string }) =>
  verifySecondFactor(callerWith(await halfSignedIn(staff)), values);

describe("every role signs in with two factors", () => {
  it.each(STAFF_ROLES)("sends a new %s member to set up the second factor before anything else opens", async (role) => {
    const member = await createSignedInStaff({
      name: `New ${role}`,
      email: `new-${role}@example.com`,
      role,
      twoFactor: false,
    });
    const request = () => callerWith(member.cookie).request;
    expect(await sentTo(requireStaff(request(), STAFF_ROLES))).toBe("/admin/account");
    expect(
      await sentTo(requireStaff(request(), ["owner", "service", "workshop"], { beforeTwoFactor: true })),
    ).toBeNull();
  });

  it("lets an account from before (no second factor yet) in with its password only as far as setting it up, then asks for the code", async () => {
    const legacy = await createSignedInStaff({
      name: "Wes",
      email: "wes@example.com",
      role: "workshop",
      twoFactor: false,
    });
    const signedIn = await signInStaff(callerWith(), { email: legacy.email, password: legacy.password });
    expect(signedIn).toMatchObject({ ok: true, secondFactor: false });
    if (!signedIn.ok) return;
    const cookie = cookieFrom(signedIn.headers);
    expect(await sentTo(requireStaff(callerWith(cookie).request, ["workshop"]))).toBe("/admin/account");

    const member = (await getStaff(callerWith(cookie).request))!.staff;
    const started = await startTwoFactor(callerWith(cookie), member, legacy.password);
    if (!started.ok) throw new Error("set-up refused");
    const confirmed = await confirmTwoFactor(callerWith(cookie), member, codeFor(started.setup.secret));
    expect(confirmed.ok).toBe(true);
    if (!confirmed.ok) return;
    expect(await sentTo(requireStaff(callerWith(cookieFrom(confirmed.headers)).request, ["workshop"]))).toBeNull();

    // From now on the password alone opens nothing.
    const withSecret = { ...legacy, secret: started.setup.secret };
    const half = await halfSignedIn(withSecret);
    expect(await getStaff(callerWith(half).request)).toBeNull();
    const right = await verifySecondFactor(callerWith(half), { method: "app", code: nextCodeFor(withSecret.secret) });
    expect(right.ok).toBe(true);
  });

  it("carries the half-done sign-in in a cookie that is httpOnly, SameSite=Strict and short-lived", async () => {
    const owner = await createSignedInStaff({ name: "Oona", email: "oona@example.com", role: "owner" });
    const first = await signInStaff(callerWith(), { email: owner.email, password: owner.password });
    if (!first.ok) throw new Error("sign-in refused");
    const cookie = first.headers.getSetCookie().find((header) => /^(__Secure-)?staff\.two_factor=[^;]/.test(header));
    expect(cookie).toBeDefined();
    const attributes = cookie!.split(";").map((part) => part.trim());
    expect(attributes).toEqual(
      expect.arrayContaining(["HttpOnly", "SameSite=Strict", "Path=/", `Max-Age=${SECOND_FACTOR_WINDOW_SECONDS}`]),
    );
    // Secure comes with production (useSecureCookies), which the browser tests run; not here on http.
    expect(attributes).not.toContain("Secure");
  });
});

describe("a code from the app works once", () => {
  it("refuses a code used to sign in, and an earlier one, to the next sign-in; a later one opens it", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const service = await createSignedInStaff({ name: "Sam", email: "sam@example.com", role: "service" });
    const code = nextCodeFor(service.secret!);
    expect((await signInWith(service, { method: "app", code })).ok).toBe(true);

    for (const spent of [code, codeFor(service.secret!)]) {
      const again = await signInWith(service, { method: "app", code: spent });
      expect(again).toMatchObject({ ok: false, status: 400, fieldErrors: { code: [STAFF_MESSAGES.codeUsed] } });
    }
    // A minute on, the app shows a code of a step not used yet.
    vi.setSystemTime(Date.now() + 60_000);
    expect((await signInWith(service, { method: "app", code: codeFor(service.secret!) })).ok).toBe(true);
  });

  it("spends the set-up's first code: it does not sign in a moment later", async () => {
    const workshop = await createSignedInStaff({ name: "Wyn", email: "wyn@example.com", role: "workshop" });
    const sameCode = await signInWith(workshop, { method: "app", code: codeFor(workshop.secret!) });
    expect(sameCode).toMatchObject({ status: 400, fieldErrors: { code: [STAFF_MESSAGES.codeUsed] } });
  });

  it("opens one session when the same code comes twice at the same moment", async () => {
    const owner = await createSignedInStaff({ name: "Otto", email: "otto@example.com", role: "owner" });
    const [first, second] = [await halfSignedIn(owner), await halfSignedIn(owner)];
    const code = nextCodeFor(owner.secret!);
    const answers = await Promise.all(
      [first, second].map((cookie) => verifySecondFactor(callerWith(cookie), { method: "app", code })),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(answers.find((answer) => !answer.ok)).toMatchObject({ fieldErrors: { code: [STAFF_MESSAGES.codeUsed] } });
  });
});

describe("wrong codes in a row", () => {
  async function mailsTo(email: string) {
    return database.db
      .select({ subject: mailOutbox.subject, text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email));
  }

  it("make the next code wait longer each time (429 saying how long), are e-mailed once and audited; a right code ends them", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const service = await createSignedInStaff({ name: "Sol", email: "sol@example.com", role: "service" });
    const [sol] = await database.db
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.email, service.email));
    const half = await halfSignedIn(service);
    const tryCode = (values: { method: "app" | "recovery"; code: string }) =>
      verifySecondFactor(callerWith(half), values);

    // A few slips cost nothing, recovery codes counted as well as the app's.
    for (let slip = 1; slip < FREE_WRONG_CODES; slip++) {
      expect(await tryCode({ method: "app", code: "000000" })).toMatchObject({ status: 400 });
    }
    expect(await mailsTo(service.email)).toHaveLength(0);
    expect(await tryCode({ method: "recovery", code: "AAAAA-BBBBB" })).toMatchObject({ status: 400 });

    // Then even the right code waits: 30 seconds, then a minute after the next wrong one.
    const waiting = await tryCode({ method: "app", code: nextCodeFor(service.secret!) });
    expect(waiting).toMatchObject({
      ok: false,
      status: 429,
      message: "Too many wrong codes in a row. Please wait 30 seconds before entering another.",
      retryAfterSeconds: 30,
    });
    vi.setSystemTime(Date.now() + 31_000);
    expect(await tryCode({ method: "app", code: "111111" })).toMatchObject({ status: 400 });
    expect(await tryCode({ method: "recovery", code: "AAAAA-BBBBB" })).toMatchObject({
      status: 429,
      message: "Too many wrong codes in a row. Please wait 1 minute before entering another.",
      retryAfterSeconds: 60,
    });

    // Told once by e-mail, with what to do, and the owner reads it in the audit log.
    const mails = await mailsTo(service.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/Wrong sign-in codes/);
    expect(mails[0]!.text).toContain(`entered ${FREE_WRONG_CODES} wrong codes in a row`);
    expect(mails[0]!.text).toContain("Forgotten your password?");
    const entries = await database.db
      .select({ by: auditLog.staffName })
      .from(auditLog)
      .where(and(eq(auditLog.action, "staff.wrong_codes_mailed"), eq(auditLog.entityId, sol!.id)));
    expect(entries).toEqual([{ by: SHOP_ACTOR.name }]);

    // The wait over, the right code signs in and the count starts again.
    vi.setSystemTime(Date.now() + 61_000);
    expect((await tryCode({ method: "app", code: codeFor(service.secret!) })).ok).toBe(true);
    expect(await signInWith(service, { method: "app", code: "222222" })).toMatchObject({ status: 400 });
    expect((await signInWith(service, { method: "app", code: nextCodeFor(service.secret!) })).ok).toBe(true);
  });

  it("count per staff member, whatever the address or the half-done sign-in", async () => {
    const owner = await createSignedInStaff({ name: "Ode", email: "ode@example.com", role: "owner" });
    const colleague = await createSignedInStaff({ name: "Ivo", email: "ivo@example.com", role: "owner" });
    for (let attempt = 0; attempt < FREE_WRONG_CODES; attempt++) {
      expect(await signInWith(owner, { method: "app", code: "000000" })).toMatchObject({ status: 400 });
    }
    expect(await signInWith(owner, { method: "app", code: nextCodeFor(owner.secret!) })).toMatchObject({ status: 429 });
    expect((await signInWith(colleague, { method: "app", code: nextCodeFor(colleague.secret!) })).ok).toBe(true);
  });
});
