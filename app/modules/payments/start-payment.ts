/*
 * What the checkout's "start payment" request answers the browser's payment form
 * (browser-safe: no server code). The server has created the order and the provider's
 * payment; the form completes the payment with the provider and then sends the customer to
 * `returnUrl`, where the server, not the browser, decides whether the order is paid.
 */
export type StartPaymentResult =
  | {
      ok: true;
      orderId: number;
      /** The provider's payment id (a PaymentIntent id, a PayPal order id). */
      providerRef: string;
      /** What the provider's browser script needs to complete the payment (Stripe), else null. */
      clientSecret: string | null;
      /** Where the customer goes once the provider is done, a path on this site. */
      returnUrl: string;
    }
  | { ok: false; message: string };
