import { desc, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { auditLog, mailOutbox, staffInvitations, staffUsers, staffVerifications } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { cookieFrom } from "~/modules/accounts/test-support.server";
import { SHOP_ACTOR } from "~/modules/shop/audit.server";
import { STAFF_IDLE_SECONDS, STAFF_RESET_LINK_LIFETIME_SECONDS } from "./auth.server";
import { STAFF_MESSAGES } from "./forms";
import {
  acceptStaffLink,
  changeStaffRole,
  createStaffLink,
  findStaffLink,
  findStaffResetLink,
  firstOwnerLinkIfNoStaff,
  getStaff,
  inviteStaff,
  removeStaff,
  requestStaffPasswordReset,
  requireStaff,
  resetStaffPassword,
  revokeStaffLink,
  signInStaff,
  turnOffColleagueTwoFactor,
  verifySecondFactor,
} from "./staff.server";
import { callerWith, createSignedInStaff, nextCodeFor } from "./test-support.server";

const database = databaseForTests();
afterEach(() => vi.useRealTimers());

const tokenOf = (url: string) => new URL(url).searchParams.get("token") ?? "";

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (answer) {
    if (answer instanceof Response) return answer;
    if (answer && typeof answer === "object" && "init" in answer) {
      const { init } = answer as { init: { status: number } };
      return new Response(null, { status: init.status });
    }
    throw answer;
  }
  throw new Error("expected the guard to throw an answer");
}

describe("the first owner", () => {
  it("gets a link at start while no staff exists, which works once and makes an owner who must set up two-factor", async () => {
    const first = await firstOwnerLinkIfNoStaff();
    expect(first?.url).toMatch(/\/admin\/join\?token=/);
    expect(first!.expiresAt.getTime() - Date.now()).toBeGreaterThan(47 * 3600 * 1000);
    expect(await findStaffLink(tokenOf(first!.url))).toMatchObject({ email: null, role: "owner" });

    const joined = await acceptStaffLink(callerWith(), tokenOf(first!.url), {
      name: "Olivia Owner",
      email: "Olivia@Example.com",
      password: "owner-password-1",
    });
    expect(joined.ok).toBe(true);
    if (!joined.ok) return;
    const cookie = cookieFrom(joined.headers);
    const signedIn = await getStaff(callerWith(cookie).request);
    expect(signedIn?.staff).toMatchObject({ email: "olivia@example.com", role: "owner", twoFactorEnabled: false });

    // An owner without a second factor is sent to set it up, whatever page they ask for.
    const answer = await thrown(requireStaff(callerWith(cookie).request, ["owner"]));
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/admin/account");
    await expect(requireStaff(callerWith(cookie).request, ["owner"], { beforeTwoFactor: true })).resolves.toMatchObject(
      {
        role: "owner",
      },
    );

    // The link worked once; no new first-owner link once staff exist.
    const again = await acceptStaffLink(callerWith(), tokenOf(first!.url), {
      name: "Mallory",
      email: "mallory@example.com",
      password: "mallory-password",
    });
    expect(again).toMatchObject({ ok: false, status: 404, message: STAFF_MESSAGES.linkInvalid });
    expect(await firstOwnerLinkIfNoStaff()).toBeNull();
    const [joinedEntry] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "staff.joined"))
      .orderBy(desc(auditLog.id));
    expect(joinedEntry).toMatchObject({ staffName: "Olivia Owner", entity: "staff" });
  });

  it("refuses a first owner's link (no address) once a staff account exists", async () => {
    const { url } = await createStaffLink(SHOP_ACTOR, { email: null, role: "owner" });
    expect(await findStaffLink(tokenOf(url))).toBeNull();
  });
});

