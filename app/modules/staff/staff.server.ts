import { createHash, randomBytes } from "node:crypto";
import { APIError } from "better-auth/api";
import { hashPassword, symmetricDecrypt } from "better-auth/crypto";
import { and, asc, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import QRCode from "qrcode";
import { data, redirect } from "react-router";
import { config } from "~/config.server";
import { db, type Transaction } from "~/db/client.server";
import { isUniqueViolation } from "~/db/errors";
import { staffAccounts, staffInvitations, staffSessions, staffTwoFactors, staffUsers } from "~/db/schema";
import { type Caller, cookiesOf } from "~/infra/caller";
import { createRateLimit, describeWait } from "~/infra/rate-limit.server";
import { safeRedirectPath } from "~/infra/redirect";
import { type Done, type Refusal, refuse, refuseFields, tooManyRequests } from "~/infra/refusal";
import { refuseCommonPassword } from "~/modules/accounts/common-passwords.server";
import { type SignInLimits, signInWithPassword } from "~/modules/accounts/sign-in.server";
import { paragraphs } from "~/modules/mail/letter";
import { queueMail } from "~/modules/mail/mail.server";
import { type Actor, recordAudit, SHOP_ACTOR } from "~/modules/shop/audit.server";
import { SHOP_NAME } from "~/modules/shop/identity";
import { STAFF_SESSION_MAX_SECONDS, staffAuth } from "./auth.server";
import { STAFF_MESSAGES } from "./forms";
import { type AdminArea, canOpen, ROLE_LABELS, type StaffRole } from "./roles";
import { isUnusedStep, shouldMailAboutWrongCodes, totpStepOf, waitAfterWrongCodes } from "./second-factor";
import { ADMIN_LOGIN_PATH, STAFF_LINK_LIFETIME_HOURS, type StaffMember, TWO_FACTOR_SETUP_PATH } from "./staff";

/*
 * The back office's door for who is signed in: staff sign-in with a second factor, the
 * one-time links that create staff accounts, and the guard every back-office loader and
 * action calls. The staff member always comes from the session's cookie.
 */

/** Where a laptop's shop also writes the first owner's link, inside its data directory. */
export const FIRST_OWNER_LINK_FILE = "first-owner-link.txt";

// As for customers (accounts.server.ts), but tighter for each person: what it opens is worth
// more. Five attempts a quarter of an hour from one address on one account (the person); a
// hundred an hour from one address, so a whole office or the workshop's phones on one mobile
// network sign in even when one of them is locked out (docs/decisions/035). Past ten wrong
// passwords an hour from anywhere the account is being guessed at: each wrong password then
// costs its address three attempts (two tries a quarter of an hour), and the staff member is
// told by e-mail once a day.
const SIGN_IN_LIMITS: SignInLimits = {
  perAddressAndEmail: createRateLimit({ name: "staff-sign-in", points: 5, durationSeconds: 900 }),
  perAddress: createRateLimit({ name: "staff-sign-in-ip", points: 100, durationSeconds: 3600 }),
  wrongPasswordsPerEmail: createRateLimit({ name: "staff-sign-in-wrong-email", points: 10, durationSeconds: 3600 }),
  guessingPenalty: 2,
};
const limitGuessingMails = createRateLimit({ name: "staff-guessing-mail", points: 1, durationSeconds: 24 * 3600 });
const limitSecondFactor = createRateLimit({ name: "staff-second-factor", points: 5, durationSeconds: 60 });
const limitLinkUse = createRateLimit({ name: "staff-link", points: 10, durationSeconds: 60 });
// A forgotten password, as for customers: a few mails per address, a few tries per network address.
const limitResetRequestsPerAddress = createRateLimit({
  name: "staff-reset-request-ip",
  points: 10,
  durationSeconds: 60,
});
const limitResetRequestsPerEmail = createRateLimit({
  name: "staff-reset-request-email",
  points: 3,
  durationSeconds: 900,
});
const limitPasswordReset = createRateLimit({ name: "staff-reset-password", points: 10, durationSeconds: 60 });

// --- Who is signed in -------------------------------------------------------------------

/**
 * The staff member signed in with this request's cookie, and the cookie to send back when
 * the session's idle timer was pushed back (every few minutes of activity), or null. A
 * session ends after eight idle hours, and a week after its sign-in however active.
 */
export async function getStaff(request: Request): Promise<{ staff: StaffMember; headers: Headers } | null> {
  const { headers, response } = await staffAuth().api.getSession({ headers: request.headers, returnHeaders: true });
  if (!response) return null;
  if (response.session.createdAt.getTime() + STAFF_SESSION_MAX_SECONDS * 1000 <= Date.now()) {
    await db().delete(staffSessions).where(eq(staffSessions.id, response.session.id));
    return null;
  }
  const user = response.user;
  if (user.disabledAt) return null;
  return {
    staff: {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role as StaffRole,
      twoFactorEnabled: Boolean(user.twoFactorEnabled),
    },
    headers: cookiesOf(headers),
  };
}

/** The sign-in page's address, bringing the staff member back to `url` afterwards. */
export function staffLoginPathFor(url: URL): string {
  const back = `${url.pathname}${url.search}`;
  return back === "/admin" ? ADMIN_LOGIN_PATH : `${ADMIN_LOGIN_PATH}?redirectTo=${encodeURIComponent(back)}`;
}

/** Where to go after signing in: the page asked for (inside /admin only), else the back office's home. */
export function afterStaffSignInPath(search: URLSearchParams): string {
  const asked = safeRedirectPath(search.get("redirectTo"), "");
  return asked.startsWith("/admin") && !asked.startsWith(ADMIN_LOGIN_PATH) ? asked : "/admin";
}

/**
 * The guard of every back-office loader and action: the signed-in staff member when their
 * role is one of `roles`. Like `requireCustomer` it throws React Router's answers: a visitor
 * (or a customer) goes to the sign-in page, a staff member without a second factor yet (every
 * role signs in with one: a new member, or an account from before it was required) to set one
 * up, and a role not allowed gets a 403.
 */
export async function requireStaff(
  request: Request,
  roles: readonly StaffRole[],
  options: { beforeTwoFactor?: boolean } = {},
): Promise<StaffMember> {
  const signedIn = await getStaff(request);
  if (!signedIn) throw redirect(staffLoginPathFor(new URL(request.url)));
  const { staff } = signedIn;
  if (!staff.twoFactorEnabled && !options.beforeTwoFactor) {
    throw redirect(TWO_FACTOR_SETUP_PATH);
  }
  if (!roles.includes(staff.role)) throw data(STAFF_MESSAGES.forbidden, { status: 403 });
  return staff;
}

/** For a page whose parts belong to different areas: refuses (403) what the staff member's role does not open. */
export function requireArea(staff: StaffMember, area: AdminArea): void {
  if (!canOpen(staff.role, area)) throw data(STAFF_MESSAGES.forbidden, { status: 403 });
}

// --- Sign-in ----------------------------------------------------------------------------

/**
 * Checks the password. A staff member with two-factor sign-in must then give a code: the
 * answer says so, with the short-lived cookie that carries the half-done sign-in.
 */
export async function signInStaff(
  caller: Caller,
  values: { email: string; password: string },
): Promise<Done<{ headers: Headers; secondFactor: boolean }>> {
  const signedIn = await signInWithPassword(caller, values, {
    limits: SIGN_IN_LIMITS,
    signIn: (request) => staffAuth().api.signInEmail(request),
    failed: STAFF_MESSAGES.signInFailed,
    onGuessing: mailAboutGuessing,
  });
  if (!signedIn.ok) return signedIn;
  const { response } = signedIn;
  const secondFactor = "twoFactorRedirect" in response && response.twoFactorRedirect === true;
  return { ok: true, headers: signedIn.headers, secondFactor };
}

/**
 * Tells a current staff member that their password is being guessed at, once a day while it
 * goes on (not at every wrong password), and writes it in the audit log.
 */
async function mailAboutGuessing(email: string): Promise<void> {
  const [person] = await db()
    .select({ id: staffUsers.id, name: staffUsers.name })
    .from(staffUsers)
    .where(and(eq(staffUsers.email, email), isNull(staffUsers.disabledAt)));
  if (!person || (await limitGuessingMails(email))) return;
  await db().transaction(async (tx) => {
    await queueMail(tx, {
      to: email,
      subject: `Someone is guessing your ${SHOP_NAME} back office password`,
      greeting: `Hello ${person.name},`,
      blocks: paragraphs([
        `Wrong passwords keep being tried for your ${SHOP_NAME} back office account, more than you would mistype. They are slowed down, and they do not keep you out: you sign in as usual from your own device.`,
        "",
        `If it was you, nothing is wrong. If it was not, and your password is one you use elsewhere or could be guessed, choose a new one ("Forgotten your password?" on the sign-in page) and tell the shop's owner.`,
      ]),
    });
    await recordAudit(tx, SHOP_ACTOR, {
      action: "staff.password_guessing_mailed",
      entity: "staff",
      entityId: person.id,
      after: { email },
    });
  });
}

// --- Forgotten password -----------------------------------------------------------------

/**
 * Mails a link to choose a new password when the address is a current staff member's
 * (auth.server.ts `sendResetPassword`). The answer is the same whether or not it is.
 */
export async function requestStaffPasswordReset(caller: Caller, email: string): Promise<Done> {
  const address = email.toLowerCase();
  const limited = (await limitResetRequestsPerAddress(caller.clientIp)) ?? (await limitResetRequestsPerEmail(address));
  if (limited) return tooManyRequests(limited);
  await staffAuth().api.requestPasswordReset({ body: { email: address } });
  return { ok: true };
}

/** Whom a reset link is for: a current staff member, while the link is unused and not expired. */
export async function findStaffResetLink(token: string): Promise<{ id: string; name: string; email: string } | null> {
  if (token.length === 0 || token.length > 200) return null;
  const context = await staffAuth().$context;
  const verification = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!verification || verification.expiresAt <= new Date()) return null;
  const [person] = await db()
    .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email })
    .from(staffUsers)
    .where(and(eq(staffUsers.id, verification.value), isNull(staffUsers.disabledAt)));
  return person ?? null;
}

