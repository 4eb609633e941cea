import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect } from "react-router";
import { AdminFrame } from "~/components/admin/AdminFrame";
import { FormAlert } from "~/components/forms/FormMessages";
import { useIsPending } from "~/components/forms/hooks";
import { NewPasswordField } from "~/components/forms/PasswordFields";
import { useShopForm } from "~/components/forms/shop-form";
import { buttonStyles } from "~/components/ui/styles";
import { readForm } from "~/infra/form.server";
import { privatePageHeaders } from "~/infra/headers";
import { INVALID_FORM, refusalResponse } from "~/infra/refusal";
import { privatePageMeta } from "~/modules/shop/identity";
import { STAFF_MESSAGES, staffResetPasswordSchema } from "~/modules/staff/forms";
import { ADMIN_LOGIN_PATH } from "~/modules/staff/staff";
import { findStaffResetLink, resetStaffPassword } from "~/modules/staff/staff.server";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () =>
  privatePageMeta("Choose a new password", "Choose a new password for the back office.");

/** The mailed link's page: its address carries the token, so it is never cached. */
export const headers = privatePageHeaders;

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

export async function loader({ request }: Route.LoaderArgs) {
  const person = await findStaffResetLink(tokenOf(request));
  if (!person) return data({ email: null }, { status: 404 });
  return { email: person.email };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: staffResetPasswordSchema });
  if (submission.status !== "success") return refusalResponse(INVALID_FORM, { submission, hideFields: ["password"] });
  const outcome = await resetStaffPassword(
    { request, clientIp: context.clientIp },
    tokenOf(request),
    submission.value.password,
  );
  if (!outcome.ok) return refusalResponse(outcome, { submission, hideFields: ["password"] });
  return redirect(`${ADMIN_LOGIN_PATH}?reset=done`);
}

export default function StaffResetPasswordPage({ loaderData: { email }, actionData }: Route.ComponentProps) {
  const [form, fields] = useShopForm({
    id: "staff-reset-password",
    schema: staffResetPasswordSchema,
    lastResult: actionData?.result,
  });
  const saving = useIsPending();
  if (!email) {
    return (
      <AdminFrame title="This link no longer works">
        <p className="text-ink-soft">{STAFF_MESSAGES.resetLinkInvalid}</p>
        <Link to={ADMIN_LOGIN_PATH} className={`${buttonStyles.primary} mt-6`}>
          Back to sign in
        </Link>
      </AdminFrame>
    );
  }
  return (
    <AdminFrame
      title="Choose a new password"
      intro="Once it is saved, you are signed out on every device and sign in again with it. Your two-factor sign-in stays as it is."
    >
      <FormAlert id={form.errorId} errors={form.errors} />
      <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-5">
        {/* The account's name for password managers, which save the new password under it. */}
        <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
        <p className="text-sm">
          <span className="block font-medium">E-mail</span>
          <span className="text-ink-soft">{email}</span>
        </p>
        <NewPasswordField field={fields.password} label="New password" note="A sentence you remember is best." />
        <button type="submit" className={buttonStyles.primary} disabled={saving}>
          {saving ? "Saving…" : "Save my new password"}
        </button>
      </Form>
    </AdminFrame>
  );
}
