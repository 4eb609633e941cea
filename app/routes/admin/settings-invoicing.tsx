import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, redirect, useLocation } from "react-router";
import { AdminPageHeader } from "~/components/admin/AdminShell";
import { SettingsPanel, SettingsSectionForm, SettingsTabs } from "~/components/admin/SettingsForms";
import { DoneBanner } from "~/components/forms/DoneBanner";
import { FormAlert } from "~/components/forms/FormMessages";
import { useIsPending } from "~/components/forms/hooks";
import { useShopForm } from "~/components/forms/shop-form";
import { FieldMessage } from "~/components/ui/Field";
import { buttonStyles, inputStyles } from "~/components/ui/styles";
import { readForm } from "~/infra/form.server";
import { privatePageHeaders } from "~/infra/headers";
import { INVALID_FORM, refusalResponse, refuse } from "~/infra/refusal";
import { vatRatesSchema } from "~/modules/invoices/forms";
import { listVatRates, saveVatRates } from "~/modules/invoices/invoicing.server";
import { formatPercentNumber } from "~/modules/invoices/vat";
import { SETTING_SECTIONS, sectionSchema, settingsOf } from "~/modules/settings/settings";
import { changeSection, readSettings } from "~/modules/settings/settings.server";
import { privatePageMeta } from "~/modules/shop/identity";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/settings-invoicing";

export const meta: Route.MetaFunction = () =>
  privatePageMeta("Invoicing settings", "The legal details and VAT rates printed on invoices.");

export const headers = privatePageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, AREA_ROLES.settings);
  const [seller, countries] = await Promise.all([readSettings(settingsOf("seller")), listVatRates()]);
  return {
    seller,
    countries: countries.map((country) => ({
      code: country.code,
      name: country.name,
      rate: formatPercentNumber(country.rate),
    })),
  };
}

const INTENTS = ["section", "vat"] as const;

/**
 * The page's two forms, told apart by `intent`: the legal details (the settings' "seller"
 * section, as every section is saved), the VAT rates. Both audited by their module.
 */
export async function action({ request }: Route.ActionArgs) {
  const owner = await requireStaff(request, AREA_ROLES.settings);
  const form = await readForm(request);
  const intent = INTENTS.find((known) => known === form.get("intent"));
  if (!intent || (intent === "section" && form.get("section") !== "seller")) {
    return refusalResponse(refuse(400, "This action is not known."));
  }
  if (intent === "section") {
    const extra = { intent, section: "seller" as const };
    const submission = parseWithZod(form, { schema: sectionSchema("seller") });
    if (submission.status !== "success") return refusalResponse(INVALID_FORM, { submission, extra });
    const outcome = await changeSection(owner, "seller", submission.value);
    return outcome.ok
      ? redirect("/admin/settings/invoicing?done=seller")
      : refusalResponse(outcome, { submission, extra });
  }
  const submission = parseWithZod(form, { schema: vatRatesSchema });
  if (submission.status !== "success") return refusalResponse(INVALID_FORM, { submission, extra: { intent } });
  // The module reads the rates as typed (it is the authority on them); the page's parse gave the messages.
  const outcome = await saveVatRates(owner, submission.payload);
  return outcome.ok
    ? redirect("/admin/settings/invoicing?done=vat")
    : refusalResponse(outcome, { submission, extra: { intent } });
}

const DONE_MESSAGES = {
  seller: SETTING_SECTIONS.seller.saved,
  vat: "VAT rates saved. They apply to orders paid from now on.",
};

export default function InvoicingSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { seller, countries } = loaderData;
  const { pathname } = useLocation();
  const answered = actionData && "intent" in actionData ? actionData.intent : null;
  const unknownAction = actionData && !("intent" in actionData) && "refusal" in actionData ? actionData.refusal : null;

  const [vatForm] = useShopForm({
    id: "vat",
    schema: vatRatesSchema,
    lastResult: answered === "vat" ? actionData?.result : undefined,
  });
  const savingVat = useIsPending({ intent: "vat" });
  const vatErrors = vatForm.allErrors;
  const wrongRates = countries.filter((country) => vatErrors[`rates.${country.code}`]).length;

  return (
    <div className="max-w-5xl">
      <AdminPageHeader
        title="Invoicing"
        intro="What invoices and credit notes say about the shop, and the VAT included in prices. Changes apply to documents issued from now on; those already issued keep what they say."
      />
      <SettingsTabs pathname={pathname} canOpenInvoicing />
      <div className="mb-4 grid gap-3 empty:hidden">
        <DoneBanner messages={DONE_MESSAGES} />
        {unknownAction?.message ? <FormAlert errors={[unknownAction.message]} /> : null}
      </div>

      <div className="grid gap-6">
        <SettingsSectionForm
          section="seller"
          values={seller}
          lastResult={answered === "section" ? actionData?.result : undefined}
        />

        <SettingsPanel
          id="vat-title"
          title="VAT rates by delivery country"
          intro="Prices include VAT. An invoice states the VAT of the country its order is delivered to, in percent (0 to 50, up to two decimals)."
        >
          <Form method="post" {...getFormProps(vatForm)} className="grid gap-4">
            <FormAlert
              id={vatForm.errorId}
              errors={
                vatForm.errors ??
                (wrongRates > 0
                  ? [`Please correct ${wrongRates === 1 ? "the rate" : `${wrongRates} rates`} marked below.`]
                  : undefined)
              }
            />
            <input type="hidden" name="intent" value="vat" />
            <ul className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
              {countries.map((country) => {
                const id = `vat-${country.code}`;
                const error = vatErrors[`rates.${country.code}`]?.[0];
                return (
                  // Keyed by the saved rate too: after a save the input shows the rate as stored ("18,5" -> "18.5").
                  <li key={`${country.code}-${country.rate}`}>
                    <div className="grid grid-cols-[minmax(0,1fr)_7rem] items-center gap-3">
                      <label htmlFor={id} className="text-sm">
                        {country.name}
                      </label>
                      <div className="flex items-center gap-1.5">
                        <input
                          id={id}
                          name={`rates.${country.code}`}
                          defaultValue={country.rate}
                          inputMode="decimal"
                          autoComplete="off"
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? `${id}-error` : undefined}
                          className={`${inputStyles} text-right`}
                        />
                        <span aria-hidden className="text-sm text-ink-soft">
                          %
                        </span>
                      </div>
                    </div>
                    <FieldMessage id={`${id}-error`} error={error} />
                  </li>
                );
              })}
            </ul>
            <div>
              <button type="submit" className={buttonStyles.primary} disabled={savingVat}>
                {savingVat ? "Saving…" : "Save the VAT rates"}
              </button>
            </div>
          </Form>
        </SettingsPanel>
      </div>
    </div>
  );
}
