import { readForm } from "~/infra/form.server";
import { retryAfterHeaders } from "~/infra/rate-limit.server";
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

  if (form.intent === "capture") {
    const captured = await capturePayPalPayment(customer, form.orderId);
    if (captured.kind === "paid") {
      return Response.json({ ok: true, returnUrl: confirmationUrl(captured.order.id) });
    }
    return Response.json({ ok: false, message: captured.message }, { status: captured.status });
  }
  if (form.intent !== "start") {
    return Response.json({ ok: false, message: "This payment request was not understood." }, { status: 400 });
  }

  const started = await startPayment(customer, context.clientIp, await getDisplayCurrency(request), form);
  let answer: StartPaymentResult;
  let init: ResponseInit | undefined;
  if (started.kind === "started" && started.provider !== "test") {
    answer = {
      ok: true,
      orderId: started.order.id,
      providerRef: started.ref,
      clientSecret: started.clientSecret,
      returnUrl: confirmationUrl(started.order.id),
    };
  } else if (started.kind === "refused") {
    answer = { ok: false, message: started.message };
    init = { status: started.status, headers: started.limited ? retryAfterHeaders(started.limited) : undefined };
  } else if (started.kind === "paid") {
    // Paid meanwhile (another tab, a double click): straight to its confirmation.
    answer = { ok: false, message: "You have already paid for this order: you will find it in your order history." };
    init = { status: 409, headers: { Location: confirmationUrl(started.order.id) } };
  } else {
    answer = { ok: false, message: "Please pay with the card form." };
    init = { status: 400 };
  }
  return Response.json(answer, init);
}
