import { getInputProps, getSelectProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { HundredthsField } from "~/components/forms/HundredthsField";
import { useShopForm } from "~/components/forms/shop-form";
import { TextField } from "~/components/forms/TextField";
import { Field } from "~/components/ui/Field";
import { inputStyles } from "~/components/ui/styles";
import type { OrderPage } from "~/modules/pages/admin/order.server";
import { movePromiseSchema, orderNoteSchema, shipmentSchema } from "~/modules/production/forms";
import { cancelFormSchema, refundFormSchema } from "~/modules/refunds/forms";
import { DAY_FORMAT_HINT, formatTypedDay } from "~/modules/shop/day-filter";
import { OrderActionForm } from "./OrderActionForm";

/*
 * The forms of the order page's actions, each shown in a dialog of the actions bar or, without
 * JavaScript, as a section of the page (`?do=<action>`). Each posts its intent to the page's
 * action; a refusal comes back as `lastResult`, with the typed values kept.
 */

type LastResult = SubmissionResult<string[]> | undefined;
type FormProps = { page: OrderPage; lastResult: LastResult };

const FORM = "grid gap-4";

/** The parcel's carrier and tracking: shipping e-mails the customer the tracking link. */
export function ShipForm({ page, lastResult }: FormProps) {
  const [form, fields] = useShopForm({ id: "ship", schema: shipmentSchema, lastResult });
  const submit = { label: "Ship and e-mail the customer", busy: "Shipping…", style: "primary" } as const;
  return (
    <OrderActionForm orderId={page.order.id} form={form} submit={submit} className={FORM}>
      <TextField field={fields.carrier} label="Carrier" required autoComplete="off" />
      <TextField field={fields.trackingNumber} label="Tracking number" required autoComplete="off" />
      <TextField
        field={fields.trackingUrl}
        label="Tracking link"
        required
        inputMode="url"
        placeholder="https://"
        autoComplete="off"
      />
    </OrderActionForm>
  );
}

/**
 * One button: the parcel arrived today. It has no field to check in the browser, so a refusal
 * (someone marked it first) is read from the action's answer.
 */
export function DeliveredForm({ page, lastResult }: FormProps) {
  return (
    <OrderActionForm
      intent="delivered"
      errors={lastResult?.error?.[""] ?? undefined}
      intro={
        <p className="text-sm">
          The parcel {page.order.shipment ? `sent with ${page.order.shipment.carrier} ` : ""}arrived today. The order
          and its shirts are marked delivered.
        </p>
      }
      submit={{ label: "Mark delivered today", busy: "Saving…", style: "primary" }}
      className={FORM}
    />
  );
}

/** New dates for the parcel: moving them e-mails the customer. */
export function PromiseForm({ page, lastResult }: FormProps) {
  const [form, fields] = useShopForm({
    id: "promise",
    schema: movePromiseSchema,
    lastResult,
    defaultValue: page.order.promise
      ? { earliest: formatTypedDay(page.order.promise.earliest), latest: formatTypedDay(page.order.promise.latest) }
      : undefined,
  });
  const submit = { label: "Move and e-mail the customer", busy: "Saving…", style: "primary" } as const;
  return (
    <OrderActionForm
      orderId={page.order.id}
      form={form}
      intro={page.order.promiseText ? <p className="text-sm">Now: {page.order.promiseText}.</p> : null}
      submit={submit}
      className={FORM}
    >
      <div className="grid grid-cols-2 gap-3">
        {/* Typed DD/MM/YYYY: a browser's date picker follows its own language, not the shop's. */}
        <Field id={fields.earliest.id} label={`From (${DAY_FORMAT_HINT})`} required error={fields.earliest.errors?.[0]}>
          <input {...getInputProps(fields.earliest, { type: "text" })} autoComplete="off" className={inputStyles} />
        </Field>
        <Field id={fields.latest.id} label={`Until (${DAY_FORMAT_HINT})`} required error={fields.latest.errors?.[0]}>
          <input {...getInputProps(fields.latest, { type: "text" })} autoComplete="off" className={inputStyles} />
        </Field>
      </div>
    </OrderActionForm>
  );
}

const VISIBILITIES = [
  ["internal", "Staff only"],
  ["customer", "The customer too (e-mailed, shown in their order history)"],
] as const;

/** A note on the order, for staff or for the customer too. */
export function NoteForm({ page, lastResult }: FormProps) {
  const [form, fields] = useShopForm({
    id: "note",
    schema: orderNoteSchema,
    lastResult,
    defaultValue: { visibility: "internal" },
  });
  return (
    <OrderActionForm
      orderId={page.order.id}
      form={form}
      submit={{ label: "Add the note", busy: "Saving…", style: "primary" }}
      className={FORM}
    >
      <Field id={fields.text.id} label="Note" required error={fields.text.errors?.[0]}>
        <textarea {...getTextareaProps(fields.text)} rows={4} className={inputStyles} />
      </Field>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium">Who may read it</legend>
        {VISIBILITIES.map(([value, label]) => (
          <label key={value} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name={fields.visibility.name}
              value={value}
              defaultChecked={(fields.visibility.initialValue ?? "internal") === value}
              className="mt-1"
            />
            {label}
          </label>
        ))}
      </fieldset>
    </OrderActionForm>
  );
}

/** Money back to the customer, within what is left and this staff member's limit. */
export function RefundForm({ page, lastResult }: FormProps) {
  const { order, refundLimit, reasons } = page;
  const [form, fields] = useShopForm({
    id: "refund",
    schema: refundFormSchema,
    lastResult,
    defaultValue: { reason: "customer_request" },
  });
  return (
    <OrderActionForm
      orderId={order.id}
      form={form}
      intro={
        <p className="text-sm text-ink-soft">
          Up to {order.money.refundable ?? "nothing"} can still be refunded, back through {order.refundVia}.
          {refundLimit ? ` ${refundLimit}` : ""}
        </p>
      }
      submit={{ label: "Refund and e-mail the customer", busy: "Refunding…", style: "primary" }}
      className={FORM}
    >
      <HundredthsField field={fields.amount} label={`Amount (${order.currencyCode})`} required placeholder="0.00" />
      <Field id={fields.reason.id} label="Reason" required error={fields.reason.errors?.[0]}>
        <select {...getSelectProps(fields.reason)} className={inputStyles}>
          {reasons.map((reason) => (
            <option key={reason.value} value={reason.value}>
              {reason.label}
            </option>
          ))}
        </select>
      </Field>
      <Field id={fields.note.id} label="Note (staff only)" error={fields.note.errors?.[0]}>
        <textarea {...getTextareaProps(fields.note)} rows={2} className={inputStyles} />
      </Field>
    </OrderActionForm>
  );
}

/** Cancelling the order while no shirt is cut, refunded in full. */
export function CancelForm({ page, lastResult }: FormProps) {
  const [form, fields] = useShopForm({ id: "cancel", schema: cancelFormSchema, lastResult });
  return (
    <OrderActionForm
      orderId={page.order.id}
      form={form}
      submit={{ label: "Cancel the order and refund it in full", busy: "Cancelling…", style: "primary" }}
      className={FORM}
      intro={
        <p className="text-sm">
          No shirt is cut yet: the order can still be cancelled. Its shirts leave the workshop's queue, the customer is
          e-mailed and {page.order.money.refundable ?? "nothing"} is refunded in full.
        </p>
      }
    >
      <Field id={fields.note.id} label="Why (staff only)" error={fields.note.errors?.[0]}>
        <textarea {...getTextareaProps(fields.note)} rows={2} className={inputStyles} />
      </Field>
    </OrderActionForm>
  );
}