/**
 * Sets a new password from a reset link: the link then stops working and every session of
 * the staff member ends. The second factor stays as it was.
 */
export async function resetStaffPassword(caller: Caller, token: string, password: string): Promise<Done> {
  const limited = await limitPasswordReset(caller.clientIp);
  if (limited) return tooManyRequests(limited);
  const person = await findStaffResetLink(token);
  if (!person) return refuse(400, STAFF_MESSAGES.resetLinkInvalid);
  const common = refuseCommonPassword("password", password);
  if (common) return common;
  try {
    await staffAuth().api.resetPassword({ body: { token, newPassword: password } });
  } catch (error) {
    // Used by a second tab in the meantime.
    if (error instanceof APIError) return refuse(400, STAFF_MESSAGES.resetLinkInvalid);
    throw error;
  }
  // better-auth saved the password in its own transaction: the entry follows it.
  await recordAudit(db(), person, { action: "staff.password_reset", entity: "staff", entityId: person.id });
  return { ok: true };
}

/**
 * Finishes a sign-in with a code from the authenticator app, or one of the recovery codes. A
 * code from the app works once (its time step is spent); wrong codes in a row make the next
 * one wait longer, whoever types them (`takeCodeFromApp`, `countWrongCode`).
 */
export async function verifySecondFactor(
  caller: Caller,
  values: { code: string; method: "app" | "recovery" },
): Promise<Done<{ headers: Headers }>> {
  const limited = await limitSecondFactor(caller.clientIp);
  if (limited) return tooManyRequests(limited);
  const auth = staffAuth();
  const { staffId } = await auth.api.halfDoneSignIn({ headers: caller.request.headers });
  if (!staffId) return signInAgain();
  if (values.method === "app") {
    const taken = await takeCodeFromApp(staffId, values.code, "sign-in");
    if (!taken.ok) return taken;
  } else {
    const waiting = await refusedWhileWaiting(staffId);
    if (waiting) return waiting;
  }
  try {
    const { headers } =
      values.method === "app"
        ? await auth.api.verifyTOTP({
            body: { code: values.code },
            headers: caller.request.headers,
            returnHeaders: true,
          })
        : await auth.api.verifyBackupCode({
            body: { code: values.code },
            headers: caller.request.headers,
            returnHeaders: true,
          });
    if (values.method === "recovery") await forgetWrongCodes(staffId);
    return { ok: true, headers: cookiesOf(headers) };
  } catch (error) {
    if (error instanceof APIError) {
      if (error.status === "UNAUTHORIZED" && /two factor cookie|invalid two factor/i.test(error.message)) {
        return signInAgain();
      }
      if (values.method === "recovery") await countWrongRecoveryCode(staffId);
      return refuseFields({ code: [STAFF_MESSAGES.codeWrong] });
    }
    throw error;
  }
}