describe("signing in", () => {
  it("asks for a code from the app, then opens a session; a wrong code is refused", async () => {
    const owner = await createSignedInStaff({ name: "Oscar", email: "oscar@example.com", role: "owner" });
    const first = await signInStaff(callerWith(), { email: "OSCAR@example.com", password: owner.password });
    expect(first).toMatchObject({ ok: true, secondFactor: true });
    if (!first.ok) return;
    const halfway = cookieFrom(first.headers);
    expect(await getStaff(callerWith(halfway).request)).toBeNull();

    const wrong = await verifySecondFactor(callerWith(halfway), { method: "app", code: "000000" });
    expect(wrong).toMatchObject({ ok: false, status: 400 });
    const right = await verifySecondFactor(callerWith(halfway), { method: "app", code: nextCodeFor(owner.secret!) });
    expect(right.ok).toBe(true);
    if (!right.ok) return;
    const session = await getStaff(callerWith(cookieFrom(right.headers)).request);
    expect(session?.staff).toMatchObject({ role: "owner", twoFactorEnabled: true });
  });

  it("refuses a wrong password or an unknown address with one message", async () => {
    const service = await createSignedInStaff({ name: "Sam", email: "sam@example.com", role: "service" });
    for (const attempt of [
      { email: service.email, password: "not-the-password" },
      { email: "nobody@example.com", password: service.password },
    ]) {
      expect(await signInStaff(callerWith(), attempt)).toMatchObject({
        status: 401,
        message: STAFF_MESSAGES.signInFailed,
      });
    }
  });

  it("never takes a customer's session for a staff one", async () => {
    const request = new Request("http://localhost/admin", { headers: { cookie: "shop.session_token=abc.def" } });
    expect(await getStaff(request)).toBeNull();
  });

  it("limits password attempts per address and e-mail with a 429", async () => {
    const caller = callerWith();
    let last: Awaited<ReturnType<typeof signInStaff>> | undefined;
    for (let attempt = 0; attempt < 6; attempt++) {
      last = await signInStaff(caller, { email: "guess@example.com", password: `guess-${attempt}` });
    }
    expect(last).toMatchObject({ ok: false, status: 429 });
  });

  it("ends a session after eight idle hours, and keeps an active one going", async () => {
    const service = await createSignedInStaff({ name: "Idle", email: "idle@example.com", role: "service" });
    vi.useFakeTimers({ now: Date.now() + (STAFF_IDLE_SECONDS - 60) * 1000, toFake: ["Date"] });
    const active = await getStaff(callerWith(service.cookie).request);
    expect(active).not.toBeNull();
    // Its end moved: eight more hours from now.
    vi.setSystemTime(Date.now() + (STAFF_IDLE_SECONDS - 60) * 1000);
    expect(await getStaff(callerWith(service.cookie).request)).not.toBeNull();
    vi.setSystemTime(Date.now() + (STAFF_IDLE_SECONDS + 60) * 1000);
    expect(await getStaff(callerWith(service.cookie).request)).toBeNull();
  });
});

describe("roles", () => {
  it("answers 403 to a role the page does not allow, and sends visitors to sign in", async () => {
    const workshop = await createSignedInStaff({ name: "Wes", email: "wes@example.com", role: "workshop" });
    const forbidden = await thrown(requireStaff(callerWith(workshop.cookie).request, ["owner", "service"]));
    expect(forbidden.status).toBe(403);
    const visitor = await thrown(requireStaff(new Request("http://localhost/admin/orders?status=paid"), ["owner"]));
    expect(visitor.headers.get("Location")).toBe("/admin/login?redirectTo=%2Fadmin%2Forders%3Fstatus%3Dpaid");
  });
});

describe("the owner manages staff", () => {
  it("invites by e-mail, changes a role, removes an account (its sessions end), revokes an invitation; each in the audit log", async () => {
    const owner = await createSignedInStaff({ name: "Ona", email: "ona@example.com", role: "owner" });
    const ownerMember = (await getStaff(callerWith(owner.cookie).request))!.staff;

    expect(await inviteStaff(ownerMember, { email: "New.Cutter@example.com", role: "workshop" })).toEqual({ ok: true });
    const [mail] = await database.db
      .select({ to: mailOutbox.to, text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, "new.cutter@example.com"));
    expect(mail?.text).toMatch(/\/admin\/join\?token=/);
    expect(await inviteStaff(ownerMember, { email: "ona@example.com", role: "service" })).toMatchObject({
      status: 400,
      fieldErrors: { email: [STAFF_MESSAGES.staffExists] },
    });

    const colleague = await createSignedInStaff({ name: "Cleo", email: "cleo@example.com", role: "service" });
    const [cleo] = await database.db
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.email, "cleo@example.com"));
    expect(await changeStaffRole(ownerMember, cleo!.id, "workshop")).toEqual({ ok: true });
    expect((await getStaff(callerWith(colleague.cookie).request))?.staff.role).toBe("workshop");
    // Nobody changes their own role here (an owner cannot lock the shop out by mistake).
    expect(await changeStaffRole(ownerMember, ownerMember.id, "service")).toMatchObject({ status: 404 });

    expect(await removeStaff(ownerMember, cleo!.id)).toEqual({ ok: true });
    expect(await getStaff(callerWith(colleague.cookie).request)).toBeNull();
    expect(await signInStaff(callerWith(), { email: colleague.email, password: colleague.password })).toMatchObject({
      status: 401,
    });

    const [invitation] = await database.db
      .select({ id: staffInvitations.id })
      .from(staffInvitations)
      .where(eq(staffInvitations.email, "new.cutter@example.com"));
    expect(await revokeStaffLink(ownerMember, invitation!.id)).toEqual({ ok: true });
    expect(await revokeStaffLink(ownerMember, invitation!.id)).toMatchObject({ status: 404 });

    const actions = await database.db
      .select({ action: auditLog.action, by: auditLog.staffName })
      .from(auditLog)
      .where(eq(auditLog.staffId, ownerMember.id));
    expect(actions.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["staff.link_created", "staff.role_changed", "staff.removed", "staff.invitation_revoked"]),
    );
  });
});

