import { type APIRequestContext, request as playwrightRequest } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { UnexpectedAnswer } from "./customer";
import { runScript, type ShopProcess } from "./shop-process";

/*
 * A member of the shop's customer service, over HTTP only: the account is created as a
 * deployment creates one (`npm run staff:create`, while the shop is stopped: PGlite opens its
 * data in one process at a time), joined through the link's form and signed in on its own
 * request context, with two-factor sign-in set up first as every staff member must.
 */

const SERVICE = { email: "service@reliability.test", name: "Sam Service", password: "service-password-1" };

/** Stops the shop, creates the account's link, starts the shop again, joins and sets up two-factor sign-in. */
export async function newServiceStaff(shop: ShopProcess): Promise<APIRequestContext> {
  await shop.stop();
  const printed = await runScript("scripts/staff-create.ts", ["--email", SERVICE.email, "--role", "service"], {
    DATA_DIR: shop.dataDir,
  });
  await shop.start();
  const token = /\/admin\/join\?token=(\S+)/.exec(printed)?.[1];
  if (!token) throw new Error(`staff:create printed no link: ${printed}`);
  const request = await playwrightRequest.newContext({ baseURL: shop.url, maxRedirects: 0 });
  const joined = await request.post(`/admin/join?token=${token}`, {
    form: { name: SERVICE.name, password: SERVICE.password },
  });
  if (joined.status() !== 302) throw new UnexpectedAnswer(joined.status(), "join as customer service");
  const started = await request.post("/admin/account", { form: { intent: "start", password: SERVICE.password } });
  const page = await started.text();
  const secret = /data-testid="totp-secret"[^>]*>\s*([A-Z2-7]+)/.exec(page)?.[1];
  const recoveryCodes = /name="recoveryCodes" value="([^"]*)"/.exec(page)?.[1];
  if (!secret || recoveryCodes === undefined) throw new UnexpectedAnswer(started.status(), "start two-factor set-up");
  const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
  const confirmed = await request.post("/admin/account", { form: { intent: "confirm", secret, recoveryCodes, code } });
  if (confirmed.status() !== 302) throw new UnexpectedAnswer(confirmed.status(), "turn two-factor sign-in on");
  return request;
}

export type RefundAnswer = "refunded" | "pending" | "refused";

/** The order page's refund form: "refunded", "pending" (sent, not confirmed yet) or "refused" (a 4xx with its reason). */
export async function refundOnOrderPage(
  staff: APIRequestContext,
  orderId: number,
  amount: string,
): Promise<RefundAnswer> {
  const response = await staff.post(`/admin/orders/${orderId}`, {
    form: { intent: "refund", orderId: String(orderId), amount, reason: "customer_request", note: "" },
  });
  const location = response.headers().location ?? "";
  if (response.status() === 302 && location.endsWith("?done=refund")) return "refunded";
  if (response.status() === 302 && location.endsWith("?done=refund_pending")) return "pending";
  if (response.status() >= 400 && response.status() < 500) return "refused";
  throw new UnexpectedAnswer(response.status(), `refund order ${orderId}`);
}