/** No half-done sign-in (its ten minutes passed): start again from the password. */
function signInAgain(): Refusal {
  return { ...refuse(401, STAFF_MESSAGES.secondFactorExpired), redirectTo: ADMIN_LOGIN_PATH };
}

export async function signOutStaff(request: Request): Promise<Headers> {
  const { headers } = await staffAuth().api.signOut({ headers: request.headers, returnHeaders: true });
  return cookiesOf(headers);
}

// --- One-time links that create staff accounts -----------------------------------------

const tokenHashOf = (token: string) => createHash("sha256").update(token).digest("hex");

function staffLinkUrl(token: string): string {
  return `${config.baseUrl}/admin/join?token=${encodeURIComponent(token)}`;
}

/**
 * Makes a one-time link that creates a staff account with `role`. With an address, the
 * account will have that address; without one (the first owner's link), whoever opens it
 * gives their own, and it only works while the shop has no staff account at all.
 */
export async function createStaffLink(
  actor: Actor,
  values: { email: string | null; role: StaffRole },
): Promise<{ url: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + STAFF_LINK_LIFETIME_HOURS * 3600 * 1000);
  await db().transaction(async (tx) => {
    const [invitation] = await tx
      .insert(staffInvitations)
      .values({
        tokenHash: tokenHashOf(token),
        email: values.email?.toLowerCase() ?? null,
        role: values.role,
        invitedBy: actor.id,
        expiresAt,
      })
      .returning({ id: staffInvitations.id });
    await recordAudit(tx, actor, {
      action: "staff.link_created",
      entity: "staff_invitation",
      entityId: invitation?.id ?? "",
      after: { email: values.email, role: values.role, expiresAt },
    });
  });
  return { url: staffLinkUrl(token), expiresAt };
}

