import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Appearance, Stripe, StripeElementsOptions } from "@stripe/stripe-js";
// The /pure entry loads Stripe.js when loadStripe is called; the main entry would add its script tag on import.
import { loadStripe } from "@stripe/stripe-js/pure";
import { Lock } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { buttonStyles } from "~/components/ui/styles";
import type { CurrencyCode } from "~/modules/money/money";
import type { StartPaymentResult } from "~/modules/payments/start-payment";
import { ErrorAlert } from "./ErrorAlert";

/*
 * Card payment with Stripe's Payment Element (DESIGN.md section 1 "payments"), in deferred
 * intent mode: the form shows before any order exists; "Buy now" validates the card details,
 * asks the shop to create the order and its PaymentIntent, then confirms the payment with
 * Stripe, which sends the customer to the return URL. Whether the order is paid is decided
 * there by the server, never here.
 */

const GENERIC_FAILURE = "The payment could not be completed. Please try again.";
const LOAD_FAILURE = "The secure card form could not be loaded. Please check your connection and reload the page.";

/**
 * The shop's colours for the Payment Element, which lives in Stripe's frame and cannot read
 * the page's CSS variables (app.css: --color-navy, --color-ink, --color-danger, --color-line).
 */
const APPEARANCE: Appearance = {
  theme: "stripe",
  variables: {
    colorPrimary: "#1f3550",
    colorText: "#1b1e24",
    colorDanger: "#a32020",
    colorBackground: "#ffffff",
    fontFamily: "Inter, ui-sans-serif, system-ui, sans-serif",
    borderRadius: "2px",
  },
  rules: { ".Input": { borderColor: "#e2dccf" } },
};

export function StripePaymentForm({
  publishableKey,
  amountMinor,
  currency,
  startPayment,
}: {
  publishableKey: string;
  amountMinor: number;
  currency: CurrencyCode;
  startPayment: () => Promise<StartPaymentResult>;
}) {
  // Stripe.js comes from js.stripe.com once this form is on screen, not with every page.
  const [stripe, setStripe] = useState<Promise<Stripe | null> | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  useEffect(() => {
    setStripe(
      loadStripe(publishableKey).catch(() => {
        setLoadFailed(true);
        return null;
      }),
    );
  }, [publishableKey]);

  const options = useMemo<StripeElementsOptions>(
    () => ({ mode: "payment", amount: amountMinor, currency: currency.toLowerCase(), appearance: APPEARANCE }),
    [amountMinor, currency],
  );

  if (loadFailed) return <ErrorAlert message={LOAD_FAILURE} />;
  return (
    <Elements stripe={stripe} options={options}>
      <PaymentForm startPayment={startPayment} />
    </Elements>
  );
}

function PaymentForm({ startPayment }: { startPayment: () => Promise<StartPaymentResult> }) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Set at once, unlike state: a second click before the next render must not pay twice.
  const payingRef = useRef(false);

  async function pay() {
    if (!stripe || !elements || payingRef.current) return;
    payingRef.current = true;
    setPaying(true);
    setError(null);
    try {
      const submitted = await elements.submit();
      if (submitted.error) {
        setError(submitted.error.message ?? GENERIC_FAILURE);
        return;
      }
      const started = await startPayment();
      if (!started.ok) {
        setError(started.message);
        return;
      }
      if (!started.clientSecret) {
        setError(GENERIC_FAILURE);
        return;
      }
      const { error: confirmError } = await stripe.confirmPayment({
        elements,
        clientSecret: started.clientSecret,
        confirmParams: { return_url: new URL(started.returnUrl, window.location.origin).href },
      });
      // Only reached when the payment did not go through: otherwise Stripe.js has left for the return URL.
      setError(confirmError.message ?? GENERIC_FAILURE);
    } catch {
      setError(GENERIC_FAILURE);
    } finally {
      payingRef.current = false;
      setPaying(false);
    }
  }

  return (
    <div className="grid gap-4">
      {ready ? null : <p className="text-sm text-ink-soft">Loading the secure card form…</p>}
      <PaymentElement onReady={() => setReady(true)} />
      {error ? <ErrorAlert message={error} /> : null}
      {/* A plain button: the form sits inside the checkout's own form, which it must not submit. */}
      <button
        type="button"
        className={`${buttonStyles.primary} w-full`}
        disabled={!stripe || !elements || !ready || paying}
        onClick={pay}
      >
        <Lock aria-hidden className="size-4" />
        {paying ? "Paying…" : "Buy now"}
      </button>
    </div>
  );
}