describe("a colleague who lost their phone and recovery codes", () => {
  it("gets two-factor sign-in turned off by an owner: sessions end, the password alone signs in, only to set it up again", async () => {
    const owner = await createSignedInStaff({ name: "Ines", email: "ines@example.com", role: "owner" });
    const ownerMember = (await getStaff(callerWith(owner.cookie).request))!.staff;
    const colleague = await createSignedInStaff({ name: "Teo", email: "teo@example.com", role: "owner" });
    const teo = (await getStaff(callerWith(colleague.cookie).request))!.staff;

    expect(await turnOffColleagueTwoFactor(ownerMember, teo.id)).toEqual({ ok: true });
    expect(await getStaff(callerWith(colleague.cookie).request)).toBeNull();
    const signedIn = await signInStaff(callerWith(), { email: colleague.email, password: colleague.password });
    expect(signedIn).toMatchObject({ ok: true, secondFactor: false });
    if (!signedIn.ok) return;
    const cookie = cookieFrom(signedIn.headers);
    expect((await getStaff(callerWith(cookie).request))?.staff.twoFactorEnabled).toBe(false);
    const answer = await thrown(requireStaff(callerWith(cookie).request, ["owner"]));
    expect(answer.headers.get("Location")).toBe("/admin/account");

    // Nobody turns off their own this way, nor a removed colleague's.
    expect(await turnOffColleagueTwoFactor(ownerMember, ownerMember.id)).toMatchObject({ status: 404 });
    await removeStaff(ownerMember, teo.id);
    expect(await turnOffColleagueTwoFactor(ownerMember, teo.id)).toMatchObject({ status: 404 });
    const entries = await database.db
      .select({ by: auditLog.staffName, entityId: auditLog.entityId })
      .from(auditLog)
      .where(eq(auditLog.action, "staff.two_factor_turned_off"));
    expect(entries).toEqual([{ by: "Ines", entityId: teo.id }]);
  });
});

