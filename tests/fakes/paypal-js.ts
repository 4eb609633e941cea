import type { BrowserContext, Page } from "@playwright/test";

/*
 * A fake PayPal JS SDK for browser tests, which cannot reach www.paypal.com. The browser asks
 * for https://www.paypal.com/sdk/js?client-id=...&currency=...&intent=capture as
 * @paypal/react-paypal-js builds it (or the sandbox host's), so the shop's
 * Content-Security-Policy is exercised as in production; Playwright answers it with this
 * script.
 *
 * Its buttons are one plain <button> labelled "PayPal", no frame. A click goes the way of
 * PayPal's own: onClick, then createOrder (the shop creates the PayPal order), then the
 * buyer approves the order in what would be PayPal's window (here the PayPal fake's
 * POST /_fake/orders/:id/approve, reached as https://www.paypal.com/_fake/... and forwarded
 * by Playwright to tests/fakes/paypal-fake.ts), then onApprove({ orderID }). A failing
 * createOrder or onApprove ends in onError, as with the real SDK. Like the real SDK, the
 * order must be in the currency and intent the script was loaded with.
 */

const PAYPAL_HOSTS = ["https://www.paypal.com", "https://www.sandbox.paypal.com"];

/** Serves the fake PayPal SDK, and the PayPal fake's approval, to every page of `target`. */
export async function installFakePayPalSdk(
  target: Pick<BrowserContext | Page, "route">,
  options: { apiUrl: string },
): Promise<void> {
  const script = `(${fakePayPalSdk.toString()})();`;
  for (const host of PAYPAL_HOSTS) {
    await target.route(`${host}/**`, async (route) => {
      const { pathname, search, searchParams } = new URL(route.request().url());
      if (pathname === "/sdk/js") {
        // PayPal refuses a script request without a client id (400, the script does not run).
        if (!searchParams.get("client-id")) {
          return route.fulfill({ status: 400, contentType: "text/javascript", body: "" });
        }
        return route.fulfill({ contentType: "application/javascript; charset=utf-8", body: script });
      }
      if (pathname.startsWith("/_fake/")) {
        const response = await route.fetch({ url: `${options.apiUrl}${pathname}${search}` });
        // The shop's page calls it from its own origin.
        return route.fulfill({ response, headers: { ...response.headers(), "access-control-allow-origin": "*" } });
      }
      return route.fulfill({
        status: 404,
        contentType: "text/plain",
        body: `Not part of the fake PayPal: ${pathname}`,
      });
    });
  }
}

/**
 * Runs in the page (serialised, so it may use nothing from this module): defines
 * window.paypal (or the script's data-namespace) with what @paypal/react-paypal-js and the
 * shop's PayPal buttons call.
 */
