import { redirect, useLocation } from "react-router";
import { AccountLayout } from "~/components/account/AccountLayout";
import { ProfileForm } from "~/components/account/ProfileForm";
import { FormSuccess } from "~/components/forms/FormMessages";
import { readForm } from "~/infra/form.server";
import { privatePageHeaders } from "~/infra/headers";
import { refusalResponse } from "~/infra/refusal";
import { loadProfileForm, requireCustomer } from "~/modules/accounts/accounts.server";
import { MESSAGES } from "~/modules/accounts/forms";
import { saveProfileForm } from "~/modules/accounts/profile-form.server";
import { privatePageMeta } from "~/modules/shop/identity";
import type { Route } from "./+types/address";

export const meta: Route.MetaFunction = () => privatePageMeta("My address", "Your delivery and billing addresses.");

export const headers = privatePageHeaders;

export const loader = ({ request }: Route.LoaderArgs) => loadProfileForm(request);

/** The address page's form is the profile form with the address page's wording (spec section 5). */
export async function action({ request }: Route.ActionArgs) {
  const customer = await requireCustomer(request);
  const { submission, outcome } = await saveProfileForm(customer, "address", await readForm(request));
  if (!outcome.ok) return refusalResponse(outcome, { submission, hideFields: ["currentPassword"] });
  return redirect("/adresse?updated=1");
}

export default function AddressPage({ loaderData, actionData }: Route.ComponentProps) {
  const { customerName, profile, countries } = loaderData;
  const location = useLocation();
  const updated = new URLSearchParams(location.search).has("updated");
  return (
    <AccountLayout
      customerName={customerName}
      title="My Adress"
      intro="These addresses are used by default on the payment page."
    >
      {updated ? (
        <div className="mb-8">
          <FormSuccess>{MESSAGES.updateSuccessful}</FormSuccess>
        </div>
      ) : null}
      <ProfileForm
        key={location.key}
        screen="address"
        profile={profile}
        countries={countries}
        lastResult={actionData?.result}
        submitLabel="Save"
      />
    </AccountLayout>
  );
}
