import { getSelectProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { FileText } from "lucide-react";
import { HundredthsField } from "~/components/forms/HundredthsField";
import { useShopForm } from "~/components/forms/shop-form";
import { Field } from "~/components/ui/Field";
import { inputStyles } from "~/components/ui/styles";
import type { OrderPage, OrderPageOrder } from "~/modules/pages/admin/order.server";
import { refundFormSchema } from "~/modules/refunds/forms";
import { OrderActionForm } from "./OrderActionForm";
import { OrderSection } from "./OrderSection";

type Refund = OrderPageOrder["refunds"][number];

const STATUS_STYLES: Partial<Record<Refund["status"], string>> = {
  failed: "font-medium text-danger",
  pending: "text-ink-soft",
};

function RefundItem({ refund }: { refund: Refund }) {
  return (
    <li className="border-b border-line pb-3 last:border-b-0 last:pb-0">
      <p className="flex justify-between gap-2">
        <span className="font-medium">{refund.amount}</span>
        <span className={STATUS_STYLES[refund.status]}>{refund.statusLabel}</span>
      </p>
      <p>{refund.reason}</p>
      {refund.note ? <p className="break-words text-ink-soft">{refund.note}</p> : null}
      {refund.failureMessage ? <p className="text-xs text-danger">{refund.failureMessage}</p> : null}
      <p className="text-xs text-ink-soft">
        {refund.who} · {refund.at}
      </p>
      {refund.creditNote ? (
        <a
          href={`/admin/credit-notes/${refund.creditNote.id}`}
          download
          className="mt-1 inline-flex items-center gap-1.5 font-medium text-navy underline underline-offset-4"
        >
          <FileText aria-hidden className="size-4 shrink-0" />
          Credit note {refund.creditNote.number} (PDF)
        </a>
      ) : null}
    </li>
  );
}

/** The refunds made, then the form for another while some of the payment is left to refund. */
export function RefundsSection({
  page,
  lastResult,
}: {
  page: Pick<OrderPage, "order" | "refundLimit" | "reasons">;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { order } = page;
  return (
    <OrderSection id="refunds-title" title="Refunds">
      {order.refunds.length === 0 ? (
        <p className="text-sm text-ink-soft">Nothing refunded.</p>
      ) : (
        <ul className="grid gap-3 text-sm">
          {order.refunds.map((refund) => (
            <RefundItem key={refund.id} refund={refund} />
          ))}
        </ul>
      )}
      {order.money.refundable ? (
        <RefundForm page={page} refundable={order.money.refundable} lastResult={lastResult} />
      ) : order.money.refundedInFull ? (
        <p className="mt-3 text-xs text-ink-soft">The payment is refunded in full.</p>
      ) : null}
    </OrderSection>
  );
}

function RefundForm({
  page: { order, refundLimit, reasons },
  refundable,
  lastResult,
}: {
  page: Pick<OrderPage, "order" | "refundLimit" | "reasons">;
  refundable: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
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
      title="Refund the customer"
      intro={
        <p className="text-xs text-ink-soft">
          Up to {refundable} can still be refunded, back through {order.refundVia}.
          {refundLimit ? ` ${refundLimit}` : ""}
        </p>
      }
      submit={{ label: "Refund and e-mail the customer", busy: "Refunding…", style: "primary" }}
      className="mt-4 grid gap-3 border-t border-line pt-4"
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
