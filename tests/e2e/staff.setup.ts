import { writeFile } from "node:fs/promises";
import { expect, test as setup } from "../shop-test";
import { latestLinkInMail } from "./account-helpers";
import { dataDir } from "./fixtures";
import { becomeFirstOwner, joinStaff, STAFF, setUpTwoFactor, staffSecretFile, staffState } from "./staff-helpers";

/*
 * Creates the back office's staff once per run, as a shop's owner would on the first day:
 * the first owner's link written at start, then invitations by e-mail. Every one of them sets
 * up two-factor sign-in first, since nothing else opens before it.
 */

setup("the owner, service and workshop staff", async ({ page, browser }) => {
  // Three people through the pages, each joining and setting up the second factor (axe on each page).
  setup.setTimeout(180_000);
  const secret = await becomeFirstOwner(page, dataDir());
  await writeFile(staffSecretFile("owner"), secret);
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
    await joinStaff(colleaguePage, invitation, role, false);
    await expect(colleaguePage).toHaveURL("/admin/account");
    await expect(
      colleaguePage.getByRole("heading", {
        name: `Your role: ${role === "service" ? "Customer service" : "Workshop"}`,
      }),
    ).toBeVisible();
    await writeFile(staffSecretFile(role), await setUpTwoFactor(colleaguePage, STAFF[role].password));
    await colleague.storageState({ path: staffState(role) });
    await colleague.close();
  }
});
