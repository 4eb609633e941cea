import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, redirect } from "react-router";
import { FormAlert } from "~/components/forms/FormMessages";
import { useIsPending } from "~/components/forms/hooks";
import { NewPasswordField } from "~/components/forms/PasswordFields";
import { useShopForm } from "~/components/forms/shop-form";
import { Container } from "~/components/ui/Container";
import { buttonStyles } from "~/components/ui/styles";
import { readForm } from "~/infra/form.server";
import { privatePageHeaders } from "~/infra/headers";
import { INVALID_FORM, refusalResponse } from "~/infra/refusal";
import { isResetTokenUsable, resetPassword } from "~/modules/accounts/accounts.server";
import { MESSAGES, resetPasswordSchema } from "~/modules/accounts/forms";
import { privatePageMeta, SHOP_NAME } from "~/modules/shop/identity";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () =>
  privatePageMeta("Choose a new password", `Choose a new password for your ${SHOP_NAME} account.`);

/** The page of the emailed link: `?token=` names the reset request (DESIGN.md section 4.3). */
/** Never kept by a cache: its address carries the reset token (infra/headers.ts). */
export const headers = privatePageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const usable = token.length > 0 && token.length <= 200 && (await isResetTokenUsable(token));
  return { token: usable ? token : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: resetPasswordSchema });
  if (submission.status !== "success") {
    return refusalResponse(INVALID_FORM, { submission, hideFields: ["password"] });
  }
  const outcome = await resetPassword({ request, clientIp: context.clientIp }, submission.value);
  if (!outcome.ok) return refusalResponse(outcome, { submission, hideFields: ["password"] });
  return redirect("/login?reset=done");
}

export default function ResetPasswordPage({ loaderData: { token }, actionData }: Route.ComponentProps) {
  const [form, fields] = useShopForm({
    id: "reset-password",
    schema: resetPasswordSchema,
    lastResult: actionData?.result,
  });
  const saving = useIsPending();

  return (
    <Container className="py-12 md:py-20">
      <section aria-labelledby="reset-title" className="mx-auto max-w-xl border border-line bg-white p-6 sm:p-10">
        <h1 id="reset-title" className="text-4xl">
          Choose a new password
        </h1>
        {token ? (
          <>
            <p className="mt-2 text-ink-soft">
              Once it is saved, you are signed out on every device and sign in again with the new password.
            </p>
            <div className="mt-6">
              <FormAlert id={form.errorId} errors={form.errors} />
            </div>
            <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-5">
              <input type="hidden" name="token" value={token} />
              <NewPasswordField field={fields.password} label="New password" />
              <div>
                <button type="submit" className={buttonStyles.primary} disabled={saving}>
                  {saving ? "Saving…" : "Save my new password"}
                </button>
              </div>
            </Form>
          </>
        ) : (
          <>
            <p role="alert" className="mt-4 text-ink-soft">
              {MESSAGES.resetLinkInvalid}
            </p>
            <Link to="/login" className={`${buttonStyles.primary} mt-8`}>
              Back to sign in
            </Link>
          </>
        )}
      </section>
    </Container>
  );
}
