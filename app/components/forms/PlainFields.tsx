import type { InputHTMLAttributes, TextareaHTMLAttributes } from "react";
import { Field } from "~/components/ui/Field";
import { inputStyles } from "~/components/ui/styles";

/*
 * The fields of a form posted without Conform: a list whose every row is a small form of its
 * own, the values typed coming back with the action's refusal (as `defaultValue`) and each
 * message under its field.
 */

/** A field of such a form: its id, its name and its message. */
export type PlainField = { id: string; name: string; error: string | undefined };

type PlainFieldProps = PlainField & { label: string; required?: boolean };

/**
 * What ties a field to the refusal of its form: its id (unique on the page under the form's
 * `prefix`), its name and its first message.
 */
export function plainFieldsOf(prefix: string, fieldErrors: Record<string, string[]> | undefined) {
  return (name: string): PlainField => ({ id: `${prefix}-${name}`, name, error: fieldErrors?.[name]?.[0] });
}

/** The input's attributes that say its message, when it has one. */
function described(id: string, error: string | undefined) {
  return { "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-error` : undefined };
}

/** A labelled input; other attributes (type, defaultValue, maxLength...) go to the input, `className` after the shop's style. */
export function PlainInput({
  id,
  label,
  error,
  required,
  className,
  ...input
}: PlainFieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "required">) {
  return (
    <Field id={id} label={label} required={required} error={error}>
      <input
        id={id}
        required={required}
        {...input}
        {...described(id, error)}
        className={className ? `${inputStyles} ${className}` : inputStyles}
      />
    </Field>
  );
}

/** A labelled text area; other attributes (defaultValue, rows, maxLength...) go to it. */
export function PlainTextArea({
  id,
  label,
  error,
  required,
  ...textarea
}: PlainFieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "required" | "className">) {
  return (
    <Field id={id} label={label} required={required} error={error}>
      <textarea id={id} required={required} {...textarea} {...described(id, error)} className={inputStyles} />
    </Field>
  );
}
