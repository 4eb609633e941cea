import {
  PayPalScriptProvider,
  PayPalButtons as PayPalSmartButtons,
  usePayPalScriptReducer,
} from "@paypal/react-paypal-js";
import { useRef, useState } from "react";
import type { CurrencyCode } from "~/modules/money/money";
import type { StartPaymentResult } from "~/modules/payments/start-payment";
import { ErrorAlert } from "./ErrorAlert";

/*
 * The PayPal buttons (DESIGN.md section 1 "payments"; spec: the wallet script is loaded with
 * the client id, the order currency and intent capture). A click asks the shop to create the
 * order and its PayPal order; once the buyer approves it in PayPal's window, the shop captures
 * it on the server and the customer goes to the return URL. The server decides whether the
 * order is paid. The PayPal script is loaded only once this component is on screen.
 */

const GENERIC_FAILURE = "PayPal could not complete the payment. Please try again or choose another way to pay.";
const LOAD_FAILURE = "PayPal could not be loaded. Please check your connection and reload the page.";

type CaptureResult = { ok: true; returnUrl: string } | { ok: false; message: string };

export function PayPalButtons({
  clientId,
  currency,
  startPayment,
  capturePayment,
}: {
  clientId: string;
  currency: CurrencyCode;
  startPayment: () => Promise<StartPaymentResult>;
  capturePayment: (orderId: number) => Promise<CaptureResult>;
}) {
  const [error, setError] = useState<string | null>(null);
  // The shop's order behind the PayPal order being approved, for the capture.
  const shopOrderId = useRef<number | null>(null);

  async function createOrder(): Promise<string> {
    setError(null);
    const started = await startPayment();
    if (!started.ok) {
      setError(started.message);
      throw new Error(started.message);
    }
    shopOrderId.current = started.orderId;
    return started.providerRef;
  }

  async function onApprove(): Promise<void> {
    if (shopOrderId.current === null) {
      setError(GENERIC_FAILURE);
      return;
    }
    const captured = await capturePayment(shopOrderId.current);
    if (!captured.ok) {
      setError(captured.message);
      return;
    }
    window.location.assign(captured.returnUrl);
  }

  return (
    <div className="grid gap-4">
      {error ? <ErrorAlert message={error} /> : null}
      {/* A new currency or client id needs another script: the key starts the provider afresh. */}
      <PayPalScriptProvider key={`${clientId} ${currency}`} options={{ clientId, currency, intent: "capture" }}>
        <ScriptState />
        <PayPalSmartButtons
          style={{ layout: "vertical", shape: "rect", label: "paypal" }}
          createOrder={createOrder}
          onApprove={onApprove}
          onClick={(data) => console.info("PayPal button clicked", data)}
          onCancel={(data) => console.info("PayPal payment cancelled", data)}
          onError={(failure) => {
            console.error("PayPal error", failure);
            // A refusal from the shop is already shown; keep its message rather than a generic one.
            setError((shown) => shown ?? GENERIC_FAILURE);
          }}
        />
      </PayPalScriptProvider>
    </div>
  );
}

/** While PayPal's script loads, and if it cannot be loaded, say so in place of the buttons. */
function ScriptState() {
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  if (isRejected) return <ErrorAlert message={LOAD_FAILURE} />;
  if (isPending) return <p className="text-sm text-ink-soft">Loading PayPal…</p>;
  return null;
}
