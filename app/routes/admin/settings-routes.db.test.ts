import { beforeAll, describe, expect, it } from "vitest";
import { databaseForTests } from "~/db/test-database.server";
import { readSetting, readSettings } from "~/modules/settings/settings.server";
import { createSignedInStaff, type TestStaff } from "~/modules/staff/test-support.server";
import { answer, callRoute } from "../route-calls.test-support";
import * as deliveryOption from "./delivery-option";
import * as settings from "./settings";

/*
 * Who changes which settings: customer service changes the delivery options, the currency
 * rates and the contact addresses; the shop's own rules (the refund limit among them) stay the
 * owner's; the workshop changes nothing.
 */

databaseForTests({ seed: true });

let owner: TestStaff;
let service: TestStaff;
let workshop: TestStaff;

beforeAll(async () => {
  owner = await createSignedInStaff({ name: "Olivia", email: "olivia@example.com", role: "owner" });
  service = await createSignedInStaff({ name: "Sofia", email: "sofia@example.com", role: "service" });
  workshop = await createSignedInStaff({ name: "Giulia", email: "giulia@example.com", role: "workshop" });
});

const post = (staff: TestStaff, form: Record<string, string>) =>
  callRoute(settings.action, "/admin/settings", { form, cookie: staff.cookie });

const contact = {
  intent: "section",
  section: "contact",
  contactEmail: "help@ateliersartorial.example",
  contactPhone: "+33 1 84 80 20 21",
  contactHours: "Monday to Friday, 9:00 to 18:00 CET",
  contactPostalAddress: "Atelier Sartorial SAS\n14 rue du Mail\n75002 Paris\nFrance",
};

describe("the settings' forms, by role", () => {
  it("lets customer service change a currency rate and the contact addresses", async () => {
    const rate = answer(await post(service, { intent: "rate", code: "GBP", rate: "0.86" }));
    expect(rate.status).toBe(302);
    const saved = answer(await post(service, contact));
    expect(saved.status).toBe(302);
    expect(await readSetting("contactEmail")).toBe("help@ateliersartorial.example");
  });

  it("asks the owner to confirm a change of more than 20 % with a shirt's price now and at the new rate; refuses customer service", async () => {
    const asked = answer(await post(owner, { intent: "rate", code: "USD", rate: "0.01" }));
    expect(asked.status).toBe(409);
    expect(asked.data).toMatchObject({
      intent: "rate",
      code: "USD",
      confirmation: {
        code: "USD",
        message: expect.stringMatching(/^USD from 1.08 to 0.01 is 99.1 % lower/),
        currentRate: "1.08",
        newRate: "0.01",
        shirts: [
          { label: "The lowest-priced shirt", euros: "€39.00", now: "$42.12", atNewRate: "$0.39" },
          {
            label: "The highest-priced shirt",
            euros: expect.stringMatching(/^€/),
            now: expect.any(String),
            atNewRate: expect.any(String),
          },
        ],
      },
    });
    const refused = answer(await post(service, { intent: "rate", code: "USD", rate: "0.01", confirmedFrom: "1.08" }));
    expect(refused.status).toBe(403);
    const confirmed = answer(await post(owner, { intent: "rate", code: "USD", rate: "0.01", confirmedFrom: "1.08" }));
    expect(confirmed.status).toBe(302);
    const back = answer(await post(owner, { intent: "rate", code: "USD", rate: "1.08", confirmedFrom: "0.01" }));
    expect(back.status).toBe(302);
  });

  it("keeps the production time and the limits the owner's: customer service is refused and nothing changes", async () => {
    const before = await readSettings(["productionLeadDays", "serviceRefundLimitEur"]);
    const refused = answer(
      await post(service, {
        intent: "section",
        section: "shop",
        productionLeadDays: "12",
        serviceRefundLimitEur: "100000",
        alterationRefundPercent: "30",
        fitClaimWindowDays: "7",
      }),
    );
    expect(refused.status).toBe(403);
    expect(await readSettings(["productionLeadDays", "serviceRefundLimitEur"])).toEqual(before);
  });

  it("shows customer service which parts it may change, and no invoicing", async () => {
    const page = answer(await callRoute(settings.loader, "/admin/settings", { cookie: service.cookie }));
    expect(page.data).toMatchObject({
      canEditStorefront: true,
      canEditSection: { shop: false, contact: true },
      canOpenInvoicing: false,
    });
    const ownerPage = answer(await callRoute(settings.loader, "/admin/settings", { cookie: owner.cookie }));
    expect(ownerPage.data).toMatchObject({ canEditSection: { shop: true, contact: true }, canOpenInvoicing: true });
  });

  it("lets customer service edit a delivery option, and refuses the workshop everything", async () => {
    const option = answer(
      await callRoute(deliveryOption.loader, "/admin/settings/delivery/1", {
        cookie: service.cookie,
        params: { id: "1" },
      }),
    );
    expect(option.status).toBe(200);
    expect(answer(await post(workshop, { intent: "rate", code: "GBP", rate: "0.9" })).status).toBe(403);
    expect(answer(await post(workshop, contact)).status).toBe(403);
  });
});
