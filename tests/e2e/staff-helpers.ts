import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { dataDir, expectNoAxeViolations } from "./fixtures";

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
  const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
  await page.getByRole("textbox", { name: /Code from your app/ }).fill(code);
  await page.getByRole("button", { name: "Turn it on" }).click();
  await expect(page.getByText("Two-factor sign-in is on.")).toBeVisible();
  return secret;
}