function fakePayPalSdk() {
  type Callback = (data: Record<string, unknown>, actions: Record<string, unknown>) => unknown;
  type ButtonsOptions = {
    createOrder?: Callback;
    onApprove?: Callback;
    onClick?: Callback;
    onCancel?: Callback;
    onError?: (error: unknown) => void;
    onInit?: Callback;
    style?: { shape?: string; height?: number; label?: string; disableMaxWidth?: boolean };
  };
  type FakeOrder = { id: string; intent: string; purchase_units: { amount: { currency_code: string } }[] };

  const script = document.currentScript as HTMLScriptElement | null;
  if (!script) throw new Error("The fake PayPal SDK must be loaded by a script element.");
  const source = new URL(script.src);
  const sdk = {
    origin: source.origin,
    currency: (source.searchParams.get("currency") ?? "USD").toUpperCase(),
    intent: (source.searchParams.get("intent") ?? "capture").toUpperCase(),
  };
  const namespace = script.getAttribute("data-namespace") || "paypal";

  /** The PayPal fake's control routes, through PayPal's host (Playwright forwards them). */
  async function control<T>(method: "GET" | "POST", path: string): Promise<T> {
    const response = await fetch(`${sdk.origin}/_fake${path}`, { method });
    if (!response.ok) throw new Error(`PayPal answered ${response.status} to ${method} ${path}`);
    return (await response.json()) as T;
  }

  /** What the buyer does in PayPal's window: the order must match the script's currency and intent. */
  async function approve(orderId: string) {
    const order = (await control<FakeOrder[]>("GET", "/orders")).find((candidate) => candidate.id === orderId);
    if (!order) throw new Error(`Unknown PayPal order ${orderId}: createOrder must answer an order id.`);
    const currency = order.purchase_units[0]?.amount.currency_code;
    if (currency !== sdk.currency) {
      throw new Error(
        `Expected currency from order api call to be ${sdk.currency}, got ${currency}. Please ensure you are passing currency=${currency} to the sdk url.`,
      );
    }
    if (order.intent !== sdk.intent) {
      throw new Error(`Expected intent from order api call to be ${sdk.intent.toLowerCase()}, got ${order.intent}.`);
    }
    await control("POST", `/orders/${encodeURIComponent(orderId)}/approve`);
  }

  function createButtons(options: ButtonsOptions = {}) {
    let props = options;
    let button: HTMLButtonElement | null = null;
    let enabled = true;
    let busy = false;

    async function pay() {
      if (!enabled || busy) return;
      busy = true;
      try {
        let allowed = true;
        const clicked = await props.onClick?.(
          { fundingSource: "paypal" },
          {
            resolve: async () => {},
            reject: async () => {
              allowed = false;
            },
          },
        );
        if (clicked === false || !allowed) return;
        const orderId = await props.createOrder?.({ paymentSource: "paypal" }, {});
        if (typeof orderId !== "string" || !orderId) {
          throw new Error("Expected an order id to be passed from createOrder.");
        }
        await approve(orderId);
        await props.onApprove?.(
          {
            orderID: orderId,
            payerID: "QYR5Z8XDVJNXQ",
            paymentID: null,
            facilitatorAccessToken: "A21AA-fake-facilitator-token",
            paymentSource: "paypal",
          },
          {},
        );
      } catch (error) {
        if (props.onError) props.onError(error);
        else console.error(error);
      } finally {
        busy = false;
      }
    }

    const actions = {
      enable: async () => {
        enabled = true;
        if (button) button.disabled = false;
      },
      disable: async () => {
        enabled = false;
        if (button) button.disabled = true;
      },
    };

    return {
      isEligible: () => true,
      async render(target: HTMLElement | string) {
        const container = typeof target === "string" ? document.querySelector<HTMLElement>(target) : target;
        if (!container) throw new Error("Document is ready and element not found");
        button = document.createElement("button");
        // Inside the shop's form: a plain button, never a submit (PayPal's own lives in a frame).
        button.type = "button";
        button.textContent = "PayPal";
        const shape = props.style?.shape;
        Object.assign(button.style, {
          display: "block",
          width: "100%",
          minHeight: `${props.style?.height ?? 45}px`,
          border: "0",
          borderRadius: shape === "pill" ? "23px" : shape === "sharp" ? "0" : "4px",
          background: "#ffc439",
          color: "#003087",
          font: "italic 700 18px/1 Verdana, sans-serif",
          cursor: "pointer",
        });
        button.addEventListener("click", () => void pay());
        container.replaceChildren(button);
        await props.onInit?.({}, actions);
      },
      async close() {
        button?.remove();
        button = null;
      },
      async updateProps(next: ButtonsOptions) {
        props = { ...props, ...next };
      },
      resume() {},
      hasReturned: () => false,
    };
  }

  (window as unknown as Record<string, unknown>)[namespace] = {
    version: "5.0.0-fake",
    FUNDING: { PAYPAL: "paypal", CARD: "card", PAYLATER: "paylater", VENMO: "venmo" },
    getFundingSources: () => ["paypal"],
    isFundingEligible: (source: string) => source === "paypal",
    Buttons: createButtons,
  };
}
