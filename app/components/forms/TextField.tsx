import { type FieldMetadata, getInputProps } from "@conform-to/react";
import type { InputHTMLAttributes } from "react";
import { Field } from "~/components/ui/Field";
import { inputStyles } from "~/components/ui/styles";

/**
 * A Conform field as a labelled text input with its message: the hint (if any) describes the
 * input until an error replaces it. `error` overrides the field's own message, and null shows
 * none beside the field: a form that says some problems elsewhere then names that element in
 * `aria-describedby`. Other attributes (autoComplete, placeholder, inputMode...) go to the input.
 */
export function TextField<Schema, FormSchema extends Record<string, unknown>>({
  field,
  label,
  type = "text",
  required,
  hint,
  error = field.errors?.[0],
  ...input
}: {
  field: FieldMetadata<Schema, FormSchema, string[]>;
  label: string;
  type?: "text" | "email" | "password" | "tel" | "number";
  required?: boolean;
  hint?: string;
  error?: string | null;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "type" | "required" | "className" | "children">) {
  // What Field renders under the input: the message, else the hint (never a message not shown).
  const shownBelow = error ? `${field.id}-error` : hint ? `${field.id}-hint` : undefined;
  return (
    <Field id={field.id} label={label} required={required} hint={hint} error={error ?? undefined}>
      <input
        {...getInputProps(field, { type })}
        {...input}
        aria-describedby={input["aria-describedby"] ?? shownBelow}
        className={inputStyles}
      />
    </Field>
  );
}