/** Invites a colleague by e-mail: the link goes through the outbox. */
export async function inviteStaff(owner: StaffMember, values: { email: string; role: StaffRole }): Promise<Done> {
  const email = values.email.toLowerCase();
  const [existing] = await db().select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, email));
  if (existing) return refuseFields({ email: [STAFF_MESSAGES.staffExists] });
  const { url } = await createStaffLink(owner, { email, role: values.role });
  await queueMail(db(), {
    to: email,
    subject: `${owner.name} invites you to the ${SHOP_NAME} back office`,
    greeting: "Hello,",
    blocks: [
      ...paragraphs([
        `${owner.name} invites you to the ${SHOP_NAME} back office as ${ROLE_LABELS[values.role].toLowerCase()}.`,
      ]),
      {
        kind: "button",
        intro: `Open this link within ${STAFF_LINK_LIFETIME_HOURS} hours to choose your name and password (it works once):`,
        label: "Join the back office",
        url,
      },
    ],
  });
  return { ok: true };
}

/** The link the shop prints at start while it has no staff account; null once it has one. */
export async function firstOwnerLinkIfNoStaff(): Promise<{ url: string; expiresAt: Date } | null> {
  const [{ staff } = { staff: 0 }] = await db().select({ staff: count() }).from(staffUsers);
  if (staff > 0) return null;
  return createStaffLink(SHOP_ACTOR, { email: null, role: "owner" });
}

export type StaffLink = { email: string | null; role: StaffRole; expiresAt: Date };

/** What a link opens, or null when it is unknown, used, revoked, expired, or a first owner's link once staff exist. */
export async function findStaffLink(token: string): Promise<StaffLink | null> {
  const [invitation] = await db()
    .select({ email: staffInvitations.email, role: staffInvitations.role, expiresAt: staffInvitations.expiresAt })
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.tokenHash, tokenHashOf(token)),
        isNull(staffInvitations.acceptedAt),
        isNull(staffInvitations.revokedAt),
        gt(staffInvitations.expiresAt, new Date()),
      ),
    );
  if (!invitation) return null;
  if (invitation.email === null) {
    const [{ staff } = { staff: 0 }] = await db().select({ staff: count() }).from(staffUsers);
    if (staff > 0) return null;
  }
  return invitation;
}

