import { ChevronDown, FileText, MessageSquare, PackageCheck, RotateCcw, Ruler, Truck, Undo2 } from "lucide-react";
import { Form, Link, redirect } from "react-router";
import { AccountLayout } from "~/components/account/AccountLayout";
import { ErrorAlert } from "~/components/checkout/ErrorAlert";
import { ShirtPreview } from "~/components/shirt/ShirtPreview";
import { LabelledValues } from "~/components/ui/LabelledValues";
import { buttonStyles } from "~/components/ui/styles";
import { readForm } from "~/infra/form.server";
import { privatePageHeaders } from "~/infra/headers";
import { refusalResponse, refuse } from "~/infra/refusal";
import { requireCustomer } from "~/modules/accounts/accounts.server";
import { addLine, cartOwner } from "~/modules/cart/cart.server";
import { CLAIM_STATUS_LABELS } from "~/modules/claims/corrections";
import { guaranteeOfHistory } from "~/modules/claims/customer-claims.server";
import { invoiceNumbersOf } from "~/modules/invoices/invoices.server";
import { formatMoney } from "~/modules/money/money";
import { findOwnOrderLine, listOrderHistory } from "~/modules/orders/orders.server";
import { formatDay, formatLongDate } from "~/modules/shop/calendar";
import { privatePageMeta } from "~/modules/shop/identity";
import { ORDERS_UNDER_WAY, orderStatusLabel } from "~/modules/shop/order-status";
import { formatPromise } from "~/modules/shop/promise";
import { describeSize } from "~/modules/sizing/describe";
import type { Route } from "./+types/history-order";

/** The order history (spec 000 section 2 "Order history"). */
export const meta: Route.MetaFunction = () => privatePageMeta("Order history", "Your orders.");

export const headers = privatePageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const customer = await requireCustomer(request);
  const [orders, guarantee] = await Promise.all([listOrderHistory(customer), guaranteeOfHistory(customer)]);
  const claimed = new URL(request.url).searchParams.get("claimed");
  const invoiceNumbers = await invoiceNumbersOf(orders.map((order) => order.id));
  return {
    customerName: customer.name,
    claimWindowDays: guarantee.windowDays,
    justClaimed: claimed !== null && guarantee.shirts.some((shirt) => String(shirt.unitId) === claimed),
    orders: orders.map((order) => ({
      id: order.id,
      number: order.number,
      remakeOf: guarantee.remakeOf.get(order.id) ?? null,
      date: formatLongDate(order.createdAt),
      status: orderStatusLabel(order.status),
      // The promise holds while the order is on its way; once delivered, the day it arrived.
      promise: order.promise && ORDERS_UNDER_WAY.includes(order.status) ? formatPromise(order.promise) : null,
      parcel: order.parcel && {
        carrier: order.parcel.carrier,
        trackingNumber: order.parcel.trackingNumber,
        trackingUrl: order.parcel.trackingUrl,
        deliveredOn: order.parcel.deliveredAt ? formatLongDate(order.parcel.deliveredAt) : null,
      },
      notes: order.notes.map((note) => ({ id: note.id, date: formatLongDate(note.createdAt), text: note.text })),
      refunds: order.refunds.map((refund) => ({
        id: refund.id,
        amount: formatMoney(refund.amountMinor, order.currency),
        date: formatLongDate(refund.refundedAt),
        creditNote: refund.creditNote,
      })),
      total: formatMoney(order.totalMinor, order.currency),
      // Every order here is paid, and sold unless it is a free remake; one paid before invoices
      // existed gets its invoice at the first download.
      invoice: order.totalMinor > 0 ? { number: invoiceNumbers.get(order.id) ?? null } : null,
      lines: order.lines.map((line) => ({
        id: line.id,
        name: line.name,
        look: line.look,
        quantity: line.quantity,
        unitPrice: formatMoney(line.unitPriceMinor, order.currency),
        labels: line.labels,
        size: describeSize(line.size),
        shirts: guarantee.shirts
          .filter((shirt) => shirt.orderLineId === line.id)
          .map((shirt) => ({
            unitId: shirt.unitId,
            unitLabel: shirt.unitLabel,
            canClaim: shirt.canClaim,
            // Delivered, past the window and never claimed: the page says how to reach the shop instead.
            windowPassed: shirt.delivered && !shirt.canClaim && shirt.claims.length === 0,
            lastClaimDay: shirt.lastClaimDay ? formatDay(shirt.lastClaimDay) : null,
            claims: shirt.claims.map((claim) => ({
              id: claim.id,
              status: claim.status,
              statusLabel: CLAIM_STATUS_LABELS[claim.status],
              date: formatLongDate(claim.createdAt),
              corrections: claim.corrections,
              declineReason: claim.declineReason,
              remakeOrderNumber: claim.remakeOrderNumber,
              alterationRefund: claim.alterationRefund
                ? {
                    amount: formatMoney(claim.alterationRefund.amountMinor, claim.alterationRefund.currency),
                    refunded: claim.alterationRefund.status === "succeeded",
                  }
                : null,
            })),
          })),
      })),
    })),
  };
}

