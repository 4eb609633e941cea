import { FileText } from "lucide-react";
import type { OrderPageOrder } from "~/modules/pages/admin/order.server";
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

/** The refunds made, and what is left to refund (refunding is in the actions bar). */
export function RefundsSection({ order }: { order: OrderPageOrder }) {
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
        <p className="mt-3 text-xs text-ink-soft">
          Up to {order.money.refundable} can still be refunded, back through {order.refundVia}.
        </p>
      ) : order.money.refundedInFull ? (
        <p className="mt-3 text-xs text-ink-soft">The payment is refunded in full.</p>
      ) : null}
    </OrderSection>
  );
}
