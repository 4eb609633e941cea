import { APIError } from "better-auth/api";
import { type Caller, cookiesOf } from "~/infra/caller";
import type { createRateLimit } from "~/infra/rate-limit.server";
import { type Done, refuse, tooManyRequests } from "~/infra/refusal";

type RateLimit = ReturnType<typeof createRateLimit>;

/** A door's sign-in limits: per (client address, e-mail), per client address and per e-mail address. */
export type SignInLimits = { perAddressAndEmail: RateLimit; perAddress: RateLimit; perEmail: RateLimit };

/** A door's better-auth sign-in with an e-mail and a password, asked for its headers. */
type PasswordSignIn<Response> = (request: {
  body: { email: string; password: string };
  headers: Headers;
  returnHeaders: true;
}) => Promise<{ headers: Headers; response: Response }>;

/**
 * Signs in with an e-mail and a password the one way the customers' door and the staff's
 * share: within the door's limits (each count stops at the first refusal, so attempts an
 * address is refused do not count against the e-mail), then through the door's better-auth.
 * A wrong password, an unknown address and a removed account read the same (401, `failed`).
 * Answers the cookies to send and better-auth's response.
 */
export async function signInWithPassword<Response>(
  caller: Caller,
  values: { email: string; password: string },
  door: { limits: SignInLimits; signIn: PasswordSignIn<Response>; failed: string },
): Promise<Done<{ headers: Headers; response: Response }>> {
  const email = values.email.toLowerCase();
  const { limits } = door;
  const limited =
    (await limits.perAddressAndEmail(`${caller.clientIp}|${email}`)) ??
    (await limits.perAddress(caller.clientIp)) ??
    (await limits.perEmail(email));
  if (limited) return tooManyRequests(limited);
  try {
    const { headers, response } = await door.signIn({
      body: { email, password: values.password },
      headers: caller.request.headers,
      returnHeaders: true,
    });
    return { ok: true, headers: cookiesOf(headers), response };
  } catch (error) {
    if (error instanceof APIError) return refuse(401, door.failed);
    throw error;
  }
}
