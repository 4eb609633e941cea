import { AlertCircle } from "lucide-react";
import type { Ref } from "react";

/**
 * The message of a form stopped by its check in the browser (`useSubmitCheck`) or refused by
 * the server for the same reason: announced, and focusable so that the check can move the
 * focus to it.
 */
export function CheckAlert({ message, ref }: { message: string | undefined; ref: Ref<HTMLParagraphElement> }) {
  if (!message) return null;
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="flex items-start gap-2 border border-danger/30 bg-danger/5 p-3 text-sm text-danger"
    >
      <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}
