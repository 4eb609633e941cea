import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { users } from "~/db/schema";
import { auth } from "./auth.server";
import { createCaptchaChallenge } from "./captcha.server";

/*
 * Helpers for the integration tests of the accounts area (never imported by the shop).
 */

/** Solves a fresh captcha challenge as the widget would; returns the form value. */
export async function solvedCaptcha(): Promise<string> {
  const challenge = await createCaptchaChallenge();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("The captcha challenge could not be solved.");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** Creates a customer without the captcha (the state a test starts from); returns their id. */
export async function createTestCustomer(values: { name: string; email: string; password: string }) {
  await auth().api.signUpEmail({ body: values });
  const [user] = await db().select({ id: users.id }).from(users).where(eq(users.email, values.email));
  return user!.id;
}

/** The Cookie header of a browser holding the Set-Cookie headers of `headers`. */
export function cookieFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}
