import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { Form, redirect, useLocation } from "react-router";
import { ACCOUNT_HOME, AccountLayout } from "~/components/account/AccountLayout";
import { ProfileForm } from "~/components/account/ProfileForm";
import { FormAlert, FormSuccess } from "~/components/forms/FormMessages";
import { useIsPending } from "~/components/forms/hooks";
import { CurrentPasswordField, NewPasswordField } from "~/components/forms/PasswordFields";
import { useShopForm } from "~/components/forms/shop-form";
import { buttonStyles } from "~/components/ui/styles";
import { readForm } from "~/infra/form.server";
import { privatePageHeaders } from "~/infra/headers";
import { INVALID_FORM, refusalResponse } from "~/infra/refusal";
import { changePassword, loadProfileForm, requireCustomer, setCartReminders } from "~/modules/accounts/accounts.server";
import {
  CART_REMINDERS_LABEL,
  changePasswordSchema,
  deleteAccountSchema,
  emailPreferencesSchema,
  MESSAGES,
} from "~/modules/accounts/forms";
import { saveProfileForm } from "~/modules/accounts/profile-form.server";
import { leaveBrowserEmpty } from "~/modules/cart/sign-out.server";
import { deleteOwnAccount } from "~/modules/privacy/erase.server";
import { KEPT_AFTER_ERASURE } from "~/modules/privacy/rules";
import { privatePageMeta } from "~/modules/shop/identity";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = () => privatePageMeta("My account", "Your personal details and addresses.");

export const headers = privatePageHeaders;

export const loader = ({ request }: Route.LoaderArgs) => loadProfileForm(request);

type Intent = "profile" | "password" | "delete" | "emails";

/** Four forms share this action, told apart by `intent`; each answer says which form it is for. */
export async function action({ request }: Route.ActionArgs) {
  const customer = await requireCustomer(request);
  const formData = await readForm(request);
  const intent = formData.get("intent");

  if (intent === "password") {
    const submission = parseWithZod(formData, { schema: changePasswordSchema });
    const hidden = ["currentPassword", "newPassword"];
    if (submission.status !== "success") {
      return refusalResponse(INVALID_FORM, { submission, hideFields: hidden, extra: { intent } });
    }
    const outcome = await changePassword(request, customer, submission.value);
    if (!outcome.ok) return refusalResponse(outcome, { submission, hideFields: hidden, extra: { intent } });
    return redirect("/account?updated=password", { headers: outcome.headers });
  }

  if (intent === "emails") {
    const submission = parseWithZod(formData, { schema: emailPreferencesSchema });
    if (submission.status !== "success") return refusalResponse(INVALID_FORM, { submission, extra: { intent } });
    await setCartReminders(customer, submission.value.cartReminders);
    return redirect("/account?updated=emails");
  }

  if (intent === "delete") {
    const submission = parseWithZod(formData, { schema: deleteAccountSchema });
    if (submission.status !== "success") {
      return refusalResponse(INVALID_FORM, { submission, hideFields: ["password"], extra: { intent } });
    }
    const outcome = await deleteOwnAccount(request, customer, submission.value.password);
    if (!outcome.ok) return refusalResponse(outcome, { submission, hideFields: ["password"], extra: { intent } });
    return redirect("/login?account=deleted", { headers: await leaveBrowserEmpty(request, outcome.headers) });
  }

  const { submission, outcome } = await saveProfileForm(customer, "account", formData);
  const extra = { intent: "profile" as const };
  if (!outcome.ok) return refusalResponse(outcome, { submission, hideFields: ["currentPassword"], extra });
  return redirect("/account?updated=profile");
}

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { customerName, profile, countries, cartReminders } = loaderData;
  const location = useLocation();
  const updated = new URLSearchParams(location.search).get("updated");
  const resultFor = (intent: Intent) => (actionData?.intent === intent ? actionData.result : undefined);

  return (
    <AccountLayout customerName={customerName} title={ACCOUNT_HOME}>
      <section aria-labelledby="profile-title">
        <h2 id="profile-title" className="text-3xl">
          My Profile
        </h2>
        <p className="mt-1 text-sm text-ink-soft">
          Fields marked * are required. Your addresses are used by default at checkout.
        </p>
        {updated === "profile" ? (
          <div className="mt-5">
            <FormSuccess>{MESSAGES.updateSuccessful}</FormSuccess>
          </div>
        ) : null}
        <div className="mt-8">
          {/* A new form after each save, so that it starts from what was saved. */}
          <ProfileForm
            key={location.key}
            screen="account"
            profile={profile}
            countries={countries}
            lastResult={resultFor("profile")}
            submitLabel="Save"
          />
        </div>
      </section>

      <EmailPreferences key={`emails-${location.key}`} cartReminders={cartReminders} saved={updated === "emails"} />

      <div className="mt-14 grid gap-4 border-t border-line pt-10">
        {updated === "password" ? <FormSuccess>{MESSAGES.passwordUpdated}</FormSuccess> : null}
        <ChangePasswordPanel key={`password-${location.key}`} lastResult={resultFor("password")} />
        <DownloadDataPanel />
        <DeleteAccountPanel lastResult={resultFor("delete")} />
      </div>
    </AccountLayout>
  );
}

