import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { TextField } from "~/components/forms/TextField";
import { Field } from "~/components/ui/Field";
import { inputStyles } from "~/components/ui/styles";

/* The fields an article has and a page does not: where it stands and the address it is read at. */

/** An article's address: the words after its section's path (`/blog/`), shown before the input. */
export function AddressField<Form extends Record<string, unknown>>({
  field,
  kind,
  hint,
}: {
  field: FieldMetadata<string, Form, string[]>;
  kind: string;
  hint: string;
}) {
  const error = field.errors?.[0];
  return (
    <Field id={field.id} label="Address" required error={error} hint={hint}>
      <div className="flex items-stretch">
        <span className="inline-flex items-center rounded-l-sm border border-r-0 border-line bg-linen px-3 font-mono text-sm text-ink-soft">
          /{kind}/
        </span>
        <input
          {...getInputProps(field, { type: "text" })}
          aria-describedby={error ? `${field.id}-error` : `${field.id}-hint`}
          autoComplete="off"
          className={`${inputStyles} rounded-l-none font-mono`}
        />
      </div>
    </Field>
  );
}

/** Where an article stands in menus and on the home page. */
export function PositionField<Schema, Form extends Record<string, unknown>>({
  field,
}: {
  field: FieldMetadata<Schema, Form, string[]>;
}) {
  return (
    <TextField
      field={field}
      label="Position"
      type="number"
      required
      min={0}
      max={999}
      hint="Lower numbers come first in menus and on the home page."
    />
  );
}
