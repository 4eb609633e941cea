import type { FieldMetadata } from "@conform-to/react";
import { PASSWORD_MIN_LENGTH } from "~/modules/accounts/forms";
import { TextField } from "./TextField";

/**
 * The password a person already has, asked to sign in or to confirm a change: the browser's
 * password manager is told to fill it in.
 */
export function CurrentPasswordField<Schema, FormSchema extends Record<string, unknown>>({
  field,
  label,
  hint,
}: {
  field: FieldMetadata<Schema, FormSchema, string[]>;
  label: string;
  hint?: string;
}) {
  return <TextField field={field} label={label} type="password" required hint={hint} autoComplete="current-password" />;
}

/**
 * A field to choose a password (registration, reset link, change password, joining the back
 * office): the minimum length as its hint, the browser's password manager told it is a new one.
 */
export function NewPasswordField<Schema, FormSchema extends Record<string, unknown>>({
  field,
  label,
  note,
}: {
  field: FieldMetadata<Schema, FormSchema, string[]>;
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