/** Reorder: the same design and size back into the cart, at today's price. */
export async function action({ request }: Route.ActionArgs) {
  const customer = await requireCustomer(request);
  const form = await readForm(request);
  const line = await findOwnOrderLine(customer, form.get("lineId"));
  if (!line) return refusalResponse(refuse(404, "This shirt is not in your orders."));
  const added = await addLine(await cartOwner(request, customer), {
    design: line.design,
    size: line.size,
    quantity: line.quantity,
  });
  if (!added.ok) {
    return refusalResponse({ ...added, message: `This shirt cannot be ordered again as it was: ${added.message}` });
  }
  return redirect("/cart", { headers: added.headers });
}

export default function OrderHistoryPage({
  loaderData: { customerName, orders, claimWindowDays, justClaimed },
  actionData,
}: Route.ComponentProps) {
  return (
    <AccountLayout customerName={customerName} title="History Orders">
      <div className="grid gap-6">
        {justClaimed ? (
          <p role="status" className="border border-navy/30 bg-navy/5 p-4 text-sm">
            Thank you: we have your fit claim and have e-mailed you a copy. We answer within two business days.
          </p>
        ) : null}
        {actionData?.refusal?.message ? <ErrorAlert message={actionData.refusal.message} /> : null}
        {orders.length === 0 ? (
          <div className="border border-line bg-white p-8">
            <p className="text-lg">You have no orders yet.</p>
            <Link to="/men-shirts" className={`${buttonStyles.primary} mt-5`}>
              Design your shirt
            </Link>
          </div>
        ) : (
          orders.map((order) => (
            <article key={order.id} aria-labelledby={`order-${order.id}`} className="border border-line bg-white">
              <header className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 border-b border-line bg-linen/40 px-5 py-4">
                <h2 id={`order-${order.id}`} className="text-2xl">
                  Order {order.number}
                  {order.remakeOf ? (
                    <span className="mt-1 block font-sans text-sm font-normal text-ink-soft">
                      Remake of order {order.remakeOf} under our perfect fit guarantee, free of charge
                    </span>
                  ) : null}
                </h2>
                <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
                  <div className="flex gap-1.5">
                    <dt className="text-ink-soft">Date</dt>
                    <dd>{order.date}</dd>
                  </div>
                  <div className="flex gap-1.5">
                    <dt className="text-ink-soft">Status</dt>
                    <dd className="font-semibold">{order.status}</dd>
                  </div>
                  <div className="flex gap-1.5">
                    <dt className="text-ink-soft">Total paid</dt>
                    <dd className="font-semibold text-navy">{order.total}</dd>
                  </div>
                </dl>
                {order.invoice ? (
                  <a
                    href={`/history-order/${order.id}/invoice`}
                    download
                    className="inline-flex items-center gap-1.5 text-sm font-semibold text-navy underline underline-offset-4 hover:text-brass"
                  >
                    <FileText aria-hidden className="size-4 shrink-0" />
                    {order.invoice.number
                      ? `Invoice ${order.invoice.number} (PDF)`
                      : `Invoice for order ${order.number} (PDF)`}
                  </a>
                ) : null}
              </header>
              {order.promise || order.parcel || order.notes.length > 0 || order.refunds.length > 0 ? (
                <div className="grid gap-3 border-b border-line px-5 py-4 text-sm">
                  {order.promise ? (
                    <p className="flex items-start gap-2 font-semibold text-navy">
                      <Truck aria-hidden className="mt-0.5 size-4 shrink-0" />
                      {order.promise}
                    </p>
                  ) : null}
                  {order.parcel ? (
                    <p className="flex items-start gap-2">
                      <PackageCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-navy" />
                      <span>
                        {order.parcel.deliveredOn
                          ? `Delivered on ${order.parcel.deliveredOn}. `
                          : `Shipped with ${order.parcel.carrier}, tracking number ${order.parcel.trackingNumber}. `}
                        <a
                          href={order.parcel.trackingUrl}
                          rel="noopener noreferrer"
                          className="font-semibold whitespace-nowrap text-navy underline underline-offset-4 hover:text-brass"
                        >
                          Track your parcel
                        </a>
                      </span>
                    </p>
                  ) : null}
                  {order.refunds.length > 0 ? (
                    <section aria-labelledby={`order-${order.id}-refunds`}>
                      <h3
                        id={`order-${order.id}-refunds`}
                        className="flex items-center gap-2 font-sans text-sm font-semibold"
                      >
                        <Undo2 aria-hidden className="size-4 shrink-0 text-navy" />
                        Refunds
                      </h3>
                      <ul className="mt-2 grid gap-1">
                        {order.refunds.map((refund) => (
                          <li key={refund.id} className="ml-6">
                            <span className="font-semibold">{refund.amount}</span> refunded on {refund.date}, back the
                            way you paid.
                            {refund.creditNote ? (
                              <>
                                {" "}
                                <a
                                  href={`/history-order/credit-notes/${refund.creditNote.id}`}
                                  download
                                  className="inline-flex items-center gap-1 font-semibold text-navy underline underline-offset-4 hover:text-brass"
                                >
                                  <FileText aria-hidden className="size-4 shrink-0" />
                                  Credit note {refund.creditNote.number} (PDF)
                                </a>
                              </>
                            ) : null}
                          </li>
                        ))}
                      </ul>
                    </section>
                  ) : null}
                  {order.notes.length > 0 ? (
                    <section aria-labelledby={`order-${order.id}-notes`}>
                      <h3
                        id={`order-${order.id}-notes`}
                        className="flex items-center gap-2 font-sans text-sm font-semibold"
                      >
                        <MessageSquare aria-hidden className="size-4 shrink-0 text-navy" />
                        Messages from us
                      </h3>
                      <ul className="mt-2 grid gap-2">
                        {order.notes.map((note) => (
                          <li key={note.id} className="ml-6 border-l-2 border-brass/60 pl-3">
                            <p className="text-xs text-ink-soft">{note.date}</p>
                            <p className="whitespace-pre-line">{note.text}</p>
                          </li>
                        ))}
                      </ul>
                    </section>
                  ) : null}
                </div>
              ) : null}
              <ul className="divide-y divide-line">
                {order.lines.map((line) => (
                  <li
                    key={line.id}
                    className="grid grid-cols-[80px_minmax(0,1fr)] gap-4 p-5 sm:grid-cols-[100px_minmax(0,1fr)]"
                  >
                    <ShirtPreview
                      look={line.look}
                      view="front"
                      className="aspect-square w-full border border-line bg-linen/50 p-1.5"
                    />
                    <div className="min-w-0">
                      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
                        <h3 className="text-xl">{line.name}</h3>
                        <p className="text-sm">
                          {line.quantity} × {line.unitPrice}
                        </p>
                      </div>
                      <p className="mt-1 text-sm text-ink-soft">{line.size.summary}</p>
                      <details className="group mt-3">
                        <summary className="inline-flex cursor-pointer list-none items-center gap-1 text-sm font-semibold text-navy underline underline-offset-4 [&::-webkit-details-marker]:hidden">
                          Details
                          <ChevronDown aria-hidden className="size-4 transition-transform group-open:rotate-180" />
                        </summary>
                        <div className="mt-3 grid gap-5 text-sm sm:grid-cols-2">
                          <LabelledValues rows={line.labels} />
                          <LabelledValues rows={line.size.rows} />
                        </div>
                      </details>
                      <Form method="post" className="mt-3">
                        <input type="hidden" name="lineId" value={line.id} />
                        <button
                          type="submit"
                          className="inline-flex items-center gap-1.5 text-sm font-semibold text-navy hover:text-brass"
                          aria-label={`Reorder ${line.name} from order ${order.number}`}
                        >
                          <RotateCcw aria-hidden className="size-4" />
                          Reorder
                        </button>
                      </Form>
                      <ShirtGuarantees shirts={line.shirts} shirtName={line.name} windowDays={claimWindowDays} />
                    </div>
                  </li>
                ))}
              </ul>
            </article>
          ))
        )}
      </div>
    </AccountLayout>
  );
}

