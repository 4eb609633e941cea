import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Lock } from "lucide-react";
import { Form, Link, redirect, useSearchParams } from "react-router";
import { FormAlert, FormSuccess } from "~/components/forms/FormMessages";
import { SignInButtons, SignInFields } from "~/components/forms/SignInFields";
import { useShopForm } from "~/components/forms/shop-form";
import { Container } from "~/components/ui/Container";
import { buttonStyles } from "~/components/ui/styles";
import { readForm } from "~/infra/form.server";
import { privatePageHeaders } from "~/infra/headers";
import { INVALID_FORM, refusalResponse } from "~/infra/refusal";
import { afterSignInPath } from "~/modules/accounts/accounts";
import { getCustomer, requestPasswordReset, signIn } from "~/modules/accounts/accounts.server";
import { loginSchema, MESSAGES } from "~/modules/accounts/forms";
import { attachCartToCustomer } from "~/modules/cart/cart.server";
import { pageMeta, SHOP_NAME } from "~/modules/shop/identity";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: `Sign in | ${SHOP_NAME}`,
    description: `Sign in to your ${SHOP_NAME} account to find your sizes, addresses and orders.`,
    robots: "noindex, follow",
  });

/** Never kept by a cache: a refused sign-in shows the e-mail typed (infra/headers.ts). */
export const headers = privatePageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  if (await getCustomer(request)) throw redirect(afterSignInPath(new URL(request.url).searchParams));
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: loginSchema });
  if (submission.status !== "success") return refusalResponse(INVALID_FORM, { submission, hideFields: ["password"] });
  const caller = { request, clientIp: context.clientIp };
  if (submission.value.intent === "forgot") {
    const outcome = await requestPasswordReset(caller, submission.value.email);
    if (!outcome.ok) return refusalResponse(outcome, { submission, hideFields: ["password"] });
    return { result: submission.reply({ hideFields: ["password"] }), resetSent: true };
  }
  const outcome = await signIn(caller, submission.value);
  if (!outcome.ok) return refusalResponse(outcome, { submission, hideFields: ["password"] });
  // The visitor's cart becomes the customer's, merged with any cart they already had.
  await attachCartToCustomer(request, outcome.customerId);
  return redirect(afterSignInPath(new URL(request.url).searchParams), { headers: outcome.headers });
}

export default function LoginPage({ actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const [form, fields] = useShopForm({ id: "login", schema: loginSchema, lastResult: actionData?.result });
  const resetSent = actionData && "resetSent" in actionData && actionData.resetSent;

  return (
    <Container className="py-12 md:py-20">
      <div className="mx-auto grid max-w-5xl gap-8 md:grid-cols-[1.15fr_1fr]">
        <section aria-labelledby="login-title" className="border border-line bg-white p-6 sm:p-10">
          <h1 id="login-title" className="text-4xl">
            Sign in
          </h1>
          <p className="mt-2 text-ink-soft">Welcome back. Sign in with your e-mail address and password.</p>
          <div className="mt-6 grid gap-4">
            {searchParams.get("reset") === "done" ? <FormSuccess>{MESSAGES.passwordReset}</FormSuccess> : null}
            {searchParams.get("account") === "deleted" ? <FormSuccess>{MESSAGES.accountDeleted}</FormSuccess> : null}
            {resetSent ? <FormSuccess>{MESSAGES.resetLinkSent}</FormSuccess> : null}
            <FormAlert id={form.errorId} errors={form.errors} />
          </div>
          <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-5">
            <SignInFields email={fields.email} password={fields.password} />
            <SignInButtons signInLabel="Log in" />
          </Form>
          <p className="mt-8 flex items-center gap-2 border-t border-line pt-5 text-xs text-ink-soft">
            <Lock aria-hidden className="size-3.5" />
            Your password is never stored in readable form, and your session is kept in a secure cookie.
          </p>
        </section>

        <section aria-labelledby="new-customer-title" className="border border-line bg-linen/60 p-6 sm:p-10">
          <h2 id="new-customer-title" className="text-3xl">
            New customer?
          </h2>
          <p className="mt-3 text-ink-soft">An account takes a minute to create. With it you can:</p>
          <ul className="mt-4 grid gap-2 text-[15px] text-ink">
            <li>· keep your measurements for your next shirts,</li>
            <li>· save your delivery and billing addresses,</li>
            <li>· follow your orders and order a shirt again.</li>
          </ul>
          <Link to="/register" className={`${buttonStyles.secondary} mt-8`}>
            Create an account now
          </Link>
        </section>
      </div>
    </Container>
  );
}
