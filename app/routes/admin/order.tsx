import { getFormProps, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ArrowLeft, FileText } from "lucide-react";
import { data, Form, Link, redirect, useSearchParams } from "react-router";
import { FormAlert, FormSuccess } from "~/components/account/Messages";
import { AdminPageHeader } from "~/components/admin/AdminShell";
import { useIsPending } from "~/components/forms/hooks";
import { useShopForm } from "~/components/forms/shop-form";
import { TextField } from "~/components/forms/TextField";
import { ShirtFrontBack } from "~/components/shirt/ShirtFrontBack";
import { Field } from "~/components/ui/Field";
import { LabelledValues } from "~/components/ui/LabelledValues";
import { buttonStyles, inputStyles } from "~/components/ui/styles";
import { readForm } from "~/infra/form.server";
import { privatePageHeaders } from "~/infra/headers";
import { parseId } from "~/infra/ids";
import { INVALID_FORM, orNotFound, refusalResponse, refuse } from "~/infra/refusal";
import { invoiceNumbersOf } from "~/modules/invoices/invoices.server";
import { formatMoney } from "~/modules/money/money";
import { getOrderForStaff } from "~/modules/orders/admin.server";
import { providerLabel } from "~/modules/orders/staff-filters";
import {
  movePromiseSchema,
  orderIdSchema,
  orderNoteSchema,
  PRODUCTION_MESSAGES,
  shipmentSchema,
} from "~/modules/production/forms";
import { addOrderNote, markDelivered, movePromise, shipOrder } from "~/modules/production/production.server";
import { cancelFormSchema, refundFormSchema } from "~/modules/refunds/forms";
import { cancelOrder, refundOrder } from "~/modules/refunds/refunds.server";
import { refundLimitNotice } from "~/modules/refunds/rules";
import { readSetting } from "~/modules/settings/settings.server";
import { formatDateTime } from "~/modules/shop/calendar";
import { privatePageMeta } from "~/modules/shop/identity";
import { orderStatusLabel } from "~/modules/shop/order-status";
import { refundReasonLabel, refundStatusLabel, STAFF_REFUND_REASONS } from "~/modules/shop/refund-reasons";
import { measureLabel } from "~/modules/sizing/describe";
import type { MeasurePoint } from "~/modules/sizing/workshop";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import { metresText } from "~/modules/stock/consumption";
import { clothShortages } from "~/modules/stock/stock.server";
import type { Route } from "./+types/order";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  privatePageMeta(loaderData ? `Order ${loaderData.order.number}` : "Order", "An order of the shop.");

export const headers = privatePageHeaders;

const at = (date: Date | null) => (date ? formatDateTime(date) : null);

