import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect } from "react-router";
import { AdminFrame } from "~/components/admin/AdminFrame";
import { FormAlert } from "~/components/forms/FormMessages";
import { useIsPending } from "~/components/forms/hooks";
import { NewPasswordField } from "~/components/forms/PasswordFields";
import { useShopForm } from "~/components/forms/shop-form";
import { TextField } from "~/components/forms/TextField";
import { buttonStyles } from "~/components/ui/styles";
import { readForm } from "~/infra/form.server";
import { privatePageHeaders } from "~/infra/headers";
import { INVALID_FORM, refusalResponse } from "~/infra/refusal";
import { privatePageMeta } from "~/modules/shop/identity";
import { joinSchema, STAFF_MESSAGES } from "~/modules/staff/forms";
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from "~/modules/staff/roles";
import { TWO_FACTOR_SETUP_PATH } from "~/modules/staff/staff";
import { acceptStaffLink, findStaffLink } from "~/modules/staff/staff.server";
import type { Route } from "./+types/join";

export const meta: Route.MetaFunction = () => privatePageMeta("Join the back office", "Create your staff account.");

/** The address carries a secret: never cached. */
export const headers = privatePageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const link = await findStaffLink(new URL(request.url).searchParams.get("token") ?? "");
  if (!link) return data({ link: null }, { status: 404 });
  return { link: { email: link.email, role: link.role, expiresAt: link.expiresAt.toISOString() } };
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const submission = parseWithZod(await readForm(request), { schema: joinSchema });
  if (submission.status !== "success") return refusalResponse(INVALID_FORM, { submission, hideFields: ["password"] });
  const link = await findStaffLink(token);
  const email = link?.email ?? submission.value.email;
  if (link && !email) {
    return refusalResponse(
      { ok: false, status: 400, fieldErrors: { email: [STAFF_MESSAGES.emailRequired] } },
      { submission, hideFields: ["password"] },
    );
  }
  const outcome = await acceptStaffLink({ request, clientIp: context.clientIp }, token, {
    name: submission.value.name,
    email: email ?? "",
    password: submission.value.password,
  });
  if (!outcome.ok) return refusalResponse(outcome, { submission, hideFields: ["password"] });
  // Every new member sets up the second factor first: nothing else opens before it.
  return redirect(TWO_FACTOR_SETUP_PATH, { headers: outcome.headers });
}

export default function JoinPage({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useShopForm({ id: "join", schema: joinSchema, lastResult: actionData?.result });
  const joining = useIsPending();
  const { link } = loaderData;
  if (!link) {
    return (
      <AdminFrame title="This link no longer works">
        <p className="text-ink-soft">{STAFF_MESSAGES.linkInvalid}</p>
      </AdminFrame>
    );
  }
  return (
    <AdminFrame
      title={link.email ? "Join the back office" : "Create the owner's account"}
      intro={
        <>
          You join as <strong className="text-ink">{ROLE_LABELS[link.role].toLowerCase()}</strong>:{" "}
          {ROLE_DESCRIPTIONS[link.role].charAt(0).toLowerCase()}
          {ROLE_DESCRIPTIONS[link.role].slice(1)}
        </>
      }
    >
      <FormAlert id={form.errorId} errors={form.errors} />
      <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-5">
        <TextField field={fields.name} label="Your name" required autoComplete="name" />
        {link.email ? (
          <p className="text-sm">
            <span className="block font-medium">E-mail</span>
            <span className="text-ink-soft">{link.email}</span>
          </p>
        ) : (
          <TextField field={fields.email} label="E-mail" type="email" required autoComplete="username" />
        )}
        <NewPasswordField field={fields.password} label="Choose a password" note="A sentence you remember is best." />
        <p className="text-sm text-ink-soft">
          Next, you will set up two-factor sign-in with an authenticator app on your phone: every staff member uses it.
        </p>
        <button type="submit" className={buttonStyles.primary} disabled={joining}>
          {joining ? "Creating your account…" : "Create my account"}
        </button>
      </Form>
    </AdminFrame>
  );
}
