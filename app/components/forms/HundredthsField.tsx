import type { FieldMetadata } from "@conform-to/react";
import { TextField } from "./TextField";

/**
 * The input of a decimal that its schema keeps in hundredths (`hundredthsField`: euros,
 * metres): text rather than a number input, so that "12,50" reaches the schema as typed, with
 * the phone's keypad of figures and no browser suggestions. `placeholder` shows the expected
 * form ("0.00").
 */
export function HundredthsField<Schema, FormSchema extends Record<string, unknown>>(props: {
  field: FieldMetadata<Schema, FormSchema, string[]>;
  label: string;
  required?: boolean;
  hint?: string;
  placeholder?: string;
}) {
  return <TextField {...props} inputMode="decimal" autoComplete="off" />;
}