/**
 * Creates the account a link was made for, in one transaction with the link's use (a link
 * works once, even when opened twice at the same moment), then signs the new staff member in.
 */
export async function acceptStaffLink(
  caller: Caller,
  token: string,
  values: { name: string; email: string; password: string },
): Promise<Done<{ headers: Headers }>> {
  const limited = await limitLinkUse(caller.clientIp);
  if (limited) return tooManyRequests(limited);
  const link = await findStaffLink(token);
  if (!link) return refuse(404, STAFF_MESSAGES.linkInvalid);
  const common = refuseCommonPassword("password", values.password);
  if (common) return common;
  const email = (link.email ?? values.email).toLowerCase();
  const passwordHash = await hashPassword(values.password);
  try {
    const created = await db().transaction(async (tx) => {
      const [used] = await tx
        .update(staffInvitations)
        .set({ acceptedAt: new Date() })
        .where(and(eq(staffInvitations.tokenHash, tokenHashOf(token)), isNull(staffInvitations.acceptedAt)))
        .returning({ id: staffInvitations.id });
      if (!used) return null;
      const id = randomBytes(16).toString("hex");
      await tx.insert(staffUsers).values({ id, name: values.name, email, role: link.role });
      await tx.insert(staffAccounts).values({
        id: randomBytes(16).toString("hex"),
        accountId: id,
        providerId: "credential",
        userId: id,
        password: passwordHash,
      });
      await recordAudit(
        tx,
        { id, name: values.name },
        {
          action: "staff.joined",
          entity: "staff",
          entityId: id,
          after: { name: values.name, email, role: link.role, invitation: used.id },
        },
      );
      return id;
    });
    if (!created) return refuse(404, STAFF_MESSAGES.linkInvalid);
  } catch (error) {
    if (isUniqueViolation(error)) return refuseFields({ email: [STAFF_MESSAGES.staffExists] });
    throw error;
  }
  const signedIn = await signInStaff(caller, { email, password: values.password });
  if (!signedIn.ok) return signedIn;
  return { ok: true, headers: signedIn.headers };
}

// --- Staff accounts ---------------------------------------------------------------------

export type StaffListing = {
  people: {
    id: string;
    name: string;
    email: string;
    role: StaffRole;
    twoFactorEnabled: boolean;
    disabledAt: Date | null;
    lastSeenAt: Date | null;
  }[];
  invitations: { id: number; email: string | null; role: StaffRole; expiresAt: Date; createdAt: Date }[];
};

/** The staff page: every account (removed ones last) and the invitations still open. */
export async function listStaff(): Promise<StaffListing> {
  const database = db();
  const [people, sessions, invitations] = await Promise.all([
    database
      .select({
        id: staffUsers.id,
        name: staffUsers.name,
        email: staffUsers.email,
        role: staffUsers.role,
        twoFactorEnabled: staffUsers.twoFactorEnabled,
        disabledAt: staffUsers.disabledAt,
      })
      .from(staffUsers)
      // Removed accounts last.
      .orderBy(sql`${staffUsers.disabledAt} is not null`, asc(staffUsers.name)),
    database
      .selectDistinctOn([staffSessions.userId], { userId: staffSessions.userId, at: staffSessions.updatedAt })
      .from(staffSessions)
      .orderBy(staffSessions.userId, desc(staffSessions.updatedAt)),
    database
      .select({
        id: staffInvitations.id,
        email: staffInvitations.email,
        role: staffInvitations.role,
        expiresAt: staffInvitations.expiresAt,
        createdAt: staffInvitations.createdAt,
      })
      .from(staffInvitations)
      .where(
        and(
          isNull(staffInvitations.acceptedAt),
          isNull(staffInvitations.revokedAt),
          gt(staffInvitations.expiresAt, new Date()),
        ),
      )
      .orderBy(desc(staffInvitations.createdAt)),
  ]);
  const lastSeen = new Map(sessions.map((session) => [session.userId, session.at]));
  return {
    people: people.map((person) => ({ ...person, lastSeenAt: lastSeen.get(person.id) ?? null })),
    invitations,
  };
}

