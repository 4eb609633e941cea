import * as OTPAuth from "otpauth";
import { describe, expect, it } from "vitest";
import {
  FREE_WRONG_CODES,
  isUnusedStep,
  shouldMailAboutWrongCodes,
  TOTP_PERIOD_SECONDS,
  totpStepOf,
  WRONG_CODES_MAIL_PERIOD_HOURS,
  waitAfterWrongCodes,
} from "./second-factor";

const KEY = "k3YqZ8rT0bWm2NcVx5LpA9sDf7GhJ1eU";
const PERIOD_MS = TOTP_PERIOD_SECONDS * 1000;
/** The start of a time step, well inside the day. */
const NOW = new Date(Math.floor(Date.UTC(2026, 10, 28, 12) / PERIOD_MS) * PERIOD_MS + 5000);
const stepNow = Math.floor(NOW.getTime() / PERIOD_MS);

/** What an authenticator app with the key shows at `timestamp`. */
const appCode = (timestamp: number) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromUTF8(KEY), digits: 6, period: 30 }).generate({ timestamp });

describe("the time step of a code", () => {
  it("is now's for the code shown now, and one either side for a phone a little off", () => {
    expect(totpStepOf(KEY, appCode(NOW.getTime()), NOW)).toBe(stepNow);
    expect(totpStepOf(KEY, appCode(NOW.getTime() - PERIOD_MS), NOW)).toBe(stepNow - 1);
    expect(totpStepOf(KEY, appCode(NOW.getTime() + PERIOD_MS), NOW)).toBe(stepNow + 1);
  });

  it("is none for a code of two steps away, another key's code, or no code at all", () => {
    expect(totpStepOf(KEY, appCode(NOW.getTime() - 2 * PERIOD_MS), NOW)).toBeNull();
    const otherKey = new OTPAuth.TOTP({
      secret: OTPAuth.Secret.fromUTF8("another-key-of-32-characters-xyz"),
      period: 30,
    });
    const other = otherKey.generate({ timestamp: NOW.getTime() });
    // One chance in a million that both keys show the same code now: then this line says so.
    if (other !== appCode(NOW.getTime())) expect(totpStepOf(KEY, other, NOW)).toBeNull();
    expect(totpStepOf(KEY, "", NOW)).toBeNull();
  });
});

describe("a code works once", () => {
  it("takes a step after the last one used, and refuses that step or an earlier one", () => {
    expect(isUnusedStep(stepNow, null)).toBe(true);
    expect(isUnusedStep(stepNow + 1, stepNow)).toBe(true);
    expect(isUnusedStep(stepNow, stepNow)).toBe(false);
    expect(isUnusedStep(stepNow - 1, stepNow)).toBe(false);
  });
});

describe("wrong codes in a row", () => {
  it("cost nothing at first, then make the next code wait longer each time, up to an hour", () => {
    const waits = Array.from({ length: 14 }, (_, wrongCodes) => waitAfterWrongCodes(wrongCodes));
    expect(waits.slice(0, FREE_WRONG_CODES)).toEqual([0, 0, 0]);
    expect(waits.slice(FREE_WRONG_CODES, FREE_WRONG_CODES + 4)).toEqual([30, 60, 120, 240]);
    for (let wrongCodes = FREE_WRONG_CODES + 1; wrongCodes < waits.length; wrongCodes++) {
      expect(waits[wrongCodes]).toBeGreaterThanOrEqual(waits[wrongCodes - 1]!);
    }
    expect(waits.at(-1)).toBe(3600);
    expect(waitAfterWrongCodes(1000)).toBe(3600);
  });

  it("are told to the staff member once they are more than a slip, at most once a period", () => {
    expect(shouldMailAboutWrongCodes(FREE_WRONG_CODES - 1, null, NOW)).toBe(false);
    expect(shouldMailAboutWrongCodes(FREE_WRONG_CODES, null, NOW)).toBe(true);
    const hour = 3600_000;
    const lately = new Date(NOW.getTime() - (WRONG_CODES_MAIL_PERIOD_HOURS - 1) * hour);
    expect(shouldMailAboutWrongCodes(FREE_WRONG_CODES + 5, lately, NOW)).toBe(false);
    const longAgo = new Date(NOW.getTime() - WRONG_CODES_MAIL_PERIOD_HOURS * hour);
    expect(shouldMailAboutWrongCodes(FREE_WRONG_CODES + 5, longAgo, NOW)).toBe(true);
  });
});
