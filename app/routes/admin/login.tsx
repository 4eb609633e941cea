import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, redirect, useSearchParams } from "react-router";
import { AdminFrame } from "~/components/admin/AdminFrame";
import { FormAlert, FormSuccess } from "~/components/forms/FormMessages";
import { SignInButtons, SignInFields } from "~/components/forms/SignInFields";
import { useShopForm } from "~/components/forms/shop-form";
import { readForm } from "~/infra/form.server";
import { privatePageHeaders } from "~/infra/headers";
import { INVALID_FORM, refusalResponse } from "~/infra/refusal";
import { privatePageMeta } from "~/modules/shop/identity";
import { STAFF_MESSAGES, staffSignInSchema } from "~/modules/staff/forms";
import { SECOND_FACTOR_PATH } from "~/modules/staff/staff";
import { afterStaffSignInPath, getStaff, requestStaffPasswordReset, signInStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => privatePageMeta("Back office sign-in", "Staff sign-in.");

export const headers = privatePageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  if (await getStaff(request)) throw redirect(afterStaffSignInPath(new URL(request.url).searchParams));
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: staffSignInSchema });
  if (submission.status !== "success") return refusalResponse(INVALID_FORM, { submission, hideFields: ["password"] });
  const caller = { request, clientIp: context.clientIp };
  if (submission.value.intent === "forgot") {
    const outcome = await requestStaffPasswordReset(caller, submission.value.email);
    if (!outcome.ok) return refusalResponse(outcome, { submission, hideFields: ["password"] });
    return { result: submission.reply({ hideFields: ["password"] }), resetSent: true };
  }
  const outcome = await signInStaff(caller, submission.value);
  if (!outcome.ok) return refusalResponse(outcome, { submission, hideFields: ["password"] });
  const search = new URL(request.url).search;
  const next = outcome.secondFactor
    ? `${SECOND_FACTOR_PATH}${search}`
    : afterStaffSignInPath(new URL(request.url).searchParams);
  return redirect(next, { headers: outcome.headers });
}

export default function StaffLoginPage({ actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const [form, fields] = useShopForm({ id: "staff-login", schema: staffSignInSchema, lastResult: actionData?.result });
  const resetSent = actionData && "resetSent" in actionData && actionData.resetSent;
  return (
    <AdminFrame title="Sign in" intro="For the shop's staff. Customers sign in from the shop.">
      <div className="grid gap-4">
        {searchParams.get("signedOut") ? <FormSuccess>You are signed out.</FormSuccess> : null}
        {searchParams.get("reset") === "done" ? <FormSuccess>{STAFF_MESSAGES.passwordReset}</FormSuccess> : null}
        {resetSent ? <FormSuccess>{STAFF_MESSAGES.resetLinkSent}</FormSuccess> : null}
        <FormAlert id={form.errorId} errors={form.errors} />
      </div>
      <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-5">
        <SignInFields email={fields.email} password={fields.password} />
        <SignInButtons signInLabel="Sign in" />
      </Form>
      <p className="mt-6 border-t border-line pt-4 text-xs text-ink-soft">
        Lost the phone with your authenticator app? After your password, choose “Use a recovery code instead” and enter
        one of the codes you kept.
      </p>
    </AdminFrame>
  );
}
