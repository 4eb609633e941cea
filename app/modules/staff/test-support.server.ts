import * as OTPAuth from "otpauth";
import type { Caller } from "~/infra/caller";
import { cookieFrom } from "~/modules/accounts/test-support.server";
import { SHOP_ACTOR } from "~/modules/shop/audit.server";
import type { StaffRole } from "./roles";
import { acceptStaffLink, confirmTwoFactor, createStaffLink, getStaff, startTwoFactor } from "./staff.server";

/*
 * Helpers for tests that need a signed-in staff member (never imported by the shop). They go
 * through the same doors as a person: a one-time link, the set-up of the second factor.
 */

let addressCounter = 0;

/** A caller from an address of its own, so tests never share a rate limit. */
export function callerWith(cookie = ""): Caller {
  addressCounter += 1;
  const headers = new Headers(cookie ? { cookie } : {});
  return {
    request: new Request("http://localhost/admin", { headers }),
    clientIp: `198.51.100.${addressCounter % 250}`,
  };
}

/** The code an authenticator app shows now for `secret`. */
export function codeFor(secret: string, timestamp = Date.now()): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp });
}

/**
 * The code the app shows `steps` × 30 seconds from now, which the shop takes as well (a
 * phone's clock may run ahead): for a sign-in right after the set-up, whose code is spent.
 */
export function nextCodeFor(secret: string, steps = 1): string {
  return codeFor(secret, Date.now() + steps * 30_000);
}

export type TestStaff = { cookie: string; email: string; password: string; secret: string | null };

/**
 * Creates a staff member through an invitation link and signs them in, with their second
 * factor set up as the back office requires; `twoFactor: false` leaves it to do (a new
 * member's first minutes, or an account from before every role needed it).
 */
export async function createSignedInStaff(values: {
  name: string;
  email: string;
  role: StaffRole;
  password?: string;
  twoFactor?: boolean;
}): Promise<TestStaff> {
  const password = values.password ?? "workshop-password-1";
  const { url } = await createStaffLink(SHOP_ACTOR, { email: values.email, role: values.role });
  const token = new URL(url).searchParams.get("token") ?? "";
  const joined = await acceptStaffLink(callerWith(), token, { name: values.name, email: values.email, password });
  if (!joined.ok) throw new Error(`could not create ${values.email}: ${joined.message ?? "refused"}`);
  let cookie = cookieFrom(joined.headers);
  if (values.twoFactor === false) return { cookie, email: values.email, password, secret: null };

  const signedIn = await getStaff(callerWith(cookie).request);
  if (!signedIn) throw new Error("the new staff member is not signed in");
  const started = await startTwoFactor(callerWith(cookie), signedIn.staff, password);
  if (!started.ok) throw new Error("could not start the two-factor set-up");
  const confirmed = await confirmTwoFactor(callerWith(cookie), signedIn.staff, codeFor(started.setup.secret));
  if (!confirmed.ok) throw new Error("could not confirm the two-factor set-up");
  cookie = cookieFrom(confirmed.headers);
  return { cookie, email: values.email, password, secret: started.setup.secret };
}
