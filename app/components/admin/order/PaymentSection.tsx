import { FileText } from "lucide-react";
import { LabelledValues } from "~/components/ui/LabelledValues";
import type { OrderPageOrder } from "~/modules/pages/admin/order.server";
import { OrderSection } from "./OrderSection";

/** The order's payments, what it netted after refunds, and its invoice. */
export function PaymentSection({ order }: { order: OrderPageOrder }) {
  return (
    <OrderSection id="payments-title" title="Payment">
      {order.payments.length === 0 ? <p className="text-sm text-ink-soft">No payment started.</p> : null}
      <ul className="grid gap-3 text-sm">
        {order.payments.map((payment) => (
          <li key={`${payment.provider}-${payment.reference}`}>
            <p className="flex justify-between gap-2">
              <span className="font-medium">{payment.provider}</span>
              <span>
                {payment.amount} · {payment.status}
              </span>
            </p>
            <p className="text-xs break-all text-ink-soft">Reference {payment.reference}</p>
            {payment.lastError ? <p className="text-xs text-danger">{payment.lastError}</p> : null}
          </li>
        ))}
      </ul>
      <LabelledValues
        className="mt-4 border-t border-line pt-3 text-sm"
        rows={[
          { label: "Paid", value: order.money.paid },
          { label: "Refunded", value: order.money.refunded },
          ...(order.money.pendingRefund
            ? [{ label: "Refund waiting for the provider", value: order.money.pendingRefund }]
            : []),
          { label: "Net", value: order.money.net },
        ]}
      />
      {order.invoice ? (
        <p className="mt-4 border-t border-line pt-4 text-sm">
          <a
            href={`/admin/orders/${order.id}/invoice`}
            download
            className="inline-flex items-center gap-1.5 font-medium text-navy underline underline-offset-4"
          >
            <FileText aria-hidden className="size-4 shrink-0" />
            {order.invoice.number ? `Invoice ${order.invoice.number} (PDF)` : "Invoice (PDF)"}
          </a>
        </p>
      ) : null}
    </OrderSection>
  );
}
