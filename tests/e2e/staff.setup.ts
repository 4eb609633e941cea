import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Page, test as setup } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { latestLinkInMail } from "./account-helpers";
import { dataDir, expectNoAxeViolations } from "./fixtures";
import { ownerSecretFile, STAFF, type StaffRoleName, staffState } from "./staff-helpers";

/*
 * Creates the back office's staff once per run, as a shop's owner would on the first day:
 * the first owner's link written at start, two-factor set-up, then invitations by e-mail.
 */

const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

async function join(page: Page, link: string, role: StaffRoleName, withEmail: boolean) {
  const person = STAFF[role];
  await page.goto(pathOf(link));
  await expectNoAxeViolations(page);
  await page.getByRole("textbox", { name: "Your name" }).fill(person.name);
  if (withEmail) await page.getByRole("textbox", { name: "E-mail" }).fill(person.email);
  await page.getByLabel(/^Choose a password/).fill(person.password);
  await page.getByRole("button", { name: "Create my account" }).click();
}

setup("the owner, service and workshop staff", async ({ page, browser }) => {
  const firstLink = (await readFile(path.join(dataDir(), "first-owner-link.txt"), "utf8")).trim();
  await join(page, firstLink, "owner", true);

  // An owner must set up the second factor before anything else opens.
  await expect(page).toHaveURL("/admin/account");
  await page.getByLabel(/^Your password/).fill(STAFF.owner.password);
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  const secret = (await page.getByTestId("totp-secret").textContent())?.trim() ?? "";
  await expectNoAxeViolations(page);
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
  await page.getByRole("textbox", { name: /Code from your app/ }).fill(code);
  await page.getByRole("button", { name: "Turn it on" }).click();
  await expect(page.getByText("Two-factor sign-in is on.")).toBeVisible();
  await writeFile(ownerSecretFile(), secret);
  await page.context().storageState({ path: staffState("owner") });

  for (const role of ["service", "workshop"] as const) {
    await page.goto("/admin/staff");
    const invite = page.getByRole("region", { name: "Invite a colleague" });
    await invite.getByRole("textbox", { name: "E-mail" }).fill(STAFF[role].email);
    await invite.getByRole("combobox", { name: "Role" }).selectOption(role);
    await invite.getByRole("button", { name: "Send the invitation" }).click();
    await expect(page.getByText("Invitation sent.")).toBeVisible();

    await expect.poll(() => latestLinkInMail(STAFF[role].email, "/admin/join"), { timeout: 15_000 }).not.toBeNull();
    const invitation = (await latestLinkInMail(STAFF[role].email, "/admin/join")) ?? "";
    const colleague = await browser.newContext();
    const colleaguePage = await colleague.newPage();
    await join(colleaguePage, invitation, role, false);
    await colleaguePage.waitForURL((url) => url.pathname !== "/admin/join");
    await colleaguePage.goto("/admin/account");
    await expect(
      colleaguePage.getByRole("heading", {
        name: `Your role: ${role === "service" ? "Customer service" : "Workshop"}`,
      }),
    ).toBeVisible();
    await colleague.storageState({ path: staffState(role) });
    await colleague.close();
  }
});
