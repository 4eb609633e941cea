import { type FormMetadata, getFormProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { FormAlert } from "~/components/forms/FormMessages";
import { useIsPending } from "~/components/forms/hooks";
import { buttonStyles } from "~/components/ui/styles";

/**
 * A form of the order page (and of the other back-office pages with several forms): it posts its `intent` to the page's action, which tells the forms
 * apart by it and, when it refuses, answers with the page itself (so the form works without
 * JavaScript). A form checked in the browser is named by its intent (its Conform id). Its
 * title and intro come first, then its errors as a whole, its fields, and the submit button,
 * which says `submit.busy` while this form is on its way. The order travels in the form for
 * the browser's check of the schema; the action takes it from the address.
 */
export function OrderActionForm<Schema extends Record<string, unknown>>({
  form,
  intent = form?.id ?? "",
  orderId,
  errors = form?.errors,
  title,
  intro,
  submit,
  className,
  children,
}: (
  | {
      /** The form's Conform state, whose id is the form's intent unless `intent` says another (several forms of one kind). */
      form: FormMetadata<Schema, string[]>;
      intent?: string;
    }
  | {
      /** A form without fields to check in the browser, named by its intent. */
      form?: undefined;
      intent: string;
    }
) & {
  orderId?: number;
  /** The form's errors as a whole (above its fields): the Conform form's own unless given. */
  errors?: string[];
  title?: string;
  intro?: ReactNode;
  submit: { label: string; busy: string; style: "primary" | "secondary" };
  className: string;
  children?: ReactNode;
}) {
  const pending = useIsPending({ intent });
  return (
    <Form method="post" {...(form ? getFormProps(form) : {})} className={className}>
      {title ? <h3 className="font-medium">{title}</h3> : null}
      {intro}
      <FormAlert id={form?.errorId} errors={errors} />
      <input type="hidden" name="intent" value={intent} />
      {orderId === undefined ? null : <input type="hidden" name="orderId" value={orderId} />}
      {children}
      <button type="submit" className={buttonStyles[submit.style]} disabled={pending}>
        {pending ? submit.busy : submit.label}
      </button>
    </Form>
  );
}
