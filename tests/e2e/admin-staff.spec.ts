import type { Browser, Page } from "@playwright/test";
import { expect, test } from "../shop-test";
import { latestLinkInMail, signedInCustomer } from "./account-helpers";
import { expectNoAxeViolations } from "./fixtures";
import { STAFF, setUpTwoFactor, staffCode, staffState, unusedCode } from "./staff-helpers";

/*
 * The back office's staff journeys: signing in with two factors, an owner managing
 * the team, roles kept apart, and the audit log that records it all.
 */

test.describe("signing in to the back office", () => {
  test("an owner needs the code from their app; a wrong code is refused with a message", async ({ page }) => {
    await page.goto("/admin/staff");
    await expect(page).toHaveURL("/admin/login?redirectTo=%2Fadmin%2Fstaff");
    await expectNoAxeViolations(page);
    await page.getByRole("textbox", { name: "E-mail" }).fill(STAFF.owner.email);
    await page.getByLabel(/^Password/).fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("E-mail or password incorrect.");

    await page.getByLabel(/^Password/).fill(STAFF.owner.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Enter your code" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("textbox", { name: /Code from your app/ }).fill("123456");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText(/This code is not right/)).toBeVisible();
    await page.getByRole("textbox", { name: /Code from your app/ }).fill(await staffCode("owner"));
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL("/admin/staff");
    await expect(page.getByRole("heading", { name: "Staff", exact: true })).toBeVisible();
  });

  test("customer service and the workshop need the code from their app too, and a code works once", async ({
    browser,
  }) => {
    for (const [role, home] of [
      ["service", "/admin"],
      ["workshop", "/admin/production"],
    ] as const) {
      const signIn = async (page: Page) => {
        await page.goto("/admin/login");
        await page.getByRole("textbox", { name: "E-mail" }).fill(STAFF[role].email);
        await page.getByLabel(/^Password/).fill(STAFF[role].password);
        await page.getByRole("button", { name: "Sign in" }).click();
        await expect(page.getByRole("heading", { name: "Enter your code" })).toBeVisible();
      };
      const context = await browser.newContext();
      const page = await context.newPage();
      await signIn(page);
      // The half-done sign-in's cookie: only for this site's own requests, out of scripts' reach.
      const halfDone = (await context.cookies()).find((cookie) => cookie.name.endsWith("staff.two_factor"));
      expect(halfDone).toMatchObject({ httpOnly: true, sameSite: "Strict", secure: true });
      expect(halfDone?.name).toBe("__Secure-staff.two_factor");
      const code = await staffCode(role);
      await page.getByRole("textbox", { name: /Code from your app/ }).fill(code);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page).toHaveURL(home);

      // The same code, in another browser a moment later, opens nothing.
      const other = await browser.newContext();
      const otherPage = await other.newPage();
      await signIn(otherPage);
      await otherPage.getByRole("textbox", { name: /Code from your app/ }).fill(code);
      await otherPage.getByRole("button", { name: "Sign in" }).click();
      await expect(otherPage.getByText(/This code was already used/)).toBeVisible();
      await expect(otherPage).toHaveURL(/\/admin\/login\/second-factor/);
      await other.close();
      await context.close();
    }
  });

  test("a customer's session opens nothing in the back office", async ({ page }) => {
    await signedInCustomer(page);
    await page.goto("/admin/audit");
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=/);
  });
});

/**
 * The owner (on `page`) invites a workshop colleague at `email`, who joins from the mailed
 * link in a browser of their own and is sent to set up two-factor sign-in before anything else
 * opens: that browser, signed in with it set up, the link and the app's secret are returned.
 */
