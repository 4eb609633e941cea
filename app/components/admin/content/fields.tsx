import { type FieldMetadata, getSelectProps, getTextareaProps } from "@conform-to/react";
import { TextField } from "~/components/forms/TextField";
import { Field } from "~/components/ui/Field";
import { inputStyles } from "~/components/ui/styles";
import { DRAWING_KEYS, DRAWINGS } from "~/modules/content/drawings";

/*
 * The content editors' shared fields: a paragraph of plain text, the summary, the drawing picker
 * and the search-engine tags every page has.
 */

type TextMetadata<Form extends Record<string, unknown>> = FieldMetadata<string, Form, string[]>;

export function TextAreaField<Form extends Record<string, unknown>>({
  field,
  label,
  required,
  hint,
  rows = 3,
}: {
  field: TextMetadata<Form>;
  label: string;
  required?: boolean;
  hint?: string;
  rows?: number;
}) {
  const error = field.errors?.[0];
  const props = getTextareaProps(field);
  return (
    <Field id={field.id} label={label} required={required} error={error} hint={hint}>
      <textarea
        {...props}
        aria-describedby={hint && !error ? `${field.id}-hint` : props["aria-describedby"]}
        rows={rows}
        className={inputStyles}
      />
    </Field>
  );
}

/**
 * The summary under the title: an article's card shows it too, so an article needs one; a page
 * (`page`) may do without.
 */
export function SummaryField<Form extends Record<string, unknown>>({
  field,
  page = false,
}: {
  field: TextMetadata<Form>;
  page?: boolean;
}) {
  return (
    <TextAreaField
      field={field}
      label="Summary"
      required={!page}
      hint={page ? "Shown under the title." : "Shown under the title and on the article's card."}
    />
  );
}

/** One of the shop's drawings (their art is the code's); `optional` adds "No drawing". */
export function DrawingField<Form extends Record<string, unknown>>({
  field,
  label,
  optional,
}: {
  field: TextMetadata<Form>;
  label: string;
  optional?: boolean;
}) {
  return (
    <Field id={field.id} label={label} required={!optional} error={field.errors?.[0]}>
      <select {...getSelectProps(field)} className={inputStyles}>
        {optional ? <option value="">No drawing</option> : <option value="">Choose a drawing…</option>}
        {DRAWING_KEYS.map((key) => (
          <option key={key} value={key}>
            {DRAWINGS[key]}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** The title, description and keywords search engines read. */
export function SearchTagsFields<Form extends Record<string, unknown>>({
  fields,
}: {
  fields: { metaTitle: TextMetadata<Form>; metaDescription: TextMetadata<Form>; metaKeywords: TextMetadata<Form> };
}) {
  return (
    <fieldset className="grid gap-4 border border-line bg-white p-5">
      <legend className="px-1 font-serif text-xl font-semibold">Search engines</legend>
      <TextField
        field={fields.metaTitle}
        label="Title"
        required
        hint="The page's title in search results and the browser's tab: about 60 characters read best."
      />
      <TextAreaField
        field={fields.metaDescription}
        label="Description"
        required
        hint="The sentence or two under the title in search results: about 155 characters."
      />
      <TextField field={fields.metaKeywords} label="Keywords" hint="Optional, separated by commas." />
    </fieldset>
  );
}
