import type { ReactNode } from "react";
import { labelStyles } from "./styles";

/**
 * A labelled form control with its error message. `children` receives the ids to wire
 * `aria-describedby`; the error is announced when it appears.
 */
export function Field({
  id,
  label,
  required,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelStyles}>
        {label}
        {required ? (
          <span aria-hidden className="text-danger">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-soft">
          {hint}
        </p>
      ) : null}
      <FieldMessage id={`${id}-error`} error={error} />
    </div>
  );
}

/** A control's error message, under it; `id` is what the control's `aria-describedby` names. */
export function FieldMessage({ id, error, className }: { id: string; error: string | undefined; className?: string }) {
  if (!error) return null;
  return (
    <p id={id} className={`mt-1 text-sm text-danger ${className ?? ""}`}>
      {error}
    </p>
  );
}