export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, AREA_ROLES.orders);
  const [found, serviceLimitEur] = await Promise.all([
    getOrderForStaff(params.id),
    readSetting("serviceRefundLimitEur"),
  ]);
  const order = orNotFound(found);
  const money = (minor: number) => formatMoney(minor, order.currencyCode);
  const [invoiceNumbers, shortages] = await Promise.all([invoiceNumbersOf([order.id]), clothShortages(order.id)]);
  return {
    // Shirts paid while their cloth was short (modules/stock): the owner restocks or cancels.
    shortages: shortages.map((shortage) => ({
      key: shortage.fabricId,
      text: `${shortage.shirts} shirt${shortage.shirts === 1 ? "" : "s"} of ${shortage.fabricName} (${metresText(shortage.clothCm)})`,
      fabricHref: `/admin/fabrics/${shortage.fabricId}#stock`,
    })),
    order: {
      id: order.id,
      number: order.number,
      status: orderStatusLabel(order.status),
      placed: formatDateTime(order.createdAt),
      paid: at(order.paidAt),
      // A paid order has its invoice (a free remake none); one paid before invoices existed gets it at the first download.
      invoice: order.paidAt && order.totalMinor > 0 ? { number: invoiceNumbers.get(order.id) ?? null } : null,
      cancelled: at(order.cancelledAt),
      customer: {
        name: order.customerName,
        email: order.customerEmail,
        phone: order.customerPhone,
        hasAccount: order.userId !== null,
      },
      shippingAddress: order.shippingAddress,
      billingAddress: order.billingAddress,
      deliveryName: order.deliveryName,
      subtotal: money(order.subtotalMinor),
      delivery: money(order.deliveryMinor),
      total: money(order.totalMinor),
      promise: order.promise,
      promiseText: order.promiseText,
      late: order.late,
      payments: order.payments.map((payment) => ({
        provider: payment.provider,
        reference: payment.reference,
        amount: formatMoney(payment.amountMinor, order.currencyCode),
        currencyCode: payment.currencyCode,
        status: payment.status,
        lastError: payment.lastError,
        at: formatDateTime(payment.createdAt),
      })),
      lines: order.lines.map((line) => ({
        id: line.id,
        name: line.name,
        look: line.look,
        options: line.designLabels,
        monogram: line.look.embroidery,
        size: line.sizeText,
        measurements: (Object.keys(line.measurements.finished) as MeasurePoint[]).flatMap((point) => {
          const finished = line.measurements.finished[point];
          if (finished === undefined) return [];
          const body = line.measurements.body?.points[point] ?? null;
          return [{ point, label: measureLabel(point), finished, body, ease: line.measurements.ease[point] ?? null }];
        }),
        bodySource: line.measurements.body?.source ?? null,
        quantity: line.quantity,
        unitPrice: money(line.unitPriceMinor),
        lineTotal: money(line.lineTotalMinor),
        shirts: line.shirts.map((shirt) => ({ ...shirt, since: formatDateTime(shirt.stageChangedAt) })),
      })),
      shipment: order.shipment
        ? {
            carrier: order.shipment.carrier,
            trackingNumber: order.shipment.trackingNumber,
            trackingUrl: order.shipment.trackingUrl,
            staffName: order.shipment.staffName,
            shipped: formatDateTime(order.shipment.shippedAt),
            delivered: at(order.shipment.deliveredAt),
          }
        : null,
      notes: order.notes.map((note) => ({ ...note, createdAt: formatDateTime(note.createdAt) })),
      timeline: order.timeline.map((entry) => ({
        ...entry,
        at: formatDateTime(entry.at),
        iso: entry.at.toISOString(),
      })),
      canShip: order.canShip,
      canMarkDelivered: order.canMarkDelivered,
      canMovePromise: order.canMovePromise,
      currencyCode: order.currencyCode,
      cancelledByShop: order.cancelReason === "shop",
      /** The provider the money goes back through, by the name staff know it. */
      refundVia: providerLabel(order.paymentProvider),
      /** Null while staff can cancel the order; else why not. */
      cancellationRefusal: order.cancellationRefusal,
      money: {
        paid: money(order.money.paidMinor),
        refunded: money(order.money.refundedMinor),
        pendingRefund: order.money.pendingRefundMinor > 0 ? money(order.money.pendingRefundMinor) : null,
        net: money(order.money.netMinor),
        refundable: order.money.refundableMinor > 0 ? money(order.money.refundableMinor) : null,
      },
      refunds: order.refunds.map((refund) => ({
        id: refund.id,
        amount: money(refund.amountMinor),
        status: refund.status,
        statusLabel: refundStatusLabel(refund.status),
        reason: refundReasonLabel(refund.reason),
        note: refund.note,
        who: refund.staffName ?? (refund.reason === "provider" ? `In the ${refund.provider} dashboard` : "The shop"),
        at: formatDateTime(refund.succeededAt ?? refund.createdAt),
        failureMessage: refund.failureMessage,
        creditNote: refund.creditNote,
      })),
    },
    /** What this staff member may refund: owners without limit, customer service up to the owner's limit. */
    refundLimit: refundLimitNotice(staff.role, {
      limitEur: serviceLimitEur,
      rate: order.rate,
      currency: order.currencyCode,
    }),
    reasons: STAFF_REFUND_REASONS.map((reason) => ({ value: reason, label: refundReasonLabel(reason) })),
  };
}

const INTENTS = ["note", "ship", "delivered", "promise", "refund", "cancel"] as const;
type Intent = (typeof INTENTS)[number];

