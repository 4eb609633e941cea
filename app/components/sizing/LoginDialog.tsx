import { getFormProps } from "@conform-to/react";
import { Link, useFetcher } from "react-router";
import { FormAlert } from "~/components/forms/FormMessages";
import { useIsPending } from "~/components/forms/hooks";
import { SignInFields } from "~/components/forms/SignInFields";
import { useShopForm } from "~/components/forms/shop-form";
import { ModalButton } from "~/components/ui/ModalButton";
import { buttonStyles } from "~/components/ui/styles";
import { loginSchema } from "~/modules/accounts/forms";
import type { action as login } from "~/routes/login";

const loginPathTo = (returnUrl: string) => `/login?${new URLSearchParams({ returnUrl })}`;

/**
 * The login dialog of the sizing screens (spec: a login form, username and password). It posts
 * to /login, which signs in, brings the visitor's cart along and sends him back to
 * `returnUrl` (this page, now showing his profiles). Without JavaScript the link opens /login
 * with the same `returnUrl`.
 */
export function LoginDialog({ returnUrl, label, className }: { returnUrl: string; label: string; className?: string }) {
  return (
    <ModalButton
      href={loginPathTo(returnUrl)}
      label={label}
      title="Log in"
      description="Sign in to find and keep your measurement profiles."
      className={className}
    >
      <LoginForm returnUrl={returnUrl} />
    </ModalButton>
  );
}

/**
 * The same login form in the page (the configurator's SIZES tab): posted to /login, back to
 * `returnUrl` once signed in; without JavaScript a refusal shows on /login.
 */
export function LoginForm({ returnUrl }: { returnUrl: string }) {
  const action = loginPathTo(returnUrl);
  const fetcher = useFetcher<typeof login>();
  const [form, fields] = useShopForm({
    id: "sizing-login",
    schema: loginSchema,
    lastResult: fetcher.data?.result,
    fetcher,
  });
  const pending = useIsPending({ fetcher });
  return (
    <fetcher.Form method="post" action={action} {...getFormProps(form)} className="grid gap-5">
      <input type="hidden" name="intent" value="login" />
      <FormAlert id={form.errorId} errors={form.errors} />
      <SignInFields email={fields.email} password={fields.password} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <button type="submit" className={buttonStyles.primary} disabled={pending}>
          {pending ? "Signing in…" : "Log in"}
        </button>
        <Link to="/login" className="text-sm font-medium text-navy underline underline-offset-4 hover:text-brass">
          Forgotten your password?
        </Link>
      </div>
      <p className="border-t border-line pt-4 text-sm text-ink-soft">
        New here?{" "}
        <Link to="/register" className="font-semibold text-navy underline underline-offset-4 hover:text-brass">
          Create an account now
        </Link>
      </p>
    </fetcher.Form>
  );
}
