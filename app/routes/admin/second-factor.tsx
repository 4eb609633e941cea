import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, redirect, useSearchParams } from "react-router";
import { AdminFrame } from "~/components/admin/AdminFrame";
import { FormAlert } from "~/components/forms/FormMessages";
import { useIsPending } from "~/components/forms/hooks";
import { useShopForm } from "~/components/forms/shop-form";
import { Field } from "~/components/ui/Field";
import { buttonStyles, inputStyles } from "~/components/ui/styles";
import { readForm } from "~/infra/form.server";
import { privatePageHeaders } from "~/infra/headers";
import { INVALID_FORM, refusalResponse } from "~/infra/refusal";
import { privatePageMeta } from "~/modules/shop/identity";
import { secondFactorSchema } from "~/modules/staff/forms";
import { ADMIN_LOGIN_PATH } from "~/modules/staff/staff";
import { afterStaffSignInPath, getStaff, verifySecondFactor } from "~/modules/staff/staff.server";
import type { Route } from "./+types/second-factor";

export const meta: Route.MetaFunction = () => privatePageMeta("Second factor", "Staff sign-in, second step.");

export const headers = privatePageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  if (await getStaff(request)) throw redirect(afterStaffSignInPath(new URL(request.url).searchParams));
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: secondFactorSchema });
  if (submission.status !== "success") return refusalResponse(INVALID_FORM, { submission });
  const outcome = await verifySecondFactor({ request, clientIp: context.clientIp }, submission.value);
  if (!outcome.ok) return refusalResponse(outcome, { submission });
  return redirect(afterStaffSignInPath(new URL(request.url).searchParams), { headers: outcome.headers });
}

export default function SecondFactorPage({ actionData }: Route.ComponentProps) {
  // The choice lives in the address, so that it works before JavaScript loads.
  const [searchParams] = useSearchParams();
  const method = searchParams.get("method") === "recovery" ? "recovery" : "app";
  const other = new URLSearchParams(searchParams);
  other.set("method", method === "app" ? "recovery" : "app");
  const [form, fields] = useShopForm({
    id: "second-factor",
    schema: secondFactorSchema,
    lastResult: actionData?.result,
  });
  const checking = useIsPending();
  const app = method === "app";
  return (
    <AdminFrame
      title="Enter your code"
      intro={
        app
          ? "Open your authenticator app and enter the 6-digit code it shows for the back office."
          : "Enter one of the recovery codes you kept when you set up two-factor sign-in. Each works once."
      }
    >
      <FormAlert id={form.errorId} errors={form.errors} />
      <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-5">
        <input type="hidden" name="method" value={method} />
        <Field
          id={fields.code.id}
          label={app ? "Code from your app" : "Recovery code"}
          error={fields.code.errors?.[0]}
          required
        >
          <input
            {...getInputProps(fields.code, { type: "text" })}
            key={method}
            className={`${inputStyles} font-mono tracking-[0.3em]`}
            inputMode={app ? "numeric" : "text"}
            autoComplete="one-time-code"
            maxLength={app ? 6 : 11}
            // biome-ignore lint/a11y/noAutofocus: the page exists for this one field
            autoFocus
          />
        </Field>
        <button type="submit" className={buttonStyles.primary} disabled={checking}>
          {checking ? "Checking…" : "Sign in"}
        </button>
      </Form>
      <div className="mt-6 flex flex-wrap justify-between gap-3 border-t border-line pt-4 text-sm">
        <Link to={`?${other}`} replace className="font-medium text-navy underline underline-offset-4 hover:text-brass">
          {app ? "Use a recovery code instead" : "Use the code from my app"}
        </Link>
        <Link to={ADMIN_LOGIN_PATH} className="text-ink-soft underline underline-offset-4 hover:text-navy">
          Start again
        </Link>
      </div>
    </AdminFrame>
  );
}