async function inviteWorkshopColleague(page: Page, browser: Browser, email: string, name: string) {
  const link = await inviteWorkshop(page, email);
  const colleague = await browser.newContext();
  const colleaguePage = await colleague.newPage();
  await colleaguePage.goto(`${link.pathname}${link.search}`);
  await expect(colleaguePage.getByText("You join as workshop")).toBeVisible();
  await colleaguePage.getByRole("textbox", { name: "Your name" }).fill(name);
  await colleaguePage.getByLabel(/^Choose a password/).fill("cutting-table-7");
  await colleaguePage.getByRole("button", { name: "Create my account" }).click();
  await expect(colleaguePage).toHaveURL("/admin/account");
  await expect(colleaguePage.getByRole("heading", { name: "Your role: Workshop" })).toBeVisible();
  const secret = await setUpTwoFactor(colleaguePage, "cutting-table-7");
  return { colleague, colleaguePage, link, secret };
}

/** The owner (on `page`) invites a workshop colleague at `email`: the link mailed to them. */
async function inviteWorkshop(page: Page, email: string): Promise<URL> {
  await page.goto("/admin/staff");
  const invite = page.getByRole("region", { name: "Invite a colleague" });
  await invite.getByRole("textbox", { name: "E-mail" }).fill(email);
  await invite.getByRole("combobox", { name: "Role" }).selectOption("workshop");
  await invite.getByRole("button", { name: "Send the invitation" }).click();
  await expect(page.getByText("Invitation sent.")).toBeVisible();
  await expect(page.getByText(`${email} · Workshop`)).toBeVisible();
  await expect.poll(() => latestLinkInMail(email, "/admin/join"), { timeout: 15_000 }).not.toBeNull();
  return new URL((await latestLinkInMail(email, "/admin/join")) ?? "");
}

test.describe("the owner's team", () => {
  test.use({ storageState: staffState("owner") });

  test("a new workshop colleague, on a phone, sets up two-factor sign-in before anything else opens", async ({
    page,
    browser,
  }, testInfo) => {
    const email = `cutter-${Date.now().toString(36)}@atelier.test`;
    const link = await inviteWorkshop(page, email);
    const colleague = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const phone = await colleague.newPage();
    const shots = async (name: string) => {
      for (const width of [390, 1280]) {
        await phone.setViewportSize({ width, height: 844 });
        expect(await sidewaysOverflow(phone, width)).toBeLessThanOrEqual(0);
        await phone.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
      }
      await phone.setViewportSize({ width: 390, height: 844 });
    };

    await phone.goto(`${link.pathname}${link.search}`);
    await expect(phone.getByText(/set up two-factor sign-in with an authenticator app/)).toBeVisible();
    await phone.getByRole("textbox", { name: "Your name" }).fill("Cora Cutter");
    await phone.getByLabel(/^Choose a password/).fill("cutting-table-7");
    await phone.getByRole("button", { name: "Create my account" }).click();
    await expect(phone).toHaveURL("/admin/account");
    await expect(phone.getByRole("alert")).toHaveText(
      "Every staff member signs in with a second factor. Set it up to open the back office.",
    );
    await expectNoAxeViolations(phone);
    await shots("workshop-two-factor-first");
    // Nothing else opens before it.
    await phone.goto("/admin/production");
    await expect(phone).toHaveURL("/admin/account");

    await phone.getByLabel(/^Your password/).fill("cutting-table-7");
    await phone.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    await expect(phone.getByRole("img", { name: "QR code to scan with your authenticator app" })).toBeVisible();
    // A phone cannot scan its own screen: the key opens in its authenticator app instead.
    await expect(phone.getByRole("link", { name: "Open in my authenticator app" })).toHaveAttribute(
      "href",
      /^otpauth:\/\/totp\/.+secret=[A-Z2-7]+/,
    );
    await shots("workshop-two-factor-qr");
    const secret = (await phone.getByTestId("totp-secret").textContent())?.trim() ?? "";
    await phone.getByRole("textbox", { name: /Code from your app/ }).fill(await unusedCode(secret));
    await phone.getByRole("button", { name: "Turn it on" }).click();
    await expect(phone.getByText("Two-factor sign-in is on.")).toBeVisible();
    await shots("workshop-two-factor-on");
    await phone.goto("/admin/production");
    await expect(phone.getByRole("heading", { level: 1, name: "Production" })).toBeVisible();
    await colleague.close();
  });

  test("invites a colleague, who joins from the e-mail; removing them ends their session; the audit log shows it", async ({
    page,
    browser,
  }) => {
    const email = `cutter-${Date.now().toString(36)}@atelier.test`;
    await page.goto("/admin/staff");
    await expectNoAxeViolations(page);
    const { colleague, colleaguePage, link } = await inviteWorkshopColleague(page, browser, email, "Carla Cutter");
    // The link worked once.
    await colleaguePage.goto(`${link.pathname}${link.search}`);
    await expect(colleaguePage.getByRole("heading", { name: "This link no longer works" })).toBeVisible();

    await page.reload();
    await page.getByRole("button", { name: "Remove Carla Cutter's access" }).click();
    await expect(page.getByText("Access removed.")).toBeVisible();
    await colleaguePage.goto("/admin/account");
    await expect(colleaguePage).toHaveURL(/\/admin\/login/);
    await colleague.close();

    await page.goto("/admin/audit?action=staff.");
    await expectNoAxeViolations(page);
    const entries = page.getByRole("listitem");
    await expect(entries.filter({ hasText: "staff.removed" }).first()).toContainText(STAFF.owner.name);
    await expect(entries.filter({ hasText: "staff.joined" }).filter({ hasText: "Carla Cutter" })).toHaveCount(1);
  });
});

