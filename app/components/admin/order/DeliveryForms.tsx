import { getInputProps, type SubmissionResult } from "@conform-to/react";
import { useShopForm } from "~/components/forms/shop-form";
import { TextField } from "~/components/forms/TextField";
import { Field } from "~/components/ui/Field";
import { inputStyles } from "~/components/ui/styles";
import { movePromiseSchema, shipmentSchema } from "~/modules/production/forms";
import type { DeliveryPromise } from "~/modules/shop/promise";
import { OrderActionForm } from "./OrderActionForm";

type LastResult = SubmissionResult<string[]> | undefined;

const SEPARATED = "mt-4 grid gap-3 border-t border-line pt-4";

/** The parcel's carrier and tracking: shipping e-mails the customer the tracking link. */
export function ShipForm({ orderId, lastResult }: { orderId: number; lastResult: LastResult }) {
  const [form, fields] = useShopForm({ id: "ship", schema: shipmentSchema, lastResult });
  const submit = { label: "Ship and e-mail the customer", busy: "Shipping…", style: "primary" } as const;
  return (
    <OrderActionForm orderId={orderId} form={form} title="Ship the parcel" submit={submit} className={SEPARATED}>
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
export function DeliveredForm({ lastResult }: { lastResult: LastResult }) {
  return (
    <OrderActionForm
      intent="delivered"
      errors={lastResult?.error?.[""] ?? undefined}
      submit={{ label: "Mark delivered today", busy: "Saving…", style: "secondary" }}
      className="mt-4 border-t border-line pt-4"
    />
  );
}

/** New dates for the parcel: moving them e-mails the customer. */
export function PromiseForm({
  orderId,
  promise,
  lastResult,
}: {
  orderId: number;
  promise: DeliveryPromise;
  lastResult: LastResult;
}) {
  const [form, fields] = useShopForm({ id: "promise", schema: movePromiseSchema, lastResult, defaultValue: promise });
  const submit = { label: "Move and e-mail the customer", busy: "Saving…", style: "secondary" } as const;
  return (
    <OrderActionForm orderId={orderId} form={form} title="Move the promise" submit={submit} className={SEPARATED}>
      <div className="grid grid-cols-2 gap-3">
        <Field id={fields.earliest.id} label="From" required error={fields.earliest.errors?.[0]}>
          <input {...getInputProps(fields.earliest, { type: "date" })} className={inputStyles} />
        </Field>
        <Field id={fields.latest.id} label="Until" required error={fields.latest.errors?.[0]}>
          <input {...getInputProps(fields.latest, { type: "date" })} className={inputStyles} />
        </Field>
      </div>
    </OrderActionForm>
  );
}