/**
 * The service's actions on an order, told apart by `intent`: a note, shipping, delivery, a
 * new promise, a refund, a cancellation. The order is the one of the address whatever the form says; each is
 * checked and audited by its module (production, refunds).
 */
export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, AREA_ROLES.orders);
  const orderId = parseId(params.id);
  if (orderId === null) throw data(PRODUCTION_MESSAGES.unknownOrder, { status: 404 });
  const form = await readForm(request);
  form.set("orderId", String(orderId));
  const intent = INTENTS.find((known) => known === form.get("intent"));
  if (!intent) return refusalResponse(refuse(400, "This action is not known."));
  const done = () => redirect(`/admin/orders/${orderId}?done=${intent}`);
  if (intent === "note") {
    const submission = parseWithZod(form, { schema: orderNoteSchema });
    if (submission.status !== "success") return refusalResponse(INVALID_FORM, { submission, extra: { intent } });
    const outcome = await addOrderNote(staff, submission.value);
    return outcome.ok ? done() : refusalResponse(outcome, { submission, extra: { intent } });
  }
  if (intent === "ship") {
    const submission = parseWithZod(form, { schema: shipmentSchema });
    if (submission.status !== "success") return refusalResponse(INVALID_FORM, { submission, extra: { intent } });
    const outcome = await shipOrder(staff, submission.value);
    return outcome.ok ? done() : refusalResponse(outcome, { submission, extra: { intent } });
  }
  if (intent === "refund") {
    const submission = parseWithZod(form, { schema: refundFormSchema });
    if (submission.status !== "success") return refusalResponse(INVALID_FORM, { submission, extra: { intent } });
    const { amount, reason, note } = submission.value;
    const outcome = await refundOrder(staff, orderId, { amountMinor: amount, reason, note });
    if (!outcome.ok) return refusalResponse(outcome, { submission, extra: { intent } });
    return redirect(`/admin/orders/${orderId}?done=${outcome.status === "succeeded" ? "refund" : "refund_pending"}`);
  }
  if (intent === "cancel") {
    const submission = parseWithZod(form, { schema: cancelFormSchema });
    if (submission.status !== "success") return refusalResponse(INVALID_FORM, { submission, extra: { intent } });
    const outcome = await cancelOrder(staff, orderId, { note: submission.value.note });
    if (!outcome.ok) return refusalResponse(outcome, { submission, extra: { intent } });
    return redirect(
      `/admin/orders/${orderId}?done=${outcome.refundStatus === "pending" ? "cancel_pending" : "cancel"}`,
    );
  }
  if (intent === "promise") {
    const submission = parseWithZod(form, { schema: movePromiseSchema });
    if (submission.status !== "success") return refusalResponse(INVALID_FORM, { submission, extra: { intent } });
    const outcome = await movePromise(staff, submission.value);
    return outcome.ok ? done() : refusalResponse(outcome, { submission, extra: { intent } });
  }
  const submission = parseWithZod(form, { schema: orderIdSchema });
  if (submission.status !== "success") return refusalResponse(INVALID_FORM, { submission, extra: { intent } });
  const outcome = await markDelivered(staff, submission.value);
  return outcome.ok ? done() : refusalResponse(outcome, { submission, extra: { intent } });
}

const DONE_MESSAGES: Record<string, string> = {
  note: "Note added. A note for the customer is e-mailed to them and shows in their order history.",
  ship: "Shipped. The customer is e-mailed the tracking link.",
  delivered: "Marked delivered.",
  promise: "Promise moved. The customer is e-mailed the new dates.",
  refund: "Refunded. The customer is e-mailed the amount; it shows in their order history.",
  cancel: "Order cancelled and refunded in full. Its shirts left the workshop's queue; the customer is e-mailed.",
  cancel_pending:
    "Order cancelled; its shirts left the workshop's queue and the customer is e-mailed. The full refund counts once the provider confirms it.",
  refund_pending:
    "Refund sent to the payment provider. It counts as refunded once the provider confirms it, and the customer is e-mailed then.",
};

type LoadedOrder = Route.ComponentProps["loaderData"]["order"];
type Address = LoadedOrder["shippingAddress"];