/**
 * A form hidden until opened (a disclosure, which needs no JavaScript), open again when the
 * server sends it back with a message; its `intent` tells the action which form it is.
 */
function PanelForm({
  title,
  intent,
  formProps,
  open,
  submit,
  children,
}: {
  title: string;
  intent: Intent;
  formProps: ReturnType<typeof getFormProps>;
  open: boolean;
  submit: { label: string; pendingLabel: string; className: string };
  children: ReactNode;
}) {
  const pending = useIsPending({ intent });
  return (
    <details className="group border border-line bg-white" open={open}>
      <summary className="flex cursor-pointer list-none items-center justify-between px-5 py-4 font-semibold text-ink hover:text-navy [&::-webkit-details-marker]:hidden">
        {title}
        <ChevronDown aria-hidden className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <Form method="post" {...formProps} className="grid gap-5 border-t border-line px-5 py-6">
        <input type="hidden" name="intent" value={intent} />
        {children}
        <div>
          <button type="submit" className={submit.className} disabled={pending}>
            {pending ? submit.pendingLabel : submit.label}
          </button>
        </div>
      </Form>
    </details>
  );
}

/** E-mails from us: the one reminder of a cart left behind, on or off (off unless the customer ticked it). */
function EmailPreferences({ cartReminders, saved }: { cartReminders: boolean; saved: boolean }) {
  const pending = useIsPending({ intent: "emails" });
  return (
    <section aria-labelledby="emails-title" className="mt-14 border-t border-line pt-10">
      <h2 id="emails-title" className="text-3xl">
        E-mails from us
      </h2>
      {saved ? (
        <div className="mt-5">
          <FormSuccess>Your e-mail choices are saved.</FormSuccess>
        </div>
      ) : null}
      <Form method="post" className="mt-5 grid gap-4">
        <input type="hidden" name="intent" value="emails" />
        <label className="flex items-start gap-2 text-[15px]">
          <input type="checkbox" name="cartReminders" defaultChecked={cartReminders} className="mt-1 size-4" />
          <span>
            {CART_REMINDERS_LABEL}
            <span className="block text-sm text-ink-soft">
              One e-mail once your cart has been left unchanged for a while; never a second one for the same cart.
            </span>
          </span>
        </label>
        <div>
          <button type="submit" className={buttonStyles.secondary} disabled={pending}>
            {pending ? "Saving…" : "Save my e-mail choices"}
          </button>
        </div>
      </Form>
    </section>
  );
}

/** Change Password: a panel, closed after a successful change. */
function ChangePasswordPanel({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useShopForm({ id: "change-password", schema: changePasswordSchema, lastResult });
  return (
    <PanelForm
      title="Change Password"
      intent="password"
      formProps={getFormProps(form)}
      open={Boolean(lastResult)}
      submit={{ label: "Change", pendingLabel: "Changing…", className: buttonStyles.primary }}
    >
      <FormAlert id={form.errorId} errors={form.errors} />
      <div className="grid gap-5 sm:grid-cols-2">
        <CurrentPasswordField field={fields.currentPassword} label="Current password" />
        <NewPasswordField
          field={fields.newPassword}
          label="New password"
          note="Your other sessions will be signed out."
        />
      </div>
    </PanelForm>
  );
}

/**
 * Download my data (GDPR articles 15 and 20): a link to the zip of everything the shop holds
 * about the customer, a resource route (/account/data) the browser saves.
 */
function DownloadDataPanel() {
  return (
    <section aria-labelledby="my-data-title" className="border border-line bg-white px-5 py-4">
      <h3 id="my-data-title" className="font-semibold text-ink">
        My data
      </h3>
      <p className="mt-2 max-w-2xl text-sm text-ink-soft">
        A zip file of everything we hold about you: your details, addresses, sizes, cart, orders, fit claims and their
        photos, messages, newsletter subscription and the e-mails we sent you (JSON), with your invoices and credit
        notes (PDF).
      </p>
      <a href="/account/data" download className={`${buttonStyles.secondary} mt-4 inline-flex`}>
        Download my data
      </a>
    </section>
  );
}

/** Delete my account, confirmed with the password (spec section 7 "DELETE users"; DESIGN.md section 6). */
function DeleteAccountPanel({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useShopForm({ id: "delete-account", schema: deleteAccountSchema, lastResult });
  return (
    <PanelForm
      title="Delete my account"
      intent="delete"
      formProps={getFormProps(form)}
      open={Boolean(lastResult)}
      submit={{ label: "Delete my account", pendingLabel: "Deleting…", className: buttonStyles.danger }}
    >
      <p className="max-w-2xl text-sm text-ink-soft">
        This erases your personal details, addresses, saved sizes and their history, cart, fit claims and photos,
        contact messages, newsletter subscription and the copies of our e-mails to you, and signs you out. This cannot
        be undone. {KEPT_AFTER_ERASURE}
      </p>
      <FormAlert id={form.errorId} errors={form.errors} />
      <div className="max-w-sm">
        <CurrentPasswordField field={fields.password} label="Your password" />
      </div>
    </PanelForm>
  );
}
