import * as OTPAuth from "otpauth";

/*
 * The rules of the second factor's codes: a code from the authenticator app works once, and
 * wrong codes in a row make the next one wait longer and longer (staff.server.ts keeps the
 * count and the last step used per staff member).
 */

/** An authenticator app shows a new 6-digit code every 30 seconds (a "time step"). */
export const TOTP_PERIOD_SECONDS = 30;
/** The step before and the one after now are accepted too: a phone's clock may be a little off. */
const TOTP_WINDOW = 1;

/**
 * The time step whose code `code` is, around `now`, for the app's secret key (as better-auth
 * keeps it: the key's own characters, not Base32), or null when it is no code of that key.
 */
export function totpStepOf(secretKey: string, code: string, now: Date): number | null {
  const totp = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromUTF8(secretKey),
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
  });
  const timestamp = now.getTime();
  const delta = totp.validate({ token: code, timestamp, window: TOTP_WINDOW });
  return delta === null ? null : totp.counter({ timestamp }) + delta;
}

/** A code works once: its step must come after the last step used (an earlier code is spent too). */
export function isUnusedStep(step: number, lastUsedStep: number | null): boolean {
  return lastUsedStep === null || step > lastUsedStep;
}

/** Wrong codes in a row that cost nothing: a typo, a code typed as it changed. */
export const FREE_WRONG_CODES = 3;
const FIRST_WAIT_SECONDS = 30;
const LONGEST_WAIT_SECONDS = 60 * 60;

/**
 * How long the next code must wait after `wrongCodes` wrong ones in a row: nothing for the
 * first few, then 30 seconds, doubling with each wrong code up to an hour. Someone who has
 * the password but not the phone gets a few dozen guesses a day at most, out of a million codes.
 */
export function waitAfterWrongCodes(wrongCodes: number): number {
  if (wrongCodes < FREE_WRONG_CODES) return 0;
  return Math.min(LONGEST_WAIT_SECONDS, FIRST_WAIT_SECONDS * 2 ** (wrongCodes - FREE_WRONG_CODES));
}

/** While wrong codes go on, the staff member is e-mailed about them at most once this often. */
export const WRONG_CODES_MAIL_PERIOD_HOURS = 24;

/** Whether to e-mail the staff member now: the codes are being guessed at, and they were not told lately. */
export function shouldMailAboutWrongCodes(wrongCodes: number, lastMailedAt: Date | null, now: Date): boolean {
  if (wrongCodes < FREE_WRONG_CODES) return false;
  return lastMailedAt === null || now.getTime() - lastMailedAt.getTime() >= WRONG_CODES_MAIL_PERIOD_HOURS * 3600_000;
}
