import "altcha/altcha.css";
import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ShieldCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, Link, redirect } from "react-router";
import { Captcha } from "~/components/account/Captcha";
import { FormAlert } from "~/components/forms/FormMessages";
import { useIsPending } from "~/components/forms/hooks";
import { NewPasswordField } from "~/components/forms/PasswordFields";
import { useShopForm } from "~/components/forms/shop-form";
import { TextField } from "~/components/forms/TextField";
import { Container } from "~/components/ui/Container";
import { PageHeader } from "~/components/ui/PageHeader";
import { buttonStyles } from "~/components/ui/styles";
import { readForm } from "~/infra/form.server";
import { privatePageHeaders } from "~/infra/headers";
import { INVALID_FORM, refusalResponse } from "~/infra/refusal";
import { getCustomer, registerCustomer } from "~/modules/accounts/accounts.server";
import { CART_REMINDERS_LABEL, registerSchema } from "~/modules/accounts/forms";
import { pageMeta, SHOP_NAME } from "~/modules/shop/identity";
import type { Route } from "./+types/register";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: `Create your account | ${SHOP_NAME}`,
    description: `Create your ${SHOP_NAME} account to keep your measurements, addresses and orders.`,
    robots: "noindex, follow",
  });

/** Never kept by a cache: a refused registration shows the name and e-mail typed (infra/headers.ts). */
export const headers = privatePageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  // Spec section 2: a signed-in visitor has nothing to register.
  if (await getCustomer(request)) throw redirect("/");
  return null;
}

// Neither the password nor the spent captcha solution is sent back.
const HIDDEN = ["password", "altcha"];

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: registerSchema });
  if (submission.status !== "success") {
    return refusalResponse(INVALID_FORM, { submission, hideFields: HIDDEN });
  }
  const outcome = await registerCustomer({ request, clientIp: context.clientIp }, submission.value);
  if (!outcome.ok) return refusalResponse(outcome, { submission, hideFields: HIDDEN });
  return redirect("/confirm-compte");
}

export default function RegisterPage({ actionData }: Route.ComponentProps) {
  const [form, fields] = useShopForm({ id: "register", schema: registerSchema, lastResult: actionData?.result });
  const [solved, setSolved] = useState(false);
  // Until the page is interactive the button stays enabled, so that the server can explain
  // what is missing to a browser without JavaScript.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  // A solution is spent by every answer of the server: a fresh widget solves a new challenge.
  const [captchaGeneration, setCaptchaGeneration] = useState(0);
  useEffect(() => {
    if (!actionData) return;
    setSolved(false);
    setCaptchaGeneration((generation) => generation + 1);
  }, [actionData]);
  const submitting = useIsPending({ action: "/register" });

  return (
    <>
      <PageHeader title="Create your account" breadcrumb={[{ label: "New Account" }]} />
      <Container className="grid gap-10 py-12 md:grid-cols-[1.4fr_1fr] md:py-16">
        <section aria-label="Registration form" className="border border-line bg-white p-6 sm:p-10">
          <p className="text-sm text-ink-soft">Fields marked * are required.</p>
          <div className="mt-4">
            <FormAlert id={form.errorId} errors={form.errors} />
          </div>
          <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-5">
            <TextField field={fields.name} label="Name" required autoComplete="name" />
            <TextField field={fields.email} label="E-mail" type="email" required autoComplete="email" />
            <NewPasswordField field={fields.password} label="Password" />
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                name={fields.cartReminders.name}
                defaultChecked={fields.cartReminders.initialValue === "on"}
                className="mt-0.5 size-4"
              />
              {CART_REMINDERS_LABEL}
            </label>
            <Captcha
              key={captchaGeneration}
              id={fields.altcha.id}
              error={fields.altcha.errors?.[0]}
              onSolvedChange={setSolved}
            />
            <div className="pt-1">
              <button
                type="submit"
                className={`${buttonStyles.primary} w-full sm:w-auto`}
                disabled={submitting || (interactive && !solved)}
              >
                {submitting ? "Creating your account…" : "Create an account"}
              </button>
            </div>
          </Form>
          <p className="mt-8 border-t border-line pt-5 text-sm text-ink-soft">
            Already have an account?{" "}
            <Link to="/login" className="font-medium text-navy underline underline-offset-4 hover:text-brass">
              Sign in
            </Link>
          </p>
        </section>
        <aside aria-label="Secure shopping" className="self-start border border-line bg-linen/60 p-6 sm:p-8">
          <ShieldCheck aria-hidden className="size-8 text-navy" />
          <h2 className="mt-4 text-2xl">Shopping is secure</h2>
          <p className="mt-3 text-[15px] text-ink-soft">
            Your connection is encrypted, your password is stored only as a one-way hash, and card details never reach
            our servers: they go straight to the payment provider.
          </p>
          <p className="mt-3 text-[15px] text-ink-soft">
            The security check above runs in your browser: no tracking, no puzzle to solve.
          </p>
        </aside>
      </Container>
    </>
  );
}
