import { CheckCircle2, Clock } from "lucide-react";
import { useEffect } from "react";
import { data, Link, useRevalidator } from "react-router";
import { Container } from "~/components/ui/Container";
import { buttonStyles } from "~/components/ui/styles";
import { privatePageHeaders } from "~/infra/headers";
import { getCustomer } from "~/modules/accounts/accounts.server";
import { confirmReturn } from "~/modules/checkout/checkout.server";
import { privatePageMeta } from "~/modules/shop/identity";
import type { Route } from "./+types/confirmation";

/** The order confirmation (spec 000 section 2 "Confirmation"). */
export const meta: Route.MetaFunction = () =>
  privatePageMeta("Thank you for your order", "The confirmation of your order.");

export const headers = privatePageHeaders;

/**
 * Shows what the server knows of the order: the page's visit confirms nothing by itself
 * (DESIGN.md section 4.1). A payment still waiting for its webhook is asked of the provider
 * (confirmReturn), so a reload finds the same order and creates nothing.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const customer = await getCustomer(request);
  if (!customer) return { state: "signed-out" as const };
  const order = await confirmReturn(customer, url.searchParams.get("order"));
  if (!order) throw data(null, { status: 404 });
  if (order.status === "pending_payment") {
    return {
      state: url.searchParams.get("redirect_status") === "failed" ? ("failed" as const) : ("waiting" as const),
      number: order.number,
    };
  }
  if (order.status === "cancelled") return { state: "cancelled" as const, number: order.number };
  return { state: "paid" as const, number: order.number };
}

/** How often the page asks again while the provider confirms the payment. */
const WAITING_REFRESH_MS = 3000;

export default function ConfirmationPage({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const waiting = loaderData.state === "waiting";
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, WAITING_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [waiting, revalidator]);

  return (
    <Container className="py-12 md:py-20">
      <div className="mx-auto max-w-2xl border border-line bg-white p-8 text-center md:p-12">
        {loaderData.state === "paid" ? (
          <>
            <CheckCircle2 aria-hidden className="mx-auto size-12 text-success" />
            <h1 className="mt-4 text-4xl">Thank you for your order.</h1>
            <p className="mt-4 text-lg">An email has been sent with all the information about your order.</p>
            <p className="mt-6 text-ink-soft">
              Your order number is{" "}
              <strong className="text-ink" data-testid="order-number">
                {loaderData.number}
              </strong>
              .
            </p>
          </>
        ) : loaderData.state === "waiting" ? (
          <>
            <Clock aria-hidden className="mx-auto size-12 text-navy" />
            <h1 className="mt-4 text-4xl">We are confirming your payment</h1>
            <p className="mt-4" role="status">
              Your order {loaderData.number} is waiting for the confirmation of your payment, which usually takes a few
              seconds. This page updates by itself.
            </p>
            <Link
              to=""
              reloadDocument
              className="mt-4 inline-block font-semibold text-navy underline underline-offset-4"
            >
              Check again
            </Link>
          </>
        ) : loaderData.state === "failed" ? (
          <>
            <h1 className="text-4xl">Your payment did not go through</h1>
            <p className="mt-4">
              Nothing was charged for order {loaderData.number}. Your cart is kept: you can try again with another card
              or another way to pay.
            </p>
            <Link to="/checkout" className={`${buttonStyles.primary} mt-6`}>
              Back to checkout
            </Link>
          </>
        ) : loaderData.state === "cancelled" ? (
          <>
            <h1 className="text-4xl">This order was cancelled</h1>
            <p className="mt-4">
              Order {loaderData.number} was cancelled because its payment did not arrive in time. Nothing was charged.
            </p>
          </>
        ) : (
          <>
            <h1 className="text-4xl">Thank you.</h1>
            <p className="mt-4">
              If your payment went through, an email has been sent with all the information about your order. Sign in to
              see your orders.
            </p>
            <Link to="/login?returnUrl=%2Fhistory-order" className={`${buttonStyles.primary} mt-6`}>
              Sign in
            </Link>
          </>
        )}
        <p className="mt-8">
          <Link to="/account" className="font-semibold text-navy underline underline-offset-4">
            Go to my account
          </Link>
        </p>
      </div>
    </Container>
  );
}
