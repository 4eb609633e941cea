import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { expect, type Page } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { dataDir, expectNoAxeViolations } from "./fixtures";

/*
 * The back office's staff for the browser journeys. The setup project (staff.setup.ts) creates
 * them once per run through the real pages, from the first owner's link the shop writes at
 * start: an owner, a service member and a workshop member, each with two-factor sign-in. Their
 * signed-in browsers and their authenticator apps' secrets are saved; a test opens a browser
 * with `test.use({ storageState: staffState(role) })`, or signs in with `staffCode(role)`.
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

/** Where the setup saves the secret of a staff role's authenticator app. */
export function staffSecretFile(role: StaffRoleName): string {
  return path.join(dataDir(), `staff-${role}-secret.txt`);
}

/** A code from the authenticator app of a staff role (the secret saved by the setup), not used before. */
export async function staffCode(role: StaffRoleName): Promise<string> {
  return unusedCode((await readFile(staffSecretFile(role), "utf8")).trim());
}

const PERIOD_MS = 30_000;

/**
 * A code from the authenticator app with `secret` that no sign-in used yet. The shop takes a
 * code once, and none of a time step (30 s) before the last one taken, so the steps given out
 * are claimed as files in the data directory, shared by the test workers: creating the file is
 * the claim, each step after the highest claimed. The shop also takes the next step's code (a
 * phone's clock may run ahead), so a test waits only when two sign-ins of one secret come
 * within a few seconds of each other.
 */
export async function unusedCode(secret: string): Promise<string> {
  const claims = path.join(dataDir(), `totp-steps-${createHash("sha256").update(secret).digest("hex").slice(0, 16)}-`);
  const stepOf = (file: string) => Number(file.slice(path.basename(claims).length));
  for (;;) {
    const claimed = (await readdir(path.dirname(claims))).filter((file) => file.startsWith(path.basename(claims)));
    const step = Math.max(Math.floor(Date.now() / PERIOD_MS), ...claimed.map(stepOf).map((used) => used + 1));
    try {
      await writeFile(`${claims}${step}`, "", { flag: "wx" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") continue;
      throw error;
    }
    // Until the step before it begins, the shop would not take this step's code yet.
    const takenFrom = (step - 1) * PERIOD_MS;
    if (Date.now() < takenFrom) await sleep(takenFrom - Date.now() + 500);
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: PERIOD_MS / 1000 });
    return totp.generate({ timestamp: step * PERIOD_MS });
  }
}

const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/** Creates a staff account from a joining link (the first owner's, or an invitation). */
export async function joinStaff(page: Page, link: string, role: StaffRoleName, withEmail: boolean) {
  const person = STAFF[role];
  await page.goto(pathOf(link));
  await expectNoAxeViolations(page);
  await page.getByRole("textbox", { name: "Your name" }).fill(person.name);
  if (withEmail) await page.getByRole("textbox", { name: "E-mail" }).fill(person.email);
  await page.getByLabel(/^Choose a password/).fill(person.password);
  await page.getByRole("button", { name: "Create my account" }).click();
}

/**
 * The shop's first owner, from the link the shop whose data directory is `shopDataDir` wrote
 * at start, with the second factor set up (nothing else opens before it): the page is signed
 * in; the authenticator's secret is returned.
 */
export async function becomeFirstOwner(page: Page, shopDataDir: string): Promise<string> {
  const firstLink = (await readFile(path.join(shopDataDir, "first-owner-link.txt"), "utf8")).trim();
  await joinStaff(page, firstLink, "owner", true);
  await expect(page).toHaveURL("/admin/account");
  return setUpTwoFactor(page, STAFF.owner.password);
}

/** Sets up two-factor sign-in on the signed-in staff member's account page; returns the app's secret. */
export async function setUpTwoFactor(page: Page, password: string): Promise<string> {
  await page.goto("/admin/account");
  await page.getByLabel(/^Your password/).fill(password);
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  const secret = (await page.getByTestId("totp-secret").textContent())?.trim() ?? "";
  await expectNoAxeViolations(page);
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  await page.getByRole("textbox", { name: /Code from your app/ }).fill(await unusedCode(secret));
  await page.getByRole("button", { name: "Turn it on" }).click();
  await expect(page.getByText("Two-factor sign-in is on.")).toBeVisible();
  return secret;
}
