import type { FieldMetadata } from "@conform-to/react";
import { TextField } from "~/components/forms/TextField";
import { PASSWORD_MIN_LENGTH } from "~/modules/accounts/forms";

/**
 * A field to choose a password (registration, reset link, change password): the minimum
 * length as its hint, the browser's password manager told it is a new one.
 */
export function NewPasswordField({
  field,
  label,
  note,
}: {
  field: FieldMetadata<string>;
  label: string;
  /** Said after the minimum length in the hint. */
  note?: string;
}) {
  return (
    <TextField
      field={field}
      label={label}
      type="password"
      required
      hint={`At least ${PASSWORD_MIN_LENGTH} characters.${note ? ` ${note}` : ""}`}
      autoComplete="new-password"
    />
  );
}
