import {
  type FieldMetadata,
  getFormProps,
  getInputProps,
  getSelectProps,
  type SubmissionResult,
} from "@conform-to/react";
import { Form } from "react-router";
import type { z } from "zod";
import { FormAlert } from "~/components/forms/FormMessages";
import { useIsPending } from "~/components/forms/hooks";
import { CurrentPasswordField } from "~/components/forms/PasswordFields";
import { useShopForm } from "~/components/forms/shop-form";
import { TextField } from "~/components/forms/TextField";
import { Field, FieldMessage } from "~/components/ui/Field";
import { buttonStyles, inputStyles, labelStyles } from "~/components/ui/styles";
import type { Address, Profile } from "~/modules/accounts/accounts.server";
import { checkoutAddressSchema, GENDER_LABELS, GENDERS, profileSchema } from "~/modules/accounts/forms";

type Screen = "account" | "address" | "checkout";

/** The form as Conform types its fields: the schema's input (the country id is parsed from text). */
type ProfileInput = z.input<ReturnType<typeof profileSchema>>;

const sectionTitle = "font-sans text-xs font-semibold uppercase tracking-[0.16em] text-ink-soft";

function addressDefaults(address: Address | null) {
  return address ? { ...address, countryId: String(address.countryId) } : undefined;
}

/**
 * The profile and address form of /account and /adresse, and the shipping form of
 * /confirm-adress (screen "checkout": addresses only). The billing block shows when 'bill to
 * a different address' is chosen, with CSS only, so it works before JavaScript loads.
 */
export function ProfileForm({
  screen,
  profile,
  countries,
  lastResult,
  submitLabel,
}: {
  screen: Screen;
  /** What the form starts from: the customer's saved profile. */
  profile: Profile;
  countries: { id: number; name: string }[];
  lastResult: SubmissionResult<string[]> | null | undefined;
  submitLabel: string;
}) {
  const countryIds = countries.map((country) => country.id);
  // Typed as the profile schema: the checkout one is the same without the personal fields.
  const schema = (
    screen === "checkout" ? checkoutAddressSchema(countryIds) : profileSchema(screen, countryIds)
  ) as ReturnType<typeof profileSchema>;
  const [form, fields] = useShopForm({
    id: `profile-${screen}`,
    schema,
    lastResult,
    defaultValue: {
      gender: profile.gender ?? undefined,
      name: profile.name,
      email: profile.email,
      phone: profile.phone,
      billingSame: profile.billingSameAsShipping ? "1" : "0",
      shipping: addressDefaults(profile.shipping),
      billing: addressDefaults(profile.billing),
    },
  });
  const saving = useIsPending({ intent: "profile" });
  // The current password is asked for only when the e-mail address changes.
  // The value sent back after a refusal is whatever was posted: a repeated field comes back as a list.
  const typedEmail: unknown = fields.email.value;
  const emailChanged = typeof typedEmail === "string" && typedEmail.toLowerCase() !== profile.email;
  const askPassword = emailChanged || Boolean(fields.currentPassword.errors);
  const billingChoiceId = `${form.id}-billing`;

  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-10">
      <input type="hidden" name="intent" value="profile" />
      <FormAlert id={form.errorId} errors={form.errors} />

      {screen === "checkout" ? null : (
        <fieldset className="grid gap-5">
          <legend className={`${sectionTitle} mb-5`}>Personal details</legend>
          <fieldset>
            <legend className={labelStyles}>Gender</legend>
            <div className="flex gap-6">
              {GENDERS.map((gender) => (
                <label key={gender} className="flex items-center gap-2 text-[15px]">
                  <input
                    {...getInputProps(fields.gender, { type: "radio", value: gender })}
                    id={`${fields.gender.id}-${gender}`}
                    className="size-4 accent-navy"
                  />
                  {GENDER_LABELS[gender]}
                </label>
              ))}
            </div>
            <FieldMessage id={fields.gender.errorId} error={fields.gender.errors?.[0]} />
          </fieldset>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField field={fields.name} label="Name" required autoComplete="name" />
            <TextField field={fields.phone} label="Phone" type="tel" autoComplete="tel" />
            <TextField field={fields.email} label="E-mail" type="email" required autoComplete="email" />
            {askPassword ? (
              <CurrentPasswordField
                field={fields.currentPassword}
                label="Current password"
                hint="To change your e-mail address, confirm it with your password."
              />
            ) : null}
          </div>
        </fieldset>
      )}

      <AddressFieldset title="Shipping address" field={fields.shipping} countries={countries} />

      <fieldset className="grid gap-5">
        <legend className={`${sectionTitle} mb-5`}>Billing address</legend>
        {/* The billing block shows while 'bill to a different address' is checked: CSS only. */}
        <div className="grid gap-5 [&:has(input[value='0']:checked)_[data-billing]]:grid">
          <div className="flex flex-col gap-3 sm:flex-row sm:gap-8">
            <label className="flex items-center gap-2 text-[15px]">
              <input
                {...getInputProps(fields.billingSame, { type: "radio", value: "1" })}
                id={`${billingChoiceId}-same`}
                className="size-4 accent-navy"
              />
              Same address
            </label>
            <label className="flex items-center gap-2 text-[15px]">
              <input
                {...getInputProps(fields.billingSame, { type: "radio", value: "0" })}
                id={`${billingChoiceId}-different`}
                className="size-4 accent-navy"
              />
              Bill to a different address
            </label>
          </div>
          {fields.billingSame.errors ? <p className="text-sm text-danger">{fields.billingSame.errors[0]}</p> : null}
          <div data-billing className="hidden gap-5 border-l-2 border-line pl-5">
            <AddressFieldset field={fields.billing} countries={countries} />
          </div>
        </div>
      </fieldset>

      <div>
        <button type="submit" className={buttonStyles.primary} disabled={saving}>
          {saving ? "Saving…" : submitLabel}
        </button>
      </div>
    </Form>
  );
}