describe("a forgotten password", () => {
  /** The token of the newest reset link mailed to `email`, or "" when none was. */
  async function resetTokenMailedTo(email: string): Promise<string> {
    const [mail] = await database.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    return /\/admin\/reset-password\?token=([\w-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
  }

  it("mails a link to current staff only, with one answer for every address, and the audit log says so", async () => {
    const member = await createSignedInStaff({ name: "Rita", email: "rita@example.com", role: "service" });
    const gone = await createSignedInStaff({ name: "Gus", email: "gus@example.com", role: "workshop" });
    const owner = await createSignedInStaff({ name: "Oda", email: "oda@example.com", role: "owner" });
    const ownerMember = (await getStaff(callerWith(owner.cookie).request))!.staff;
    const [gus] = await database.db
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.email, gone.email));
    await removeStaff(ownerMember, gus!.id);

    const answers = await Promise.all(
      ["Rita@Example.com", "gus@example.com", "nobody@example.com"].map((email) =>
        requestStaffPasswordReset(callerWith(), email),
      ),
    );
    expect(answers).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    const token = await resetTokenMailedTo(member.email);
    expect(token).not.toBe("");
    expect(await resetTokenMailedTo("gus@example.com")).toBe("");
    expect(await resetTokenMailedTo("nobody@example.com")).toBe("");
    expect(await findStaffResetLink(token)).toMatchObject({ name: "Rita", email: "rita@example.com" });

    const [entry] = await database.db
      .select({ action: auditLog.action, by: auditLog.staffName, entity: auditLog.entity })
      .from(auditLog)
      .where(eq(auditLog.action, "staff.reset_link_mailed"));
    expect(entry).toEqual({ action: "staff.reset_link_mailed", by: SHOP_ACTOR.name, entity: "staff" });
  });

  it("sets the new password once from the link, ends every session, keeps the second factor, and logs it", async () => {
    const owner = await createSignedInStaff({
      name: "Nell",
      email: "nell@example.com",
      role: "owner",
      password: "old-owner-password",
    });
    await requestStaffPasswordReset(callerWith(), owner.email);
    const token = await resetTokenMailedTo(owner.email);
    // Kept hashed: a copy of the database resets nobody's password.
    const stored = await database.db.select({ identifier: staffVerifications.identifier }).from(staffVerifications);
    expect(stored.some((row) => row.identifier.includes(token))).toBe(false);

    expect(await resetStaffPassword(callerWith(), token, "new-owner-password")).toEqual({ ok: true });
    expect(await getStaff(callerWith(owner.cookie).request)).toBeNull();
    expect(await signInStaff(callerWith(), { email: owner.email, password: "old-owner-password" })).toMatchObject({
      status: 401,
    });
    // The new password opens only the first step: the owner's app is still asked for.
    const signedIn = await signInStaff(callerWith(), { email: owner.email, password: "new-owner-password" });
    expect(signedIn).toMatchObject({ ok: true, secondFactor: true });

    expect(await findStaffResetLink(token)).toBeNull();
    expect(await resetStaffPassword(callerWith(), token, "third-password")).toEqual({
      ok: false,
      status: 400,
      message: STAFF_MESSAGES.resetLinkInvalid,
    });
    const entries = await database.db
      .select({ by: auditLog.staffName })
      .from(auditLog)
      .where(eq(auditLog.action, "staff.password_reset"));
    expect(entries).toEqual([{ by: "Nell" }]);
  });

  it("refuses a link after an hour, and a link of someone removed since", async () => {
    // Only the links matter here: no second factor set up, which keeps the test short.
    const late = await createSignedInStaff({
      name: "Lou",
      email: "lou@example.com",
      role: "workshop",
      twoFactor: false,
    });
    await requestStaffPasswordReset(callerWith(), late.email);
    const lateToken = await resetTokenMailedTo(late.email);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + (STAFF_RESET_LINK_LIFETIME_SECONDS + 60) * 1000);
    expect(await findStaffResetLink(lateToken)).toBeNull();
    expect(await resetStaffPassword(callerWith(), lateToken, "late-password")).toMatchObject({ status: 400 });
    vi.useRealTimers();

    const leaving = await createSignedInStaff({
      name: "Max",
      email: "max@example.com",
      role: "workshop",
      twoFactor: false,
    });
    await requestStaffPasswordReset(callerWith(), leaving.email);
    const token = await resetTokenMailedTo(leaving.email);
    const owner = await createSignedInStaff({ name: "Ora", email: "ora@example.com", role: "owner" });
    const ownerMember = (await getStaff(callerWith(owner.cookie).request))!.staff;
    const [max] = await database.db
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.email, leaving.email));
    await removeStaff(ownerMember, max!.id);
    expect(await resetStaffPassword(callerWith(), token, "comeback-password")).toMatchObject({
      status: 400,
      message: STAFF_MESSAGES.resetLinkInvalid,
    });
    expect(await signInStaff(callerWith(), { email: leaving.email, password: "comeback-password" })).toMatchObject({
      status: 401,
    });
  });

  it("mails one address at most three times a quarter of an hour", async () => {
    await createSignedInStaff({ name: "Pia", email: "pia@example.com", role: "workshop", twoFactor: false });
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(await requestStaffPasswordReset(callerWith(), "pia@example.com")).toEqual({ ok: true });
    }
    expect(await requestStaffPasswordReset(callerWith(), "PIA@example.com")).toMatchObject({ status: 429 });
  });
});