/** Another staff member's account, locked for the change (the owner never changes their own role or account here). */
async function lockColleague(tx: Transaction, owner: StaffMember, staffId: string) {
  if (staffId === owner.id) return null;
  const [colleague] = await tx
    .select({
      id: staffUsers.id,
      role: staffUsers.role,
      disabledAt: staffUsers.disabledAt,
      twoFactorEnabled: staffUsers.twoFactorEnabled,
    })
    .from(staffUsers)
    .where(eq(staffUsers.id, staffId))
    .for("update");
  return colleague ?? null;
}

/** Gives a colleague another role. Their open sessions carry on with the new role at their next request. */
export async function changeStaffRole(owner: StaffMember, staffId: string, role: StaffRole): Promise<Done> {
  return db().transaction(async (tx) => {
    const colleague = await lockColleague(tx, owner, staffId);
    if (!colleague || colleague.disabledAt) return refuse(404, STAFF_MESSAGES.staffNotFound);
    if (colleague.role === role) return { ok: true };
    await tx.update(staffUsers).set({ role, updatedAt: new Date() }).where(eq(staffUsers.id, staffId));
    await recordAudit(tx, owner, {
      action: "staff.role_changed",
      entity: "staff",
      entityId: staffId,
      before: { role: colleague.role },
      after: { role },
    });
    return { ok: true };
  });
}

/** Removes a colleague's access at once: the account is disabled (its audit entries keep its name) and its sessions end. */
export async function removeStaff(owner: StaffMember, staffId: string): Promise<Done> {
  return db().transaction(async (tx) => {
    const colleague = await lockColleague(tx, owner, staffId);
    if (!colleague || colleague.disabledAt) return refuse(404, STAFF_MESSAGES.staffNotFound);
    const disabledAt = new Date();
    await tx.update(staffUsers).set({ disabledAt, updatedAt: disabledAt }).where(eq(staffUsers.id, staffId));
    await tx.delete(staffSessions).where(eq(staffSessions.userId, staffId));
    await recordAudit(tx, owner, {
      action: "staff.removed",
      entity: "staff",
      entityId: staffId,
      before: { role: colleague.role },
      after: { disabledAt },
    });
    return { ok: true };
  });
}

/**
 * Turns a colleague's second factor off when they lost their phone and their recovery codes:
 * their sessions end, they sign in with their password alone, and are made to set it up again
 * before anything else opens (requireStaff).
 */
export async function turnOffColleagueTwoFactor(owner: StaffMember, staffId: string): Promise<Done> {
  return db().transaction(async (tx) => {
    const colleague = await lockColleague(tx, owner, staffId);
    if (!colleague || colleague.disabledAt) return refuse(404, STAFF_MESSAGES.staffNotFound);
    if (!colleague.twoFactorEnabled) return { ok: true };
    await tx.delete(staffTwoFactors).where(eq(staffTwoFactors.userId, staffId));
    await tx
      .update(staffUsers)
      .set({ twoFactorEnabled: false, updatedAt: new Date() })
      .where(eq(staffUsers.id, staffId));
    await tx.delete(staffSessions).where(eq(staffSessions.userId, staffId));
    await recordAudit(tx, owner, { action: "staff.two_factor_turned_off", entity: "staff", entityId: staffId });
    return { ok: true };
  });
}

/** Withdraws an invitation not used yet: its link stops working. */
export async function revokeStaffLink(owner: StaffMember, invitationId: number): Promise<Done> {
  return db().transaction(async (tx) => {
    const [revoked] = await tx
      .update(staffInvitations)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(staffInvitations.id, invitationId),
          isNull(staffInvitations.acceptedAt),
          isNull(staffInvitations.revokedAt),
        ),
      )
      .returning({ email: staffInvitations.email, role: staffInvitations.role });
    if (!revoked) return refuse(404, STAFF_MESSAGES.invitationNotFound);
    await recordAudit(tx, owner, {
      action: "staff.invitation_revoked",
      entity: "staff_invitation",
      entityId: invitationId,
      before: revoked,
    });
    return { ok: true };
  });
}

// --- Two-factor sign-in -----------------------------------------------------------------

/**
 * What the set-up page shows once the password is checked: the QR code, the key to type
 * instead, the authenticator's address (a phone opens it in its app: it cannot scan itself),
 * the recovery codes.
 */
export type TwoFactorSetup = { qrSvg: string; secret: string; appLink: string; recoveryCodes: string[] };

