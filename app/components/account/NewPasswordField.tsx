import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { Field } from "~/components/ui/Field";
import { inputStyles } from "~/components/ui/styles";
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
    <Field
      id={field.id}
      label={label}
      required
      hint={`At least ${PASSWORD_MIN_LENGTH} characters.${note ? ` ${note}` : ""}`}
      error={field.errors?.[0]}
    >
      <input
        {...getInputProps(field, { type: "password" })}
        autoComplete="new-password"
        aria-describedby={field.errors ? field.errorId : `${field.id}-hint`}
        className={inputStyles}
      />
    </Field>
  );
}