/** One address block; without `title` it is the billing block, titled by its radio button. */
function AddressFieldset({
  title,
  field,
  countries,
}: {
  title?: string;
  field: FieldMetadata<ProfileInput["shipping"] | undefined, ProfileInput>;
  countries: { id: number; name: string }[];
}) {
  const address = field.getFieldset();
  const kind = title ? "shipping" : "billing";
  const body = (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField field={address.firstName} label="First name" required autoComplete={`${kind} given-name`} />
      <TextField field={address.lastName} label="Last name" required autoComplete={`${kind} family-name`} />
      <div className="sm:col-span-2">
        <TextField field={address.company} label="Company" autoComplete={`${kind} organization`} />
      </div>
      <div className="sm:col-span-2">
        <TextField field={address.line1} label="Address" required autoComplete={`${kind} address-line1`} />
      </div>
      <div className="sm:col-span-2">
        <TextField field={address.line2} label="Address line 2" autoComplete={`${kind} address-line2`} />
      </div>
      <TextField field={address.city} label="City" required autoComplete={`${kind} address-level2`} />
      <TextField field={address.postcode} label="Postcode" required autoComplete={`${kind} postal-code`} />
      <div className="sm:col-span-2">
        <Field id={address.countryId.id} label="Country" required error={address.countryId.errors?.[0]}>
          <select {...getSelectProps(address.countryId)} autoComplete={`${kind} country-name`} className={inputStyles}>
            <option value="">Choose a country</option>
            {countries.map((country) => (
              <option key={country.id} value={country.id}>
                {country.name}
              </option>
            ))}
          </select>
        </Field>
      </div>
    </div>
  );
  if (!title) return body;
  return (
    <fieldset>
      <legend className={`${sectionTitle} mb-5`}>{title}</legend>
      {body}
    </fieldset>
  );
}
