import { getFormProps, getTextareaProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, redirect, useSearchParams } from "react-router";
import { FormAlert, FormSuccess } from "~/components/account/Messages";
import { AdminPageHeader } from "~/components/admin/AdminShell";
import { useIsPending, useShopForm } from "~/components/forms/hooks";
import { TextField } from "~/components/forms/TextField";
import { Field, FieldMessage } from "~/components/ui/Field";
import { buttonStyles, inputStyles } from "~/components/ui/styles";
import { readForm } from "~/infra/form.server";
import { privatePageHeaders } from "~/infra/headers";
import { INVALID_FORM, refusalResponse, refuse } from "~/infra/refusal";
import { privatePageMeta } from "~/modules/content/meta";
import { sellerDetailsSchema, vatRatesSchema } from "~/modules/invoices/forms";
import { listVatRates, readSellerForm, saveSellerDetails, saveVatRates } from "~/modules/invoices/invoicing.server";
import { formatPercentNumber } from "~/modules/invoices/vat";
import { SETTINGS } from "~/modules/settings/settings";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/settings-invoicing";

export const meta: Route.MetaFunction = () =>
  privatePageMeta("Invoicing settings", "The legal details and VAT rates printed on invoices.");

export const headers = privatePageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, AREA_ROLES.settings);
  const [seller, countries] = await Promise.all([readSellerForm(), listVatRates()]);
  return {
    seller,
    countries: countries.map((country) => ({
      code: country.code,
      name: country.name,
      rate: formatPercentNumber(country.rate),
    })),
  };
}

const INTENTS = ["seller", "vat"] as const;
type Intent = (typeof INTENTS)[number];

/** The page's two forms, told apart by `intent`: legal details, VAT rates. Both audited by the module. */
export async function action({ request }: Route.ActionArgs) {
  const owner = await requireStaff(request, AREA_ROLES.settings);
  const form = await readForm(request);
  const intent = INTENTS.find((known) => known === form.get("intent"));
  if (!intent) return refusalResponse(refuse(400, "This action is not known."));
  if (intent === "seller") {
    const submission = parseWithZod(form, { schema: sellerDetailsSchema });
    if (submission.status !== "success") return refusalResponse(INVALID_FORM, { submission, extra: { intent } });
    const outcome = await saveSellerDetails(owner, submission.value);
    return outcome.ok
      ? redirect("/admin/settings/invoicing?done=seller")
      : refusalResponse(outcome, { submission, extra: { intent } });
  }
  const submission = parseWithZod(form, { schema: vatRatesSchema });
  if (submission.status !== "success") return refusalResponse(INVALID_FORM, { submission, extra: { intent } });
  // The module reads the rates as typed (it is the authority on them); the page's parse gave the messages.
  const outcome = await saveVatRates(owner, submission.payload);
  return outcome.ok
    ? redirect("/admin/settings/invoicing?done=vat")
    : refusalResponse(outcome, { submission, extra: { intent } });
}

const DONE_MESSAGES: Record<Intent, string> = {
  seller: "Legal details saved. Invoices and credit notes issued from now on print them.",
  vat: "VAT rates saved. They apply to orders paid from now on.",
};

export default function InvoicingSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { seller, countries } = loaderData;
  const [searchParams] = useSearchParams();
  const done = INTENTS.find((intent) => intent === searchParams.get("done"));
  const answered = actionData && "intent" in actionData ? actionData.intent : null;
  const resultFor = (intent: Intent) => (answered === intent && actionData ? actionData.result : undefined);
  const unknownAction = actionData && !("intent" in actionData) && "refusal" in actionData ? actionData.refusal : null;

  const [sellerForm, sellerFields] = useShopForm({
    id: "seller",
    schema: sellerDetailsSchema,
    lastResult: resultFor("seller"),
    defaultValue: seller,
  });
  const [vatForm] = useShopForm({ id: "vat", schema: vatRatesSchema, lastResult: resultFor("vat") });
  const savingSeller = useIsPending({ intent: "seller" });
  const savingVat = useIsPending({ intent: "vat" });
  const vatErrors = vatForm.allErrors;
  const wrongRates = countries.filter((country) => vatErrors[`rates.${country.code}`]).length;

  return (
    <div className="max-w-5xl">
      <AdminPageHeader
        title="Invoicing"
        intro="What invoices and credit notes say about the shop, and the VAT included in prices. Changes apply to documents issued from now on; those already issued keep what they say."
      />
      <div className="mb-4 grid gap-3">
        {done ? <FormSuccess>{DONE_MESSAGES[done]}</FormSuccess> : null}
        {unknownAction?.message ? <FormAlert errors={[unknownAction.message]} /> : null}
      </div>

      <div className="grid gap-6">
        <section aria-labelledby="seller-title" className="border border-line bg-white p-5">
          <h2 id="seller-title" className="text-2xl">
            Legal details
          </h2>
          <p className="mt-1 text-sm text-ink-soft">Printed at the top and foot of every invoice and credit note.</p>
          <Form method="post" {...getFormProps(sellerForm)} className="mt-4 grid gap-4 md:grid-cols-2">
            <FormAlert id={sellerForm.errorId} errors={sellerForm.errors} />
            <input type="hidden" name="intent" value="seller" />
            <TextField
              field={sellerFields.sellerCompanyName}
              label={SETTINGS.sellerCompanyName.label}
              required
              autoComplete="organization"
            />
            <TextField
              field={sellerFields.sellerVatNumber}
              label={SETTINGS.sellerVatNumber.label}
              required
              autoComplete="off"
              hint="With its country code, e.g. IT12345678903."
            />
            <Field
              id={sellerFields.sellerAddress.id}
              label={SETTINGS.sellerAddress.label}
              required
              hint="One line per line of the address."
              error={sellerFields.sellerAddress.errors?.[0]}
              className="md:row-span-2"
            >
              <textarea
                {...getTextareaProps(sellerFields.sellerAddress, {
                  ariaDescribedBy: sellerFields.sellerAddress.errors
                    ? undefined
                    : `${sellerFields.sellerAddress.id}-hint`,
                })}
                rows={4}
                autoComplete="street-address"
                className={inputStyles}
              />
            </Field>
            <TextField
              field={sellerFields.sellerEmail}
              label={SETTINGS.sellerEmail.label}
              type="email"
              required
              autoComplete="email"
            />
            <TextField
              field={sellerFields.sellerRegistration}
              label={SETTINGS.sellerRegistration.label}
              required
              autoComplete="off"
              hint="Register and number, share capital: as the law asks for your company."
            />
            <div className="md:col-span-2">
              <button type="submit" className={buttonStyles.primary} disabled={savingSeller}>
                {savingSeller ? "Saving…" : "Save the legal details"}
              </button>
            </div>
          </Form>
        </section>

        <section aria-labelledby="vat-title" className="border border-line bg-white p-5">
          <h2 id="vat-title" className="text-2xl">
            VAT rates by delivery country
          </h2>
          <p className="mt-1 text-sm text-ink-soft">
            Prices include VAT. An invoice states the VAT of the country its order is delivered to, in percent (0 to 50,
            up to two decimals).
          </p>
          <Form method="post" {...getFormProps(vatForm)} className="mt-4 grid gap-4">
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
        </section>
      </div>
    </div>
  );
}
