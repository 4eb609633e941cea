import { readFile } from "node:fs/promises";
import { expect, test } from "../shop-test";
import { expectNoAxeViolations } from "./fixtures";
import { mailsTo, packShirt, paidOrder } from "./order-helpers";
import { skipNewsletter } from "./shop-helpers";
import { staffState } from "./staff-helpers";

/*
 * Customer service's side of an order: a paid order found by the customer's
 * e-mail, a note the customer reads, the workshop's stages, the parcel shipped with its
 * tracking e-mail, and the CSV export of exactly the filtered list.
 */

test.describe("customer service and an order", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await skipNewsletter(context, baseURL);
  });

  test("finds a paid order by e-mail, writes the customer a note, ships it with tracking and exports the list", async ({
    page,
    browser,
  }, testInfo) => {
    // A whole day of an order: a checkout, three staff members, every shirt through four stages, two axe passes.
    test.slow();
    const { email, number } = await paidOrder(page);
    const service = await browser.newContext({ storageState: staffState("service") });
    const office = await service.newPage();

    await office.goto("/admin/orders");
    await expectNoAxeViolations(office);
    await office.getByRole("searchbox", { name: "Search" }).fill(email.toUpperCase().slice(0, email.indexOf("@")));
    await office.getByRole("combobox", { name: "Status" }).selectOption("paid");
    await office.getByRole("button", { name: "Filter" }).click();
    await expect(office).toHaveURL(/\/admin\/orders\?q=.+&status=paid/);
    await expect(office.getByText("1 order matches these filters.")).toBeVisible();
    await office.getByRole("link", { name: number }).first().click();

    await expect(office.getByRole("heading", { level: 1, name: `Order ${number}` })).toBeVisible();
    await expect(office.getByText(email)).toBeVisible();
    await expect(office.getByRole("img", { name: /front view/ })).toBeVisible();
    await expect(office.getByRole("img", { name: /back view/ })).toBeVisible();
    await expect(office.getByRole("table", { name: /Measurements/ })).toContainText("Neck");
    await expect(office.getByRole("region", { name: "Timeline" })).toContainText("Order placed");
    await expectNoAxeViolations(office);

    // The actions bar: a paid order not yet packed offers a note first. A note without words is
    // refused inside its dialog; a note for the customer is e-mailed and closes the dialog.
    const actions = office.getByRole("region", { name: "Actions on this order" });
    await actions.getByRole("link", { name: "Add a note" }).click();
    const noteDialog = office.getByRole("dialog", { name: "Add a note" });
    await noteDialog.getByRole("button", { name: "Add the note" }).click();
    await expect(noteDialog.getByText("Please write the note")).toBeVisible();
    await noteDialog.getByRole("textbox", { name: "Note" }).fill("Your fabric has arrived from Biella.");
    await noteDialog.getByRole("radio", { name: /The customer too/ }).check();
    await noteDialog.getByRole("button", { name: "Add the note" }).click();
    await expect(office.getByText(/^Note added\./)).toBeVisible();
    await expect(noteDialog).toHaveCount(0);
    const timeline = office.getByRole("region", { name: "Timeline" });
    await timeline.getByRole("link", { name: "Notes" }).click();
    await expect(office).toHaveURL(/show=notes/);
    await expect(timeline.locator("ol > li")).toHaveCount(1);
    await expect(timeline).toContainText("Your fabric has arrived from Biella.");
    await expect
      .poll(async () => (await mailsTo(email)).some((mail) => mail.includes("Your fabric has arrived from Biella.")), {
        timeout: 15_000,
      })
      .toBe(true);

    // Not packed yet: no Ship action. The workshop packs the shirt from its phone page.
    await expect(office.getByRole("link", { name: /^Ship/ })).toHaveCount(0);
    const shirtPath =
      (await office.getByRole("link", { name: "Shirt 1 of 1", exact: true }).getAttribute("href")) ?? "";
    await packShirt(browser, shirtPath);
    await office.reload();

    // Every shirt packed: shipping is the bar's first action.
    await actions.getByRole("link", { name: "Ship" }).click();
    const shipDialog = office.getByRole("dialog", { name: "Ship the parcel" });
    await shipDialog.getByRole("textbox", { name: "Carrier" }).fill("DHL");
    await shipDialog.getByRole("textbox", { name: "Tracking number" }).fill("JD0146000099");
    await shipDialog.getByRole("textbox", { name: "Tracking link" }).fill("dhl.com");
    await shipDialog.getByRole("button", { name: "Ship and e-mail the customer" }).click();
    await expect(shipDialog.getByText("Please enter the tracking link, starting with https://.")).toBeVisible();
    await shipDialog.getByRole("textbox", { name: "Tracking link" }).fill("https://www.dhl.com/track?id=JD0146000099");
    await shipDialog.getByRole("button", { name: "Ship and e-mail the customer" }).click();
    await expect(office.getByText(/^Shipped\. The customer is e-mailed/)).toBeVisible();
    await expect(shipDialog).toHaveCount(0);
    const delivery = office.getByRole("region", { name: "Delivery" });
    await expect(delivery.getByRole("link", { name: "JD0146000099" })).toHaveAttribute(
      "href",
      "https://www.dhl.com/track?id=JD0146000099",
    );
    await expect(timeline).toContainText("Shipped with DHL");
    // Shipped: marking it delivered comes first now.
    await expect(actions.getByRole("link", { name: "Mark delivered" })).toBeVisible();
    await expect
      .poll(
        async () => (await mailsTo(email)).find((mail) => mail.includes(`Subject: Your order ${number} is on its way`)),
        {
          timeout: 15_000,
        },
      )
      .toContain("https://www.dhl.com/track?id=JD0146000099");
    await expectNoAxeViolations(office);

    // The export carries the list's filters: exactly this order.
    await office.goto(`/admin/orders?q=${encodeURIComponent(email)}`);
    const [download] = await Promise.all([
      office.waitForEvent("download"),
      office.getByRole("link", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile((await download.path()) ?? "", "utf8"))
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split(/\r?\n/);
    expect(csv[0]).toBe(
      "Number,Placed,Status,Customer,E-mail,Country,Items,Total,Refunded,Currency,Remake of,Payment,Promised from,Promised by,Late,Carrier,Tracking number,Tracking link",
    );
    expect(csv).toHaveLength(2);
    expect(csv[1]).toMatch(new RegExp(`^${number},[^,]+,Shipped,[^,]+,${email.replace(/[.+]/g, "\\$&")},`));
    expect(csv[1]).toContain(",1,");
    expect(csv[1]).toContain(",DHL,JD0146000099,https://www.dhl.com/track?id=JD0146000099");

    // The pages at a desktop's and a phone's width, for a person to look at.
    const orderPath = `/admin/orders?q=${encodeURIComponent(email)}`;
    for (const width of [1280, 390]) {
      await office.setViewportSize({ width, height: 900 });
      await office.goto("/admin");
      await expect(office.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
      await expectNoAxeViolations(office);
      await office.screenshot({ path: testInfo.outputPath(`admin-today-${width}.png`), fullPage: true });
      await office.goto(orderPath);
      await expectNoAxeViolations(office);
      await office.screenshot({ path: testInfo.outputPath(`admin-orders-${width}.png`), fullPage: true });
      await office.getByRole("link", { name: number }).first().click();
      await expect(office.getByRole("heading", { level: 1, name: `Order ${number}` })).toBeVisible();
      await expectNoAxeViolations(office);
      await office.screenshot({ path: testInfo.outputPath(`admin-order-${width}.png`), fullPage: true });
    }
    await service.close();
  });
});
