import { data, Form, Link, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { AdminPageHeader } from "~/components/admin/AdminShell";
import { EmptyList } from "~/components/admin/ListTable";
import { FormAlert, FormSuccess } from "~/components/forms/FormMessages";
import { Field } from "~/components/ui/Field";
import { buttonStyles, inputStyles } from "~/components/ui/styles";
import { readForm } from "~/infra/form.server";
import { privatePageHeaders } from "~/infra/headers";
import { refusalResponse, refuse } from "~/infra/refusal";
import { type CurrencyCode, formatMoney } from "~/modules/money/money";
import { attachUnmatchedPayment } from "~/modules/orders/settle.server";
import { providerLabel } from "~/modules/orders/staff-filters";
import { attachPaymentSchema, refundPaymentSchema } from "~/modules/orders/unmatched";
import { listUnmatchedPayments } from "~/modules/orders/unmatched.server";
import { refundUnmatchedPayment } from "~/modules/refunds/refunds.server";
import { formatDateTime } from "~/modules/shop/calendar";
import { privatePageMeta } from "~/modules/shop/identity";
import { orderNumber } from "~/modules/shop/order-number";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/unmatched-payments";

export const meta: Route.MetaFunction = () =>
  privatePageMeta("Unmatched payments", "Payments that matched no order, to attach or refund.");

export const headers = privatePageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, AREA_ROLES.reconciliation);
  const payments = await listUnmatchedPayments();
  return {
    payments: payments.map((payment) => ({
      id: payment.id,
      /** The provider by the name staff know it (the money goes back through it). */
      provider: providerLabel(payment.provider),
      reference: payment.reference,
      amount: formatMoney(payment.amountMinor, payment.currencyCode as CurrencyCode),
      currencyCode: payment.currencyCode,
      at: formatDateTime(payment.createdAt),
      order: payment.orderId === null ? null : { id: payment.orderId, number: orderNumber(payment.orderId) },
      reason: payment.reason,
      namedOrderTakesIt: payment.namedOrderTakesIt,
      refundStatus: payment.refundStatus,
    })),
  };
}

const INTENTS = ["attach", "refund"] as const;

/**
 * The owner's two answers to an unmatched payment: attach it to an order (the order then
 * becomes paid the one way, settle.server.ts) or refund it in full (refunds module). Both
 * are checked under the payment's lock and audited by their module.
 */
export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request, AREA_ROLES.reconciliation);
  const form = await readForm(request);
  const intent = INTENTS.find((known) => known === form.get("intent"));
  if (!intent) return refusalResponse(refuse(400, "This action is not known."));
  const paymentId = String(form.get("paymentId") ?? "");
  if (intent === "attach") {
    const parsed = attachPaymentSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return refusalResponse(refuse(400, issue?.message ?? "Please check the order's number."), {
        extra: { intent, paymentId },
      });
    }
    const outcome = await attachUnmatchedPayment(staff, parsed.data.paymentId, parsed.data.order);
    if (!outcome.ok) return refusalResponse(outcome, { extra: { intent, paymentId } });
    return redirect(`/admin/payments/unmatched?attached=${orderNumber(outcome.orderId)}`);
  }
  const parsed = refundPaymentSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success)
    return data({ intent, paymentId, refusal: { message: "This payment could not be found." } }, 404);
  const outcome = await refundUnmatchedPayment(staff, parsed.data.paymentId);
  if (!outcome.ok) return refusalResponse(outcome, { extra: { intent, paymentId } });
  return redirect(`/admin/payments/unmatched?refunded=${outcome.status === "succeeded" ? "done" : "pending"}`);
}

const REFUND_STATUS_WORDS = { pending: "Refund waiting for the provider", succeeded: "Refunded" } as const;

