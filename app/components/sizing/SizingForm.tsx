import { type FormMetadata, getFormProps, type SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { FormAlert } from "~/components/forms/FormMessages";
import { useIsPending } from "~/components/forms/hooks";
import { buttonStyles } from "~/components/ui/styles";

/** Where a sizing form posts and what its action answered last: the props both size forms take. */
export type SizingFormTarget = {
  /** Unique on the page (several profiles may be edited on one page). */
  id: string;
  action: string;
  intent: string;
  profileId?: number;
  lastResult: SubmissionResult<string[]> | null | undefined;
};

/**
 * The frame of the sizing forms (rapid and smart size): posted with `intent` and, for a saved
 * profile, its `profileId` (several forms of one page post to one action), the form's own
 * message first, its fields, then the submit button, busy while this very form is on its way.
 */
export function SizingForm<Schema extends Record<string, unknown>>({
  form,
  target: { action, intent, profileId },
  submitLabel,
  pendingLabel,
  icon,
  children,
}: {
  form: FormMetadata<Schema>;
  target: SizingFormTarget;
  submitLabel: string;
  pendingLabel: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  const pending = useIsPending({
    intent,
    values: { profileId: profileId === undefined ? null : String(profileId) },
  });
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="grid gap-6">
      <input type="hidden" name="intent" value={intent} />
      {profileId === undefined ? null : <input type="hidden" name="profileId" value={profileId} />}
      <FormAlert id={form.errorId} errors={form.errors} />
      {children}
      <div>
        <button type="submit" className={buttonStyles.primary} disabled={pending}>
          {icon}
          {pending ? pendingLabel : submitLabel}
        </button>
      </div>
    </Form>
  );
}