type ShirtGuaranteeView = Route.ComponentProps["loaderData"]["orders"][number]["lines"][number]["shirts"][number];

/** Each shirt of a line under the perfect fit guarantee: its claims and their outcome, or the way to claim. */
function ShirtGuarantees({
  shirts,
  shirtName,
  windowDays,
}: {
  shirts: ShirtGuaranteeView[];
  shirtName: string;
  windowDays: number;
}) {
  const shown = shirts.filter((shirt) => shirt.canClaim || shirt.windowPassed || shirt.claims.length > 0);
  if (shown.length === 0) return null;
  const several = shirts.length > 1;
  return (
    <ul className="mt-3 grid gap-2 text-sm">
      {shown.map((shirt) => (
        <li key={shirt.unitId} id={`shirt-${shirt.unitId}`} className="grid gap-2">
          {shirt.claims.map((claim) => (
            <div key={claim.id} className="border-l-2 border-navy/50 pl-3">
              <p className="font-semibold">
                Fit claim{several ? ` (shirt ${shirt.unitLabel})` : ""} of {claim.date}: {claim.statusLabel}
              </p>
              <p className="text-ink-soft">{claim.corrections.join(" · ")}</p>
              {claim.remakeOrderNumber ? (
                <p>We are making it again in your corrected measurements: order {claim.remakeOrderNumber}.</p>
              ) : null}
              {claim.alterationRefund ? (
                <p>
                  {claim.alterationRefund.refunded
                    ? `We refunded you ${claim.alterationRefund.amount} toward having it altered by a tailor, back the way you paid.`
                    : `We are refunding you ${claim.alterationRefund.amount} toward having it altered by a tailor, back the way you paid.`}
                </p>
              ) : null}
              {claim.declineReason ? <p className="whitespace-pre-line">Our answer: {claim.declineReason}</p> : null}
            </div>
          ))}
          {shirt.canClaim ? (
            <p>
              <Link
                to={`/history-order/fit-claim/${shirt.unitId}`}
                className="inline-flex items-center gap-1.5 font-semibold text-navy underline underline-offset-4 hover:text-brass"
                aria-label={`Report a fit problem with ${shirtName}${several ? `, shirt ${shirt.unitLabel}` : ""}`}
              >
                <Ruler aria-hidden className="size-4" />
                Report a fit problem{several ? ` (shirt ${shirt.unitLabel})` : ""}
              </Link>
              {shirt.lastClaimDay ? (
                <span className="ml-2 text-ink-soft">under our perfect fit guarantee until {shirt.lastClaimDay}</span>
              ) : null}
            </p>
          ) : shirt.windowPassed ? (
            <p className="text-ink-soft">
              The perfect fit guarantee's {windowDays} business days after delivery have passed
              {several ? ` for shirt ${shirt.unitLabel}` : ""}. If it does not fit,{" "}
              <Link to="/contact" className="font-semibold text-navy underline underline-offset-4">
                contact us
              </Link>{" "}
              with your order number: we will see what we can do.
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
