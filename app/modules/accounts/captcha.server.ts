import { createHmac } from "node:crypto";
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { lt } from "drizzle-orm";
import { getSecrets } from "~/config.server";
import { db } from "~/db/client.server";
import { usedCaptchaChallenges } from "~/db/schema";

/*
 * The self-hosted captcha of the registration form (ALTCHA, DESIGN.md section 1): the browser
 * proves it spent some work on a challenge signed by us. A solution is refused when it is
 * missing, forged (bad signature or wrong key), expired, or already used once.
 */

const ALGORITHM = "PBKDF2/SHA-256";
/** PBKDF2 iterations per attempt. */
const COST = 5_000;
/** The browser tries counters from 0 up to a secret one between these: about a second of work. */
const COUNTER_RANGE = [200, 800] as const;
/** How long a challenge may be solved and submitted: time to fill the form in. */
export const CHALLENGE_LIFETIME_SECONDS = 20 * 60;

function signatureSecrets() {
  const key = getSecrets().altchaHmacKey;
  // Challenges and derived keys are signed with two keys derived from the one secret.
  const derive = (purpose: string) => createHmac("sha256", key).update(purpose).digest("hex");
  return { hmacSignatureSecret: derive("challenge"), hmacKeySignatureSecret: derive("derived-key") };
}

/** A new signed challenge for the widget. */
export function createCaptchaChallenge(): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: randomInt(COUNTER_RANGE[1], COUNTER_RANGE[0]),
    deriveKey,
    expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_SECONDS * 1000),
    ...signatureSecrets(),
  });
}

export type CaptchaVerdict = "verified" | "missing" | "invalid" | "expired" | "reused";

type Payload = { challenge: Challenge; solution: Solution };

/** The widget's form value: base64 of `{ challenge, solution }`. */
function parsePayload(value: string): Payload | null {
  try {
    const payload = JSON.parse(Buffer.from(value, "base64").toString("utf8")) as Partial<Payload>;
    if (typeof payload?.challenge?.parameters?.nonce !== "string" || typeof payload.solution !== "object") return null;
    return payload as Payload;
  } catch {
    return null;
  }
}

/**
 * Checks the widget's payload and, when it is good, spends it: the same solution is refused
 * the next time (the challenge's nonce is recorded until the challenge would have expired).
 */
export async function verifyCaptcha(value: string | null | undefined): Promise<CaptchaVerdict> {
  if (!value) return "missing";
  const payload = parsePayload(value);
  if (!payload) return "invalid";
  const { challenge, solution } = payload;
  const { expiresAt, nonce } = challenge.parameters;
  // Only challenges that expire can be remembered until they do; ours always have a date.
  if (typeof expiresAt !== "number" || nonce.length > 64) return "invalid";
  const result = await verifySolution({ challenge, solution, deriveKey, ...signatureSecrets() });
  if (result.expired) return "expired";
  if (!result.verified) return "invalid";

  const database = db();
  await database.delete(usedCaptchaChallenges).where(lt(usedCaptchaChallenges.expiresAt, new Date()));
  const spent = await database
    .insert(usedCaptchaChallenges)
    .values({ challengeId: nonce, expiresAt: new Date(expiresAt * 1000) })
    .onConflictDoNothing()
    .returning({ challengeId: usedCaptchaChallenges.challengeId });
  return spent.length === 1 ? "verified" : "reused";
}
