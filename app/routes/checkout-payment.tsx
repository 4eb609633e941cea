import { readForm } from "~/infra/form.server";
import { type Refusal, refusalHeaders } from "~/infra/refusal";
import { requireCustomer } from "~/modules/accounts/accounts.server";
import { capturePayPalPayment, startPayment } from "~/modules/checkout/checkout.server";
import { getDisplayCurrency } from "~/modules/money/currency.server";
import type { StartPaymentResult } from "~/modules/payments/start-payment";
import type { Route } from "./+types/checkout-payment";

/**
 * Buy now for the providers paid in the browser (resource route, JSON): `start` creates the
 * order and the provider's payment (a Stripe PaymentIntent, a PayPal order); `capture`
 * captures an approved PayPal order on the server.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const customer = await requireCustomer(request);
  const form = Object.fromEntries(await readForm(request));
  const confirmationUrl = (orderId: number) => `/confirmation?order=${orderId}`;
  // The browser's payment form reads a refusal's message (JSON, no redirect).
  const refused = (refusal: Refusal) =>
    Response.json({ ok: false, message: refusal.message ?? "" } satisfies StartPaymentResult, {
      status: refusal.status,
      headers: refusalHeaders(refusal),
    });

  if (form.intent === "capture") {
    const captured = await capturePayPalPayment(customer, form.orderId);
    if (!captured.ok) return refused(captured);
    return Response.json({ ok: true, returnUrl: confirmationUrl(captured.order.id) });
  }
  if (form.intent !== "start") {
    return Response.json({ ok: false, message: "This payment request was not understood." }, { status: 400 });
  }

  const started = await startPayment(customer, context.clientIp, await getDisplayCurrency(request), form);
  if (!started.ok) return refused(started);
  if (started.kind === "paid") {
    // Paid meanwhile (another tab, a double click): straight to its confirmation.
    return Response.json(
      { ok: false, message: "You have already paid for this order: you will find it in your order history." },
      { status: 409, headers: { Location: confirmationUrl(started.order.id) } },
    );
  }
  if (started.provider === "test") {
    return Response.json({ ok: false, message: "Please pay with the card form." }, { status: 400 });
  }
  return Response.json({
    ok: true,
    orderId: started.order.id,
    providerRef: started.ref,
    clientSecret: started.clientSecret,
    returnUrl: confirmationUrl(started.order.id),
  } satisfies StartPaymentResult);
}
