import type { FieldMetadata } from "@conform-to/react";
import { buttonStyles } from "~/components/ui/styles";
import { useIsPending } from "./hooks";
import { CurrentPasswordField } from "./PasswordFields";
import { TextField } from "./TextField";

/** What a sign-in form asks, the customers' and the staff's alike: the e-mail address and the password. */
export function SignInFields<FormSchema extends Record<string, unknown>>({
  email,
  password,
}: {
  email: FieldMetadata<string, FormSchema, string[]>;
  password: FieldMetadata<string, FormSchema, string[]>;
}) {
  return (
    <>
      <TextField field={email} label="E-mail" type="email" required autoComplete="username" />
      <CurrentPasswordField field={password} label="Password" />
    </>
  );
}

/**
 * The two buttons of a sign-in form, told apart by `intent`: sign in with the password, or mail
 * a link to choose a new one (which needs the e-mail address only). The customers' and the
 * staff's sign-in pages share them.
 */
export function SignInButtons({ signInLabel }: { signInLabel: string }) {
  const signingIn = useIsPending({ intent: "login" });
  const sendingLink = useIsPending({ intent: "forgot" });
  return (
    <div className="flex flex-col gap-4 pt-1 sm:flex-row sm:items-center sm:justify-between">
      {/* First in the form: the button that the Enter key presses. */}
      <button type="submit" name="intent" value="login" className={buttonStyles.primary} disabled={signingIn}>
        {signingIn ? "Signing in…" : signInLabel}
      </button>
      <button
        type="submit"
        name="intent"
        value="forgot"
        className="self-start text-sm font-medium text-navy underline underline-offset-4 hover:text-brass disabled:opacity-50 sm:self-auto"
        disabled={sendingLink}
      >
        {sendingLink ? "Sending the link…" : "Forgotten your password?"}
      </button>
    </div>
  );
}