function AddressLines({ address }: { address: Address }) {
  const lines = [
    `${address.firstName} ${address.lastName}`.trim(),
    address.company,
    address.line1,
    address.line2,
    `${address.postcode} ${address.city}`.trim(),
    address.country,
  ].filter(Boolean);
  return (
    <address className="text-sm not-italic">
      {lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="border border-line bg-white p-5">
      <h2 id={id} className="text-2xl">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

const cm = (value: number | null) => (value === null ? "—" : `${value} cm`);

function LineCard({ line }: { line: LoadedOrder["lines"][number] }) {
  return (
    <article aria-labelledby={`line-${line.id}`} className="border border-line bg-white p-5">
      <h3 id={`line-${line.id}`} className="text-xl">
        {line.name}
      </h3>
      <p className="text-sm text-ink-soft">
        {line.quantity} × {line.unitPrice} = {line.lineTotal}
      </p>
      <div className="mt-4 grid gap-5 md:grid-cols-[minmax(0,15rem)_1fr]">
        <ShirtFrontBack
          look={line.look}
          className="grid grid-cols-2 content-start gap-2 md:grid-cols-1"
          drawingClassName="w-full"
        />
        <div className="grid content-start gap-5 text-sm">
          <div>
            <h4 className="mb-1 text-xs font-semibold tracking-wide text-ink-soft uppercase">Shirts</h4>
            <ul className="flex flex-wrap gap-2">
              {line.shirts.length === 0 ? <li className="text-ink-soft">Not in production (unpaid).</li> : null}
              {line.shirts.map((shirt) => (
                <li key={shirt.id} className="rounded-sm border border-line px-2 py-1">
                  <Link to={`/admin/shirts/${shirt.id}`} className="font-medium text-navy underline underline-offset-4">
                    Shirt {shirt.label}
                  </Link>
                  : {shirt.stageLabel}
                  <span className="block text-xs text-ink-soft">since {shirt.since}</span>
                </li>
              ))}
            </ul>
          </div>
          {line.monogram ? (
            <div>
              <h4 className="mb-1 text-xs font-semibold tracking-wide text-ink-soft uppercase">Monogram</h4>
              <p className="flex flex-wrap items-center gap-2">
                {line.monogram.text ? (
                  <span style={{ fontFamily: line.monogram.fontFamily }} className="text-lg">
                    {line.monogram.text}
                  </span>
                ) : null}
                {line.monogram.symbol ? <span>symbol: {line.monogram.symbol}</span> : null}
                <span>at the {line.monogram.position.replaceAll("-", " ")}</span>
                <span className="inline-flex items-center gap-1">
                  <span
                    aria-hidden
                    className="inline-block size-3.5 rounded-full border border-line"
                    style={{ backgroundColor: line.monogram.hex }}
                  />
                  thread {line.monogram.hex}
                </span>
              </p>
            </div>
          ) : null}
          <div>
            <h4 className="mb-1 text-xs font-semibold tracking-wide text-ink-soft uppercase">Options</h4>
            <LabelledValues rows={line.options} />
          </div>
          <div>
            <h4 className="mb-1 text-xs font-semibold tracking-wide text-ink-soft uppercase">Size as given</h4>
            <p className="mb-1">{line.size.summary}</p>
            <LabelledValues rows={line.size.rows} />
          </div>
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="mb-1 text-left text-xs font-semibold tracking-wide text-ink-soft uppercase">
                Measurements{" "}
                {line.bodySource === "size-chart"
                  ? "(body from the size chart)"
                  : line.bodySource === "answers"
                    ? "(body predicted from the answers)"
                    : "(given by the customer)"}
              </caption>
              <thead>
                <tr className="border-b border-line text-left text-xs text-ink-soft">
                  <th scope="col" className="py-1 pr-2 font-medium">
                    Point
                  </th>
                  <th scope="col" className="py-1 pr-2 text-right font-medium">
                    Body
                  </th>
                  <th scope="col" className="py-1 pr-2 text-right font-medium">
                    Ease
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    Finished
                  </th>
                </tr>
              </thead>
              <tbody>
                {line.measurements.map((row) => (
                  <tr key={row.point} className="border-b border-line/60">
                    <th scope="row" className="py-1 pr-2 text-left font-normal">
                      {row.label}
                    </th>
                    <td className="py-1 pr-2 text-right whitespace-nowrap">{cm(row.body)}</td>
                    <td className="py-1 pr-2 text-right whitespace-nowrap">{cm(row.ease)}</td>
                    <td className="py-1 text-right whitespace-nowrap font-medium">{cm(row.finished)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </div>
    </article>
  );
}

export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order, refundLimit, reasons, shortages } = loaderData;
  const [searchParams] = useSearchParams();
  const done = searchParams.get("done");
  const doneMessage = done && Object.hasOwn(DONE_MESSAGES, done) ? DONE_MESSAGES[done] : null;
  const answered = actionData && "intent" in actionData ? actionData.intent : null;
  const resultFor = (intent: Intent) => (answered === intent && actionData ? actionData.result : undefined);
  const refusalOf = (intent: Intent) =>
    answered === intent && actionData && "refusal" in actionData ? actionData.refusal?.message : undefined;
  const unknownAction = actionData && !("intent" in actionData) && "refusal" in actionData ? actionData.refusal : null;

  const [noteForm, noteFields] = useShopForm({
    id: "note",
    schema: orderNoteSchema,
    lastResult: resultFor("note"),
    defaultValue: { visibility: "internal" },
  });
  const [shipForm, shipFields] = useShopForm({ id: "ship", schema: shipmentSchema, lastResult: resultFor("ship") });
  const [promiseForm, promiseFields] = useShopForm({
    id: "promise",
    schema: movePromiseSchema,
    lastResult: resultFor("promise"),
    defaultValue: order.promise ?? undefined,
  });
  const noting = useIsPending({ intent: "note" });
  const shipping = useIsPending({ intent: "ship" });
  const delivering = useIsPending({ intent: "delivered" });
  const moving = useIsPending({ intent: "promise" });
  const [refundForm, refundFields] = useShopForm({
    id: "refund",
    schema: refundFormSchema,
    lastResult: resultFor("refund"),
    defaultValue: { reason: "customer_request" },
  });
  const refunding = useIsPending({ intent: "refund" });
  const [cancelForm, cancelFields] = useShopForm({
    id: "cancel",
    schema: cancelFormSchema,
    lastResult: resultFor("cancel"),
  });
  const cancelling = useIsPending({ intent: "cancel" });
  const orderIdInput = <input type="hidden" name="orderId" value={order.id} />;

  return (
    <div className="max-w-7xl">
      <AdminPageHeader
        title={`Order ${order.number}`}
        intro={
          <>
            {order.status} · placed {order.placed}
            {order.paid ? ` · paid ${order.paid}` : ""}
          </>
        }
        actions={
          <Link to="/admin/orders" className={buttonStyles.secondary}>
            <ArrowLeft aria-hidden className="size-4" />
            Orders
          </Link>
        }
      />
      <div className="mb-4 grid gap-3">
        {doneMessage ? <FormSuccess>{doneMessage}</FormSuccess> : null}
        {shortages.length > 0 ? (
          <div role="status" className="border border-danger/30 bg-danger/5 p-4 text-sm text-danger">
            <p className="font-semibold">Waiting for cloth: the stock could not give it when this order was paid.</p>
            <ul className="mt-1 list-disc pl-5">
              {shortages.map((shortage) => (
                <li key={shortage.key}>
                  <Link to={shortage.fabricHref} className="underline underline-offset-4">
                    {shortage.text}
                  </Link>
                </li>
              ))}
            </ul>
            <p className="mt-1 text-ink">
              Cloth recorded on the fabric's page goes to these shirts first. Otherwise cancel the order: it is refunded
              in full.
            </p>
          </div>
        ) : null}
        {unknownAction?.message ? <FormAlert errors={[unknownAction.message]} /> : null}
      </div>

      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="grid min-w-0 content-start gap-6">
          <section aria-labelledby="lines-title" className="grid gap-4">
            <h2 id="lines-title" className="text-2xl">
              Shirts ordered
            </h2>
            {order.lines.map((line) => (
              <LineCard key={line.id} line={line} />
            ))}
            <LabelledValues
              className="border border-line bg-white p-4 text-sm"
              rows={[
                { label: "Subtotal", value: order.subtotal },
                { label: `Delivery (${order.deliveryName})`, value: order.delivery },
                { label: "Total", value: order.total },
              ]}
            />
          </section>

          <Section id="timeline-title" title="Timeline">
            <ol className="grid gap-3 border-l-2 border-line pl-4 text-sm">
              {order.timeline.map((entry) => (
                <li key={`${entry.iso} ${entry.what} ${entry.detail}`}>
                  <p>
                    <span className="font-medium">{entry.what}</span>
                    <span className="text-ink-soft"> · {entry.who}</span>
                  </p>
                  {entry.detail ? <p className="break-words">{entry.detail}</p> : null}
                  <time dateTime={entry.iso} className="text-xs text-ink-soft">
                    {entry.at}
                  </time>
                </li>
              ))}
            </ol>
          </Section>
        </div>

        {/* On a phone the customer and the actions come first; the shirts and timeline follow. */}
        <div className="order-first grid min-w-0 content-start gap-6 xl:order-none">
          <Section id="customer-title" title="Customer">
            <p className="font-medium">{order.customer.name}</p>
            <p className="text-sm break-all">
              <a href={`mailto:${order.customer.email}`} className="text-navy underline underline-offset-4">
                {order.customer.email}
              </a>
            </p>
            {order.customer.phone ? <p className="text-sm">{order.customer.phone}</p> : null}
            {order.customer.hasAccount ? null : <p className="text-xs text-ink-soft">Their account was deleted.</p>}
            <div className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-1">
              <div>
                <h3 className="text-xs font-semibold tracking-wide text-ink-soft uppercase">Delivery address</h3>
                <AddressLines address={order.shippingAddress} />
              </div>
              <div>
                <h3 className="text-xs font-semibold tracking-wide text-ink-soft uppercase">Billing address</h3>
                <AddressLines address={order.billingAddress} />
              </div>
            </div>
          </Section>

          <Section id="payments-title" title="Payment">
            {order.payments.length === 0 ? <p className="text-sm text-ink-soft">No payment started.</p> : null}
            <ul className="grid gap-3 text-sm">
              {order.payments.map((payment) => (
                <li key={`${payment.provider}-${payment.reference}`}>
                  <p className="flex justify-between gap-2">
                    <span className="font-medium capitalize">{payment.provider}</span>
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
          </Section>

          <Section id="refunds-title" title="Refunds">
            {order.refunds.length === 0 ? (
              <p className="text-sm text-ink-soft">Nothing refunded.</p>
            ) : (
              <ul className="grid gap-3 text-sm">
                {order.refunds.map((refund) => (
                  <li key={refund.id} className="border-b border-line pb-3 last:border-b-0 last:pb-0">
                    <p className="flex justify-between gap-2">
                      <span className="font-medium">{refund.amount}</span>
                      <span
                        className={
                          refund.status === "failed"
                            ? "font-medium text-danger"
                            : refund.status === "pending"
                              ? "text-ink-soft"
                              : undefined
                        }
                      >
                        {refund.statusLabel}
                      </span>
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
                ))}
              </ul>
            )}
            {order.money.refundable ? (
              <Form method="post" {...getFormProps(refundForm)} className="mt-4 grid gap-3 border-t border-line pt-4">
                <h3 className="font-medium">Refund the customer</h3>
                <p className="text-xs text-ink-soft">
                  Up to {order.money.refundable} can still be refunded, back through {order.refundVia}.
                  {refundLimit ? ` ${refundLimit}` : ""}
                </p>
                <FormAlert
                  id={refundForm.errorId}
                  errors={refundForm.errors ?? (refusalOf("refund") ? [refusalOf("refund")!] : undefined)}
                />
                <input type="hidden" name="intent" value="refund" />
                {orderIdInput}
                <Field
                  id={refundFields.amount.id}
                  label={`Amount (${order.currencyCode})`}
                  required
                  error={refundFields.amount.errors?.[0]}
                >
                  <input
                    {...getInputProps(refundFields.amount, { type: "text" })}
                    inputMode="decimal"
                    autoComplete="off"
                    placeholder="0.00"
                    className={inputStyles}
                  />
                </Field>
                <Field id={refundFields.reason.id} label="Reason" required error={refundFields.reason.errors?.[0]}>
                  <select {...getSelectProps(refundFields.reason)} className={inputStyles}>
                    {reasons.map((reason) => (
                      <option key={reason.value} value={reason.value}>
                        {reason.label}
                      </option>
                    ))}
                  </select>
                </Field>
                <Field id={refundFields.note.id} label="Note (staff only)" error={refundFields.note.errors?.[0]}>
                  <textarea {...getTextareaProps(refundFields.note)} rows={2} className={inputStyles} />
                </Field>
                <button type="submit" className={buttonStyles.primary} disabled={refunding}>
                  {refunding ? "Refunding…" : "Refund and e-mail the customer"}
                </button>
              </Form>
            ) : order.payments.some((payment) => payment.status === "succeeded") ? (
              <p className="mt-3 text-xs text-ink-soft">The payment is refunded in full.</p>
            ) : null}
          </Section>

          {order.cancelledByShop ? null : (
            <Section id="cancel-title" title="Cancel the order">
              {order.cancellationRefusal ? (
                <p className="text-sm text-ink-soft">{order.cancellationRefusal}</p>
              ) : (
                <Form method="post" {...getFormProps(cancelForm)} className="grid gap-3">
                  <p className="text-sm">
                    No shirt is cut yet: the order can still be cancelled. Its shirts leave the workshop's queue, the
                    customer is e-mailed and {order.money.refundable ?? "nothing"} is refunded in full.
                  </p>
                  <FormAlert
                    id={cancelForm.errorId}
                    errors={cancelForm.errors ?? (refusalOf("cancel") ? [refusalOf("cancel")!] : undefined)}
                  />
                  <input type="hidden" name="intent" value="cancel" />
                  {orderIdInput}
                  <Field id={cancelFields.note.id} label="Why (staff only)" error={cancelFields.note.errors?.[0]}>
                    <textarea {...getTextareaProps(cancelFields.note)} rows={2} className={inputStyles} />
                  </Field>
                  <button type="submit" className={buttonStyles.secondary} disabled={cancelling}>
                    {cancelling ? "Cancelling…" : "Cancel the order and refund it in full"}
                  </button>
                </Form>
              )}
            </Section>
          )}

          <Section id="delivery-title" title="Delivery">
            <p className="text-sm">
              {order.promiseText ?? "No promise yet: the order is not paid."}
              {order.late ? (
                <span className="ml-2 rounded-sm bg-danger/10 px-1.5 py-0.5 text-xs font-semibold text-danger">
                  Late
                </span>
              ) : null}
            </p>
            {order.shipment ? (
              <div className="mt-3 text-sm">
                <p>
                  Shipped {order.shipment.shipped} by {order.shipment.staffName} with {order.shipment.carrier}.
                </p>
                <p className="break-all">
                  Tracking{" "}
                  <a
                    href={order.shipment.trackingUrl}
                    className="text-navy underline underline-offset-4"
                    rel="noreferrer noopener"
                    target="_blank"
                  >
                    {order.shipment.trackingNumber}
                  </a>
                </p>
                {order.shipment.delivered ? <p>Delivered {order.shipment.delivered}.</p> : null}
              </div>
            ) : null}

            {order.canShip ? (
              <Form method="post" {...getFormProps(shipForm)} className="mt-4 grid gap-3 border-t border-line pt-4">
                <h3 className="font-medium">Ship the parcel</h3>
                <FormAlert
                  id={shipForm.errorId}
                  errors={shipForm.errors ?? (refusalOf("ship") ? [refusalOf("ship")!] : undefined)}
                />
                <input type="hidden" name="intent" value="ship" />
                {orderIdInput}
                <TextField field={shipFields.carrier} label="Carrier" required autoComplete="off" />
                <TextField field={shipFields.trackingNumber} label="Tracking number" required autoComplete="off" />
                <TextField
                  field={shipFields.trackingUrl}
                  label="Tracking link"
                  required
                  inputMode="url"
                  placeholder="https://"
                  autoComplete="off"
                />
                <button type="submit" className={buttonStyles.primary} disabled={shipping}>
                  {shipping ? "Shipping…" : "Ship and e-mail the customer"}
                </button>
              </Form>
            ) : order.shipment ? null : (
              <p className="mt-3 text-xs text-ink-soft">The order can ship once all its shirts are packed.</p>
            )}

            {order.canMarkDelivered ? (
              <Form method="post" className="mt-4 border-t border-line pt-4">
                <FormAlert errors={refusalOf("delivered") ? [refusalOf("delivered")!] : undefined} />
                <input type="hidden" name="intent" value="delivered" />
                <button type="submit" className={buttonStyles.secondary} disabled={delivering}>
                  {delivering ? "Saving…" : "Mark delivered today"}
                </button>
              </Form>
            ) : null}

            {order.canMovePromise ? (
              <Form method="post" {...getFormProps(promiseForm)} className="mt-4 grid gap-3 border-t border-line pt-4">
                <h3 className="font-medium">Move the promise</h3>
                <FormAlert
                  id={promiseForm.errorId}
                  errors={promiseForm.errors ?? (refusalOf("promise") ? [refusalOf("promise")!] : undefined)}
                />
                <input type="hidden" name="intent" value="promise" />
                {orderIdInput}
                <div className="grid grid-cols-2 gap-3">
                  <Field
                    id={promiseFields.earliest.id}
                    label="From"
                    required
                    error={promiseFields.earliest.errors?.[0]}
                  >
                    <input {...getInputProps(promiseFields.earliest, { type: "date" })} className={inputStyles} />
                  </Field>
                  <Field id={promiseFields.latest.id} label="Until" required error={promiseFields.latest.errors?.[0]}>
                    <input {...getInputProps(promiseFields.latest, { type: "date" })} className={inputStyles} />
                  </Field>
                </div>
                <button type="submit" className={buttonStyles.secondary} disabled={moving}>
                  {moving ? "Saving…" : "Move and e-mail the customer"}
                </button>
              </Form>
            ) : null}
          </Section>

          <Section id="notes-title" title="Notes">
            <Form method="post" {...getFormProps(noteForm)} className="grid gap-3">
              <FormAlert
                id={noteForm.errorId}
                errors={noteForm.errors ?? (refusalOf("note") ? [refusalOf("note")!] : undefined)}
              />
              <input type="hidden" name="intent" value="note" />
              {orderIdInput}
              <Field id={noteFields.text.id} label="Note" required error={noteFields.text.errors?.[0]}>
                <textarea {...getTextareaProps(noteFields.text)} rows={3} className={inputStyles} />
              </Field>
              <fieldset>
                <legend className="mb-1.5 text-sm font-medium">Who may read it</legend>
                {(
                  [
                    ["internal", "Staff only"],
                    ["customer", "The customer too (e-mailed, shown in their order history)"],
                  ] as const
                ).map(([value, label]) => (
                  <label key={value} className="flex items-start gap-2 text-sm">
                    <input
                      type="radio"
                      name={noteFields.visibility.name}
                      value={value}
                      defaultChecked={(noteFields.visibility.initialValue ?? "internal") === value}
                      className="mt-1"
                    />
                    {label}
                  </label>
                ))}
              </fieldset>
              <button type="submit" className={buttonStyles.primary} disabled={noting}>
                {noting ? "Saving…" : "Add the note"}
              </button>
            </Form>
            {order.notes.length > 0 ? (
              <ul className="mt-5 grid gap-3 text-sm">
                {order.notes.map((note) => (
                  <li key={note.id} className="border-t border-line pt-3">
                    <p className="text-xs text-ink-soft">
                      {note.visibility === "customer" ? "For the customer" : "Internal"} · {note.staffName} ·{" "}
                      {note.createdAt}
                    </p>
                    <p className="whitespace-pre-line break-words">{note.text}</p>
                  </li>
                ))}
              </ul>
            ) : null}
          </Section>
        </div>
      </div>
    </div>
  );
}
