import { createHash, createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { parseArgs } from "node:util";

/*
 * A local stand-in for PayPal's REST API, speaking the wire format the server SDK uses:
 * the OAuth token, Orders v2 (create, show, capture, with PayPal-Request-Id idempotency),
 * Payments v2 (show a capture, refund it with PayPal-Request-Id, show a refund),
 * and webhook deliveries with the signature verification API. What PayPal's own window
 * does for the buyer (approving an order), and PayPal's decisions (a declined card), are
 * control functions, also reachable over HTTP under /_fake/ so that another process (the
 * browser tests' shop) can drive them.
 *
 * Standalone: npx tsx tests/fakes/paypal-fake.ts --port 12112 --webhook-url URL --webhook-id WH-TEST
 */

type FakeOptions = {
  port?: number;
  /** Where webhook deliveries are posted. */
  webhookUrl?: string;
  /** The webhook id deliveries are signed for, as PayPal's dashboard would show it. */
  webhookId?: string;
  /** The REST app's credentials the token endpoint accepts. */
  clientId?: string;
  clientSecret?: string;
};

type Money = { currency_code: string; value: string };

type FakeOrder = {
  id: string;
  status: "CREATED" | "APPROVED" | "COMPLETED" | "VOIDED";
  amount: Money;
  customId?: string;
  invoiceId?: string;
  description?: string;
  createTime: string;
  updateTime: string;
  /** The next capture is declined by the buyer's bank (markDecline). */
  declines: boolean;
  /** The order as it stood when the buyer approved it: the resource of CHECKOUT.ORDER.APPROVED. */
  approved?: Record<string, unknown>;
  capture?: { id: string; time: string };
};

/** A refund of an order's capture, by the shop's API call or in PayPal's dashboard. */
type FakeRefund = {
  id: string;
  orderId: string;
  captureId: string;
  status: "COMPLETED" | "PENDING";
  amount: Money;
  customId?: string;
  noteToPayer?: string;
  time: string;
};

/** The event types the fake can deliver. */
type FakeEventType = "CHECKOUT.ORDER.APPROVED" | "PAYMENT.CAPTURE.COMPLETED" | "PAYMENT.CAPTURE.DENIED";

/** Minor units to a decimal string with two decimals, and back (every currency of the shop has two). */
const toValue = (minor: number) => (minor / 100).toFixed(2);
const toMinor = (value: string) => Math.round(Number(value) * 100);

/** A signed webhook delivery: what PayPal would post, to send now, later or several times. */
type WebhookDelivery = { eventId: string; body: string; headers: Record<string, string> };

/** PayPal's answer to a request it refuses, in its error format. */
class PayPalError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message ?? body.error_description));
  }
}

const ERRORS = {
  notFound: () =>
    new PayPalError(404, {
      name: "RESOURCE_NOT_FOUND",
      message: "The specified resource does not exist.",
      details: [{ issue: "INVALID_RESOURCE_ID", description: "Specified resource ID does not exist." }],
    }),
  invalidRequest: (issue: string, description: string, status = 400) =>
    new PayPalError(status, {
      name: status === 400 ? "INVALID_REQUEST" : "UNPROCESSABLE_ENTITY",
      message:
        status === 400
          ? "Request is not well-formed, syntactically incorrect, or violates schema."
          : "The requested action could not be performed, semantically incorrect, or failed business validation.",
      details: [{ issue, description }],
    }),
};