test.describe("a forgotten password", () => {
  test.use({ storageState: staffState("owner") });

  test("a colleague asks for a link at sign-in, chooses a new password from the mail, and signs in with it", async ({
    page,
    browser,
  }, testInfo) => {
    const email = `sewer-${Date.now().toString(36)}@atelier.test`;
    const { colleague, colleaguePage, secret } = await inviteWorkshopColleague(page, browser, email, "Sara Sewer");

    // Another browser, signed out (not the owner's of test.use).
    const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const signIn = await visitor.newPage();
    await signIn.goto("/admin/login");
    await signIn.getByRole("button", { name: "Forgotten your password?" }).click();
    await expect(signIn.getByRole("textbox", { name: "E-mail" })).toHaveAccessibleDescription(
      "Enter an e-mail address.",
    );
    await signIn.getByRole("textbox", { name: "E-mail" }).fill(email);
    await signIn.getByRole("button", { name: "Forgotten your password?" }).click();
    await expect(signIn.getByRole("status")).toContainText("a link to choose a new password is on its way");

    await expect.poll(() => latestLinkInMail(email, "/admin/reset-password"), { timeout: 15_000 }).not.toBeNull();
    const link = new URL((await latestLinkInMail(email, "/admin/reset-password")) ?? "");
    await signIn.goto(`${link.pathname}${link.search}`);
    await expect(signIn.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
    await expect(signIn.getByText(email)).toBeVisible();
    await expectNoAxeViolations(signIn);
    await signIn.getByRole("textbox", { name: "New password" }).fill("short");
    await signIn.getByRole("button", { name: "Save my new password" }).click();
    await expect(signIn.getByText("Choose a password of at least 8 characters.")).toBeVisible();
    for (const width of [1280, 390]) {
      await signIn.setViewportSize({ width, height: 900 });
      await signIn.screenshot({ path: testInfo.outputPath(`admin-reset-password-${width}.png`), fullPage: true });
    }
    await signIn.getByRole("textbox", { name: "New password" }).fill("needle-and-thread-9");
    await signIn.getByRole("button", { name: "Save my new password" }).click();
    await expect(signIn).toHaveURL("/admin/login?reset=done");
    await expect(signIn.getByRole("status")).toHaveText("Your new password is saved. Sign in with it.");

    // Her open session ended; the new password and the code from her app (which stays as it
    // was) open the back office, and the link is spent.
    await colleaguePage.goto("/admin/account");
    await expect(colleaguePage).toHaveURL(/\/admin\/login/);
    await signIn.getByRole("textbox", { name: "E-mail" }).fill(email);
    await signIn.getByRole("textbox", { name: "Password" }).fill("needle-and-thread-9");
    await signIn.getByRole("button", { name: "Sign in", exact: true }).click();
    await signIn.getByRole("textbox", { name: /Code from your app/ }).fill(await unusedCode(secret));
    await signIn.getByRole("button", { name: "Sign in" }).click();
    await expect(signIn).toHaveURL("/admin/production");
    await signIn.goto(`${link.pathname}${link.search}`);
    await expect(signIn.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
    await visitor.close();
    await colleague.close();

    await page.goto("/admin/audit?action=staff.");
    const entries = page.getByRole("listitem");
    await expect(entries.filter({ hasText: "staff.password_reset" }).filter({ hasText: "Sara Sewer" })).toHaveCount(1);
    await expect(entries.filter({ hasText: "staff.reset_link_mailed" }).first()).toBeVisible();
  });
});

test.describe("a lost phone", () => {
  test.use({ storageState: staffState("owner") });

  test("the owner turns off the two-factor sign-in of a colleague who lost the phone and the codes", async ({
    page,
    browser,
  }, testInfo) => {
    const email = `presser-${Date.now().toString(36)}@atelier.test`;
    const { colleague, colleaguePage } = await inviteWorkshopColleague(page, browser, email, "Piero Presser");

    await page.goto("/admin/staff");
    const row = page.getByRole("listitem").filter({ hasText: email });
    await expect(row.getByText("Two-factor", { exact: true })).toBeVisible();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await row.screenshot({ path: testInfo.outputPath(`staff-row-two-factor-${width}.png`) });
    }
    await row.getByRole("button", { name: "Turn off Piero Presser's two-factor sign-in" }).click();
    await expect(page.getByRole("status")).toContainText("Two-factor sign-in turned off and their sessions ended.");
    await expect(
      page.getByRole("listitem").filter({ hasText: email }).getByText("Two-factor", { exact: true }),
    ).toHaveCount(0);

    // Signed out, then in again with the password alone: only to set it up again, as an
    // account from before every role needed it is.
    await colleaguePage.goto("/admin/account");
    await expect(colleaguePage).toHaveURL(/\/admin\/login/);
    await colleaguePage.getByRole("textbox", { name: "E-mail" }).fill(email);
    await colleaguePage.getByRole("textbox", { name: "Password" }).fill("cutting-table-7");
    await colleaguePage.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(colleaguePage).toHaveURL("/admin/account");
    await expect(colleaguePage.getByRole("alert")).toHaveText(
      "Every staff member signs in with a second factor. Set it up to open the back office.",
    );
    await colleaguePage.goto("/admin/production");
    await expect(colleaguePage).toHaveURL("/admin/account");
    await setUpTwoFactor(colleaguePage, "cutting-table-7");
    await colleaguePage.goto("/admin/production");
    await expect(colleaguePage.getByRole("heading", { level: 1, name: "Production" })).toBeVisible();
    await colleague.close();

    await page.goto("/admin/audit?action=staff.");
    await expect(page.getByRole("listitem").filter({ hasText: "staff.two_factor_turned_off" }).first()).toContainText(
      STAFF.owner.name,
    );
  });
});

test.describe("roles kept apart", () => {
  test.use({ storageState: staffState("workshop") });

  test("the workshop sees its own menu and is refused the staff page", async ({ page }) => {
    await page.goto("/admin/account");
    const menu = page.getByRole("navigation", { name: "Back office" });
    await expect(menu.getByRole("link", { name: "Production" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Orders" })).toHaveCount(0);
    await expect(menu.getByRole("link", { name: "Staff" })).toHaveCount(0);
    const answer = await page.goto("/admin/staff");
    expect(answer?.status()).toBe(403);
    await expect(page.getByText("Your role does not open this page.")).toBeVisible();
  });
});

/**
 * How far the page spreads past the screen's `width` (0 when nothing does). A phone's browser
 * widens its layout to whatever overflows, so the screen's own width is the measure.
 */
function sidewaysOverflow(page: Page, width: number): Promise<number> {
  return page.evaluate((screenWidth) => document.documentElement.scrollWidth - screenWidth, width);
}

test("the back office on a phone and a desktop @phone", async ({ browser }, testInfo) => {
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ storageState: staffState("owner"), viewport: { width, height: 900 } });
    const page = await context.newPage();
    const menu = page.getByRole("navigation", { name: "Back office" });
    const shot = (name: string) =>
      page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });

    // The team: the owner's own row has no control over herself; a colleague's row has them all.
    await page.goto("/admin/staff");
    await expect(page.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Staff", exact: true })).toHaveAttribute("aria-current", "page");
    const people = page.getByRole("region", { name: "Staff accounts" }).getByRole("listitem");
    const own = people.filter({ hasText: STAFF.owner.email });
    await expect(own.getByText("(you)")).toBeVisible();
    await expect(own.getByText("Two-factor", { exact: true })).toBeVisible();
    await expect(own.getByRole("button")).toHaveCount(0);
    for (const [member, role] of [
      [STAFF.workshop, "workshop"],
      [STAFF.service, "service"],
    ] as const) {
      const row = people.filter({ hasText: member.email });
      // The name, with the two-factor badge every colleague has (it is needed to sign in).
      const name = row.getByRole("paragraph").filter({ hasText: member.name });
      await expect(name.getByText("Two-factor", { exact: true })).toBeVisible();
      await expect(row.getByRole("combobox", { name: `Role of ${member.name}` })).toHaveValue(role);
      await expect(row.getByRole("button", { name: "Change role" })).toBeVisible();
      await expect(row.getByRole("button", { name: `Remove ${member.name}'s access` })).toBeVisible();
    }
    const invite = page.getByRole("region", { name: "Invite a colleague" });
    await expect(invite.getByRole("textbox", { name: "E-mail" })).toBeVisible();
    await expect(invite.getByRole("combobox", { name: "Role" })).toHaveValue("workshop");
    await expect(invite.getByRole("button", { name: "Send the invitation" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Invitations not used yet" })).toBeVisible();
    expect(await sidewaysOverflow(page, width)).toBeLessThanOrEqual(0);
    await shot("admin-staff");

    // The audit log: its filters folded while none is on, the entries newest first.
    await page.goto("/admin/audit");
    await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
    await expect(page.getByText("Filter the log", { exact: true })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Who" })).toBeHidden();
    const newest = page.getByRole("main").getByRole("listitem").first();
    await expect(newest.locator("time")).toBeVisible();
    await expect(newest.locator("code")).toHaveText(/^[a-z_]+\./);
    expect(await sidewaysOverflow(page, width)).toBeLessThanOrEqual(0);
    await shot("admin-audit");

    // The owner's own account: the role, and two-factor sign-in on for good.
    await page.goto("/admin/account");
    await expect(page.getByRole("heading", { level: 1, name: "My account" })).toBeVisible();
    await expect(page.getByText(`${STAFF.owner.name} · ${STAFF.owner.email}`)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Your role: Owner" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Two-factor sign-in" })).toBeVisible();
    await expect(page.getByText(/^It stays on\./)).toBeVisible();
    expect(await sidewaysOverflow(page, width)).toBeLessThanOrEqual(0);
    await shot("admin-account");
    await context.close();

    // The sign-in page, for someone signed out.
    const visitor = await browser.newContext({ viewport: { width, height: 900 } });
    const signInPage = await visitor.newPage();
    await signInPage.goto("/admin/login");
    await expect(signInPage.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
    await expect(signInPage.getByRole("textbox", { name: "E-mail" })).toBeVisible();
    await expect(signInPage.getByLabel(/^Password/)).toBeVisible();
    await expect(signInPage.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
    await expect(signInPage.getByRole("button", { name: "Forgotten your password?" })).toBeVisible();
    expect(await sidewaysOverflow(signInPage, width)).toBeLessThanOrEqual(0);
    await signInPage.screenshot({ path: testInfo.outputPath(`admin-login-${width}.png`), fullPage: true });
    await visitor.close();
  }
});