/** The set-up as the page shows it, from the authenticator's address (otpauth://…) and the recovery codes. */
async function describeSetup(totpUri: string, recoveryCodes: string[]): Promise<TwoFactorSetup> {
  const secret = new URL(totpUri).searchParams.get("secret") ?? "";
  const qrSvg = await QRCode.toString(totpUri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { qrSvg, secret, appLink: totpUri, recoveryCodes };
}

/**
 * The set-up shown again after a wrong first code, from what the page sent back (it showed
 * them to this same person: nothing is trusted, only redrawn).
 */
export function redrawSetup(staff: StaffMember, secret: string, recoveryCodes: string[]): Promise<TwoFactorSetup> {
  const uri = new URL(`otpauth://totp/${encodeURIComponent(`${SHOP_NAME} back office:${staff.email}`)}`);
  uri.searchParams.set("secret", secret);
  uri.searchParams.set("issuer", `${SHOP_NAME} back office`);
  return describeSetup(uri.toString(), recoveryCodes);
}

/**
 * Starts setting up the second factor: makes a new secret and recovery codes. It is on only
 * once a code from the app is confirmed (`confirmTwoFactor`), so a secret that never reached
 * a phone locks nobody out.
 */
export async function startTwoFactor(
  caller: Caller,
  staff: StaffMember,
  password: string,
): Promise<Done<{ setup: TwoFactorSetup }>> {
  const limited = await limitSecondFactor(`${caller.clientIp}|${staff.id}`);
  if (limited) return tooManyRequests(limited);
  try {
    const answer = await staffAuth().api.enableTwoFactor({
      body: { password, method: "totp" },
      headers: caller.request.headers,
    });
    if (answer.method !== "totp") throw new Error("two-factor set-up answered without a TOTP secret");
    return { ok: true, setup: await describeSetup(answer.totpURI, answer.backupCodes) };
  } catch (error) {
    if (error instanceof APIError) return refuseFields({ password: [STAFF_MESSAGES.passwordWrong] });
    throw error;
  }
}

/**
 * Turns the second factor on with a first code from the app. That code is spent like any
 * other: it cannot sign in again a moment later. The session is renewed: its cookie is returned.
 */
export async function confirmTwoFactor(
  caller: Caller,
  staff: StaffMember,
  code: string,
): Promise<Done<{ headers: Headers }>> {
  const limited = await limitSecondFactor(`${caller.clientIp}|${staff.id}`);
  if (limited) return tooManyRequests(limited);
  const taken = await takeCodeFromApp(staff.id, code, "set-up");
  if (!taken.ok) return taken;
  try {
    const { headers } = await staffAuth().api.verifyTOTP({
      body: { code },
      headers: caller.request.headers,
      returnHeaders: true,
    });
    await recordAudit(db(), staff, { action: "staff.two_factor_enabled", entity: "staff", entityId: staff.id });
    return { ok: true, headers: cookiesOf(headers) };
  } catch (error) {
    if (error instanceof APIError) return refuseFields({ code: [STAFF_MESSAGES.codeWrong] });
    throw error;
  }
}

// --- The codes: once each, and slower after wrong ones -----------------------------------

type SecondFactorRow = typeof staffTwoFactors.$inferSelect;

/** The staff member's second factor, locked for this code's check (one check at a time each). */
async function lockSecondFactor(tx: Transaction, staffId: string): Promise<SecondFactorRow | null> {
  const [row] = await tx.select().from(staffTwoFactors).where(eq(staffTwoFactors.userId, staffId)).for("update");
  return row ?? null;
}

/**
 * Takes a code from the app: refused when it is not the code of now (or a step either side),
 * or when its time step or a later one was used already; a right one spends its step. At
 * sign-in, a refused code counts as a wrong one and no code is checked while the wait after
 * wrong codes runs; the set-up's first code (the staff member is signed in) only spends its step.
 */
async function takeCodeFromApp(staffId: string, code: string, purpose: "sign-in" | "set-up"): Promise<Done> {
  const { secretConfig } = await staffAuth().$context;
  return db().transaction(async (tx) => {
    const row = await lockSecondFactor(tx, staffId);
    if (!row) return refuseFields({ code: [STAFF_MESSAGES.codeWrong] });
    const now = new Date();
    const signIn = purpose === "sign-in";
    const waiting = signIn ? refusalWhileWaiting(row, now) : null;
    if (waiting) return waiting;
    const secretKey = await symmetricDecrypt({ key: secretConfig, data: row.secret });
    const step = totpStepOf(secretKey, code, now);
    if (step !== null && isUnusedStep(step, row.lastTotpStep)) {
      await tx
        .update(staffTwoFactors)
        .set({ lastTotpStep: step, failedVerificationCount: 0, lockedUntil: null })
        .where(eq(staffTwoFactors.id, row.id));
      return { ok: true };
    }
    if (signIn) await countWrongCode(tx, row, now);
    return refuseFields({ code: [step === null ? STAFF_MESSAGES.codeWrong : STAFF_MESSAGES.codeUsed] });
  });
}

/** A 429 saying how long to wait, while the wait after wrong codes runs; else null. */
function refusalWhileWaiting(row: SecondFactorRow, now: Date): Refusal | null {
  if (!row.lockedUntil || row.lockedUntil <= now) return null;
  const seconds = Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 1000);
  return tooManyRequests({
    message: `Too many wrong codes in a row. Please wait ${describeWait(seconds)} before entering another.`,
    retryAfterSeconds: seconds,
  });
}

