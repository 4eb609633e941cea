import { afterEach, describe, expect, it, vi } from "vitest";
import { databaseForTests } from "~/db/test-database.server";
import { CHALLENGE_LIFETIME_SECONDS, verifyCaptcha } from "./captcha.server";
import { solvedCaptcha } from "./test-support.server";

databaseForTests();
afterEach(() => vi.useRealTimers());

type Payload = {
  challenge: { parameters: Record<string, unknown>; signature: string };
  solution: { counter: number; derivedKey: string };
};
const decode = (value: string) => JSON.parse(Buffer.from(value, "base64").toString()) as Payload;
const encode = (payload: Payload) => Buffer.from(JSON.stringify(payload)).toString("base64");

describe("verifyCaptcha", () => {
  it("accepts a solved challenge once, and refuses it when it comes again", async () => {
    const value = await solvedCaptcha();
    expect(await verifyCaptcha(value)).toBe("verified");
    expect(await verifyCaptcha(value)).toBe("reused");
  });

  it("refuses a missing or unreadable payload", async () => {
    expect(await verifyCaptcha(undefined)).toBe("missing");
    expect(await verifyCaptcha("")).toBe("missing");
    expect(await verifyCaptcha("not base64 json")).toBe("invalid");
    expect(await verifyCaptcha(Buffer.from('{"challenge":{}}').toString("base64"))).toBe("invalid");
  });

  it("refuses a forged challenge or a wrong solution", async () => {
    const payload = decode(await solvedCaptcha());
    // Easier parameters than we signed: the signature no longer matches.
    const easier = {
      ...payload,
      challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, cost: 1 } },
    };
    expect(await verifyCaptcha(encode(easier))).toBe("invalid");
    const unsigned = { ...payload, challenge: { ...payload.challenge, signature: "00".repeat(32) } };
    expect(await verifyCaptcha(encode(unsigned))).toBe("invalid");
    // A key that was not derived from the challenge (the proof of the work) is refused.
    const key = payload.solution.derivedKey;
    const guessedKey = `${key.startsWith("0") ? "1" : "0"}${key.slice(1)}`;
    const guessed = { ...payload, solution: { ...payload.solution, derivedKey: guessedKey } };
    expect(await verifyCaptcha(encode(guessed))).toBe("invalid");
  });

  it("refuses a challenge solved after it expired", async () => {
    const value = await solvedCaptcha();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + (CHALLENGE_LIFETIME_SECONDS + 1) * 1000);
    expect(await verifyCaptcha(value)).toBe("expired");
  });
});
