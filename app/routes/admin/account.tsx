import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ShieldAlert, ShieldCheck } from "lucide-react";
import { Form, redirect, useSearchParams } from "react-router";
import { AdminPageHeader } from "~/components/admin/AdminShell";
import { FormAlert, FormSuccess } from "~/components/forms/FormMessages";
import { useIsPending } from "~/components/forms/hooks";
import { CurrentPasswordField } from "~/components/forms/PasswordFields";
import { useShopForm } from "~/components/forms/shop-form";
import { TextField } from "~/components/forms/TextField";
import { buttonStyles } from "~/components/ui/styles";
import { readForm } from "~/infra/form.server";
import { privatePageHeaders } from "~/infra/headers";
import { INVALID_FORM, refusalResponse } from "~/infra/refusal";
import { privatePageMeta } from "~/modules/shop/identity";
import { STAFF_MESSAGES, twoFactorSchema } from "~/modules/staff/forms";
import { AREA_ROLES, ROLE_DESCRIPTIONS, ROLE_LABELS } from "~/modules/staff/roles";
import {
  confirmTwoFactor,
  redrawSetup,
  requireStaff,
  startTwoFactor,
  type TwoFactorSetup,
} from "~/modules/staff/staff.server";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = () => privatePageMeta("My account", "Your back-office account.");

export const headers = privatePageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  // Open to a staff member who has not set up the second factor yet: this is where they do it.
  const staff = await requireStaff(request, AREA_ROLES.ownAccount, { beforeTwoFactor: true });
  return {
    staff: { name: staff.name, email: staff.email, role: staff.role, twoFactorEnabled: staff.twoFactorEnabled },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, AREA_ROLES.ownAccount, { beforeTwoFactor: true });
  const caller = { request, clientIp: context.clientIp };
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: twoFactorSchema });
  const hideFields = ["password", "code"];
  if (submission.status !== "success") {
    return refusalResponse(INVALID_FORM, {
      submission,
      hideFields,
      extra: { setup: await setupShownAgain(staff, formData) },
    });
  }
  const values = submission.value;
  if (values.intent === "start") {
    const outcome = await startTwoFactor(caller, staff, values.password);
    if (!outcome.ok) return refusalResponse(outcome, { submission, hideFields });
    return { result: submission.reply({ hideFields }), setup: outcome.setup };
  }
  const outcome = await confirmTwoFactor(caller, staff, values.code);
  if (!outcome.ok) {
    return refusalResponse(outcome, {
      submission,
      hideFields,
      extra: { setup: await setupShownAgain(staff, formData) },
    });
  }
  return redirect("/admin/account?twoFactor=on", { headers: outcome.headers });
}

/** The QR code and codes of a set-up under way, drawn again when its first code was refused. */
async function setupShownAgain(
  staff: Awaited<ReturnType<typeof requireStaff>>,
  formData: FormData,
): Promise<TwoFactorSetup | null> {
  const secret = formData.get("secret");
  const codes = formData.get("recoveryCodes");
  if (typeof secret !== "string" || !/^[A-Z2-7]{16,128}$/.test(secret) || typeof codes !== "string") return null;
  return redrawSetup(staff, secret, codes.split(" ").filter(Boolean).slice(0, 20));
}