export default function UnmatchedPaymentsPage({ loaderData: { payments } }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  const [search] = useSearchParams();
  const navigation = useNavigation();
  const busy = (intent: string, paymentId: number) =>
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData?.get("paymentId") === String(paymentId);
  const attached = search.get("attached");
  const refunded = search.get("refunded");
  const open = payments.filter((payment) => payment.refundStatus === null).length;
  return (
    <div>
      <AdminPageHeader
        title="Unmatched payments"
        intro="Money the providers confirmed that paid no order: no order named, a wrong amount or currency, or a second payment for an order already paid. Attach each one to the order it pays, or give it back."
      />
      <div className="mb-4 grid gap-3">
        {attached ? (
          <FormSuccess>
            Attached: order {attached} is paid, its shirts are in the workshop's queue and the customer is e-mailed.
          </FormSuccess>
        ) : null}
        {refunded === "done" ? <FormSuccess>Refunded in full through its provider.</FormSuccess> : null}
        {refunded === "pending" ? (
          <FormSuccess>Refund sent to the provider: it shows as refunded once the provider confirms it.</FormSuccess>
        ) : null}
        <p className="text-sm text-ink-soft">
          {open === 0 ? "Nothing to reconcile." : `${open} payment${open === 1 ? "" : "s"} to reconcile.`}
        </p>
      </div>
      {payments.length === 0 ? (
        <EmptyList>Every payment the shop received paid its order.</EmptyList>
      ) : (
        <ul className="grid gap-4">
          {payments.map((payment) => {
            const refusal = answer && "paymentId" in answer && answer.paymentId === String(payment.id) ? answer : null;
            const titleId = `payment-${payment.id}`;
            return (
              <li key={payment.id}>
                <article aria-labelledby={titleId} className="border border-line bg-white p-5">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <h2 id={titleId} className="text-2xl">
                      {payment.amount}
                    </h2>
                    {payment.refundStatus ? (
                      <span
                        className={`rounded-sm border px-2 py-0.5 text-xs font-medium ${payment.refundStatus === "succeeded" ? "border-success/40 text-success" : "border-line text-ink-soft"}`}
                      >
                        {REFUND_STATUS_WORDS[payment.refundStatus]}
                      </span>
                    ) : (
                      <span className="rounded-sm border border-danger/40 px-2 py-0.5 text-xs font-medium text-danger">
                        To reconcile
                      </span>
                    )}
                  </div>
                  <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
                    <dt className="text-ink-soft">Provider</dt>
                    <dd>{payment.provider}</dd>
                    <dt className="text-ink-soft">Reference</dt>
                    <dd className="font-mono text-xs break-all">{payment.reference}</dd>
                    <dt className="text-ink-soft">Received</dt>
                    <dd>{payment.at}</dd>
                    <dt className="text-ink-soft">Order named</dt>
                    <dd>
                      {payment.order ? (
                        <Link
                          to={`/admin/orders/${payment.order.id}`}
                          className="font-medium text-navy underline underline-offset-4"
                        >
                          {payment.order.number}
                        </Link>
                      ) : (
                        "None"
                      )}
                    </dd>
                    <dt className="text-ink-soft">Why it did not match</dt>
                    <dd>{payment.reason}</dd>
                  </dl>
                  {payment.refundStatus === null ? (
                    <div className="mt-4 grid gap-4 border-t border-line pt-4 md:grid-cols-2">
                      <FormAlert
                        id={`${titleId}-error`}
                        errors={refusal?.refusal?.message ? [refusal.refusal.message] : undefined}
                      />
                      <Form method="post" className="grid content-start gap-3 md:col-start-1">
                        <input type="hidden" name="intent" value="attach" />
                        <input type="hidden" name="paymentId" value={payment.id} />
                        <Field id={`${titleId}-order`} label="Attach to order number" required>
                          <input
                            id={`${titleId}-order`}
                            name="order"
                            // A named order that would refuse it (paid already, another amount) is not offered.
                            defaultValue={payment.namedOrderTakesIt ? (payment.order?.number ?? "") : ""}
                            required
                            autoComplete="off"
                            placeholder="AS000042"
                            className={inputStyles}
                            aria-describedby={refusal ? `${titleId}-error` : undefined}
                          />
                        </Field>
                        <button type="submit" className={buttonStyles.primary} disabled={busy("attach", payment.id)}>
                          {busy("attach", payment.id) ? "Attaching…" : "Attach and mark the order paid"}
                        </button>
                      </Form>
                      <Form method="post" className="grid content-start gap-3">
                        <input type="hidden" name="intent" value="refund" />
                        <input type="hidden" name="paymentId" value={payment.id} />
                        <p className="text-sm text-ink-soft">
                          Or give all {payment.amount} back through {payment.provider}.
                        </p>
                        <button type="submit" className={buttonStyles.secondary} disabled={busy("refund", payment.id)}>
                          {busy("refund", payment.id) ? "Refunding…" : `Refund ${payment.amount}`}
                        </button>
                      </Form>
                    </div>
                  ) : null}
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
