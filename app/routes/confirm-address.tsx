import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { ProfileForm } from "~/components/account/ProfileForm";
import { Breadcrumb } from "~/components/ui/Breadcrumb";
import { Container } from "~/components/ui/Container";
import { readForm } from "~/infra/form.server";
import { privatePageHeaders } from "~/infra/headers";
import { INVALID_FORM, refusalResponse } from "~/infra/refusal";
import {
  listCountries,
  loadProfileForm,
  requireCustomer,
  saveCheckoutAddresses,
} from "~/modules/accounts/accounts.server";
import { checkoutAddressSchema } from "~/modules/accounts/forms";
import { privatePageMeta } from "~/modules/shop/identity";
import type { Route } from "./+types/confirm-address";

export const meta: Route.MetaFunction = () =>
  privatePageMeta("Delivery address", "Where we send your shirts, and where we send the invoice.");

export const headers = privatePageHeaders;

export const loader = ({ request }: Route.LoaderArgs) => loadProfileForm(request);

/**
 * The cart flow's address step (spec section 2 "Shipping address"): saving goes on to /checkout,
 * which says 'Update successful' (spec section 7 "updateadresse"; README, differences).
 */
export async function action({ request }: Route.ActionArgs) {
  const customer = await requireCustomer(request);
  const countries = await listCountries();
  const schema = checkoutAddressSchema(countries.map((country) => country.id));
  const submission = parseWithZod(await readForm(request), { schema });
  if (submission.status !== "success") return refusalResponse(INVALID_FORM, { submission });
  await saveCheckoutAddresses(customer, submission.value);
  return redirect("/checkout?updated=address");
}

export default function ConfirmAddressPage({ loaderData: { profile, countries }, actionData }: Route.ComponentProps) {
  return (
    <Container className="py-10 md:py-14">
      <div className="mx-auto max-w-3xl">
        <Breadcrumb items={[{ label: "Cart", to: "/cart" }, { label: "Delivery address" }]} />
        <h1 className="mt-6 text-4xl md:text-5xl">Your delivery address</h1>
        <p className="mt-3 text-ink-soft">
          We also use this address for billing, unless you choose to bill to a different address below.
        </p>
        <div className="mt-8 border border-line bg-white p-5 sm:p-10">
          <ProfileForm
            screen="checkout"
            profile={profile}
            countries={countries}
            lastResult={actionData?.result}
            submitLabel="Save and continue"
          />
        </div>
      </div>
    </Container>
  );
}
