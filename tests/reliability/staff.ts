import { type APIRequestContext, request as playwrightRequest } from "@playwright/test";
import { UnexpectedAnswer } from "./customer";
import { runScript, type ShopProcess } from "./shop-process";

/*
 * A member of the shop's customer service, over HTTP only: the account is created as a
 * deployment creates one (`npm run staff:create`, while the shop is stopped: PGlite opens its
 * data in one process at a time), joined through the link's form and signed in on its own
 * request context. Customer service needs no second factor.
 */

const SERVICE = { email: "service@reliability.test", name: "Sam Service", password: "service-password-1" };

/** Stops the shop, creates the account's link, starts the shop again and joins. */
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