async function refusedWhileWaiting(staffId: string): Promise<Refusal | null> {
  const [row] = await db().select().from(staffTwoFactors).where(eq(staffTwoFactors.userId, staffId));
  return row ? refusalWhileWaiting(row, new Date()) : null;
}

/**
 * Counts a wrong code: the next one waits longer (second-factor.ts). Once the wrong codes are
 * more than a slip, the staff member is e-mailed, at most once a day while they go on.
 */
async function countWrongCode(tx: Transaction, row: SecondFactorRow, now: Date): Promise<void> {
  const wrongCodes = row.failedVerificationCount + 1;
  const waitSeconds = waitAfterWrongCodes(wrongCodes);
  const mail = shouldMailAboutWrongCodes(wrongCodes, row.wrongCodesMailedAt, now);
  await tx
    .update(staffTwoFactors)
    .set({
      failedVerificationCount: wrongCodes,
      lockedUntil: waitSeconds > 0 ? new Date(now.getTime() + waitSeconds * 1000) : null,
      ...(mail ? { wrongCodesMailedAt: now } : {}),
    })
    .where(eq(staffTwoFactors.id, row.id));
  if (mail) await mailAboutWrongCodes(tx, row.userId, wrongCodes);
}

async function countWrongRecoveryCode(staffId: string): Promise<void> {
  await db().transaction(async (tx) => {
    const row = await lockSecondFactor(tx, staffId);
    if (row) await countWrongCode(tx, row, new Date());
  });
}

/** A right recovery code ends the run of wrong codes, as a right code from the app does. */
async function forgetWrongCodes(staffId: string): Promise<void> {
  await db()
    .update(staffTwoFactors)
    .set({ failedVerificationCount: 0, lockedUntil: null })
    .where(eq(staffTwoFactors.userId, staffId));
}

/** Tells a staff member that wrong codes followed their password, and what to do when it was not them. */
async function mailAboutWrongCodes(tx: Transaction, staffId: string, wrongCodes: number): Promise<void> {
  const [person] = await tx
    .select({ name: staffUsers.name, email: staffUsers.email })
    .from(staffUsers)
    .where(eq(staffUsers.id, staffId));
  if (!person) return;
  await queueMail(tx, {
    to: person.email,
    subject: `Wrong sign-in codes on your ${SHOP_NAME} back office account`,
    greeting: `Hello ${person.name},`,
    blocks: paragraphs([
      `Someone signed in to the ${SHOP_NAME} back office with your password, then entered ${wrongCodes} wrong codes in a row instead of the one from your authenticator app.`,
      "",
      "If it was you, nothing is wrong: wait a little and enter the code your app shows.",
      "",
      `If it was not you, someone knows your password. Choose a new one now ("Forgotten your password?" on the sign-in page) and tell the shop's owner. Each further wrong code makes the next try wait longer.`,
    ]),
  });
  await recordAudit(tx, SHOP_ACTOR, {
    action: "staff.wrong_codes_mailed",
    entity: "staff",
    entityId: staffId,
    after: { email: person.email, wrongCodes },
  });
}
