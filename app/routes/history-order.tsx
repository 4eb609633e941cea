import { ChevronDown, MessageSquare, PackageCheck, RotateCcw, Truck } from "lucide-react";
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
import { privatePageMeta } from "~/modules/content/meta";
import { formatMoney } from "~/modules/money/money";
import { findOwnOrderLine, listOrderHistory } from "~/modules/orders/orders.server";
import { ORDERS_UNDER_WAY, orderStatusLabel } from "~/modules/orders/status";
import { formatPromise } from "~/modules/production/promise";
import { describeSize } from "~/modules/sizing/describe";
import type { Route } from "./+types/history-order";

/** The order history (spec 000 section 2 "Order history"). */
export const meta: Route.MetaFunction = () => privatePageMeta("Order history", "Your orders.");

export const headers = privatePageHeaders;

const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric" });

export async function loader({ request }: Route.LoaderArgs) {
  const customer = await requireCustomer(request);
  const orders = await listOrderHistory(customer);
  return {
    customerName: customer.name,
    orders: orders.map((order) => ({
      id: order.id,
      number: order.number,
      date: dateFormat.format(order.createdAt),
      status: orderStatusLabel(order.status),
      // The promise holds while the order is on its way; once delivered, the day it arrived.
      promise: order.promise && ORDERS_UNDER_WAY.includes(order.status) ? formatPromise(order.promise) : null,
      parcel: order.parcel && {
        carrier: order.parcel.carrier,
        trackingNumber: order.parcel.trackingNumber,
        trackingUrl: order.parcel.trackingUrl,
        deliveredOn: order.parcel.deliveredAt ? dateFormat.format(order.parcel.deliveredAt) : null,
      },
      notes: order.notes.map((note) => ({ id: note.id, date: dateFormat.format(note.createdAt), text: note.text })),
      total: formatMoney(order.totalMinor, order.currency),
      lines: order.lines.map((line) => ({
        id: line.id,
        name: line.name,
        look: line.look,
        quantity: line.quantity,
        unitPrice: formatMoney(line.unitPriceMinor, order.currency),
        labels: line.labels,
        size: describeSize(line.size),
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

export default function OrderHistoryPage({ loaderData: { customerName, orders }, actionData }: Route.ComponentProps) {
  return (
    <AccountLayout customerName={customerName} title="History Orders">
      <div className="grid gap-6">
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
              </header>
              {order.promise || order.parcel || order.notes.length > 0 ? (
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