const AUTH_ALGO = "SHA256withRSA";
const ALPHANUMERIC = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** An id in PayPal's style: 17 upper-case letters and digits, e.g. 5O190127TN364715T. */
function paypalId(): string {
  return Array.from({ length: 17 }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join("");
}

export async function startPayPalFake(options: FakeOptions = {}) {
  const clientId = options.clientId ?? "fake-paypal-client-id";
  const clientSecret = options.clientSecret ?? "fake-paypal-client-secret";
  const signingKey = randomBytes(32);
  const tokens = new Set<string>();
  const orders = new Map<string, FakeOrder>();
  /** PayPal-Request-Id -> the order it created or captured. */
  const requestIds = new Map<string, string>();
  const calls = { create: 0, capture: 0, verify: 0, refund: 0 };
  const refunds = new Map<string, FakeRefund>();
  let url = "";

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const failure = error instanceof PayPalError ? error : new PayPalError(500, { message: String(error) });
      send(response, failure.status, { ...failure.body, debug_id: randomBytes(7).toString("hex") });
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const { pathname } = new URL(request.url ?? "/", "http://fake");
    const route = `${request.method} ${pathname}`;
    const body = await readBody(request);

    if (route === "POST /v1/oauth2/token") return send(response, 200, issueToken(request, body));
    if (pathname.startsWith("/_fake/")) return send(response, 200, await control(route, body));

    requireToken(request);
    const prefersRepresentation = request.headers.prefer === "return=representation";
    const requestId = header(request, "paypal-request-id");
    if (route === "POST /v2/checkout/orders") {
      const order = createOrder(parseJson(body), requestId);
      return send(response, 201, prefersRepresentation ? orderJson(order) : minimalOrderJson(order));
    }
    if (route === "POST /v1/notifications/verify-webhook-signature") {
      calls.verify += 1;
      return send(response, 200, { verification_status: isGenuine(parseJson(body)) ? "SUCCESS" : "FAILURE" });
    }
    const refundRoute = /^POST \/v2\/payments\/captures\/([^/]+)\/refund$/.exec(route);
    if (refundRoute) {
      const refund = refundCapture(refundRoute[1]!, parseJson(body || "{}"), requestId);
      return send(response, 201, prefersRepresentation ? refundJson(refund) : minimalRefundJson(refund));
    }
    const captureRoute = /^GET \/v2\/payments\/captures\/([^/]+)$/.exec(route);
    if (captureRoute) {
      const order = orderOfCapture(captureRoute[1]!);
      return send(response, 200, captureJson(order, order.capture!));
    }
    const refundShow = /^GET \/v2\/payments\/refunds\/([^/]+)$/.exec(route);
    if (refundShow) return send(response, 200, refundJson(findRefund(refundShow[1]!)));
    const orderRoute = /^(GET|POST) \/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(route);
    if (orderRoute?.[1] === "GET" && !orderRoute[3]) return send(response, 200, orderJson(findOrder(orderRoute[2]!)));
    if (orderRoute?.[1] === "POST" && orderRoute[3]) {
      const order = captureOrder(orderRoute[2]!, requestId);
      return send(response, 201, prefersRepresentation ? orderJson(order) : minimalCaptureJson(order));
    }
    throw ERRORS.notFound();
  }

  function issueToken(request: IncomingMessage, body: string) {
    const [scheme, encoded] = (request.headers.authorization ?? "").split(" ");
    const [id, secret] = Buffer.from(encoded ?? "", "base64")
      .toString("utf8")
      .split(":");
    const grant = new URLSearchParams(body).get("grant_type");
    if (scheme !== "Basic" || id !== clientId || secret !== clientSecret) {
      throw new PayPalError(401, { error: "invalid_client", error_description: "Client Authentication failed" });
    }
    if (grant !== "client_credentials") {
      throw new PayPalError(400, { error: "unsupported_grant_type", error_description: "Grant Type is NULL" });
    }
    const token = `A21AA${randomBytes(24).toString("base64url")}`;
    tokens.add(token);
    return {
      scope: "https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/applications/webhooks",
      access_token: token,
      token_type: "Bearer",
      app_id: "APP-80W284485P519543T",
      expires_in: 32_400,
      nonce: `${new Date().toISOString()}${randomBytes(8).toString("hex")}`,
    };
  }

  function requireToken(request: IncomingMessage) {
    const [scheme, token] = (request.headers.authorization ?? "").split(" ");
    if (scheme !== "Bearer" || !token || !tokens.has(token)) {
      throw new PayPalError(401, { error: "invalid_token", error_description: "Token signature verification failed" });
    }
  }

  function createOrder(input: unknown, requestId: string | undefined): FakeOrder {
    calls.create += 1;
    const known = requestId && requestIds.get(`create ${requestId}`);
    if (known) return findOrder(known);

    const { intent, purchase_units: units } = (input ?? {}) as { intent?: unknown; purchase_units?: unknown };
    if (intent !== "CAPTURE" && intent !== "AUTHORIZE") {
      throw ERRORS.invalidRequest("INVALID_PARAMETER_VALUE", "intent must be CAPTURE or AUTHORIZE.");
    }
    if (!Array.isArray(units) || units.length !== 1) {
      throw ERRORS.invalidRequest("MISSING_REQUIRED_PARAMETER", "This fake takes exactly one purchase unit.");
    }
    const unit = units[0] as { amount?: Partial<Money>; custom_id?: string; invoice_id?: string; description?: string };
    const { currency_code: currency, value } = unit.amount ?? {};
    if (typeof currency !== "string" || typeof value !== "string" || !/^\d+(\.\d+)?$/.test(value)) {
      throw ERRORS.invalidRequest("INVALID_PARAMETER_SYNTAX", "amount needs a currency_code and a decimal value.");
    }
    if ((value.split(".")[1] ?? "").length > 2) {
      throw ERRORS.invalidRequest("DECIMAL_PRECISION", "The currency has 2 decimals.", 422);
    }

    const now = new Date().toISOString();
    const order: FakeOrder = {
      id: paypalId(),
      status: "CREATED",
      amount: { currency_code: currency, value },
      customId: unit.custom_id,
      invoiceId: unit.invoice_id,
      description: unit.description,
      createTime: now,
      updateTime: now,
      declines: false,
    };
    orders.set(order.id, order);
    if (requestId) requestIds.set(`create ${requestId}`, order.id);
    return order;
  }

  function captureOrder(orderId: string, requestId: string | undefined): FakeOrder {
    calls.capture += 1;
    const order = findOrder(orderId);
    const key = requestId && `capture ${orderId} ${requestId}`;
    // Only a successful capture is remembered under its request id: after a decline the buyer may pay another way.
    if (key && requestIds.has(key)) return order;
    if (order.status === "COMPLETED") {
      throw ERRORS.invalidRequest("ORDER_ALREADY_CAPTURED", "Order already captured.", 422);
    }
    if (order.status !== "APPROVED") {
      throw ERRORS.invalidRequest("ORDER_NOT_APPROVED", "Payer has not yet approved the Order for payment.", 422);
    }
    if (order.declines) {
      throw ERRORS.invalidRequest("INSTRUMENT_DECLINED", "The instrument presented was declined.", 422);
    }
    const now = new Date().toISOString();
    order.status = "COMPLETED";
    order.capture = { id: paypalId(), time: now };
    order.updateTime = now;
    if (key) requestIds.set(key, orderId);
    return order;
  }

  function orderOfCapture(captureId: string): FakeOrder {
    const order = [...orders.values()].find((candidate) => candidate.capture?.id === captureId);
    if (!order) throw ERRORS.notFound();
    return order;
  }

  function findRefund(refundId: string): FakeRefund {
    const refund = refunds.get(refundId);
    if (!refund) throw ERRORS.notFound();
    return refund;
  }

  /** What is refunded of an order's capture so far. */
  function refundedOf(order: FakeOrder): number {
    return [...refunds.values()]
      .filter((refund) => refund.orderId === order.id)
      .reduce((sum, refund) => sum + toMinor(refund.amount.value), 0);
  }

  /**
   * Refunds a capture as PayPal does: all that is left without an amount, never more than is
   * left; a repeated PayPal-Request-Id answers the refund made the first time.
   */
  function refundCapture(captureId: string, input: unknown, requestId: string | undefined): FakeRefund {
    calls.refund += 1;
    const known = requestId && requestIds.get(`refund ${requestId}`);
    if (known) return findRefund(known);
    const order = orderOfCapture(captureId);
    const {
      amount,
      custom_id: customId,
      note_to_payer: noteToPayer,
    } = (input ?? {}) as {
      amount?: Partial<Money>;
      custom_id?: string;
      note_to_payer?: string;
    };
    const left = toMinor(order.amount.value) - refundedOf(order);
    if (left <= 0)
      throw ERRORS.invalidRequest("CAPTURE_FULLY_REFUNDED", "The capture has already been fully refunded.", 422);
    if (amount && amount.currency_code !== order.amount.currency_code) {
      throw ERRORS.invalidRequest(
        "REFUND_CURRENCY_MISMATCH",
        "Refund must be in the same currency as the capture.",
        422,
      );
    }
    const asked = amount?.value === undefined ? left : toMinor(amount.value);
    if (asked > left) {
      throw ERRORS.invalidRequest(
        "REFUND_AMOUNT_EXCEEDED",
        "The refund amount must be less than or equal to the capture amount that has not yet been refunded.",
        422,
      );
    }
    const refund: FakeRefund = {
      id: paypalId(),
      orderId: order.id,
      captureId,
      status: "COMPLETED",
      amount: { currency_code: order.amount.currency_code, value: toValue(asked) },
      customId,
      noteToPayer,
      time: new Date().toISOString(),
    };
    refunds.set(refund.id, refund);
    if (requestId) requestIds.set(`refund ${requestId}`, refund.id);
    return refund;
  }

  function refundJson(refund: FakeRefund) {
    return {
      id: refund.id,
      amount: refund.amount,
      status: refund.status,
      ...(refund.customId ? { custom_id: refund.customId } : {}),
      ...(refund.noteToPayer ? { note_to_payer: refund.noteToPayer } : {}),
      seller_payable_breakdown: {
        gross_amount: refund.amount,
        net_amount: refund.amount,
        total_refunded_amount: refund.amount,
      },
      create_time: refund.time,
      update_time: refund.time,
      links: [
        link(`/v2/payments/refunds/${refund.id}`, "self"),
        link(`/v2/payments/captures/${refund.captureId}`, "up"),
      ],
    };
  }

  function minimalRefundJson(refund: FakeRefund) {
    const { id, status, links } = refundJson(refund);
    return { id, status, links };
  }

  /** A refund made in PayPal's dashboard (no custom_id of the shop): all that is left by default. */
  function refundInDashboard(orderId: string, amountMinor?: number) {
    const order = findOrder(orderId);
    if (!order.capture) throw new Error(`Order ${orderId} was not captured`);
    const body =
      amountMinor === undefined
        ? {}
        : { amount: { currency_code: order.amount.currency_code, value: toValue(amountMinor) } };
    return refundJson(refundCapture(order.capture.id, body, undefined));
  }

  /** PAYMENT.CAPTURE.REFUNDED for one refund, signed, ready to send. */
  function createRefundWebhookDelivery(refundId: string): WebhookDelivery {
    return signedDelivery("PAYMENT.CAPTURE.REFUNDED", {
      resourceType: "refund",
      summary: "A capture payment was refunded",
      resource: refundJson(findRefund(refundId)),
    });
  }

  function findOrder(orderId: string): FakeOrder {
    const order = orders.get(orderId);
    if (!order) throw ERRORS.notFound();
    return order;
  }

  function link(path: string, rel: string, method = "GET") {
    return { href: `${url}${path}`, rel, method };
  }

  function captureJson(order: FakeOrder, capture: { id: string; time: string }, status?: string) {
    const refunded = refundedOf(order);
    const captureStatus =
      status ??
      (refunded === 0 ? "COMPLETED" : refunded >= toMinor(order.amount.value) ? "REFUNDED" : "PARTIALLY_REFUNDED");
    return {
      id: capture.id,
      status: captureStatus,
      amount: order.amount,
      final_capture: true,
      seller_protection: { status: "ELIGIBLE", dispute_categories: ["ITEM_NOT_RECEIVED", "UNAUTHORIZED_TRANSACTION"] },
      custom_id: order.customId,
      invoice_id: order.invoiceId,
      supplementary_data: { related_ids: { order_id: order.id } },
      create_time: capture.time,
      update_time: capture.time,
      links: [
        link(`/v2/payments/captures/${capture.id}`, "self"),
        link(`/v2/payments/captures/${capture.id}/refund`, "refund", "POST"),
        link(`/v2/checkout/orders/${order.id}`, "up"),
      ],
    };
  }

  const payer = {
    name: { given_name: "John", surname: "Doe" },
    email_address: "buyer@example.com",
    payer_id: "QYR5Z8XDVJNXQ",
    address: { country_code: "GB" },
  };

  function orderLinks(order: FakeOrder) {
    return [
      link(`/v2/checkout/orders/${order.id}`, "self"),
      ...(order.status === "CREATED"
        ? [{ href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`, rel: "approve", method: "GET" }]
        : []),
      ...(order.status === "APPROVED" ? [link(`/v2/checkout/orders/${order.id}/capture`, "capture", "POST")] : []),
    ];
  }

  /** The full representation (GET, or Prefer: return=representation). */
  function orderJson(order: FakeOrder) {
    const approved = order.status === "APPROVED" || order.status === "COMPLETED";
    return {
      id: order.id,
      intent: "CAPTURE",
      status: order.status,
      ...(approved ? { payment_source: { paypal: { ...payer, account_status: "VERIFIED" } }, payer } : {}),
      purchase_units: [
        {
          reference_id: "default",
          amount: order.amount,
          payee: { email_address: "merchant@example.com", merchant_id: "7KNGBPH2U58GQ" },
          description: order.description,
          custom_id: order.customId,
          invoice_id: order.invoiceId,
          ...(order.capture ? { payments: { captures: [captureJson(order, order.capture)] } } : {}),
        },
      ],
      create_time: order.createTime,
      update_time: order.updateTime,
      links: orderLinks(order),
    };
  }

  /** PayPal's default (Prefer: return=minimal) answers. */
  function minimalOrderJson(order: FakeOrder) {
    return { id: order.id, status: order.status, links: orderLinks(order) };
  }

  function minimalCaptureJson(order: FakeOrder) {
    const { id, status, payment_source, payer: buyer, purchase_units, links } = orderJson(order);
    const units = purchase_units.map(({ reference_id, payments }) => ({ reference_id, payments }));
    return { id, status, payment_source, payer: buyer, purchase_units: units, links };
  }

  function signature(transmissionId: string, time: string, webhookId: string, event: unknown): string {
    const digest = createHash("sha256").update(JSON.stringify(event)).digest("hex");
    return createHmac("sha256", signingKey).update(`${transmissionId}|${time}|${webhookId}|${digest}`).digest("base64");
  }

  /** SUCCESS only for a delivery this fake signed, for its webhook id, over exactly that event. */
  function isGenuine(input: unknown): boolean {
    const claim = (input ?? {}) as Record<string, unknown>;
    const { transmission_id: id, transmission_time: time, transmission_sig: sig, webhook_id: webhookId } = claim;
    if (typeof id !== "string" || typeof time !== "string" || typeof sig !== "string") return false;
    if (!options.webhookId || webhookId !== options.webhookId) return false;
    if (claim.auth_algo !== AUTH_ALGO || claim.cert_url !== certUrl()) return false;
    const expected = Buffer.from(signature(id, time, webhookId, claim.webhook_event), "base64");
    const given = Buffer.from(sig, "base64");
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  function certUrl() {
    return `${url}/v1/notifications/certs/CERT-360caa42-fca2a594-fake`;
  }

  function eventResource(type: FakeEventType, order: FakeOrder) {
    switch (type) {
      case "CHECKOUT.ORDER.APPROVED":
        if (!order.approved) throw new Error(`Order ${order.id} was not approved`);
        return {
          resourceType: "checkout-order",
          summary: "An order has been approved by buyer",
          resource: order.approved,
        };
      case "PAYMENT.CAPTURE.COMPLETED":
        if (!order.capture) throw new Error(`Order ${order.id} was not captured`);
        return {
          resourceType: "capture",
          summary: `Payment completed for ${order.amount.value} ${order.amount.currency_code}`,
          resource: captureJson(order, order.capture),
        };
      case "PAYMENT.CAPTURE.DENIED":
        if (!order.declines) throw new Error(`Order ${order.id} is not marked to decline`);
        return {
          resourceType: "capture",
          summary: `Payment denied for ${order.amount.value} ${order.amount.currency_code}`,
          resource: captureJson(order, { id: paypalId(), time: new Date().toISOString() }, "DECLINED"),
        };
    }
  }

  function createWebhookDelivery(type: FakeEventType, orderId: string): WebhookDelivery {
    return signedDelivery(type, eventResource(type, findOrder(orderId)));
  }

  function signedDelivery(
    type: FakeEventType | "PAYMENT.CAPTURE.REFUNDED",
    { resourceType, summary, resource }: { resourceType: string; summary: string; resource: unknown },
  ): WebhookDelivery {
    if (!options.webhookId) throw new Error("Start the PayPal fake with a webhookId to sign deliveries");
    const eventId = `WH-${paypalId()}-${paypalId()}`;
    const event = {
      id: eventId,
      event_version: "1.0",
      create_time: new Date().toISOString(),
      resource_type: resourceType,
      resource_version: "2.0",
      event_type: type,
      summary,
      resource,
      links: [
        link(`/v1/notifications/webhooks-events/${eventId}`, "self"),
        link(`/v1/notifications/webhooks-events/${eventId}/resend`, "resend", "POST"),
      ],
    };
    const transmissionId = randomUUID();
    const time = new Date().toISOString();
    return {
      eventId,
      body: JSON.stringify(event),
      headers: {
        "content-type": "application/json",
        "paypal-auth-algo": AUTH_ALGO,
        "paypal-auth-version": "v2",
        "paypal-cert-url": certUrl(),
        "paypal-transmission-id": transmissionId,
        "paypal-transmission-time": time,
        "paypal-transmission-sig": signature(transmissionId, time, options.webhookId, event),
      },
    };
  }

  /** Posts the delivery to webhookUrl `times` times, one after the other; the answers' statuses. */
  async function sendWebhook(delivery: WebhookDelivery, times = 1): Promise<number[]> {
    const target = options.webhookUrl;
    if (!target) throw new Error("Start the PayPal fake with a webhookUrl to deliver webhooks");
    const statuses: number[] = [];
    for (let attempt = 0; attempt < times; attempt += 1) {
      const response = await fetch(target, { method: "POST", headers: delivery.headers, body: delivery.body });
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    return statuses;
  }

  /** The buyer approves the order in PayPal's window. */
  function approve(orderId: string) {
    const order = findOrder(orderId);
    if (order.status !== "CREATED") throw new Error(`Order ${orderId} is ${order.status}, not CREATED`);
    order.status = "APPROVED";
    order.updateTime = new Date().toISOString();
    order.approved = orderJson(order);
  }

  /** The buyer's bank will decline the capture (INSTRUMENT_DECLINED). */
  function markDecline(orderId: string) {
    findOrder(orderId).declines = true;
  }

  /** PayPal voids the order (e.g. the buyer's payment could not be completed). */
  function voidOrder(orderId: string) {
    const order = findOrder(orderId);
    order.status = "VOIDED";
    order.updateTime = new Date().toISOString();
  }

  /** PayPal keeps request ids for 6 hours: afterwards a repeated capture is a new request. */
  function expireRequestIds() {
    requestIds.clear();
  }

  /** The /_fake/ endpoints: the control functions for another process. */
  async function control(route: string, body: string): Promise<unknown> {
    const dashboardRefund = /^POST \/_fake\/orders\/([^/]+)\/dashboard_refund$/.exec(route);
    if (dashboardRefund) {
      const { amount } = (body ? parseJson(body) : {}) as { amount?: number };
      return refundInDashboard(dashboardRefund[1]!, amount);
    }
    const orderAction = /^POST \/_fake\/orders\/([^/]+)\/(approve|decline|void)$/.exec(route);
    if (orderAction) {
      const [, orderId = "", action] = orderAction;
      if (action === "approve") approve(orderId);
      else if (action === "decline") markDecline(orderId);
      else voidOrder(orderId);
      return orderJson(findOrder(orderId));
    }
    switch (route) {
      case "GET /_fake/orders":
        return [...orders.values()].map(orderJson);
      case "GET /_fake/calls":
        return { ...calls };
      case "POST /_fake/expire-request-ids":
        expireRequestIds();
        return {};
      case "GET /_fake/refunds":
        return [...refunds.values()].map(refundJson);
      case "POST /_fake/refunds/webhook": {
        const { refundId, times = 1 } = parseJson(body) as { refundId: string; times?: number };
        const delivery = createRefundWebhookDelivery(refundId);
        return { ...delivery, statuses: times > 0 ? await sendWebhook(delivery, times) : [] };
      }
      case "POST /_fake/webhooks": {
        const {
          type,
          orderId,
          times = 1,
        } = parseJson(body) as { type: FakeEventType; orderId: string; times?: number };
        const delivery = createWebhookDelivery(type, orderId);
        return { ...delivery, statuses: times > 0 ? await sendWebhook(delivery, times) : [] };
      }
      default:
        throw ERRORS.notFound();
    }
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  url = `http://127.0.0.1:${port}`;

  return {
    url,
    port,
    clientId,
    clientSecret,
    approve,
    markDecline,
    voidOrder,
    expireRequestIds,
    /** Every order, as GET /v2/checkout/orders/:id shows it. */
    orders: () => [...orders.values()].map(orderJson),
    /** How many create, capture, refund and signature verification requests arrived, repeats included. */
    calls: () => ({ ...calls }),
    createWebhookDelivery,
    createRefundWebhookDelivery,
    refundInDashboard,
    /** Every refund, as GET /v2/payments/refunds/:id shows it. */
    refunds: () => [...refunds.values()].map(refundJson),
    sendWebhook,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

export type PayPalFake = Awaited<ReturnType<typeof startPayPalFake>>;

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    throw ERRORS.invalidRequest("MALFORMED_REQUEST_JSON", "The request JSON is not well formed.");
  }
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

async function runStandalone() {
  const { values } = parseArgs({
    options: {
      port: { type: "string", default: "12112" },
      "webhook-url": { type: "string" },
      "webhook-id": { type: "string" },
      "client-id": { type: "string" },
      "client-secret": { type: "string" },
    },
  });
  const fake = await startPayPalFake({
    port: Number(values.port),
    webhookUrl: values["webhook-url"],
    webhookId: values["webhook-id"],
    clientId: values["client-id"],
    clientSecret: values["client-secret"],
  });
  console.log(`PayPal fake listening on ${fake.url} (client id ${fake.clientId})`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

if (process.argv[1] && import.meta.filename === process.argv[1]) await runStandalone();