export default function AdminAccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { staff } = loaderData;
  const [searchParams] = useSearchParams();
  const setup = actionData && "setup" in actionData ? actionData.setup : null;
  const [form, fields] = useShopForm({ id: "two-factor", schema: twoFactorSchema, lastResult: actionData?.result });
  const pending = useIsPending();

  return (
    <div className="max-w-3xl">
      <AdminPageHeader title="My account" intro={`${staff.name} · ${staff.email}`} />
      <section aria-labelledby="role-title" className="border border-line bg-white p-5 sm:p-6">
        <h2 id="role-title" className="text-2xl">
          Your role: {ROLE_LABELS[staff.role]}
        </h2>
        <p className="mt-1 text-ink-soft">{ROLE_DESCRIPTIONS[staff.role]}</p>
      </section>

      <section aria-labelledby="two-factor-title" className="mt-6 border border-line bg-white p-5 sm:p-6">
        <h2 id="two-factor-title" className="flex items-center gap-2 text-2xl">
          {staff.twoFactorEnabled ? (
            <ShieldCheck aria-hidden className="size-6 text-success" />
          ) : (
            <ShieldAlert aria-hidden className="size-6 text-brass" />
          )}
          Two-factor sign-in
        </h2>
        <div className="mt-4 grid gap-4">
          {searchParams.get("twoFactor") === "on" && staff.twoFactorEnabled ? (
            <FormSuccess>
              Two-factor sign-in is on. From now on you sign in with your password and a code from your app.
            </FormSuccess>
          ) : null}
          {!staff.twoFactorEnabled ? (
            <p role="alert" className="border border-brass/40 bg-linen p-4 text-sm">
              {STAFF_MESSAGES.twoFactorRequired}
            </p>
          ) : null}
          <FormAlert id={form.errorId} errors={form.errors} />
        </div>

        {staff.twoFactorEnabled ? (
          <>
            <p className="mt-2 text-ink-soft">
              On. You sign in with your password and a code from your authenticator app; a recovery code replaces the
              app if you lose your phone.
            </p>
            <p className="mt-2 text-sm text-ink-soft">
              It stays on. Lost your phone and your recovery codes? An owner can turn it off; you then set it up again
              at your next sign-in.
            </p>
          </>
        ) : setup ? (
          <div className="mt-2 grid gap-6 md:grid-cols-[220px_1fr]">
            <div>
              <div
                className="w-full max-w-[220px] border border-line bg-white p-2"
                role="img"
                aria-label="QR code to scan with your authenticator app"
                // The SVG is drawn by the qrcode library on our server from the secret.
                // biome-ignore lint/security/noDangerouslySetInnerHtml: our own generated SVG
                dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
              />
              <p className="mt-2 text-xs text-ink-soft">Or type this key in the app:</p>
              <p data-testid="totp-secret" className="font-mono text-sm break-all">
                {setup.secret}
              </p>
              <a href={setup.appLink} className={`${buttonStyles.secondary} mt-4 w-full md:hidden`}>
                Open in my authenticator app
              </a>
            </div>
            <div>
              <ol className="grid list-decimal gap-2 pl-5 text-[15px]">
                <li>
                  Scan the QR code with an authenticator app (Google Authenticator, 1Password, Aegis…).
                  <span className="md:hidden">
                    {" "}
                    On the phone itself, open the key in the app with the button above, or type it.
                  </span>
                </li>
                <li>
                  Write down these recovery codes and keep them somewhere safe. Each works once, instead of the app.
                </li>
                <li>Enter the 6-digit code the app shows to turn two-factor sign-in on.</li>
              </ol>
              <ul
                aria-label="Recovery codes"
                className="mt-4 grid grid-cols-2 gap-1 border border-line bg-linen/60 p-3 font-mono text-sm"
              >
                {setup.recoveryCodes.map((code) => (
                  <li key={code}>{code}</li>
                ))}
              </ul>
              <Form method="post" {...getFormProps(form)} className="mt-5 grid max-w-sm gap-4">
                <input type="hidden" name="intent" value="confirm" />
                <input type="hidden" name="secret" value={setup.secret} />
                <input type="hidden" name="recoveryCodes" value={setup.recoveryCodes.join(" ")} />
                <TextField
                  field={fields.code}
                  label="Code from your app"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  required
                />
                <button type="submit" className={buttonStyles.primary} disabled={pending}>
                  {pending ? "Checking…" : "Turn it on"}
                </button>
              </Form>
            </div>
          </div>
        ) : (
          <>
            <p className="mt-2 text-ink-soft">
              Not set up yet. With it, signing in needs your password and a code from an app on your phone, so a stolen
              password alone opens nothing.
            </p>
            <Form method="post" {...getFormProps(form)} className="mt-5 grid max-w-sm gap-4">
              <input type="hidden" name="intent" value="start" />
              <CurrentPasswordField field={fields.password} label="Your password" />
              <button type="submit" className={buttonStyles.primary} disabled={pending}>
                {pending ? "Preparing…" : "Set up two-factor sign-in"}
              </button>
            </Form>
          </>
        )}
      </section>
    </div>
  );
}
