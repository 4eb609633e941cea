import { readFileSync } from "node:fs";
import path from "node:path";
import * as OTPAuth from "otpauth";
import { dataDir } from "./fixtures";

/*
 * The back office's staff for the browser journeys. The setup project (staff.setup.ts) creates
 * them once per run through the real pages, from the first owner's link the shop writes at
 * start: an owner with two-factor sign-in, a service member and a workshop member. Their
 * signed-in browsers are saved; a test opens one with `test.use({ storageState: staffState(role) })`.
 */

export type StaffRoleName = "owner" | "service" | "workshop";

export const STAFF = {
  owner: { name: "Olivia Owner", email: "owner@atelier.test", password: "owner-password-1" },
  service: { name: "Sam Service", email: "service@atelier.test", password: "service-password-1" },
  workshop: { name: "Wes Workshop", email: "workshop@atelier.test", password: "workshop-password-1" },
} as const;

/** The saved signed-in browser of a staff role. */
export function staffState(role: StaffRoleName): string {
  return path.join(dataDir(), `staff-${role}.json`);
}

export function ownerSecretFile(): string {
  return path.join(dataDir(), "staff-owner-secret.txt");
}

/** The code the owner's authenticator app shows now (the secret saved by the setup). */
export function ownerCode(): string {
  const secret = readFileSync(ownerSecretFile(), "utf8").trim();
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
}
