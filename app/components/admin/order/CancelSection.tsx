import { getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { useShopForm } from "~/components/forms/shop-form";
import { Field } from "~/components/ui/Field";
import { inputStyles } from "~/components/ui/styles";
import type { OrderPageOrder } from "~/modules/pages/admin/order.server";
import { cancelFormSchema } from "~/modules/refunds/forms";
import { OrderActionForm } from "./OrderActionForm";
import { OrderSection } from "./OrderSection";

/**
 * Cancelling the order, while no shirt is cut: else why it can no longer be cancelled. Not
 * shown once staff cancelled it.
 */
export function CancelSection({
  order,
  lastResult,
}: {
  order: OrderPageOrder;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  if (order.cancelledByShop) return null;
  return (
    <OrderSection id="cancel-title" title="Cancel the order">
      {order.cancellationRefusal ? (
        <p className="text-sm text-ink-soft">{order.cancellationRefusal}</p>
      ) : (
        <CancelForm order={order} lastResult={lastResult} />
      )}
    </OrderSection>
  );
}

function CancelForm({
  order,
  lastResult,
}: {
  order: OrderPageOrder;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useShopForm({ id: "cancel", schema: cancelFormSchema, lastResult });
  return (
    <OrderActionForm
      orderId={order.id}
      form={form}
      submit={{ label: "Cancel the order and refund it in full", busy: "Cancelling…", style: "secondary" }}
      className="grid gap-3"
      intro={
        <p className="text-sm">
          No shirt is cut yet: the order can still be cancelled. Its shirts leave the workshop's queue, the customer is
          e-mailed and {order.money.refundable ?? "nothing"} is refunded in full.
        </p>
      }
    >
      <Field id={fields.note.id} label="Why (staff only)" error={fields.note.errors?.[0]}>
        <textarea {...getTextareaProps(fields.note)} rows={2} className={inputStyles} />
      </Field>
    </OrderActionForm>
  );
}
