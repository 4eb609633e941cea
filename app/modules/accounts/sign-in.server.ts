import { APIError } from "better-auth/api";
import { type Caller, cookiesOf } from "~/infra/caller";
import type { createRateLimit } from "~/infra/rate-limit.server";
import { type Done, refuse, tooManyRequests } from "~/infra/refusal";

type RateLimit = ReturnType<typeof createRateLimit>;

/**
 * A door's sign-in limits. Only a client address is ever refused, never an account: a
 * stranger guessing at an account cannot keep its owner out, who signs in from an address
 * that did not guess.
 */
export type SignInLimits = {
  /** Attempts from one client address on one e-mail address. */
  perAddressAndEmail: RateLimit;
  /** Attempts from one client address, whatever the e-mail addresses (credential stuffing). */
  perAddress: RateLimit;
  /**
   * Wrong passwords for one e-mail address from any address: past this limit the account is
   * being guessed at. It refuses nobody by itself.
   */
  wrongPasswordsPerEmail: RateLimit;
  /**
   * While the account is being guessed at, how many more of `perAddressAndEmail`'s attempts
   * each wrong password costs its address: guessers taking turns from many addresses get a
   * few tries each, and the owner, from their own address, a wrong password or two to spare.
   */
  guessingPenalty: number;
};

/** A door's better-auth sign-in with an e-mail and a password, asked for its headers. */
type PasswordSignIn<Response> = (request: {
  body: { email: string; password: string };
  headers: Headers;
  returnHeaders: true;
}) => Promise<{ headers: Headers; response: Response }>;

/**
 * Signs in with an e-mail and a password the one way the customers' door and the staff's
 * share: within the door's limits (each count stops at the first refusal, so attempts an
 * address is refused do not count), then through the door's better-auth. A wrong password,
 * an unknown address and a removed account read the same (401, `failed`), and count as a
 * wrong password for the e-mail address; while it is being guessed at, `door.onGuessing`
 * hears of each one. Answers the cookies to send and better-auth's response.
 */
export async function signInWithPassword<Response>(
  caller: Caller,
  values: { email: string; password: string },
  door: {
    limits: SignInLimits;
    signIn: PasswordSignIn<Response>;
    failed: string;
    onGuessing?: (email: string) => Promise<void>;
  },
): Promise<Done<{ headers: Headers; response: Response }>> {
  const email = values.email.toLowerCase();
  const { limits } = door;
  const addressAndEmail = `${caller.clientIp}|${email}`;
  const limited = (await limits.perAddressAndEmail(addressAndEmail)) ?? (await limits.perAddress(caller.clientIp));
  if (limited) return tooManyRequests(limited);
  try {
    const { headers, response } = await door.signIn({
      body: { email, password: values.password },
      headers: caller.request.headers,
      returnHeaders: true,
    });
    return { ok: true, headers: cookiesOf(headers), response };
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    const beingGuessed = (await limits.wrongPasswordsPerEmail(email)) !== null;
    if (beingGuessed) {
      await limits.perAddressAndEmail(...Array.from({ length: limits.guessingPenalty }, () => addressAndEmail));
      await door.onGuessing?.(email);
    }
    return refuse(401, door.failed);
  }
}
