import type { BrowserContext, Page } from "@playwright/test";

/*
 * A fake Stripe.js for browser tests, which cannot reach js.stripe.com. The browser asks for
 * https://js.stripe.com/... and https://api.stripe.com/... as in production (so the shop's
 * Content-Security-Policy is exercised as it is); Playwright answers the first with this
 * script and forwards the second to the Stripe fake (tests/fakes/stripe-fake.ts).
 *
 * Its Payment Element is a plain "Card number" input, no frame. Stripe's test cards decide
 * the outcome: 4242 4242 4242 4242 is accepted (pm_card_visa), 4000 0000 0000 0002 declined
 * (pm_card_chargeDeclined). confirmPayment confirms the PaymentIntent with the publishable
 * key and client secret, as Stripe.js does; a declined card answers its error and stays on the
 * page, an accepted one goes to return_url?payment_intent=...&redirect_status=succeeded.
 */

const TEST_CARDS: Record<string, string> = {
  "4242424242424242": "pm_card_visa",
  "4000000000000002": "pm_card_chargeDeclined",
};

/** Serves the fake Stripe.js and the Stripe API to every page of `target`. */
export async function installFakeStripeJs(
  target: Pick<BrowserContext | Page, "route">,
  options: { apiUrl: string },
): Promise<void> {
  const script = `(${fakeStripeJs.toString()})(${JSON.stringify(TEST_CARDS)});`;
  await target.route("https://js.stripe.com/**", (route) =>
    route.fulfill({ contentType: "text/javascript; charset=utf-8", body: script }),
  );
  await target.route("https://api.stripe.com/**", async (route) => {
    const { pathname, search } = new URL(route.request().url());
    const response = await route.fetch({ url: `${options.apiUrl}${pathname}${search}` });
    await route.fulfill({ response });
  });
}

/**
 * Runs in the page (serialised, so it may use nothing from this module): defines
 * window.Stripe with what @stripe/react-stripe-js and the shop's payment form call.
 */
function fakeStripeJs(testCards: Record<string, string>) {
  type Listener = (payload: unknown) => void;
  const digits = (typed: string) => typed.replace(/[\s-]/g, "");
  const notInTheFake = () => Promise.reject(new Error("Not part of the fake Stripe.js."));

  function createElements() {
    let cardInput: HTMLInputElement | null = null;
    const elements = {
      create(type: string) {
        if (type !== "payment") throw new Error(`The fake Stripe.js has no ${type} element.`);
        const listeners = new Map<string, Listener[]>();
        const emit = (name: string, payload: unknown) => {
          for (const listener of listeners.get(name) ?? []) listener(payload);
        };
        let container: HTMLElement | null = null;
        const element = {
          mount(target: HTMLElement | string) {
            container = typeof target === "string" ? document.querySelector<HTMLElement>(target) : target;
            const label = document.createElement("label");
            label.textContent = "Card number";
            const input = document.createElement("input");
            input.autocomplete = "cc-number";
            input.inputMode = "numeric";
            input.placeholder = "1234 1234 1234 1234";
            // Stripe's frame keeps Enter to itself: it never submits the page's form.
            input.addEventListener("keydown", (event) => {
              if (event.key === "Enter") event.preventDefault();
            });
            input.addEventListener("input", () =>
              emit("change", {
                elementType: "payment",
                empty: !input.value,
                complete: digits(input.value) in testCards,
              }),
            );
            label.append(input);
            container?.append(label);
            cardInput = input;
            setTimeout(() => emit("ready", { elementType: "payment" }));
          },
          unmount() {
            container?.replaceChildren();
          },
          destroy() {
            container?.replaceChildren();
            cardInput = null;
            listeners.clear();
          },
          update() {},
          focus() {
            cardInput?.focus();
          },
          blur() {
            cardInput?.blur();
          },
          on(name: string, listener: Listener) {
            listeners.set(name, [...(listeners.get(name) ?? []), listener]);
            return element;
          },
          off(name: string, listener: Listener) {
            listeners.set(
              name,
              (listeners.get(name) ?? []).filter((candidate) => candidate !== listener),
            );
            return element;
          },
        };
        return element;
      },
      update() {},
      fetchUpdates: async () => ({}),
      async submit() {
        const number = digits(cardInput?.value ?? "");
        if (!number) {
          return {
            error: { type: "validation_error", code: "incomplete_number", message: "Your card number is incomplete." },
          };
        }
        if (!(number in testCards)) {
          return {
            error: { type: "validation_error", code: "invalid_number", message: "Your card number is invalid." },
          };
        }
        return { selectedPaymentMethod: "card" };
      },
      paymentMethod: () => testCards[digits(cardInput?.value ?? "")],
    };
    return elements;
  }

  function createStripe(publishableKey: string) {
    return {
      elements: createElements,
      // @stripe/react-stripe-js recognises a Stripe object by these methods.
      createToken: notInTheFake,
      createPaymentMethod: notInTheFake,
      confirmCardPayment: notInTheFake,
      async confirmPayment(options: {
        elements: ReturnType<typeof createElements>;
        clientSecret: string;
        confirmParams: { return_url: string };
      }) {
        const paymentIntentId = options.clientSecret.split("_secret_")[0] ?? "";
        const response = await fetch(`https://api.stripe.com/v1/payment_intents/${paymentIntentId}/confirm`, {
          method: "POST",
          body: new URLSearchParams({
            key: publishableKey,
            client_secret: options.clientSecret,
            payment_method: options.elements.paymentMethod() ?? "",
            return_url: options.confirmParams.return_url,
          }),
        });
        const answer = (await response.json()) as { error?: unknown; status?: string };
        if (answer.error) return { error: answer.error };
        const returnUrl = new URL(options.confirmParams.return_url);
        returnUrl.searchParams.set("payment_intent", paymentIntentId);
        returnUrl.searchParams.set("payment_intent_client_secret", options.clientSecret);
        returnUrl.searchParams.set("redirect_status", answer.status === "succeeded" ? "succeeded" : "failed");
        window.location.assign(returnUrl.href);
        // Like Stripe.js, never settles: the page is leaving.
        return new Promise<never>(() => {});
      },
    };
  }

  (window as unknown as { Stripe: typeof createStripe }).Stripe = createStripe;
}
