import { AlertCircle, CheckCircle2 } from "lucide-react";
import type { ReactNode } from "react";

/** A form's error for the whole form (wrong password, too many attempts), announced at once. */
export function FormAlert({ id, errors }: { id?: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p
      id={id}
      role="alert"
      className="flex items-start gap-3 border border-danger/30 bg-danger/5 p-4 text-sm text-danger"
    >
      <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{errors.join(" ")}</span>
    </p>
  );
}

/** A success message, read out politely. */
export function FormSuccess({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-start gap-3 border border-success/30 bg-success/5 p-4 text-sm text-success">
      <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
